"""Seeded random play cost: CPU per game of each game's random play, and where it goes.

    .venv/bin/python bench/random_play.py               # 100 games per game, 3 repeats
    .venv/bin/python bench/random_play.py --games 200 --profile

Plays the same seeded games as the default run of tests/core/*/test_random_play.py (Spy
Word seeds 0-99, Taboo seeds 0-99, Codenames the first games of each variant and mode),
with every invariant check the tests make (`tests.helpers.random_play`), and prints the
CPU time (``time.process_time``) per repeat: best and median of the repeats, per game.
``--profile`` runs the games once more under cProfile and prints the share of the time
spent building action codecs (`Game.codec`, `typing.get_type_hints`) and turning actions
into dicts (`Action.to_dict`, `dataclasses.asdict`).
Results and method: docs/performance.md.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Measure this checkout's code, whatever checkout the venv was installed from.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.helpers.random_play import play_random_game  # noqa: E402


def spyword(games: int) -> None:
    from tests.core.spyword import test_random_play as t

    for seed in range(games):
        n = 4 + seed % 9
        settings = t.random_settings(random.Random(seed), n)
        play_random_game("spyword", settings, t.NAMES[:n], seed=seed, content=t.PAIR,
                         check_views=t.check_secrets, system_action=t.connection_events)


def taboo(games: int) -> None:
    from tests.core.taboo import test_random_play as t

    for seed in range(games):
        settings, seats = t._settings(seed)
        play_random_game("taboo", settings, seats, seed, t.make_content(),
                         check_views=t.Tracker().check_views, system_action=t.system_action,
                         choose=t.choose)


def codenames(games: int) -> None:
    from core.codenames.limits import GRID_SIZE
    from core.codenames.words import draw_grid_words
    from tests.core.codenames import test_random_play as t

    per_case = max(1, games // len(t.CASES))
    for variant, mode in t.CASES:  # the draws of the test's `case_games`
        rng = random.Random(f"{variant}/{mode}")
        previous: list[str] = []
        for seed in range(per_case):
            roles = t.random_roles(variant, rng)
            settings = {"mode": mode, "variant": variant, "roles": roles,
                        "turn_timer_s": rng.choice(t.TIMERS)}
            words = draw_grid_words([t.WORD_POOL], previous, rng)
            assert len(words) == GRID_SIZE
            previous = words
            play_random_game("codenames", settings, t.seat_names(len(roles)), seed,
                             {"words": words}, check_views=t.check_game,
                             fill_text=t.fill_clue, system_action=t.session_event)


GAMES: dict[str, Callable[[int], None]] = {
    "spyword": spyword, "taboo": taboo, "codenames": codenames}
HOT = ("codec", "get_type_hints", "to_dict", "asdict")


def profile_shares(run: Callable[[], None]) -> dict[str, float]:
    profiler = cProfile.Profile()
    profiler.runcall(run)
    stats = pstats.Stats(profiler)
    total = stats.total_tt  # type: ignore[attr-defined]
    shares = {}
    for name in HOT:  # cumulative time of the functions of that name (outermost calls)
        cumulative = sum(entry[3] for (_, _, function), entry in stats.stats.items()  # type: ignore[attr-defined]
                         if function == name)
        shares[name] = cumulative / total
    return shares


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per game (100)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--only", choices=list(GAMES), action="append")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    print(f"{'game':10} {'games':>5} {'best s':>7} {'median s':>8} {'ms/game':>8}")
    for name in args.only or GAMES:
        run = GAMES[name]
        times = []
        for _ in range(args.repeats):
            start = time.process_time()
            run(args.games)
            times.append(time.process_time() - start)
        best = min(times)
        print(f"{name:10} {args.games:5d} {best:7.2f} {statistics.median(times):8.2f} "
              f"{best / args.games * 1000:8.1f}", flush=True)
        if args.profile:
            shares = profile_shares(lambda run=run: run(args.games))
            print("           profile: " + ", ".join(
                f"{hot} {share:.1%}" for hot, share in shares.items()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
