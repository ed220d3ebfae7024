"""Make a pack in the app (issue 17, the teacher's case): type the lesson's words, see the
validator's messages live, save the pack in the user packs folder, edit or delete it.

The typed lines become a pack file (`core.packs.draft`), checked by the same validator as
every pack (`check_pack`, PX-PACK-3), and saved where the library looks for user packs
(`store.user_packs`): after a save the setup screens offer it like any other pack.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.packs import CODENAMES, SPYWORD, TABOO, Pack, PackProblem, check_pack
from core.packs.draft import Draft, draft, draft_lines, lines_from_data, slugify
from core.packs.parse import LANGUAGE_MISMATCH
from desktop import games
from desktop.i18n import LANGUAGES, NATIVE_NAMES
from desktop.pack_problem_texts import problem_text
from desktop.screens.base import ScreenBase
from desktop.widgets.basics import (
    Card,
    ReflowLayout,
    big_button,
    button,
    label,
    page_actions,
    page_layout,
    title_label,
)
from store import openmoji
from store.packs import builtin_lexicon
from store.user_packs import delete_user_pack, save_user_pack, user_pack_files, user_pack_path

if TYPE_CHECKING:
    from desktop.gallery_registry import GalleryState

# The games in the order the maker offers them: the teacher's most common case first.
MAKER_GAMES = (CODENAMES, TABOO, SPYWORD)
PROBLEMS_SHOWN = 12
# The gallery's valid sample: 26 words of a geography lesson.
READY_SAMPLE = ("volcano", "river", "desert", "island", "glacier", "canyon", "cave", "reef",
                "delta", "lagoon", "valley", "cliff", "dune", "forest", "lake", "ocean",
                "peninsula", "plateau", "spring", "swamp", "tundra", "waterfall", "bay",
                "coast", "hill", "mountain")


class PackMakerScreen(ScreenBase):
    sig_back = Signal()
    sig_changed = Signal()  # a pack was saved or deleted: the library must be reloaded

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editing: Path | None = None  # the saved file being edited, if any
        self.current: Draft | None = None
        self.problems: tuple[PackProblem, ...] = ()
        # Asks before deleting; tests replace it.
        self.confirm_delete: Callable[[str], bool] = self._ask_delete
        layout = page_layout(self)
        self.title = title_label(self)
        self.intro = label(self, "muted")
        layout.addWidget(self.title)
        layout.addWidget(self.intro)
        columns = ReflowLayout()  # one column when side by side does not fit
        layout.addLayout(columns, 1)

        mine = Card(self)
        self.mine_title = label(mine, "subtitle")
        self.pack_list = QListWidget(mine)
        self.pack_list.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.pack_list.itemDoubleClicked.connect(lambda _item: self.edit_selected())
        row = QHBoxLayout()
        self.new_button, self.edit_button, self.delete_button = (button(mine) for _ in range(3))
        self.new_button.clicked.connect(self.new_pack)
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        for widget in (self.new_button, self.edit_button, self.delete_button):
            row.addWidget(widget)
        mine.body.addWidget(self.mine_title)
        mine.body.addWidget(self.pack_list, 1)
        mine.body.addLayout(row)
        columns.addWidget(mine, 2)

        editor = Card(self)
        form = QFormLayout()
        self.game_box = QComboBox(editor)
        for game in MAKER_GAMES:
            self.game_box.addItem("", game)
        self.language_box = QComboBox(editor)
        for code in LANGUAGES:
            self.language_box.addItem(NATIVE_NAMES[code], code)
        self.language_box.setCurrentIndex(LANGUAGES.index(language))
        self.title_edit = QLineEdit(editor)
        self.description_edit = QLineEdit(editor)
        self.game_label, self.language_label, self.name_label, self.about_label = (
            label(editor, wrap=False) for _ in range(4))
        for caption, field in ((self.game_label, self.game_box),
                               (self.language_label, self.language_box),
                               (self.name_label, self.title_edit),
                               (self.about_label, self.description_edit)):
            caption.setBuddy(field)
            form.addRow(caption, field)
        self.format_hint = label(editor, "muted")
        self.text_edit = QPlainTextEdit(editor)
        self.text_edit.setTabChangesFocus(True)
        self.status = label(editor)
        # A saved file with problems, opened to fix: what the validator said of the file
        # (the CLI's words), until it is saved or another pack is opened.
        self.file_problems = label(editor, "error")
        self.file_problems.setVisible(False)
        self.problem_list = QListWidget(editor)
        self.problem_list.setMaximumHeight(110)
        self.problem_list.setWordWrap(True)
        actions = QHBoxLayout()
        self.back_button = button(editor)
        self.back_button.clicked.connect(self.sig_back)
        self.save_button = big_button(editor)
        self.save_button.clicked.connect(self.save)
        actions.addWidget(self.back_button)
        actions.addStretch(1)
        actions.addWidget(self.save_button)
        column = QVBoxLayout()
        column.addLayout(form)
        column.addWidget(self.format_hint)
        column.addWidget(self.text_edit, 1)
        column.addWidget(self.status)
        column.addWidget(self.file_problems)
        column.addWidget(self.problem_list)
        page_actions(self).addLayout(actions)
        editor.body.addLayout(column)
        columns.addWidget(editor, 3)

        self.game_box.currentIndexChanged.connect(self._show_format)
        for signal in (self.game_box.currentIndexChanged, self.language_box.currentIndexChanged,
                       self.title_edit.textChanged, self.description_edit.textChanged,
                       self.text_edit.textChanged):
            signal.connect(self.check)
        self.retranslate_ui()
        self.refresh_list()

    # -- reading the form ---------------------------------------------------------------
    @property
    def game(self) -> str:
        return str(self.game_box.currentData())

    @property
    def language(self) -> str:
        return str(self.language_box.currentData())

    def target_path(self) -> Path:
        return user_pack_path(self.game, self.language, slugify(self.title_edit.text()))

    def check(self) -> None:
        """Re-run the validator on what is typed (PX-PACK-3): live messages, Save only
        when the pack is valid."""
        description = self.description_edit.text().strip() or self.title_edit.text().strip()
        self.current = draft(self.game, self.language, self.title_edit.text().strip(),
                             description, self.text_edit.toPlainText())
        source = self.target_path().name
        # With the built-in words, as `palabre packs check` does: a list typed in one
        # language and saved as another is named (issue 31).
        pack, self.problems = check_pack(self.current.text.encode(), source,
                                         openmoji.picture_exists, builtin_lexicon())
        clash = self._name_clash()
        self.save_button.setEnabled(pack is not None and not clash)
        self.problem_list.clear()
        for problem in self.problems[:PROBLEMS_SHOWN]:
            shown = problem_text(problem)
            item = QListWidgetItem(shown if problem.is_error else self.tr("Advice: {text}")
                                   .format(text=shown))
            self.problem_list.addItem(item)
        self.problem_list.setVisible(bool(self.problems))
        self.status.setText(self._status_text(pack, clash))

    def _name_clash(self) -> bool:
        path = self.target_path()
        return path.exists() and path != self.editing

    def _status_text(self, pack: Pack | None, clash: bool) -> str:
        count = self.current.items if self.current else 0
        counted = {
            CODENAMES: self.tr("Words: %n", None, count),
            TABOO: self.tr("Cards: %n", None, count),
            SPYWORD: self.tr("Pairs: %n", None, count),
        }[self.game]
        if self.current and self.current.dropped:
            counted += " · " + self.tr("Repeats left out: %n", None, self.current.dropped)
        if clash:
            return counted + " · " + self.tr(
                "You already have a pack with this name: choose another name.")
        if pack is None:
            errors = sum(p.is_error for p in self.problems)
            return counted + " · " + self.tr("Problems to fix before saving: %n", None,
                                                  errors)
        other = self._other_language()
        if other is not None:
            return counted + " · " + self.tr(
                "These words look like {language}: choose that language above, or save anyway."
            ).format(language=NATIVE_NAMES.get(other, other))
        return counted + " · " + self.tr("Ready to save.")

    def _other_language(self) -> str | None:
        """The language the validator says the typed words are in, when not the chosen one."""
        for problem in self.problems:
            details = getattr(problem.message, "details", {})
            if problem.code == LANGUAGE_MISMATCH and "other" in details:
                return str(details["other"])
        return None

    # -- my packs -------------------------------------------------------------------------
    def refresh_list(self) -> None:
        self.pack_list.clear()
        for file in user_pack_files():
            if file.pack is not None:
                text = f"{file.pack.title} · {games.title(file.pack.game)} · {file.pack.language}"
            else:
                text = self.tr("{name} (has problems)").format(name=file.path.name)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, str(file.path))
            self.pack_list.addItem(item)
        self._update_buttons()

    def _selected_path(self) -> Path | None:
        item = self.pack_list.currentItem()
        return Path(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _update_buttons(self) -> None:
        chosen = self._selected_path() is not None
        self.edit_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def new_pack(self) -> None:
        self.editing = None
        self._show_file_problems(())
        self.title_edit.clear()
        self.description_edit.clear()
        self.text_edit.clear()
        self.title_edit.setFocus()
        self.check()

    def open_pack(self, path: Path) -> None:
        """Load a saved pack into the form (a broken file: its text, to fix by hand)."""
        file = next((f for f in user_pack_files() if f.path == path), None)
        self.editing = path
        if file is not None and file.pack is not None:
            pack = file.pack
            self.game_box.setCurrentIndex(MAKER_GAMES.index(pack.game))
            self.language_box.setCurrentIndex(LANGUAGES.index(pack.language))
            self.title_edit.setText(pack.title)
            self.description_edit.setText(pack.description)
            self.text_edit.setPlainText(draft_lines(pack))
        else:
            self._open_broken(path)
        self._show_file_problems(file.errors if file is not None else ())
        self.check()

    def _open_broken(self, path: Path) -> None:
        """A file with problems: its game and language from its folder, every item it
        has (read leniently), or its raw text when it is not even TOML."""
        game, language = path.parent.parent.name, path.parent.name
        if game in MAKER_GAMES:
            self.game_box.setCurrentIndex(MAKER_GAMES.index(game))
        if language in LANGUAGES:
            self.language_box.setCurrentIndex(LANGUAGES.index(language))
        try:
            raw = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            raw = ""
        try:
            data = tomllib.loads(raw)
        except tomllib.TOMLDecodeError:
            data = None
        title = data.get("title") if data is not None else None
        about = data.get("description") if data is not None else None
        self.title_edit.setText(title if isinstance(title, str) else path.stem)
        self.description_edit.setText(about if isinstance(about, str) else "")
        self.text_edit.setPlainText(lines_from_data(self.game, data) if data is not None
                                    else raw)

    def _show_file_problems(self, problems: tuple[PackProblem, ...]) -> None:
        lines = [problem_text(problem, with_file=True) for problem in problems[:PROBLEMS_SHOWN]]
        self.file_problems.setText(self.tr("This file has problems:") + "\n" + "\n".join(lines)
                                   if lines else "")
        self.file_problems.setVisible(bool(lines))

    def edit_selected(self) -> None:
        path = self._selected_path()
        if path is not None:
            self.open_pack(path)

    def save(self) -> None:
        self.check()
        if not self.save_button.isEnabled() or self.current is None:
            return
        path = self.target_path()
        save_user_pack(path, self.current.text)
        if self.editing is not None and self.editing != path:
            delete_user_pack(self.editing)  # renamed, or moved to another game or language
        self.editing = path
        self._show_file_problems(())
        self.refresh_list()
        self.status.setText(self.tr("Saved. Your pack is now offered when you set up a game."))
        self.sig_changed.emit()

    def delete_selected(self) -> None:
        path = self._selected_path()
        if path is None or not self.confirm_delete(self.pack_list.currentItem().text()):
            return
        delete_user_pack(path)
        if self.editing == path:
            self.new_pack()
        self.refresh_list()
        self.sig_changed.emit()

    def _ask_delete(self, name: str) -> bool:
        answer = QMessageBox.question(
            self, self.tr("Delete this pack?"),
            self.tr("Delete “{name}”? This cannot be undone.").format(name=name))
        return answer == QMessageBox.StandardButton.Yes

    # -- texts ------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Make a pack"))
        self.intro.setText(self.tr(
            "Type the words of a lesson, a family's jokes or a club's jargon. Palabre checks "
            "them as you type and saves the pack with your own packs."))
        self.mine_title.setText(self.tr("My packs"))
        self.new_button.setText(self.tr("New"))
        self.edit_button.setText(self.tr("Edit"))
        self.delete_button.setText(self.tr("Delete"))
        for index, game in enumerate(MAKER_GAMES):
            self.game_box.setItemText(index, games.title(game))
        self.game_label.setText(self.tr("Ga&me"))
        self.language_label.setText(self.tr("&Language"))
        self.name_label.setText(self.tr("&Name"))
        self.about_label.setText(self.tr("&Description"))
        self.title_edit.setPlaceholderText(self.tr("e.g. Year 5 – the Romans"))
        self.description_edit.setPlaceholderText(self.tr("Optional: one sentence about it"))
        self._show_format()
        self.back_button.setText(self.tr("Back"))
        self.save_button.setText(self.tr("Save the pack"))
        self.pack_list.setAccessibleName(self.tr("My packs"))
        self.text_edit.setAccessibleName(self.tr("Words of the pack"))
        self.problem_list.setAccessibleName(self.tr("Problems found"))
        self.check()

    def _show_format(self) -> None:
        self.format_hint.setText(self._format_hint())
        self.text_edit.setPlaceholderText(self._example())

    def _format_hint(self) -> str:
        return {
            CODENAMES: self.tr("At least 25 words, separated by commas or line breaks. "
                               "Single words only; repeats are left out."),
            TABOO: self.tr("One card a line: the word, a colon, then exactly 5 forbidden "
                           "words separated by commas. An Around the Word pack has 60 cards."),
            SPYWORD: self.tr("One pair a line: the category, a colon, then two words, each "
                             "followed by its picture (an emoji or its OpenMoji code), "
                             "separated by a comma."),
        }[self.game]

    def _example(self) -> str:
        return {
            CODENAMES: self.tr("volcano, river, desert, island, glacier, …"),
            TABOO: self.tr("volcano: lava, erupt, mountain, hot, crater"),
            SPYWORD: self.tr("fruit: apple 🍎, pear 🍐"),
        }[self.game]

    def default_focus(self) -> QPushButton | QLineEdit:
        return self.title_edit


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import GalleryState
    from desktop.gallery_support import current_language

    def typed(words: str, title: str, game: str = CODENAMES) -> Callable[[], PackMakerScreen]:
        def factory() -> PackMakerScreen:
            screen = PackMakerScreen(current_language())
            screen.resize(1180, 800)
            screen.game_box.setCurrentIndex(screen.game_box.findData(game))
            screen.title_edit.setText(title)
            screen.text_edit.setPlainText(words)
            return screen
        return factory

    return [
        GalleryState("pack-maker", typed(
            "volcano, river, desert, island, glacier, river, canyon, cave, reef", "Geography")),
        GalleryState("pack-maker-ready", typed(", ".join(READY_SAMPLE), "Geography")),
        # The validator's messages in the user's language (issue 31): a card one forbidden
        # word short, a forbidden word that holds its target, a word listed twice.
        GalleryState("pack-maker-taboo-problems", typed(
            "volcano: lava, erupt, mountain, crater\n"
            "river: water, riverbank, flow, boat, bridge\n"
            "desert: sand, hot, dry, camel, sand", "Geography", TABOO)),
    ]
