"""Spy Word rules core (shared/rules/spyword.md)."""
