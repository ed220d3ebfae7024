"""Seeded random play of Spy Word: 1,000 whole games over every player count and
setting (100 in the default run, the other 900 marked ``soak``), with the shared
invariants (tests/helpers/random_play.py) and Spy Word's own secrecy checks: no seat's
view holds another seat's word or role except where the rules reveal it; the table view
holds no secret (PX-NET-6, PX-MODE-3)."""

from __future__ import annotations

import json
import random

import pytest

from core.actions import Disconnect, Leave, Reconnect
from core.spyword import settings as cfg
from core.spyword.game import SpyWord
from core.spyword.state import Phase, Role
from tests.core.spyword.conftest import CITIZEN_WORD_A, NAMES, PAIR, SPY_WORD_B
from tests.helpers.random_play import batches, play_random_game

GAMES = 1000
BATCHES = 10
PRIVATE_KEYS = ("viewer", "actions")  # the per-seat part of a view
SECRET_STRINGS = {CITIZEN_WORD_A: "1F34E", SPY_WORD_B: "1F350"}


def random_settings(rng: random.Random, n: int) -> dict:
    spies = rng.randint(1, cfg.max_spies(n))
    ghost = n >= cfg.GHOST_MIN_PLAYERS and rng.random() < 0.6
    while n - spies - ghost <= spies + ghost:  # SW-ROLE-6
        spies -= 1
    return {
        "mode": rng.choice(["one_device", "several_devices"]),
        "spies": spies,
        "ghost": ghost,
        "spy_knows_role": rng.random() < 0.5,
        "reveal_eliminated_roles": rng.random() < 0.5,
        "vote_result": rng.choice(cfg.VOTE_RESULT_CHOICES),
        "allow_pass": rng.random() < 0.5,
        "speaking_mode": rng.choice(cfg.SPEAKING_MODE_CHOICES),
        "discussion_s": rng.choice(cfg.DISCUSSION_CHOICES_S),
        "tie_rule": rng.choice(cfg.TIE_RULE_CHOICES),
        "host": rng.randrange(n),
    }


def connection_events(game: SpyWord, rng: random.Random):
    """Now and then a player drops, comes back, or leaves (SW-EDGE-3/6)."""
    state = game.state
    roll = rng.random()
    present = [s for s in range(len(state.seats)) if not state.left[s]]
    if roll < 0.01:
        return Leave(rng.choice(present))
    if not game.settings.several_devices or roll > 0.08:
        return None
    seat = rng.choice(present)
    return Reconnect(seat) if not state.connected[seat] else Disconnect(seat)


def text_of(view: dict) -> str:
    return json.dumps(view, ensure_ascii=False)


def check_secrets(game: SpyWord) -> None:
    state = game.state
    over = state.phase is Phase.OVER
    table = game.view(None)
    # Every player's view is the table's public part plus their own "viewer" part.
    public_text = text_of({k: v for k, v in table.items() if k not in PRIVATE_KEYS})
    assert table["viewer"] is None and table["actions"] == []
    if not over:
        for word, picture in SECRET_STRINGS.items():
            assert word not in public_text and picture not in public_text, "public leak"
        assert "plumcategory" not in public_text  # the category would help the ghost
    for p, player in enumerate(table["seats"]):
        revealed = over or (not state.alive[p] and game.settings.reveal_eliminated_roles)
        assert player["role"] == (state.roles[p].value if revealed else None)
    if table["ballot"] is not None:
        assert set(table["ballot"]) == {"kind", "voters", "candidates", "pass_allowed",
                                        "voted", "current_voter"}
    screen = table["private_screen"]
    if screen is not None and not game.settings.reveal_eliminated_roles:
        assert screen["ghost_guessing"] is None  # SW-GHOST-5: nobody can spot the ghost
    for seat in range(len(state.seats)):
        view = game.view(seat)
        assert {k: v for k, v in view.items() if k not in PRIVATE_KEYS} == {
            k: v for k, v in table.items() if k not in PRIVATE_KEYS}
        me = view["viewer"]
        assert me["seat"] == seat
        me_text = text_of(me)
        assert view["actions"] == [a.to_dict() for a in game.legal_actions(seat)]
        role = state.roles[seat]
        own = {Role.CITIZEN: state.citizen_card.word, Role.SPY: state.spy_card.word}.get(role)
        if not over:
            for word, picture in SECRET_STRINGS.items():
                if word != own:
                    assert word not in me_text and picture not in me_text, f"{seat} sees {word}"
        may_know = (over or role is Role.GHOST or not state.alive[seat]
                    or (role is Role.SPY and game.settings.spy_knows_role))
        assert me["role"] == (role.value if may_know else None)
        assert me["vote"] == (state.ballot.votes.get(seat) if state.ballot else None)
        assert me["voted"] == (state.ballot is not None and seat in state.ballot.votes)


@pytest.mark.parametrize("batch", batches(BATCHES))
def test_random_games_keep_every_invariant(batch):
    per_batch = GAMES // BATCHES
    ended_by = {}
    for i in range(batch * per_batch, (batch + 1) * per_batch):
        rng = random.Random(i)
        n = 4 + i % 9  # every player count 4..12
        settings = random_settings(rng, n)
        session = play_random_game(
            "spyword", settings, NAMES[:n], seed=i, content=PAIR,
            check_views=check_secrets, system_action=connection_events,
        )
        reason = session.outcome().reason
        ended_by[reason] = ended_by.get(reason, 0) + 1
    # The games reach every kind of ending, not just one.
    assert {"spyword.end.all_impostors_out", "spyword.end.one_citizen_left"} <= set(ended_by)
