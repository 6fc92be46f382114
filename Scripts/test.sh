#!/usr/bin/env bash
# The test suite, as the README gives it. Two set-up steps first: the PNG
# renderer links the system zlib, whose C headers (Debian's zlib1g-dev) the
# build needs, and the gallery test loads the gallery page in headless
# Chromium. Each is installed when missing and we may use apt-get.
# Without Chromium (no root, no apt, no registry) the tests still run and
# that one test reports itself skipped, with the reason.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -f /usr/include/zlib.h ] && command -v apt-get >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ]; then
        echo "test.sh: installing zlib1g-dev (Debian package) for the PNG renderer's zlib headers"
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zlib1g-dev >/dev/null; } ||
            echo "test.sh: could not install zlib1g-dev; the build will stop at CZlib"
    else
        echo "test.sh: zlib's headers are missing and apt-get needs root: install zlib1g-dev"
    fi
fi

# The PNG renderer draws characters the shipped faces lack (CJK, emoji)
# from the machine's faces, found through fontconfig; its tests need one
# CJK and one emoji face with TrueType outlines (Debian's Droid Sans
# Fallback and Symbola, about 3 MB together).
if ! fc-list ':charset=65e5' 2>/dev/null | grep -q . || ! fc-list ':charset=1f44b' file 2>/dev/null | grep -qi symbola; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "test.sh: installing fonts-droid-fallback and fonts-symbola (Debian packages) for drawing CJK and emoji"
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fontconfig fonts-droid-fallback fonts-symbola >/dev/null; } ||
            echo "test.sh: could not install the fonts; the CJK drawing test will be skipped"
    else
        echo "test.sh: no CJK or emoji face and no root apt-get; the CJK drawing test will be skipped"
    fi
fi

have_browser() {
    command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 ||
        command -v google-chrome >/dev/null 2>&1 || command -v google-chrome-stable >/dev/null 2>&1
}

if ! have_browser; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "test.sh: installing chromium (Debian package) for the gallery browser test"
        if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }; then
            echo "test.sh: could not install chromium; the gallery browser test will be skipped"
        fi
    else
        echo "test.sh: no chromium and no root apt-get; the gallery browser test will be skipped"
    fi
fi

# A watchdog: a run that has not ended in 45 minutes (build included) is
# stopped and the tests that started but never ended are named, so a hang
# shows where it is instead of running out CI's clock. GNU timeout signals
# its whole process group, the test bundle and its children with it.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
timeout -k 30 "${VIEWLAYOUT_TEST_TIMEOUT:-2700}" swift test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "test.sh: swift test did not end within ${VIEWLAYOUT_TEST_TIMEOUT:-2700} s and was stopped."
    echo "test.sh: tests that started and did not end:"
    sed -nE 's/^.* to ([A-Za-z0-9_]+)\(.*\) started\.$/\1/p; s/^.* Test ([A-Za-z0-9_]+)\(.*\) started\.$/\1/p' "$log" | sort -u > "$log.started"
    sed -nE 's/^.* Test ([A-Za-z0-9_]+)\(.*\) (passed|failed|skipped).*$/\1/p' "$log" | sort -u > "$log.ended"
    comm -23 "$log.started" "$log.ended" | sed 's/^/    /'
    rm -f "$log.started" "$log.ended"
fi
exit "$status"
