"""Opening the profiles at start (PX-PROF-5): a damaged file gets a clear choice, never a
crash: restore the newest good backup, start with no profiles (the damaged file is kept
aside), or go on without profiles this time. The app runs in every case."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QAbstractButton, QWidget

from store import profile_backup
from store.profile_db import OPEN_ERRORS, ProfilesDamaged
from store.profiles import ProfileStore, default_path

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

RESTORE, FRESH, WITHOUT = "restore", "fresh", "without"
#: Asks what to do with a damaged file (a dialog in the app, a fixed answer in tests).
Ask = Callable[[ProfilesDamaged], str]


def open_profiles(path: Path | None = None, ask: Ask | None = None,
                  parent: QWidget | None = None) -> ProfileStore | None:
    """The profile store, or None when the app goes on without profiles."""
    path = path or default_path()
    try:
        return ProfileStore.open(path)
    except ProfilesDamaged as damaged:
        choice = (ask or (lambda d: ask_user(d, parent)))(damaged)
        log.error("profiles: %s; the user chose %s", damaged, choice)
        try:
            if choice == RESTORE and damaged.backup is not None:
                ProfileStore.restore(path, damaged.backup)
            elif choice == FRESH:
                ProfileStore.start_fresh(path)
            else:
                return None
            return ProfileStore.open(path)
        except OPEN_ERRORS as err:  # a backup that fails to copy...
            log.error("profiles: still not usable: %s", err)
            return None
    except OPEN_ERRORS as err:
        log.error("profiles: not available: %s", err)
        return None


def ask_user(damaged: ProfilesDamaged, parent: QWidget | None) -> str:
    from PySide6.QtWidgets import QMessageBox  # its enums are built on first use: rare

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("ProfileOpen", "Profiles damaged"))
    answers: dict[QAbstractButton | None, str] = {}
    if damaged.backup is not None:
        taken = profile_backup.backup_time(damaged.backup)
        when = QLocale().toString(  # type: ignore[call-overload]  # PySide6 takes a datetime; its stub lists QDateTime only
            taken.astimezone(), QLocale.FormatType.ShortFormat) \
            if taken else damaged.backup.name
        box.setText(translate("ProfileOpen", "The profiles file is damaged. A backup from "
                              "{when} is available.").format(when=when))
        answers[box.addButton(translate("ProfileOpen", "Restore the backup"),
                              QMessageBox.ButtonRole.AcceptRole)] = RESTORE
    else:
        box.setText(translate("ProfileOpen", "The profiles file is damaged and there is no "
                              "backup."))
    answers[box.addButton(translate("ProfileOpen", "Start with no profiles"),
                          QMessageBox.ButtonRole.DestructiveRole)] = FRESH
    answers[box.addButton(translate("ProfileOpen", "Play without profiles this time"),
                          QMessageBox.ButtonRole.RejectRole)] = WITHOUT
    box.setInformativeText(translate("ProfileOpen", "Nothing is deleted: the damaged file "
                                     "is kept for a bug report."))
    box.exec()
    return answers.get(box.clickedButton(), WITHOUT)
