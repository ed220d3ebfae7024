"""Codenames' setup options as the setup screen offers them (`desktop.setup_model`)."""

from __future__ import annotations

from core.codenames import limits as cn_limits
from core.codenames.settings import Variant
from desktop.setup_model import SettingSpec, SetupTraits

SETUP = SetupTraits(specs=(
    SettingSpec("variant", lambda n: tuple(v.value for v in Variant),
                lambda n: Variant.CLASSIC.value),
    SettingSpec("turn_timer_s", lambda n: (None, *cn_limits.TURN_TIMER_CHOICES_S),
                lambda n: cn_limits.DEFAULT_TURN_TIMER_S),
))
