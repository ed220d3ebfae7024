"""Join codes and manual addresses (PX-NET-2): round trips, typo detection, coded refusals."""

from __future__ import annotations

import ipaddress
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.joincode import (
    ALPHABET,
    CODE_LENGTH,
    MAX_PORT,
    ROOM_ID_LIMIT,
    HostPort,
    JoinCode,
    JoinTargetError,
    decode_join_code,
    encode_join_code,
    is_room_id,
    new_room_id,
    parse_host_port,
    parse_join_target,
    pick_join_address,
)

AMBIGUOUS = "0O1IL"

joinable_ipv4 = st.ip_addresses(v=4).filter(
    lambda a: not (a.is_unspecified or a.is_multicast or str(a) == "255.255.255.255")
)
ports = st.integers(min_value=1, max_value=MAX_PORT)
room_ids = st.integers(min_value=0, max_value=ROOM_ID_LIMIT - 1).map(lambda n: f"{n:05x}")


def symbols_of(code: str) -> list[str]:
    return [char for char in code if char != "-"]


# --- shape -------------------------------------------------------------------------------


def test_alphabet_has_no_look_alikes_and_is_prime_sized():
    assert not set(AMBIGUOUS) & set(ALPHABET)
    assert len(set(ALPHABET)) == len(ALPHABET) == 29


def test_code_is_four_groups_of_four_from_the_alphabet():
    code = encode_join_code("192.168.1.20", 47470, "1e240")
    groups = code.split("-")
    assert [len(group) for group in groups] == [4, 4, 4, 4]
    assert set("".join(groups)) <= set(ALPHABET)


def test_decoded_code_knows_its_text():
    code = encode_join_code("10.0.0.7", 5000, "0002a")
    assert decode_join_code(code) == JoinCode("10.0.0.7", 5000, "0002a")
    assert decode_join_code(code).text == code


def test_new_room_ids_fit_a_code():
    for _ in range(100):
        room_id = new_room_id()
        assert is_room_id(room_id)
        assert decode_join_code(encode_join_code("127.0.0.1", 1, room_id)).room_id == room_id


# --- round trips (property tests) --------------------------------------------------------


@settings(max_examples=400, deadline=None)
@given(joinable_ipv4, ports, room_ids)
def test_round_trip(address, port, room_id):
    code = encode_join_code(str(address), port, room_id)
    assert decode_join_code(code) == JoinCode(str(address), port, room_id)


@settings(max_examples=200, deadline=None)
@given(joinable_ipv4, ports, room_ids, st.data())
def test_typed_forms_decode_the_same(address, port, room_id, data):
    """Lowercase, spaces and dashes anywhere, S for 5 and U for V: the same code."""
    code = encode_join_code(str(address), port, room_id)
    typed = []
    for symbol in symbols_of(code):
        symbol = {"5": "S", "V": "U"}.get(symbol, symbol) if data.draw(st.booleans()) else symbol
        typed.append(symbol.lower() if data.draw(st.booleans()) else symbol)
        typed.append(data.draw(st.sampled_from(["", "", " ", "-", " - "])))
    text = data.draw(st.sampled_from(["", "  "])) + "".join(typed)
    assert decode_join_code(text) == JoinCode(str(address), port, room_id)
    assert parse_join_target(text) == JoinCode(str(address), port, room_id)


# --- typos are always detected -----------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(joinable_ipv4, ports, room_ids)
def test_every_single_substitution_is_refused(address, port, room_id):
    symbols = symbols_of(encode_join_code(str(address), port, room_id))
    for position, symbol in itertools.product(range(CODE_LENGTH), ALPHABET):
        if symbol == symbols[position]:
            continue
        typo = symbols[:position] + [symbol] + symbols[position + 1 :]
        with pytest.raises(JoinTargetError) as refused:
            decode_join_code("".join(typo))
        assert refused.value.code == "joincode.bad_checksum"


@settings(max_examples=200, deadline=None)
@given(joinable_ipv4, ports, room_ids, st.data())
def test_any_two_substitutions_are_refused(address, port, room_id, data):
    symbols = symbols_of(encode_join_code(str(address), port, room_id))
    first, second = data.draw(
        st.lists(st.integers(0, CODE_LENGTH - 1), min_size=2, max_size=2, unique=True)
    )
    typo = list(symbols)
    for position in (first, second):
        typo[position] = data.draw(st.sampled_from(ALPHABET.replace(symbols[position], "")))
    with pytest.raises(JoinTargetError) as refused:
        decode_join_code("".join(typo))
    assert refused.value.code == "joincode.bad_checksum"


@settings(max_examples=150, deadline=None)
@given(joinable_ipv4, ports, room_ids)
def test_every_swap_of_two_different_symbols_is_refused(address, port, room_id):
    symbols = symbols_of(encode_join_code(str(address), port, room_id))
    for first, second in itertools.combinations(range(CODE_LENGTH), 2):
        if symbols[first] == symbols[second]:
            continue
        swapped = list(symbols)
        swapped[first], swapped[second] = swapped[second], swapped[first]
        with pytest.raises(JoinTargetError) as refused:
            decode_join_code("".join(swapped))
        assert refused.value.code == "joincode.bad_checksum"


