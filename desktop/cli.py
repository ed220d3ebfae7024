"""The ``palabre`` command: opens the app, or runs a subcommand.

Subcommands import what they need lazily, so ``palabre replay`` works on a
machine with no display and never loads Qt.
"""

from __future__ import annotations

import argparse
import os
import sys

HELP = ("-h", "--help")


class VersionAction(argparse.Action):
    """``--version``: the version is read only when asked (`store.version`)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="show the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *_args: object) -> None:
        from store.version import app_version

        print(f"{parser.prog} {app_version()}")  # on stdout, as argparse's own action does
        parser.exit()


def has_display() -> bool:
    """False on a Linux/BSD box with no X11/Wayland and no explicit Qt platform."""
    if sys.platform in ("win32", "darwin"):
        return True
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The whole parser; with ``argv`` naming no subcommand and asking no help (the
    window's start: ``palabre``, ``palabre --self-test``), without the subcommands whose
    parsers live in heavier modules: the window then imports neither the headless host
    (asyncio, the network) nor the packs tools (issue 30: start-up)."""
    parser = argparse.ArgumentParser(prog="palabre", description="Word-party games.")
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("--self-test", action="store_true",
                        help="check this installation offscreen (packs, screens, a LAN room) "
                             "and exit: 0 when all pass")
    sub = parser.add_subparsers(dest="command")
    replay = sub.add_parser("replay", help="print a saved game record's outcome and event log")
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true", help="machine-readable output")
    if argv is None or any(not word.startswith("-") or word in HELP for word in argv):
        from desktop.packs_cli import add_packs_parser
        from net.headless import add_bots_parser, add_host_parser

        add_packs_parser(sub)
        add_host_parser(sub)
        add_bots_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    args = build_parser(words).parse_args(words)
    if args.command == "replay":
        from desktop.replay_cli import run_replay

        return run_replay(args.file, as_json=args.json)
    if args.command == "packs":
        from desktop.packs_cli import run_packs

        return run_packs(args)
    from store.app_log import start_logging
    from store.legacy_paths import migrate_user_files

    kind = args.command or ("self-test" if args.self_test else "palabre")
    if kind == "palabre":
        start_logging(kind)  # the window: its version is read when needed (crash reports)
    else:
        from store.version import app_version

        start_logging(kind, app_version())
    migrate_user_files()  # before anything reads settings or data (issue 26)
    if args.command in ("host", "bots"):
        from net.headless import run_bots, run_host  # asyncio and the network: no Qt

        return run_host(args) if args.command == "host" else run_bots(args)
    if args.self_test:
        from desktop.self_test import run_self_test

        return run_self_test()
    if not has_display():
        from desktop.notify import report_startup_failure  # subprocess: on failure only

        report_startup_failure(
            "palabre: no display found (DISPLAY/WAYLAND_DISPLAY unset); "
            "run it in a desktop session, or set QT_QPA_PLATFORM=offscreen for a headless run."
        )
        return 2
    from desktop.qt_platform import EXIT_PLATFORM, check_platform

    failure = check_platform()  # before Qt, which aborts when no platform plugin loads
    if failure is not None:  # also to the log and the desktop: no terminal from the menu
        from desktop.notify import report_startup_failure

        report_startup_failure(failure.message())
        return EXIT_PLATFORM
    from desktop.app import run_app

    return run_app()


if __name__ == "__main__":
    sys.exit(main())
