"""`palabre` entry point: no display gives a clear message, not Qt's abort."""

import os
import subprocess
import sys


def run_palabre(env_overrides: dict[str, str | None], *args: str, prefix: list[str] = ()):
    env = dict(os.environ)
    for key, value in env_overrides.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return subprocess.run(
        [*prefix, sys.executable, "-m", "desktop.cli", *args],
        env=env, capture_output=True, text=True, timeout=60,
    )


def test_no_display_prints_one_clear_line_and_exits_non_zero():
    result = run_palabre({"DISPLAY": None, "WAYLAND_DISPLAY": None, "QT_QPA_PLATFORM": None})
    assert result.returncode == 2
    assert "no display found" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_first_window_opens_offscreen(qtbot):
    from desktop.app import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.windowTitle() == "Palabre"
    assert window.home.cards["spyword"].name.text() == "Spy Word"
    assert window.isVisible()
