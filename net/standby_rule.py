"""Who stands by, and when the standby may take over (issue 14): pure rules, so the host,
every device and the tests apply the very same ones (`net.standby` uses them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, order=True)
class Candidate:
    """A device that may stand by: a table display before any player (it holds no secret
    worth cheating for), then by ``order``: a player's seat number, a table display's
    connection number (the order they joined)."""

    player: bool
    order: int
    #: Who it is for the host (its connection number).
    key: int = 0


def choose_standby(candidates: list[Candidate] | tuple[Candidate, ...]) -> Candidate | None:
    """The standby among ``candidates`` (devices that are connected, listening, and
    answered the host's test connection): the first table display, else the player with
    the lowest seat number. Deterministic: the same set gives the same standby."""
    return min(candidates, default=None)


def majority_lost(devices: frozenset[int], votes: frozenset[int], standby_seat: int | None) -> bool:
    """Whether a majority of the devices lost the host: ``devices`` are the remote seats
    connected at the last journal (the standby's own among them when it plays), ``votes``
    those that told the standby they lost the host. The standby always counts as one that
    lost it; a standby table display counts as one more device. One flaky laptop never
    makes a majority of a room."""
    voters = votes & devices
    if standby_seat is None:
        count, lost = len(devices) + 1, len(voters) + 1
    else:
        count, lost = len(devices | {standby_seat}), len(voters | {standby_seat})
    return 2 * lost > count


def votes_needed(devices: frozenset[int], standby_seat: int | None) -> int:
    """How many of ``devices`` (but the standby) must vote for `majority_lost` to hold:
    the threshold of the room key's shares (issue 25: a take-over needs the majority by
    construction). 0 when the standby alone is a majority (then no share can rebuild the
    key: only a planned hand-over moves the room)."""
    others = devices - ({standby_seat} if standby_seat is not None else set())
    return next(count for count in range(len(others) + 1)
                if majority_lost(devices, frozenset(sorted(others)[:count]), standby_seat))


def share_holders(devices: frozenset[int], standby_seat: int | None) -> list[int]:
    """Who holds a share of the room key: the devices whose votes count (desktop players
    over TCP, connected), never the standby itself; phones (they cannot reach the
    standby) and table displays (no vote) hold none. Sorted: share ``i + 1`` is the
    ``i``-th's."""
    return sorted(devices - ({standby_seat} if standby_seat is not None else set()))
