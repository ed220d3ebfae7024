"""Coded errors: the one base class, and the rule errors.

The core never produces user-facing prose: every refusal carries a `code`
(``"spyword.vote.self"``) that the UI maps to translated text and the network
sends as is. Codes are part of the protocol: never rename one.
"""

from __future__ import annotations


class CodedError(Exception):
    """The one base of every refusal that carries a stable ``code`` (rules, room, protocol,
    client, discovery, join codes, records, packs, profiles, journal): the UI maps the
    code to translated text, the network sends it as is, and ``except CodedError`` catches
    them all. ``details`` are plain values (a seat, a limit, a field path...).

    The message is stable too: the code, then the details when there are any. A class
    whose message names its problem in prose sets ``args`` after this ``__init__``."""

    def __init__(self, code: str, /, **details: object) -> None:
        super().__init__(code if not details else f"{code} {details}")
        self.code = code
        self.details = details


class RuleError(CodedError):
    """An action or setup the rules refuse. The game state is left untouched."""


class SetupError(RuleError):
    """Impossible settings, seats or content for a new game."""


class WrongPhase(RuleError):
    """The action exists but not in the current phase (or the game is over)."""


class NotAllowed(RuleError):
    """This seat may not take this action now (not its turn, not the host...)."""


class InvalidAction(RuleError):
    """The action's arguments break a rule (self-vote, unknown target...)."""


class TooEarly(RuleError):
    """A timeout fed in before its deadline."""
