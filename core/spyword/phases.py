"""Spy Word's flow from phase to phase, and the end of the game.

``reveal → clues → discussion → vote → (duel_clues → duel_vote) → (private) → clues…``
until ``over``. Each function runs after the action that triggers it was checked
(`core.spyword.permissions`), changes the state and returns the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.game import Event
from core.spyword import settings as cfg
from core.spyword.guess import ghost_guess_is_correct
from core.spyword.permissions import voters_now
from core.spyword.state import Ballot, Phase, Role, VoteResult
from core.spyword.tally import tally

if TYPE_CHECKING:
    from core.spyword.game import SpyWord

CITIZENS = "citizens"
SPIES = "spies"  # spies and ghost together (SW-WIN-4)
GHOST = "ghost"  # the ghost alone (SW-WIN-2)


def maybe_end_reveal(game: SpyWord, now: int) -> list[Event]:
    s = game.state
    several = game.settings.several_devices
    waiting = [seat for seat in range(len(s.seats))
               if not s.seen_card[seat] and not s.left[seat]
               and (s.connected[seat] or not several)]
    if waiting:
        return []
    return start_clues(game, now, s.ordered_alive(s.round_starter), Phase.CLUES)


def start_clues(game: SpyWord, now: int, speakers: list[int], phase: Phase) -> list[Event]:
    s = game.state
    s.phase = phase
    s.speakers = speakers
    s.speaker_pos = 0
    s.deadline_ms = _speak_deadline(game, now)
    return [{"type": "clues_started", "phase": phase.value, "round": s.round,
             "speakers": list(speakers)}]


def _speak_deadline(game: SpyWord, now: int) -> int | None:
    return now + cfg.SPEAK_MS if game.settings.several_devices else None


def next_speaker(game: SpyWord, now: int) -> list[Event]:
    """SW-RND-4, SW-CL-2: the next speaker still in the game, or what follows the clues."""
    s = game.state
    s.speaker_pos += 1
    while s.speaker_pos < len(s.speakers) and not s.alive[s.speakers[s.speaker_pos]]:
        s.speaker_pos += 1
    if s.speaker_pos < len(s.speakers):
        s.deadline_ms = _speak_deadline(game, now)
        return []
    if s.phase is Phase.DUEL_CLUES:
        return start_ballot(game, now, "duel", s.tied)
    s.phase = Phase.DISCUSSION
    seconds = game.settings.discussion_s
    s.deadline_ms = None if seconds is None else now + seconds * 1000
    return [{"type": "discussion_started"}]


def start_vote(game: SpyWord, now: int) -> list[Event]:
    return start_ballot(game, now, "vote", game.state.ordered_alive(game.state.round_starter))


def start_ballot(game: SpyWord, now: int, kind: str, candidates: list[int]) -> list[Event]:
    s = game.state
    voters = s.ordered_alive(s.round_starter)
    if kind == "duel":  # SW-VOTE-7: only the others vote, among the tied
        voters = [v for v in voters if v not in candidates]
    pass_allowed = kind == "vote" and game.settings.allow_pass and not s.last_vote_passed
    s.ballot = Ballot(kind, voters, list(candidates), pass_allowed)
    s.phase = Phase.VOTE if kind == "vote" else Phase.DUEL_VOTE
    s.deadline_ms = now + cfg.VOTE_MS if game.settings.several_devices else None
    events: list[Event] = [{"type": "vote_started", "kind": kind,
                            "candidates": list(candidates)}]
    if not voters:  # SW-VOTE-8: nobody outside the tie is left to vote
        return events + close_vote(game, now)
    return events


def maybe_close_vote(game: SpyWord, now: int) -> list[Event]:
    """Close once every voter has voted, or every *connected* one has (SW-EDGE-6: the
    disconnected are not waited for). With nobody connected, the timer decides."""
    s = game.state
    ballot = s.ballot
    assert ballot is not None
    if voters_now(s, game.settings):
        return []
    everyone_voted = all(v in ballot.votes for v in ballot.voters)
    anyone_connected = any(s.connected[v] for v in ballot.voters)
    if everyone_voted or anyone_connected:
        return close_vote(game, now)
    return []


def close_vote(game: SpyWord, now: int) -> list[Event]:
    s = game.state
    ballot = s.ballot
    assert ballot is not None
    result = tally(ballot, tie_rule=game.settings.tie_rule)
    events: list[Event] = [{"type": "vote_closed", "kind": ballot.kind,
                            "votes": dict(ballot.votes)}]
    eliminated = result.eliminated
    drawn = False
    if result.draw_among:
        eliminated = game.rng.choice(result.draw_among)  # SW-VOTE-8/9, SW-EDGE-2
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
            return events + start_ballot(game, now, "duel", s.tied)
        speakers = [p for p in s.ordered_alive(s.round_starter) if p in s.tied]
        return events + start_clues(game, now, speakers, Phase.DUEL_CLUES)
    s.tied = []
    if result.passed:  # SW-VOTE-4: nobody out, new round with the same words
        s.last_vote_passed = True
        events.append({"type": "vote_passed"})
        return events + next_round(game, now)
    s.last_vote_passed = False
    assert eliminated is not None
    how = "draw" if drawn else "vote"
    eliminate(game, eliminated, how)
    events.append({"type": "eliminated", "seat": eliminated, "how": how})
    return events + enter_private_or_continue(game, eliminated, now)


def eliminate(game: SpyWord, seat: int, how: str) -> None:
    s = game.state
    s.alive[seat] = False
    s.eliminations.append({"seat": seat, "round": s.round, "how": how})


def enter_private_or_continue(game: SpyWord, seat: int, now: int) -> list[Event]:
    """SW-GHOST-1/5: the ghost guesses; with hidden roles everyone gets a private screen."""
    s = game.state
    is_ghost = s.roles[seat] is Role.GHOST
    hidden = not game.settings.reveal_eliminated_roles
    if not (is_ghost or hidden):
        return after_elimination(game, now)
    s.phase = Phase.PRIVATE
    s.private_seat = seat
    s.deadline_ms = None
    if game.settings.several_devices:  # SW-EDGE-7
        s.deadline_ms = now + (cfg.GHOST_GUESS_HIDDEN_MS if hidden
                               else cfg.GHOST_GUESS_REVEALED_MS)
    return [{"type": "private_screen", "seat": seat}]


def ghost_is_guessing(game: SpyWord) -> bool:
    """The eliminated ghost is on its guess screen: its guess may still win (SW-GHOST-3)."""
    s = game.state
    return (s.phase is Phase.PRIVATE and s.private_seat is not None
            and s.roles[s.private_seat] is Role.GHOST)


def resolve_guess(game: SpyWord, text: str | None, now: int) -> list[Event]:
    """SW-GHOST-2/3/4; ``None`` is a guess that timed out (SW-EDGE-7)."""
    s = game.state
    s.ghost_guess = text
    correct = text is not None and ghost_guess_is_correct(
        text, s.citizen_card.word, s.spy_card.word, game.language)
    s.ghost_guess_correct = correct
    events: list[Event] = [{"type": "ghost_guessed", "seat": s.private_seat, "text": text,
                            "correct": correct}]
    if correct:  # SW-GHOST-3, SW-WIN-2: the ghost wins alone, at once
        assert s.private_seat is not None
        finish(game, GHOST, [s.private_seat], "spyword.end.ghost_guessed")
        return events + end_events(game)
    return events + after_elimination(game, now)


def after_elimination(game: SpyWord, now: int) -> list[Event]:
    s = game.state
    s.private_seat = None
    if check_winner(game):  # SW-WIN-1
        return end_events(game)
    return next_round(game, now)


def next_round(game: SpyWord, now: int) -> list[Event]:
    """SW-WIN-5, SW-RND-3: next round, started by the next player still in the game."""
    s = game.state
    order = s.speaking_order
    i = order.index(s.round_starter)
    for step in range(1, len(order) + 1):
        candidate = order[(i + step) % len(order)]
        if s.alive[candidate]:
            s.round_starter = candidate
            break
    s.round += 1
    return [{"type": "round_started", "round": s.round}] + start_clues(
        game, now, s.ordered_alive(s.round_starter), Phase.CLUES)


def check_winner(game: SpyWord) -> bool:
    """SW-WIN-3/4. Returns True when the game is over. Players who left are not winners."""
    s = game.state
    alive_citizens = sum(1 for x in s.alive_seats() if s.roles[x] is Role.CITIZEN)
    alive_others = sum(1 for x in s.alive_seats() if s.roles[x] is not Role.CITIZEN)
    present = [x for x in range(len(s.seats)) if not s.left[x]]
    if alive_others == 0:
        finish(game, CITIZENS, [x for x in present if s.roles[x] is Role.CITIZEN],
               "spyword.end.all_impostors_out")
    elif alive_citizens <= 1:
        finish(game, SPIES, [x for x in present if s.roles[x] is not Role.CITIZEN],
               "spyword.end.one_citizen_left")
    return s.phase is Phase.OVER


def finish(game: SpyWord, side: str | None, winners: list[int], reason: str) -> None:
    s = game.state
    s.phase = Phase.OVER
    s.winner_side = side
    s.winners = winners
    s.end_reason = reason
    s.deadline_ms = None
    s.ballot = None
    s.private_seat = None


def end_events(game: SpyWord) -> list[Event]:
    s = game.state
    return [{"type": "game_over", "side": s.winner_side, "winners": list(s.winners),
             "reason": s.end_reason}]


def on_timeout(game: SpyWord, now: int) -> list[Event]:
    """The phase's deadline passed (checked by `core.game.Game.check_common`)."""
    s = game.state
    if s.phase in (Phase.CLUES, Phase.DUEL_CLUES):  # SW-RND-4: the turn passes
        return [{"type": "speaker_timed_out", "seat": s.current_speaker}] + (
            next_speaker(game, now))
    if s.phase is Phase.DISCUSSION:  # SW-RND-5: the vote starts by itself
        return [{"type": "discussion_timed_out"}] + start_vote(game, now)
    if s.phase in (Phase.VOTE, Phase.DUEL_VOTE):  # SW-EDGE-1
        return [{"type": "vote_timed_out"}] + close_vote(game, now)
    assert s.phase is Phase.PRIVATE and s.private_seat is not None  # deadlines only above
    seat = s.private_seat
    if s.roles[seat] is Role.GHOST:  # SW-EDGE-7: time out = wrong guess
        return resolve_guess(game, None, now)
    return [{"type": "private_screen_closed", "seat": seat}] + after_elimination(game, now)
