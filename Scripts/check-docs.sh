#!/usr/bin/env bash
# Builds the ViewLayout documentation with DocC and fails on any warning (an
# unresolved ``Symbol`` link, a bad parameter name in a doc comment, a broken
# article reference): DocC's --warnings-as-errors makes it exit non-zero.
# About 30 seconds once the library is built.
#
# Which public symbols have a doc comment at all is checked by the test
# suite (DocCommentCoverageTests); this checks that what the comments and
# articles say resolves.
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift package generate-documentation --target ViewLayout --warnings-as-errors
