"""Seeded random play: 1,000 games over every variant and both modes (issue 4 "Done when"):
the first 25 of each case's 125 in the default run (200 games), the rest marked ``soak``.

Shared invariants come from `tests.helpers.random_play` (legal actions never raise, illegal
ones raise a coded error with the state unchanged, every game ends, replay and JSON replay
give the same state). Codenames adds: actions breaking a rule by their arguments (a
codename as clue, a revealed card, a cover of a non-opponent word...) are refused with a
coded error and the state unchanged, no guesser or table view holds the colour of an
unrevealed card (structurally and by serialising, see `secrecy`), the end view shows the
whole key, and the counters stay consistent. Disconnects, reconnects and leaves are
injected as session events.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.actions import Action, Disconnect, Leave, Reconnect
from core.codenames.actions import Cover, EndTurn, GiveClue, Guess
from core.codenames.colours import other_team
from core.codenames.game import Codenames
from core.codenames.limits import GRID_SIZE, MAX_CLUE_NUMBER
from core.codenames.state import EndReason, Phase
from core.codenames.words import draw_grid_words
from core.common import Mode
from core.errors import RuleError
from tests.core.codenames.secrecy import assert_key_hidden
from tests.core.codenames.support import ROLES, role, seat_names
from tests.helpers.random_play import play_random_game

GAMES_PER_CASE = 125
#: Games of each case in the default run; the rest of the case is marked ``soak``.
QUICK_GAMES_PER_CASE = 25
CASES = [(variant, mode) for variant in ROLES for mode in ("one_device", "several_devices")]
TIMERS = (None, None, 60, 120, 180)
# A session event is offered at half the steps, then drawn among the legal actions.
SESSION_EVENT_CHANCE = 0.5
LEAVE_SHARE = 0.1

# Grid words use letters a-m (some accented), clues letters n-z: a random clue is then
# always valid (CN-CL-2), so every listed clue action is legal once its text is filled.
WORD_POOL = sorted({
    "abc", "bade", "cafe", "deal", "ebb", "face", "gale", "hail", "idea", "jade", "kale",
    "lace", "mace", "blade", "cable", "dame", "élégie", "fée", "glace", "hache", "île",
    "jambe", "Käfig", "Mädel", "Ähm", "Bach", "Dach", "Geld", "Held", "Kiefer", "mijé",
    "cabecilla", "Bahía", "Ídem", "gala", "mica", "Calle", "Caffè", "Gelida", "Bacca",
    "Fede", "Miele", "Lilla", "deck", "hike", "beak", "bleak", "milk", "film", "field",
    "fig", "jig", "him", "dim", "limb", "clam", "Acab-dém", "l'aide", "Dell'ala", "ecce",
})
CLUE_PIECES = ("no", "pour", "sty", "tux", "Ñu", "vow", "zyx", "quo", "rust", "Øst")
JOINERS = ("", "", "", "-", "'", "’")


def random_roles(variant: str, rng: random.Random) -> list[dict]:
    if variant != "classic":
        return ROLES[variant]
    roles = [role("red", True), role("blue", True)]
    roles += [role("red") for _ in range(rng.randint(1, 3))]
    roles += [role("blue") for _ in range(rng.randint(1, 3))]
    rng.shuffle(roles)
    return roles


def fill_clue(action: Action, rng: random.Random) -> Action:
    if isinstance(action, GiveClue) and action.word == "":
        parts = [rng.choice(CLUE_PIECES) for _ in range(rng.randint(1, 3))]
        word = parts[0] + "".join(rng.choice(JOINERS) + p for p in parts[1:])
        return GiveClue(word=word if rng.random() < 0.5 else f" {word.upper()}!", number=
                        action.number)
    return action


def session_event(game: Codenames, rng: random.Random) -> Action | None:
    if rng.random() >= SESSION_EVENT_CHANCE:
        return None
    present = [s for s, gone in enumerate(game.state.left) if not gone]
    seat = rng.choice(present)
    if rng.random() < LEAVE_SHARE:
        return Leave(seat)
    if game.mode is Mode.ONE_DEVICE:
        return None  # nobody can disconnect from a shared device
    return Disconnect(seat) if game.state.connected[seat] else Reconnect(seat)


def rule_breaking_actions(game: Codenames) -> list[tuple[int, Action]]:
    """Actions a seat is allowed to try now but whose arguments or timing break a rule."""
    state, settings = game.state, game.settings
    if state.phase is Phase.OVER:
        return []
    hidden = [card for card, shown in enumerate(state.revealed) if not shown]
    shown = [card for card, is_shown in enumerate(state.revealed) if is_shown]
    team = state.active_team
    spymaster = settings.spymaster_of(team)
    if state.phase is Phase.CLUE:
        word = state.words[hidden[-1]]
        return [(spymaster, GiveClue(word.upper(), 1)),  # CN-CLUE-2
                (spymaster, GiveClue(f"no-{word}", 2)),  # CN-CL-2: contains a codename
                (spymaster, GiveClue("no way", 1)),  # CN-CL-2: two words
                (spymaster, GiveClue("nope", MAX_CLUE_NUMBER + 1))]
    if state.phase is Phase.COVER:
        return [(spymaster, Cover(card)) for card in hidden if state.key[card] is not
                other_team(team)]
    guessers = [s for s in settings.guessers_of(team) if not state.left[s]]
    tries: list[tuple[int, Action]] = [(guessers[0], Guess(card)) for card in shown]
    tries.append((guessers[-1], Guess(GRID_SIZE)))
    if state.guesses_made == 0:
        tries.append((guessers[0], EndTurn()))  # CN-GUESS-4
    return tries


def assert_rule_breaking_refused(game: Codenames, rng: random.Random) -> None:
    # Seats away may do nothing at all (game.seat.disconnected): try the others.
    tries = [(a, act) for a, act in rule_breaking_actions(game) if game.state.connected[a]]
    actor, action = rng.choice(tries or [(0, Guess(-1))])
    before = game.snapshot()
    with pytest.raises(RuleError) as err:
        game.apply(actor, action, 0)
    # A rule of Codenames; the fallback may meet a check every game makes (game over,
    # seat 0 gone or away) first.
    assert err.value.code.startswith("codenames." if tries else ("codenames.", "game."))
    assert game.snapshot() == before


def check_game(game: Codenames) -> None:
    state = game.state
    assert_rule_breaking_refused(game, random.Random(len(state.guess_history) + state.turn))
    assert_key_hidden(game, random.Random(sum(state.revealed) * 7919 + state.turn))
    assert sum(state.revealed) == len(state.guess_history) + len(state.cover_history)
    assert state.guesses_left is None or state.guesses_left >= 1
    assert (state.phase is Phase.OVER) == (state.outcome is not None)
    if state.phase is Phase.COVER:
        assert game.settings.cooperative and state.deadline_ms is None
    if state.outcome is not None:
        assert state.outcome.reason in set(EndReason)
        assert not any(state.left[s] for s in state.outcome.winners)


def case_games(variant: str, mode: str):
    """The case's games in order: (seed, settings, words). Each game's grid shares no word
    with the previous one's, so the draws run through the whole case, even for the
    games a run then skips (drawing is cheap; playing is not)."""
    rng = random.Random(f"{variant}/{mode}")
    previous: list[str] = []
    for seed in range(GAMES_PER_CASE):
        roles = random_roles(variant, rng)
        settings = {"mode": mode, "variant": variant, "roles": roles,
                    "turn_timer_s": rng.choice(TIMERS)}
        words = draw_grid_words([WORD_POOL], previous, rng)
        assert len(words) == GRID_SIZE and not set(words) & set(previous)
        previous = words
        yield seed, settings, words


@pytest.mark.parametrize("soak", [False, pytest.param(True, marks=pytest.mark.soak)],
                         ids=["quick", "soak"])
@pytest.mark.parametrize(("variant", "mode"), CASES)
def test_random_games(variant, mode, soak):
    played = range(QUICK_GAMES_PER_CASE, GAMES_PER_CASE) if soak else range(
        QUICK_GAMES_PER_CASE)
    reasons: Counter[str] = Counter()
    for seed, settings, words in case_games(variant, mode):
        if seed not in played:
            continue
        session = play_random_game(
            "codenames", settings, seat_names(len(settings["roles"])), seed,
            {"words": words}, check_views=check_game, fill_text=fill_clue,
            system_action=session_event,
        )
        reasons[session.outcome().reason] += 1
    # Games end in more than one way (the walk is not degenerate).
    assert len(reasons) >= 2, reasons
