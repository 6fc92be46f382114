import ArgumentParser
import Foundation
import ViewLayout
import ViewLayoutInterpreter
import ViewLayoutRender

/// `viewlayout snapshot DIR -o OUT --reference REF`: snapshot tests without
/// a test target. Every Swift file under DIR is interpreted as `render`
/// does; each of its `#Preview`s (else its view) is written to OUT as the
/// formats asked for and compared with the same file in REF: trees and
/// JSON by the views that moved, SVG by its text, PNG with a perceptual
/// tolerance. OUT/report.html shows each difference (reference, snapshot,
/// difference picture, and the two overlaid). The exit status is 1 when a
/// snapshot differs, has no reference or cannot be rendered.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Renders the views of a folder of Swift files and compares them with reference snapshots (exit 1 when one differs).")

    @Argument(help: "A folder of Swift files (searched recursively) or one Swift file.")
    var source: String

    @Option(name: [.short, .customLong("output")], help: "The folder to write the snapshots and report.html into (created if missing).")
    var output: String

    @Option(help: "The folder of reference snapshots (written by --record).")
    var reference: String

    @Flag(help: "Write the snapshots into the reference folder instead of comparing.")
    var record = false

    @Option(help: "The files to write, comma-separated: png, svg, tree, json (default: png,tree).")
    var formats: String = "png,tree"

    @Option(help: "The share of pixels that must be within the tolerance (default 1: every pixel).")
    var precision: Double = 1

    @Option(help: "The tolerance of each pixel: it differs when its ΔE exceeds (1 - this) × 100 (default 0.98, ΔE 2).")
    var perceptualPrecision: Double = 0.98

    @OptionGroup var options: RenderOptions

    /// One snapshot file compared with its reference.
    struct Outcome {
        enum Status: Equatable { case matches, differs, new, recorded, failed }
        let file: String
        var status: Status
        var detail = ""
        /// For a picture that differs: the files the report shows, relative to OUT.
        var pictures: (reference: String, snapshot: String, difference: String)?
    }

    func run() throws {
        if options.view != nil || options.preview != nil { throw CommandError("snapshot renders every view: use render for one") }
        let kinds = try formats.split(separator: ",").map { raw -> OutputFormat in
            guard let f = OutputFormat(rawValue: raw.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw CommandError("--formats takes png, svg, tree and json, comma-separated; '\(raw)' is none of them")
            }
            return f
        }
        guard !kinds.isEmpty else { throw CommandError("--formats names no format") }
        guard precision.isFinite, (0...1).contains(precision), perceptualPrecision.isFinite, (0...1).contains(perceptualPrecision) else {
            throw CommandError("--precision and --perceptual-precision take a number from 0 to 1")
        }
        let settings = try options.settings()
        let files = try SnapshotCommand.swiftFiles(source)
        let target = record ? reference : output
        try OutputFile.directory(target, for: "the snapshots")
        if !record { try OutputFile.directory(reference, for: "the reference snapshots") }

        var outcomes: [Outcome] = []
        for file in files {
            for (name, selector) in try views(of: file.path) {
                var s = settings
                s.preview = selector
                let base = file.name + (name.map { "." + $0 } ?? "")
                let tree: PlacedViewTree
                do {
                    tree = try Interpreter.withLargeStack {
                        try RenderSettings.layoutFile(file.path, s, warn: { w in
                            if selector == nil || selector == "1" { FileHandle.standardError.write(Data("warning: \(w)\n".utf8)) }
                        })
                    }
                } catch {
                    outcomes.append(Outcome(file: base, status: .failed, detail: "\(error)"))
                    continue
                }
                for kind in kinds {
                    let fileName = base + "." + SnapshotCommand.fileExtension(kind)
                    let data: Data
                    do { data = try SnapshotCommand.render(tree, as: kind, environment: s.environment) } catch {
                        outcomes.append(Outcome(file: fileName, status: .failed, detail: "\(error)"))
                        continue
                    }
                    try OutputFile.write(data, to: (target as NSString).appendingPathComponent(fileName))
                    outcomes.append(record ? Outcome(file: fileName, status: .recorded)
                                           : try compare(data, fileName, kind, scale: Double(s.environment.displayScale)))
                }
            }
        }
        if record {
            try StandardOutput.print("recorded \(outcomes.filter { $0.status == .recorded }.count) snapshots in \(reference)")
        } else {
            let report = (output as NSString).appendingPathComponent("report.html")
            try OutputFile.write(Data(SnapshotReport.html(outcomes, reference: reference).utf8), to: report)
            for o in outcomes where o.status != .matches {
                try StandardOutput.print("\(o.status): \(o.file)" + (o.detail.isEmpty ? "" : "\n  " + o.detail.replacingOccurrences(of: "\n", with: "\n  ")))
            }
            let matching = outcomes.filter { $0.status == .matches }.count
            try StandardOutput.print("\(outcomes.count) snapshots: \(matching) match, \(outcomes.count - matching) differ or are new; report: \(report)")
        }
        for o in outcomes where o.status == .failed { FileHandle.standardError.write(Data("error: \(o.file): \(o.detail)\n".utf8)) }
        if outcomes.contains(where: { $0.status != .matches && $0.status != .recorded }) { throw ExitCode(1) }
    }

    /// The views of a file: each `#Preview` (its name and its position as
    /// the selector), or the file's own view when it has none.
    func views(of path: String) throws -> [(name: String?, selector: String?)] {
        let source: String
        do { source = try SourceLoading.read(path) } catch { throw CommandError("\(error)") }
        let names: [String]
        do {
            names = try Interpreter.withLargeStack { try Interpreter(source: source, fileName: path).previewNames }
        } catch let e as InterpreterError {
            throw CommandError("\(path):\(e.line):\(e.column): \(e.message)")
        }
        if names.isEmpty { return [(nil, nil)] }
        return names.enumerated().map { i, name in
            let file = PreviewsCommand.fileName(name, index: i + 1)
            return (String(file.dropLast(".png".count)), "\(i + 1)")
        }
    }

    func compare(_ data: Data, _ fileName: String, _ kind: OutputFormat, scale: Double) throws -> Outcome {
        let referencePath = (reference as NSString).appendingPathComponent(fileName)
        guard let old = FileManager.default.contents(atPath: referencePath) else {
            return Outcome(file: fileName, status: .new, detail: "no reference in \(reference): run with --record to write it")
        }
        if old == data { return Outcome(file: fileName, status: .matches) }
        switch kind {
        case .png:
            guard let comparison = ImageComparison(reference: old, image: data, perceptualPrecision: perceptualPrecision) else {
                return Outcome(file: fileName, status: .differs, detail: "the reference is not a PNG file")
            }
            if comparison.matches(precision: precision) { return Outcome(file: fileName, status: .matches) }
            let stem = String(fileName.dropLast(".png".count))
            let copy = stem + ".reference.png", difference = stem + ".difference.png"
            try OutputFile.write(old, to: (output as NSString).appendingPathComponent(copy))
            try OutputFile.write(comparison.differenceImage(), to: (output as NSString).appendingPathComponent(difference))
            return Outcome(file: fileName, status: .differs, detail: comparison.summary(scale: scale),
                           pictures: (copy, fileName, difference))
        case .tree, .json:
            let a = String(decoding: old, as: UTF8.self), b = String(decoding: data, as: UTF8.self)
            let difference = kind == .tree ? LayoutDifference(text: a, b) : LayoutDifference(json: a, b)
            let detail = difference.map { $0.isEmpty ? "the frames are the same; other lines differ" : $0.summary() }
            return Outcome(file: fileName, status: .differs, detail: detail ?? "the reference is not a placed-view tree")
        case .svg:
            return Outcome(file: fileName, status: .differs, detail: "the SVG text differs")
        }
    }

    static func render(_ tree: PlacedViewTree, as kind: OutputFormat, environment: EnvironmentValues) throws -> Data {
        switch kind {
        case .tree:
            var text = tree.description
            for d in tree.diagnostics { text += "# warning: " + d.message.replacingOccurrences(of: "\n", with: " ") + "\n" }
            return Data(text.utf8)
        case .json: return Data(tree.jsonString(pretty: true).utf8)
        case .svg: return Data(SVGRenderer(environment: environment).render(tree).utf8)
        case .png:
            do { return try PNGRenderer(environment: environment).render(tree) } catch { throw CommandError("\(error)") }
        }
    }

    static func fileExtension(_ kind: OutputFormat) -> String {
        switch kind {
        case .tree: return "txt"
        case .json: return "json"
        case .svg: return "svg"
        case .png: return "png"
        }
    }

    /// The Swift files to snapshot, sorted, each with the name its
    /// snapshots take: its path under the folder without `.swift`, `/` as `-`.
    static func swiftFiles(_ source: String) throws -> [(path: String, name: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory) else {
            throw CommandError("\(source) does not exist")
        }
        guard isDirectory.boolValue else {
            return [(source, ((source as NSString).lastPathComponent as NSString).deletingPathExtension)]
        }
        guard let walk = FileManager.default.enumerator(atPath: source) else { throw CommandError("cannot read the folder \(source)") }
        let found = walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        guard !found.isEmpty else { throw CommandError("\(source) has no .swift file") }
        return found.map { ((source as NSString).appendingPathComponent($0), String($0.dropLast(".swift".count)).replacingOccurrences(of: "/", with: "-")) }
    }
}

