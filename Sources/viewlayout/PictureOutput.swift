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
        let number = stage ?? example.stages.count
        guard (1...example.stages.count).contains(number) else {
            throw CommandError("--stage \(number): '\(example.name)' has stages 1 to \(example.stages.count)")
        }
        let s = example.stages[number - 1]
        let (env, size, insets) = DeviceOptions.settings(s, device: device, rootSize: rootSize, scale: scale, rtl: rtl)
        let tree = layout(s.view, in: size, safeAreaInsets: insets, keyboardHeight: CGFloat(keyboardHeight), environment: env,
                          scrollOffsets: scrollOffsets)
        for d in tree.diagnostics { StandardError.print("warning: \(d.message)") }
        let data: Data
        if format == .png {
            guard output != nil else { throw CommandError("--format png writes a binary file: give it one with -o FILE.png") }
            do { data = try PNGRenderer(environment: env, inspector: inspector()).render(tree) } catch { throw CommandError("\(error)") }
        } else {
            data = Data(SVGRenderer(environment: env, inspector: inspector()).render(tree).utf8)
        }
        if let output { try OutputFile.write(data, to: output) } else { try StandardOutput.write(data) }
    }
}

/// An error shown as one line (`Error: ...`) with exit code 1.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// Where the tool's output goes, by one rule per kind of target:
/// - a regular file, or a path that does not exist yet: written whole or not
///   at all, to a temporary file beside the target renamed over it, so a
///   failure leaves no partial file;
/// - a symbolic link: written through to the file it points to (by the same
///   rules), never replaced by a regular file;
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout`, a named
///   pipe): opened and written in place, never replaced;
/// - a directory, a block device or a socket: refused with an error.
enum OutputFile {
    /// Makes sure `path` is a directory to write `what` into, creating it
    /// (and its parents) if missing.
    static func directory(_ path: String, for what: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandError("cannot write \(what) into \(path): it is a file, not a directory") }
        } else {
            do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                throw CommandError("cannot create \(path): \(OutputFile.reason(error))")
            }
        }
    }

    static func write(_ data: Data, to path: String) throws {
        let target = try resolvingLinks(path)
        var info = stat()
        if lstat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFCHR, S_IFIFO: return try writeInPlace(data, to: target, shownAs: path)
            case S_IFDIR: throw CommandError("cannot write \(path): it is a directory")
            default: throw CommandError("cannot write \(path): it is neither a regular file, a character device nor a FIFO")
            }
        }
        let url = URL(fileURLWithPath: target)
        var isDirectory: ObjCBool = false
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

    /// The path a chain of symbolic links ends at (at most 32 links, as
    /// the kernel allows 40); a path that is no link is returned as it is.
    static func resolvingLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                throw CommandError("cannot write \(path): its symbolic link cannot be read")
            }
            current = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        throw CommandError("cannot write \(path): too many levels of symbolic links")
    }

    /// Writes into an existing device or FIFO without creating, truncating
    /// or replacing it.
    static func writeInPlace(_ data: Data, to path: String, shownAs shown: String) throws {
        let fd = open(path, O_WRONLY)
        guard fd >= 0 else { throw CommandError("cannot write \(shown): \(String(cString: strerror(errno)).lowercased())") }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        do { try handle.write(contentsOf: data) } catch { throw CommandError("cannot write \(shown): \(reason(error))") }
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

/// The tool's standard output. A write that fails (a full disk, a closed
/// descriptor) is an error with a non-zero exit, never a trap or a silent loss.
enum StandardOutput {
    static func write(_ data: Data) throws {
        do { try FileHandle.standardOutput.write(contentsOf: data) } catch {
            throw CommandError("cannot write standard output: \(OutputFile.reason(error))")
        }
    }

    /// `print`, with its failure reported.
    static func print(_ text: String = "", terminator: String = "\n") throws {
        try write(Data((text + terminator).utf8))
    }
}

/// The tool's standard error, for warnings and per-item errors: a line that
/// cannot be written (a closed or full descriptor) is dropped, never a trap.
enum StandardError {
    static func print(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
    }
}
