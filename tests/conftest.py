"""Test-wide settings: Qt always offscreen, whatever the display (GUIDE §6)."""

import atexit
import os
import shutil
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"

# Each test process keeps its data (the built-in packs' cache, logs) in a folder of its
# own, never in the user's home; tests that need a fresh one set their own.
if "PALABRE_DATA_DIR" not in os.environ:
    _DATA = tempfile.mkdtemp(prefix="palabre-tests-")
    os.environ["PALABRE_DATA_DIR"] = _DATA
    atexit.register(shutil.rmtree, _DATA, ignore_errors=True)

# The host packs its own game views unchecked for speed (issue 13); the suite keeps the
# check so a view the core builds wrong fails here (tests/net/test_host_broadcast.py runs
# a game with it off, as shipped).
import net.host  # noqa: E402

net.host.Host.check_own_views = True
