"""What one finished game meant for each seat (`GameFacts`), read from its record.

The record is the one source every mode shares (one device, host, a device that joined):
`facts_of` replays it and watches the game as it goes (a Taboo turn's cards exist only
until the turn is confirmed), so every device that holds the record reaches the same
facts. `game_id` names a finished game the same way everywhere: applying a game to a
profile twice is a no-op because its id is already there.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from core.actions import Action
from core.codenames.game import Codenames
from core.common import Outcome
from core.errors import CodedError
from core.game import Game
from core.record import GameRecord
from core.session import Session
from core.spyword.game import SpyWord
from core.spyword.state import Role
from core.taboo.actions import Confirm
from core.taboo.game import Taboo
from core.taboo.scoring import REASON_PLAY_TIME, team_score
from core.taboo.state import Phase as TabooPhase
from core.taboo.state import Result

#: A Taboo turn is "clean" with at least this many cards found and no Buzz!
CLEAN_TURN_MIN_FOUND = 3
#: A Taboo win "by a mile": at least this many points ahead.
BIG_WIN_MARGIN = 5
#: A Codenames clue "worth 4 or more": at least this many of the team's words found on it.
BIG_CLUE_WORDS = 4
#: A Spy Word win "in no time": the game was over by the end of this round.
QUICK_WIN_ROUNDS = 2


BAD_FACTS = "progress.bad_facts"


class ProgressError(CodedError, ValueError):
    """A record that cannot count for progress (``code``: stable, for the UI)."""


@dataclass(frozen=True, slots=True)
class GameFacts:
    """One seat's part in a finished game: everything statistics and XP are made from."""

    game: str
    seat: int
    #: Spy Word: citizen/spy/ghost; Codenames: spymaster/guesser; Taboo: None (everyone
    #: gives clues in turn).
    role: str | None
    won: bool
    #: Left before the end: the game counts as played and lost, and gives no XP.
    left: bool
    #: Counters this game adds (``{"cards_found": 7}``), and bests it may raise.
    adds: dict[str, int] = field(default_factory=dict)
    bests: dict[str, int] = field(default_factory=dict)
    #: The day the game was played (``YYYY-MM-DD`` UTC), None for an old record.
    day: str | None = None


#: Keys of a `GameFacts` plain map (`facts_to_plain`), and the bounds a received one keeps.
_FACT_KEYS = frozenset({"game", "seat", "role", "won", "left", "adds", "bests", "day"})
MAX_FACT_VALUE = 10_000
_MAX_FACT_KEY_CHARS = 32
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_KEY = re.compile(r"[a-z][a-z0-9_]*")


def facts_to_plain(facts: GameFacts) -> dict[str, object]:
    """One seat's facts as plain values (what a host sends that seat's device,
    PX-PROF-4): the seat's own part in a finished game, nothing of anyone else's."""
    return {"game": facts.game, "seat": facts.seat, "role": facts.role, "won": facts.won,
            "left": facts.left, "adds": dict(facts.adds), "bests": dict(facts.bests),
            "day": facts.day}


def facts_from_plain(data: object) -> GameFacts:
    """`facts_to_plain`'s map back, checked field by field (it came from another
    computer); anything else raises `ProgressError` ``progress.bad_facts``."""
    if not isinstance(data, dict) or set(data) != _FACT_KEYS:
        raise ProgressError(BAD_FACTS)
    game, seat, role, day = data["game"], data["seat"], data["role"], data["day"]
    ok = (game in _OBSERVERS and type(seat) is int and 0 <= seat < 64
          and (role is None or (isinstance(role, str) and _KEY.fullmatch(role) is not None))
          and type(data["won"]) is bool and type(data["left"]) is bool
          and (day is None or (isinstance(day, str) and _DAY.fullmatch(day) is not None)))
    if not ok:
        raise ProgressError(BAD_FACTS)
    return GameFacts(game, seat, role, data["won"], data["left"], _counters(data["adds"]),
                     _counters(data["bests"]), day)


def _counters(value: object) -> dict[str, int]:
    if not isinstance(value, dict) or len(value) > _MAX_FACT_KEY_CHARS:
        raise ProgressError(BAD_FACTS)
    for key, count in value.items():
        if not (isinstance(key, str) and len(key) <= _MAX_FACT_KEY_CHARS
                and _KEY.fullmatch(key) and type(count) is int
                and 0 <= count <= MAX_FACT_VALUE):
            raise ProgressError(BAD_FACTS)
    return dict(value)


def game_id(record: GameRecord) -> str:
    """A finished game's id: the same on every device that holds its record. The seats'
    identities are left out (each device fills in only its own players)."""
    data = record.to_dict()
    data["seats"] = [seat["name"] for seat in data["seats"]]
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def facts_of(record: GameRecord) -> list[GameFacts]:
    """Each seat's facts, in seat order; a game that is not over raises `ProgressError`."""
    observe = _OBSERVERS.get(record.game)
    if observe is None:
        raise ProgressError("progress.unknown_game")
    session = Session.replay(record, upto=0)
    codec = type(session.game).codec()
    watcher = observe()
    for timed in record.actions:
        action = codec.decode(timed.action)
        watcher.before(session.game, action)
        session.act(timed.actor, action, timed.at_ms)
    outcome = session.outcome()
    if outcome is None:
        raise ProgressError("progress.not_over")
    day = record.started_at[:10] if record.started_at else None
    return [_with_day(f, day) for f in watcher.facts(session.game, outcome)]


