"""The Qt application and its main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget


class MainWindow(QMainWindow):
    """First window: the home screen's title and the three games."""

    def __init__(self) -> None:
        super().__init__()
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(48, 40, 48, 40)
        layout.setSpacing(16)
        self.title = QLabel(central)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 40px; font-weight: 700;")
        layout.addWidget(self.title)
        self.game_labels: list[QLabel] = []
        for _ in range(3):  # one card per game
            label = QLabel(central)
            label.setWordWrap(True)
            label.setStyleSheet("font-size: 18px; padding: 12px; border: 1px solid #8886;"
                                " border-radius: 8px;")
            layout.addWidget(label)
            self.game_labels.append(label)
        layout.addStretch(1)
        self.setCentralWidget(central)
        self.resize(720, 480)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Palabre"))
        self.title.setText(self.tr("Palabre"))
        names = (self.tr("Spy Word"), self.tr("Around the Word"), self.tr("Codenames"))
        taglines = (
            self.tr("Your word is different? You are the spy."),
            self.tr("Say anything, except the forbidden words."),
            self.tr("Find your agents from one-word clues."),
        )
        for label, name, tagline in zip(self.game_labels, names, taglines, strict=True):
            label.setText(f"<b>{name}</b><br>{tagline}")


def run_app(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setApplicationName("Palabre")
    app.setOrganizationName("Palabre")
    window = MainWindow()
    window.show()
    return app.exec()
