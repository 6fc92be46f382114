import Foundation
import Testing
import ViewLayoutTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `viewlayout preview` on an ephemeral loopback port: the page, the image,
/// and a new image after the file changes. The server is started with a
/// hidden `--stop-after` so it ends by itself whatever happens here.
@Suite struct PreviewCommandTests {
    /// A blocking HTTP GET on 127.0.0.1: status and body.
    static func get(_ port: UInt16, _ path: String) -> (Int, Data)? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
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

    @Test(.enabled(if: RenderCommandTests.binary != nil, "the viewlayout binary was not built beside the tests"),
          .timeLimit(.minutes(1)))
    func servesPageAndImageAndFollowsTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("View.swift")
        try "Color.red.frame(width: 100, height: 50)".write(to: file, atomically: true, encoding: .utf8)

        let server = try ChildProcess(RenderCommandTests.binary!,
                                      ["preview", file.path, "--port", "0", "--size", "200x120", "--stop-after", "30"])
        defer { server.stop() }

        // "Serving FILE at http://127.0.0.1:PORT/", read from its output
        // file as it appears (for at most a minute, while it runs).
        var line = Data()
        let deadline = Date().addingTimeInterval(60)
        while !line.contains(UInt8(ascii: "\n")) && Date() < deadline {
            let running = server.isRunning
            line = server.stdout
            if !running { break }
            usleep(10_000)
        }
        let text = String(decoding: line, as: UTF8.self)
        let port = try #require(text.split(separator: ":").last.flatMap { UInt16($0.trimmingCharacters(in: CharacterSet(charactersIn: "/\n"))) }, "\(text)")
        #expect(text.contains("http://127.0.0.1:"))

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
