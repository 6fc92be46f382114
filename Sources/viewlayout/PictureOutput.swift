import ArgumentParser
import Foundation
import ViewLayout
import ViewLayoutExamples
import ViewLayoutRender

/// Options of `viewlayout example` for pictures (`--format svg|png`).
struct PictureOptions: ParsableArguments {
    @Flag(help: "Draw every view's bounds, labelled with its kind and .id (svg, png).")
    var inspect = false

    @Flag(help: "Draw the alignment guide each stack aligned its children on (svg, png).")
    var guides = false

    @Option(help: "Which stage of the example to draw, 1 for the first (default: the last).")
    var stage: Int?

    @Option(name: [.short, .customLong("output")], help: "Write the output to this file (required for png).")
    var output: String?

    func inspector() -> InspectorOptions? {
        inspect || guides ? InspectorOptions(outlines: inspect, alignmentGuides: guides) : nil
    }

    func write(example: Example, format: OutputFormat, rootSize: CGSize?, scale: Double?, rtl: Bool,
               device: DevicePreset? = nil, keyboardHeight: Double = 0, scrollOffsets: ScrollOffsets = ScrollOffsets()) throws {
        let index = (stage ?? example.stages.count) - 1
        guard example.stages.indices.contains(index) else {
            throw CommandError("--stage \(index + 1): '\(example.name)' has stages 1 to \(example.stages.count)")
        }
        let s = example.stages[index]
        let (env, size, insets) = DeviceOptions.settings(s, device: device, rootSize: rootSize, scale: scale, rtl: rtl)
        let tree = layout(s.view, in: size, safeAreaInsets: insets, keyboardHeight: CGFloat(keyboardHeight), environment: env,
                          scrollOffsets: scrollOffsets)
        for d in tree.diagnostics { FileHandle.standardError.write(Data("warning: \(d.message)\n".utf8)) }
        let data: Data
        if format == .png {
            guard output != nil else { throw CommandError("--format png writes a binary file: give it one with -o FILE.png") }
            do { data = try PNGRenderer(environment: env, inspector: inspector()).render(tree) } catch { throw CommandError("\(error)") }
        } else {
            data = Data(SVGRenderer(environment: env, inspector: inspector()).render(tree).utf8)
        }
        if let output { try OutputFile.write(data, to: output) } else { FileHandle.standardOutput.write(data) }
    }
}

/// An error shown as one line (`Error: ...`) with exit code 1.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

enum OutputFile {
    /// Writes `data` whole or not at all: to a temporary file beside the
    /// target, renamed over it, so a failure leaves no partial file.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandError("cannot write \(path): it is a directory")
        }
        let dir = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError("cannot write \(path): the directory \(dir) does not exist")
        }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw CommandError("cannot write \(path): \(reason(error))")
        }
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        if ns.domain == NSCocoaErrorDomain && ns.code == NSFileWriteNoPermissionError { return "permission denied" }
        return ns.localizedDescription
    }
}