def _with_day(facts: GameFacts, day: str | None) -> GameFacts:
    return GameFacts(facts.game, facts.seat, facts.role, facts.won, facts.left,
                     facts.adds, facts.bests, day)


class _Watcher:
    def before(self, game: Game, action: Action) -> None:
        """Called before each replayed action."""

    def facts(self, game: Game, outcome: Outcome) -> list[GameFacts]:
        raise NotImplementedError


class _SpyWordWatcher(_Watcher):
    def facts(self, game: Game, outcome: Outcome) -> list[GameFacts]:
        assert isinstance(game, SpyWord)
        s = game.state
        eliminated = {e["seat"] for e in s.eliminations}
        caught = [0] * len(s.seats)
        for vote in s.history:  # a citizen's vote that put an impostor out
            out = vote.eliminated
            if out is None or s.roles[out] is Role.CITIZEN:
                continue
            for voter, target in vote.votes.items():
                if target == out and s.roles[voter] is Role.CITIZEN:
                    caught[voter] += 1
        result = []
        for seat, role in enumerate(s.roles):
            won = seat in outcome.winners
            adds = {
                "ghost_guessed": int(won and role is Role.GHOST and bool(s.ghost_guess_correct)),
                "spy_unseen": int(won and role is Role.SPY and seat not in eliminated),
                "survived": int(won and seat not in eliminated),
                "spies_caught": caught[seat],
                "quick_win": int(won and s.round <= QUICK_WIN_ROUNDS),
            }
            result.append(GameFacts("spyword", seat, role.value, won, s.left[seat], adds))
        return result


class _TabooWatcher(_Watcher):
    def __init__(self) -> None:
        self.adds: dict[int, dict[str, int]] = {}
        self.best_turn: dict[int, int] = {}

    def _add(self, seat: int, key: str, n: int) -> None:
        counters = self.adds.setdefault(seat, {})
        counters[key] = counters.get(key, 0) + n

    def before(self, game: Game, action: Action) -> None:
        assert isinstance(game, Taboo)
        state = game.state
        if not isinstance(action, Confirm) or state.phase is not TabooPhase.RESULT:
            return
        turn = state.turn  # the turn's results are final once confirmed
        results = [p.result for p in turn.played]
        found, buzzed = results.count(Result.FOUND), results.count(Result.BUZZED)
        giver = turn.clue_giver
        if giver is not None:
            self._add(giver, "cards_found", found)
            self._add(giver, "clean_turns", int(found >= CLEAN_TURN_MIN_FOUND and buzzed == 0))
            self.best_turn[giver] = max(self.best_turn.get(giver, 0), found)
        for name, team in state.teams.items():
            if name != turn.team:
                for seat in team.seats:
                    self._add(seat, "buzzes_caught", buzzed)

    def facts(self, game: Game, outcome: Outcome) -> list[GameFacts]:
        assert isinstance(game, Taboo)
        state = game.state
        scores = {name: team_score(state, name) for name in state.teams}
        result = []
        for name, team in state.teams.items():
            others = [score for other, score in scores.items() if other != name]
            margin = scores[name] - max(others)
            for seat in team.seats:
                won = seat in outcome.winners
                adds = {"cards_found": 0, "clean_turns": 0, "buzzes_caught": 0,
                        **self.adds.get(seat, {}),
                        "big_win": int(won and margin >= BIG_WIN_MARGIN),
                        "photo_finish": int(won and outcome.reason == REASON_PLAY_TIME)}
                bests = {"best_turn": self.best_turn.get(seat, 0)}
                result.append(GameFacts("taboo", seat, None, won, state.left[seat], adds, bests))
        return sorted(result, key=lambda f: f.seat)


class _CodenamesWatcher(_Watcher):
    def facts(self, game: Game, outcome: Outcome) -> list[GameFacts]:
        assert isinstance(game, Codenames)
        state = game.state
        right = [0] * len(game.settings.roles)
        wrong_by_team: dict[str, int] = {}
        for reveal in state.guess_history:
            if reveal.colour is reveal.team:
                right[reveal.seat] += 1
            else:
                wrong_by_team[str(reveal.team)] = wrong_by_team.get(str(reveal.team), 0) + 1
        big_clues = [0] * len(game.settings.roles)
        for clue in state.clue_log:
            on_clue = sum(1 for r in state.guess_history
                          if r.turn == clue.turn and r.team is clue.team and r.colour is r.team)
            big_clues[clue.seat] += int(on_clue >= BIG_CLUE_WORDS)
        result = []
        for seat, role in enumerate(game.settings.roles):
            won = seat in outcome.winners
            team = None if role.team is None else str(role.team)
            adds = {"correct_guesses": right[seat], "clues_4plus": big_clues[seat],
                    "clean_sweep": int(won and team is not None
                                       and wrong_by_team.get(team, 0) == 0)}
            result.append(GameFacts("codenames", seat,
                                    "spymaster" if role.spymaster else "guesser",
                                    won, state.left[seat], adds))
        return result


_OBSERVERS: dict[str, Callable[[], _Watcher]] = {
    "spyword": _SpyWordWatcher,
    "taboo": _TabooWatcher,
    "codenames": _CodenamesWatcher,
}


