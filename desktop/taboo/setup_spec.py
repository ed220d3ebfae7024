"""Taboo's setup options as the setup screen offers them (`desktop.setup_model`): the
chosen pack's cards limit the cards per team (TB-OPT-1)."""

from __future__ import annotations

from core.taboo import cards as taboo_cards
from core.taboo import constants as taboo_constants
from desktop.setup_model import SettingSpec, SetupTraits

SETUP = SetupTraits(
    specs=(SettingSpec("cards_per_team", lambda n: taboo_constants.CARDS_PER_TEAM_CHOICES,
                       lambda n: taboo_constants.DEFAULT_CARDS_PER_TEAM),),
    pack_limited="cards_per_team",
    fits_pack=taboo_cards.cards_per_team_choices,
)
