import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A command the tests run as a child process, with a deadline.
///
/// Why not Foundation's `Process`: on Linux, `waitUntilExit()` called off
/// the main thread polls a run loop with no sources in a loop (it burns a
/// core while it waits: swift-corelibs-foundation PR 3113), and it is known
/// to hang for good after `readDataToEndOfFile` (swiftlang/swift issue
/// 79881); reading one pipe to its end before the other blocks for good when
/// the child fills the second. A CI run of this suite, which ran the tool
/// that way from parallel tests, never ended. Here the child's output goes
/// to files, waiting is `waitid`/`waitpid` with short sleeps, and a child
/// past its deadline is killed with its whole process group (a browser's
/// helpers included), so a test fails with the child's own words instead of
/// holding the suite.
public final class ChildProcess {
    public let pid: pid_t
    private let directory: URL
    private var status: Int32?

    /// Where the child's output goes (read them while it runs, or after).
    public var stdoutURL: URL { directory.appendingPathComponent("stdout") }
    public var stderrURL: URL { directory.appendingPathComponent("stderr") }

    /// Starts `executable` with `arguments`, its standard input empty. The
    /// child leads a process group of its own and starts with no signals
    /// blocked and default dispositions (a test thread's mask is not passed on).
    public init(_ executable: URL, _ arguments: [String]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let outPath = directory.appendingPathComponent("stdout").path
        let errPath = directory.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for s in [SIGTERM, SIGINT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable.path, &actions, &attributes, argv, environ)
        guard rc == 0 else {
            try? FileManager.default.removeItem(at: directory)
            throw ChildProcessError(message: "could not start \(executable.path): \(String(cString: strerror(rc)))")
        }
        pid = child
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Waits for the child and collects it: its exit status, or a signal's
    /// number plus 128 when one ended it.
    @discardableResult private func reap() -> Int32 {
        if let status { return status }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        let signal = raw & 0x7F
        let s = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        status = s
        return s
    }

    public var isRunning: Bool { !ended() }

    /// Whether the child has ended, leaving it unreaped: its number (and its
    /// group's) stays taken until `reap`, so killing the group cannot reach
    /// a process that reused the number.
    private func ended() -> Bool {
        if status != nil { return true }
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo != 0
    }

    /// Waits for the child to end, at most `seconds`; past that, kills it.
    /// Whatever the child started in its group (a browser's helper
    /// processes) is killed either way. Nil: the deadline passed.
    public func wait(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var pause: useconds_t = 1_000
        while !ended() {
            if Date() >= deadline {
                kill(-pid, SIGKILL)
                reap()
                return nil
            }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        if status == nil { kill(-pid, SIGKILL) }
        return reap()
    }

    /// Kills the child and what it started in its group, unless collected.
    public func stop() {
        if status == nil { kill(-pid, SIGKILL) }
        reap()
    }

    public var stdout: Data { (try? Data(contentsOf: stdoutURL)) ?? Data() }
    public var stderr: String { String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self) }

    /// Runs a command to its end (or its deadline): exit status, output and
    /// error output. A child past the deadline is reported as `timedOut`,
    /// with what it had written.
    public static func run(_ executable: URL, _ arguments: [String], seconds: Double = 300) throws -> Result {
        let child = try ChildProcess(executable, arguments)
        let status = child.wait(seconds: seconds)
        return Result(status: status ?? -1, timedOut: status == nil, stdout: child.stdout, stderr: child.stderr)
    }

    public struct Result {
        public var status: Int32
        /// The child was killed at its deadline (`status` is then -1).
        public var timedOut: Bool
        public var stdout: Data
        public var stderr: String
    }

    /// Runs the `viewlayout` tool to its end. Throws when the tool was not
    /// built beside the tests, or had not ended after `seconds` (then the
    /// error holds what it wrote to stderr).
    public static func runTool(_ arguments: [String], seconds: Double = 300) throws -> Result {
        guard let tool = viewlayout else { throw ChildProcessError(message: "the viewlayout binary was not built beside the tests") }
        let r = try run(tool, arguments, seconds: seconds)
        if r.timedOut { throw ChildProcessError(message: "viewlayout \(arguments) had not ended after \(seconds) s: \(r.stderr)") }
        return r
    }

    /// The `viewlayout` tool that `swift test` built beside the test bundle.
    public static let viewlayout: URL? = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("viewlayout")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()
}

public struct ChildProcessError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
