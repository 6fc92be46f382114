import ArgumentParser
import Foundation
import ViewLayout
import ViewLayoutExamples

@main
struct ViewLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewlayout",
        abstract: "Lays out SwiftUI views as SwiftUI does on iOS and prints the placed-view tree.",
        subcommands: [ExampleCommand.self, ExamplesCommand.self, GalleryCommand.self, RenderCommand.self, PreviewsCommand.self, PreviewCommand.self,
                      DevicesCommand.self, SnapshotCommand.self])
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case tree, json, svg, png

    /// `--format` when given, else the one the output file's extension
    /// names (`-o shot.png` writes a PNG, not text under a PNG's name), else
    /// the indented tree.
    static func chosen(_ format: OutputFormat?, output: String?) -> OutputFormat {
        if let format { return format }
        let ext = output.map { ($0 as NSString).pathExtension.lowercased() } ?? ""
        return OutputFormat(rawValue: ext) ?? .tree
    }
}

struct ExampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "example",
        abstract: "Lays out a built-in example (every stage of it) and prints its placed-view tree.")

    @Argument(help: "The example's name; `viewlayout examples` lists them.")
    var name: String

    @Option(help: "tree (indented text), json, svg or png (a picture of one stage: see --stage); default: the -o file's extension, else tree.")
    var format: OutputFormat?

    @OptionGroup var picture: PictureOptions

    @Option(help: "Root size as WIDTHxHEIGHT in points (default: the example's, an iPhone 13 safe area).")
    var size: String?

    @Option(help: "Display scale: 1, 2 or 3.")
    var scale: Double?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Option(help: "Content offset of every scroll view as X,Y in points (default 0,0), e.g. --scroll 0,1000.")
    var scroll: String?

    @OptionGroup var device: DeviceOptions

    func run() throws {
        let format = OutputFormat.chosen(self.format, output: picture.output)
        var offsets = ScrollOffsets()
        if let scroll {
            let parts = scroll.split(separator: ",").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy(\.isFinite) else {
                throw ValidationError("--scroll takes X,Y, two numbers, e.g. 0,1000")
            }
            offsets = ScrollOffsets(x: parts[0], y: parts[1])
        }
        guard let example = Example.named(name) else {
            throw ValidationError("no example named '\(name)'; known: \(Example.all.map(\.name).joined(separator: ", "))")
        }
        let preset = try device.preset()
        var rootSize: CGSize?
        if let size {
            guard let root = RenderOptions.rootSize(size) else {
                throw ValidationError("--size takes WIDTHxHEIGHT, two non-negative numbers, e.g. 390x763")
            }
            rootSize = root
        }
        if let scale, !(scale.isFinite && scale > 0) {
            throw ValidationError("--scale takes a positive number such as 1, 2 or 3")
        }
        if format == .svg || format == .png {
            return try picture.write(example: example, format: format, rootSize: rootSize, scale: scale, rtl: rtl,
                                     device: preset, keyboardHeight: device.keyboard, scrollOffsets: offsets)
        }
        // The text goes to -o's file when one is given, else to stdout.
        var text = ""
        func emit(_ line: String = "", terminator: String = "\n") { text += line + terminator }
        var jsonStages: [String] = []
        if format == .tree { emit("# \(example.title)\n# \(example.source)\n") }
        if let preset, format == .tree { emit("# on \(preset.title)\n") }
        for stage in example.stages {
            let (env, size, insets) = DeviceOptions.settings(stage, device: preset, rootSize: rootSize, scale: scale, rtl: rtl)
            let result = layout(stage.view, in: size, safeAreaInsets: insets, keyboardHeight: CGFloat(device.keyboard), environment: env,
                                scrollOffsets: offsets)
            switch format {
            case .tree:
                emit("## \(stage.title)")
                emit(stage.code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                emit()
                emit(result.description, terminator: "")
                for d in result.diagnostics { emit("warning: \(d.message)") }
                emit()
            case .json:
                jsonStages.append("{\"title\": \(quote(stage.title)), \"layout\": \(result.jsonString(pretty: false))}")
            case .svg, .png:
                break  // written by `picture` above
            }
        }
        if format == .json {
            emit("{\"example\": \(quote(example.name)), \"stages\": [\n\(jsonStages.joined(separator: ",\n"))]}")
        }
        if let output = picture.output { try OutputFile.write(Data(text.utf8), to: output) } else { try StandardOutput.write(Data(text.utf8)) }
    }

    func quote(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s], options: [])
        let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }
}

struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples", abstract: "Lists the built-in examples.")

    func run() throws {
        for e in Example.all {
            try StandardOutput.print("\(e.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(e.title) (\(e.stages.count) stage\(e.stages.count == 1 ? "" : "s"))")
        }
    }
}

/// `--device NAME` and `--keyboard HEIGHT`, shared by the commands that lay
/// out an example.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Lay out on a device preset: its screen size, safe-area insets, scale and size classes (`viewlayout devices` lists them).")
    var device: String?

    @Option(help: "Height of a software keyboard covering the bottom of the screen, in points (default 0: none).")
    var keyboard: Double = 0

    func preset() throws -> DevicePreset? {
        guard let device else { return nil }
        guard let preset = DevicePreset.named(device) else {
            throw ValidationError("no device preset named '\(device)'; known: \(DevicePreset.all.map(\.name).joined(separator: ", "))")
        }
        guard keyboard.isFinite && keyboard >= 0 else {
            throw ValidationError("--keyboard takes a non-negative number of points")
        }
        return preset
    }

    /// What a stage is laid out with: the device's screen, insets, scale
    /// and size classes when one is given (the stage's own otherwise), then
    /// `--size`, `--scale` and `--rtl` on top.
    static func settings(_ stage: Example.Stage, device: DevicePreset?, rootSize: CGSize?, scale: Double?, rtl: Bool)
        -> (EnvironmentValues, CGSize, EdgeInsets) {
        var env = device.map { $0.applied(to: stage.environment) } ?? stage.environment
        if let scale { env.displayScale = CGFloat(scale) }
        if rtl { env.layoutDirection = .rightToLeft }
        let size = rootSize ?? device?.size ?? stage.rootSize
        let insets = device?.safeAreaInsets ?? stage.safeAreaInsets
        return (env, size, insets)
    }
}

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "Lists the device presets that --device takes.")

    func run() throws {
        for d in DevicePreset.all {
            let i = d.safeAreaInsets
            let n = PlacedViewTreeNumber.format
            try StandardOutput.print("\(d.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(d.title): \(n(d.size.width)) x \(n(d.size.height)) @\(n(d.displayScale))x, "
                + "insets top \(n(i.top)) leading \(n(i.leading)) bottom \(n(i.bottom)) trailing \(n(i.trailing)), "
                + "size classes \(d.horizontalSizeClass)/\(d.verticalSizeClass)")
        }
    }
}

enum PlacedViewTreeNumber {
    static func format(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(Double(v))
    }
}
