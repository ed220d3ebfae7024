"""One typed wrapper over `QSettings` (GUIDE §4, napari's settings model).

Values are grouped (``ui/…``, ``table/…``, ``play/…``) and the file carries a version so a
later release can migrate it. Anything unreadable or outside the allowed values falls back
to the default: a hand-edited or old settings file never breaks the app. Lists are stored
as JSON text, which reads back the same on every platform's settings backend.
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

from PySide6.QtCore import QLocale, QRect, QSettings

from desktop.i18n import DEFAULT_LANGUAGE, LANGUAGES
from desktop.theme import DEFAULT_SCALE, DEFAULT_THEME, SCALE_CHOICES, THEMES
from store import paths

SETTINGS_VERSION = 1

#: A setting with a fixed set of values (`AppSettings._choice`).
ChoiceT = TypeVar("ChoiceT")
ORGANIZATION = "Palabre"
APPLICATION = "Palabre"

# How much history the setup screen keeps (Spy Word pairs, Codenames grid words).
RECENT_PAIRS_KEPT = 40
RECENT_WORDS_KEPT = 75  # three grids of 25
# Around the Word's cards of the last games: more than a language ships (20 packs of 60),
# so a card comes back only once every other card has been played.
RECENT_CARDS_KEPT = 2400
MAX_REMEMBERED_PLAYERS = 16

_VERSION_KEY = "meta/version"
_LANGUAGE = "ui/language"
_THEME = "ui/theme"
_SCALE = "ui/scale_percent"
_TABLE_SCREEN = "table/screen_name"
#: The main window's place on each screen it was used on ("x,y,width,height"),
#: under the screen's `desktop.window_place.screen_key` (issue 28).
_WINDOW_PLACES = "ui/window_places"
#: The table view shows how to join a LAN room (QR code): a classroom may hide it.
_TABLE_JOIN = "table/show_join"
_RECENT_PAIRS = "play/recent_pairs"
_RECENT_WORDS = "play/recent_words"
_RECENT_CARDS = "play/recent_cards"
_LAST_PLAYERS = "play/last_players"
#: The profile each of those players played with (issue 28: profiles travel with names).
_LAST_PROFILES = "play/last_profiles"
_PLAYER_NAME = "net/player_name"
_SOUND_VOLUME = "sound/volume"
#: The sound volumes offered, in percent: 0 is off (desktop.sound).
VOLUME_CHOICES = (0, 35, 70, 100)
DEFAULT_VOLUME = 70
_SEATS = "net/seats"
#: PX-PROF: a classroom hides XP, levels and titles (statistics stay).
_CLASSROOM = "play/classroom"
#: Issue 31: which packs setup offers: every pack, family-friendly ones only, or the
#: junior ones only (`desktop.content.CONTENT_LIMITS`).
_CONTENT_LIMIT = "play/content_limit"
CONTENT_LIMIT_CHOICES = ("all", "family", "junior")
#: Seat tokens kept for rooms joined lately (PX-NET-4: rejoin after an app restart).
SEATS_KEPT = 8


def system_language() -> str:
    """The system's language if Palabre speaks it, else English (PX-I18N-1)."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


