"""Test-wide settings: Qt always offscreen, whatever the display (GUIDE §6)."""

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"

# The host packs its own game views unchecked for speed (issue 13); the suite keeps the
# check so a view the core builds wrong fails here (tests/net/test_host_broadcast.py runs
# a game with it off, as shipped).
import net.host  # noqa: E402

net.host.Host.check_own_views = True
