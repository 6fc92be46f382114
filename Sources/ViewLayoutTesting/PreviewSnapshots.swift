import Foundation
import SnapshotTesting
import Testing
import ViewLayout
import XCTest

/// Snapshots every preview in `previews` on every device in `devices` and
/// fails the test for each that differs from its reference (or has none
/// yet, which records it): one call gives a team a snapshot test for each
/// `#Preview` it already wrote.
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertPreviewSnapshots(of: PreviewRegistry.previews(in: "MyViews"), on: [.iPhone13, .iPhoneSE3])
/// }
/// ```
///
/// Each snapshot is named after the preview (its name, else its file and
/// its position in that file: `ProfileCard-2`) and the device
/// (`ProfileCard-iphone-13`), in swift-snapshot-testing's
/// `__Snapshots__` folder beside the test file unless `snapshotDirectory`
/// says otherwise. An empty list of previews fails: a module whose
/// previews were not found would otherwise pass unseen.
///
/// - Parameters:
///   - previews: The previews, as `PreviewRegistry.previews(in:)` lists them.
///   - devices: The devices to lay each preview out on.
///   - format: How to snapshot each: `.frames` (default), `.json`, `.svg`, `.image()`.
///   - colorScheme: The colour scheme.
///   - dynamicTypeSize: The Dynamic Type size.
///   - layoutDirection: The layout direction.
///   - record: swift-snapshot-testing's record mode (nil: the configured one).
///   - snapshotDirectory: Where the references are (nil: `__Snapshots__/<test file>`).
///   - fileID: The file ID of the call.
///   - filePath: The file path of the call.
///   - testName: The test's name, the first part of each snapshot's file name.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func assertPreviewSnapshots(
    of previews: [Preview], on devices: [DevicePreset] = [.iPhone13], as format: PreviewSnapshotFormat = .frames,
    colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection = .leftToRight,
    record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let failures = verifyPreviewSnapshots(
        of: previews, on: devices, as: format, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
        layoutDirection: layoutDirection, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    for message in failures {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// Snapshots every preview of the module `module` (`PreviewRegistry.previews(in:)`);
/// see `assertPreviewSnapshots(of:on:as:colorScheme:dynamicTypeSize:layoutDirection:record:snapshotDirectory:fileID:file:testName:line:column:)`.
///
/// - Parameters:
///   - module: The module whose `#Preview`s and `PreviewProvider`s to snapshot.
///   - devices: The devices to lay each preview out on.
///   - format: How to snapshot each: `.frames` (default), `.json`, `.svg`, `.image()`.
///   - colorScheme: The colour scheme.
///   - dynamicTypeSize: The Dynamic Type size.
///   - layoutDirection: The layout direction.
///   - record: swift-snapshot-testing's record mode (nil: the configured one).
///   - snapshotDirectory: Where the references are (nil: `__Snapshots__/<test file>`).
///   - fileID: The file ID of the call.
///   - filePath: The file path of the call.
///   - testName: The test's name, the first part of each snapshot's file name.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func assertPreviewSnapshots(
    in module: String, on devices: [DevicePreset] = [.iPhone13], as format: PreviewSnapshotFormat = .frames,
    colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection = .leftToRight,
    record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertPreviewSnapshots(
        of: PreviewRegistry.previews(in: module), on: devices, as: format, colorScheme: colorScheme,
        dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, record: record,
        snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// What `assertPreviewSnapshots` checks, returned instead of recorded: one
/// message for each preview and device whose snapshot differs from its
/// reference or was recorded, each starting with the preview's and the
/// device's names; empty when every snapshot matches.
///
/// - Parameters:
///   - previews: The previews, as `PreviewRegistry.previews(in:)` lists them.
///   - devices: The devices to lay each preview out on.
///   - format: How to snapshot each: `.frames` (default), `.json`, `.svg`, `.image()`.
///   - colorScheme: The colour scheme.
///   - dynamicTypeSize: The Dynamic Type size.
///   - layoutDirection: The layout direction.
///   - record: swift-snapshot-testing's record mode (nil: the configured one).
///   - snapshotDirectory: Where the references are (nil: `__Snapshots__/<test file>`).
///   - fileID: The file ID of the call.
///   - filePath: The file path of the call.
///   - testName: The test's name, the first part of each snapshot's file name.
///   - line: The line of the call.
///   - column: The column of the call.
@MainActor
public func verifyPreviewSnapshots(
    of previews: [Preview], on devices: [DevicePreset] = [.iPhone13], as format: PreviewSnapshotFormat = .frames,
    colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection = .leftToRight,
    record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [String] {
    guard !previews.isEmpty else { return ["No previews to snapshot: the list is empty (is the module's name right, and is it linked into the tests?)"] }
    guard !devices.isEmpty else { return ["No devices to snapshot the previews on: the list is empty"] }
    var failures: [String] = []
    for (preview, name) in zip(previews, previewSnapshotNames(previews)) {
        for device in devices {
            let configuration = LayoutSnapshotConfiguration(device: device, colorScheme: colorScheme,
                                                            dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection)
            let call = SnapshotCall(name: name + "-" + device.name, record: record, snapshotDirectory: snapshotDirectory,
                                    fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
            if let message = format.check(preview, configuration, call) {
                failures.append("Preview \"\(preview.displayName)\" (\(preview.fileID):\(preview.line)) on \(device.title): \(message)")
            }
        }
    }
    return failures
}

/// Each preview's snapshot name: its own name, else its file's name and
/// its position among that file's previews; a name used twice gets its
/// position in the list added.
func previewSnapshotNames(_ previews: [Preview]) -> [String] {
    var perFile: [String: Int] = [:]
    let names = previews.map { p -> String in
        let file = (p.fileID.split(separator: "/").last.map(String.init) ?? p.fileID).replacingOccurrences(of: ".swift", with: "")
        let k = perFile[p.fileID, default: 0] + 1
        perFile[p.fileID] = k
        return p.name ?? "\(file)-\(k)"
    }
    var seen: [String: Int] = [:]
    for n in names { seen[n, default: 0] += 1 }
    return names.enumerated().map { seen[$1]! > 1 ? "\($1)-\($0 + 1)" : $1 }
}
