import ArgumentParser
import Foundation
import ViewLayout
import ViewLayoutExamples

@main
struct ViewLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewlayout",
        abstract: "Lays out SwiftUI views as SwiftUI does on iOS and prints the placed-view tree.",
        subcommands: [ExampleCommand.self, ExamplesCommand.self, GalleryCommand.self, RenderCommand.self, PreviewCommand.self])
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case tree, json, svg, png
}

struct ExampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "example",
        abstract: "Lays out a built-in example (every stage of it) and prints its placed-view tree.")

    @Argument(help: "The example's name; `viewlayout examples` lists them.")
    var name: String

    @Option(help: "tree (indented text), json, svg or png (a picture of one stage: see --stage).")
    var format: OutputFormat = .tree

    @OptionGroup var picture: PictureOptions

    @Option(help: "Root size as WIDTHxHEIGHT in points (default: the example's, an iPhone 13 safe area).")
    var size: String?

    @Option(help: "Display scale: 1, 2 or 3.")
    var scale: Double?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Option(help: "Content offset of every scroll view as X,Y in points (default 0,0), e.g. --scroll 0,1000.")
    var scroll: String?

    func run() throws {
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
            return try picture.write(example: example, format: format, rootSize: rootSize, scale: scale, rtl: rtl, scrollOffsets: offsets)
        }
        var jsonStages: [String] = []
        if format == .tree { print("# \(example.title)\n# \(example.source)\n") }
        for stage in example.stages {
            var env = stage.environment
            if let scale { env.displayScale = CGFloat(scale) }
            if rtl { env.layoutDirection = .rightToLeft }
            let result = layout(stage.view, in: rootSize ?? stage.rootSize, environment: env, scrollOffsets: offsets)
            switch format {
            case .tree:
                print("## \(stage.title)")
                print(stage.code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                print()
                print(result, terminator: "")
                for d in result.diagnostics { print("warning: \(d.message)") }
                print()
            case .json:
                jsonStages.append("{\"title\": \(quote(stage.title)), \"layout\": \(result.jsonString(pretty: false))}")
            case .svg, .png:
                break  // written by `picture` above
            }
        }
        if format == .json {
            print("{\"example\": \(quote(example.name)), \"stages\": [\n\(jsonStages.joined(separator: ",\n"))]}")
        }
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

    func run() {
        for e in Example.all {
            print("\(e.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(e.title) (\(e.stages.count) stage\(e.stages.count == 1 ? "" : "s"))")
        }
    }
}
