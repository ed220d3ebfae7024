"""Issue 26: the Windows installer script (read here; CI compiles it with makensis) and the
macOS Info.plist keys, one test per point (PX-DIST-1)."""

from __future__ import annotations

import importlib.util
import re
import sys

import pytest

from tests.installer.conftest import INSTALLER, load

NSI = (INSTALLER / "windows" / "palabre.nsi").read_text(encoding="utf-8")
CODE = "\n".join(line.split(";", 1)[0] for line in NSI.splitlines())  # comments dropped


def section(name: str) -> str:
    match = re.search(rf'^Section "{name}"\n(.*?)^SectionEnd', CODE, re.S | re.M)
    assert match, name
    return match[1]


def function(name: str) -> str:
    match = re.search(rf"^Function {re.escape(name)}\n(.*?)^FunctionEnd", CODE, re.S | re.M)
    assert match, name
    return match[1]


def test_installed_for_all_users_with_admin_rights():
    assert "RequestExecutionLevel admin" in CODE
    # Shortcuts in the all-users Start menu, for the installer and the uninstaller.
    assert "SetShellVarContext all" in function(".onInit")
    assert "SetShellVarContext all" in function("un.onInit")
    assert "$SMPROGRAMS" in section("Palabre")


def test_the_finish_page_starts_the_app_as_the_user_not_elevated():
    assert "!define MUI_FINISHPAGE_RUN_FUNCTION RunAsUser" in CODE
    assert not re.search(r'MUI_FINISHPAGE_RUN\s+"', CODE)  # no direct (elevated) start
    assert 'Exec \'"$WINDIR\\explorer.exe" "$INSTDIR\\palabre.exe"\'' in function("RunAsUser")


def test_firewall_rules_added_on_install_and_removed_on_uninstall():
    install, uninstall = section("Palabre"), section("Uninstall")
    adds = re.findall(r"advfirewall firewall add rule (.*)'", install)
    assert len(adds) == 2
    tcp, mdns = adds
    assert 'program="$INSTDIR\\palabre.exe"' in tcp and "protocol=TCP" in tcp
    assert "protocol=UDP" in mdns and "localport=5353" in mdns
    assert all("dir=in action=allow" in rule and "profile=private,domain" in rule
               for rule in adds)  # not on public networks
    assert "!insertmacro FIREWALL_REMOVE" in uninstall
    removes = re.search(r"!macro FIREWALL_REMOVE\n(.*?)!macroend", CODE, re.S)
    assert removes and removes[1].count("advfirewall firewall delete rule") == 2


def test_an_upgrade_removes_the_previous_files_first():
    install = section("Palabre")
    assert install.index("Call RemovePrevious") < install.index("PALABRE_INSTALL_FILES")
    previous = function("RemovePrevious")
    assert 'ExecWait \'"$0\\uninstall.exe" /S _?=$0\'' in previous
    assert 'RMDir /r "$0\\_internal"' in previous  # older releases: PyInstaller's folder
    assert '"FileList" 1' in install


def test_the_uninstaller_removes_only_what_it_installed():
    uninstall = section("Uninstall")
    assert "/r" not in uninstall  # never RMDir /r on the folder the user chose
    assert "!insertmacro PALABRE_UNINSTALL_FILES" in uninstall
    assert 'RMDir "$INSTDIR"' in uninstall
    assert "File /r" not in CODE and "!insertmacro PALABRE_INSTALL_FILES" in CODE
    # The list is made from the bundle each time the script compiles.
    assert '!system \'"${PYTHON}" "nsis_files.py" "${BUNDLE}" "${FILE_LIST}"\' = 0' in CODE


def test_the_file_list_matches_the_bundle(tmp_path):
    files = nsis_files()
    bundle = tmp_path / "palabre"
    for name in ("palabre.exe", "_internal/python311.dll", "_internal/PySide6/plugins/q.dll",
                 "_internal/resources/a$b.txt"):
        (bundle / name).parent.mkdir(parents=True, exist_ok=True)
        (bundle / name).write_text("x")
    install, uninstall = files.install_lines(bundle), files.uninstall_lines(bundle)
    assert install.count('  File "${BUNDLE}\\_internal\\resources\\a$b.txt"') == 1
    assert '  SetOutPath "$INSTDIR\\_internal\\PySide6\\plugins"' in install
    deletes = [line for line in uninstall if line.startswith("  Delete")]
    assert len(deletes) == 4 and '  Delete "$INSTDIR\\_internal\\resources\\a$$b.txt"' in deletes
    folders = [line for line in uninstall if line.startswith("  RMDir")]
    assert folders[0] == '  RMDir "$INSTDIR\\_internal\\PySide6\\plugins"'  # deepest first
    assert folders[-1] == '  RMDir "$INSTDIR\\_internal"'
    assert all("/r" not in line for line in uninstall)
    assert files.main([str(tmp_path / "empty"), str(tmp_path / "x.nsh")]) == 1  # no bundle


def nsis_files():
    """installer/windows/nsis_files.py, loaded by path (installer/ is no package)."""
    name = "nsis_files"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, INSTALLER / "windows" / f"{name}.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.fixture
def macos_info():
    return load("macos_info")


def test_macos_asks_for_the_local_network_and_names_the_bonjour_type(macos_info):
    from net.discovery import SERVICE_TYPE

    plist = macos_info.info_plist("1.2.3")
    assert SERVICE_TYPE == "_palabre._tcp.local."
    assert plist["NSBonjourServices"] == ["_palabre._tcp"]
    assert "local network" in plist["NSLocalNetworkUsageDescription"]
    assert plist["CFBundleShortVersionString"] == "1.2.3"
    spec = (INSTALLER / "palabre.spec").read_text(encoding="utf-8")
    assert "info_plist=info_plist(VERSION)" in spec

