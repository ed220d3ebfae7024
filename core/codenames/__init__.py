"""Codenames rules core (rules: shared/rules/codenames.md, CN-*): classic, two-player and
three-player variants. Pure Python: no clock, no I/O, randomness injected."""
