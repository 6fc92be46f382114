import Foundation
import Testing
import ViewLayoutTestSupport

/// Where `-o` and standard output may write: a link or a device is written
/// through, never replaced by a regular file; a failed write to standard
/// output is an error with a non-zero exit, not a trap or a silent loss.
@Suite struct OutputTargetTests {
    static let binary = ChildProcess.viewlayout

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs the tool through the shell, so a test can give it a closed or
    /// full standard output.
    func shell(_ script: String) throws -> ChildProcess.Result {
        try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", Self.binary!.path], seconds: 120)
    }

    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func symbolicLinkIsWrittenThroughNotReplaced() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("real.svg").path
        let link = dir.appendingPathComponent("link.svg").path
        #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.svg")
        let r = try ChildProcess.runTool(["example", "zstack-offsets", "--format", "svg", "-o", link])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.svg")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<svg "))
    }

    @Test(.enabled(if: binary != nil && FileManager.default.fileExists(atPath: "/dev/null"),
                   "needs the viewlayout binary and /dev/null"))
    func characterDeviceIsWrittenInPlace() throws {
        let r = try ChildProcess.runTool(["example", "message-row", "--format", "png", "-o", "/dev/null"])
        #expect(r.status == 0, "\(r.stderr)")
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func fifoIsWrittenInPlace() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader on the FIFO (cat) and the tool writing into it.
        let r = try shell("cat \"\(fifo)\" > \"\(fifo).out\" & \"$1\" example zstack-offsets --format svg -o \"\(fifo)\"; s=$?; wait; exit $s")
        #expect(r.status == 0, "\(r.stderr)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try String(contentsOfFile: fifo + ".out", encoding: .utf8).hasPrefix("<svg "))
    }

    @Test(.enabled(if: binary != nil && FileManager.default.fileExists(atPath: "/dev/full"),
                   "needs the viewlayout binary and /dev/full"))
    func fullStandardOutputIsAnError() throws {
        for format in ["tree", "svg"] {
            let r = try shell("\"$1\" example zstack-offsets --format \(format) > /dev/full")
            #expect(r.status == 1, "\(format): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("cannot write standard output: no space left on device"), "\(format): \(r.stderr)")
        }
    }

    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func closedStandardOutputIsAnError() throws {
        for arguments in ["examples", "example zstack-offsets --format svg", "devices"] {
            let r = try shell("\"$1\" \(arguments) >&-")
            #expect(r.status == 1, "\(arguments): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("cannot write standard output: bad file descriptor"), "\(arguments): \(r.stderr)")
        }
    }

    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func extremeStageNumberIsAnError() throws {
        for stage in ["-9223372036854775808", "0", "9223372036854775807"] {
            let r = try ChildProcess.runTool(["example", "message-row", "--format", "svg", "--stage=\(stage)"])
            #expect(r.status == 1, "\(stage): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("--stage \(stage): 'message-row' has stages 1 to 5"), "\(stage): \(r.stderr)")
        }
    }

    /// A directory given to `-o` is refused and left as it was.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func directoryTargetIsRefused() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try ChildProcess.runTool(["example", "zstack-offsets", "--format", "svg", "-o", dir.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot write \(dir.path): it is a directory"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// A regular file is replaced whole, by a file written beside it and
    /// renamed over it: the directory holds only the new file afterwards.
    @Test(.enabled(if: binary != nil, "the viewlayout binary was not built beside the tests"))
    func regularFileIsReplacedWhole() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("out.svg").path
        #expect(FileManager.default.createFile(atPath: target, contents: Data(repeating: 0x20, count: 1 << 20)))
        let r = try ChildProcess.runTool(["example", "zstack-offsets", "--format", "svg", "-o", target])
        #expect(r.status == 0, "\(r.stderr)")
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.hasPrefix("<svg ") && written.hasSuffix("</svg>\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.svg"])
    }
}

