#!/bin/sh
# Install the standalone Palabre from this unpacked tarball, for one user (default) or
# system-wide:   ./install.sh            -> ~/.local
#                sudo ./install.sh /usr/local
# Puts the app in PREFIX/lib/palabre, the command in PREFIX/bin/palabre, the menu entry in
# PREFIX/share/applications and the icons in PREFIX/share/icons/hicolor.
# ./uninstall.sh [PREFIX] removes exactly those.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${1:-"$HOME/.local"}
mkdir -p "$prefix/lib" "$prefix/bin" "$prefix/share/applications"
rm -rf "$prefix/lib/palabre"
cp -R "$here/palabre" "$prefix/lib/palabre"
ln -sf "$prefix/lib/palabre/palabre" "$prefix/bin/palabre"
sed "s|@EXEC@|$prefix/bin/palabre|" "$here/palabre.desktop" > "$prefix/share/applications/palabre.desktop"
for icon in "$here"/icons/hicolor/*/apps/palabre.png; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  mkdir -p "$prefix/share/icons/hicolor/$size/apps"
  cp "$icon" "$prefix/share/icons/hicolor/$size/apps/palabre.png"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$prefix/share/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" || true
echo "Palabre installed: $prefix/bin/palabre (and in the applications menu)"