class AppSettings:
    """Typed access to the user's settings; one instance per app."""

    def __init__(self, store: QSettings | None = None) -> None:
        # One ini file in store.paths' place (next to the data on Windows and macOS),
        # not QSettings' own (roaming on Windows, ~/.config on macOS).
        self._store = store or QSettings(str(paths.settings_file()), QSettings.Format.IniFormat)
        self._migrate()

    @property
    def classroom(self) -> bool:
        return self._choice(_CLASSROOM, ("false", "true"), "false") == "true"

    @classroom.setter
    def classroom(self, value: bool) -> None:
        self._store.setValue(_CLASSROOM, "true" if value else "false")

    @property
    def content_limit(self) -> str:
        """"all", "family" (family-friendly packs only) or "junior" (junior packs only)."""
        return self._choice(_CONTENT_LIMIT, CONTENT_LIMIT_CHOICES, "all")

    @content_limit.setter
    def content_limit(self, value: str) -> None:
        self._store.setValue(_CONTENT_LIMIT, value if value in CONTENT_LIMIT_CHOICES else "all")

    # -- versioning -------------------------------------------------------------------
    @property
    def version(self) -> int:
        return self._int(_VERSION_KEY, 0)

    def _migrate(self) -> None:
        """Version 1 is the first layout: an unversioned file just gets stamped."""
        if self.version != SETTINGS_VERSION:
            self._store.setValue(_VERSION_KEY, SETTINGS_VERSION)

    def sync(self) -> None:
        self._store.sync()

    # -- ui ---------------------------------------------------------------------------
    @property
    def language(self) -> str:
        """The language chosen; on the first run, the system's when Palabre has it."""
        return self._choice(_LANGUAGE, LANGUAGES, system_language())

    @language.setter
    def language(self, value: str) -> None:
        self._set_choice(_LANGUAGE, value, LANGUAGES)

    @property
    def theme(self) -> str:
        return self._choice(_THEME, THEMES, DEFAULT_THEME)

    @theme.setter
    def theme(self, value: str) -> None:
        self._set_choice(_THEME, value, THEMES)

    @property
    def ui_scale(self) -> int:
        value = self._int(_SCALE, DEFAULT_SCALE)
        return value if value in SCALE_CHOICES else DEFAULT_SCALE

    @ui_scale.setter
    def ui_scale(self, value: int) -> None:
        self._set_choice(_SCALE, value, SCALE_CHOICES)

    # -- sound ------------------------------------------------------------------------
    @property
    def sound_volume(self) -> int:
        """The cues' volume in percent (`VOLUME_CHOICES`); 0: no sound."""
        value = self._int(_SOUND_VOLUME, DEFAULT_VOLUME)
        return value if value in VOLUME_CHOICES else DEFAULT_VOLUME

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self._set_choice(_SOUND_VOLUME, value, VOLUME_CHOICES)

    # -- table view -------------------------------------------------------------------
    @property
    def table_screen(self) -> str:
        """The name of the screen the table view window last used ("" = not chosen)."""
        value = self._store.value(_TABLE_SCREEN, "")
        return value if isinstance(value, str) else ""

    @table_screen.setter
    def table_screen(self, value: str) -> None:
        self._store.setValue(_TABLE_SCREEN, str(value))

    def window_place(self, screen: str) -> QRect | None:
        """Where the main window was left on ``screen`` (None: never, or unreadable)."""
        try:
            places = json.loads(str(self._store.value(_WINDOW_PLACES, "{}")))
            x, y, width, height = (int(side) for side in places[screen])
        except (ValueError, TypeError, KeyError):
            return None
        return QRect(x, y, width, height) if width > 0 and height > 0 else None

    def remember_window_place(self, screen: str, place: QRect) -> None:
        try:
            places = json.loads(str(self._store.value(_WINDOW_PLACES, "{}")))
        except ValueError:
            places = {}
        if not isinstance(places, dict):
            places = {}
        places[screen] = [place.x(), place.y(), place.width(), place.height()]
        self._store.setValue(_WINDOW_PLACES, json.dumps(places))

    @property
    def table_show_join(self) -> bool:
        return self._choice(_TABLE_JOIN, ("false", "true"), "true") == "true"

    @table_show_join.setter
    def table_show_join(self, value: bool) -> None:
        self._store.setValue(_TABLE_JOIN, "true" if value else "false")

    # -- play history -----------------------------------------------------------------
    @property
    def recent_pairs(self) -> list[str]:
        """Spy Word pair keys of recent games, oldest first (core.spyword.draw.pair_key)."""
        return self._str_list(_RECENT_PAIRS)

    def remember_pair(self, key: str) -> None:
        kept = [k for k in self.recent_pairs if k != key] + [key]
        self._set_str_list(_RECENT_PAIRS, kept[-RECENT_PAIRS_KEPT:])

    @property
    def recent_words(self) -> list[str]:
        """Codenames words of recent grids, oldest first."""
        return self._str_list(_RECENT_WORDS)

    def remember_words(self, words: list[str]) -> None:
        kept = [w for w in self.recent_words if w not in words] + list(words)
        self._set_str_list(_RECENT_WORDS, kept[-RECENT_WORDS_KEPT:])

    @property
    def recent_cards(self) -> list[str]:
        """Around the Word cards of recent games (core.content.card_key), oldest first."""
        return self._str_list(_RECENT_CARDS)

    def remember_cards(self, keys: list[str]) -> None:
        played = set(keys)
        kept = [k for k in self.recent_cards if k not in played] + list(keys)
        self._set_str_list(_RECENT_CARDS, kept[-RECENT_CARDS_KEPT:])

    @property
    def last_players(self) -> list[str]:
        return self._str_list(_LAST_PLAYERS)[:MAX_REMEMBERED_PLAYERS]

    @last_players.setter
    def last_players(self, names: list[str]) -> None:
        """The names alone: none of them keeps a profile (`remember_players` keeps both)."""
        self._set_str_list(_LAST_PLAYERS, list(names)[:MAX_REMEMBERED_PLAYERS])
        self._store.remove(_LAST_PROFILES)

    @property
    def last_profiles(self) -> list[str | None]:
        """Per name of `last_players`: the profile id it played with, or None."""
        try:
            value = json.loads(str(self._store.value(_LAST_PROFILES, "[]")))
        except ValueError:
            value = []
        kept = value if isinstance(value, list) else []
        ids = [item if isinstance(item, str) else None for item in kept]
        count = len(self.last_players)
        return (ids + [None] * count)[:count]

    def remember_players(self, names: list[str], profiles: list[str | None]) -> None:
        """The last game's players and their profiles: the next setup seats them again."""
        self.last_players = names
        kept = list(profiles)[:MAX_REMEMBERED_PLAYERS]
        self._store.setValue(_LAST_PROFILES, json.dumps(kept))

    # -- LAN play ---------------------------------------------------------------------
    @property
    def player_name(self) -> str:
        """The name this computer's player last hosted or joined under (LAN play); at
        first the first name of the last one-device game, else ""."""
        value = self._store.value(_PLAYER_NAME, "")
        if isinstance(value, str) and value.strip():
            return value
        return next(iter(self.last_players), "")

    @player_name.setter
    def player_name(self, name: str) -> None:
        self._store.setValue(_PLAYER_NAME, str(name))

    def seat_of_room(self, room_id: str) -> dict[str, str] | None:
        """The seat held in ``room_id`` (``name``, ``token``, ``target``), if any: a device
        that restarts rejoins its own seat with it for the room's lifetime."""
        entry = self._seats().get(room_id)
        return dict(entry) if entry is not None else None

    def last_seat(self) -> tuple[str, dict[str, str]] | None:
        """The room joined last whose seat is still kept (room id, seat)."""
        seats = self._seats()
        if not seats:
            return None
        room_id = next(reversed(seats))
        return room_id, dict(seats[room_id])

    def remember_seat(self, room_id: str, *, name: str, token: str, target: str) -> None:
        seats = self._seats()
        seats.pop(room_id, None)
        seats[room_id] = {"name": name, "token": token, "target": target}
        kept = dict(list(seats.items())[-SEATS_KEPT:])
        self._store.setValue(_SEATS, json.dumps(kept, ensure_ascii=False))

    def forget_seat(self, room_id: str) -> None:
        """The room is over for this device (closed, kicked, left): drop its token."""
        seats = self._seats()
        if seats.pop(room_id, None) is not None:
            self._store.setValue(_SEATS, json.dumps(seats, ensure_ascii=False))

    def _seats(self) -> dict[str, dict[str, str]]:
        try:
            value = json.loads(str(self._store.value(_SEATS, "{}")))
        except ValueError:
            return {}
        if not isinstance(value, dict):
            return {}
        return {room: {k: v for k, v in entry.items() if isinstance(v, str)}
                for room, entry in value.items()
                if isinstance(entry, dict) and isinstance(entry.get("token"), str)}

    # -- typed helpers ----------------------------------------------------------------
    def _int(self, key: str, default: int) -> int:
        try:
            return int(str(self._store.value(key, default)))  # stored as text (ini)
        except (TypeError, ValueError):
            return default

    def _choice(self, key: str, allowed: tuple[ChoiceT, ...], default: ChoiceT) -> ChoiceT:
        value = self._store.value(key, default)
        return next((item for item in allowed if item == value), default)

    def _set_choice(self, key: str, value: Any, allowed: tuple[Any, ...]) -> None:
        if value not in allowed:
            raise ValueError(f"{key}: {value!r} is not one of {allowed}")
        self._store.setValue(key, value)

    def _str_list(self, key: str) -> list[str]:
        try:
            value = json.loads(str(self._store.value(key, "[]")))
        except ValueError:
            return []
        if not isinstance(value, list):
            return []
        return [item for item in value if isinstance(item, str)]

    def _set_str_list(self, key: str, values: list[str]) -> None:
        self._store.setValue(key, json.dumps(values, ensure_ascii=False))
