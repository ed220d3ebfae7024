"""Where the translations come from: `.ts` compiled at start-up in a source tree, the
shipped `.qm` as they are in a frozen build (installer/), English when neither exists."""

from __future__ import annotations

from desktop import i18n


def test_source_tree_compiles_the_ts_into_the_cache():
    qm = i18n.compiled_qm("de")
    assert qm is not None and qm.parent == i18n.cache_dir() and qm.stat().st_size > 1000


def test_frozen_build_loads_the_shipped_qm(tmp_path, monkeypatch):
    compiled = i18n.compiled_qm("fr")
    shipped = tmp_path / "palabre_fr.qm"
    shipped.write_bytes(compiled.read_bytes())
    monkeypatch.setattr(i18n, "TS_DIR", tmp_path)  # only .qm files there, as in the bundle
    assert i18n.compiled_qm("fr") == shipped
    assert i18n.compiled_qm("it") is None  # nothing shipped: the app shows English
