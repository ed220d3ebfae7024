"""Issue 29: one table says which closing codes a device retries after; the phone page's
wire.js carries a copy written from it, with the same back-off and protocol version."""

from __future__ import annotations

import re

import pytest

from net import client
from net.protocol.limits import PROTOCOL_VERSION
from net.retry_codes import RETRYABLE, WIRE_JS, wire_js_block, with_block

WIRE = WIRE_JS.read_text(encoding="utf-8")


def test_wire_js_carries_the_table_as_python_writes_it():
    assert wire_js_block() in WIRE, "run python -m net.retry_codes"
    assert with_block(WIRE) == WIRE


def test_a_code_dropped_from_the_pages_copy_is_caught():
    # A planted drift: the page forgets room.busy (it once treated it as final).
    drifted = WIRE.replace('"room.busy", ', "")
    assert drifted != WIRE
    assert wire_js_block() not in drifted


def test_the_page_has_no_code_list_of_its_own():
    # No other Set of codes (the old FINAL_CODES deny-list) and no other version number.
    outside = WIRE.replace(wire_js_block(), "")
    assert "new Set(" not in outside
    assert not re.search(r"PROTOCOL_VERSION\s*=", outside)
    assert f"const PROTOCOL_VERSION = {PROTOCOL_VERSION};" in WIRE


@pytest.mark.parametrize(("code", "retried"), [
    ("room.busy", True), ("net.peer_silent", True), ("room.moved", True),
    ("net.flood", False), ("room.full", False), ("room.kicked", False),
    ("join.bad_token", False), ("room.closed", False),
])
def test_desktop_and_phone_agree_on_which_codes_are_final(code, retried):
    assert (code in client.RETRYABLE) is retried
    assert (f'"{code}"' in wire_js_block()) is retried
    assert client.RETRYABLE is RETRYABLE
