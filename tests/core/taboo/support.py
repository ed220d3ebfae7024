"""Shared test data and small drivers for the Taboo core tests."""

from __future__ import annotations

from typing import Any

from core.actions import Timeout
from core.session import Session
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
    from core.taboo.actions import Go

    at = now(session) if at_ms is None else at_ms
    session.act(giver(session), Go(), at)
    session.act(None, Timeout(), at + COUNTDOWN_MS)
    return at + COUNTDOWN_MS


def current_word(session: Session) -> str:
    g = game(session)
    return g.cards[g.state.current_card()].word


def card_no(session: Session) -> int:
    return len(game(session).state.turn.played)
