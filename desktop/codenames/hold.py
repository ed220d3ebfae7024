"""`HoldButton` moved to `desktop.widgets.hold` (Spy Word's "My word" uses it too)."""

from desktop.widgets.hold import HoldButton

__all__ = ["HoldButton"]
