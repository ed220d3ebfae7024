"""A client's connection state: its own module, with no imports beyond the standard
library, so the window's connection banner names it without loading the client, the
protocol and the room key (issue 30: start-up)."""

from __future__ import annotations

from enum import StrEnum


class ClientState(StrEnum):
    CONNECTING = "connecting"
    OPEN = "open"
    RECONNECTING = "reconnecting"
    CLOSED = "closed"
