"""Texts for LAN play codes, in one place: join refusals, why a connection ended, lobby
requests the host refused, unreadable join codes and addresses (docs/protocol.md,
"Errors and codes"; `net.joincode.JoinTargetError`). Codes are never shown alone.

Plain functions use ``translate("NetTexts", "…")`` with both arguments literal, so lupdate
finds them (docs/desktop.md, "Adding a string"), as `desktop.refusals` does for game codes.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from desktop.refusals import common_refusal_text

translate = QCoreApplication.translate

#: Codes after which the client is gone for good (the banner offers "Back to home").
SLOW_CODES = frozenset({"net.handshake_timeout", "net.partial_frame", "net.stalled_reader"})
LOST_CODES = frozenset({"net.connection_lost", "net.peer_silent", "protocol.truncated",
                        "protocol.eof"})


def net_text(code: str | None, details: Mapping[str, object] | None = None) -> str:
    """A sentence for a LAN code: a refusal, a close reason, a join target error."""
    d = dict(details or {})
    if code is None:
        return translate("NetTexts", "You left the room.")
    if code in SLOW_CODES:
        return translate("NetTexts", "The connection to the room was too slow. Try again.")
    if code in LOST_CODES:
        return translate("NetTexts", "The connection to the room was lost.")
    texts = {
        # Joining (the host's refusals, docs/protocol.md "Refusal codes")
        "protocol.version_mismatch": lambda: translate(
            "NetTexts", "This room was made by another version of Palabre: both computers "
            "need the same version."),
        "room.full": lambda: translate("NetTexts", "This room is full."),
        "room.locked": lambda: translate(
            "NetTexts", "The host has locked this room: no new players can join."),
        "room.started": lambda: translate(
            "NetTexts", "A game is already being played in this room. Join when it is over."),
        "room.wrong": lambda: translate(
            "NetTexts", "This code or address leads to another room. Check it with the host."),
        "room.busy": lambda: translate(
            "NetTexts", "The room is busy with other players joining. Try again."),
        "join.name_taken": lambda: translate(
            "NetTexts", "Someone in this room already has this name. Choose another one."),
        "join.bad_name": lambda: translate(
            "NetTexts", "Your name needs at least one letter or digit."),
        "join.name_marks": lambda: translate(
            "NetTexts",
            "Your name has a letter with more than three accents or marks. Remove some."),
        "join.bad_token": lambda: translate(
            "NetTexts", "Your seat in this room is no longer kept. Join again."),
        "client.unreachable": lambda: translate(
            "NetTexts", "The room does not answer. Check the code or address, and that both "
            "computers are on the same network."),
        "client.no_answer": lambda: translate(
            "NetTexts", "The room does not answer. Check the code or address, and that both "
            "computers are on the same network."),
        # A connection that ended
        "room.closed": lambda: translate("NetTexts", "The host closed the room."),
        "room.kicked": lambda: translate("NetTexts", "You were removed from the room."),
        "room.replaced": lambda: translate(
            "NetTexts", "Your seat was taken up from another window or computer."),
        "client.gave_up": lambda: translate(
            "NetTexts", "The connection to the room was lost and could not be restored."),
        "client.left": lambda: translate("NetTexts", "You left the room."),
        "room.internal": lambda: translate("NetTexts", "The host ran into a problem."),
        # The host handing over (issue 14)
        "room.moving": lambda: translate(
            "NetTexts", "The host is handing the game over to another computer: try again "
            "in a moment."),
        "room.stale_host": lambda: translate(
            "NetTexts", "This computer no longer hosts the game: another one took over."),
        "standby.waiting": lambda: translate(
            "NetTexts", "This computer stands by for the host: join the host itself."),
        # Lobby requests and actions the host refused
        "room.rate_limited": lambda: translate("NetTexts", "Too fast: wait a moment."),
        "room.not_started": lambda: translate("NetTexts", "The game has not started yet."),
        "room.seat.vacated": lambda: translate("NetTexts", "This player has left the room."),
        "room.seat.absent": lambda: translate(
            "NetTexts", "A player the game needs is not connected (a spymaster, or a team's "
            "only guesser): wait for them, or remove them from the room."),
        "room.team.unknown": lambda: translate("NetTexts", "This game has no such team."),
        "room.role.unknown": lambda: translate("NetTexts", "This game has no such role."),
        "room.team.none": lambda: translate("NetTexts", "This game has no teams."),
        # Profiles kept on the hosting computer (host_profile, PX-PROF-4)
        "room.profile.taken": lambda: translate(
            "NetTexts", "Another player in this room plays with this profile."),
        "room.profiles.none": lambda: translate(
            "NetTexts", "This host keeps no profiles."),
        "room.profiles.failed": lambda: translate(
            "NetTexts", "The host could not save the profiles."),
        # A join code or address that cannot be read (net.joincode)
        "joincode.empty": lambda: translate(
            "NetTexts", "Type the join code shown on the host's screen."),
        "joincode.bad_length": lambda: translate(
            "NetTexts", "A join code has {expected} letters and digits; this one has "
            "{length}.").format(expected=d.get("expected", 16), length=d.get("length", 0)),
        "joincode.bad_character": lambda: translate(
            "NetTexts", "\u201c{character}\u201d cannot be in a join code (symbol "
            "{position}): codes have no 0, O, 1, I or L.").format(
                character=d.get("character", ""), position=d.get("position", "")),
        "joincode.bad_checksum": lambda: translate(
            "NetTexts", "This join code has a typo. Check it symbol by symbol."),
        "joincode.invalid": lambda: translate(
            "NetTexts", "This join code has a typo. Check it symbol by symbol."),
        "address.empty": lambda: translate(
            "NetTexts", "Type the address shown on the host's screen, like "
            "192.168.1.20:4747."),
        "address.missing_port": lambda: translate(
            "NetTexts", "Add the port after a colon, like 192.168.1.20:4747."),
        "address.bad_port": lambda: translate(
            "NetTexts", "The port must be a number from 1 to 65535."),
        "address.bad_host": lambda: translate(
            "NetTexts", "This address cannot be read. Type it like 192.168.1.20:4747."),
        "address.bad_ipv6": lambda: translate(
            "NetTexts", "This address cannot be read. Type it like 192.168.1.20:4747."),
        "discovery.bad_room": lambda: translate("NetTexts", "Give the room a name."),
        # A four-letter room code no room seen on this network has (issue 29)
        "roomcode.not_found": lambda: translate(
            "NetTexts", "No room with the code {code} is on this network. If the room is "
            "open, type the long join code shown under it.").format(code=d.get("code", "")),
    }
    make = texts.get(code)
    if make is not None:
        return make()
    if code.startswith(("joincode.", "address.")):
        return translate("NetTexts", "This join code or address cannot be read.")
    if code.startswith("protocol."):
        return translate(
            "NetTexts", "The other computer sent something this version of Palabre cannot "
            "read.")
    common = common_refusal_text(code)
    if common is not None:
        return common
    return translate("NetTexts", "The room refused ({code}).").format(code=code)


def incompatible_room_text(protocol_version: int) -> str:
    """Why a room found on the network cannot be joined from this version."""
    return translate(
        "NetTexts", "Made by another version of Palabre (protocol {version}): it cannot be "
        "joined from this one.").format(version=protocol_version)
