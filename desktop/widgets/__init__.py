"""Reusable widgets every screen builds on: titles, big buttons, cards, countdowns,
the privacy screen, OpenMoji pictures and team badges."""