@settings(max_examples=150, deadline=None)
@given(joinable_ipv4, ports, room_ids, st.data())
def test_a_missing_or_extra_symbol_is_refused(address, port, room_id, data):
    symbols = symbols_of(encode_join_code(str(address), port, room_id))
    position = data.draw(st.integers(0, CODE_LENGTH - 1))
    missing = symbols[:position] + symbols[position + 1 :]
    extra = symbols[:position] + [data.draw(st.sampled_from(ALPHABET))] + symbols[position:]
    for typo, length in ((missing, CODE_LENGTH - 1), (extra, CODE_LENGTH + 1)):
        with pytest.raises(JoinTargetError) as refused:
            decode_join_code("".join(typo))
        assert refused.value.code == "joincode.bad_length"
        assert refused.value.details == {"length": length, "expected": CODE_LENGTH}


@settings(max_examples=100, deadline=None)
@given(joinable_ipv4, ports, room_ids, st.integers(0, CODE_LENGTH - 1), st.sampled_from(AMBIGUOUS))
def test_look_alikes_are_refused_with_their_position(address, port, room_id, position, char):
    symbols = symbols_of(encode_join_code(str(address), port, room_id))
    typo = symbols[:position] + [char] + symbols[position + 1 :]
    with pytest.raises(JoinTargetError) as refused:
        decode_join_code("-".join(typo))
    assert refused.value.code == "joincode.bad_character"
    assert refused.value.details == {"character": char, "position": position + 1}


# --- codes that decode to nothing usable -------------------------------------------------


def test_checksum_valid_garbage_is_refused_not_decoded():
    """All-Z data is beyond 68 bits; with valid check symbols it is still refused."""
    from net.joincode import _check_values

    values = [len(ALPHABET) - 1] * (CODE_LENGTH - 2)
    values += _check_values(values)
    with pytest.raises(JoinTargetError) as refused:
        decode_join_code("".join(ALPHABET[v] for v in values))
    assert refused.value.code == "joincode.invalid"


def test_port_zero_and_unspecified_address_are_refused_when_decoding():
    from net.joincode import _check_values, _digits

    for payload in (
        (int(ipaddress.IPv4Address("10.0.0.1")) << 36) | (0 << 20) | 5,  # port 0
        (0 << 36) | (4747 << 20) | 5,  # 0.0.0.0
        (int(ipaddress.IPv4Address("224.0.0.251")) << 36) | (4747 << 20),  # multicast
    ):
        values = _digits(payload)
        values += _check_values(values)
        with pytest.raises(JoinTargetError) as refused:
            decode_join_code("".join(ALPHABET[v] for v in values))
        assert refused.value.code == "joincode.invalid"


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (("::1", 4747, "00001"), "joincode.not_ipv4"),
        (("myhost", 4747, "00001"), "joincode.not_ipv4"),
        (("0.0.0.0", 4747, "00001"), "joincode.not_ipv4"),
        (("239.1.2.3", 4747, "00001"), "joincode.not_ipv4"),
        (("255.255.255.255", 4747, "00001"), "joincode.not_ipv4"),
        (("10.0.0.1", 0, "00001"), "joincode.bad_port"),
        (("10.0.0.1", 65536, "00001"), "joincode.bad_port"),
        (("10.0.0.1", True, "00001"), "joincode.bad_port"),
        (("10.0.0.1", 4747, 1), "joincode.bad_room_id"),
        (("10.0.0.1", 4747, "0001"), "joincode.bad_room_id"),
        (("10.0.0.1", 4747, "000001"), "joincode.bad_room_id"),
        (("10.0.0.1", 4747, "0000G"), "joincode.bad_room_id"),
        (("10.0.0.1", 4747, "0000A"), "joincode.bad_room_id"),
    ],
)
def test_encoding_refuses_what_a_code_cannot_carry(args, code):
    with pytest.raises(JoinTargetError) as refused:
        encode_join_code(*args)
    assert refused.value.code == code


@pytest.mark.parametrize("text", ["", "   ", " - - "])
def test_empty_code_is_refused(text):
    with pytest.raises(JoinTargetError) as refused:
        decode_join_code(text)
    assert refused.value.code == "joincode.empty"


