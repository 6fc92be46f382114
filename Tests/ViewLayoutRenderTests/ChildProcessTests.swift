import Foundation
import Testing
import ViewLayoutTestSupport

/// The helper that runs the tool (and the browser) for the command tests:
/// status, both outputs in full, and a child past its deadline killed
/// rather than waited for.
@Suite struct ChildProcessTests {
    @Test func statusAndBothOutputs() throws {
        // More than a pipe's 64 KiB on stderr before stdout is written: read
        // through pipes one after the other, this would block for good.
        let r = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                     ["-c", "head -c 200000 /dev/zero | tr '\\0' e >&2; echo out; exit 3"])
        #expect(!r.timedOut)
        #expect(r.status == 3)
        #expect(String(decoding: r.stdout, as: UTF8.self) == "out\n")
        #expect(r.stderr.count == 200_000)
    }

    @Test func childPastItsDeadlineIsKilled() throws {
        let r = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo started; sleep 600"], seconds: 0.5)
        #expect(r.timedOut)
        #expect(r.status == -1)
        #expect(String(decoding: r.stdout, as: UTF8.self) == "started\n")
    }

    @Test func missingExecutableIsAnError() {
        #expect(throws: ChildProcessError.self) {
            try ChildProcess.run(URL(fileURLWithPath: "/nonexistent/viewlayout"), [])
        }
    }
}
