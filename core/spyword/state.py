"""Spy Word game state: plain data, no behaviour beyond small queries."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from core.errors import SetupError
from core.spyword.view_types import SpyWordCard, SpyWordElimination


class Role(StrEnum):
    CITIZEN = "citizen"
    SPY = "spy"
    GHOST = "ghost"


class Phase(StrEnum):
    REVEAL = "reveal"  # SW-RND-1: everyone looks at their card
    CLUES = "clues"  # SW-RND-2
    DISCUSSION = "discussion"  # SW-RND-5
    VOTE = "vote"  # SW-VOTE-*
    DUEL_CLUES = "duel_clues"  # SW-VOTE-7, SW-CL-4
    DUEL_VOTE = "duel_vote"
    PRIVATE = "private"  # SW-GHOST-1/5: the ghost's guess or an eliminated player's role
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Card:
    word: str
    picture: str

    def to_dict(self) -> SpyWordCard:
        return {"word": self.word, "picture": self.picture}


@dataclass(frozen=True, slots=True)
class WordPair:
    category: str
    a: Card
    b: Card

    @classmethod
    def from_content(cls, content: Any) -> WordPair:
        """Content is ``{"pair": {"category": str, "a": card, "b": card}}``."""
        try:
            pair = content["pair"]
            cards = [Card(str(pair[k]["word"]), str(pair[k]["picture"])) for k in ("a", "b")]
            category = str(pair["category"])
        except (KeyError, TypeError):
            raise SetupError("spyword.content.malformed") from None
        if not all(c.word.strip() for c in cards) or cards[0].word == cards[1].word:
            raise SetupError("spyword.content.bad_pair")
        return cls(category, cards[0], cards[1])


@dataclass(slots=True)
class Ballot:
    """One vote in progress (main vote or duel vote)."""

    kind: str  # "vote" | "duel"
    voters: list[int]  # who may vote, in order (the order matters on one device)
    candidates: list[int]
    pass_allowed: bool
    votes: dict[int, int | None] = field(default_factory=dict)  # voter -> target, None: Pass


@dataclass(slots=True)
class VoteResult:
    """A finished vote, kept for the vote history (SW-END-1, SW-VOTE-10)."""

    round: int
    kind: str
    votes: dict[int, int | None]
    candidates: list[int]
    eliminated: int | None
    passed: bool
    tied: list[int]
    drawn: bool


@dataclass(slots=True)
class SpyState:
    seats: list[str]
    roles: list[Role]
    citizen_card: Card
    spy_card: Card
    category: str
    speaking_order: list[int]
    host: int = 0  # may end the discussion on several devices (SW-RND-5)
    phase: Phase = Phase.REVEAL
    round: int = 1
    round_starter: int = 0
    alive: list[bool] = field(default_factory=list)
    left: list[bool] = field(default_factory=list)
    connected: list[bool] = field(default_factory=list)
    seen_card: list[bool] = field(default_factory=list)
    speakers: list[int] = field(default_factory=list)  # clue queue of this phase
    speaker_pos: int = 0
    deadline_ms: int | None = None
    #: SW-EDGE-5: the host's player lost the connection; at this time, if not back, the
    #: host role passes (None: the host is connected, or one device).
    host_away_deadline_ms: int | None = None
    ballot: Ballot | None = None
    tied: list[int] = field(default_factory=list)  # players in a duel
    last_vote_passed: bool = False  # SW-VOTE-6
    history: list[VoteResult] = field(default_factory=list)
    eliminations: list[SpyWordElimination] = field(default_factory=list)
    private_seat: int | None = None  # who is on the private screen (PRIVATE phase)
    ghost_guess: str | None = None
    ghost_guess_correct: bool | None = None
    winner_side: str | None = None
    winners: list[int] = field(default_factory=list)
    end_reason: str | None = None

    def in_game(self, seat: int) -> bool:
        """Still playing: not eliminated, not gone."""
        return self.alive[seat]

    def next_host(self, seat: int, profiles: tuple[int, ...],
                  connected_only: bool = False) -> int:
        """SW-EDGE-5: the host role passes to the next player of the game (in seat order)
        who has a profile; when nobody left has one, to the next player present. A
        connected player comes before a disconnected one, so the role goes to someone who
        can use it (a disconnected heir gets the 2-minute count: `presence.leave`);
        ``connected_only`` (a host gone too long): connected players only. ``seat`` when
        there is nobody."""
        n = len(self.seats)
        order = [(seat + step) % n for step in range(1, n)]
        here = [c for c in order if not self.left[c] and (self.connected[c] or not connected_only)]
        ranked = sorted(here, key=lambda c: (not self.connected[c], c not in profiles))
        return (ranked or [seat])[0]

    def alive_seats(self) -> list[int]:
        return [s for s in range(len(self.seats)) if self.alive[s]]

    def ordered_alive(self, start: int | None = None) -> list[int]:
        """Players still in the game in speaking order, from ``start`` when given."""
        order = self.speaking_order
        if start is not None:
            i = order.index(start)
            order = order[i:] + order[:i]
        return [s for s in order if self.alive[s]]

    @property
    def current_speaker(self) -> int | None:
        if self.phase in (Phase.CLUES, Phase.DUEL_CLUES) and self.speaker_pos < len(
            self.speakers
        ):
            return self.speakers[self.speaker_pos]
        return None
