"""The baseline of ``bench/startup.py``: a bare PySide6 window of Palabre's size, nothing
else (no Palabre module but the probe that reports its first paint)."""

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from desktop import startup_probe

if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setCentralWidget(QLabel("Palabre", window))
    window.resize(1180, 800)
    startup_probe.install(window)
    window.show()
    sys.exit(app.exec())
