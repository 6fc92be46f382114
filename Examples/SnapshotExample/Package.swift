// swift-tools-version:6.0
import PackageDescription

// A small package of two SwiftUI views and their snapshot tests, run on
// Linux with ViewLayout (the SnapshotTesting article of the documentation).
// Its sources and tests are also targets of the repository's own package,
// so that the repository's test command runs them; here they build as a
// package of their own, as in an app's repository:
//     cd Examples/SnapshotExample && swift test
let package = Package(
    name: "SnapshotExample",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // In an app's package: .package(url: "<this repository>", from: "<version>").
        .package(name: "ViewLayout", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "SnapshotExample", dependencies: [.product(name: "ViewLayout", package: "ViewLayout")]),
        .testTarget(
            name: "SnapshotExampleTests",
            dependencies: [
                "SnapshotExample",
                .product(name: "ViewLayoutTesting", package: "ViewLayout"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
