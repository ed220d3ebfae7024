#!/bin/sh
# Remove what install.sh put under PREFIX (default ~/.local).
set -eu
prefix=${1:-"$HOME/.local"}
rm -rf "$prefix/lib/palabre"
rm -f "$prefix/bin/palabre" "$prefix/share/applications/palabre.desktop"
rm -f "$prefix"/share/icons/hicolor/*/apps/palabre.png
echo "Palabre removed from $prefix"
