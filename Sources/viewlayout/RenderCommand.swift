import ArgumentParser
import Foundation
import ViewLayout
import ViewLayoutExamples
import ViewLayoutInterpreter
import ViewLayoutRender

/// `viewlayout render FILE.swift`: interprets a file of SwiftUI views (no
/// compiler involved) and prints or draws its layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lays out the SwiftUI views of a Swift file without compiling it, and prints or draws them.")

    @Argument(help: "A Swift file with `struct X: View { ... }` declarations or a view expression.")
    var file: String

    @OptionGroup var options: RenderOptions

    @Option(help: "tree (indented text), json, svg or png; default: the -o file's extension, else tree.")
    var format: OutputFormat?

    @Flag(help: "Draw every view's bounds, labelled with its kind and .id (svg, png).")
    var inspect = false

    @Flag(help: "Draw the alignment guide each stack aligned its children on (svg, png).")
    var guides = false

    @Option(name: [.short, .customLong("output")], help: "Write the output to this file (required for png).")
    var output: String?

    func run() throws {
        let settings = try options.settings()
        let format = OutputFormat.chosen(self.format, output: output)
        if format == .png && output == nil { throw CommandError("--format png writes a binary file: give it one with -o FILE.png") }
        let inspector = inspect || guides ? InspectorOptions(outlines: inspect, alignmentGuides: guides) : nil
        let data: Data = try Interpreter.withLargeStack {
            let tree = try RenderSettings.layoutFile(file, settings)
            for d in tree.diagnostics { StandardError.print("warning: \(d.message)") }
            switch format {
            case .tree: return Data(tree.description.utf8)
            case .json: return Data((tree.jsonString(pretty: false) + "\n").utf8)
            case .svg: return Data(SVGRenderer(environment: settings.environment, inspector: inspector).render(tree).utf8)
            case .png:
                do {
                    let png = try PNGRenderer(environment: settings.environment, inspector: inspector).render(tree)
                    for s in PNGRenderer.charactersWithoutAFace {
                        let code = "U+" + String(s.value, radix: 16, uppercase: true)
                        StandardError.print("warning: no font on this machine has \(code) (\(s.properties.name ?? "unnamed")): drawn as a placeholder; install a font that covers it (fontconfig: fc-list :charset=\(String(s.value, radix: 16)))")
                    }
                    return png
                } catch {
                    throw CommandError("\(error)")
                }
            }
        }
        if let output { try OutputFile.write(data, to: output) } else { try StandardOutput.write(data) }
    }
}

/// Options shared by `render` and `preview`: which view, and the screen.
struct RenderOptions: ParsableArguments {
    @Option(help: "The view struct to render (default: the file's last view expression, else its first #Preview, else its last view struct).")
    var view: String?

    @Option(help: "The #Preview to render: its name, or its position from 1.")
    var preview: String?

    /// `--device PRESET` (screen size, safe area, scale and size classes
    /// together) and `--keyboard HEIGHT`, as for `viewlayout example`.
    @OptionGroup var device: DeviceOptions

    @Option(help: "Root size as WIDTHxHEIGHT in points (default: 390x763, an iPhone 13's safe area).")
    var size: String?

    @Option(help: "Display scale: 1, 2 or 3.")
    var scale: Double?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Option(help: "A folder of named images (PNG and JPEG files, Assets.xcassets image sets): Image(\"name\") gets the file's size and is drawn.")
    var assets: String?

    @Option(help: "The colour scheme: light (the default) or dark, as a device set to dark mode shows it.")
    var colorScheme: String?

    @Option(help: "The Dynamic Type size: xSmall, small, medium, large (the default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5.")
    var dynamicTypeSize: String?

    /// `390x763` as a size; nil unless two finite non-negative numbers.
    static func rootSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], w.isFinite, h.isFinite, w >= 0, h >= 0 else { return nil }
        return CGSize(width: w, height: h)
    }

    func settings() throws -> RenderSettings {
        if view != nil && preview != nil { throw CommandError("give --view or --preview, not both") }
        var s = RenderSettings(view: view, preview: preview, scale: scale, rtl: rtl)
        var rootSize: CGSize?
        if let size {
            guard let root = RenderOptions.rootSize(size) else {
                throw CommandError("--size takes WIDTHxHEIGHT, two non-negative numbers, e.g. 390x763")
            }
            rootSize = root
        }
        if let scale {
            guard scale.isFinite, scale > 0, scale <= 4 else { throw CommandError("--scale takes 1, 2 or 3") }
        }
        let preset: DevicePreset?
        do { preset = try device.preset() } catch let e as ValidationError { throw CommandError(e.message) }
        // The file's view stands where an example's stage would: the same
        // rule as `viewlayout example --device` (DeviceOptions.settings).
        let base = Example.Stage("render", code: "") { EmptyView() }
        (s.environment, s.rootSize, s.safeAreaInsets) = DeviceOptions.settings(base, device: preset, rootSize: rootSize, scale: scale, rtl: rtl)
        s.device = preset
        if let colorScheme {
            guard let scheme = ColorScheme.allCases.first(where: { "\($0)" == colorScheme.lowercased() }) else {
                throw CommandError("--color-scheme takes light or dark")
            }
            s.environment.colorScheme = scheme
        }
        if let dynamicTypeSize {
            guard let size = DynamicTypeSize.allCases.first(where: { "\($0)".lowercased() == dynamicTypeSize.lowercased() }) else {
                throw CommandError("--dynamic-type-size takes one of \(DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", "))")
            }
            s.environment.dynamicTypeSize = size
        }
        s.keyboardHeight = CGFloat(device.keyboard)
        if let assets {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: assets, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandError("--assets: \(assets) is not a folder that can be read")
            }
            let catalog = ImageAssetCatalog(directory: URL(fileURLWithPath: assets))
            for p in catalog.problems { FileHandle.standardError.write(Data("warning: --assets: \(p)\n".utf8)) }
            s.environment.imageAssets = catalog
        }
        return s
    }
}

