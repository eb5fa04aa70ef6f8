#!/usr/bin/env bash
# Build the one-folder DealerTrainer app for Linux and check it with its self-test.
#
#   bash packaging/build.sh            build (reuses build/packaging/venv if it is there)
#   bash packaging/build.sh --fresh    start from a new venv
#
# The built app's self-test runs in English, then in zh_CN and zh_TW with fontconfig shown the
# DejaVu fonts only (a machine with no CJK font): the bundled Noto subsets must draw every
# Chinese character.
#
# Environment: PYTHON (default python3, must be 3.11 or newer).
# Out come:
#   dist/dealertrainer/                       the app folder: run dist/dealertrainer/dealertrainer
#   dist/dealertrainer/share/                 .desktop file, AppStream metainfo, hicolor icons
#   dist/dealertrainer-<version>-linux-<arch>.tar.gz   the folder, packed for a dealer school
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$ROOT/build/packaging"
VENV="$WORK/venv"
DIST="$ROOT/dist"
APP="$DIST/dealertrainer"
APP_ID="org.dealertrainer.DealerTrainer"
PYTHON="${PYTHON:-python3}"
started=$(date +%s)

say() { printf '==> %s\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }

for arg in "$@"; do
  case "$arg" in
    --fresh) rm -rf "$VENV" ;;
    *) die "unknown option $arg (allowed: --fresh)" ;;
  esac
done

"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || die "$PYTHON is older than Python 3.11; set PYTHON to a 3.11+ interpreter"

if [[ ! -x "$VENV/bin/python" ]]; then
  say "creating the build venv in ${VENV#"$ROOT"/}"
  mkdir -p "$WORK"
  "$PYTHON" -m venv "$VENV"
fi
say "installing DealerTrainer and PyInstaller into the build venv"
# A regular (non-editable) install: the build must not depend on the source tree's layout.
"$VENV/bin/python" -m pip install --quiet --upgrade "$ROOT[packaging]"
"$VENV/bin/python" -m pip install --quiet --no-deps --force-reinstall "$ROOT"  # same version, new code

VERSION="$("$VENV/bin/python" -c 'from importlib.metadata import version; print(version("dealertrainer"))')"
grep -q "<release version=\"$VERSION\"" "$ROOT/packaging/$APP_ID.metainfo.xml" \
  || die "packaging/$APP_ID.metainfo.xml has no <release version=\"$VERSION\">: add the release"

say "building DealerTrainer $VERSION with PyInstaller"
rm -rf "$APP"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$DIST" --workpath "$WORK/pyinstaller" "$ROOT/packaging/dealertrainer.spec"

say "adding the desktop entry, AppStream metainfo and icons under share/"
install -D -m 644 "$ROOT/packaging/$APP_ID.desktop" "$APP/share/applications/$APP_ID.desktop"
install -D -m 644 "$ROOT/packaging/$APP_ID.metainfo.xml" "$APP/share/metainfo/$APP_ID.metainfo.xml"
QT_QPA_PLATFORM=offscreen "$VENV/bin/python" "$ROOT/packaging/render_icons.py" "$APP/share/icons" >/dev/null

say "running the built app's self-test (offscreen, throwaway settings and records)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
self_test() {  # self_test LANGUAGE [VAR=VALUE ...]: the built app's self-test in LANGUAGE
  local language="$1"; shift
  if ! env QT_QPA_PLATFORM=offscreen DEALERTRAINER_CONFIG_DIR="$scratch/config" DEALERTRAINER_DATA_DIR="$scratch/data" "$@" \
      "$APP/dealertrainer" --self-test --language "$language" | tee "$scratch/self-test.txt"; then
    die "the built app failed its self-test in $language"
  fi
}
self_test en
# Chinese as on a machine with no CJK font: fontconfig shown the DejaVu fonts only, so every
# Chinese character must come from the fonts the bundle ships.
DEJAVU=/usr/share/fonts/truetype/dejavu
[[ -d "$DEJAVU" ]] || die "$DEJAVU is missing (apt-get install fonts-dejavu-core): the Chinese self-test needs it"
cat > "$scratch/fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>$DEJAVU</dir><cachedir>$scratch/fontconfig</cachedir></fontconfig>
EOF
for language in zh_CN zh_TW; do
  say "self-test in $language, with no CJK font on the machine"
  self_test "$language" FONTCONFIG_FILE="$scratch/fonts.conf"
  grep -q "this machine's own Chinese fonts: none" "$scratch/self-test.txt" \
    || die "fontconfig still found a Chinese font of this machine: the $language self-test proved nothing"
done

ARCHIVE="$DIST/dealertrainer-$VERSION-linux-$(uname -m).tar.gz"
tar -C "$DIST" -czf "$ARCHIVE" dealertrainer

elapsed=$(( $(date +%s) - started ))
say "built in ${elapsed} s"
say "app folder: ${APP#"$ROOT"/} ($(du -sh "$APP" | cut -f1)); run ${APP#"$ROOT"/}/dealertrainer"
say "archive:    ${ARCHIVE#"$ROOT"/} ($(du -sh "$ARCHIVE" | cut -f1))"
