import FlyingFox
import FlyingSocks
import Foundation

/// Per-connection deadlines for the preview server: the socket pool the
/// server waits on, with a limit on how long a client connection may be
/// waited for.
///
/// FlyingFox serves each connection on a task of its own, so a slow
/// client delays no other; but it waits for a client's bytes as long as
/// the client likes. Here a connection may be waited for until
/// `lifetime` after it was first waited on; past that its wait throws
/// and FlyingFox closes it (a browser opens a new one for its next
/// request). The page's WebSocket, which is meant to stay open, is exempt
/// once the handler has accepted it (`keepOpen`). The listening socket
/// (which has no peer) is never limited.
final class ConnectionDeadlines: AsyncSocketPool, @unchecked Sendable {
    let pool: any AsyncSocketPool
    let lifetime: Duration
    private let lock = NSLock()
    /// Connections seen, by descriptor and inode (a descriptor number is
    /// reused by later connections; the inode tells them apart).
    private var opened: [Key: (start: ContinuousClock.Instant, peer: String)] = [:]
    private var exempt: Set<String> = []

    struct Key: Hashable {
        let file: Int32
        let inode: UInt64
    }

    init(_ pool: any AsyncSocketPool, lifetime: Duration) {
        self.pool = pool
        self.lifetime = lifetime
    }

    func prepare() async throws { try await pool.prepare() }
    func run() async throws { try await pool.run() }

    /// Exempts the connection from `peer` (its address as the request
    /// gives it) from the deadline.
    func keepOpen(peer: String) {
        lock.withLock { _ = exempt.insert(peer) }
    }

    /// "ip:port" of a peer address; nil for other kinds.
    static func name(_ address: Socket.Address) -> String? {
        switch address {
        case .ip4(let ip, let port), .ip6(let ip, let port): "\(ip):\(port)"
        default: nil
        }
    }

    /// The time left for `socket`; nil when it has no deadline.
    private func remaining(_ socket: Socket) -> Duration? {
        var info = stat()
        guard fstat(socket.file.rawValue, &info) == 0, let address = try? socket.remotePeer(),
              let peer = Self.name(address) else { return nil }
        let key = Key(file: socket.file.rawValue, inode: UInt64(info.st_ino))
        let now = ContinuousClock.now
        return lock.withLock { () -> Duration? in
            let entry: (start: ContinuousClock.Instant, peer: String)
            if let seen = opened[key], seen.peer == peer {
                entry = seen
            } else {
                entry = (now, peer)
                opened[key] = entry
                // Forget connections long gone (their entries are never
                // removed otherwise: the pool is not told of closes).
                if opened.count > 256 { opened = opened.filter { now - $0.value.start < lifetime * 4 } }
            }
            if exempt.contains(peer) { return nil }
            return entry.start + lifetime - now
        }
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        guard let left = remaining(socket) else {
            return try await pool.suspendSocket(socket, untilReadyFor: events)
        }
        guard left > .zero else { throw CommandError("connection deadline passed") }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await self.pool.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(for: left)
                return false
            }
            let ready = try await group.next() ?? false
            group.cancelAll()
            if !ready { throw CommandError("connection deadline passed") }
        }
    }
}
