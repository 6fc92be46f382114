import Foundation
import SnapshotTesting
import Testing
import ViewLayout
import ViewLayoutRender
import ViewLayoutTesting

/// A card whose title and box sit below a bar `barHeight` points tall, all
/// at the top leading corner of the safe area, so that growing the bar
/// moves the title and the box down by exactly the growth.
private struct Card: View {
    var barHeight: CGFloat = 20
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: barHeight).id("bar")
            Text("Title").id("title")
            Color.blue.frame(width: 50, height: 50).id("box")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A fresh folder for one test's recorded snapshots, so no test depends on
/// checked-in files or on another test's.
private func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ViewLayoutTestingTests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// The value a strategy makes (the strategies here answer at once).
private func take<V, F>(_ value: V, _ strategy: Snapshotting<V, F>) -> F {
    var result: F?
    strategy.snapshot(value).run { result = $0 }
    return result!
}

@Suite struct SnapshotStrategyTests {
    @Test func framesOfAnUnchangedViewPassOnReRun() throws {
        let dir = try temporaryFolder()
        let recorded = verifySnapshot(of: Card(), as: .frames(on: .iPhone13), named: "card", record: .all, snapshotDirectory: dir)
        #expect(recorded?.contains("Record mode is on") == true)
        #expect(verifySnapshot(of: Card(), as: .frames(on: .iPhone13), named: "card", record: .never, snapshotDirectory: dir) == nil)
    }

