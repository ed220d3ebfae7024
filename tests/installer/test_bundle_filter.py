"""What the lean bundle keeps of Qt (issue 18): plugins by an allow-list, libraries only
when a kept binary links to them, Qt's translations of Palabre's languages."""

import pytest

from tests.installer.conftest import load

bf = load("bundle_filter")
QT = "PySide6/Qt"


@pytest.mark.parametrize(("dest", "kept"), [
    (f"{QT}/plugins/platforms/libqxcb.so", True),
    (f"{QT}/plugins/platforms/libqwayland.so", True),
    (f"{QT}/plugins/platforms/libqoffscreen.so", True),  # --self-test, CI
    (f"{QT}/plugins/platforms/libqeglfs.so", False),
    (f"{QT}/plugins/platforms/libqvnc.so", False),
    (f"{QT}/plugins/platformthemes/libqgtk3.so", False),  # would bring GTK, cairo, pango
    (f"{QT}/plugins/imageformats/libqsvg.so", True),
    (f"{QT}/plugins/imageformats/libqjpeg.so", False),
    (f"{QT}/plugins/tls/libqopensslbackend.so", False),
    (f"{QT}/plugins/xcbglintegrations/libqxcb-glx-integration.so", True),
    ("PySide6/plugins/platforms/qwindows.dll", True),  # the Windows wheel's layout
    ("PySide6/plugins/imageformats/qgif.dll", False),
    (f"{QT}/lib/libQt6Gui.so.6", None),  # not a plugin: left to the reachability pass
    ("libpython3.11.so.1.0", None),
])
def test_plugins_kept(dest, kept):
    assert bf.plugin_kept(dest) is kept


def toc(*entries):
    return [(dest, f"/src/{dest}", kind) for dest, kind in entries]


LINKS = {  # what each stand-in binary links to
    "/src/PySide6/QtWidgets.abi3.so": ["libQt6Widgets.so.6", "libQt6Gui.so.6"],
    f"/src/{QT}/lib/libQt6Widgets.so.6": ["libQt6Gui.so.6", "libQt6Core.so.6"],
    f"/src/{QT}/lib/libQt6Gui.so.6": ["libQt6Core.so.6", "libdbus-1.so.3"],
    "/src/libdbus-1.so.3": ["libsystemd.so.0"],
    f"/src/{QT}/plugins/platforms/libqxcb.so": ["libQt6XcbQpa.so.6", "libxcb-cursor.so.0"],
    f"/src/{QT}/plugins/platformthemes/libqgtk3.so": ["libgtk-3.so.0", "libQt6Gui.so.6"],
    "/src/libgtk-3.so.0": ["libcairo.so.2"],
}


def test_libraries_only_dropped_plugins_needed_are_dropped():
    binaries = toc(
        ("PySide6/QtWidgets.abi3.so", "EXTENSION"),
        (f"{QT}/lib/libQt6Widgets.so.6", "BINARY"), (f"{QT}/lib/libQt6Gui.so.6", "BINARY"),
        (f"{QT}/lib/libQt6Core.so.6", "BINARY"), (f"{QT}/lib/libQt6XcbQpa.so.6", "BINARY"),
        (f"{QT}/lib/libQt6Network.so.6", "BINARY"),  # QtNetwork excluded: nothing links it
        (f"{QT}/plugins/platforms/libqxcb.so", "BINARY"),
        (f"{QT}/plugins/platformthemes/libqgtk3.so", "BINARY"),
        ("libxcb-cursor.so.0", "BINARY"), ("libgtk-3.so.0", "BINARY"),
        ("libcairo.so.2", "BINARY"), ("libdbus-1.so.3", "BINARY"),
        ("libsystemd.so.0", "BINARY"),  # every systemd Linux has it: not bundled
    )
    kept = {dest for dest, _src, _kind in
            bf.keep_binaries(binaries, imports=lambda path: LINKS.get(path, []), linux=True)}
    assert kept == {
        "PySide6/QtWidgets.abi3.so", f"{QT}/lib/libQt6Widgets.so.6",
        f"{QT}/lib/libQt6Gui.so.6", f"{QT}/lib/libQt6Core.so.6",
        f"{QT}/lib/libQt6XcbQpa.so.6", f"{QT}/plugins/platforms/libqxcb.so",
        "libxcb-cursor.so.0", "libdbus-1.so.3"}


def test_pycryptodome_native_parts_loaded_at_run_time_are_kept():
    # net/room_key.py (issue 25): AES-GCM and Shamir load these with ctypes
    binaries = toc(("Crypto/Cipher/_raw_aes.abi3.so", "BINARY"),
                   ("Crypto/Util/_cpuid_c.abi3.so", "BINARY"),
                   ("Crypto/Protocol/_raw_gf2n.abi3.so", "BINARY"))
    kept = bf.keep_binaries(binaries, imports=lambda path: [], linux=True)
    assert len(kept) == 3


def test_off_linux_only_the_plugin_list_applies():
    binaries = toc(("PySide6/plugins/platforms/qwindows.dll", "BINARY"),
                   ("PySide6/plugins/imageformats/qgif.dll", "BINARY"),
                   ("PySide6/opengl32sw.dll", "BINARY"))  # loaded at run time, not linked
    kept = bf.keep_binaries(binaries, imports=lambda path: [], linux=False)
    assert [dest for dest, *_ in kept] == ["PySide6/plugins/platforms/qwindows.dll",
                                           "PySide6/opengl32sw.dll"]


def test_qt_translations_and_links_kept():
    datas = toc((f"{QT}/translations/qtbase_fr.qm", "DATA"),
                (f"{QT}/translations/qtbase_ja.qm", "DATA"),
                (f"{QT}/translations/qtdeclarative_fr.qm", "DATA"),
                ("PySide6/translations/qtbase_it.qm", "DATA"),
                ("resources/translations/palabre_fr.qm", "DATA"))
    datas += [("libQt6Gui.so.6", f"{QT}/lib/libQt6Gui.so.6", "SYMLINK"),
              ("libQt6Network.so.6", f"{QT}/lib/libQt6Network.so.6", "SYMLINK")]
    binaries = toc((f"{QT}/lib/libQt6Gui.so.6", "BINARY"))
    assert [dest for dest, *_ in bf.keep_datas(datas, binaries)] == [
        f"{QT}/translations/qtbase_fr.qm", "PySide6/translations/qtbase_it.qm",
        "resources/translations/palabre_fr.qm", "libQt6Gui.so.6"]
