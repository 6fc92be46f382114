import Foundation
import Testing
import ViewLayoutTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `viewlayout preview` on an ephemeral loopback port: the page, the image,
/// and a new image after the file changes; the Host check; the push of a
/// new version over the page's WebSocket. The server is started with a
/// hidden `--stop-after` so it ends by itself whatever happens here.
@Suite struct PreviewCommandTests {
    /// A connected TCP socket to 127.0.0.1:port, reads timing out after 20 s.
    static func connectLoopback(_ port: UInt16) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else { close(fd); return nil }
        return fd
    }

    /// A blocking HTTP/1.0 GET with the given `Host` (and extra header
    /// lines): status and body.
    static func get(_ port: UInt16, _ path: String, host: String, headers: String = "") -> (Int, Data)? {
        guard let fd = connectLoopback(port) else { return nil }
        defer { close(fd) }
        let request = Array("GET \(path) HTTP/1.0\r\nHost: \(host)\r\n\(headers)\r\n".utf8)
        guard send(fd, request, request.count, Int32(MSG_NOSIGNAL)) == request.count else { return nil }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            response.append(contentsOf: buffer[0..<n])
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: response[..<split.lowerBound], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, response[split.upperBound...])
    }

    /// A blocking HTTP GET on 127.0.0.1: status and body.
    static func get(_ port: UInt16, _ path: String) -> (Int, Data)? { get(port, path, host: "127.0.0.1") }

    /// Starts `viewlayout preview` on `file` (port 0) and reads the port it
    /// announces.
    static func startServer(_ file: URL, _ more: [String] = []) throws -> (ChildProcess, UInt16) {
        let server = try ChildProcess(RenderCommandTests.binary!,
                                      ["preview", file.path, "--port", "0", "--size", "200x120", "--stop-after", "30"] + more)
        var line = Data()
        let deadline = Date().addingTimeInterval(180)
        while !line.contains(UInt8(ascii: "\n")) && Date() < deadline {
            let running = server.isRunning
            line = server.stdout
            if !running { break }
            usleep(10_000)
        }
        let text = String(decoding: line, as: UTF8.self)
        let port = try #require(text.split(separator: ":").last.flatMap { UInt16($0.trimmingCharacters(in: CharacterSet(charactersIn: "/\n"))) }, "\(text)")
        #expect(text.contains("http://127.0.0.1:"))
        return (server, port)
    }

    static func temporaryFile(_ source: String) throws -> (URL, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("View.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return (dir, file)
    }

    /// Only loopback names on the server's own port are answered: another
    /// name (a DNS-rebinding page's) gets 403, another port 421, a request
    /// without Host 400; a `..` segment is not normalised into a real path.
    @Test(.enabled(if: RenderCommandTests.binary != nil, "the viewlayout binary was not built beside the tests"),
          .timeLimit(.minutes(3)))
    func answersOnlyLoopbackHostsOnItsPort() throws {
        let (dir, file) = try Self.temporaryFile("Color.red.frame(width: 100, height: 50)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (server, port) = try Self.startServer(file)
        defer { server.stop() }

        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "127.0.0.1"] {
            #expect(Self.get(port, "/version", host: host)?.0 == 200, "\(host)")
        }
        let other = port == 65535 ? port - 1 : port + 1
        let refused: [(String, Int)] = [
            ("evil.example:\(port)", 403), ("evil.example", 403), ("127.0.0.1.evil.example:\(port)", 403),
            ("localhost:\(other)", 421), ("127.0.0.1:\(other)", 421), ("[::1]:\(other)", 421),
        ]
        for (host, status) in refused {
            let r = try #require(Self.get(port, "/render.png", host: host), "\(host)")
            #expect(r.0 == status, "\(host)")
            #expect(!r.1.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(host)")
        }
        // No Host at all.
        let fd = try #require(Self.connectLoopback(port))
        defer { close(fd) }
        let bare = Array("GET /version HTTP/1.0\r\n\r\n".utf8)
        #expect(send(fd, bare, bare.count, Int32(MSG_NOSIGNAL)) == bare.count)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = read(fd, &buffer, buffer.count)
        #expect(n > 0 && String(decoding: buffer[0..<max(n, 0)], as: UTF8.self).hasPrefix("HTTP/1.1 400"))

        // Path traversal: refused, not normalised to /render.png.
        for path in ["/../render.png", "/a/../render.png", "/%2e%2e/render.png"] {
            #expect(Self.get(port, path, host: "127.0.0.1:\(port)")?.0 == 404, "\(path)")
        }
        // A WebSocket opened by another site's page.
        let ws = Self.get(port, "/events", host: "127.0.0.1:\(port)",
                          headers: "Origin: http://evil.example\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n")
        #expect(ws?.0 == 403)
    }

    /// The page's WebSocket gets the new version, unasked, once the file
    /// changes and its new rendering is ready; the version then served
    /// matches it.
    @Test(.enabled(if: RenderCommandTests.binary != nil, "the viewlayout binary was not built beside the tests"),
          .timeLimit(.minutes(3)))
    func pushesTheNewVersionOverAWebSocket() throws {
        let (dir, file) = try Self.temporaryFile("Color.red.frame(width: 100, height: 50)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (server, port) = try Self.startServer(file)
        defer { server.stop() }
        let host = "127.0.0.1:\(port)"
        let before = String(decoding: try #require(Self.get(port, "/version", host: host)).1, as: UTF8.self)

        let fd = try #require(Self.connectLoopback(port))
        defer { close(fd) }
        let handshake = Array(("GET /events HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://\(host)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8)
        #expect(send(fd, handshake, handshake.count, Int32(MSG_NOSIGNAL)) == handshake.count)
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 4 || Array(received.suffix(4)) != [13, 10, 13, 10] {
            let n = read(fd, &buffer, 1)
            guard n > 0 else { break }
            received.append(buffer[0])
        }
        let head = String(decoding: received, as: UTF8.self)
        // RFC 6455's example key and its accept value.
        #expect(head.hasPrefix("HTTP/1.1 101") && head.contains("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="), "\(head)")

        // A different view (and size, so the change is seen within the file
        // system's timestamp granularity).
        try "Color.blue.frame(width: 30, height: 30).padding(4)".write(to: file, atomically: true, encoding: .utf8)
        // One unmasked text frame from the server: 0x81, a length under 126, the text.
        var frame = [UInt8]()
        while frame.count < 2 || frame.count < 2 + Int(frame[1] & 0x7F) {
            let n = read(fd, &buffer, buffer.count)
            guard n > 0 else { break }
            frame += buffer[0..<n]
        }
        try #require(frame.count >= 2, "no frame pushed")
        #expect(frame[0] == 0x81 && frame[1] & 0x80 == 0 && frame[1] & 0x7F < 126)
        let pushed = String(decoding: frame[2..<(2 + Int(frame[1] & 0x7F))], as: UTF8.self)
        let after = String(decoding: try #require(Self.get(port, "/version", host: host)).1, as: UTF8.self)
        #expect(pushed != before && pushed == after)
    }

    /// A client that sends its request a byte every 1.5 s (issue 29: it
    /// held the server) delays no other request, and its connection is
    /// closed once its lifetime (here 4 s, by the hidden option) has passed.
    @Test(.enabled(if: RenderCommandTests.binary != nil, "the viewlayout binary was not built beside the tests"),
          .timeLimit(.minutes(3)))
    func aSlowClientBlocksNoOtherRequest() throws {
        let (dir, file) = try Self.temporaryFile("Text(\"a\")")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (server, port) = try Self.startServer(file, ["--connection-lifetime", "4"])
        defer { server.stop() }
        let slow = try #require(Self.connectLoopback(port))
        defer { close(slow) }
        let opened = Date()
        // Its request would take 52 s to arrive (35 bytes).
        Thread {
            for byte in Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8) {
                guard send(slow, [byte], 1, Int32(MSG_NOSIGNAL)) == 1 else { return }
                usleep(1_500_000)
            }
        }.start()
        for _ in 0..<3 {
            let page = try #require(Self.get(port, "/"))
            #expect(page.0 == 200)
        }
        // Answered while the slow request was still arriving.
        #expect(Date().timeIntervalSince(opened) < 15)
        var byte: UInt8 = 0
        #expect(read(slow, &byte, 1) <= 0)
        let closedAfter = Date().timeIntervalSince(opened)
        #expect(closedAfter >= 3.5 && closedAfter < 19, "closed after \(closedAfter) s")
    }

    /// A render that takes seconds (a loop just under the interpreter's
    /// step limit) delays only the requests that need its result: the page
    /// and a 404 are answered while a request for the version still waits.
    @Test(.enabled(if: RenderCommandTests.binary != nil, "the viewlayout binary was not built beside the tests"),
          .timeLimit(.minutes(3)))
    func aSlowRenderBlocksNoOtherRequest() throws {
        let source = """
            func work() -> Int {
                var total = 0
                for i in 0..<40000 { total += i % 7 }
                return total
            }
            struct Slow: View {
                var body: some View { Text("\\(work())") }
            }
            """
        let (dir, file) = try Self.temporaryFile(source)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (server, port) = try Self.startServer(file)
        defer { server.stop() }

        let answered = DispatchSemaphore(value: 0)
        Thread {
            if Self.get(port, "/version")?.0 == 200 { answered.signal() }
        }.start()
        usleep(200_000)
        let page = try #require(Self.get(port, "/"))
        let missing = try #require(Self.get(port, "/nothing"))
        #expect(page.0 == 200 && missing.0 == 404)
        #expect(answered.wait(timeout: .now()) == .timedOut,
                "the version was answered before the page: the render was not slow enough to tell")
        #expect(answered.wait(timeout: .now() + 50) == .success)
        let error = try #require(Self.get(port, "/error"))
        #expect(error.0 == 200 && error.1.isEmpty, "\(String(decoding: error.1, as: UTF8.self))")
    }

    @Test(.enabled(if: RenderCommandTests.binary != nil, "the viewlayout binary was not built beside the tests"),
          .timeLimit(.minutes(3)))
    func servesPageAndImageAndFollowsTheFile() throws {
        let (dir, file) = try Self.temporaryFile("Color.red.frame(width: 100, height: 50)")
        defer { try? FileManager.default.removeItem(at: dir) }
        // "Serving FILE at http://127.0.0.1:PORT/", read from its output
        // file as it appears (for at most a minute, while it runs).
        let (server, port) = try Self.startServer(file)
        defer { server.stop() }

        let page = try #require(Self.get(port, "/"))
        #expect(page.0 == 200)
        let html = String(decoding: page.1, as: UTF8.self)
        #expect(html.contains("/render.png") && html.contains("/inspect.png") && html.contains("fetch(\"/version\")"))
        let first = try #require(Self.get(port, "/render.png"))
        #expect(first.0 == 200 && first.1.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let version = try #require(Self.get(port, "/version")).1

        // A different view (and size, so the modification is seen even
        // within the file system's timestamp granularity).
        try "Color.blue.frame(width: 30, height: 30).padding(4)".write(to: file, atomically: true, encoding: .utf8)
        let newVersion = try #require(Self.get(port, "/version")).1
        #expect(newVersion != version)
        let second = try #require(Self.get(port, "/render.png"))
        #expect(second.0 == 200 && second.1 != first.1)

        // A broken file: the page's error text names the line and column.
        try "Text(\"a\").wobble()".write(to: file, atomically: true, encoding: .utf8)
        let error = String(decoding: try #require(Self.get(port, "/error")).1, as: UTF8.self)
        #expect(error.contains(":1:11: unknown modifier 'wobble'"), "\(error)")
        #expect(try #require(Self.get(port, "/render.png")).0 == 500)
        #expect(try #require(Self.get(port, "/nothing")).0 == 404)
    }
}

