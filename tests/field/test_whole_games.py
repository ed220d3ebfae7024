"""Whole games of each game across the rig (issue 27), on the Wi-Fi profile: the host, two
machines of desktop clients (headless clients played by bots), a table display (which
stands by for the host) and a phone (chromium, played through its page) are five
machines with five addresses."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from core.registry import GAMES
from tests.field.lan import GAME_S, PHONE_URL, host_on, players_on, room_code_of, table_on
from tests.field.phones import chromium_on, join, play
from tests.field.rig import Field, Machine

pytestmark = pytest.mark.field


async def phone_plays(machine: Machine, url: str, folder: Path, room_code: str | None) -> None:
    async with chromium_on(machine, folder) as browser:
        phone = await join(browser, url, "Ann", room_code)
        final = await asyncio.wait_for(play(phone, seed=4), GAME_S)
        assert final["game"] in GAMES
        assert not phone.errors


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_with_each_kind_of_device_on_a_machine_of_its_own(game, tmp_path):
    with Field(5, wifi=True) as lan:
        hosting, desktops, desktop, showing, phoning = lan.machines
        host, code = host_on(hosting, game)
        url = host.wait_for(PHONE_URL).group(1)
        table = table_on(showing, code)
        pair = players_on(desktops, code, 2, "--seed", "1")
        single = players_on(desktop, code, 1, "--seed", "2", "--name", "Robot")
        asyncio.run(phone_plays(phoning, url, tmp_path, room_code_of(host)))
        host.wait_for("game started with 4 players")
        table.wait_for("standby holds the game")
        for device in (host, pair, single, table):
            device.wait_for("game over", timeout=GAME_S)
