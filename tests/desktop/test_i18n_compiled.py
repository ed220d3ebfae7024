"""The translations Qt loads are the committed ``.qm`` files, compiled from the ``.ts``
and checked here: nothing is compiled at run time (issue 26, PX-DIST-1)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from desktop import i18n


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_committed_qm_is_what_lrelease_makes_of_the_ts(language, tmp_path):
    assert i18n.stale_qm(language, tmp_path) is None


def test_a_stale_or_missing_qm_is_found(tmp_path, monkeypatch):
    shipped = tmp_path / "shipped"
    shipped.mkdir()
    (shipped / "palabre_fr.ts").write_bytes(i18n.ts_path("fr").read_bytes())
    monkeypatch.setattr(i18n, "TS_DIR", shipped)
    assert "missing" in i18n.stale_qm("fr", tmp_path)
    (shipped / "palabre_fr.qm").write_bytes(b"not the French catalogue")
    assert "stale" in i18n.stale_qm("fr", tmp_path)


def test_the_app_loads_the_shipped_qm(translations):
    translations.switch("fr")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Partie"
