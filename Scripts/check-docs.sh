#!/usr/bin/env bash
# Builds the ViewLayout documentation with DocC and fails on any warning (an
# unresolved ``Symbol`` link, a bad parameter name in a doc comment, a broken
# article reference). Exits with DocC's status: non-zero when it warned.
#
# Which public symbols have a doc comment at all is checked by the test
# suite (DocCommentCoverageTests); this checks that what the comments and
# articles say resolves.
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

status=0
swift package generate-documentation --target ViewLayout --warnings-as-errors 2>&1 | tee "$log" || status=$?

# Older DocC versions print warnings without failing on them; catch those too.
if [ "$status" -eq 0 ] && grep -q "warning:" "$log"; then
    echo "check-docs.sh: DocC reported warnings (see above)" >&2
    status=1
fi
exit "$status"
