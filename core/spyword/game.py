"""Spy Word: the rules as a state machine (shared/rules/spyword.md).

The class only wires the parts together, one job per module:

* `core.spyword.permissions`: who may do what, when (each player action's checks, and
  `legal_actions` from the same checks);
* `core.spyword.phases`: the flow from phase to phase, votes, the ghost's guess and the
  end of the game;
* `core.spyword.presence`: disconnections, reconnections and departures;
* `core.spyword.views`: what each seat may see.

The checks every game makes (game over, who acts, seats, timeouts) are made first by
`core.game.Game.apply`. Every handler validates first and only then changes the state,
so a refused action leaves the game untouched.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Sequence
from typing import Any, ClassVar

from core.actions import Action, Disconnect, Leave, Reconnect, Timeout
from core.common import Outcome
from core.errors import SetupError
from core.game import Event, Game, View, plain_view
from core.spyword import permissions, phases, presence
from core.spyword import settings as cfg
from core.spyword.actions import (
    SPYWORD_ACTIONS,
    ClueGiven,
    GhostGuess,
    GotIt,
    GoToVote,
    SeenRole,
    Vote,
)
from core.spyword.state import Phase, Role, SpyState, WordPair
from core.spyword.views import build_public, build_view
from core.text import content_language


class SpyWord(Game):
    NAME: ClassVar[str] = "spyword"
    RULES_VERSION: ClassVar[str] = "spyword-1"
    ACTIONS: ClassVar[tuple[type[Action], ...]] = SPYWORD_ACTIONS

    def __init__(self, settings: cfg.SpySettings, state: SpyState, rng: random.Random,
                 language: str | None = None) -> None:
        self.settings = settings
        self.mode = settings.mode
        self.state = state
        self.rng = rng
        #: The words' language (from the content): how the ghost's guess is compared.
        self.language = language

    # ------------------------------------------------------------------ setup
    @classmethod
    def setup(cls, settings: dict[str, Any], seats: Sequence[str], rng: random.Random,
              content: Any, now_ms: int) -> SpyWord:
        if not all(isinstance(s, str) and s.strip() for s in seats):
            raise SetupError("spyword.setup.seat_names")
        parsed = cfg.parse_settings(settings, len(seats))
        pair = WordPair.from_content(content)
        language = content_language(content, "spyword.content.malformed")
        n = len(seats)
        # SW-OV-3: which word goes to which side is drawn each game.
        citizen_card, spy_card = (pair.a, pair.b) if rng.random() < 0.5 else (pair.b, pair.a)
        # SW-ROLE-7: roles dealt at random.
        roles = [Role.SPY] * parsed.spies + [Role.GHOST] * parsed.ghost
        roles += [Role.CITIZEN] * (n - len(roles))
        rng.shuffle(roles)
        # SW-RND-3: shuffled speaking order; the ghost never speaks first in round 1.
        order = list(range(n))
        rng.shuffle(order)
        if roles[order[0]] is Role.GHOST:
            j = rng.randrange(1, n)
            order[0], order[j] = order[j], order[0]
        state = SpyState(
            seats=list(seats), roles=roles, citizen_card=citizen_card, spy_card=spy_card,
            category=pair.category, speaking_order=order, round_starter=order[0],
            alive=[True] * n, left=[False] * n, connected=[True] * n, seen_card=[False] * n,
            host=parsed.host,
        )
        return cls(parsed, state, rng, language)

    # ---------------------------------------------------------------- queries
    def next_deadline(self) -> int | None:
        s = self.state
        if s.phase is Phase.OVER:
            return None
        due = [d for d in (s.deadline_ms, s.host_away_deadline_ms) if d is not None]
        return min(due, default=None)

    def outcome(self) -> Outcome | None:
        s = self.state
        if s.phase is not Phase.OVER:
            return None
        return Outcome(s.winner_side, tuple(s.winners), s.end_reason or "")

    def _presence(self) -> tuple[Sequence[bool], Sequence[bool]]:
        return self.state.left, self.state.connected

    def _view(self, seat: int | None) -> View:
        public = self._shared_parts(self.state,
                                    lambda: build_public(self.state, self.settings))
        return plain_view(build_view(self.state, self.settings, seat, public))

    def snapshot(self) -> Any:
        # Pickled bytes compare fast and exactly; they never leave the process.
        return pickle.dumps((self.state, self.rng.getstate()), protocol=5)

    def _legal_actions(self, seat: int) -> list[Action]:
        return permissions.legal_actions(self.state, self.settings, seat)

    # ------------------------------------------------------------------ apply
    def _apply(self, actor: int | None, action: Action, now_ms: int) -> list[Event]:
        s, settings = self.state, self.settings
        match action:
            case Timeout():
                away = s.host_away_deadline_ms
                if away is not None and now_ms >= away and (
                        s.deadline_ms is None or away <= s.deadline_ms):
                    return presence.host_away_too_long(self)  # SW-EDGE-5
                return phases.on_timeout(self, now_ms)
            case Disconnect(seat=seat) | Reconnect(seat=seat):
                return presence.connection(self, seat, isinstance(action, Reconnect), now_ms)
            case Leave(seat=seat):
                return presence.leave(self, seat, now_ms)
        assert actor is not None  # `check_common`: player actions come from a seat
        match action:
            case GotIt():
                permissions.check_got_it(s, actor)
                s.seen_card[actor] = True
                return [{"type": "card_seen", "seat": actor}] + phases.maybe_end_reveal(
                    self, now_ms)
            case ClueGiven():
                permissions.check_clue_given(s, settings, actor)
                return [{"type": "clue_given", "seat": s.current_speaker}] + (
                    phases.next_speaker(self, now_ms))
            case GoToVote():
                permissions.check_go_to_vote(s, settings, actor)
                return [{"type": "discussion_ended", "by": actor}] + phases.start_vote(
                    self, now_ms)
            case Vote(target=target):
                permissions.check_vote(s, settings, actor, target)
                assert s.ballot is not None
                s.ballot.votes[actor] = target
                return [{"type": "voted", "seat": actor, "target": target}] + (
                    phases.maybe_close_vote(self, now_ms))
            case GhostGuess(text=text):
                permissions.check_ghost_guess(s, actor, text)
                return phases.resolve_guess(self, text, now_ms)
            case SeenRole():
                permissions.check_seen_role(s, actor)
                return [{"type": "private_screen_closed", "seat": actor}] + (
                    phases.after_elimination(self, now_ms))
        raise AssertionError(f"unhandled {action!r}")  # `check_common` knows the kinds