struct RenderSettings {
    var view: String?
    var preview: String?
    /// `--scale` and `--rtl` as given, and the `--device` preset: a
    /// landscape preview is laid out on that device (an iPhone 13 when none
    /// is given) turned.
    var scale: Double?
    var rtl = false
    var device: DevicePreset?
    var rootSize = Example.canvas
    var environment = Example.environment
    var safeAreaInsets = EdgeInsets()
    var keyboardHeight: CGFloat = 0

    /// Reads, interprets and lays out `path`; every failure is one
    /// `CommandError` line naming the file (and the line and column).
    /// Declarations the rendered view does not need and the interpreter
    /// cannot take are printed as warnings (`warn`).
    static func layoutFile(_ path: String, _ settings: RenderSettings,
                           warn: (String) -> Void = { StandardError.print("warning: \($0)") }) throws -> PlacedViewTree {
        let source: String
        do { source = try SourceLoading.read(path) } catch { throw CommandError("\(error)") }
        do {
            let (view, interpreter) = try Interpreter.view(source: source, fileName: path, named: settings.view, preview: settings.preview)
            for w in interpreter.warnings { warn("\(path):\(w.line):\(w.column): \(w.message)") }
            let tree = try settings.layout(view, traits: interpreter.previewTraits(named: settings.view, preview: settings.preview))
            try interpreter.checkLateErrors()
            return tree
        } catch let e as InterpreterError {
            throw CommandError("\(path):\(e.line):\(e.column): \(e.message)")
        }
    }
}

extension RenderSettings {
    /// Lays out `view` as the compiled preview collection lays out a
    /// `#Preview` with `traits` (`Preview.layout(on:)`): at its ideal size,
    /// in a fixed size, or on the screen, turned for a landscape trait.
    /// Without traits, on the screen these settings give.
    func layout(_ view: AnyView, traits: [PreviewTrait<ViewLayout.Preview.ViewTraits>]) -> PlacedViewTree {
        let preview = ViewLayout.Preview(traits: traits) { EmptyView() }
        var (environment, screen, insets) = (self.environment, rootSize, safeAreaInsets)
        if preview.orientation == .landscapeLeft || preview.orientation == .landscapeRight {
            let turned = preview.device(on: device ?? .iPhone13)
            let base = Example.Stage("render", code: "") { EmptyView() }
            (environment, screen, insets) = DeviceOptions.settings(base, device: turned, rootSize: nil, scale: scale, rtl: rtl)
        }
        return preview.layout(view, screen: screen, safeAreaInsets: insets, keyboardHeight: keyboardHeight, environment: environment)
    }
}

/// `viewlayout previews FILE.swift -o DIR`: one PNG per `#Preview` of the
/// file, named after the preview (or its position from 1).
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Writes one PNG per #Preview of a Swift file into a directory, named after each preview.")

    @Argument(help: "A Swift file with #Preview declarations or a PreviewProvider.")
    var file: String

    @OptionGroup var options: RenderOptions

    @Option(name: [.short, .customLong("output")], help: "The directory to write the PNGs into (created if missing).")
    var output: String

    func run() throws {
        if options.view != nil || options.preview != nil { throw CommandError("previews renders every preview: use render for one") }
        let base = try options.settings()
        let source: String
        do { source = try SourceLoading.read(file) } catch { throw CommandError("\(error)") }
        let names: [String]
        do {
            names = try Interpreter.withLargeStack { try Interpreter(source: source, fileName: file).previewNames }
        } catch let e as InterpreterError {
            throw CommandError("\(file):\(e.line):\(e.column): \(e.message)")
        }
        guard !names.isEmpty else { throw CommandError("\(file) has no #Preview or PreviewProvider") }
        try OutputFile.directory(output, for: "the previews")
        var failed = 0
        for (i, name) in names.enumerated() {
            var settings = base
            settings.preview = "\(i + 1)"
            let path = (output as NSString).appendingPathComponent(PreviewsCommand.fileName(name, index: i + 1))
            do {
                // Warnings are the file's, the same for every preview: printed once.
                let data: Data = try Interpreter.withLargeStack {
                    let tree = try RenderSettings.layoutFile(file, settings, warn: { w in
                        if i == 0 { StandardError.print("warning: \(w)") }
                    })
                    do { return try PNGRenderer(environment: settings.environment).render(tree) } catch { throw CommandError("\(error)") }
                }
                try OutputFile.write(data, to: path)
                try StandardOutput.print(path)
            } catch let e as CommandError {
                StandardError.print("error: preview \(i + 1) (\(name)): \(e.description)")
                failed += 1
            }
        }
        if failed > 0 { throw CommandError("\(failed) of \(names.count) previews could not be rendered") }
    }

    /// A file name for a preview: its name with characters other than
    /// letters, digits, `-` and `_` replaced by `_`, else its position.
    static func fileName(_ name: String, index: Int) -> String {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return (safe.isEmpty || safe.allSatisfy { $0 == "_" } ? "\(index)" : safe) + ".png"
    }
}
