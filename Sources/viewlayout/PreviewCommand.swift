import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import ViewLayout
import ViewLayoutInterpreter
import ViewLayoutRender

/// `viewlayout preview FILE.swift`: a page on 127.0.0.1 showing the file's
/// rendering and its inspector view, redrawn when the file changes.
///
/// The server (FlyingFox) answers requests concurrently and renders on a
/// worker thread, so a slow render delays only the requests that need its
/// pictures. It answers only loopback names (see `LoopbackHost`), and tells
/// open pages to reload over a WebSocket (`/events`) when a new rendering
/// of the file is ready.
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

    /// How long a client connection may stay open (seconds; the page's
    /// WebSocket excepted): hidden, for tests.
    @Option(help: .hidden)
    var connectionLifetime: Double = 30

    func run() throws {
        let settings = try options.settings()
        guard (0...65535).contains(port) else { throw CommandError("--port takes 0 to 65535") }
        guard connectionLifetime.isFinite, connectionLifetime > 0, connectionLifetime <= 86_400 else {
            throw CommandError("--connection-lifetime takes 0 to 86400 seconds")
        }
        // Ctrl-C and SIGTERM must stop the server even when the parent
        // started it with those signals blocked.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)

        let server = PreviewServer(preview: Preview(path: file, settings: settings), port: UInt16(port),
                                   connectionLifetime: .milliseconds(Int(connectionLifetime * 1000)))
        let failure = Locked<Error?>(nil)
        let done = DispatchSemaphore(value: 0)
        let (file, stopAfter) = (self.file, self.stopAfter)
        Task {
            do {
                try await server.serve(until: stopAfter) { port in
                    // Announced on standard output when it can be written; the server runs either way.
                    try? StandardOutput.print("Serving \(file) at http://127.0.0.1:\(port)/")
                }
            } catch {
                failure.value = error
            }
            done.signal()
        }
        done.wait()
        if let error = failure.value { throw error }
    }
}

/// A value shared between tasks and threads, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// The file's renderings: redone, on a worker thread, when the file's
/// modification time or size has changed since the last one.
actor Preview {
    /// One rendering of the file: both pictures, or the error that stopped it.
    struct Rendering: Sendable {
        let version: String
        let plain: Data
        let inspected: Data
        let error: String
    }

    let path: String
    let rootWidth: Int
    private let settings: Settings
    private var latest: (version: String, task: Task<Rendering, Never>)?

    /// The settings are plain values, read and never changed by the
    /// worker; this box lets them cross to it.
    struct Settings: @unchecked Sendable { let value: RenderSettings }

    init(path: String, settings: RenderSettings) {
        self.path = path
        self.settings = Settings(value: settings)
        rootWidth = Int(settings.rootSize.width)
    }

    /// The file's version: its modification time and size.
    nonisolated func currentVersion() -> String {
        let a = try? FileManager.default.attributesOfItem(atPath: path)
        let m = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let s = (a?[.size] as? NSNumber)?.intValue ?? -1
        return "\(m)-\(s)"
    }

    /// The rendering of the file as it is now. Callers asking while it is
    /// being made wait for the same one.
    func rendering() async -> Rendering {
        let version = currentVersion()
        if let latest, latest.version == version { return await latest.task.value }
        let path = self.path, settings = self.settings
        let task = Task { await Self.render(path, settings, version: version) }
        latest = (version, task)
        return await task.value
    }

    /// Renders on a thread of its own (the interpreter then takes a large
    /// stack), so no thread of the server's pool waits for it.
    private static func render(_ path: String, _ settings: Settings, version: String) async -> Rendering {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                let settings = settings.value
                do {
                    let (plain, inspected) = try Interpreter.withLargeStack {
                        let tree = try RenderSettings.layoutFile(path, settings)
                        let a = try PNGRenderer(environment: settings.environment, scale: 2).render(tree)
                        let b = try PNGRenderer(environment: settings.environment, scale: 2, inspector: InspectorOptions()).render(tree)
                        return (a, b)
                    }
                    continuation.resume(returning: Rendering(version: version, plain: plain, inspected: inspected, error: ""))
                } catch {
                    continuation.resume(returning: Rendering(version: version, plain: Data(), inspected: Data(), error: "\(error)"))
                }
            }
            thread.start()
        }
    }
}

