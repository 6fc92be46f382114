// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ViewLayout",
    products: [
        .library(name: "ViewLayout", targets: ["ViewLayout"]),
        .library(name: "ViewLayoutRender", targets: ["ViewLayoutRender"]),
        .executable(name: "viewlayout", targets: ["viewlayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Parses the Swift files `viewlayout render` interprets (603 builds with Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The engine: depends on Foundation only, so anyone can embed it.
        .target(name: "ViewLayout"),
        // SVG and PNG rendering of a placed-view tree; pure Swift (zlib is
        // loaded at run time when present, see PNGCodec.swift).
        .target(name: "ViewLayoutRender", dependencies: ["ViewLayout"]),
        // SwiftUI examples from Apple's documentation, shared by the tool and the tests.
        .target(name: "ViewLayoutExamples", dependencies: ["ViewLayout"]),
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
        .executableTarget(
            name: "viewlayout",
            dependencies: [
                "ViewLayout", "ViewLayoutExamples", "ViewLayoutRender", "ViewLayoutInterpreter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ViewLayoutBenchmarks",
            dependencies: ["ViewLayout"]
        ),
        // The tool run as a child process with a deadline (the tests of the
        // command line, the preview server and the gallery in a browser).
        .target(name: "ViewLayoutTestSupport", path: "Tests/Support"),
        .testTarget(name: "ViewLayoutTests", dependencies: ["ViewLayout", "ViewLayoutExamples"]),
        .testTarget(name: "ViewLayoutRenderTests",
                    dependencies: ["ViewLayout", "ViewLayoutExamples", "ViewLayoutRender", "ViewLayoutTestSupport"]),
        .testTarget(name: "ViewLayoutInterpreterTests",
                    dependencies: [
                        "ViewLayout", "ViewLayoutExamples", "ViewLayoutInterpreter", "ViewLayoutTestSupport",
                        // The doc-comment coverage test parses the library's sources.
                        .product(name: "SwiftSyntax", package: "swift-syntax"),
                        .product(name: "SwiftParser", package: "swift-syntax"),
                    ]),
    ]
)