# --- manual addresses --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("192.168.1.20:4747", HostPort("192.168.1.20", 4747)),
        ("  127.0.0.1:1  ", HostPort("127.0.0.1", 1)),
        ("[::1]:65535", HostPort("::1", 65535)),
        ("[fe80::1%eth0]:4747", HostPort("fe80::1%eth0", 4747)),
        ("gamebox:4747", HostPort("gamebox", 4747)),
        ("Maries-Laptop.local:4747", HostPort("Maries-Laptop.local", 4747)),
        ("Maries-Laptop.local.:4747", HostPort("Maries-Laptop.local.", 4747)),
        ("host.example:０４７４７", HostPort("host.example", 4747)),  # full-width digits
    ],
)
def test_manual_addresses_parse(text, expected):
    assert parse_host_port(text) == expected
    assert parse_join_target(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("192.168.1.20", HostPort("192.168.1.20", 4747)),
        ("[::1]", HostPort("::1", 4747)),
        ("fe80::1", HostPort("fe80::1", 4747)),
        ("gamebox", HostPort("gamebox", 4747)),
    ],
)
def test_default_port_fills_a_missing_port(text, expected):
    assert parse_host_port(text, default_port=4747) == expected
    assert parse_join_target(text, default_port=4747) == expected


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "address.empty"),
        ("192.168.1.20", "address.missing_port"),
        ("[::1]", "address.missing_port"),
        ("fe80::1", "address.missing_port"),
        ("gamebox", "address.missing_port"),
        ("host:", "address.bad_port"),
        ("host:0", "address.bad_port"),
        ("host:65536", "address.bad_port"),
        ("host:-1", "address.bad_port"),
        ("host:47 47", "address.bad_port"),
        ("host:4747:1", "address.bad_ipv6"),
        ("host:0x10", "address.bad_port"),
        ("host:000004747", "address.bad_port"),
        ("[::1]4747", "address.bad_port"),
        ("[::1:4747", "address.bad_ipv6"),
        ("[not-v6]:4747", "address.bad_ipv6"),
        ("[192.168.1.1]:4747", "address.bad_ipv6"),
        ("fe80::zz", "address.bad_ipv6"),
        (":4747", "address.bad_host"),
        ("192.168.1:4747", "address.bad_host"),
        ("192.168.001.1:4747", "address.bad_host"),
        ("999.1.1.1:4747", "address.bad_host"),
        ("bad_host:4747", "address.bad_host"),
        ("-host:4747", "address.bad_host"),
        ("a..b:4747", "address.bad_host"),
        ("café.local:4747", "address.bad_host"),
        ("host name:4747", "address.bad_host"),
        ("x" * 64 + ".local:4747", "address.bad_host"),
    ],
)
def test_bad_manual_addresses_are_refused_with_a_code(text, code):
    with pytest.raises(JoinTargetError) as refused:
        parse_host_port(text)
    assert refused.value.code == code


# --- one "join" field: code or address ---------------------------------------------------


def test_join_field_tells_codes_from_addresses():
    code = encode_join_code("192.168.1.20", 47470, "00063")
    expected = JoinCode("192.168.1.20", 47470, "00063")
    assert parse_join_target(code) == expected
    assert parse_join_target(code.lower().replace("-", " ")) == expected
    assert parse_join_target("192.168.1.20:47470") == HostPort("192.168.1.20", 47470)


def test_join_field_reports_a_mistyped_code_as_a_code():
    symbols = symbols_of(encode_join_code("192.168.1.20", 47470, "00063"))
    with pytest.raises(JoinTargetError) as refused:
        parse_join_target("".join(symbols[:-1]))
    assert refused.value.code == "joincode.bad_length"
    with pytest.raises(JoinTargetError) as refused:
        parse_join_target("".join(symbols[:-1] + ["O"]))
    assert refused.value.code == "joincode.bad_character"


def test_join_field_reports_a_bare_name_as_an_address():
    with pytest.raises(JoinTargetError) as refused:
        parse_join_target("gamebox")
    assert refused.value.code == "address.missing_port"
    with pytest.raises(JoinTargetError) as refused:
        parse_join_target("   ")
    assert refused.value.code == "joincode.empty"


# --- which address a host puts in its code -----------------------------------------------


def test_join_address_prefers_private_lan_ipv4():
    assert pick_join_address(["127.0.0.1", "fe80::1", "8.8.4.4", "192.168.1.20"]) == (
        "192.168.1.20"
    )
    assert pick_join_address(["127.0.0.1", "169.254.3.4", "100.64.0.9"]) == "100.64.0.9"
    assert pick_join_address(["127.0.0.1", "169.254.3.4"]) == "169.254.3.4"
    assert pick_join_address(["127.0.0.1"]) == "127.0.0.1"
    assert pick_join_address(["::1", "fe80::1%eth0", "not an address", "0.0.0.0"]) is None


@pytest.mark.parametrize(("host", "port", "text"), [
    ("::1", 47889, "[::1]:47889"), ("fe80::1", 5, "[fe80::1]:5"),
    ("192.168.1.20", 47889, "192.168.1.20:47889"),
])
def test_an_address_is_printed_so_it_reads_back(host, port, text):
    # issue 13: an IPv6 address printed without brackets ("::1:47889") read back wrong.
    from net.joincode import format_host_port, parse_host_port

    assert format_host_port(host, port) == text
    parsed = parse_host_port(text)
    assert (parsed.host, parsed.port) == (host, port)
