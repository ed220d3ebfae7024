"""Spy Word's facts for progress (`core.progress.facts`): what one finished game meant
for each seat, read while its record replays."""

from __future__ import annotations

from core.common import Outcome
from core.game import Game
from core.progress.facts import FactsWatcher, GameFacts
from core.spyword.game import SpyWord
from core.spyword.state import Role

#: A Spy Word win "in no time": the game was over by the end of this round.
QUICK_WIN_ROUNDS = 2


class SpyWordWatcher(FactsWatcher):
    def facts(self, game: Game, outcome: Outcome) -> list[GameFacts]:
        assert isinstance(game, SpyWord)
        s = game.state
        eliminated = {e["seat"] for e in s.eliminations}
        caught = [0] * len(s.seats)
        for vote in s.history:  # a citizen's vote that put an impostor out
            out = vote.eliminated
            if out is None or s.roles[out] is Role.CITIZEN:
                continue
            for voter, target in vote.votes.items():
                if target == out and s.roles[voter] is Role.CITIZEN:
                    caught[voter] += 1
        result = []
        for seat, role in enumerate(s.roles):
            won = seat in outcome.winners
            adds = {
                "ghost_guessed": int(won and role is Role.GHOST and bool(s.ghost_guess_correct)),
                "spy_unseen": int(won and role is Role.SPY and seat not in eliminated),
                "survived": int(won and seat not in eliminated),
                "spies_caught": caught[seat],
                "quick_win": int(won and s.round <= QUICK_WIN_ROUNDS),
            }
            result.append(GameFacts(game.NAME, seat, role.value, won, s.left[seat], adds))
        return result
