"""Screens: one module per screen, built in code, taking views and emitting ``sig_`` intents."""
