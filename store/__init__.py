"""Palabre's files on disk: pack folders, the user data folder, game records.

Sits between net and core: core stays pure (no I/O), and both the headless host
and the desktop read packs and write records through here.
"""
