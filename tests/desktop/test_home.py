"""Home: the games with tagline, players and length; language switches live (PX-I18N-1)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from desktop.screens.home import HomeScreen


def visible_texts(widget):
    return {w.text() for w in widget.findChildren(QLabel) + widget.findChildren(QPushButton)}


def test_home_lists_each_game_with_its_facts(qtbot):
    home = HomeScreen("en", "light", 100)
    qtbot.addWidget(home)
    card = home.cards["spyword"]
    assert card.name.text() == "Spy Word"
    assert card.tagline.text() == "Your word is different? You are the spy."
    assert card.facts.text() == "4–12 players · 10–20 min"
    assert home.cards["taboo"].facts.text() == "4–10 players · 5–9 min"
    assert card.play_button.accessibleName() == "Play Spy Word"


def test_play_and_help_emit_the_game(qtbot):
    home = HomeScreen("en", "light", 100)
    qtbot.addWidget(home)
    with qtbot.waitSignal(home.sig_play) as play:
        qtbot.mouseClick(home.cards["taboo"].play_button, Qt.MouseButton.LeftButton)
    assert play.args == ["taboo"]
    with qtbot.waitSignal(home.sig_help) as helped:
        qtbot.mouseClick(home.cards["codenames"].help_button, Qt.MouseButton.LeftButton)
    assert helped.args == ["codenames"]


def test_switching_language_changes_visible_texts_live(qtbot, translations):  # PX-I18N-1
    home = HomeScreen("en", "light", 100)
    qtbot.addWidget(home)
    home.show()
    assert "Play" in visible_texts(home)
    translations.switch("de")
    texts = visible_texts(home)
    assert "Spielen" in texts and "Play" not in texts
    assert home.cards["spyword"].name.text() == "Spionwort"
    assert home.cards["spyword"].facts.text() == "4–12 Personen · 10–20 Min."
    translations.switch("fr")
    assert home.cards["taboo"].name.text() == "Autour du mot"
    translations.switch("en")
    assert home.cards["taboo"].play_button.text() == "Play"


def test_language_choice_emits_the_language_code(qtbot):
    home = HomeScreen("en", "light", 100)
    qtbot.addWidget(home)
    with qtbot.waitSignal(home.sig_language) as chosen:
        home.language_box.activated.emit(home.language_box.findData("it"))
    assert chosen.args == ["it"]


def test_home_and_setup_agree_on_the_players(qtbot, app_settings):
    """Finding 12: the home card's player range is the one the setup shows first."""
    from desktop.screens.home import HomeScreen
    from desktop.setup_model import SetupModel

    home = HomeScreen("en", "light", 100)
    qtbot.addWidget(home)
    for game, card in home.cards.items():
        low, high = SetupModel(game, ["A", "B", "C", "D"]).player_range()
        assert card.facts.text().startswith(f"{low}–{high} players")


def test_a_live_language_switch_keeps_every_choice_readable(qtbot, translations):
    """Finding 3: after switching to Italian live, "Scuro" fits its drop-down and "Tema"
    its caption (the fit check, `desktop.fit_check`)."""
    from PySide6.QtWidgets import QApplication

    from desktop.fit_check import fit_problems
    from desktop.screens.home import HomeScreen

    home = HomeScreen("en", "dark", 100)
    qtbot.addWidget(home)
    home.resize(1100, 760)
    home.show()
    QApplication.processEvents()
    for language in ("it", "es", "de"):
        translations.switch(language)
        QApplication.processEvents()
        assert fit_problems(home) == [], language
    assert home.theme_box.currentText() == "Dunkel"
