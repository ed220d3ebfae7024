"""What the field tests share: the devices' commands and the lines they wait on."""

from __future__ import annotations

import json
import re

from tests.field.rig import Machine
from tests.helpers.processes import Running

DEVICE = "tests.field.device"
#: A whole game across the rig ends within this; a stuck one fails here.
GAME_S = 150.0
JOIN_CODE = r"join code: (\S+)"
PHONE_URL = r"phones: open (\S+) "
#: The four-letter room code the host prints once advertised (issue 29).
ROOM_CODE = r"room code: ([A-Z]{4})"


def room_code_of(host) -> str | None:
    """The room code the host printed (None: not advertised), without waiting: it comes
    before the phones' URL."""
    found = (re.search(ROOM_CODE, line) for line in host.lines)
    return next((match.group(1) for match in found if match), None)
#: Spy Word's discussion has no timer here (its 90 s would be real seconds on the rig).
SETTINGS = {"spyword": ("--setting", "discussion_s=null")}


def host_on(machine: Machine, game: str, *extra: str) -> tuple[Running, str]:
    """A headless host on ``machine`` (every interface, advertised); its join code."""
    host = machine.run("desktop.cli", "host", "--headless", "--game", game, "--seed", "3",
                       *SETTINGS.get(game, ()), *extra)
    return host, host.wait_for(JOIN_CODE).group(1)


def players_on(machine: Machine, code: str, count: int, *extra: str) -> Running:
    return machine.run(DEVICE, "players", code, str(count), *extra)


def knowing_the_standby(*devices: Running) -> None:
    """Wait until every seat of ``devices`` has heard where the standby is: a cable pulled
    before its lobby arrived (over a lossy Wi-Fi) leaves that device nowhere to go."""
    for players in devices:
        for seat in seats_of(players):
            players.wait_for(rf"^seat {seat} knows the standby$")


def table_on(machine: Machine, code: str) -> Running:
    """A table display on ``machine`` that may stand by (it listens on its own address)."""
    table = machine.run(DEVICE, "table", code, "--standby", machine.address)
    table.wait_for("table joined")
    return table


def seats_of(players: Running) -> list[int]:
    """The seat ids ``players`` joined with (its line ``seats [S, …]``)."""
    return list(json.loads(players.wait_for(r"^seats (\[.*\])$").group(1)))