    @Test func aMovedViewFailsNamingItAndItsDisplacement() throws {
        let dir = try temporaryFolder()
        _ = verifySnapshot(of: Card(barHeight: 20), as: .frames(on: .iPhone13), named: "card", record: .all, snapshotDirectory: dir)
        // The bar grows by 12 points: the title and the box below it move
        // down by 12, the bar changes size and nothing else moves.
        let message = try #require(verifySnapshot(of: Card(barHeight: 32), as: .frames(on: .iPhone13), named: "card",
                                                  record: .never, snapshotDirectory: dir))
        #expect(message.contains("Text #title \"Title\": moved by (+0, +12)"), "\(message)")
        #expect(message.contains("frame #box: moved by (+0, +12)"), "\(message)")
        #expect(message.contains("frame #bar: size 100 x 20 -> 100 x 32"), "\(message)")
        // The box's colour moved with its frame: counted, not listed.
        #expect(message.contains("frame #box: moved by (+0, +12) (with 1 view inside)"), "\(message)")
        // The line diff follows the summary.
        #expect(message.contains("@@"), "\(message)")
    }

    @Test func jsonSnapshotsNameTheMovedViewsToo() throws {
        let dir = try temporaryFolder()
        _ = verifySnapshot(of: Card(barHeight: 20), as: .json(on: .iPhoneSE3), named: "card", record: .all, snapshotDirectory: dir)
        #expect(verifySnapshot(of: Card(barHeight: 20), as: .json(on: .iPhoneSE3), named: "card", record: .never, snapshotDirectory: dir) == nil)
        let message = try #require(verifySnapshot(of: Card(barHeight: 15), as: .json(on: .iPhoneSE3), named: "card",
                                                  record: .never, snapshotDirectory: dir))
        #expect(message.contains("Text #title \"Title\": moved by (+0, -5)"), "\(message)")
    }

    @Test func theParametersReachTheLayout() {
        // Each strategy's text is the engine's layout with the same values.
        var env = DevicePreset.iPhoneSE3.applied(to: EnvironmentValues())
        env.colorScheme = .dark
        env.dynamicTypeSize = .accessibility3
        env.layoutDirection = .rightToLeft
        let expected = layout(Card(), on: .iPhoneSE3, environment: env)
        let text = take(Card(), .frames(on: .iPhoneSE3, colorScheme: .dark, dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft))
        #expect(text == "# iPhone SE (3rd generation) (375 x 667 @2x), dark, Dynamic Type accessibility3, right to left\n"
                + expected.description)
        // Right to left puts the leading-aligned title at the right edge:
        // a different layout from the default one.
        let ltr = take(Card(), .frames(on: .iPhoneSE3))
        let difference = try! #require(LayoutDifference(text: ltr, text))
        #expect(difference.changes.contains { $0.name.contains("#title") && $0.displacement.width > 0 })
        // A size of its own: the root is that size, without safe area.
        let sized = take(Card(), .frames(on: .iPhone13, size: CGSize(width: 200, height: 100)))
        #expect(sized.split(separator: "\n")[1] == "Root (0, 0, 200, 100)")
    }

    @Test func theTextFormReadsBackAsTheTree() throws {
        let before = layout(Card(barHeight: 20), on: .iPhone13), after = layout(Card(barHeight: 32), on: .iPhone13)
        let fromTrees = LayoutDifference(from: before, to: after)
        let fromText = try #require(LayoutDifference(text: before.description, after.description))
        let fromJSON = try #require(LayoutDifference(json: before.jsonString(), after.jsonString()))
        #expect(fromTrees.changes.map(\.description) == fromText.changes.map(\.description))
        #expect(fromTrees.changes.map(\.description) == fromJSON.changes.map(\.description))
        #expect(!fromTrees.isEmpty)
        #expect(LayoutDifference(from: before, to: layout(Card(barHeight: 20), on: .iPhone13)).isEmpty)
        #expect(LayoutDifference(text: "not a tree", before.description) == nil)
    }

    @Test func addedRemovedAndChangedContentAreNamed() throws {
        let before = layout(VStack { Text("One"); Text("Two") }, on: .iPhone13)
        let after = layout(VStack { Text("One"); Text("Three"); Image(systemName: "star") }, on: .iPhone13)
        let d = LayoutDifference(from: before, to: after)
        let lines = d.changes.map(\.description)
        #expect(lines.contains { $0.hasPrefix("VStack/Text[2] \"Three\":") && $0.contains("content \"Two\" -> \"Three\"") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("VStack/Image \"star\": added at") }, "\(lines)")
        let removed = LayoutDifference(from: after, to: before).changes.map(\.description)
        #expect(removed.contains { $0.hasPrefix("VStack/Image \"star\": removed from") }, "\(removed)")
    }

    @Test func deepAndWideTreesAreNamedBriefly() throws {
        // 2,000 paddings around a colour: its name is its last 12 steps.
        func nest(_ c: Color) -> AnyView {
            var v = AnyView(c.frame(width: 10, height: 10))
            for _ in 0..<2000 { v = AnyView(v.padding(1)) }
            return v
        }
        let deep = LayoutDifference(from: layout(nest(.red), in: CGSize(width: 9000, height: 9000)),
                                    to: layout(nest(.blue), in: CGSize(width: 9000, height: 9000)))
        #expect(deep.changes.count == 1)
        let name = try #require(deep.changes.first?.name)
        #expect(name == ".../" + Array(repeating: "padding", count: 10).joined(separator: "/") + "/frame/Color \"blue\"", "\(name)")
        // 5,000 colours in a row, one of them recoloured: one change, named by its position.
        func row(_ recoloured: Int) -> some View {
            HStack(spacing: 0) { ForEach(0..<5000, id: \.self) { i in (i == recoloured ? Color.blue : Color.red).frame(width: 1, height: 1) } }
        }
        let wide = LayoutDifference(from: layout(row(-1), in: CGSize(width: 6000, height: 10)), to: layout(row(2500), in: CGSize(width: 6000, height: 10)))
        #expect(wide.changes.map(\.description).first?.hasSuffix("frame[2501]/Color \"blue\": content \"red\" -> \"blue\"") == true,
                "\(wide.changes.map(\.description))")
        #expect(wide.changes.count == 1)
    }

    @Test func svgSnapshotsPassOnReRunAndFailWhenTheDrawingChanges() throws {
        let dir = try temporaryFolder()
        let size = CGSize(width: 120, height: 120)
        _ = verifySnapshot(of: Card(), as: .svg(on: .iPhone13, size: size), named: "card", record: .all, snapshotDirectory: dir)
        #expect(verifySnapshot(of: Card(), as: .svg(on: .iPhone13, size: size), named: "card", record: .never, snapshotDirectory: dir) == nil)
        #expect(verifySnapshot(of: Card(barHeight: 30), as: .svg(on: .iPhone13, size: size), named: "card", record: .never,
                               snapshotDirectory: dir) != nil)
    }
}

@Suite struct ImageSnapshotTests {
    /// Records the card at 100 × 60 points @2x and returns the folder and
    /// the reference file's path (named for one test name, which `verify`
    /// uses too).
    private func recorded() throws -> (dir: String, path: String) {
        let dir = try temporaryFolder()
        _ = verifySnapshot(of: Card(), as: .image(on: .iPhoneSE3, size: CGSize(width: 100, height: 60)), named: "card",
                           record: .all, snapshotDirectory: dir, testName: "picture")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        let png = try #require(files.first { $0.hasSuffix(".card.png") })
        return (dir, (dir as NSString).appendingPathComponent(png))
    }

    private func verify(_ dir: String, precision: Float = 1) -> String? {
        verifySnapshot(of: Card(), as: .image(on: .iPhoneSE3, size: CGSize(width: 100, height: 60), precision: precision),
                       named: "card", record: .never, snapshotDirectory: dir, testName: "picture")
    }

