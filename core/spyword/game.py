"""Spy Word: the rules as a state machine (shared/rules/spyword.md).

Who may act:
* One device (PX-MODE-1): the device goes round. "Got it" is tapped by the seat
  whose card is shown; clue hand-over and "Go to vote" by any seat (SW-RND-5);
  votes one at a time, by the voter whose turn it is (SW-VOTE-2).
* Several devices: each seat acts for itself; clue hand-over by the speaker;
  "Go to vote" by the host only; votes all at once, timed (SW-EDGE-1).

Every handler validates first and only then changes the state, so a refused
action leaves the game untouched.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Sequence
from typing import Any, ClassVar

from core.actions import Action, Disconnect, Leave, Reconnect, Timeout
from core.common import Outcome
from core.errors import InvalidAction, NotAllowed, SetupError, TooEarly, WrongPhase
from core.game import Event, Game, View
from core.spyword import settings as cfg
from core.spyword.actions import (
    MAX_GUESS_LEN,
    PASS,
    SPYWORD_ACTIONS,
    ClueGiven,
    GhostGuess,
    GotIt,
    GoToVote,
    SeenRole,
    Vote,
)
from core.spyword.guess import ghost_guess_is_correct
from core.spyword.state import Ballot, Phase, Role, SpyState, VoteResult, WordPair
from core.spyword.tally import tally
from core.spyword.views import build_public, build_view

CITIZENS = "citizens"
SPIES = "spies"  # spies and ghost together (SW-WIN-4)
GHOST = "ghost"  # the ghost alone (SW-WIN-2)


class SpyWord(Game):
    NAME: ClassVar[str] = "spyword"
    RULES_VERSION: ClassVar[str] = "spyword-1"
    ACTIONS: ClassVar[tuple[type[Action], ...]] = SPYWORD_ACTIONS

    def __init__(self, settings: cfg.SpySettings, state: SpyState, rng: random.Random) -> None:
        self.settings = settings
        self.mode = settings.mode
        self.state = state
        self.rng = rng
        self._public: dict[str, Any] | None = None  # public view part, reset on every apply

    # ------------------------------------------------------------------ setup
    @classmethod
    def setup(cls, settings: dict[str, Any], seats: Sequence[str], rng: random.Random,
              content: Any, now_ms: int) -> SpyWord:
        if not all(isinstance(s, str) and s.strip() for s in seats):
            raise SetupError("spyword.setup.seat_names")
        parsed = cfg.parse_settings(settings, len(seats))
        pair = WordPair.from_content(content)
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
        return cls(parsed, state, rng)

    # ---------------------------------------------------------------- queries
    def next_deadline(self) -> int | None:
        return None if self.state.phase is Phase.OVER else self.state.deadline_ms

    def outcome(self) -> Outcome | None:
        s = self.state
        if s.phase is not Phase.OVER:
            return None
        return Outcome(s.winner_side, tuple(s.winners), s.end_reason or "")

    def view(self, seat: int | None) -> View:
        if seat is not None and not 0 <= seat < len(self.state.seats):
            raise InvalidAction("spyword.seat.unknown", seat=seat)
        if self._public is None:
            self._public = build_public(self.state, self.settings)
        view = build_view(self.state, self.settings, seat, self._public)
        # What this seat may do now, so a screen or a bot needs no rules of its own.
        view["actions"] = [a.to_dict() for a in self.legal_actions(seat)]
        return view

    def snapshot(self) -> Any:
        # Pickled bytes compare fast and exactly; they never leave the process.
        return pickle.dumps((self.state, self.rng.getstate()), protocol=5)

    def legal_actions(self, seat: int | None) -> list[Action]:
        s = self.state
        if seat is None or s.phase is Phase.OVER:
            return []
        if s.phase is Phase.REVEAL:
            return [GotIt()] if self._may_see_card(seat) else []
        if s.phase in (Phase.CLUES, Phase.DUEL_CLUES):
            return [ClueGiven()] if self._may_hand_over(seat) else []
        if s.phase is Phase.DISCUSSION:
            return [GoToVote()] if self._may_end_discussion(seat) else []
        if s.phase in (Phase.VOTE, Phase.DUEL_VOTE):
            if seat not in self._voters_now():
                return []
            ballot = s.ballot
            assert ballot is not None
            targets = [c for c in ballot.candidates if c != seat]
            return [Vote(t) for t in targets] + ([Vote(PASS)] if ballot.pass_allowed else [])
        if s.phase is Phase.PRIVATE and seat == s.private_seat:
            return [GhostGuess("")] if s.roles[seat] is Role.GHOST else [SeenRole()]
        return []

    # ------------------------------------------------------------------ apply
    def apply(self, actor: int | None, action: Action, now_ms: int) -> list[Event]:
        self._public = None
        s = self.state
        if actor is not None and not 0 <= actor < len(s.seats):
            raise NotAllowed("spyword.seat.unknown", seat=actor)
        if s.phase is Phase.OVER:
            raise WrongPhase("game.over")
        session_action = isinstance(action, Timeout | Disconnect | Reconnect | Leave)
        if session_action != (actor is None):
            raise NotAllowed("action.wrong_actor", type=action.KIND)
        match action:
            case Timeout():
                return self._timeout(now_ms)
            case Disconnect(seat=seat) | Reconnect(seat=seat):
                return self._connection(seat, isinstance(action, Reconnect), now_ms)
            case Leave(seat=seat):
                return self._leave(seat, now_ms)
            case GotIt():
                return self._got_it(actor, now_ms)
            case ClueGiven():
                return self._clue_given(actor, now_ms)
            case GoToVote():
                return self._go_to_vote(actor, now_ms)
            case Vote(target=target):
                return self._vote(actor, target, now_ms)
            case GhostGuess(text=text):
                return self._ghost_guess(actor, text, now_ms)
            case SeenRole():
                return self._seen_role(actor, now_ms)
        raise InvalidAction("action.unknown_type", type=action.KIND)

    # ------------------------------------------------------- player actions
    def _may_see_card(self, seat: int) -> bool:
        s = self.state
        return not s.seen_card[seat] and not s.left[seat]

    def _got_it(self, seat: int, now: int) -> list[Event]:
        s = self.state
        self._require_phase(Phase.REVEAL)
        if s.seen_card[seat]:
            raise InvalidAction("spyword.card.already_seen")
        if s.left[seat]:
            raise NotAllowed("spyword.seat.left")
        s.seen_card[seat] = True
        events: list[Event] = [{"type": "card_seen", "seat": seat}]
        return events + self._maybe_end_reveal(now)

    def _may_hand_over(self, seat: int) -> bool:
        """SW-RND-4: the speaker on several devices; one device: anyone still playing."""
        s = self.state
        return seat == s.current_speaker if self.settings.several_devices else s.alive[seat]

    def _may_end_discussion(self, seat: int) -> bool:
        """SW-RND-5: only the host on several devices; one device: anyone still playing."""
        if self.settings.several_devices:
            return seat == self.state.host
        return self.state.alive[seat]

    def _clue_given(self, seat: int, now: int) -> list[Event]:
        s = self.state
        if s.phase not in (Phase.CLUES, Phase.DUEL_CLUES):
            raise WrongPhase("spyword.phase.not_clues")
        if not self._may_hand_over(seat):
            raise NotAllowed("spyword.clue.not_your_turn")
        events: list[Event] = [{"type": "clue_given", "seat": s.current_speaker}]
        return events + self._next_speaker(now)

    def _go_to_vote(self, seat: int, now: int) -> list[Event]:
        self._require_phase(Phase.DISCUSSION)
        if not self._may_end_discussion(seat):
            raise NotAllowed("spyword.discussion.host_only" if self.settings.several_devices
                             else "spyword.discussion.spectator")
        return [{"type": "discussion_ended", "by": seat}] + self._start_vote(now)

    def _vote(self, seat: int, target: int, now: int) -> list[Event]:
        s = self.state
        if s.phase not in (Phase.VOTE, Phase.DUEL_VOTE):
            raise WrongPhase("spyword.phase.not_vote")
        ballot = s.ballot
        assert ballot is not None
        if seat not in ballot.voters:
            raise NotAllowed("spyword.vote.not_a_voter")
        if seat in ballot.votes:
            raise NotAllowed("spyword.vote.already_voted")  # SW-VOTE-2: cannot be changed
        if seat not in self._voters_now():
            raise NotAllowed("spyword.vote.not_your_turn")
        if target == PASS:
            if not ballot.pass_allowed:
                raise InvalidAction("spyword.vote.pass_not_allowed")  # SW-VOTE-6
        elif target == seat:
            raise InvalidAction("spyword.vote.self")  # SW-VOTE-1
        elif target not in ballot.candidates:
            raise InvalidAction("spyword.vote.bad_target", target=target)
        ballot.votes[seat] = target
        events: list[Event] = [{"type": "voted", "seat": seat, "target": target}]
        return events + self._maybe_close_vote(now)

    def _ghost_guess(self, seat: int, text: str, now: int) -> list[Event]:
        s = self.state
        self._require_phase(Phase.PRIVATE)
        if seat != s.private_seat or s.roles[seat] is not Role.GHOST:
            raise NotAllowed("spyword.guess.not_the_ghost")
        if not text.strip() or len(text) > MAX_GUESS_LEN:
            raise InvalidAction("spyword.guess.empty_or_long")
        return self._resolve_guess(text, now)

    def _seen_role(self, seat: int, now: int) -> list[Event]:
        s = self.state
        self._require_phase(Phase.PRIVATE)
        if seat != s.private_seat or s.roles[seat] is Role.GHOST:
            raise NotAllowed("spyword.private.not_yours")
        return [{"type": "private_screen_closed", "seat": seat}] + self._after_elimination(now)

    # ------------------------------------------------------ session actions
    def _timeout(self, now: int) -> list[Event]:
        s = self.state
        if s.deadline_ms is None:
            raise WrongPhase("timeout.no_deadline")
        if now < s.deadline_ms:
            raise TooEarly("timeout.too_early", deadline=s.deadline_ms)
        if s.phase in (Phase.CLUES, Phase.DUEL_CLUES):  # SW-RND-4: the turn passes
            return [{"type": "speaker_timed_out", "seat": s.current_speaker}] + (
                self._next_speaker(now))
        if s.phase is Phase.DISCUSSION:  # SW-RND-5: the vote starts by itself
            return [{"type": "discussion_timed_out"}] + self._start_vote(now)
        if s.phase in (Phase.VOTE, Phase.DUEL_VOTE):  # SW-EDGE-1
            return [{"type": "vote_timed_out"}] + self._close_vote(now)
        if s.phase is Phase.PRIVATE:  # SW-EDGE-7: time out = wrong guess
            seat = s.private_seat
            if s.roles[seat] is Role.GHOST:
                return self._resolve_guess(None, now)
            return [{"type": "private_screen_closed", "seat": seat}] + (
                self._after_elimination(now))
        raise WrongPhase("timeout.no_deadline")  # pragma: no cover - deadlines only in above

    def _connection(self, seat: int, connected: bool, now: int) -> list[Event]:
        s = self.state
        if not self.settings.several_devices:
            raise WrongPhase("spyword.connection.one_device")
        self._require_seat(seat)
        if s.left[seat]:
            raise InvalidAction("spyword.seat.left")
        if s.connected[seat] == connected:
            raise InvalidAction("spyword.connection.unchanged")
        s.connected[seat] = connected
        events: list[Event] = [{"type": "reconnected" if connected else "disconnected",
                                "seat": seat}]
        # SW-EDGE-6: timers do not wait; but nobody waits for a card or vote they can't give.
        if not connected and s.phase is Phase.REVEAL:
            events += self._maybe_end_reveal(now)
        elif not connected and s.phase in (Phase.VOTE, Phase.DUEL_VOTE):
            events += self._maybe_close_vote(now)
        return events

    def _leave(self, seat: int, now: int) -> list[Event]:
        """SW-EDGE-3/4: leaving counts as elimination; a ghost who leaves gets no guess."""
        s = self.state
        self._require_seat(seat)
        if s.left[seat]:
            raise InvalidAction("spyword.seat.left")
        was_in_game = s.alive[seat]
        s.left[seat] = True
        s.connected[seat] = False
        events: list[Event] = [{"type": "left", "seat": seat}]
        if seat == s.host:  # SW-EDGE-5 (first part): the host role passes at once
            s.host = s.next_present_seat(seat)
        if was_in_game:
            self._eliminate(seat, "left")
            events.append({"type": "eliminated", "seat": seat, "how": "left"})
        if self._check_winner():  # a departure that decides a winner wins first
            return events + self._end_events()
        if sum(not gone for gone in s.left) < cfg.MIN_PLAYERS:  # SW-EDGE-4
            self._finish(None, [], "spyword.end.too_few_players")
            return events + self._end_events()
        return events + self._repair_after_leave(seat, was_in_game, now)

    def _repair_after_leave(self, seat: int, was_in_game: bool, now: int) -> list[Event]:
        s = self.state
        if s.phase is Phase.REVEAL:
            return self._maybe_end_reveal(now)
        if s.phase is Phase.PRIVATE and s.private_seat == seat:
            return self._after_elimination(now)
        if not was_in_game:
            return []
        if s.phase is Phase.DUEL_CLUES and seat in s.tied:
            return self._duel_candidate_left(seat, now)
        if s.phase in (Phase.CLUES, Phase.DUEL_CLUES):
            # SW-CL-2: a player who left is skipped at once (later speakers are skipped
            # by `_next_speaker`, which passes over players no longer in the game).
            return self._next_speaker(now) if s.current_speaker == seat else []
        if s.phase in (Phase.VOTE, Phase.DUEL_VOTE):
            ballot = s.ballot
            assert ballot is not None
            if s.phase is Phase.DUEL_VOTE and seat in ballot.candidates:
                return self._duel_candidate_left(seat, now)
            # Votes by or for the departed player no longer count.
            ballot.votes.pop(seat, None)
            ballot.votes = {v: t for v, t in ballot.votes.items() if t != seat}
            if seat in ballot.voters:
                ballot.voters.remove(seat)
            if seat in ballot.candidates:
                ballot.candidates.remove(seat)
            return self._maybe_close_vote(now)
        return []

    def _duel_candidate_left(self, seat: int, now: int) -> list[Event]:
        """A tied player left: that departure is this vote's elimination (decided here)."""
        s = self.state
        s.history.append(VoteResult(s.round, "duel", {}, list(s.tied), seat, False,
                                    list(s.tied), False))
        s.ballot = None
        s.tied = []
        return self._next_round(now)

    # -------------------------------------------------------------- phases
    def _maybe_end_reveal(self, now: int) -> list[Event]:
        s = self.state
        several = self.settings.several_devices
        waiting = [seat for seat in range(len(s.seats))
                   if not s.seen_card[seat] and not s.left[seat]
                   and (s.connected[seat] or not several)]
        if waiting:
            return []
        return self._start_clues(now, s.ordered_alive(s.round_starter), Phase.CLUES)

    def _start_clues(self, now: int, speakers: list[int], phase: Phase) -> list[Event]:
        s = self.state
        s.phase = phase
        s.speakers = speakers
        s.speaker_pos = 0
        s.deadline_ms = self._speak_deadline(now)
        return [{"type": "clues_started", "phase": phase.value, "round": s.round,
                 "speakers": list(speakers)}]

    def _speak_deadline(self, now: int) -> int | None:
        return now + cfg.SPEAK_MS if self.settings.several_devices else None

    def _next_speaker(self, now: int) -> list[Event]:
        s = self.state
        s.speaker_pos += 1
        while s.speaker_pos < len(s.speakers) and not s.alive[s.speakers[s.speaker_pos]]:
            s.speaker_pos += 1
        if s.speaker_pos < len(s.speakers):
            s.deadline_ms = self._speak_deadline(now)
            return []
        if s.phase is Phase.DUEL_CLUES:
            return self._start_ballot(now, "duel", s.tied)
        s.phase = Phase.DISCUSSION
        seconds = self.settings.discussion_s
        s.deadline_ms = None if seconds is None else now + seconds * 1000
        return [{"type": "discussion_started"}]

    def _start_vote(self, now: int) -> list[Event]:
        return self._start_ballot(now, "vote", self.state.ordered_alive(self.state.round_starter))

    def _start_ballot(self, now: int, kind: str, candidates: list[int]) -> list[Event]:
        s = self.state
        voters = s.ordered_alive(s.round_starter)
        if kind == "duel":  # SW-VOTE-7: only the others vote, among the tied
            voters = [v for v in voters if v not in candidates]
        pass_allowed = kind == "vote" and self.settings.allow_pass and not s.last_vote_passed
        s.ballot = Ballot(kind, voters, list(candidates), pass_allowed)
        s.phase = Phase.VOTE if kind == "vote" else Phase.DUEL_VOTE
        s.deadline_ms = now + cfg.VOTE_MS if self.settings.several_devices else None
        events: list[Event] = [{"type": "vote_started", "kind": kind,
                                "candidates": list(candidates)}]
        if not voters:  # SW-VOTE-8: nobody outside the tie is left to vote
            return events + self._close_vote(now)
        return events

    def _voters_now(self) -> list[int]:
        """Who may vote at this moment: everyone at once, or the next one on one device."""
        ballot = self.state.ballot
        if ballot is None:
            return []
        pending = [v for v in ballot.voters if v not in ballot.votes]
        if self.settings.several_devices:
            return [v for v in pending if self.state.connected[v]]
        return pending[:1]  # SW-VOTE-2: one at a time, nobody skips

    def _maybe_close_vote(self, now: int) -> list[Event]:
        """Close once every voter has voted, or every *connected* one has (SW-EDGE-6: the
        disconnected are not waited for). With nobody connected, the timer decides."""
        s = self.state
        ballot = s.ballot
        assert ballot is not None
        if self._voters_now():
            return []
        everyone_voted = all(v in ballot.votes for v in ballot.voters)
        anyone_connected = any(s.connected[v] for v in ballot.voters)
        if everyone_voted or anyone_connected:
            return self._close_vote(now)
        return []

    def _close_vote(self, now: int) -> list[Event]:
        s = self.state
        ballot = s.ballot
        assert ballot is not None
        result = tally(ballot, tie_rule=self.settings.tie_rule)
        events: list[Event] = [{"type": "vote_closed", "kind": ballot.kind,
                                "votes": dict(ballot.votes)}]
        eliminated = result.eliminated
        drawn = False
        if result.draw_among:
            eliminated = self.rng.choice(result.draw_among)  # SW-VOTE-8/9, SW-EDGE-2
            drawn = True
        s.history.append(VoteResult(s.round, ballot.kind, dict(ballot.votes),
                                    list(ballot.candidates), eliminated, result.passed,
                                    list(result.tied), drawn))
        s.ballot = None
        s.deadline_ms = None
        if result.duel:  # SW-VOTE-7
            s.tied = list(result.tied)
            events.append({"type": "duel", "tied": list(result.tied)})
            duel_voters = [v for v in s.alive_seats() if v not in s.tied]
            if not duel_voters:  # SW-VOTE-8: straight to the draw, no clues needed
                return events + self._start_ballot(now, "duel", s.tied)
            speakers = [p for p in s.ordered_alive(s.round_starter) if p in s.tied]
            return events + self._start_clues(now, speakers, Phase.DUEL_CLUES)
        s.tied = []
        if result.passed:  # SW-VOTE-4: nobody out, new round with the same words
            s.last_vote_passed = True
            events.append({"type": "vote_passed"})
            return events + self._next_round(now)
        s.last_vote_passed = False
        assert eliminated is not None
        self._eliminate(eliminated, "draw" if drawn else "vote")
        events.append({"type": "eliminated", "seat": eliminated,
                       "how": "draw" if drawn else "vote"})
        return events + self._enter_private_or_continue(eliminated, now)

    def _eliminate(self, seat: int, how: str) -> None:
        s = self.state
        s.alive[seat] = False
        s.eliminations.append({"seat": seat, "round": s.round, "how": how})

    def _enter_private_or_continue(self, seat: int, now: int) -> list[Event]:
        """SW-GHOST-1/5: the ghost guesses; with hidden roles everyone gets a private screen."""
        s = self.state
        is_ghost = s.roles[seat] is Role.GHOST
        hidden = not self.settings.reveal_eliminated_roles
        if not (is_ghost or hidden):
            return self._after_elimination(now)
        s.phase = Phase.PRIVATE
        s.private_seat = seat
        s.deadline_ms = None
        if self.settings.several_devices:  # SW-EDGE-7
            s.deadline_ms = now + (cfg.GHOST_GUESS_HIDDEN_MS if hidden
                                   else cfg.GHOST_GUESS_REVEALED_MS)
        return [{"type": "private_screen", "seat": seat}]

    def _resolve_guess(self, text: str | None, now: int) -> list[Event]:
        s = self.state
        s.ghost_guess = text
        correct = text is not None and ghost_guess_is_correct(
            text, s.citizen_card.word, s.spy_card.word)
        s.ghost_guess_correct = correct
        events: list[Event] = [{"type": "ghost_guessed", "seat": s.private_seat, "text": text,
                                "correct": correct}]
        if correct:  # SW-GHOST-3, SW-WIN-2: the ghost wins alone, at once
            self._finish(GHOST, [s.private_seat], "spyword.end.ghost_guessed")
            return events + self._end_events()
        return events + self._after_elimination(now)

    def _after_elimination(self, now: int) -> list[Event]:
        s = self.state
        s.private_seat = None
        if self._check_winner():  # SW-WIN-1
            return self._end_events()
        return self._next_round(now)

    def _next_round(self, now: int) -> list[Event]:
        """SW-WIN-5, SW-RND-3: next round, started by the next player still in the game."""
        s = self.state
        order = s.speaking_order
        i = order.index(s.round_starter)
        for step in range(1, len(order) + 1):
            candidate = order[(i + step) % len(order)]
            if s.alive[candidate]:
                s.round_starter = candidate
                break
        s.round += 1
        return [{"type": "round_started", "round": s.round}] + self._start_clues(
            now, s.ordered_alive(s.round_starter), Phase.CLUES)

    def _check_winner(self) -> bool:
        """SW-WIN-3/4. Returns True when the game is over."""
        s = self.state
        alive_citizens = sum(1 for x in s.alive_seats() if s.roles[x] is Role.CITIZEN)
        alive_others = sum(1 for x in s.alive_seats() if s.roles[x] is not Role.CITIZEN)
        everyone = range(len(s.seats))
        if alive_others == 0:
            self._finish(CITIZENS, [x for x in everyone if s.roles[x] is Role.CITIZEN],
                         "spyword.end.all_impostors_out")
        elif alive_citizens <= 1:
            self._finish(SPIES, [x for x in everyone if s.roles[x] is not Role.CITIZEN],
                         "spyword.end.one_citizen_left")
        return s.phase is Phase.OVER

    def _finish(self, side: str | None, winners: list[int], reason: str) -> None:
        s = self.state
        s.phase = Phase.OVER
        s.winner_side = side
        s.winners = winners
        s.end_reason = reason
        s.deadline_ms = None
        s.ballot = None
        s.private_seat = None

    def _end_events(self) -> list[Event]:
        s = self.state
        return [{"type": "game_over", "side": s.winner_side, "winners": list(s.winners),
                 "reason": s.end_reason}]

    # -------------------------------------------------------------- helpers
    def _require_phase(self, phase: Phase) -> None:
        if self.state.phase is not phase:
            raise WrongPhase(f"spyword.phase.not_{phase.value}")

    def _require_seat(self, seat: int) -> None:
        if not 0 <= seat < len(self.state.seats):
            raise InvalidAction("spyword.seat.unknown", seat=seat)

