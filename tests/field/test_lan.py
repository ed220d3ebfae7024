"""Discovery and joining across machines (issue 27), on the Wi-Fi profile: a room
advertised on one machine is in the browse list of another (mDNS over the LAN, not
loopback), its join code brings players from two more, and its phones' page answers a
third (PX-NET-2)."""

from __future__ import annotations

import pytest

from tests.field.lan import DEVICE, GAME_S, PHONE_URL, host_on, players_on, seats_of
from tests.field.rig import Field

pytestmark = pytest.mark.field


def test_a_room_is_found_joined_by_code_and_its_phone_page_opened_from_other_machines():
    with Field(5, wifi=True) as lan:
        hosting, browsing, first, second, phone = lan.machines
        host, code = host_on(hosting, "codenames", "--name", "Field room")
        url = host.wait_for(PHONE_URL).group(1)
        assert url == f"http://{hosting.address}:8077/"  # the address phones can reach
        browser = browsing.run(DEVICE, "browse")
        port = browser.wait_for(rf"room Field room added at {hosting.address}:(\d+) ").group(1)
        assert host.wait_for(r"address: \S+:(\d+)").group(1) == port
        fetched = phone.run(DEVICE, "fetch", url)
        assert int(fetched.wait_for(r"fetched (\d+) (\d+)").group(2)) > 0
        assert fetched.wait_for(r"fetched (\d+)").group(1) == "200"
        pair, other = players_on(first, code, 2, "--seed", "1"), players_on(second, code, 2)
        assert len(set(seats_of(pair)) | set(seats_of(other))) == 4
        host.wait_for("game started with 4 players")
        for device in (pair, other, host):
            device.wait_for("game over", timeout=GAME_S)
