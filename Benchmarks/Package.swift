// swift-tools-version:6.0
import PackageDescription

// The benchmarks, a package of their own so that building ViewLayout never
// compiles them. They use the engine's public API only. Build and run from
// this directory:
//     swift build -c release
//     .build/release/ViewLayoutBenchmarks --quick
//     .build/release/SessionDifferential 20000
let package = Package(
    name: "ViewLayoutBenchmarks",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        // The checkout this folder is in; named, because a path dependency's
        // identity is otherwise its folder's name, whatever the clone is called.
        .package(name: "ViewLayout", path: ".."),
        // The `--snapshot` mode times ViewLayoutTesting's strategies.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .executableTarget(
            name: "ViewLayoutBenchmarks",
            dependencies: [
                .product(name: "ViewLayout", package: "ViewLayout"),
                .product(name: "ViewLayoutTesting", package: "ViewLayout"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                // `--render`: the corpus screens through the interpreter to PNG.
                .product(name: "ViewLayoutInterpreter", package: "ViewLayout"),
                .product(name: "ViewLayoutRender", package: "ViewLayout"),
            ]
        ),
        // The seeded differential test of LayoutSession for any number of
        // seeds (its generator is the test suite's file, linked in).
        .executableTarget(
            name: "SessionDifferential",
            dependencies: [.product(name: "ViewLayout", package: "ViewLayout")]
        ),
        // The thread-safety workload, for ThreadSanitizer (Scripts/tsan-stress.sh).
        .executableTarget(
            name: "ConcurrencyStress",
            dependencies: [.product(name: "ViewLayout", package: "ViewLayout")]
        ),
    ]
)
