"""Bots: LAN clients that join a room as players and play legal random moves.

A bot is a `net.client.Client` that joins as a player, says it is ready, and then plays
from its own view only: every seat view lists the seat's legal actions under
``"actions"`` as action maps (`core.game`), so a bot needs no rules of its own. It picks
an action kind at random, then one action of that kind (so a Taboo clue-giver on the
result screen confirms as often as it corrects, whatever the number of cards), fills
free-text fields (a Codenames clue from `CLUE_WORDS`, kept away from the grid's words;
a Spy Word ghost guess from `GUESS_WORDS`), waits a configurable think delay and sends
it. A refused action is not sent again for the same view; a rate-limited one is retried
after `RATE_LIMIT_RETRY_S`. A bot stops once its view shows the game over.

Used by ``palabre bots`` (demos, soak and load tests), the loopback whole-game tests and
the latency benchmark. Seeded: the same seed and the same views give the same choices.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.text import normalize
from net.client import Client, ClientError, ClientEvent
from net.client_state import ClientState
from net.host import RATE_LIMITED
from net.protocol import GameError, GameView, Welcome
from net.tuning import ClientLimits

#: The phase every game's view shows once the game is over.
OVER_PHASE = "over"
#: Default pause before each move, so a person watching can follow (0 in tests).
DEFAULT_THINK_S = 0.5
#: Wait after a `room.rate_limited` refusal before trying again.
RATE_LIMIT_RETRY_S = 0.1
#: An action that got neither a new view nor an error this long after it was sent is
#: chosen again (an accepted action whose view did not change for this seat); so are
#: actions all refused for a view that stays the same this long.
NO_ANSWER_RETRY_S = 1.0
#: How many other names a bot tries when its name is taken in the room.
NAME_ATTEMPTS = 20
#: Action fields a bot fills with its own text when the view lists them empty.
CLUE_KIND = "clue"
#: Clue words for Codenames: ordinary one-word clues; one that clashes with a grid word
#: is skipped, and a refused one is replaced by the next.
CLUE_WORDS = (
    "ocean", "metal", "music", "forest", "winter", "travel", "kitchen", "planet",
    "garden", "history", "machine", "animal", "weather", "sport", "colour", "money",
    "island", "castle", "doctor", "school", "theatre", "science", "river", "holiday",
    "quartz", "zephyr", "velvet", "puzzle", "lantern", "harbour", "meadow", "compass",
)
#: Any word will do for a ghost's guess (SW-GHOST-1).
GUESS_WORDS = ("apple", "river", "candle", "mirror", "pencil", "cloud", "bridge", "tiger")


@dataclass
class BotStats:
    views: int = 0
    actions: int = 0
    refused: int = 0
    rate_limited: int = 0
    errors: list[str] = field(default_factory=list)


ActionKey = tuple[tuple[str, Any], ...]


def action_key(action: dict[str, Any]) -> ActionKey:
    return tuple(sorted(action.items()))


def choose_action(view: dict[str, Any], rng: random.Random,
                  refused: Collection[ActionKey] = ()) -> dict[str, Any] | None:
    """A random legal action from ``view["actions"]`` with its free text filled, or None
    when the seat has nothing to do (or everything it could do was refused)."""
    by_kind: dict[str, list[dict[str, Any]]] = {}
    texts: dict[str, list[str]] = {}  # the words for each kind of free text, made once
    for listed in view.get("actions") or ():
        if not isinstance(listed, dict) or not isinstance(listed.get("type"), str):
            continue
        for action in _filled(listed, view, texts):
            if action_key(action) not in refused:
                by_kind.setdefault(action["type"], []).append(action)
    if not by_kind:
        return None
    kind = rng.choice(sorted(by_kind))
    return rng.choice(by_kind[kind])


def _filled(listed: dict[str, Any], view: dict[str, Any],
            texts: dict[str, list[str]]) -> list[dict[str, Any]]:
    """The action with each empty text field filled: every candidate, in a fixed order."""
    empty = [name for name, value in listed.items() if name != "type" and value == ""]
    if not empty:
        return [dict(listed)]
    kind = listed["type"]
    if kind not in texts:
        texts[kind] = clue_words(view) if kind == CLUE_KIND else list(GUESS_WORDS)
    words = texts[kind]
    return [{**listed, **dict.fromkeys(empty, word)} for word in words]


def clue_words(view: dict[str, Any]) -> list[str]:
    """`CLUE_WORDS` that neither equal, contain nor sit inside an unrevealed grid word
    (CN-CLUE-2), judged from the view's cards the way the rules normalise text."""
    grid = [normalize(card["word"]) for card in view.get("cards") or ()
            if isinstance(card, dict) and isinstance(card.get("word"), str)
            and not card.get("revealed")]
    grid = [g for g in grid if g]
    return [word for word, clue in ((w, normalize(w)) for w in CLUE_WORDS)
            if not any(clue in g or g in clue for g in grid)]


def is_over(view: dict[str, Any] | None) -> bool:
    return view is not None and view.get("phase") == OVER_PHASE


