import Foundation
import Testing
import ViewLayoutTestSupport
import ViewLayout
import ViewLayoutExamples

/// `viewlayout render` and `viewlayout preview` run as processes: the binary
/// is the one `swift test` built beside the test bundle.
@Suite struct RenderCommandTests {
    static let binary = ChildProcess.viewlayout

    func run(_ arguments: [String]) throws -> ChildProcess.Result { try ChildProcess.runTool(arguments) }

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-interp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The message row's documentation source through the command prints
    /// the compiled view's tree (the README's MessageRow, stage 5).
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func renderPrintsTheCompiledTreeAndWritesPictures() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let e = try #require(Example.named("message-row"))
        let file = dir.appendingPathComponent("MessageRow.swift").path
        try DocumentationSources.source(e, stage: 4).write(toFile: file, atomically: true, encoding: .utf8)
        let r = try run(["render", file])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self) == e.stages[4].layout().description)
        let png = dir.appendingPathComponent("row.png").path
        let p = try run(["render", file, "--format", "png", "--scale", "2", "--inspect", "-o", png])
        #expect(p.status == 0, "\(p.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let svg = try run(["render", file, "--format", "svg", "--size", "200x100", "--rtl"])
        #expect(String(decoding: svg.stdout, as: UTF8.self).hasPrefix("<svg "))
        #expect(String(decoding: svg.stdout, as: UTF8.self).contains("width=\"200\""))
    }

    /// `--device` lays the file out on the preset's screen with its safe
    /// area and size classes, as `viewlayout example --device` does: the
    /// size-class-row source gives the compiled stage's tree on an iPhone 15
    /// Pro (compact width: the VStack) and on an iPad Pro 11-inch (regular:
    /// the HStack), the horizontalSizeClass page's rule.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func renderOnADevicePreset() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let e = try #require(Example.named("size-class-row"))
        let file = dir.appendingPathComponent("Adaptive.swift").path
        try DocumentationSources.source(e, stage: 0).write(toFile: file, atomically: true, encoding: .utf8)
        for (index, device) in [(0, "iphone-15-pro"), (1, "ipad-pro-11")] {
            let r = try run(["render", file, "--device", device])
            #expect(r.status == 0, "\(r.stderr)")
            let printed = String(decoding: r.stdout, as: UTF8.self)
            #expect(printed == e.stages[index].layout().description, "\(device)")
            #expect(printed.contains(index == 0 ? "VStack" : "HStack"))
        }
    }

    /// Bad input: one `Error:` line on stderr, a non-zero exit, no output file.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func badInputIsOneClearError() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func file(_ name: String, _ contents: Data) throws -> String {
            let path = dir.appendingPathComponent(name).path
            try contents.write(to: URL(fileURLWithPath: path))
            return path
        }
        let good = try file("good.swift", Data("Color.red.frame(width: 10, height: 10)".utf8))
        let big = try file("big.swift", Data(String(repeating: "// padding the file out to ten megabytes.\n", count: 250_000).utf8))
        let cases: [(String, [String], String)] = [
            ("missing file", [dir.appendingPathComponent("nope.swift").path], "no such file"),
            ("directory", [dir.path], "is a directory"),
            ("empty file", [try file("empty.swift", Data())], "is empty"),
            ("not Swift", [try file("image.swift", Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 1, 2]))], "is not a Swift file"),
            ("not Swift text", [try file("prose.swift", Data("Dear reader, this is a letter.\n".utf8))], "syntax error"),
            ("10 MB file", [big], "too large"),
            ("syntax error", [try file("syntax.swift", Data("VStack {\n  Text(\"a\"\n}".utf8))], "syntax.swift:2:"),
            ("unknown modifier", [try file("mod.swift", Data("Text(\"a\")\n  .wobble()".utf8))], "mod.swift:2:4: unknown modifier 'wobble'"),
            ("unknown view name", [good, "--view", "Nope"], "no view struct named 'Nope'"),
            ("bad size", [good, "--size", "10by10"], "--size takes WIDTHxHEIGHT"),
            ("unknown device", [good, "--device", "iPhone 99"], "no device preset named 'iPhone 99'; known: "),
            ("negative keyboard", [good, "--device", "iphone-se-3", "--keyboard=-5"], "--keyboard takes a non-negative number"),
            ("unwritable output", [good, "-o", "/proc/viewlayout-cannot-write.txt"], "cannot write"),
            ("missing directory", [good, "-o", dir.appendingPathComponent("no/such/dir/out.png").path, "--format", "png"], "does not exist"),
        ]
        for (name, args, message) in cases {
            let out = dir.appendingPathComponent("out-\(name.replacingOccurrences(of: " ", with: "-")).txt").path
            let r = try run(["render"] + args + (args.contains("-o") ? [] : ["-o", out]))
            #expect(r.status != 0, "\(name)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("Error: ") && r.stderr.contains(message), "\(name): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(name) left a file")
        }
    }

    /// A view nested 10,000 deep renders (the interpreter and the engine
    /// recurse on large stacks).
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func tenThousandDeepRenders() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("deep.swift").path
        let n = 10_000
        try (String(repeating: "ZStack {\n", count: n) + "Color.red.frame(width: 10, height: 10)\n" + String(repeating: "}\n", count: n))
            .write(toFile: path, atomically: true, encoding: .utf8)
        // JSON, which is not indented: the text tree of a 10,000-deep view
        // is indented 10,000 levels, a hundred megabytes of spaces.
        let r = try run(["render", path, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self).components(separatedBy: "{\"kind\": \"ZStack\"").count == n + 1)
    }

    static let mixedFile = """
        struct Good: View {
            var body: some View { Color.red.frame(width: 10, height: 10) }
        }
        struct Bad: View {
            subscript(i: Int) -> Int { i }
            var body: some View { Text("bad") }
        }
        #Preview("Light") { Good() }
        #Preview("Dark Mode") { Good().padding(5) }
        """

    /// A declaration the interpreter cannot take stops only the views that
    /// use it: `--view Good` renders with the problem printed as a warning
    /// (file:line:col), `--view Bad` fails with it; a preview by name or
    /// index renders, a bad index is one clear error.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func unsupportedConstructIsAWarningForOtherViews() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Mixed.swift").path
        try RenderCommandTests.mixedFile.write(toFile: file, atomically: true, encoding: .utf8)
        let good = try run(["render", file, "--view", "Good"])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stderr.contains("warning: \(file):5:5: SubscriptDecl"), "\(good.stderr)")
        #expect(String(decoding: good.stdout, as: UTF8.self).contains("frame"))
        let bad = try run(["render", file, "--view", "Bad"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("\(file):5:5: SubscriptDecl"), "\(bad.stderr)")
        // The "Dark Mode" preview pads the 10-point square by 5: 20 wide.
        for selector in ["2", "Dark Mode"] {
            let r = try run(["render", file, "--preview", selector])
            #expect(r.status == 0, "\(r.stderr)")
            let printed = String(decoding: r.stdout, as: UTF8.self)
            #expect(printed.contains("padding") && printed.contains("20"), "\(printed)")
        }
        let outOfRange = try run(["render", file, "--preview", "7"])
        #expect(outOfRange.status != 0)
        #expect(outOfRange.stderr.contains("no preview 7: the file has 2 previews (1 to 2)"), "\(outOfRange.stderr)")
    }

    /// `viewlayout previews` writes one PNG per preview, named after it.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func previewsWritesOnePNGPerPreview() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Mixed.swift").path
        try RenderCommandTests.mixedFile.write(toFile: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("pngs")
        let r = try run(["previews", file, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        for name in ["Light.png", "Dark_Mode.png"] {
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name)")
        }
    }

    /// `--dynamic-type-size` and `--color-scheme` set the environment as a
    /// device's settings would: the printed tree equals the compiled view's
    /// laid out with the same environment values (the body style follows
    /// Apple's Dynamic Type table, Fidelity "Text"), and a dark picture has
    /// the dark system background (black) behind it.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func renderTakesDynamicTypeAndColorScheme() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Title.swift").path
        try "Text(\"Settings\").font(.body).id(\"t\")".write(toFile: file, atomically: true, encoding: .utf8)
        var environment = Example.environment
        environment.dynamicTypeSize = .accessibility1
        let compiled = layout(Text("Settings").font(.body).id("t"), in: Example.canvas, environment: environment)
        let r = try run(["render", file, "--dynamic-type-size", "accessibility1"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self) == compiled.description)
        let large = layout(Text("Settings").font(.body).id("t"), in: Example.canvas, environment: Example.environment)
        #expect(try #require(compiled.frame(of: "t")).height > #require(large.frame(of: "t")).height)

        let dark = try run(["render", file, "--format", "svg", "--color-scheme", "dark"])
        #expect(dark.status == 0, "\(dark.stderr)")
        let svg = String(decoding: dark.stdout, as: UTF8.self)
        let background = try #require(svg.split(separator: "\n").first { $0.contains("data-role=\"background\"") })
        let light = try run(["render", file, "--format", "svg"])
        let lightBackground = try #require(String(decoding: light.stdout, as: UTF8.self).split(separator: "\n").first { $0.contains("data-role=\"background\"") })
        #expect(background != lightBackground)
        #expect(background.contains("fill=\"#000000\""), "\(background)")

        let bad = try run(["render", file, "--dynamic-type-size", "huge"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--dynamic-type-size takes one of"))
    }

    /// Issue 29's reproducers through the command: each is one error line
    /// naming the file, line and column and the budget with its size, with
    /// exit status 1: source nested 300,000 `[` (which crashed the parser),
    /// nested ForEach multiplying past the views budget, and a picture of
    /// 5461 × 5461 points at @3x (which took 5.3 GB).
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func budgetsAreLocatedErrors() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let brackets = dir.appendingPathComponent("brackets.swift").path
        try ("let x = " + String(repeating: "[", count: 300_000)).write(toFile: brackets, atomically: true, encoding: .utf8)
        let nested = try run(["render", brackets])
        #expect(nested.status == 1)
        #expect(nested.stderr.contains("\(brackets):1:25009: brackets, braces and parentheses nest more than 25000 levels"), "\(nested.stderr)")

        let text = dir.appendingPathComponent("text.swift").path
        try "Text(\"a\")".write(toFile: text, atomically: true, encoding: .utf8)
        let png = dir.appendingPathComponent("big.png").path
        let big = try run(["render", text, "--size", "5461x5461", "--scale", "3", "--format", "png", "-o", png])
        #expect(big.status == 1)
        #expect(big.stderr.contains("the picture would be 16383 × 16383 pixels; the limit is 16777216 pixels (96 bytes each while drawn, a budget of 1536 MiB)"),
                "\(big.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    static let traitsFile = """
        import SwiftUI
        struct Card: View { var body: some View { Color.red.frame(width: 120, height: 80) } }
        #Preview("Fits", traits: .sizeThatFitsLayout) { Card() }
        #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Card() }
        #Preview("Wide", traits: .landscapeLeft) { Color.blue }
        """

    /// `render --preview` lays a preview out as its traits ask, as the
    /// compiled preview collection does: the card's own 120 × 80 for
    /// `.sizeThatFitsLayout`, centred in 200 × 100 for `.fixedLayout`, and
    /// the iPhone 13 turned (844 × 390, its 47-point top inset on both
    /// sides and 21 at the bottom) for `.landscapeLeft`.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    @MainActor func renderFollowsPreviewTraits() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Traits.swift").path
        try RenderCommandTests.traitsFile.write(toFile: file, atomically: true, encoding: .utf8)
        struct Card: View { var body: some View { Color.red.frame(width: 120, height: 80) } }
        let compiled = [
            Preview("Fits", traits: [.sizeThatFitsLayout]) { Card() },
            Preview("Fixed", traits: [.fixedLayout(width: 200, height: 100)]) { Card() },
            Preview("Wide", traits: [.landscapeLeft]) { Color.blue },
        ]
        for (i, preview) in compiled.enumerated() {
            let r = try run(["render", file, "--preview", "\(i + 1)"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(String(decoding: r.stdout, as: UTF8.self) == preview.layout(on: .iPhone13).description, "preview \(i + 1)")
        }
        let fits = String(decoding: try run(["render", file, "--preview", "Fits"]).stdout, as: UTF8.self)
        #expect(fits.hasPrefix("Root (0, 0, 120, 80)"), "\(fits)")
        let wide = String(decoding: try run(["render", file, "--preview", "Wide"]).stdout, as: UTF8.self)
        #expect(wide.hasPrefix("Root (0, 0, 844, 390)\n  Color \"blue\" (47, 0, 750, 369)"), "\(wide)")
    }

    /// A preview that traps or binds to nothing is an error located in the
    /// file, for that preview; `previews` still writes the others.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func previewsReportTrapsAndRenderTheRest() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Traps.swift").path
        try """
            import SwiftUI
            struct Row: View {
                @Binding var on: Bool
                var body: some View { Toggle("Row", isOn: $on) }
            }
            #Preview("Broken") { fatalError("not ready") }
            #Preview("Good") { Text("fine") }
            #Preview("Unbound") { Row() }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("pngs")
        let r = try run(["previews", file, "-o", out.path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("preview 1 (Broken): \(file):6:22: fatalError: not ready (a compiled build stops here)"), "\(r.stderr)")
        #expect(r.stderr.contains("preview 3 (Unbound): \(file):8:23: the @Binding 'on' of Row is bound to nothing"), "\(r.stderr)")
        #expect(r.stderr.contains("2 of 3 previews could not be rendered"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Good.png").path))
        let one = try run(["render", file, "--preview", "Broken"])
        #expect(one.status != 0 && one.stderr.contains("\(file):6:22: fatalError"), "\(one.stderr)")
    }
}
