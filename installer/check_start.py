"""Start an installed Palabre in a language and check its first window speaks it (issue 26).

    python installer/check_start.py PROGRAM [--language fr]

Runs ``PROGRAM`` (an installed ``palabre``: the wheel's console script, the bundle's
executable) offscreen, with a throw-away settings and data folder, the system language
set to ``--language`` (``LANG``/``LC_ALL``: a first start takes the system's) and the
start-up probe on (`desktop.startup_probe`: at the first paint it records the texts the
window shows, then closes it). Passes when the home screen's subtitle is there in that
language (and, for any language but English, not in English). Run it from the
checkout's venv: the expected text is read from the checkout's ``.ts``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: A text the home screen (the first window) always shows: (context, English source).
EXPECTED = ("HomeScreen", "Word games for the whole table")
LOCALES = {"en": "en_GB.UTF-8", "fr": "fr_FR.UTF-8", "de": "de_DE.UTF-8",
           "es": "es_ES.UTF-8", "it": "it_IT.UTF-8"}
START_TIMEOUT_S = 120


def expected_text(language: str) -> str:
    sys.path.insert(0, str(ROOT))
    from desktop.i18n import ts_path
    from desktop.web_texts import ts_entries

    return str(ts_entries(ts_path(language))[EXPECTED])


def shown_texts(program: str, language: str) -> list[str]:
    """The texts of ``program``'s first window, started in ``language``."""
    with tempfile.TemporaryDirectory() as scratch:
        probe = Path(scratch) / "probe.jsonl"
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": LOCALES[language],
               "LC_ALL": LOCALES[language], "LANGUAGE": language,
               "PALABRE_STARTUP_PROBE": str(probe), "PALABRE_DATA_DIR": f"{scratch}/data",
               "XDG_CONFIG_HOME": f"{scratch}/config", "HOME": scratch}
        # Its output is only shown on failure: without that locale installed, Qt says it
        # fell back to C.UTF-8 (it still reads the language from LANG).
        result = subprocess.run([program], env=env, cwd=scratch, capture_output=True,
                                text=True, timeout=START_TIMEOUT_S, check=False)
        if result.returncode or not probe.is_file():
            raise SystemExit(f"check_start: {program} exited {result.returncode}:\n"
                             f"{result.stdout}{result.stderr}")
        record = json.loads(probe.read_text(encoding="utf-8").splitlines()[0])
        return list(record["texts"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program")
    parser.add_argument("--language", default="fr", choices=sorted(LOCALES))
    args = parser.parse_args(argv)
    wanted, english = expected_text(args.language), EXPECTED[1]
    texts = shown_texts(str(Path(args.program).absolute()), args.language)  # run elsewhere
    if wanted not in texts or (args.language != "en" and english in texts):
        print(f"check_start: {args.program} in {args.language}: {wanted!r} not shown; "
              f"shown: {texts}", file=sys.stderr)
        return 1
    print(f"check_start: {args.program} started in {args.language}: {wanted!r} on screen "
          f"({len(texts)} texts)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
