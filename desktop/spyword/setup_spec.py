"""Spy Word's setup options as the setup screen offers them (`desktop.setup_model`)."""

from __future__ import annotations

import dataclasses
from typing import Any

from core.spyword import settings as spy
from desktop.setup_model import SettingSpec, SetupTraits


def _field_default(cls: type, key: str) -> Any:
    return next(f.default for f in dataclasses.fields(cls) if f.name == key)


def _spy_spec(key: str, choices: tuple[Any, ...]) -> SettingSpec:
    default = _field_default(spy.SpySettings, key)
    return SettingSpec(key, lambda n: choices, lambda n: default,
                       boolean=choices == (False, True))


SETUP = SetupTraits(specs=(
    SettingSpec("spies", lambda n: tuple(range(1, spy.max_spies(n) + 1)),
                lambda n: spy.recommended_setup(n)[0]),
    SettingSpec("ghost",
                lambda n: (False, True) if n >= spy.GHOST_MIN_PLAYERS else (False,),
                lambda n: spy.recommended_setup(n)[1], boolean=True),
    _spy_spec("spy_knows_role", (False, True)),
    _spy_spec("reveal_eliminated_roles", (False, True)),
    _spy_spec("vote_result", spy.VOTE_RESULT_CHOICES),
    _spy_spec("allow_pass", (False, True)),
    _spy_spec("speaking_mode", spy.SPEAKING_MODE_CHOICES),
    _spy_spec("discussion_s", spy.DISCUSSION_CHOICES_S),
    _spy_spec("tie_rule", spy.TIE_RULE_CHOICES),
))