/// Which requests the preview answers: those addressed to a loopback name
/// on its own port.
///
/// A page on any web site can make the browser send requests to
/// 127.0.0.1 through a name of its own that resolves there (DNS
/// rebinding); such requests carry that name in `Host`, so a server that
/// answers only loopback names (127.0.0.1, localhost, [::1]) keeps the
/// file's rendering from other sites. A name with another port was meant
/// for another server (421); a `Host` without a port names the default
/// port, which only hand-written clients send to a preview. A WebSocket's
/// `Origin`, when given, must be such an address too: browsers let any
/// page open one.
struct LoopbackHost: Sendable {
    static let names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    /// Splits `host[:port]` (the host may be a bracketed IPv6 address).
    static func split(_ value: String) -> (name: String, port: String?) {
        let value = value.trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasPrefix("["), let close = value.firstIndex(of: "]") {
            let rest = value[value.index(after: close)...]
            return (String(value[...close]), rest.hasPrefix(":") ? String(rest.dropFirst()) : nil)
        }
        guard let colon = value.lastIndex(of: ":") else { return (value, nil) }
        return (String(value[..<colon]), String(value[value.index(after: colon)...]))
    }

    /// Nil when `host` (a Host header's value) names this server, else the
    /// status that refuses it.
    static func refusal(host: String?, port: UInt16) -> HTTPStatusCode? {
        guard let host else { return .badRequest }
        let (name, given) = split(host)
        guard names.contains(name) else { return .forbidden }
        if let given, given != String(port) { return .misdirectedRequest }
        return nil
    }

    /// Nil when `origin` is absent or a loopback page of this server.
    static func refusal(origin: String?, port: UInt16) -> HTTPStatusCode? {
        guard let origin else { return nil }
        guard origin.lowercased().hasPrefix("http://") else { return .forbidden }
        return refusal(host: String(origin.dropFirst("http://".count)), port: port) == nil ? nil : .forbidden
    }
}

/// The open pages' WebSockets: each gets the new version when the file's
/// rendering changes.
final class ReloadBroadcast: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

    /// A new page's stream of messages; it ends when the page goes.
    func subscribe() -> (UUID, AsyncStream<WSMessage>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        lock.withLock { clients[id] = continuation }
        return (id, stream)
    }

    func remove(_ id: UUID) {
        let gone = lock.withLock { clients.removeValue(forKey: id) }
        gone?.finish()
    }

    func send(_ text: String) {
        for c in lock.withLock({ Array(clients.values) }) { c.yield(.text(text)) }
    }

    var count: Int { lock.withLock { clients.count } }
}

/// A page's WebSocket: what the page sends is read and dropped (it sends
/// nothing); when the page closes it, its subscription ends.
struct ReloadSocket: WSMessageHandler {
    let broadcast: ReloadBroadcast

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (id, messages) = broadcast.subscribe()
        let broadcast = self.broadcast
        Task {
            for await _ in client {}
            broadcast.remove(id)
        }
        return messages
    }
}

/// The preview's HTTP server on 127.0.0.1.
final class PreviewServer: Sendable {
    let preview: Preview
    let requestedPort: UInt16
    let broadcast = ReloadBroadcast()
    /// The pool the server waits on, with each connection's deadline.
    let deadlines: ConnectionDeadlines
    /// How often the file's version is checked for the push.
    static let watchInterval: Duration = .milliseconds(200)

    init(preview: Preview, port: UInt16, connectionLifetime: Duration = .seconds(30)) {
        self.preview = preview
        requestedPort = port
        deadlines = ConnectionDeadlines(HTTPServer.defaultPool(), lifetime: connectionLifetime)
    }

    /// Serves until `seconds` have passed (or for good), calling `listening`
    /// with the port once it is bound. Fails when the port cannot be bound.
    func serve(until seconds: Double?, listening: @Sendable (UInt16) -> Void) async throws {
        let address: sockaddr_in
        do { address = try .inet(ip4: "127.0.0.1", port: requestedPort) } catch {
            throw CommandError("cannot listen on 127.0.0.1:\(requestedPort): \(error)")
        }
        let port = Locked<UInt16>(0), stopping = Locked(false)
        // Renders can take long; a request waits for one at most this long.
        let server = HTTPServer(address: address, timeout: 120, pool: deadlines, logger: .disabled,
                                handler: PreviewHandler(preview: preview, port: port, broadcast: broadcast, deadlines: deadlines))
        let requested = requestedPort
        try await withThrowingTaskGroup(of: Bool.self) { group in
            // Whichever ends first: binding fails (run throws) or it listens.
            group.addTask {
                do { try await server.run() } catch where !stopping.value {
                    throw CommandError("cannot listen on 127.0.0.1:\(requested): \(error)")
                } catch {}
                return false
            }
            group.addTask {
                try await server.waitUntilListening(timeout: 30)
                return true
            }
            guard try await group.next() == true else { throw CommandError("the server on 127.0.0.1:\(requested) stopped") }
            if case .ip4(_, let p)? = await server.listeningAddress { port.value = p } else { port.value = requested }
            listening(port.value)
            group.addTask {
                await self.watch()
                return false
            }
            if let seconds {
                try? await Task.sleep(for: .seconds(seconds))
                stopping.value = true
                await server.stop()
                group.cancelAll()
            }
            while try await group.next() != nil {}
        }
    }

