import Foundation

// The two collection methods SwiftUI adds for `onDelete` and `onMove`
// handlers, which app code calls on its own arrays.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the given offsets (an `onDelete` handler's
    /// argument). Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at the given offsets so that they come before the
    /// element that was at `destination` (an `onMove` handler's arguments),
    /// keeping their order. Offsets out of range are ignored.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let n = count
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < n }
        guard !moving.isEmpty else { return }
        let target = Swift.max(0, Swift.min(destination, n))
        let movingSet = Set(moving)
        var before: [Element] = [], after: [Element] = []
        for (i, e) in elements.enumerated() where !movingSet.contains(i) {
            if i < target { before.append(e) } else { after.append(e) }
        }
        let result = before + moving.map { elements[$0] } + after
        var i = startIndex
        for e in result {
            self[i] = e
            formIndex(after: &i)
        }
    }
}
