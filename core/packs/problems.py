"""What is wrong with a pack: file, item, a stable code and a readable English reason.

PX-PACK-3: a bad pack gets a clear error naming the file and the problem. The code is
stable (for tests); the item and the message are `Phrase`s: English for the pack's
author and the CLI, and a template with details the app translates.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.errors import CodedError
from core.packs.phrase import Phrase

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class PackProblem:
    file: str
    item: str
    code: str
    message: str
    severity: str = ERROR

    @property
    def is_error(self) -> bool:
        return self.severity == ERROR

    def __str__(self) -> str:
        prefix = "" if self.is_error else "warning: "
        return f"{self.file}: {self.item}: {prefix}{self.message}"


#: `PackError`'s code; ``problems`` say what is wrong.
PACK_UNUSABLE = "pack.unusable"


class PackError(CodedError, ValueError):
    """A pack that cannot be used; ``problems`` lists every problem found in the file."""

    def __init__(self, problems: tuple[PackProblem, ...]) -> None:
        self.problems = problems
        super().__init__(PACK_UNUSABLE)
        self.args = ("\n".join(str(p) for p in problems if p.is_error),)  # the problems


class ProblemList:
    """Collects the problems of one file, so a check reports them all, not the first."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.items: list[PackProblem] = []

    def error(self, item: str, code: str, message: str, **details: object) -> None:
        """``message`` is a template filled with ``details`` (literal braces doubled)."""
        self.items.append(PackProblem(self.file, item, code, _phrase(message, details)))

    def warning(self, item: str, code: str, message: str, **details: object) -> None:
        self.items.append(
            PackProblem(self.file, item, code, _phrase(message, details), WARNING))

    @property
    def has_errors(self) -> bool:
        return any(p.is_error for p in self.items)

    def count_errors(self) -> int:
        return sum(p.is_error for p in self.items)


def _phrase(message: str, details: dict[str, object]) -> str:
    return message if isinstance(message, Phrase) and not details else Phrase(message, **details)
