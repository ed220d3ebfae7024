"""Codenames (rules: shared/rules/codenames.md) for every variant (CN-2P-*, CN-3P-*).

A team turn: the active spymaster gives a clue (CN-CLUE-*), then its guessers guess until
a wrong guess, the last allowed guess, a voluntary end of turn or the timer ends it
(CN-GUESS-*, CN-CL-3, CN-CL-6). In the cooperative variants the spymaster then covers an
opponent word (CN-2P-2) and the same team plays again; otherwise the other team plays.

Decided here where the rules are silent:

* Cooperative variants (two_player, three_coop): the players' team plays first and every
  turn, so it is the starting team with 9 words; the opponent has 8 and no players. A
  loss (assassin, all opponent words revealed) has no winning side.
* Competitive three players: the usual end conditions (CN-END-1, CN-CL-1) decide which
  spymaster wins; the guesser is among the winners either way (CN-3P-3).
* The turn timer (CN-CL-6) runs from the start of a team turn, clue included, and ends
  the turn even before the first guess; the cooperative cover step is untimed.
* A clue's number runs from 0 to 9 (the most words a team can have).

Session events (actor ``None``):

* Disconnect / Reconnect (several devices only; refused on one device, where nobody can
  disconnect): the seat stays in the game with its role, its team simply waits for it
  (or for the turn timer). Views show who is connected.
* Leave: the seat is out for good. If that leaves a playing team without its spymaster or
  without any guesser, nobody can go on: the game ends with no winner
  (``codenames.end.spymaster_left`` / ``codenames.end.guessers_left``). Seats that left
  are not listed among the winners.
* Every action, session events included, is refused once the game is over (that check,
  and the others every game makes, are `core.game.Game.check_common`'s).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import fields
from typing import Any, ClassVar

from core.actions import Action, Disconnect, Leave, Reconnect, Timeout
from core.codenames.actions import Cover, EndTurn, GiveClue, Guess
from core.codenames.clue import check_clue_number, check_clue_word
from core.codenames.colours import TEAMS, Colour, other_team
from core.codenames.key import draw_key
from core.codenames.limits import (
    EXTRA_GUESSES,
    MAX_CLUE_NUMBER,
    MIN_CLUE_NUMBER,
    MIN_GUESSES_BEFORE_END,
    UNLIMITED_CLUE_NUMBER,
)
from core.codenames.permissions import (
    check_active_guesser,
    check_active_spymaster,
    check_phase,
    may_cover,
    may_give_clue,
    may_guess,
)
from core.codenames.settings import Settings, parse_settings
from core.codenames.state import Clue, EndReason, Phase, Reveal, State, TurnEnd
from core.codenames.views import build_view, shared_parts
from core.codenames.words import parse_grid_words
from core.common import Outcome, SeatId, deadline_after
from core.errors import InvalidAction, WrongPhase
from core.game import Event, Game, View, plain_view
from core.text import content_language


class Codenames(Game):
    NAME: ClassVar[str] = "codenames"
    RULES_VERSION: ClassVar[str] = "1"
    ACTIONS: ClassVar[tuple[type[Action], ...]] = (GiveClue, Guess, EndTurn, Cover)

    def __init__(self, settings: Settings, seat_names: tuple[str, ...], state: State,
                 rng: random.Random, language: str | None = None) -> None:
        self.settings = settings
        self.mode = settings.mode
        self.seat_names = seat_names
        self.state = state
        self.rng = rng
        #: The words' language (from the content): how clues are compared (`core.text`).
        self.language = language

    # -- setup ---------------------------------------------------------------------------

    @classmethod
    def setup(cls, settings: dict[str, Any], seats: Sequence[str], rng: random.Random,
              content: Any, now_ms: int) -> Codenames:
        parsed = parse_settings(settings, seats)
        words = parse_grid_words(content)
        language = content_language(content, "codenames.content.not_a_map")
        # CN-SET-4: the starting team is drawn with the key. Cooperative variants: the
        # players' team always starts (it plays every turn), so it has the 9 words.
        player_team = parsed.player_team()
        starting = player_team if player_team is not None else rng.choice(TEAMS)
        state = State(
            words=words,
            key=draw_key(rng, starting),
            starting_team=starting,
            active_team=starting,
            deadline_ms=deadline_after(now_ms, parsed.turn_timer_ms),
            revealed=[False] * len(words),
            connected=[True] * len(seats),
            left=[False] * len(seats),
        )
        return cls(parsed, tuple(seats), state, rng, language)

    # -- queries -------------------------------------------------------------------------

    def _legal_actions(self, seat: SeatId) -> list[Action]:
        state, settings = self.state, self.settings
        if may_give_clue(settings, state, seat):
            # Free text: listed once per number with an empty word (core.game contract).
            return [GiveClue(word="", number=n) for n in range(MIN_CLUE_NUMBER,
                                                               MAX_CLUE_NUMBER + 1)]
        if may_cover(settings, state, seat):
            return [Cover(card=c) for c in state.unrevealed(other_team(state.active_team))]
        if may_guess(settings, state, seat):
            actions: list[Action] = [Guess(card=c) for c, shown in enumerate(state.revealed)
                                     if not shown]
            if state.guesses_made >= MIN_GUESSES_BEFORE_END:
                actions.append(EndTurn())
            return actions
        return []

    def _view(self, seat: SeatId | None) -> View:
        shared = self._shared_parts(
            self.state, lambda: shared_parts(self.settings, self.seat_names, self.state))
        return plain_view(build_view(self.settings, self.seat_names, self.state, seat, shared))

    def _presence(self) -> tuple[Sequence[bool], Sequence[bool]]:
        return self.state.left, self.state.connected

    def next_deadline(self) -> int | None:
        return None if self.state.phase is Phase.OVER else self.state.deadline_ms

    def outcome(self) -> Outcome | None:
        return self.state.outcome

    def snapshot(self) -> Any:
        # History entries and the outcome are frozen: copying the lists into tuples is
        # enough to freeze the whole state (and much faster than a deep copy).
        state = tuple(tuple(value) if isinstance(value, list) else value
                      for value in (getattr(self.state, f.name) for f in fields(State)))
        return (self.settings, self.seat_names, state, self.rng.getstate())

    # -- actions -------------------------------------------------------------------------

    def _apply(self, actor: SeatId | None, action: Action, now_ms: int) -> list[Event]:
        if isinstance(action, Timeout):
            return self._end_team_turn(TurnEnd.TIMER, now_ms)  # CN-CL-6
        if isinstance(action, Leave):
            return self._leave(action.seat)
        if isinstance(action, Disconnect | Reconnect):
            connect = isinstance(action, Reconnect)
            self.state.connected[action.seat] = connect
            return [{"type": "connection", "seat": action.seat, "connected": connect}]
        assert actor is not None  # `check_common`: player actions come from a seat
        seat = actor
        if isinstance(action, GiveClue):
            return self._give_clue(seat, action)
        if isinstance(action, Guess):
            return self._guess(seat, action, now_ms)
        if isinstance(action, EndTurn):
            return self._end_turn(seat, now_ms)
        assert isinstance(action, Cover)  # `check_common` knows the kinds
        return self._cover(seat, action, now_ms)

    def _give_clue(self, seat: SeatId, action: GiveClue) -> list[Event]:
        state = self.state
        check_phase(state, Phase.CLUE)
        check_active_spymaster(self.settings, state, seat)
        check_clue_number(action.number)
        word = check_clue_word(action.word, state.words, state.revealed, self.language)
        clue = Clue(turn=state.turn, team=state.active_team, seat=seat, word=word,
                    number=action.number)
        state.clue = clue
        state.clue_log.append(clue)
        state.phase = Phase.GUESS
        state.guesses_made = 0
        # CN-CLUE-3: 0 = unlimited while right; CN-GUESS-5 / CN-CL-3: else N + 1.
        unlimited = action.number == UNLIMITED_CLUE_NUMBER
        state.guesses_left = None if unlimited else action.number + EXTRA_GUESSES
        return [{"type": "clue", **clue.to_view()}]

    def _guess(self, seat: SeatId, action: Guess, now_ms: int) -> list[Event]:
        state = self.state
        check_phase(state, Phase.GUESS)
        check_active_guesser(self.settings, state, seat)
        card = self._unrevealed_card(action.card)
        team, colour = state.active_team, state.key[card]
        reveal = Reveal(turn=state.turn, team=team, seat=seat, card=card, colour=colour)
        state.revealed[card] = True
        state.guess_history.append(reveal)
        state.guesses_made += 1
        events: list[Event] = [{"type": "reveal", **reveal.to_view(state.words)}]
        if colour is Colour.ASSASSIN:
            return events + self._assassin(team)  # CN-GUESS-3
        if colour in TEAMS and not state.unrevealed(colour):
            return events + self._all_words_revealed(colour)  # CN-END-1, CN-CL-1
        if colour is not team:
            return events + self._end_team_turn(TurnEnd.WRONG_GUESS, now_ms)  # CN-GUESS-2
        # CN-GUESS-1: a right guess keeps the turn going, within the clue's allowance.
        if state.guesses_left is not None:
            state.guesses_left -= 1
            if state.guesses_left == 0:
                return events + self._end_team_turn(TurnEnd.OUT_OF_GUESSES, now_ms)
        return events

    def _end_turn(self, seat: SeatId, now_ms: int) -> list[Event]:
        state = self.state
        check_phase(state, Phase.GUESS)
        check_active_guesser(self.settings, state, seat)
        if state.guesses_made < MIN_GUESSES_BEFORE_END:  # CN-GUESS-4
            raise WrongPhase("codenames.end_turn.guess_first")
        return self._end_team_turn(TurnEnd.ENDED, now_ms)

    def _cover(self, seat: SeatId, action: Cover, now_ms: int) -> list[Event]:
        state = self.state
        check_phase(state, Phase.COVER)
        check_active_spymaster(self.settings, state, seat)
        card = self._unrevealed_card(action.card)
        opponent = other_team(state.active_team)
        if state.key[card] is not opponent:
            raise InvalidAction("codenames.cover.not_opponent_word", card=card)
        cover = Reveal(turn=state.turn, team=state.active_team, seat=seat, card=card,
                       colour=opponent)
        state.revealed[card] = True
        state.cover_history.append(cover)
        events: list[Event] = [{"type": "cover", **cover.to_view(state.words)}]
        if not state.unrevealed(opponent):  # CN-CL-4
            return events + self._finish(None, EndReason.OPPONENT_WORDS_COVERED)
        return events + self._start_turn(state.active_team, now_ms)

    def _leave(self, seat: SeatId) -> list[Event]:
        state, settings = self.state, self.settings
        state.left[seat] = True
        state.connected[seat] = False
        events: list[Event] = [{"type": "left", "seat": seat}]
        for team in self._playing_teams():
            if state.left[settings.spymaster_of(team)]:
                return events + self._finish(None, EndReason.SPYMASTER_LEFT)
            if all(state.left[s] for s in settings.guessers_of(team)):
                return events + self._finish(None, EndReason.GUESSERS_LEFT)
        return events

    # -- transitions ---------------------------------------------------------------------

    def _unrevealed_card(self, card: int) -> int:
        if type(card) is not int or not 0 <= card < len(self.state.words):
            raise InvalidAction("codenames.card.unknown", card=card)
        if self.state.revealed[card]:
            raise InvalidAction("codenames.card.revealed", card=card)
        return card

    def _end_team_turn(self, why: TurnEnd, now_ms: int) -> list[Event]:
        state = self.state
        events: list[Event] = [{"type": "turn_end", "team": str(state.active_team),
                                "turn": state.turn, "reason": str(why)}]
        state.clue = None
        state.guesses_made = 0
        state.guesses_left = None
        if self.settings.cooperative:
            # CN-2P-2: before the team plays again, its spymaster covers an opponent word.
            state.phase = Phase.COVER
            state.deadline_ms = None
            return events
        return events + self._start_turn(other_team(state.active_team), now_ms)

    def _start_turn(self, team: Colour, now_ms: int) -> list[Event]:
        state = self.state
        state.turn += 1
        state.active_team = team
        state.phase = Phase.CLUE
        state.deadline_ms = deadline_after(now_ms, self.settings.turn_timer_ms)  # CN-CL-6
        return [{"type": "turn_start", "team": str(team), "turn": state.turn,
                 "deadline_ms": state.deadline_ms}]

    def _assassin(self, team: Colour) -> list[Event]:
        """CN-GUESS-3, CN-CL-5: the team (or competing spymaster) whose turn it was loses;
        CN-CL-4: in the cooperative variants that is a loss for everyone."""
        winner = None if self.settings.cooperative else other_team(team)
        return self._finish(winner, EndReason.ASSASSIN)

    def _all_words_revealed(self, team: Colour) -> list[Event]:
        """CN-END-1, CN-CL-1: that team wins, whoever revealed its last word. CN-CL-4: in
        the cooperative variants, the opponent's words all revealed is a loss."""
        if self.settings.cooperative and team is not self.settings.player_team():
            return self._finish(None, EndReason.OPPONENT_WORDS_COVERED)
        return self._finish(team, EndReason.ALL_WORDS)

    def _finish(self, winner: Colour | None, reason: EndReason) -> list[Event]:
        state = self.state
        state.outcome = Outcome(
            side=None if winner is None else str(winner),
            winners=() if winner is None else self._winning_seats(winner),
            reason=str(reason),
        )
        state.phase = Phase.OVER
        state.deadline_ms = None
        state.clue = None
        state.guesses_left = None
        return [{"type": "game_over", **state.outcome.to_dict()}]

    def _winning_seats(self, team: Colour) -> tuple[SeatId, ...]:
        # CN-3P-3: the competitive guesser (team None) wins with the winning spymaster.
        return tuple(s for s, role in enumerate(self.settings.roles)
                     if role.team in (team, None) and not self.state.left[s])

    def _playing_teams(self) -> tuple[Colour, ...]:
        player_team = self.settings.player_team()
        return TEAMS if player_team is None else (player_team,)

