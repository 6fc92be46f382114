#!/usr/bin/env bash
# The test suite, as the README gives it. One set-up step first: the gallery
# test loads the gallery page in headless Chromium (issue 6), so install
# Debian's chromium when no browser is on the PATH and we may use apt-get.
# Without one (no root, no apt, no registry) the tests still run and that
# one test reports itself skipped, with the reason.
set -uo pipefail
cd "$(dirname "$0")/.."

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

exec swift test "$@"
