import Foundation
import ViewLayout

/// Reading the file to interpret, with one clear error for each way it can
/// be unusable.
public enum SourceLoading {
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The text of the Swift file at `path`.
    public static func read(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LoadError(description: "\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw LoadError(description: "\(path) is a directory, not a Swift file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Interpreter.maximumFileSize else {
            throw LoadError(description: "\(path) is too large (\(size) bytes; a view file may have at most \(Interpreter.maximumFileSize) bytes)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(description: "\(path) cannot be read")
        }
        guard data.count <= Interpreter.maximumFileSize else {
            throw LoadError(description: "\(path) is too large (a view file may have at most \(Interpreter.maximumFileSize) bytes)")
        }
        guard let text = String(data: data, encoding: .utf8), !data.contains(0) else {
            throw LoadError(description: "\(path) is not a Swift file (not UTF-8 text)")
        }
        guard !text.allSatisfy(\.isWhitespace) else { throw LoadError(description: "\(path) is empty: no view to render") }
        return text
    }
}

extension Interpreter {
    /// Interprets `source` and returns its view (see `rootView(named:)`),
    /// with the interpreter to check for errors raised later, during layout.
    /// Parsing and interpreting run on a large stack (`withLargeStack`), so
    /// this may be called from any thread.
    /// `preview` selects a `#Preview` by its name or its position from 1.
    public static func view(source: String, fileName: String = "input.swift", named name: String? = nil,
                            preview: String? = nil) throws -> (AnyView, Interpreter) {
        try withLargeStack {
            let interpreter = try Interpreter(source: source, fileName: fileName)
            return (try interpreter.rootView(named: name, preview: preview), interpreter)
        }
    }

    /// Runs `body` on a thread with a 1 GiB stack (reserved, committed only
    /// as touched): parsing and interpreting recurse along the source's
    /// nesting, and a view nested 10,000 deep needs far more than the 8 MiB
    /// of a normal thread.
    public static func withLargeStack<T>(_ body: () throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { body in
            let box = Box(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                Thread.current.threadDictionary[Interpreter.largeStackKey] = true
                box.run()
                done.signal()
            }
            thread.stackSize = 1 << 30
            thread.start()
            done.wait()
            return try box.result!.get()
        }
    }

    static let largeStackKey = "ViewLayoutInterpreter.largeStack"

    /// Whether the current thread is one `withLargeStack` made.
    static var onLargeStack: Bool { Thread.current.threadDictionary[largeStackKey] as? Bool == true }

    private final class Box<T>: @unchecked Sendable {
        var body: (() throws -> T)?
        var result: Result<T, Error>?
        init(_ body: @escaping () throws -> T) { self.body = body }
        func run() {
            result = Result { try body!() }
            body = nil
        }
    }
}
