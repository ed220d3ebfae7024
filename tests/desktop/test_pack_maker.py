"""The pack maker (issue 17, the teacher's case): type words, see the validator's message,
save a user pack, play a game with it, edit it, delete it. PX-PACK-3."""

from __future__ import annotations

import random

from core.content import content_from_packs
from core.session import Session
from desktop.main_window import MainWindow
from desktop.screens.pack_maker import PackMakerScreen
from store import paths
from store.packs import Origin, PackLibrary
from tests.desktop.test_setup_screen import type_text

LESSON = ["volcano", "river", "desert", "island", "glacier", "canyon", "cave", "reef",
          "delta", "lagoon", "valley", "cliff", "dune", "forest", "lake", "ocean",
          "peninsula", "plateau", "spring", "swamp", "tundra", "waterfall", "bay", "coast",
          "hill", "mountain"]


def open_maker(qtbot, app_settings) -> tuple[MainWindow, PackMakerScreen]:
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.home.make_pack_button.click()
    screen = window.stack.currentWidget()
    assert isinstance(screen, PackMakerScreen)
    return window, screen


def problems_shown(screen: PackMakerScreen) -> list[str]:
    return [screen.problem_list.item(i).text() for i in range(screen.problem_list.count())]


def test_make_a_codenames_pack_save_it_and_play_with_it(qtbot, app_settings):
    window, screen = open_maker(qtbot, app_settings)
    type_text(screen.title_edit, "Géographie")
    screen.text_edit.setPlainText(", ".join(LESSON[:10] + ["river"]))
    # Too few words: the validator's message is visible and Save is off.
    assert not screen.save_button.isEnabled()
    assert any("at least 25 words" in text for text in problems_shown(screen))
    assert "Repeats left out: 1" in screen.status.text()
    screen.text_edit.setPlainText(", ".join(LESSON + ["River"]))
    assert screen.save_button.isEnabled() and problems_shown(screen) == []
    screen.save_button.click()
    saved = paths.user_packs_dir() / "codenames" / "en" / "geographie.toml"
    assert saved.is_file()
    assert screen.pack_list.count() == 1

    # The setup offers it, and a game draws its 25 words from it.
    window.open_setup("codenames")
    offered = {p.id: p for p in window.setup.packs}
    assert "codenames/en/geographie" in offered
    mine = offered["codenames/en/geographie"]
    drawn = content_from_packs("codenames", [mine], [], random.Random(1))
    assert len(drawn["words"]) == 25 and set(drawn["words"]) <= set(LESSON)
    origin = {f.pack.id: f.origin for f in PackLibrary.load().valid if f.pack is not None}
    assert origin["codenames/en/geographie"] is Origin.USER


def test_edit_a_saved_pack_then_delete_it(qtbot, app_settings):
    window, screen = open_maker(qtbot, app_settings)
    screen.title_edit.setText("Lesson one")
    screen.text_edit.setPlainText("\n".join(LESSON))
    screen.save_button.click()
    first = paths.user_packs_dir() / "codenames" / "en" / "lesson-one.toml"
    assert first.is_file()

    screen.new_pack()
    assert screen.text_edit.toPlainText() == ""
    screen.pack_list.setCurrentRow(0)
    screen.edit_button.click()
    assert screen.title_edit.text() == "Lesson one"
    assert screen.text_edit.toPlainText() == ", ".join(LESSON)
    screen.title_edit.setText("Lesson two")  # a rename moves the file
    screen.save_button.click()
    second = paths.user_packs_dir() / "codenames" / "en" / "lesson-two.toml"
    assert second.is_file() and not first.exists()

    asked = []
    screen.confirm_delete = lambda name: asked.append(name) or True
    screen.pack_list.setCurrentRow(0)
    screen.delete_button.click()
    assert asked and "Lesson two" in asked[0]
    assert not second.exists() and screen.pack_list.count() == 0
    window.open_setup("codenames")
    assert all(p.id != "codenames/en/lesson-two" for p in window.setup.packs)


def test_a_name_already_taken_is_refused_until_changed(qtbot, app_settings):
    _, screen = open_maker(qtbot, app_settings)
    screen.title_edit.setText("Same")
    screen.text_edit.setPlainText(", ".join(LESSON))
    screen.save_button.click()
    screen.new_pack()
    screen.title_edit.setText("Same")
    screen.text_edit.setPlainText(", ".join(reversed(LESSON)))
    assert not screen.save_button.isEnabled()
    assert "already have a pack with this name" in screen.status.text()
    screen.title_edit.setText("Other")
    assert screen.save_button.isEnabled()


