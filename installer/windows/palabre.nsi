; Windows installer around the one-folder bundle (PX-DIST-1), built with NSIS 3 on Windows
; (or with makensis on Linux: it builds the same installer, but PyInstaller cannot make the
; Windows bundle there):
;
;   python installer\build.py                                  -> dist\palabre\palabre.exe
;   makensis /DVERSION=0.1.0 installer\windows\palabre.nsi     -> dist\palabre-0.1.0-setup.exe
;
; VERSION is pyproject.toml's (installer/README.md has the one-line way to pass it). The
; installer puts Palabre in Program Files, adds a Start menu entry and an uninstaller, and
; registers it in "Apps & features"; the uninstaller removes exactly that.

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
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"

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
!define MUI_FINISHPAGE_RUN "$INSTDIR\palabre.exe"
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

Section "Palabre"
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\palabre.exe" "" "$INSTDIR\palabre.exe" 0
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "Palabre"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\palabre.exe"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${APP}.lnk"
  RMDir /r "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
SectionEnd