    /// Rewrites the reference with `change` applied to its RGBA bytes.
    private func alter(_ path: String, _ change: (inout [UInt8], Int, Int) -> Void) throws {
        let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: path)))
        var rgba = image.rgba
        change(&rgba, image.width, image.height)
        try PNGCodec.encode(width: image.width, height: image.height, rgba: rgba).write(to: URL(fileURLWithPath: path))
    }

    @Test func anUnchangedPictureMatchesItsReference() throws {
        let (dir, path) = try recorded()
        let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: path)))
        // 100 × 60 points at the SE's @2x.
        #expect(image.width == 200 && image.height == 120)
        #expect(verify(dir) == nil)
    }

    @Test func differencesBelowTheTolerancePass() throws {
        let (dir, path) = try recorded()
        // Every pixel of the top ten rows one level off in red: what two
        // machines' anti-aliasing may differ by (ΔE well under 2).
        try alter(path) { rgba, width, _ in
            for i in stride(from: 0, to: 4 * width * 10, by: 4) { rgba[i] = rgba[i] > 0 ? rgba[i] - 1 : 1 }
        }
        let reference = try Data(contentsOf: URL(fileURLWithPath: path))
        let current = take(Card(), Snapshotting<Card, Data>.image(on: .iPhoneSE3, size: CGSize(width: 100, height: 60)))
        #expect(reference != current, "the altered reference must differ byte for byte")
        let comparison = try #require(ImageComparison(reference: reference, image: current))
        #expect(comparison.changedPixels == 200 * 10)
        #expect(comparison.differingPixels == 0)
        #expect(verify(dir) == nil)
    }

    @Test func differencesBeyondTheToleranceFail() throws {
        let (dir, path) = try recorded()
        // Ten pixels of the first row turned to their complement.
        try alter(path) { rgba, _, _ in
            for p in 0..<10 { for c in 0..<3 { rgba[4 * p + c] = 255 - rgba[4 * p + c] } }
        }
        let message = try #require(verify(dir))
        #expect(message.contains("10 of 24000 pixels"), "\(message)")
        // In points at @2x: the first 10 pixels of row 0 are 5 × 0.5 points.
        #expect(message.contains("within (0, 0, 5, 0.5) points"), "\(message)")
        // The share of pixels allowed to differ: 10 of 24,000 is 0.042%.
        #expect(verify(dir, precision: 0.999) == nil)
        #expect(verify(dir, precision: 0.9999) != nil)
    }
}

@Suite struct PreviewSnapshotTests {
    @MainActor @Test func eachPreviewAndDeviceIsOneSnapshot() throws {
        let dir = try temporaryFolder()
        let previews = [
            Preview("Card") { Card() },
            Preview { Text("Unnamed") },
        ]
        let first = verifyPreviewSnapshots(of: previews, on: [.iPhone13, .iPhoneSE3], record: .all, snapshotDirectory: dir)
        #expect(first.count == 4)
        #expect(first.allSatisfy { $0.contains("Record mode is on") })
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        // Named by the preview (or its file and position in it) and the device.
        #expect(files == [
            "eachPreviewAndDeviceIsOneSnapshot.Card-iphone-13.txt",
            "eachPreviewAndDeviceIsOneSnapshot.Card-iphone-se-3.txt",
            "eachPreviewAndDeviceIsOneSnapshot.SnapshotStrategyTests-2-iphone-13.txt",
            "eachPreviewAndDeviceIsOneSnapshot.SnapshotStrategyTests-2-iphone-se-3.txt",
        ])
        #expect(verifyPreviewSnapshots(of: previews, on: [.iPhone13, .iPhoneSE3], record: .never, snapshotDirectory: dir).isEmpty)
        // A changed preview fails on its own, with its name and device.
        let changed = [Preview("Card") { Card(barHeight: 40) }, previews[1]]
        let failures = verifyPreviewSnapshots(of: changed, on: [.iPhone13], record: .never, snapshotDirectory: dir)
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("Preview \"Card\"") == true)
        #expect(failures.first?.contains("on iPhone 13:") == true)
        #expect(failures.first?.contains("Text #title \"Title\": moved by (+0, +20)") == true, "\(failures)")
    }

    @MainActor @Test func noPreviewsIsAFailure() {
        #expect(verifyPreviewSnapshots(of: []).count == 1)
        #expect(verifyPreviewSnapshots(of: PreviewRegistry.previews(in: "NoSuchModule")).first?.hasPrefix("No previews") == true)
    }
}
