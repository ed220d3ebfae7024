"""A broadcast's frames packed sharing the values its views share (issue 30): byte for
byte what `pack_body` writes, for any plain values, shared or not, and for every seat's
view of real games."""

from __future__ import annotations

import msgpack
from hypothesis import given
from hypothesis import strategies as st

from core.game import Game
from net.protocol import SharedPacker, pack_body
from tests.core.codenames.support import WORDS, seat_names
from tests.core.codenames.support import settings as codenames_settings
from tests.core.codenames.test_random_play import fill_clue
from tests.helpers.random_play import play_random_game

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


def test_every_seats_codenames_view_packs_as_before_and_shares_the_grid():
    """Seeded Codenames games: at every change each seat's and the table's view, packed
    in one batch, is the very bytes `pack_body` writes; the seats' views hold the same
    grid object (`Game._shared_parts`), so it is packed once."""
    checked = []

    def check_views(game: Game) -> None:
        packer = SharedPacker()
        views = [game.view(seat) for seat in [None, *range(len(game.seat_names))]]
        assert all(view["cards"] is views[0]["cards"] for view in views)
        for view in views:
            message = {"type": "view", "seq": 1, "view": view}
            assert packer.pack(message) == pack_body(message)
        checked.append(len(views))

    for seed in range(3):
        play_random_game("codenames", codenames_settings("classic", "several_devices", 60),
                         seat_names(4), seed, {"words": WORDS}, check_views=check_views,
                         fill_text=fill_clue)
    assert len(checked) > 30
