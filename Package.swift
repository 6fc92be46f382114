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
    ],
    targets: [
        // The engine: depends on Foundation only, so anyone can embed it.
        .target(name: "ViewLayout"),
        // SVG and PNG rendering of a placed-view tree; pure Swift (zlib is
        // loaded at run time when present, see PNGCodec.swift).
        .target(name: "ViewLayoutRender", dependencies: ["ViewLayout"]),
        // SwiftUI examples from Apple's documentation, shared by the tool and the tests.
        .target(name: "ViewLayoutExamples", dependencies: ["ViewLayout"]),
        .executableTarget(
            name: "viewlayout",
            dependencies: [
                "ViewLayout", "ViewLayoutExamples", "ViewLayoutRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ViewLayoutBenchmarks",
            dependencies: ["ViewLayout"]
        ),
        .testTarget(name: "ViewLayoutTests", dependencies: ["ViewLayout", "ViewLayoutExamples"]),
        .testTarget(name: "ViewLayoutRenderTests", dependencies: ["ViewLayout", "ViewLayoutExamples", "ViewLayoutRender"]),
    ]
)
