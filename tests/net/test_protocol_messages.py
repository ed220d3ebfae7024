"""Message schemas: every valid message of every type survives a round trip (property
tests built from the schemas themselves), plain values travel intact in any chunking,
the few rules between fields hold, and ``docs/protocol.md`` documents every message,
field, code and limit (so another client can be written from it alone)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net.protocol import (
    MAX_DEPTH,
    MESSAGE_TYPES,
    PROTOCOL_ERROR_CODES,
    REFUSAL_TEXTS,
    ChooseTeam,
    GameView,
    Hello,
    LobbySeat,
    PlayAction,
    ProtocolError,
    frame,
    limits,
    message_from_map,
    pack_body,
    unpack_body,
)
from net.protocol.fields import Bool, Choice, Int, ListOf, Nullable, PlainMap, Record, Text
from tests.net.conftest import ConnectionPair, feed, random_chunks

DOC = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")
EXAMPLES = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

# -- Strategies derived from the schemas --------------------------------------------------

scalars = st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=20)
keys = st.text(max_size=12)
plain_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=25,
)
plain_maps = st.dictionaries(keys, plain_values, max_size=5)
ONE_LINE = st.characters(blacklist_categories=("Cc", "Zl", "Zp", "Cs"))


def strategy(spec) -> st.SearchStrategy:
    if isinstance(spec, Nullable):
        return st.none() | strategy(spec.spec)
    if isinstance(spec, Int):
        return st.integers(spec.low, spec.high)
    if isinstance(spec, Bool):
        return st.booleans()
    if isinstance(spec, Choice):
        return st.sampled_from(spec.choices)
    if isinstance(spec, Text):
        if spec.pattern is None:
            return st.text(ONE_LINE, min_size=spec.min_chars, max_size=spec.max_chars)
        return st.from_regex(spec.pattern, fullmatch=True).filter(
            lambda text: spec.min_chars <= len(text) <= spec.max_chars)
    if isinstance(spec, PlainMap):
        return plain_maps
    if isinstance(spec, ListOf):
        return st.lists(strategy(spec.spec), max_size=3).map(tuple)
    if isinstance(spec, Record):
        return struct_strategy(spec.struct)
    raise AssertionError(f"no strategy for {spec!r}")


def struct_strategy(cls) -> st.SearchStrategy:
    return st.fixed_dictionaries({name: strategy(spec) for name, spec in cls.SCHEMA.items()}
                                 ).map(lambda fields: cls(**fields))


def consistent(message) -> bool:
    try:
        message.check_consistency()
    except ProtocolError:
        return False
    return True


@pytest.mark.parametrize("type_name", sorted(MESSAGE_TYPES))
def test_every_valid_message_round_trips(type_name):
    cls = MESSAGE_TYPES[type_name]

    @EXAMPLES
    @given(struct_strategy(cls).filter(consistent))
    def round_trip(message):
        data = frame(pack_body(message.to_map()))
        assert message_from_map(unpack_body(data[4:])) == message

    round_trip()


@EXAMPLES
@given(action=plain_maps, seed=st.integers(0, 2**16))
def test_plain_values_travel_intact_in_any_chunking(action, seed):
    pair = ConnectionPair().handshake()
    message = PlayAction(id=1, action=action)
    assert feed(pair.host, pair.client.send(message), random_chunks(seed)) == [message]


@EXAMPLES
@given(st.floats(allow_nan=True) | st.binary(max_size=4) | st.tuples(st.integers()))
def test_values_outside_plain_never_leave(value):
    pair = ConnectionPair().handshake()
    with pytest.raises(ProtocolError) as err:
        pair.host.send(GameView(seq=1, view={"x": [value]}))
    assert err.value.code == "protocol.bad_type"


def test_nesting_limit_applies_when_sending():
    view: dict = {}
    for _ in range(MAX_DEPTH - 2):  # the message is depth 1, "view" 2, innermost 16
        view = {"k": view}
    pair = ConnectionPair().handshake()
    assert pair.to_client(GameView(seq=1, view=view))
    with pytest.raises(ProtocolError) as err:
        pair.host.send(GameView(seq=2, view={"k": view}))
    assert err.value.code == "protocol.too_deep"


@pytest.mark.parametrize("name", ["Ann", "Bérénice", "👩‍💻 dev", "李小龍", "x" * 24, "🎲" * 24])
def test_names_accept_any_one_line_text(name):
    Hello(app="0.1.0", role="player", name=name).to_map()
    assert message_from_map(Hello(app="1", role="player", name=name).to_map()).name == name


@pytest.mark.parametrize("name", ["", "x" * 25, "a\tb", "a\u2028b", "a\x00", "\x85"])
def test_names_refuse_empty_long_or_multiline_text(name):
    with pytest.raises(ProtocolError) as err:
        message_from_map(Hello(app="1", role="player", name=name).to_map())
    assert err.value.code == "protocol.out_of_range"


@pytest.mark.parametrize("code", ["taboo.pass.limit", "codenames.clue.too_long",
                                  "spyword.vote.self", "action.bad_field_type"])
def test_core_rule_codes_fit_the_code_pattern(code):
    from net.protocol import GameError

    assert message_from_map(GameError(code=code, details={"max": 3}, id=1).to_map()).code == code


def test_team_accepts_no_team():
    assert message_from_map(ChooseTeam(team=None, role=None).to_map()) == ChooseTeam(team=None)


def test_lobby_seat_defaults_describe_a_fresh_connected_player():
    assert LobbySeat(id=0, name="Ann") == LobbySeat(id=0, name="Ann", team=None, role=None,
                                                    ready=False, connected=True)


# -- The reference document is complete ----------------------------------------------------

def doc_section(type_name: str) -> str:
    match = re.search(rf"^#### `{type_name}`.*?(?=^#)", DOC, re.S | re.M)
    assert match, f"docs/protocol.md has no section for {type_name}"
    return match.group(0)


@pytest.mark.parametrize("type_name", sorted(MESSAGE_TYPES))
def test_doc_lists_every_message_and_field(type_name):
    section = doc_section("ping" if type_name == "pong" else type_name)
    for field_name in MESSAGE_TYPES[type_name].SCHEMA:
        assert f"| `{field_name}` |" in section, f"{type_name}.{field_name} undocumented"


def test_doc_lists_every_lobby_seat_field():
    section = doc_section("lobby")
    for field_name in LobbySeat.SCHEMA:
        assert f"| `{field_name}` |" in section


def test_doc_lists_every_code():
    for code in (*PROTOCOL_ERROR_CODES, *REFUSAL_TEXTS, "protocol.eof"):
        assert f"`{code}`" in DOC, code


def test_doc_lists_every_limit_with_its_name():
    names = [name for name in vars(limits) if name.isupper()]
    for name in names:
        assert f"`{name}`" in DOC, f"{name} undocumented"
    assert "| `PROTOCOL_VERSION` | 6 |" in DOC and "# Palabre LAN protocol, version 6" in DOC
    assert "| `MAX_FRAME_BYTES` | 65536 (64 KiB) |" in DOC
    assert limits.MAX_FRAME_BYTES == 65536 and limits.PROTOCOL_VERSION == 6


def test_doc_frame_example_is_exact():
    from net.protocol import Ping

    data = frame(pack_body(Ping(nonce=7).to_map()))
    assert data.hex(" ") == "00 00 00 12 82 a4 74 79 70 65 a4 70 69 6e 67 a5 6e 6f 6e 63 65 07"
    assert "00 00 00 12  82 a4 74 79 70 65 a4 70 69 6e 67 a5 6e 6f 6e 63 65 07" in DOC
