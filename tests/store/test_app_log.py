"""Issue 26, PX-DIST-2: a log file in the platform's log folder, and C-level crashes
dumped beside it."""

from __future__ import annotations

import logging
import os
import subprocess
import sys

from store import app_log, paths


def test_records_go_to_the_log_file(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path))
    path = app_log.start_logging("host", "9.9.9")
    try:
        logging.getLogger("net.host").warning("a seat left")
    finally:
        app_log.stop_logging()
    assert path == tmp_path / "logs" / "host.log"
    text = path.read_text(encoding="utf-8")
    assert "INFO store.app_log: host 9.9.9 started (pid" in text  # pid, Python, platform
    assert "WARNING net.host: a seat left" in text
    assert f"--- host pid {os.getpid()} started" in app_log.fault_file("host").read_text()


def test_a_crash_in_c_code_leaves_its_traceback_in_the_fault_file(tmp_path):
    env = {**os.environ, paths.DATA_DIR_ENV: str(tmp_path)}
    crash = ("from store import app_log; app_log.start_logging('palabre'); "
             "import faulthandler; faulthandler._sigsegv()")
    done = subprocess.run([sys.executable, "-c", crash], env=env, capture_output=True,
                          timeout=60, check=False)
    assert done.returncode != 0
    dump = (tmp_path / "logs" / "palabre-faults.log").read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in dump and "<string>" in dump
