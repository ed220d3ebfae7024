"""Shared test data and small drivers for the Taboo core tests."""

from __future__ import annotations

from typing import Any

from core.actions import Timeout
from core.session import Session
from core.taboo.actions import Buzz, Confirm, Found, Go, Pass
from core.taboo.constants import COUNTDOWN_MS, FORBIDDEN_PER_CARD, PACK_SIZE
from core.taboo.game import Taboo

START_MS = 1_000_000


def make_content(size: int = PACK_SIZE) -> dict[str, Any]:
    """Cards ``word00``..``word59``, each with forbidden words ``w00f0``..``w00f4``."""
    return {"cards": [
        {"word": f"word{i:02}", "forbidden": [f"w{i:02}f{j}" for j in range(FORBIDDEN_PER_CARD)]}
        for i in range(size)
    ]}


def alternating_teams(n: int) -> list[str]:
    return ["red" if seat % 2 == 0 else "blue" for seat in range(n)]


def start(n: int = 4, mode: str = "several_devices", cards_per_team: int = 15,
          teams: list[str] | None = None, seed: int = 1) -> Session:
    settings = {"mode": mode, "cards_per_team": cards_per_team,
                "teams": teams if teams is not None else alternating_teams(n)}
    names = [f"P{seat}" for seat in range(len(settings["teams"]))]
    return Session.start("taboo", settings, names, seed, make_content(), START_MS)


def game(session: Session) -> Taboo:
    assert isinstance(session.game, Taboo)
    return session.game


def giver(session: Session) -> int:
    seat = game(session).state.turn.clue_giver
    assert seat is not None
    return seat


def playing_team(session: Session) -> str:
    return game(session).state.turn.team


def seat_of(session: Session, team: str, *, not_seat: int | None = None) -> int:
    """Some seat of ``team`` other than ``not_seat``."""
    teams = game(session).settings.teams
    return next(s for s, t in enumerate(teams) if t == team and s != not_seat)


def watcher(session: Session) -> int:
    teams = game(session).settings.teams
    return next(s for s, t in enumerate(teams) if t != playing_team(session))


def now(session: Session) -> int:
    actions = session.record.actions
    return actions[-1].at_ms if actions else session.record.started_ms


def go_and_play(session: Session, at_ms: int | None = None) -> int:
    """Go, then the countdown's timeout: returns the time the first card showed."""
    at = now(session) if at_ms is None else at_ms
    session.act(giver(session), Go(), at)
    session.act(None, Timeout(), at + COUNTDOWN_MS)
    return at + COUNTDOWN_MS


def current_word(session: Session) -> str:
    g = game(session)
    return g.cards[g.state.current_card()].word


def card_no(session: Session) -> int:
    return len(game(session).state.turn.played)


STEP_MS = 1_000


def tap(session: Session, script: str, *, by: int | None = None, buzzer: int | None = None,
        step_ms: int = STEP_MS) -> None:
    """Play the current turn: F = Found, P = Pass, B = Buzz!, one letter per card.

    Found and Pass come from the clue-giver (or ``by``), Buzz! from a watcher (or
    ``buzzer``); each tap ``step_ms`` after the previous action.
    """
    for letter in script:
        number = card_no(session)
        at = now(session) + step_ms
        if letter == "B":
            seat = watcher(session) if buzzer is None else buzzer
            session.act(seat, Buzz(number), at)
        else:
            action = Found(number) if letter == "F" else Pass(number)
            session.act(giver(session) if by is None else by, action, at)


def time_out(session: Session) -> None:
    deadline = game(session).next_deadline()
    assert deadline is not None
    session.act(None, Timeout(), deadline)


def confirm(session: Session, by: int | None = None) -> None:
    session.act(giver(session) if by is None else by, Confirm(), now(session) + STEP_MS)


def deck(session: Session, team: str) -> list[int]:
    return list(game(session).state.teams[team].deck)


def words(session: Session, cards: list[int]) -> list[str]:
    return [game(session).cards[c].word for c in cards]
