"""Shared Spy Word test data and helpers."""

from __future__ import annotations

import random

import pytest

from core.session import Session
from core.spyword.actions import ClueGiven, GotIt, GoToVote, Vote
from core.spyword.state import Role

CITIZEN_WORD_A = "zebrafruit"
SPY_WORD_B = "quokkaberry"
PAIR = {
    "pair": {
        "category": "plumcategory",
        "a": {"word": CITIZEN_WORD_A, "picture": "1F34E"},
        "b": {"word": SPY_WORD_B, "picture": "1F350"},
    }
}
NAMES = ["Alice", "Bruno", "Chloé", "Dieter", "Elena", "Fabio", "Gwen", "Hugo", "Inès",
         "Jonas", "Katia", "Luca"]


def start(n: int = 6, seed: int = 1, **settings) -> Session:
    settings.setdefault("mode", "one_device")
    return Session.start("spyword", settings, NAMES[:n], seed, PAIR, 0)


def seats_with(session: Session, role: Role) -> list[int]:
    return [s for s, r in enumerate(session.game.state.roles) if r is role]


def reveal_all(session: Session, now: int = 1) -> None:
    for seat in range(len(session.record.seats)):
        if not session.game.state.left[seat] and not session.game.state.seen_card[seat]:
            session.act(seat, GotIt(), now)


def finish_clues(session: Session, now: int = 2) -> None:
    """One device: hand over until the discussion (or duel vote) starts."""
    state = session.game.state
    while state.current_speaker is not None:
        session.act(state.current_speaker, ClueGiven(), now)


def to_vote(session: Session, now: int = 3) -> None:
    finish_clues(session, now)
    game = session.game
    actor = game.state.host if game.settings.several_devices else game.state.alive_seats()[0]
    session.act(actor, GoToVote(), now)


def vote_all(session: Session, choose, now: int = 4) -> None:
    """Every voter votes ``choose(voter)`` (one device: in turn order)."""
    game = session.game
    kind = game.state.ballot.kind
    while game.state.ballot is not None and game.state.ballot.kind == kind:
        voter = next(v for v in game.state.ballot.voters if v not in game.state.ballot.votes)
        session.act(voter, Vote(choose(voter)), now)


@pytest.fixture
def rng() -> random.Random:
    return random.Random(7)