    /// Renders each new version of the file as soon as it is saved and then
    /// tells the open pages.
    func watch() async {
        var shown = await preview.rendering().version
        while !Task.isCancelled {
            try? await Task.sleep(for: Self.watchInterval)
            let now = await preview.rendering().version
            if now != shown {
                shown = now
                broadcast.send(now)
            }
        }
    }
}

/// Every request: the host check, then the page, the pictures, the
/// version, the error and the WebSocket. Nothing else is served; a path
/// with a `..` segment is refused before FlyingFox's normalisation can
/// turn it into one that exists.
struct PreviewHandler: HTTPHandler {
    let preview: Preview
    /// The bound port, known once the server listens (port 0 picks one).
    let port: Locked<UInt16>
    let broadcast: ReloadBroadcast
    let deadlines: ConnectionDeadlines

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let status = LoopbackHost.refusal(host: request.headers[.host], port: port.value) {
            return Self.response(status, "text/plain", Data("\(status.phrase)\n".utf8))
        }
        guard request.method == .GET || request.method == .HEAD else {
            return Self.response(.badRequest, "text/plain", Data("bad request\n".utf8))
        }
        let raw = request.target.path(percentEncoded: false)
        if raw.split(separator: "/").contains("..") {
            return Self.response(.notFound, "text/plain", Data("not found\n".utf8))
        }
        switch request.path {
        case "/":
            return Self.response(.ok, "text/html; charset=utf-8", Data(page.utf8))
        case "/events":
            if let status = LoopbackHost.refusal(origin: request.headers[HTTPHeader("Origin")], port: port.value) {
                return Self.response(status, "text/plain", Data("\(status.phrase)\n".utf8))
            }
            // The page's socket stays open for as long as the page does.
            switch request.remoteAddress {
            case .ip4(let ip, let port)?, .ip6(let ip, let port)?: deadlines.keepOpen(peer: "\(ip):\(port)")
            default: break
            }
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: ReloadSocket(broadcast: broadcast)))
                .handleRequest(request)
        case "/version":
            return Self.response(.ok, "text/plain", Data(await preview.rendering().version.utf8))
        case "/error":
            return Self.response(.ok, "text/plain; charset=utf-8", Data(await preview.rendering().error.utf8))
        case "/render.png", "/inspect.png":
            let r = await preview.rendering()
            guard r.error.isEmpty else { return Self.response(.internalServerError, "text/plain; charset=utf-8", Data(r.error.utf8)) }
            return Self.response(.ok, "image/png", request.path == "/render.png" ? r.plain : r.inspected)
        default:
            return Self.response(.notFound, "text/plain", Data("not found\n".utf8))
        }
    }

    static func response(_ status: HTTPStatusCode, _ type: String, _ body: Data) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store"], body: body)
    }

    /// The page asks for the version, error and pictures when it loads and
    /// whenever the server pushes a new version; it reconnects when the
    /// socket drops (the server restarted).
    private var page: String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(Gallery.html(preview.path)) — viewlayout preview</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
        .row { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        img { border: 1px solid #d1d1d6; width: \(preview.rootWidth)px; }
        #error { color: #c00; white-space: pre-wrap; font-family: monospace; }
        </style></head><body>
        <h1>\(Gallery.html(preview.path))</h1>
        <p id="error"></p>
        <div class="row">
        <figure><img id="render" alt="rendering"><figcaption>Rendering</figcaption></figure>
        <figure><img id="inspect" alt="inspector"><figcaption>Inspector</figcaption></figure>
        </div>
        <script>
        let version = null;
        async function refresh() {
          try {
            const v = await (await fetch("/version")).text();
            if (v === version) return;
            version = v;
            document.getElementById("error").textContent = await (await fetch("/error")).text();
            document.getElementById("render").src = "/render.png?v=" + encodeURIComponent(v);
            document.getElementById("inspect").src = "/inspect.png?v=" + encodeURIComponent(v);
          } catch (e) {}
        }
        function listen() {
          const socket = new WebSocket("ws://" + location.host + "/events");
          socket.onmessage = refresh;
          socket.onopen = refresh;
          socket.onclose = () => setTimeout(listen, 1000);
        }
        refresh();
        listen();
        </script>
        </body></html>

        """
    }
}
