"""Taboo ("Around the Word") rules core: `core.taboo.game.Taboo`."""