/// The HTML page of a `snapshot` run: every snapshot that differs, with
/// the reference, the new snapshot, the difference picture and the two
/// overlaid (a slider fades from one to the other), then the list of the
/// rest. Pictures are files beside the page, so the folder can be kept as
/// a CI artifact and opened in any browser.
enum SnapshotReport {
    static func html(_ outcomes: [SnapshotCommand.Outcome], reference: String) -> String {
        let differing = outcomes.filter { $0.status != .matches }
        var body = "<h1>Snapshots: \(differing.count) of \(outcomes.count) differ or are new</h1>\n"
        body += "<p>Reference folder: <code>\(escape(reference))</code></p>\n"
        for (i, o) in differing.enumerated() {
            body += "<section><h2>\(escape(o.file)) <span class=\"\(o.status)\">\(o.status)</span></h2>\n"
            if !o.detail.isEmpty { body += "<pre>\(escape(o.detail))</pre>\n" }
            if let p = o.pictures {
                let (a, b, d) = (attribute(p.reference), attribute(p.snapshot), attribute(p.difference))
                body += """
                <div class="row">
                <figure><figcaption>Reference (before)</figcaption><img src="\(a)"></figure>
                <figure><figcaption>Snapshot (after)</figcaption><img src="\(b)"></figure>
                <figure><figcaption>Difference (red: beyond the tolerance)</figcaption><img src="\(d)"></figure>
                <figure><figcaption>Overlay: <input type="range" min="0" max="100" value="50" oninput="document.getElementById('o\(i)').style.opacity = this.value / 100"></figcaption>
                <div class="overlay"><img src="\(a)"><img id="o\(i)" class="top" src="\(b)"></div></figure>
                </div>

                """
            } else if o.file.hasSuffix(".png"), o.status == .new {
                body += "<figure><figcaption>Snapshot</figcaption><img src=\"\(attribute(o.file))\"></figure>\n"
            }
            body += "</section>\n"
        }
        let matching = outcomes.filter { $0.status == .matches }
        if !matching.isEmpty {
            body += "<h2>Matching (\(matching.count))</h2>\n<ul>" + matching.map { "<li>\(escape($0.file))</li>" }.joined() + "</ul>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>viewlayout snapshot report</title>
        <style>
        body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; }
        .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 13px; margin-bottom: 4px; }
        img { max-width: 300px; border: 1px solid #ccc; display: block; }
        .overlay { position: relative; } .overlay .top { position: absolute; left: 0; top: 0; opacity: 0.5; }
        .differs, .failed { color: #c00; } .new { color: #a60; }
        pre { background: #f4f4f4; padding: 8px; white-space: pre-wrap; }
        </style></head>
        <body>
        \(body)</body></html>

        """
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A file name as a relative URL in an attribute.
    static func attribute(_ file: String) -> String {
        escape(file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file)
    }
}
