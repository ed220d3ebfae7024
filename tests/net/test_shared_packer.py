"""A broadcast's frames packed sharing the values its views share (issue 30): byte for
byte what `pack_body` writes, for any plain values, shared or not (every seat's view of
real games: `test_protocol_games.py`)."""

from __future__ import annotations

import msgpack
from hypothesis import given
from hypothesis import strategies as st

from net.protocol import SharedPacker, pack_body

SCALARS = (st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1)
           | st.floats(allow_nan=False) | st.text(max_size=40) | st.binary(max_size=20))
PLAIN = st.recursive(SCALARS, lambda inner: (
    st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=20)),
    max_leaves=60)


@given(st.lists(PLAIN, min_size=1, max_size=4),
       st.lists(st.dictionaries(st.text(max_size=6), st.integers(0, 3), max_size=40),
                min_size=1, max_size=5))
def test_packs_byte_for_byte_as_pack_body_with_values_shared(shared, shapes):
    """Maps of up to 40 keys (both header forms) whose values are the very same objects
    from one pool, at the first, second and third level."""
    packer = SharedPacker()
    for shape in shapes:
        view = {key: shared[index % len(shared)] for key, index in shape.items()}
        message = {"type": "view", "view": view, "deep": {"again": view}}
        assert packer.pack(message) == pack_body(message)
        assert packer.pack(view) == msgpack.packb(view, use_bin_type=True)


def test_a_batch_ends_with_forget():
    """Within a batch a value is packed once (it is not to change); after `forget` a
    changed one is packed anew."""
    cards = [{"word": "moon"}]
    packer = SharedPacker()
    assert packer.pack({"view": {"cards": cards}}) == pack_body({"view": {"cards": cards}})
    cards.append({"word": "sun"})
    packer.forget()
    assert packer.pack({"view": {"cards": cards}}) == pack_body({"view": {"cards": cards}})
