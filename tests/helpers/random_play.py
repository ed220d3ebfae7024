"""Seeded random play for any `Game`, with the invariants every game shares.

`play_random_game` drives a `Session` with random legal actions from random
seats (and the session's own timeouts), and after each step:

* a legal action never raises;
* a random illegal action (another seat's legal action, or a legal action fed
  by the wrong seat) raises a `RuleError` with a code and leaves the state
  unchanged (compared with `Game.snapshot()`);
* the game-specific ``check_views(game)`` callback holds (no secret leaks);
* a game where nobody may act and no deadline runs is stuck, unless it waits for a
  disconnected player (a disconnected seat may not act): then one reconnects.

At the end: the game has ended within ``max_steps``, and replaying the record
(also through its JSON form) gives an identical snapshot.

Each game's 1,000 seeded games are cut into batches (`batches`): the first runs in the
README's test command, so every invariant is checked there; the others are marked
``soak`` and run in CI (``python -m pytest -m soak``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from core.actions import Action, Reconnect, Timeout
from core.errors import RuleError
from core.game import Game
from core.record import GameRecord
from core.session import Session

TextFiller = Callable[[Action, random.Random], Action]
Option = tuple[int | None, Action]
#: Picks the next (actor, action) among the legal options (the default is uniform), or
#: returns None to let the clock run to the next deadline instead.
Chooser = Callable[[list[Option], random.Random], Option | None]


def batches(count: int) -> list[Any]:
    """Batch numbers 0..count-1 as test parameters: batch 0 in the default run, the
    others marked ``soak``."""
    return [pytest.param(batch, marks=() if batch == 0 else pytest.mark.soak)
            for batch in range(count)]


def default_text_filler(action: Action, rng: random.Random) -> Action:
    """Give free-text actions (empty text fields) a random short word."""
    for name in getattr(action, "__dataclass_fields__", {}):
        if getattr(action, name) == "":
            word = "".join(rng.choice("abcdefghij") for _ in range(rng.randint(1, 8)))
            action = replace(action, **{name: word})
    return action


def all_actors(game: Game, n_seats: int) -> list[int | None]:
    return [None, *range(n_seats)]


def assert_refused_unchanged(session: Session, actor: int | None, action: Action,
                             now_ms: int) -> None:
    before = session.game.snapshot()
    try:
        session.act(actor, action, now_ms)
    except RuleError as err:
        assert err.code and isinstance(err.code, str)
        assert session.game.snapshot() == before, f"state changed by refused {action}"
        return
    raise AssertionError(f"illegal {action!r} by {actor} was accepted")


def play_random_game(
    game_name: str,
    settings: dict[str, Any],
    seats: list[str],
    seed: int,
    content: Any,
    *,
    check_views: Callable[[Game], None] | None = None,
    fill_text: TextFiller = default_text_filler,
    system_action: Callable[[Game, random.Random], Action | None] | None = None,
    max_steps: int = 5000,
    illegal_every: int = 3,
    choose: Chooser | None = None,
) -> Session:
    rng = random.Random(seed ^ 0x5EED)
    now = 1_000_000
    session = Session.start(game_name, settings, seats, seed, content, now)
    game = session.game
    n = len(seats)
    for _step in range(max_steps):
        if session.outcome() is not None:
            break
        if check_views is not None:
            check_views(game)
        options: list[tuple[int | None, Action]] = []
        for actor in all_actors(game, n):
            for action in game.legal_actions(actor):
                options.append((actor, action))
        deadline = game.next_deadline()
        extra = system_action(game, rng) if system_action else None
        if extra is not None:
            options.append((None, extra))
        if not options and deadline is None:  # waiting for someone away? bring one back
            away = disconnected_seats(game)
            options = [(None, Reconnect(rng.choice(away)))] if away else []
        if _step % illegal_every == 0:
            _try_illegal(session, options, rng, now)
        if deadline is not None and (not options or rng.random() < 0.15):
            now = max(now, deadline)
            session.tick(now)
            continue
        assert options, f"no legal action and no deadline: stuck game {game.view(None)}"
        picked = rng.choice(options) if choose is None else choose(options, rng)
        if picked is None:  # the chooser lets the clock run to the deadline
            assert deadline is not None, "choose() declined with no deadline to wait for"
            now = max(now, deadline)
            session.tick(now)
            continue
        actor, action = picked
        action = fill_text(action, rng)
        now += rng.randint(0, 3000)
        if deadline is not None:
            # Act before the deadline: the host ticks expired timers first.
            now = max(min(now, deadline - 1), session_now(session))
        session.act(actor, action, now)
    assert session.outcome() is not None, "game did not end"
    if check_views is not None:
        check_views(game)
    assert_replay_identical(session)
    return session


def disconnected_seats(game: Game) -> list[int]:
    """Seats still in the room but disconnected, read from the table view (every game lists
    its seats with ``left`` and ``connected``)."""
    return [entry["seat"] for entry in game.view(None)["seats"]
            if not entry["left"] and not entry["connected"]]


def session_now(session: Session) -> int:
    actions = session.record.actions
    return actions[-1].at_ms if actions else session.record.started_ms


def _try_illegal(session: Session, options: list[tuple[int | None, Action]],
                 rng: random.Random, now: int) -> None:
    """Feed an action by a seat that may not take it, or a timeout before its deadline."""
    game = session.game
    n = len(session.record.seats)
    legal = {(a, act) for a, act in options}
    candidates = [(actor, act) for _, act in options for actor in all_actors(game, n)
                  if (actor, act) not in legal and not _free_text(act)]
    deadline = game.next_deadline()
    if deadline is None or now < deadline:
        candidates.append((None, Timeout()))
    if not candidates:
        return
    actor, action = rng.choice(candidates)
    assert_refused_unchanged(session, actor, action, min(now, (deadline or now + 1) - 1))


def _free_text(action: Action) -> bool:
    return any(getattr(action, f) == "" for f in getattr(action, "__dataclass_fields__", {}))


def assert_replay_identical(session: Session) -> None:
    replayed = Session.replay(session.record)
    assert replayed.game.snapshot() == session.game.snapshot(), "replay diverged"
    via_json = Session.replay(GameRecord.loads(session.record.dumps()))
    assert via_json.game.snapshot() == session.game.snapshot(), "JSON replay diverged"
