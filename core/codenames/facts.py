"""Codenames's facts for progress (`core.progress.facts`): what one finished game meant
for each seat, read while its record replays."""

from __future__ import annotations

from core.codenames.game import Codenames
from core.common import Outcome
from core.game import Game
from core.progress.facts import FactsWatcher, GameFacts

#: A Codenames clue "worth 4 or more": at least this many of the team's words found on it.
BIG_CLUE_WORDS = 4


class CodenamesWatcher(FactsWatcher):
    def facts(self, game: Game, outcome: Outcome) -> list[GameFacts]:
        assert isinstance(game, Codenames)
        state = game.state
        right = [0] * len(game.settings.roles)
        wrong_by_team: dict[str, int] = {}
        for reveal in state.guess_history:
            if reveal.colour is reveal.team:
                right[reveal.seat] += 1
            else:
                wrong_by_team[str(reveal.team)] = wrong_by_team.get(str(reveal.team), 0) + 1
        big_clues = [0] * len(game.settings.roles)
        for clue in state.clue_log:
            on_clue = sum(1 for r in state.guess_history
                          if r.turn == clue.turn and r.team is clue.team and r.colour is r.team)
            big_clues[clue.seat] += int(on_clue >= BIG_CLUE_WORDS)
        result = []
        for seat, role in enumerate(game.settings.roles):
            won = seat in outcome.winners
            team = None if role.team is None else str(role.team)
            adds = {"correct_guesses": right[seat], "clues_4plus": big_clues[seat],
                    "clean_sweep": int(won and team is not None
                                       and wrong_by_team.get(team, 0) == 0)}
            result.append(GameFacts(game.NAME, seat,
                                    "spymaster" if role.spymaster else "guesser",
                                    won, state.left[seat], adds))
        return result
