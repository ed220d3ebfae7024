"""Parts of a game setup shared by the one-device setup and the host's room setup.

* `SettingsCard`: the game's settings, offering only the values the core allows for the
  model's player count (a combo box per choice, a tick box per on/off setting). It edits
  its `SetupModel` and emits ``sig_changed(key)``; the owner then refreshes and calls
  `refill`.
* `PacksCard`: the word packs of the game in the room's language: ticks, or radio
  buttons for a game that takes exactly one pack (Taboo, TB-SET-2).

Both set their texts in ``retranslate_ui()``, which the owning screen calls from its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QWidget,
)

from core.packs import Pack
from desktop import content
from desktop.pack_problem_texts import problem_text
from desktop.screens import setup_texts as texts
from desktop.settings import CONTENT_LIMIT_CHOICES, AppSettings
from desktop.setup_model import SetupModel
from desktop.widgets.basics import Card, ComboBox, label
from store.packs import PackFile


class SettingsCard(Card):
    """The settings of ``model``'s game; ``keys``: only these (default: every one)."""

    sig_changed = Signal(str)  # the key just set in the model

    def __init__(self, model: SetupModel, parent: QWidget | None = None,
                 keys: Iterable[str] | None = None) -> None:
        super().__init__(parent)
        self.model = model
        wanted = None if keys is None else set(keys)
        self.specs = tuple(spec for spec in model.specs()
                           if wanted is None or spec.key in wanted)
        self.heading = label(self, "subtitle")
        self.body.addWidget(self.heading)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.labels: dict[str, QLabel] = {}
        self.inputs: dict[str, QComboBox | QCheckBox] = {}
        for spec in self.specs:
            if spec.boolean:
                box = QCheckBox(self)
                box.toggled.connect(lambda on, key=spec.key: self._set(key, on))
                self.inputs[spec.key] = box
                form.addRow(box)
            else:
                combo = ComboBox(self)  # as wide as its longest choice (fit check)
                combo.activated.connect(lambda index, key=spec.key: self._chosen(key, index))
                # On a row of its own (WrapAllRows) with no wrap: a wrapped caption took
                # its "ideal" width and broke "Tempo di / discussione" for no reason.
                caption = label(self, wrap=False)
                caption.setBuddy(combo)
                self.labels[spec.key] = caption
                self.inputs[spec.key] = combo
                form.addRow(caption, combo)
        self.body.addLayout(form)

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("Settings"))
        captions = {spec.key: spec.label() if spec.label else texts.setting_label(spec.key)
                    for spec in self.specs}
        for key, caption in self.labels.items():
            caption.setText(captions[key])
        for key, widget in self.inputs.items():
            widget.setAccessibleName(captions[key])
            if isinstance(widget, QCheckBox):
                widget.setText(captions[key])
        self.refill()

    def refill(self) -> None:
        """Show the model's values and the values it allows now."""
        for spec in self.specs:
            widget = self.inputs[spec.key]
            value = self.model.values[spec.key]
            allowed = self.model.allowed(spec.key)
            widget.blockSignals(True)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
                widget.setEnabled(len(allowed) > 1)  # e.g. no ghost under 5 players
            else:
                widget.clear()
                for choice in allowed:
                    text = spec.value_label(choice) if spec.value_label \
                        else texts.value_label(spec.key, choice)
                    widget.addItem(text, choice)
                widget.setCurrentIndex(allowed.index(value))
                widget.setEnabled(len(allowed) > 1)
            widget.blockSignals(False)

    def _set(self, key: str, value: Any) -> None:
        self.model.set_value(key, value)
        self.sig_changed.emit(key)

    def _chosen(self, key: str, index: int) -> None:
        combo = self.inputs[key]
        assert isinstance(combo, QComboBox)  # only a combo box sends its chosen index
        self._set(key, combo.itemData(index))
        combo.setFocus()


