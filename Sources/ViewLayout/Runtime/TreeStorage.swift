import Foundation

extension NodeTree {
    /// Where the nodes are stored, for an engine that reads them in place:
    /// the tree is a constant of the engine, so the array's storage is
    /// neither freed nor moved while the engine lives. A tree without
    /// nodes gets one zeroed node that nothing reads.
    var nodeStorage: ReadOnlyStorage<Node> {
        ReadOnlyStorage(nodes.withUnsafeBufferPointer { $0.baseAddress } ?? UnsafePointer(NodeTree.noNodes))
    }

    /// Where the child links are stored, read in place as `nodeStorage`.
    /// Writable in type only: the engine never writes them (a custom
    /// layout's stand-ins write links in the engine's own copy).
    var linkStorage: RawStorage<Int32> {
        RawStorage(UnsafeMutablePointer(mutating: children.withUnsafeBufferPointer { $0.baseAddress }
                                        ?? UnsafePointer(NodeTree.noLinks)))
    }

    private nonisolated(unsafe) static let noLinks = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private nonisolated(unsafe) static let noNodes: UnsafeMutablePointer<Node> = {
        let p = UnsafeMutablePointer<Node>.allocate(capacity: 1)
        UnsafeMutableRawPointer(p).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Node>.stride)
        return p
    }()
}
