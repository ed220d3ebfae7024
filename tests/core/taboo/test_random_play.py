"""Seeded random play: 1,000 games with the issue's invariants (issue 3 "Done when"), in
10 batches: the first in the default run, the other nine marked ``soak``.

Shared invariants come from `tests.helpers.random_play` (legal actions never raise,
illegal ones raise a coded error and leave the state unchanged, every game ends,
replay gives the same state). Taboo adds: the guessing team's and the table's
views never hold the current card's words during a turn (TB-DEV-3), scores are
found − buzzed (TB-PTS-2), and both teams play the same number of cards (TB-WIN-2).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from core.actions import Action, Disconnect, Leave, Reconnect
from core.common import Mode
from core.game import Game
from core.taboo.actions import Correct, Pause
from core.taboo.constants import CARDS_PER_TEAM_CHOICES, MAX_PLAYERS, MIN_PLAYERS, TEAMS
from core.taboo.game import Taboo
from core.taboo.lobby import shuffle_teams
from core.taboo.state import Phase
from core.taboo.views import GUESSER, role_of
from tests.core.taboo.support import make_content
from tests.helpers.random_play import batches, play_random_game

GAMES = 1_000
BATCHES = 10


def _leaks(view: dict[str, Any], secrets: set[str]) -> set[str]:
    """Secrets found anywhere in the view (its JSON text: views must be plain data)."""
    text = json.dumps(view, ensure_ascii=False)
    return {secret for secret in secrets if secret in text}


class Tracker:
    """Checks views after every step and remembers each turn's final result rows."""

    def __init__(self) -> None:
        self.rows: dict[int, tuple[str, list[dict[str, Any]]]] = {}

    def check_views(self, game: Game) -> None:
        assert isinstance(game, Taboo)
        state = game.state
        table = game.view(None)
        if state.phase is Phase.PLAYING:
            card = game.cards[state.current_card()]
            secrets = {card.word, *card.forbidden}
            assert not _leaks(table, secrets), "card leaked to the table"  # TB-DEV-3
            # Guessers' views differ only by seat: check one, a different one each card.
            guessers = [s for s in range(len(game.names)) if role_of(game, s) == GUESSER]
            seat = guessers[len(state.turn.played) % len(guessers)]
            assert not _leaks(game.view(seat), secrets), f"card leaked to {seat}"
            assert state.turn.passes <= 3  # TB-TURN-4
        if state.phase is Phase.RESULT:
            rows = game.view(state.turn.clue_giver)["result"]
            self.rows[state.turn.number] = (state.turn.team, rows)
        for team in TEAMS:  # TB-PTS-2 through the public view
            assert table["teams"][team]["score"] == _live_score(game, team)

    def played(self, team: str, result: str) -> int:
        return sum(1 for t, rows in self.rows.values() if t == team
                   for row in rows if row["result"] == result)


def _live_score(game: Taboo, team: str) -> int:
    state = game.state
    t = state.teams[team]
    found, buzzed = t.found, t.buzzed
    if state.turn.team == team and state.phase in (Phase.PLAYING, Phase.RESULT):
        results = [p.result for p in state.turn.played]
        found += results.count("found")
        buzzed += results.count("buzzed")
    return found - buzzed


def system_action(game: Game, rng: random.Random) -> Action | None:
    """Random disconnects, reconnects and (rarely) departures, fed as the session."""
    assert isinstance(game, Taboo)
    state = game.state
    seats = [s for s in range(len(game.names)) if not state.left[s]]
    if rng.random() < 0.004:
        return Leave(rng.choice(seats))
    if game.mode is Mode.ONE_DEVICE:
        return None
    away = [s for s in seats if not state.connected[s]]
    if away and (not any(game.legal_actions(s) for s in seats) or rng.random() < 0.3):
        return Reconnect(rng.choice(away))
    if rng.random() < 0.05:
        return Disconnect(rng.choice([s for s in seats if state.connected[s]]))
    return None


# Pauses and corrections are legal almost always (from every seat on one device):
# drawn uniformly they would fill the games. Lighter weights keep the games short.
_WEIGHTS = {Pause.KIND: 0.1, Correct.KIND: 0.2}
_KEEP_PAUSE = 0.1


def choose(options: list[tuple[int | None, Action]],
           rng: random.Random) -> tuple[int | None, Action] | None:
    """Weighted choice. Pause is legal only while a deadline runs, so when nothing but
    Pause is left, usually let the clock run instead (the 3-2-1 countdown)."""
    if all(action.KIND == Pause.KIND for _, action in options) and rng.random() > _KEEP_PAUSE:
        return None
    weights = [_WEIGHTS.get(action.KIND, 1.0) for _, action in options]
    return rng.choices(options, weights)[0]


def _settings(seed: int) -> tuple[dict[str, Any], list[str]]:
    rng = random.Random(seed)
    n = rng.randint(MIN_PLAYERS, MAX_PLAYERS)
    settings = {
        "mode": rng.choice(list(Mode)).value,
        "cards_per_team": CARDS_PER_TEAM_CHOICES[seed % len(CARDS_PER_TEAM_CHOICES)],
        "teams": shuffle_teams(n, rng),
    }
    return settings, [f"P{seat}" for seat in range(n)]


@pytest.mark.parametrize("batch", batches(BATCHES))
def test_random_games_keep_the_invariants(batch: int) -> None:
    ended_normally = 0
    for seed in range(batch * GAMES // BATCHES, (batch + 1) * GAMES // BATCHES):
        settings, seats = _settings(seed)
        tracker = Tracker()
        session = play_random_game(
            "taboo", settings, seats, seed, make_content(),
            check_views=tracker.check_views, system_action=system_action, choose=choose,
        )
        outcome = session.outcome()
        assert outcome is not None
        if outcome.reason == "taboo.end.team_too_small":  # TB-EDGE-6
            continue
        ended_normally += 1
        game = session.game
        assert isinstance(game, Taboo)
        for team in TEAMS:
            # TB-WIN-2: every card of both decks was played out (found, buzzed or discarded).
            played = sum(tracker.played(team, r) for r in ("found", "buzzed", "discarded"))
            assert played == settings["cards_per_team"]
            # TB-PTS-2: the final score is found − buzzed over the confirmed results.
            score = tracker.played(team, "found") - tracker.played(team, "buzzed")
            assert game.view(None)["teams"][team]["score"] == score
    assert ended_normally >= GAMES // BATCHES // 2
