#!/bin/sh
# Regenerates the interpreter's table of the library's API
# (Sources/ViewLayoutInterpreter/Generated/LibraryTable.swift) from the
# library's public declarations. Run it after adding or changing a public
# API; InterpreterTableTests fails while the checked-in table is stale.
set -e
cd "$(dirname "$0")/.."
swift run viewlayout-tablegen Sources/ViewLayout Sources/ViewLayoutInterpreter/Generated/LibraryTable.swift
