"""``python bench/run_with_probe.py [ARGS]``: run ``palabre`` from whatever checkout is first
on PYTHONPATH (``bench/startup.py --before DIR``: an older commit's tree) with the start-up
probe on its first main window, even where that tree has no `desktop.startup_probe` yet."""

import importlib.util
import runpy
import sys
from pathlib import Path

PROBE = Path(__file__).resolve().parent.parent / "desktop" / "startup_probe.py"

if __name__ == "__main__":
    spec = importlib.util.spec_from_file_location("_startup_probe", PROBE)
    probe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(probe)
    from PySide6.QtWidgets import QMainWindow

    show = QMainWindow.show

    def show_with_probe(window):
        if not getattr(QMainWindow, "_probed", False):
            QMainWindow._probed = True
            probe.install(window)
        show(window)

    QMainWindow.show = show_with_probe
    sys.argv = ["palabre", *sys.argv[1:]]
    runpy.run_module("desktop.cli", run_name="__main__")
