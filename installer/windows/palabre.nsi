; Windows installer around the one-folder bundle (PX-DIST-1), built with NSIS 3 on Windows
; (or with makensis on Linux: it builds the same installer, but PyInstaller cannot make the
; Windows bundle there):
;
;   python installer\build.py                                  -> dist\palabre\palabre.exe
;   makensis /DVERSION=0.1.0 installer\windows\palabre.nsi     -> dist\palabre-0.1.0-setup.exe
;
; VERSION is pyproject.toml's (installer/README.md has the one-line way to pass it). PYTHON
; (default: python on Windows, python3 elsewhere) runs nsis_files.py, which lists the
; bundle's files for the installer and the uninstaller.
;
; Choices (issue 26):
; - For all users, with admin rights: Program Files, the Start menu of all users
;   (SetShellVarContext all) and a firewall rule need them. Each user's data stays in
;   their own profile (%LOCALAPPDATA%\Palabre).
; - The finish page's "Run Palabre" starts it through explorer.exe, so it runs as the
;   signed-in user, not elevated like the installer (ShellExecAsUser is not a standard
;   plugin).
; - Firewall: inbound rules for palabre.exe on private and domain networks (hosting a
;   room: TCP, the game and the phones' page; discovery: mDNS, UDP 5353), added on
;   install and removed on uninstall.
; - An upgrade first removes the previous install's files: its own uninstaller when it has
;   a file list, else (older releases) its _internal folder, palabre.exe and uninstall.exe.
; - The uninstaller deletes only the files it installed (the list), then each folder if it
;   is empty: never RMDir /r on a folder the user chose.

Unicode true
!ifndef VERSION
  !error "pass the version: makensis /DVERSION=x.y.z palabre.nsi (pyproject.toml's)"
!endif
!define APP "Palabre"
!ifndef BUNDLE
  !define BUNDLE "..\..\dist\palabre"
!endif
!ifndef OUTDIR
  !define OUTDIR "..\..\dist"
!endif
!ifndef PYTHON
  !ifdef NSIS_WIN32_MAKENSIS
    !define PYTHON "python"
  !else
    !define PYTHON "python3"
  !endif
!endif
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
!define FIREWALL_TCP "Palabre (hosting)"
!define FIREWALL_MDNS "Palabre (discovery)"
!define FILE_LIST "${OUTDIR}\palabre-files.nsh"

!system '"${PYTHON}" "nsis_files.py" "${BUNDLE}" "${FILE_LIST}"' = 0
!include /CHARSET=UTF8 "${FILE_LIST}"

Name "${APP} ${VERSION}"
OutFile "${OUTDIR}\palabre-${VERSION}-setup.exe"
InstallDir "$PROGRAMFILES64\${APP}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
SetCompressor /SOLID lzma
Icon "..\icons\palabre.ico"
UninstallIcon "..\icons\palabre.ico"

!include "MUI2.nsh"
!define MUI_ICON "..\icons\palabre.ico"
!define MUI_UNICON "..\icons\palabre.ico"
!define MUI_FINISHPAGE_RUN
!define MUI_FINISHPAGE_RUN_FUNCTION RunAsUser
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "Italian"

Function .onInit
  SetShellVarContext all
FunctionEnd

Function un.onInit
  SetShellVarContext all
FunctionEnd

; The installer runs elevated; explorer.exe starts the app as the signed-in user.
Function RunAsUser
  Exec '"$WINDIR\explorer.exe" "$INSTDIR\palabre.exe"'
FunctionEnd

; An upgrade leaves no stale file of the previous version behind.
Function RemovePrevious
  ReadRegStr $0 HKLM "${UNINSTALL_KEY}" "InstallLocation"
  StrCmp $0 "" done
  ReadRegDWORD $1 HKLM "${UNINSTALL_KEY}" "FileList"
  IntCmp $1 1 0 older older
  IfFileExists "$0\uninstall.exe" 0 done
  ; _?= runs the old uninstaller in place and waits for it (it then keeps itself).
  ExecWait '"$0\uninstall.exe" /S _?=$0'
  Delete "$0\uninstall.exe"
  Goto done
older:
  ; Releases before the file list: their whole _internal folder is PyInstaller's.
  RMDir /r "$0\_internal"
  Delete "$0\palabre.exe"
  Delete "$0\uninstall.exe"
done:
FunctionEnd

!macro FIREWALL_REMOVE
  nsExec::ExecToLog '"$SYSDIR\netsh.exe" advfirewall firewall delete rule name="${FIREWALL_TCP}"'
  Pop $0
  nsExec::ExecToLog '"$SYSDIR\netsh.exe" advfirewall firewall delete rule name="${FIREWALL_MDNS}"'
  Pop $0
!macroend

Section "Palabre"
  Call RemovePrevious
  !insertmacro PALABRE_INSTALL_FILES
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\palabre.exe" "" "$INSTDIR\palabre.exe" 0
  ; Hosting (TCP: the room and the phones' page) and discovery (mDNS) from this computer.
  !insertmacro FIREWALL_REMOVE
  nsExec::ExecToLog '"$SYSDIR\netsh.exe" advfirewall firewall add rule name="${FIREWALL_TCP}" dir=in action=allow program="$INSTDIR\palabre.exe" protocol=TCP profile=private,domain enable=yes'
  Pop $0
  nsExec::ExecToLog '"$SYSDIR\netsh.exe" advfirewall firewall add rule name="${FIREWALL_MDNS}" dir=in action=allow program="$INSTDIR\palabre.exe" protocol=UDP localport=5353 profile=private,domain enable=yes'
  Pop $0
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "Palabre"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\palabre.exe"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "FileList" 1  ; its uninstaller removes only its files
SectionEnd

Section "Uninstall"
  !insertmacro FIREWALL_REMOVE
  Delete "$SMPROGRAMS\${APP}.lnk"
  !insertmacro PALABRE_UNINSTALL_FILES
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"  ; not /r: only when nothing else is in it
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
SectionEnd
