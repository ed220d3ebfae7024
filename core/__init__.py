"""Palabre's rules core: pure Python, no Qt, no sockets, no clock.

Everything here is deterministic given a seed and the timed actions fed in,
which is what makes records, replays and reconnect snapshots possible.
"""
