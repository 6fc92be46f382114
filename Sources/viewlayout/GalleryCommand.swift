import ArgumentParser
import Foundation
import ViewLayout
import ViewLayoutExamples
import ViewLayoutRender

/// `viewlayout gallery -o DIR`: one self-contained HTML page (images as data
/// URIs, no scripts, no server) with every stage of every built-in example
/// as PNG, SVG, SwiftUI source and frame tree side by side.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Writes DIR/index.html: every built-in example as PNG, SVG, source and frame tree.")

    @Option(name: [.short, .customLong("output")], help: "The directory to write index.html into (created if missing).")
    var output: String

    @Option(help: "Pixels per point of the PNGs: 1, 2 or 3.")
    var scale: Double = 2

    @Flag(help: "Draw the inspector outlines on the PNGs.")
    var inspect = false

    @Option(help: "Only the examples whose name contains this text.")
    var only: String?

    func run() throws {
        guard scale.isFinite, scale > 0, scale <= 4 else { throw CommandError("--scale takes 1, 2 or 3") }
        try OutputFile.directory(output, for: "the gallery")
        let examples = Example.all.filter { only == nil || $0.name.contains(only!) }
        let page = try Gallery.page(examples, scale: scale, inspect: inspect)
        let path = (output as NSString).appendingPathComponent("index.html")
        try OutputFile.write(Data(page.utf8), to: path)
        try StandardOutput.print(path)
    }
}

enum Gallery {
    static func html(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func page(_ examples: [Example], scale: Double, inspect: Bool) throws -> String {
        var body = ""
        var toc = ""
        for e in examples {
            toc += "<li><a href=\"#\(html(e.name))\">\(html(e.title))</a></li>\n"
            body += "<section id=\"\(html(e.name))\"><h2>\(html(e.title))</h2>\n<p class=\"src\">\(html(e.source))</p>\n"
            for (i, stage) in e.stages.enumerated() {
                let tree = stage.layout()
                let inspector = inspect ? InspectorOptions() : nil
                let png: Data
                do { png = try PNGRenderer(environment: stage.environment, scale: scale, inspector: inspector).render(tree) } catch {
                    throw CommandError("\(e.name) stage \(i + 1): \(error)")
                }
                let svg = SVGRenderer(environment: stage.environment, inspector: inspector).render(tree)
                let w = Int(tree.root.frame.width.rounded()), h = Int(tree.root.frame.height.rounded())
                body += """
                <div class="stage"><h3>\(i + 1). \(html(stage.title))</h3>
                <div class="row">
                <figure><img alt="PNG of \(html(e.name)) stage \(i + 1)" width="\(w / 2)" height="\(h / 2)" src="data:image/png;base64,\(png.base64EncodedString())"><figcaption>PNG @\(Int(scale))x</figcaption></figure>
                <figure><img alt="SVG of \(html(e.name)) stage \(i + 1)" width="\(w / 2)" height="\(h / 2)" src="data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())"><figcaption>SVG</figcaption></figure>
                <div class="text"><h4>Source</h4><pre>\(html(stage.code))</pre><h4>Frames</h4><pre>\(html(tree.description))</pre></div>
                </div></div>

                """
            }
            body += "</section>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>ViewLayout gallery</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
        .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; } img { border: 1px solid #d1d1d6; background: white; }
        figcaption { color: #8e8e93; font-size: 12px; }
        pre { background: #f2f2f7; padding: 8px; font-size: 11px; overflow-x: auto; max-width: 640px; }
        .src { color: #8e8e93; } section { border-top: 1px solid #d1d1d6; margin-top: 24px; }
        </style></head><body>
        <h1>ViewLayout gallery</h1>
        <p>Every built-in example laid out by ViewLayout and drawn by ViewLayoutRender: PNG, SVG, the SwiftUI source and the frame tree (points, root coordinates). Canvases are shown at half size.</p>
        <ul>\(toc)</ul>
        \(body)
        </body></html>

        """
    }
}
