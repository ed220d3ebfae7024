"""The shape of a Spy Word view (`core.spyword.views` builds it; mypy checks it does).

Views are plain dicts at runtime (they are msgpack'd or JSON'd as they are): these
`TypedDict`s only describe them. Seat numbers are ints; ``None`` means "nobody" or "not
known to this viewer" (a role), or Pass (a vote target).
"""

from __future__ import annotations

from typing import TypedDict

from core.common import ActionsView, OutcomeView


class SpyWordCard(TypedDict):
    """A word and its picture (OpenMoji file stem, e.g. ``"1F34E"``)."""

    word: str
    picture: str


class SpyWordSettings(TypedDict):
    """`SpySettings.to_public`: the host's settings, which every seat may know."""

    mode: str
    spies: int
    ghost: bool
    spy_knows_role: bool
    reveal_eliminated_roles: bool
    vote_result: str
    allow_pass: bool
    speaking_mode: str
    discussion_s: int | None
    tie_rule: str
    host: int


class SpyWordSeat(TypedDict):
    """One player as the whole table sees them (``seats``, index = seat number)."""

    seat: int
    name: str
    in_game: bool
    left: bool
    connected: bool
    seen_card: bool
    role: str | None  # once over, or once eliminated with SW-SET-3


class SpyWordBallot(TypedDict):
    """The vote in progress: who has voted is public, for whom is not (SW-VOTE-2)."""

    kind: str  # "vote" | "duel"
    voters: list[int]
    candidates: list[int]
    pass_allowed: bool
    voted: list[int]
    current_voter: int | None  # one device only


class SpyWordHistoryEntry(TypedDict):
    """A finished vote (SW-VOTE-10)."""

    round: int
    kind: str
    candidates: list[int]
    totals: list[list[int | None]]  # [target, count], target None = Pass
    votes: list[list[int | None]] | None  # [voter, target] when results are open
    eliminated: int | None
    passed: bool
    tied: list[int]
    drawn: bool


class SpyWordElimination(TypedDict):
    seat: int
    round: int
    how: str  # "vote" | "draw"


class SpyWordPublicPrivateScreen(TypedDict):
    """Who is on the private screen; whether it is a ghost's guess only when roles show."""

    seat: int
    ghost_guessing: bool | None  # True, or None when the table may not know


class SpyWordEnd(TypedDict):
    """SW-END-1: the end screen's details."""

    side: str | None
    winners: list[int]
    reason: str | None
    category: str
    citizen_card: SpyWordCard
    spy_card: SpyWordCard
    roles: list[str]
    ghost_guess: str | None
    ghost_guess_correct: bool | None


class SpyWordPublic(TypedDict):
    """The part of every view that the whole table may see (`build_public`)."""

    game: str
    phase: str
    round: int
    settings: SpyWordSettings
    seats: list[SpyWordSeat]
    speaking_order: list[int]
    round_starter: int
    host: int
    speakers: list[int]
    current_speaker: int | None
    deadline_ms: int | None
    tied: list[int]
    ballot: SpyWordBallot | None
    history: list[SpyWordHistoryEntry]
    eliminations: list[SpyWordElimination]
    private_screen: SpyWordPublicPrivateScreen | None
    outcome: OutcomeView | None
    end: SpyWordEnd | None


class SpyWordPrivateScreen(TypedDict):
    """The viewer's own private screen: the ghost's guess or their role once eliminated."""

    kind: str  # "guess" | "role"
    role: str


class SpyWordViewer(TypedDict):
    """What only this seat sees (SW-RND-1, SW-SET-2, SW-GHOST-5)."""

    seat: int
    name: str
    card: SpyWordCard | None  # None for the ghost
    role: str | None  # None while the rules keep it from them
    in_game: bool
    may_review_word: bool
    voted: bool
    vote: int | None  # their target, None for Pass or no vote ("voted" tells)
    private_screen: SpyWordPrivateScreen | None


class SpyWordView(SpyWordPublic):
    """A seat's view (``viewer`` None: the table view), as the builder returns it:
    `core.game.Game.view` then adds ``"actions"``, the action dicts this seat may send."""

    viewer: SpyWordViewer | None


class SpyWordGameView(SpyWordView, ActionsView):
    """A view as `core.game.Game.view` returns it, ``actions`` included: what screens get."""
