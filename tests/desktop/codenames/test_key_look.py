"""Finding 1 (PX-A11Y-1): the assassin on the key is unmistakable in both themes: its
card differs from an unrevealed card by far more than the other sides' cards do."""

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from desktop.codenames.card import CardButton
from desktop.theme import DEFAULT_SCALE, DEFAULT_THEME, THEMES, apply_theme

SIZE = (150, 96)
CONTRAST = 60  # of 255 lightness


def picture(side: str | None) -> QImage:
    card = CardButton(0)
    card.resize(*SIZE)
    card.show_card("DOVE", None, side)
    image = card.grab().toImage()
    card.deleteLater()
    return image


def changed_share(image: QImage, hidden: QImage) -> float:
    """The share of the card's pixels whose lightness differs from the unrevealed card's
    by more than `CONTRAST` (the eye sees a different card, not a tint)."""
    points = [(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)]
    changed = sum(1 for x, y in points
                  if abs(QColor(image.pixel(x, y)).lightness()
                         - QColor(hidden.pixel(x, y)).lightness()) > CONTRAST)
    return changed / len(points)


@pytest.mark.parametrize("theme", THEMES)
def test_the_assassin_stands_out_from_an_unrevealed_card(qtbot, theme):
    app = QApplication.instance()
    apply_theme(app, theme, DEFAULT_SCALE)
    try:
        hidden = picture(None)
        shares = {side: changed_share(picture(side), hidden)
                  for side in ("assassin", "red", "blue", "neutral")}
    finally:
        apply_theme(app, DEFAULT_THEME, DEFAULT_SCALE)
    assert shares["assassin"] > 0.25  # a quarter of the card changes: seen at a glance
    assert shares["assassin"] >= max(shares.values())
