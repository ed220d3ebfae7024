"""The key-secrecy invariant, checked two ways (used by the view and random-play tests).

* Structurally: a guesser or table view has no key, and a card's colour appears (on the
  card or in a history entry) only for revealed cards, equal to the key's colour.
* By shuffling the secret: every guesser and table view (and the JSON of the table view and
  of a guesser view) is unchanged when the colours of the unrevealed cards are shuffled
  among themselves. A view that carried anything derived from the hidden part of the key
  would change (the spymaster's view does).
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import replace

from core.codenames.game import Codenames
from core.common import SeatId


def public_viewers(game: Codenames) -> list[SeatId | None]:
    return [None, *(s for s, r in enumerate(game.settings.roles) if not r.spymaster)]


def spymasters(game: Codenames) -> list[SeatId]:
    return [s for s, r in enumerate(game.settings.roles) if r.spymaster]


def as_json(view: dict) -> str:
    return json.dumps(view, sort_keys=True, ensure_ascii=False)


def assert_key_hidden_structurally(game: Codenames, view: dict) -> None:
    key, revealed = game.state.key, game.state.revealed
    assert view["key"] is None
    for card in view["cards"]:
        expected = str(key[card["index"]]) if revealed[card["index"]] else None
        assert card["revealed"] is revealed[card["index"]]
        assert card["colour"] == expected
    for entry in view["guess_history"] + view["cover_history"]:
        assert revealed[entry["card"]] and entry["colour"] == str(key[entry["card"]])


def shuffled_twin(game: Codenames, rng: random.Random) -> Codenames:
    """A copy of ``game`` whose unrevealed cards' colours are shuffled among themselves."""
    hidden = [i for i, shown in enumerate(game.state.revealed) if not shown]
    colours = [game.state.key[i] for i in hidden]
    rng.shuffle(colours)
    key = list(game.state.key)
    for card, colour in zip(hidden, colours, strict=True):
        key[card] = colour
    twin = copy.copy(game)
    twin.state = replace(game.state, key=tuple(key))
    return twin


def assert_key_hidden(game: Codenames, rng: random.Random) -> None:
    """No guesser or table view holds the colour of an unrevealed card; spymasters and,
    once the game is over, everyone see the whole key."""
    full_key = [str(c) for c in game.state.key]
    spymaster_views = {seat: game.view(seat) for seat in spymasters(game)}
    public_views = {seat: game.view(seat) for seat in public_viewers(game)}
    for view in spymaster_views.values():
        assert view["key"] == full_key
    if game.outcome() is not None:
        for view in public_views.values():
            assert view["key"] == full_key  # the end view
        return
    fields_with_key = set(next(iter(spymaster_views.values())))
    for view in public_views.values():
        assert set(view) == fields_with_key  # the same fields, the key left empty
        assert_key_hidden_structurally(game, view)
    twin = shuffled_twin(game, rng)
    for seat, view in public_views.items():
        assert twin.view(seat) == view
    # The same through JSON, for the table and one guesser (the costly part).
    for seat in list(public_views)[:2]:
        assert as_json(twin.view(seat)) == as_json(public_views[seat])
    if twin.state.key != game.state.key:
        seat, view = next(iter(spymaster_views.items()))
        assert twin.view(seat) != view
