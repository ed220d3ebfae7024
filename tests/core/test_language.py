"""The words' language travels with the game content (core.content, core.text): in a German
game ae/oe/ue/ss stand for ä/ö/ü/ß, for the ghost's guess (SW-GHOST-2) and for clues
(CN-CL-2); other languages only drop accents."""

from __future__ import annotations

import random

import pytest

from core.codenames.actions import GiveClue
from core.codenames.game import Codenames
from core.content import content_from_packs
from core.errors import InvalidAction, SetupError
from core.packs.model import Pack, SpyPair, SpyWord, TabooCard
from core.session import Session
from core.spyword.actions import GhostGuess, Vote
from core.spyword.state import Phase, Role
from tests.core.codenames.support import WORDS, settings
from tests.core.spyword.conftest import NAMES, reveal_all, to_vote


def pack(game: str, language: str, **items) -> Pack:
    return Pack(schema=1, game=game, language=language, slug="test", title="Test",
                description="", author="", licence="", family_friendly=True,
                source=f"{game}/{language}/test.toml", **items)


PAIR = SpyPair("Essen", SpyWord("Käse", "1F9C0"), SpyWord("Brot", "1F35E"))


def test_content_names_the_packs_language():
    rng = random.Random(1)
    spy = content_from_packs("spyword", [pack("spyword", "de", pairs=(PAIR,))], [], rng)
    assert spy["language"] == "de" and spy["pair"]["a"]["word"] == "Käse"
    grid = content_from_packs("codenames", [pack("codenames", "de", words=tuple(WORDS))],
                              [], rng)
    assert grid["language"] == "de" and len(grid["words"]) == 25
    cards = tuple(TabooCard(f"Wort{i}", tuple(f"w{i}x{j}" for j in range(5)))
                  for i in range(60))
    taboo = content_from_packs("taboo", [pack("taboo", "de", cards=cards)], [], rng)
    assert taboo["language"] == "de"
    Session.start("taboo", {"mode": "one_device", "teams": ["red", "blue"] * 2}, NAMES[:4], 1,
                  taboo, 0)
    # Packs of several languages: no language's own spelling applies.
    mixed = content_from_packs("spyword", [pack("spyword", "de", pairs=(PAIR,)),
                                           pack("spyword", "fr", pairs=(PAIR,))], [], rng)
    assert "language" not in mixed


def ghost_guessing(language: str | None) -> Session:
    content = {"pair": PAIR.to_dict(), **({"language": language} if language else {})}
    for seed in range(50):  # a seed where the citizens hold "Käse"
        session = Session.start("spyword", {"spies": 1, "ghost": True}, NAMES[:6], seed,
                                content, 0)
        if session.game.state.citizen_card.word == "Käse":
            break
    reveal_all(session)
    to_vote(session)
    state = session.game.state
    ghost = state.roles.index(Role.GHOST)
    while state.ballot is not None:
        voter = next(v for v in state.ballot.voters if v not in state.ballot.votes)
        target = ghost if voter != ghost else next(v for v in state.ballot.voters if v != ghost)
        session.act(voter, Vote(target), 5)
    assert state.phase is Phase.PRIVATE and state.private_seat == ghost
    return session


@pytest.mark.parametrize(("language", "wins"), [("de", True), ("fr", False), (None, False)])
def test_kaese_is_the_ghosts_right_guess_for_kaese_in_german(language, wins):
    # SW-GHOST-2, SW-GHOST-3: "Kaese" for "Käse" wins in a German game only.
    session = ghost_guessing(language)
    ghost = session.game.state.private_seat
    session.act(ghost, GhostGuess("Kaese"), 6)
    outcome = session.outcome()
    assert (outcome is not None and outcome.side == "ghost") is wins


@pytest.mark.parametrize(("language", "refused"), [("de", True), ("it", False), (None, False)])
def test_maedchen_is_no_clue_on_a_german_grid_holding_maedchen(language, refused):
    # CN-CL-2, CN-CLUE-2: the clue equals an unrevealed codename in German spelling.
    words = ["Mädchen", *WORDS[1:]]
    content = {"words": words, **({"language": language} if language else {})}
    game = Codenames.setup(settings(), [f"p{i}" for i in range(4)], random.Random(1),
                           content, 0)
    spymaster = game.settings.spymaster_of(game.state.active_team)
    if refused:
        with pytest.raises(InvalidAction) as err:
            game.apply(spymaster, GiveClue("Maedchen", 1), 0)
        assert err.value.code == "codenames.clue.matches_codename"
    else:
        game.apply(spymaster, GiveClue("Maedchen", 1), 0)
        assert game.state.clue is not None


@pytest.mark.parametrize("game", ["spyword", "codenames"])
def test_a_language_must_be_text(game):
    content = ({"pair": PAIR.to_dict()} if game == "spyword" else {"words": WORDS}) | {
        "language": 7}
    raw = {"spies": 1} if game == "spyword" else settings()
    with pytest.raises(SetupError) as err:
        Session.start(game, raw, NAMES[:4], 1, content, 0)
    assert err.value.code.startswith(f"{game}.content.")