class PacksCard(Card):
    """Tick the packs to draw from (or choose the one pack); the first is chosen first."""

    sig_changed = Signal()

    def __init__(self, game: str, packs: tuple[Pack, ...],
                 parent: QWidget | None = None, broken: tuple[PackFile, ...] = (),
                 app_settings: AppSettings | None = None) -> None:
        """``broken``: this game's pack files not offered (an error each): named, with
        the validator's first message, so a user knows why their pack is missing;
        ``app_settings``: where the content limit is kept (issue 31: every pack, family
        ones only, junior ones only; None: no limit offered)."""
        super().__init__(parent)
        self.game = game
        self.packs = packs
        self.broken = broken
        self.app_settings = app_settings
        self.single = content.single_pack(game)
        self.heading = label(self, "subtitle")
        self.hint = label(self, "muted")
        self.body.addWidget(self.heading)
        self.body.addWidget(self.hint)
        self.limit_box = ComboBox(self)
        self.limit_box.setVisible(app_settings is not None)
        self.body.addWidget(self.limit_box)
        self.group = QButtonGroup(self)
        self.group.setExclusive(self.single)
        self.boxes: list[QCheckBox | QRadioButton] = []
        for _pack in packs:
            box = QRadioButton(self) if self.single else QCheckBox(self)
            box.toggled.connect(self.sig_changed)
            self.group.addButton(box, len(self.boxes))
            self.boxes.append(box)
            self.body.addWidget(box)
        self._apply_limit(self.limit)
        self.limit_box.activated.connect(self._limit_chosen)
        self.no_packs = label(self, "error")
        self.no_packs.setVisible(not packs)
        self.body.addWidget(self.no_packs)
        self.broken_note = label(self, "muted")
        self.broken_note.setVisible(bool(broken))
        self.body.addWidget(self.broken_note)

    @property
    def limit(self) -> str:
        """The content limit in force ("all", "family", "junior")."""
        return self.app_settings.content_limit if self.app_settings is not None else "all"

    def _limit_chosen(self, index: int) -> None:
        assert self.app_settings is not None  # the box shows only with settings
        self.app_settings.content_limit = str(self.limit_box.itemData(index))
        self._apply_limit(self.limit)
        self.sig_changed.emit()

    def _apply_limit(self, limit: str) -> None:
        """Only the packs the limit allows can be ticked; the ticks start again."""
        ticked = content.ticked_at_first(self.game, self.packs, limit)
        for box, pack, on in zip(self.boxes, self.packs, ticked, strict=True):
            box.blockSignals(True)
            box.setEnabled(content.allowed(pack, limit))
            box.setChecked(on)
            box.blockSignals(False)

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("Word packs"))
        limits = (("all", self.tr("Every pack")),
                  ("family", self.tr("Family-friendly packs only")),
                  ("junior", self.tr("Junior packs only (6–10 years)")))
        self.limit_box.blockSignals(True)
        self.limit_box.clear()
        for value, text in limits:
            self.limit_box.addItem(text, value)
        self.limit_box.setCurrentIndex(CONTENT_LIMIT_CHOICES.index(self.limit))
        self.limit_box.setAccessibleName(self.tr("Which packs to offer"))
        self.limit_box.blockSignals(False)
        self.hint.setText(self.tr("Choose one pack.") if self.single
                          else self.tr("Tick one or more packs."))
        levels = {"easy": self.tr("easy"), "medium": self.tr("medium"),
                  "hard": self.tr("hard")}
        for box, pack in zip(self.boxes, self.packs, strict=True):
            text = f"{pack.title} ({pack.item_count})"
            if pack.difficulty in levels:
                text += f" · {levels[pack.difficulty]}"
            box.setText(text.replace("&", "&&"))
        self.no_packs.setText(self.tr("No pack in this language."))
        problems = [problem_text(file.errors[0], with_file=True)
                    for file in self.broken if file.errors]
        self.broken_note.setText(self.tr(
            "Not offered (open it in Make a pack to fix it):") + "\n" + "\n".join(problems)
            if problems else "")

    def chosen(self) -> list[Pack]:
        return [pack for box, pack in zip(self.boxes, self.packs, strict=True)
                if box.isChecked() and box.isEnabled()]
