import ArgumentParser
import Foundation
import ViewLayout
import ViewLayoutInterpreter
import ViewLayoutRender

#if canImport(Glibc)
import Glibc
#endif

/// `viewlayout preview FILE.swift`: a page on 127.0.0.1 showing the file's
/// rendering and its inspector view, redrawn when the file changes.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serves a page on 127.0.0.1 with the file's rendering and inspector view, refreshed when the file changes.")

    @Argument(help: "A Swift file with SwiftUI views (as for `render`).")
    var file: String

    @OptionGroup var options: RenderOptions

    @Option(help: "The port on 127.0.0.1 (0 picks a free one).")
    var port: Int = 8000

    @Option(help: .hidden)
    var stopAfter: Double?

    func run() throws {
        let settings = try options.settings()
        guard (0...65535).contains(port) else { throw CommandError("--port takes 0 to 65535") }
        // Ctrl-C and SIGTERM must stop the server even when the parent
        // started it with those signals blocked.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        let server = try PreviewServer(port: UInt16(port))
        let preview = Preview(path: file, settings: settings)
        FileHandle.standardOutput.write(Data("Serving \(file) at http://127.0.0.1:\(server.port)/\n".utf8))
        let deadline = stopAfter.map { Date().addingTimeInterval($0) }
        server.serve(until: deadline) { path in preview.respond(path) }
    }
}

/// The file's current rendering, redone when its modification time or size
/// changes (checked on each request; the page asks every half second).
final class Preview {
    let path: String
    let settings: RenderSettings
    private var version = ""
    private var plain = Data(), inspected = Data(), error = ""

    init(path: String, settings: RenderSettings) {
        self.path = path
        self.settings = settings
    }

    func currentVersion() -> String {
        let a = try? FileManager.default.attributesOfItem(atPath: path)
        let m = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let s = (a?[.size] as? NSNumber)?.intValue ?? -1
        return "\(m)-\(s)"
    }

    private func refresh() {
        let v = currentVersion()
        guard v != version else { return }
        version = v
        do {
            let settings = self.settings, path = self.path
            (plain, inspected) = try Interpreter.withLargeStack {
                let tree = try RenderSettings.layoutFile(path, settings)
                let a = try PNGRenderer(environment: settings.environment, scale: 2).render(tree)
                let b = try PNGRenderer(environment: settings.environment, scale: 2, inspector: InspectorOptions()).render(tree)
                return (a, b)
            }
            error = ""
        } catch {
            self.error = "\(error)"
            plain = Data()
            inspected = Data()
        }
    }

    func respond(_ target: String) -> (status: Int, type: String, body: Data) {
        refresh()
        let path = target.split(separator: "?").first.map(String.init) ?? target
        switch path {
        case "/": return (200, "text/html; charset=utf-8", Data(page.utf8))
        case "/version": return (200, "text/plain", Data(version.utf8))
        case "/error": return (200, "text/plain; charset=utf-8", Data(error.utf8))
        case "/render.png", "/inspect.png":
            guard error.isEmpty else { return (500, "text/plain; charset=utf-8", Data(error.utf8)) }
            return (200, "image/png", path == "/render.png" ? plain : inspected)
        default: return (404, "text/plain", Data("not found\n".utf8))
        }
    }

    private var page: String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(Gallery.html(path)) — viewlayout preview</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
        .row { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        img { border: 1px solid #d1d1d6; width: \(Int(settings.rootSize.width))px; }
        #error { color: #c00; white-space: pre-wrap; font-family: monospace; }
        </style></head><body>
        <h1>\(Gallery.html(path))</h1>
        <p id="error">\(Gallery.html(error))</p>
        <div class="row">
        <figure><img id="render" alt="rendering" src="/render.png?v=\(version)"><figcaption>Rendering</figcaption></figure>
        <figure><img id="inspect" alt="inspector" src="/inspect.png?v=\(version)"><figcaption>Inspector</figcaption></figure>
        </div>
        <script>
        let version = "\(version)";
        async function poll() {
          try {
            const v = await (await fetch("/version")).text();
            if (v !== version) {
              version = v;
              document.getElementById("error").textContent = await (await fetch("/error")).text();
              document.getElementById("render").src = "/render.png?v=" + encodeURIComponent(v);
              document.getElementById("inspect").src = "/inspect.png?v=" + encodeURIComponent(v);
            }
          } catch (e) {}
          setTimeout(poll, 500);
        }
        setTimeout(poll, 500);
        </script>
        </body></html>

        """
    }
}

/// A minimal HTTP/1.0 server on 127.0.0.1: one request per connection,
/// answered in turn (a preview has one reader).
final class PreviewServer {
    let socket: Int32
    let port: UInt16

    init(port: UInt16) throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw CommandError("cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw CommandError("cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &addr) {
            _ = $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        socket = fd
        self.port = UInt16(bigEndian: addr.sin_port)
    }

    deinit { close(socket) }

    func serve(until deadline: Date?, _ handler: (String) -> (status: Int, type: String, body: Data)) {
        while deadline.map({ Date() < $0 }) ?? true {
            var p = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 200) > 0 else { continue }
            let client = accept(socket, nil, nil)
            guard client >= 0 else { continue }
            var timeout = timeval(tv_sec: 2, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var request = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while request.count < 65536 {
                let n = read(client, &buffer, buffer.count)
                if n <= 0 { break }
                request += buffer[0..<n]
                if request.count >= 4, request.suffix(4) == [13, 10, 13, 10] { break }
            }
            let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self).split(separator: " ")
            let response: (status: Int, type: String, body: Data)
            if line.count >= 2, line[0] == "GET" { response = handler(String(line[1])) } else {
                response = (400, "text/plain", Data("bad request\n".utf8))
            }
            let reason = [200: "OK", 400: "Bad Request", 404: "Not Found", 500: "Internal Server Error"][response.status] ?? "Error"
            var out = Data("HTTP/1.0 \(response.status) \(reason)\r\nContent-Type: \(response.type)\r\nContent-Length: \(response.body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n".utf8)
            out.append(response.body)
            out.withUnsafeBytes { raw in
                var sent = 0
                while sent < raw.count {
                    let n = send(client, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                    if n <= 0 { break }
                    sent += n
                }
            }
            close(client)
        }
    }
}