class Bot:
    """One bot player. ``await bot.join()``, then ``await bot.play()`` until the game ends
    (returns the final view), then ``await bot.close()``."""

    def __init__(self, target: str | tuple[str, int], name: str, *, seed: int = 0,
                 think_s: float = 0.0, room_id: str | None = None,
                 limits: ClientLimits | None = None, opener: Any = None,
                 token: str | None = None, standby: dict[str, Any] | None = None,
                 profile: bool = False) -> None:
        """``opener``: how the client connects (`Client`'s; None: TCP); ``token``: rejoin
        that seat; ``standby``: the client may stand by for the host (`Client`'s);
        ``profile``: say it keeps a profile (the host then sends it each finished game's
        `result`)."""
        self.name = name
        self._opener = opener
        self._token, self._standby = token, standby
        self._profile = profile
        self.rng = random.Random(seed)
        self.think_s = think_s
        self.stats = BotStats()
        self.final_view: dict[str, Any] | None = None
        self._target, self._room_id, self._limits = target, room_id, limits
        self._client_rng = random.Random(self.rng.random())
        self.client = self._new_client(name)
        self._changed = asyncio.Event()
        self._refused: set[ActionKey] = set()
        self._refused_seq: int | None = None
        self._pending: tuple[int, ActionKey] | None = None

    def _new_client(self, name: str) -> Client:
        return Client(self._target, name=name, room_id=self._room_id, limits=self._limits,
                      on_event=self._on_event, rng=self._client_rng, opener=self._opener,
                      token=self._token, standby=self._standby, profile=self._profile)

    @property
    def seat(self) -> int | None:
        return self.client.seat

    @property
    def view(self) -> dict[str, Any] | None:
        message = self.client.view
        return None if message is None else message.view

    async def join(self) -> Welcome:
        """Connect and say ready; a taken name is changed ("Bot 1" -> "Bot 1 (2)")."""
        base = self.name
        for attempt in range(1, NAME_ATTEMPTS + 1):
            try:
                welcome = await self.client.connect()
            except ClientError as err:
                if err.code != "join.name_taken" or attempt == NAME_ATTEMPTS:
                    raise
                self.name = f"{base} ({attempt + 1})"
                self.client = self._new_client(self.name)
                continue
            await self.client.ready(True)
            return welcome
        raise AssertionError("unreachable")

    async def play(self) -> dict[str, Any] | None:
        """Play until the view shows the game over (returns that view) or the client is
        closed for good (returns None)."""
        while True:
            if self.client.state is ClientState.CLOSED:
                return None
            current = self.client.view
            if current is not None and is_over(current.view):
                self.final_view = current.view
                return current.view
            if current is not None and self._pending is None:
                await self._move(current)
            waiting = self._pending is not None or bool(current and current.view.get("actions"))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(),
                                       NO_ANSWER_RETRY_S if waiting else None)
            if not self._changed.is_set():
                # No answer, or everything refused and still nothing new: try afresh.
                self._pending, self._refused_seq = None, None
            self._changed.clear()

    async def _move(self, current: GameView) -> None:
        if self.think_s > 0:
            await asyncio.sleep(self.think_s)
            latest = self.client.view
            if latest is None or latest.seq != current.seq or is_over(latest.view):
                self._changed.set()  # a newer view came meanwhile: look at it first
                return
        if self._refused_seq != current.seq:
            self._refused_seq, self._refused = current.seq, set()
        action = choose_action(current.view, self.rng, self._refused)
        if action is None:
            return
        try:
            action_id = await self.client.act(action)
        except ClientError:
            return  # reconnecting: the fresh view after the rejoin wakes the bot
        self._pending = (action_id, action_key(action))
        self.stats.actions += 1

    def _on_event(self, event: ClientEvent) -> None:
        if event.kind == "view":
            self.stats.views += 1
            self._pending = None
        elif event.kind == "error":
            self._on_error(event.value)
        elif event.kind == "state" and event.value is not ClientState.CLOSED:
            return
        self._changed.set()

    def _on_error(self, error: GameError) -> None:
        pending = self._pending
        if pending is None or error.id != pending[0]:
            return
        self._pending = None
        if error.code == RATE_LIMITED:
            self.stats.rate_limited += 1
            self._pending = (-1, pending[1])  # hold back; released by the timer below
            asyncio.get_running_loop().call_later(RATE_LIMIT_RETRY_S, self._release, pending)
            return
        self.stats.refused += 1
        self.stats.errors.append(error.code)
        self._refused.add(pending[1])

    def _release(self, held: tuple[int, ActionKey]) -> None:
        if self._pending == (-1, held[1]):
            self._pending = None
            self._changed.set()

    async def close(self, leave: bool = True) -> None:
        await self.client.close(leave=leave)


def bot_names(count: int, prefix: str = "Bot") -> list[str]:
    return [f"{prefix} {number}" for number in range(1, count + 1)]


async def join_bots(target: str | tuple[str, int], count: int, *, seed: int = 0,
                    think_s: float = 0.0, room_id: str | None = None,
                    limits: ClientLimits | None = None,
                    names: Sequence[str] | None = None, opener: Any = None,
                    profile: bool = False) -> list[Bot]:
    """Join ``count`` bots one after the other (a host takes only a few connections in
    their handshake at once); bot ``i`` is seeded with ``seed`` and ``i``."""
    names = list(names) if names is not None else bot_names(count)
    bots: list[Bot] = []
    try:
        for index in range(count):
            bot = Bot(target, names[index], seed=seed * 1000 + index, think_s=think_s,
                      room_id=room_id, limits=limits, opener=opener, profile=profile)
            await bot.join()
            bots.append(bot)
    except BaseException:
        await close_bots(bots)
        raise
    return bots


async def play_bots(bots: Sequence[Bot]) -> list[dict[str, Any] | None]:
    """Play every bot until its game ends; each bot's final view (None: it was cut off)."""
    return list(await asyncio.gather(*(bot.play() for bot in bots)))


async def close_bots(bots: Sequence[Bot]) -> None:
    await asyncio.gather(*(bot.close() for bot in bots), return_exceptions=True)