def test_a_spyword_pair_typed_with_emoji_is_checked_live(qtbot, app_settings):
    _, screen = open_maker(qtbot, app_settings)
    screen.game_box.setCurrentIndex(screen.game_box.findData("spyword"))
    screen.title_edit.setText("Fruit")
    screen.text_edit.setPlainText("fruit: apple 🍎, pear")
    assert not screen.save_button.isEnabled()
    assert any('pair 1 "apple/pear"' in text for text in problems_shown(screen))
    screen.text_edit.setPlainText("fruit: apple 🍎, pear 🍐")
    assert screen.save_button.isEnabled(), problems_shown(screen)


def test_a_40_card_taboo_pack_offers_only_15_or_20_cards_per_team(qtbot, app_settings):
    """Issue 17: a user Taboo pack may have 30 to 59 cards; setup offers only the
    cards-per-team choices the pack can fill (TB-OPT-1), and the game deals from it."""
    window, screen = open_maker(qtbot, app_settings)
    screen.game_box.setCurrentIndex(screen.game_box.findData("taboo"))
    screen.title_edit.setText("Forty")
    cards = [f"zq{chr(97 + i // 26)}{chr(97 + i % 26)}: alpha, bravo, charlie, delta, echo"
             for i in range(40)]
    screen.text_edit.setPlainText("\n".join(cards[:29]))
    assert not screen.save_button.isEnabled()  # 29 cards: below the smallest game
    screen.text_edit.setPlainText("\n".join(cards))
    assert screen.save_button.isEnabled(), problems_shown(screen)
    screen.save_button.click()

    app_settings.last_players = ["Ana", "Ben", "Cleo", "Dan"]
    window.open_setup("taboo")
    setup = window.setup
    mine = next(i for i, p in enumerate(setup.packs) if p.id == "taboo/en/forty")
    for index, box in enumerate(setup.pack_boxes):  # only the user's pack (all at first)
        box.setChecked(index == mine)
    assert setup.model.allowed("cards_per_team") == (15, 20)
    assert setup.model.values["cards_per_team"] == 20
    started = []
    setup.sig_start.connect(started.append)
    setup.start()
    assert started and len(started[0].content["cards"]) == 40
    game = Session.start("taboo", started[0].settings, list(started[0].seats),
                         started[0].seed, started[0].content, 0).game
    assert all(len(team.deck) == 20 for team in game.state.teams.values())
    setup.pack_boxes[0].setChecked(True)  # a built-in 60-card pack: all three again
    assert setup.model.allowed("cards_per_team") == (15, 20, 30)


def test_a_pack_with_a_problem_is_named_in_setup_and_opens_to_be_fixed(qtbot, app_settings):
    # Issue 28: "(has problems)" in the maker, Edit did nothing, setup never said why.
    folder = paths.user_packs_dir() / "codenames" / "en"
    folder.mkdir(parents=True)
    broken = folder / "lesson.toml"
    words = ", ".join(f'"{word}"' for word in LESSON[:10])
    broken.write_text('schema = 1\ngame = "codenames"\nlanguage = "en"\ntitle = "Lesson"\n'
                      'description = "Rivers"\nauthor = "Me"\nlicence = "CC BY-SA 4.0"\n'
                      f"family_friendly = true\nwords = [{words}]\n", encoding="utf-8")
    [file] = PackLibrary.load().invalid
    message = str(file.errors[0])  # as `palabre packs validate` prints it
    assert "at least 25 words" in message
    window, screen = open_maker(qtbot, app_settings)
    window.show_screen(window.home)
    window.open_setup("codenames")
    note = window.setup.packs_card.broken_note
    assert note.isVisibleTo(window.setup) and message in note.text()

    window.show_screen(window.home)
    window.home.make_pack_button.click()
    screen = window.stack.currentWidget()
    screen.pack_list.setCurrentRow(0)
    assert "(has problems)" in screen.pack_list.currentItem().text()
    screen.edit_button.click()
    assert screen.title_edit.text() == "Lesson" and screen.description_edit.text() == "Rivers"
    assert screen.text_edit.toPlainText() == ", ".join(LESSON[:10])  # every word back
    assert screen.file_problems.isVisibleTo(screen) and message in screen.file_problems.text()
    screen.text_edit.setPlainText(", ".join(LESSON))  # fixed: 26 words
    screen.save_button.click()
    assert not screen.file_problems.isVisibleTo(screen)
    assert [f.pack.title for f in PackLibrary.load().valid if f.origin is Origin.USER] == [
        "Lesson"]
