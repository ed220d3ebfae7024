#!/bin/sh
# macOS: the .app and a drag-to-Applications disk image, on a Mac (PX-DIST-1).
#
#   .venv/bin/python installer/build.py --self-test   # -> dist/Palabre.app (the spec's BUNDLE)
#   sh installer/macos/make_dmg.sh             # -> dist/palabre-<version>-macos.dmg
#
# The version is pyproject.toml's. hdiutil ships with macOS; nothing is downloaded. The image
# holds Palabre.app and a link to /Applications. Unsigned: Gatekeeper asks once (right-click
# > Open); signing and notarising need an Apple developer identity (codesign, notarytool).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
# pyproject.toml's version, as the app reads it (the venv of installer/README.md)
version=$(cd "$root" && .venv/bin/python -c "from store.version import app_version; print(app_version())")
app="$root/dist/Palabre.app"
dmg="$root/dist/palabre-$version-macos.dmg"
[ -d "$app" ] || { echo "no $app: run .venv/bin/python installer/build.py first" >&2; exit 1; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
rm -f "$dmg"
hdiutil create -volname "Palabre $version" -srcfolder "$stage" -fs HFS+ -format UDZO "$dmg"
hdiutil verify "$dmg"
"$app/Contents/MacOS/palabre" --self-test
echo "dmg: $dmg"
