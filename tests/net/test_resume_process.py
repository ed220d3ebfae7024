"""A host process killed with SIGKILL at random moments of a game, started again from its
journal (issue 14: resume after a crash; PX-NET-4, PX-PROF-5).

A real ``palabre host --headless --journal FILE`` subprocess on loopback and bots in this
process. After each kill the test reads the journal the dead process left and checks:

* no device saw anything the journal does not hold: each bot's last view has a change
  number no higher than the journal's, and a bot that saw the journal's last change saw
  exactly the view the restored game gives its seat (no acknowledged action is lost);
* the host started with ``--resume`` reports the very digest of the journal's game;
* the bots rejoin their own seats with their tokens by themselves, and the game goes on
  to its end, whatever the number of kills.

The README's run kills the host 3 times in one game; the soak run 50 times over games
of each game.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from net.bots import Bot, close_bots
from net.journal import Journal, restore
from net.runtime import NOW_KEY
from net.tuning import ClientLimits
from tests.helpers.processes import Running, host_args

#: Bots retry fast and long: a restarted host takes a moment to listen again.
REJOIN = ClientLimits(reconnect_first_delay_s=0.05, reconnect_factor=1.5,
                      reconnect_max_delay_s=0.3, reconnect_jitter=0.1,
                      reconnect_max_attempts=400)
PLAYERS = {"spyword": 5, "taboo": 4, "codenames": 4}
#: Kills in one game at most: each game stays well inside the scenario's time limit
#: (`tests.net.conftest.SCENARIO_TIMEOUT_S`); more games make up the fifty.
KILLS_PER_GAME = 6


class WatchedBot(Bot):
    """A bot that tells the test each time it receives a view."""

    def __init__(self, *args: Any, seen: asyncio.Condition, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seen = seen

    def _on_event(self, event) -> None:
        super()._on_event(event)
        if event.kind == "view":
            asyncio.get_running_loop().create_task(self._notify())

    async def _notify(self) -> None:
        async with self.seen:
            self.seen.notify_all()


def total_views(bots: list[WatchedBot]) -> int:
    return sum(bot.stats.views for bot in bots)


async def wait_views(bots: list[WatchedBot], seen: asyncio.Condition, target: int,
                     play: asyncio.Future[Any]) -> None:
    async with seen:
        await asyncio.wait_for(
            seen.wait_for(lambda: total_views(bots) >= target or play.done()), 60)


def check_journal_covers_what_was_seen(journal: Journal, bots: list[WatchedBot]) -> str:
    """The dead host's journal holds every change a bot saw; returns its game's digest."""
    saved = journal.load()
    room = restore(saved)
    assert room.session is not None
    for bot in bots:
        last = bot.client.view
        if last is None:
            continue
        assert last.seq <= saved.seq, (bot.name, last.seq, saved.seq)
        if last.seq == saved.seq:
            seen = {k: v for k, v in last.view.items() if k != NOW_KEY}
            assert seen == room.session.view(bot.client.seat), bot.name
    return room.session.digest()


async def play_through_kills(game: str, kills: int, seed: int, journal_path) -> int:
    """One game with ``kills`` SIGKILLs of its host; returns the kills done before the end."""
    rng = random.Random(seed)
    journal = Journal(journal_path)
    args = host_args(game, "--no-web", "--journal", str(journal_path), "--seed", str(seed),
                     "--start-when", str(PLAYERS[game]))
    host = Running(*args)
    done = 0
    bots: list[WatchedBot] = []
    try:
        address = (await asyncio.to_thread(host.wait_for, r"address: (\S+)")).group(1)
        port = address.rsplit(":", 1)[1]
        seen = asyncio.Condition()
        for index in range(PLAYERS[game]):
            bot = WatchedBot(address, f"Bot {index + 1}", seed=seed * 100 + index,
                             think_s=0.0, limits=REJOIN, seen=seen)
            await bot.join()
            bots.append(bot)
        play = asyncio.ensure_future(asyncio.gather(*(bot.play() for bot in bots)))
        while done < kills and not play.done():
            await wait_views(bots, seen, total_views(bots) + rng.randint(1, 12), play)
            if play.done():
                break
            host.process.kill()  # SIGKILL: no goodbye, no clean-up
            host.finish()
            digest = check_journal_covers_what_was_seen(journal, bots)
            done += 1
            host = Running(*args, "--resume", "--port", port)
            resumed = await asyncio.to_thread(host.wait_for, r"digest ([0-9a-f]{64})")
            assert resumed.group(1) == digest  # the resumed host is the journal's game
        finals = await asyncio.wait_for(play, 120)
        assert all(final is not None and final["phase"] == "over" for final in finals)
        outcomes = {repr(final.get("outcome") or final.get("end")) for final in finals}
        assert len(outcomes) == 1  # every device saw the same end
    finally:
        await close_bots(bots)
        if host.process.poll() is None:
            host.interrupt()
    return done


def test_a_host_killed_three_times_resumes_each_time(netrun, tmp_path):
    done = netrun(play_through_kills("spyword", 3, 11, tmp_path / "room.journal.json"))
    assert done == 3


@pytest.mark.soak
def test_fifty_kills_at_random_moments_over_games_of_each_game(netrun, tmp_path):
    done, seed = 0, 100
    while done < 50:
        for game in ("spyword", "taboo", "codenames"):
            seed += 1
            done += netrun(play_through_kills(game, min(KILLS_PER_GAME, 50 - done), seed,
                                              tmp_path / f"{game}-{seed}.journal.json"))
            if done >= 50:
                break
    assert done >= 50
