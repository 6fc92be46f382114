import Foundation
import ViewLayoutTableGen

// viewlayout-tablegen LIBRARY_TARGET_DIR OUTPUT_FILE
// Reads the library's public declarations and writes the interpreter's table
// (Scripts/generate-interpreter-table.sh runs it with the package's paths).
let args = CommandLine.arguments
guard args.count == 3 else {
    FileHandle.standardError.write(Data("usage: viewlayout-tablegen Sources/ViewLayout OUTPUT.swift\n".utf8))
    exit(2)
}
do {
    var generator = TableGenerator(files: try TableGenerator.libraryFiles(target: URL(fileURLWithPath: args[1])))
    let source = generator.generate()
    try source.write(to: URL(fileURLWithPath: args[2]), atomically: true, encoding: .utf8)
    let skipped = generator.symbols.filter { $0.skipped != nil }
    print("\(generator.symbols.count - skipped.count) entries generated, \(skipped.count) symbols not generated (listed at the end of \(args[2]))")
} catch {
    FileHandle.standardError.write(Data("viewlayout-tablegen: \(error)\n".utf8))
    exit(1)
}
