"""Taboo's facts for progress (`core.progress.facts`): what one finished game meant
for each seat, read while its record replays."""

from __future__ import annotations

from core.actions import Action
from core.common import Outcome
from core.game import Game
from core.progress.facts import FactsWatcher, GameFacts
from core.taboo.actions import Confirm
from core.taboo.game import Taboo
from core.taboo.scoring import REASON_PLAY_TIME, team_score
from core.taboo.state import Phase as TabooPhase
from core.taboo.state import Result

#: A Taboo turn is "clean" with at least this many cards found and no Buzz!
CLEAN_TURN_MIN_FOUND = 3
#: A Taboo win "by a mile": at least this many points ahead.
BIG_WIN_MARGIN = 5


class TabooWatcher(FactsWatcher):
    def __init__(self) -> None:
        self.adds: dict[int, dict[str, int]] = {}
        self.best_turn: dict[int, int] = {}

    def _add(self, seat: int, key: str, n: int) -> None:
        counters = self.adds.setdefault(seat, {})
        counters[key] = counters.get(key, 0) + n

    def before(self, game: Game, action: Action) -> None:
        assert isinstance(game, Taboo)
        state = game.state
        if not isinstance(action, Confirm) or state.phase is not TabooPhase.RESULT:
            return
        turn = state.turn  # the turn's results are final once confirmed
        results = [p.result for p in turn.played]
        found, buzzed = results.count(Result.FOUND), results.count(Result.BUZZED)
        giver = turn.clue_giver
        if giver is not None:
            self._add(giver, "cards_found", found)
            self._add(giver, "clean_turns", int(found >= CLEAN_TURN_MIN_FOUND and buzzed == 0))
            self.best_turn[giver] = max(self.best_turn.get(giver, 0), found)
        for name, team in state.teams.items():
            if name != turn.team:
                for seat in team.seats:
                    self._add(seat, "buzzes_caught", buzzed)

    def facts(self, game: Game, outcome: Outcome) -> list[GameFacts]:
        assert isinstance(game, Taboo)
        state = game.state
        scores = {name: team_score(state, name) for name in state.teams}
        result = []
        for name, team in state.teams.items():
            others = [score for other, score in scores.items() if other != name]
            margin = scores[name] - max(others)
            for seat in team.seats:
                won = seat in outcome.winners
                adds = {"cards_found": 0, "clean_turns": 0, "buzzes_caught": 0,
                        **self.adds.get(seat, {}),
                        "big_win": int(won and margin >= BIG_WIN_MARGIN),
                        "photo_finish": int(won and outcome.reason == REASON_PLAY_TIME)}
                bests = {"best_turn": self.best_turn.get(seat, 0)}
                result.append(GameFacts(game.NAME, seat, None, won, state.left[seat], adds, bests))
        return sorted(result, key=lambda f: f.seat)
