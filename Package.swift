// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "ViewLayout",
    // The engine's view builder makes generic types with parameter packs
    // (TupleView<each T>), whose metadata needs the Swift 5.9 runtime these
    // releases ship.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "ViewLayout", targets: ["ViewLayout"]),
        .library(name: "ViewLayoutRender", targets: ["ViewLayoutRender"]),
        // Snapshot strategies for swift-snapshot-testing (frames, JSON, SVG, PNG).
        .library(name: "ViewLayoutTesting", targets: ["ViewLayoutTesting"]),
        // What `viewlayout render` interprets with; the benchmarks time it.
        .library(name: "ViewLayoutInterpreter", targets: ["ViewLayoutInterpreter"]),
        .executable(name: "viewlayout", targets: ["viewlayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Parses the Swift files `viewlayout render` interprets (603 builds with Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The HTTP and WebSocket server of `viewlayout preview`.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        // The assertion and file conventions of ViewLayoutTesting's strategies
        // (only its SnapshotTesting target is built: no further dependency).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The engine: depends on Foundation only at run time, so anyone can
        // embed it; its macros (`#Preview`) run in the compiler.
        .target(name: "ViewLayout", dependencies: ["ViewLayoutMacros"]),
        // SVG and PNG rendering of a placed-view tree, in Swift; PNG data is
        // compressed with the system's zlib.
        .target(name: "ViewLayoutRender", dependencies: ["ViewLayout", "CZlib"], resources: [.copy("Fonts")]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // swift-snapshot-testing strategies over layouts and pictures, and
        // one snapshot test per #Preview.
        .target(
            name: "ViewLayoutTesting",
            dependencies: [
                "ViewLayout", "ViewLayoutRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // SwiftUI examples from Apple's documentation, shared by the tool and the tests.
        .target(name: "ViewLayoutExamples", dependencies: ["ViewLayout", "ViewLayoutSourceText"]),
        // Compile-time macros: `#Preview` (the engine's) and `@SourceText` (a
        // declaration's own text, so each example is written once for the
        // compiler, the gallery and the interpreter).
        .macro(
            name: "ViewLayoutMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "ViewLayoutSourceText", dependencies: ["ViewLayoutMacros"]),
        // Interprets SwiftUI source without compiling it (`viewlayout render`).
        .target(
            name: "ViewLayoutInterpreter",
            dependencies: [
                "ViewLayout",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        // Reads the library's public declarations and writes the interpreter's
        // table of them (Scripts/generate-interpreter-table.sh).
        .target(
            name: "ViewLayoutTableGen",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "viewlayout-tablegen", dependencies: ["ViewLayoutTableGen"]),
        .executableTarget(
            name: "viewlayout",
            dependencies: [
                "ViewLayout", "ViewLayoutExamples", "ViewLayoutRender", "ViewLayoutInterpreter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // The tool run as a child process with a deadline (the tests of the
        // command line, the preview server and the gallery in a browser).
        .target(name: "ViewLayoutTestSupport", path: "Tests/Support"),
        // The corpus test interprets its screens as `viewlayout render` does.
        .testTarget(name: "ViewLayoutTests", dependencies: ["ViewLayout", "ViewLayoutExamples", "ViewLayoutInterpreter"]),
        .testTarget(name: "ViewLayoutRenderTests",
                    dependencies: ["ViewLayout", "ViewLayoutExamples", "ViewLayoutRender", "ViewLayoutTestSupport"],
                    resources: [.copy("JPEG")]),
        .testTarget(name: "ViewLayoutTestingTests",
                    dependencies: ["ViewLayout", "ViewLayoutRender", "ViewLayoutTesting",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // The worked example of the SnapshotTesting article: its own package
        // in Examples/SnapshotExample, whose sources and tests are also built
        // here so that the README's test command runs them without a second
        // build of every dependency.
        .target(name: "SnapshotExample", dependencies: ["ViewLayout"],
                path: "Examples/SnapshotExample/Sources/SnapshotExample"),
        .testTarget(name: "SnapshotExampleTests",
                    dependencies: ["SnapshotExample", "ViewLayout", "ViewLayoutTesting",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    path: "Examples/SnapshotExample/Tests/SnapshotExampleTests",
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "ViewLayoutInterpreterTests",
                    dependencies: [
                        "ViewLayout", "ViewLayoutExamples", "ViewLayoutInterpreter", "ViewLayoutSourceText",
                        "ViewLayoutTestSupport", "ViewLayoutTableGen",
                        // The doc-comment coverage test parses the library's sources.
                        .product(name: "SwiftSyntax", package: "swift-syntax"),
                        .product(name: "SwiftParser", package: "swift-syntax"),
                    ]),
    ]
)
