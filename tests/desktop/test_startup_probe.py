"""bench/startup.py's probe: with PALABRE_STARTUP_PROBE the real app reports its first
paint and closes by itself; without it nothing watches the window."""

import json
import os
import subprocess
import sys
import time

from tests.desktop.test_cli import run_palabre


def test_the_app_reports_its_first_paint_and_ends(tmp_path):
    target = tmp_path / "probe.jsonl"
    launched = time.time()
    result = run_palabre({"PALABRE_STARTUP_PROBE": str(target),
                          "PALABRE_DATA_DIR": str(tmp_path / "data"),
                          "XDG_CONFIG_HOME": str(tmp_path / "config")})
    assert result.returncode == 0, result.stderr
    (record,) = [json.loads(line) for line in target.read_text().splitlines()]
    assert set(record) == {"shown_at", "cpu_s", "rss_mib", "modules", "texts"}
    assert record["shown_at"] >= launched and record["cpu_s"] > 0 and record["rss_mib"] > 0
    assert "Word games for the whole table" in record["texts"]  # the home screen, shown


def test_the_first_window_loads_only_what_it_shows(tmp_path):
    """Start-up (issues 18, 30): the command line, the guard and the main window, up to its
    first paint, import neither LAN play, nor the game controller and rules, nor
    rapidfuzz, nor the package metadata; nor asyncio and qasync (the loop starts after
    the first paint), the client and its room key, the headless host or the packs tools;
    nor the table view window (made when opened) and the protocol behind its TV lobby,
    the pack model and its TOML parser (read when setup needs the packs), a game's
    replay for its profiles (no game waits to be committed), subprocess and the XML
    parser (a failing start and the translators' tools only)."""
    code = ("import sys\n"
            "from PySide6.QtWidgets import QApplication\n"
            "from desktop import cli\n"
            "cli.build_parser([]).parse_args([])\n"
            "from desktop.app import create_main_window\n"
            "from desktop.app_guard import AppGuard\n"
            "app = QApplication([])\n"
            "guard = AppGuard()\n"
            "assert guard.claim()\n"
            "window = create_main_window(app, open_store=True)\n"
            "guard.watch(window)\n"
            "window.show()\n"
            "app.processEvents()\n"
            "print(' '.join(sorted(sys.modules)))\n"
            "guard.release()\n")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path), "PALABRE_DATA_DIR": str(tmp_path)}
    loaded = set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                check=True, timeout=60, env=env).stdout.split())
    assert "desktop.home" not in loaded and "desktop.screens.home" in loaded  # it ran
    deferred = {"desktop.lan_flow", "desktop.screens.lobby", "desktop.widgets.qr", "segno",
                "net.host", "net.discovery", "zeroconf", "desktop.controller",
                "desktop.screens.setup", "desktop.screens.dialogs", "rapidfuzz",
                "importlib.metadata", "asyncio", "qasync", "net.client", "net.room_key",
                "Crypto", "net.headless", "desktop.packs_cli",
                "desktop.table_view", "desktop.table_lobby", "net.room_code",
                "net.protocol", "msgpack", "core.packs", "store.packs", "tomllib",
                "core.session", "core.progress.facts", "subprocess",
                "xml.etree.ElementTree"}
    assert deferred & loaded == set()


def test_without_the_variable_nothing_is_installed(qtbot, monkeypatch):
    from PySide6.QtWidgets import QWidget

    from desktop import startup_probe

    monkeypatch.delenv(startup_probe.PROBE_ENV, raising=False)
    window = QWidget()
    qtbot.addWidget(window)
    startup_probe.install(window)
    assert window.findChildren(startup_probe._FirstPaint) == []
