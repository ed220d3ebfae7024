"""Test-wide settings: Qt always offscreen, whatever the display (GUIDE §6)."""

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
