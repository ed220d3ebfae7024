"""Reading a QR code back from a picture with Debian's ``zbarimg`` (zbar-tools, which
`.ci/run` installs): a missing tool fails the test with the package to install, it does
not skip it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path


def read_qr(picture: Path) -> str:
    tool = shutil.which("zbarimg")
    assert tool, "zbarimg is missing: install Debian's zbar-tools (.ci/run does)"
    return subprocess.run([tool, "--raw", "--quiet", str(picture)], capture_output=True,
                          text=True, check=True).stdout.strip()
