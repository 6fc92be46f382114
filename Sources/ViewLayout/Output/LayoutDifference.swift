import Foundation

/// How two layouts of a screen differ, view by view: which views moved or
/// changed size and by how much, which changed their content, which
/// appeared and which went away.
///
/// Views are matched by name: a view marked `.id(_:)` is named by its id
/// (`#title`), any other by its path from the nearest view with an id (or
/// the root), each step a kind and, where its parent has several children
/// of that kind, the position among them (`VStack/HStack[2]/Text[1]`).
/// A view inserted before its siblings of another kind leaves their names
/// unchanged, so the difference names the view that changed rather than
/// every sibling after it.
///
/// A view that moved by the same amount as its parent, with its size
/// unchanged, is counted with the parent (`carried`) instead of listed:
/// when a header grows, the list names the header and the content it
/// pushed down, not every view inside that content.
///
/// Both sides can be placed trees or their text (`PlacedViewTree.description`)
/// or JSON (`PlacedViewTree.jsonString(pretty:)`) forms, as a snapshot
/// file keeps them.
public struct LayoutDifference: CustomStringConvertible, Sendable {
    /// One view that differs between the two layouts.
    public struct Change: CustomStringConvertible, Sendable {
        /// The view's name: its id or its path (see ``LayoutDifference``),
        /// with its content (a text's string) when it has one.
        public let name: String
        /// The view's frame before, in root coordinates; nil for a view that was added.
        public let before: CGRect?
        /// The view's frame after; nil for a view that was removed.
        public let after: CGRect?
        /// The view's content before and after, when it changed (a text's string).
        public let labelChange: (before: String?, after: String?)?
        /// How many views inside this one moved with it and are not listed.
        public let carried: Int

        /// How far the view's origin moved (zero for a view that was added or removed).
        public var displacement: CGSize {
            guard let before, let after else { return .zero }
            return CGSize(width: after.minX - before.minX, height: after.minY - before.minY)
        }

        /// One line: `VStack/Text[1] "Subtitle": moved by (+0, +20.3333)`.
        public var description: String {
            let n = PlacedViewTree.number
            func signed(_ v: CGFloat) -> String { v < 0 ? n(v) : "+" + n(v) }
            func rect(_ r: CGRect) -> String { "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))" }
            var parts: [String] = []
            switch (before, after) {
            case (nil, let a?): parts.append("added at \(rect(a))")
            case (let b?, nil): parts.append("removed from \(rect(b))")
            case (let b?, let a?):
                let d = displacement
                if d != .zero { parts.append("moved by (\(signed(d.width)), \(signed(d.height)))") }
                if b.size != a.size {
                    parts.append("size \(n(b.width)) x \(n(b.height)) -> \(n(a.width)) x \(n(a.height))")
                }
            case (nil, nil): break
            }
            if let change = labelChange {
                let b = change.before.map(PlacedViewTree.quote) ?? "none", a = change.after.map(PlacedViewTree.quote) ?? "none"
                parts.append("content \(b) -> \(a)")
            }
            var line = "\(name): " + parts.joined(separator: ", ")
            if carried > 0 { line += " (with \(carried) view\(carried == 1 ? "" : "s") inside)" }
            return line
        }
    }

    /// The views that differ, in the order of the later layout (removed views
    /// last).
    public let changes: [Change]

    /// Whether every view has the same frame and content in both layouts.
    public var isEmpty: Bool { changes.isEmpty }

    /// Compares two placed trees.
    public init(from before: PlacedViewTree, to after: PlacedViewTree) {
        self.init(from: Outline(before), to: Outline(after))
    }

    /// Compares two layouts in their text form (`PlacedViewTree.description`,
    /// lines starting with `#` skipped as comments); nil when either is not
    /// in that form.
    public init?(text before: String, _ after: String) {
        guard let b = Outline(text: before), let a = Outline(text: after) else { return nil }
        self.init(from: b, to: a)
    }

    /// Compares two layouts in their JSON form (`PlacedViewTree.jsonString`);
    /// nil when either is not in that form.
    public init?(json before: String, _ after: String) {
        guard let b = Outline(json: before), let a = Outline(json: after) else { return nil }
        self.init(from: b, to: a)
    }

    /// The changes, one a line, at most `limit` of them and a count of the rest.
    public func summary(limit: Int = 20) -> String {
        if changes.isEmpty { return "no view moved, changed size or changed content" }
        let carried = changes.reduce(0) { $0 + $1.carried }
        var out = "\(changes.count) view\(changes.count == 1 ? "" : "s") changed"
        if carried > 0 { out += " (and \(carried) moved with them)" }
        out += ":"
        for c in changes.prefix(max(0, limit)) { out += "\n  " + c.description }
        if changes.count > limit { out += "\n  ... and \(changes.count - limit) more" }
        return out
    }

    /// The summary with at most 20 changes.
    public var description: String { summary() }

    private init(from before: Outline, to after: Outline) {
        // Keys are interned step by step in one table for both sides, so a
        // deep tree's keys cost a word each rather than a path each.
        var table: [Outline.KeyStep: Int] = [:]
        let beforeKeys = before.keys(&table), afterKeys = after.keys(&table)
        var beforeIndex: [Int: Int] = [:]
        for (j, k) in beforeKeys.enumerated() where beforeIndex[k] == nil { beforeIndex[k] = j }
        var matchedBefore = [Bool](repeating: false, count: before.nodes.count)
        // For each later view: its earlier match, its displacement, whether it is listed.
        var match = [Int?](repeating: nil, count: after.nodes.count)
        var listed = [Int?](repeating: nil, count: after.nodes.count)
        var changes: [Change] = []
        var carried: [Int] = []
        for (i, node) in after.nodes.enumerated() {
            let key = afterKeys[i]
            guard let j = beforeIndex[key] else {
                listed[i] = changes.count
                changes.append(Change(name: after.name(i), before: nil, after: node.frame, labelChange: nil, carried: 0))
                carried.append(0)
                continue
            }
            match[i] = j
            matchedBefore[j] = true
            let old = before.nodes[j]
            let moved = CGSize(width: node.frame.minX - old.frame.minX, height: node.frame.minY - old.frame.minY)
            let labelChanged = old.label != node.label
            let resized = old.frame.size != node.frame.size
            if !labelChanged && !resized && moved == .zero { continue }
            // Moved with its parent: same displacement, same size, same content.
            if !labelChanged && !resized, let p = node.parent, let pj = match[p] {
                let parentMoved = CGSize(width: after.nodes[p].frame.minX - before.nodes[pj].frame.minX,
                                         height: after.nodes[p].frame.minY - before.nodes[pj].frame.minY)
                if parentMoved == moved {
                    // Counted with the nearest listed ancestor.
                    var a: Int? = p
                    while let k = a, listed[k] == nil { a = after.nodes[k].parent }
                    if let k = a, let slot = listed[k] { carried[slot] += 1 }
                    continue
                }
            }
            listed[i] = changes.count
            changes.append(Change(name: after.name(i), before: old.frame, after: node.frame,
                                  labelChange: labelChanged ? (old.label, node.label) : nil, carried: 0))
            carried.append(0)
        }
        for (j, node) in before.nodes.enumerated() where !matchedBefore[j] {
            // A view that went away with its parent is not listed again.
            if let p = node.parent, !matchedBefore[p] { continue }
            changes.append(Change(name: before.name(j), before: node.frame, after: nil, labelChange: nil, carried: 0))
            carried.append(0)
        }
        self.changes = zip(changes, carried).map {
            Change(name: $0.name, before: $0.before, after: $0.after, labelChange: $0.labelChange, carried: $1)
        }
    }
}

/// A layout reduced to what a comparison reads: each view's kind, content,
/// id, frame and parent, parents before children, with its matching key and
/// its name.
struct Outline {
    struct Node {
        var kind: String
        var label: String?
        var id: String?
        var frame: CGRect
        var parent: Int?
    }

    private(set) var nodes: [Node] = []
    /// Each node's step in its key (`Text[2]`, always indexed; `#id[1]`)
    /// and in its name (indexed only where the parent has several children
    /// of its kind).
    private(set) var keySteps: [String] = []
    private(set) var nameSteps: [String] = []

    /// One step of a key: the interned key of the parent (-1 for a view
    /// with an id, whose key does not depend on where it is) and the step.
    struct KeyStep: Hashable {
        let parent: Int
        let step: String
    }

    init(_ tree: PlacedViewTree) {
        var stack: [(PlacedView, Int?)] = [(tree.root, nil)]
        while let (v, parent) = stack.popLast() {
            let index = nodes.count
            nodes.append(Node(kind: v.kind.rawValue, label: v.label, id: v.id.map { "\($0.base)" }, frame: v.frame, parent: parent))
            for c in v.children.reversed() { stack.append((c, index)) }
        }
        name()
    }

    /// Reads the text form: one view a line, two spaces of indent a level,
    /// `kind "label" #id (x, y, w, h)` with optional ` z Z depth D` and
    /// ` flipped` after the frame.
    init?(text: String) {
        var open: [Int] = []  // the last node at each depth
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw)
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
            let indent = line.prefix(while: { $0 == " " }).count
            guard indent % 2 == 0, let node = Outline.parseLine(String(line.dropFirst(indent))) else { return nil }
            let depth = indent / 2
            guard depth <= open.count, depth > 0 || nodes.isEmpty else { return nil }
            open.removeSubrange(depth...)
            var n = node
            n.parent = open.last
            open.append(nodes.count)
            nodes.append(n)
        }
        guard !nodes.isEmpty else { return nil }
        name()
    }

    /// Reads the JSON form: `{"root": {"kind", "label"?, "id"?, "frame", "children"?}}`.
    init?(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)),
              let root = (object as? [String: Any])?["root"] as? [String: Any] else { return nil }
        func number(_ v: Any) -> CGFloat? {
            if let d = v as? Double { return CGFloat(d) }
            if let s = v as? String { return s == "Infinity" ? .infinity : s == "-Infinity" ? -.infinity : nil }
            if v is NSNull { return .nan }
            return nil
        }
        var stack: [([String: Any], Int?)] = [(root, nil)]
        while let (object, parent) = stack.popLast() {
            guard let kind = object["kind"] as? String, let f = object["frame"] as? [Any], f.count == 4,
                  let x = number(f[0]), let y = number(f[1]), let w = number(f[2]), let h = number(f[3]) else { return nil }
            let index = nodes.count
            nodes.append(Node(kind: kind, label: object["label"] as? String, id: object["id"] as? String,
                              frame: CGRect(x: x, y: y, width: w, height: h), parent: parent))
            let children = object["children"] as? [[String: Any]] ?? []
            for c in children.reversed() { stack.append((c, index)) }
        }
        name()
    }

    /// One line of the text form, without its indent.
    static func parseLine(_ line: String) -> Node? {
        var rest = Substring(line)
        if rest.hasSuffix(" flipped") { rest = rest.dropLast(" flipped".count) }
        // ` z Z depth D` (visionOS) after the frame.
        if let z = rest.range(of: #"\) z [^ ]+ depth [^ ]+$"#, options: .regularExpression) {
            rest = Substring(rest[..<z.lowerBound] + ")")
        }
        guard rest.hasSuffix(")"), let open = rest.range(of: " (", options: .backwards) else { return nil }
        let numbers = rest[open.upperBound..<rest.index(before: rest.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard numbers.count == 4 else { return nil }
        var values: [CGFloat] = []
        for s in numbers {
            guard let d = Double(s) else { return nil }
            values.append(CGFloat(d))
        }
        let head = rest[..<open.lowerBound]
        var kind = head, label: String?, id: String?
        if let q = head.range(of: " \"") {
            kind = head[..<q.lowerBound]
            // The label is quoted as `PlacedViewTree.quote` writes it.
            var s = "", escaped = false, end = head.endIndex
            var i = head.index(after: q.lowerBound)
            i = head.index(after: i)
            while i < head.endIndex {
                let c = head[i]
                if escaped {
                    switch c {
                    case "n": s.append("\n")
                    case "t": s.append("\t")
                    case "u":
                        let hex = head[head.index(after: i)...].prefix(4)
                        if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { s.unicodeScalars.append(u) }
                        i = head.index(i, offsetBy: hex.count)
                    default: s.append(c)
                    }
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    end = head.index(after: i)
                    break
                } else {
                    s.append(c)
                }
                i = head.index(after: i)
            }
            label = s
            let after = head[end...]
            if after.hasPrefix(" #") { id = String(after.dropFirst(2)) }
        } else if let h = head.range(of: " #") {
            kind = head[..<h.lowerBound]
            id = String(head[h.upperBound...])
        }
        return Node(kind: String(kind), label: label, id: id,
                    frame: CGRect(x: values[0], y: values[1], width: values[2], height: values[3]), parent: nil)
    }

    /// Each node's steps: a view with an id is `#id` (the same id again
    /// `#id[2]`); any other its kind, and its position among its parent's
    /// children of that kind. Linear in the number of views.
    private mutating func name() {
        var children = [[Int]](repeating: [], count: nodes.count)
        for (i, n) in nodes.enumerated() { if let p = n.parent { children[p].append(i) } }
        keySteps = [String](repeating: "", count: nodes.count)
        nameSteps = [String](repeating: "", count: nodes.count)
        var idCount: [String: Int] = [:]
        for i in nodes.indices {
            guard let id = nodes[i].id else { continue }
            // The same id twice (in a ForEach without ids of its own) is
            // told apart by its order.
            let k = idCount[id, default: 0] + 1
            idCount[id] = k
            keySteps[i] = "#" + id + "[\(k)]"
            nameSteps[i] = "#" + id + (k > 1 ? "[\(k)]" : "")
        }
        if nodes[0].id == nil { (keySteps[0], nameSteps[0]) = (nodes[0].kind, nodes[0].kind) }
        for list in children where !list.isEmpty {
            var count: [String: Int] = [:], position: [Int: Int] = [:]
            for c in list where nodes[c].id == nil {
                let k = count[nodes[c].kind, default: 0] + 1
                count[nodes[c].kind] = k
                position[c] = k
            }
            for c in list where nodes[c].id == nil {
                let kind = nodes[c].kind, k = position[c]!
                keySteps[c] = kind + "[\(k)]"
                nameSteps[c] = count[kind]! > 1 ? kind + "[\(k)]" : kind
            }
        }
    }

    /// Each node's key, interned in `table`: equal keys on two sides are
    /// the same view.
    func keys(_ table: inout [KeyStep: Int]) -> [Int] {
        var keys = [Int](repeating: 0, count: nodes.count)
        for i in nodes.indices {
            let parent = nodes[i].id != nil ? -1 : nodes[i].parent.map { keys[$0] } ?? -2
            let step = KeyStep(parent: parent, step: keySteps[i])
            if let k = table[step] { keys[i] = k } else { keys[i] = table.count; table[step] = table.count }
        }
        return keys
    }

    /// The name a message shows for node `i`: its path from the nearest
    /// view with an id (or from the root, left out), at most 12 steps
    /// (`.../` before a longer one), then its content.
    func name(_ i: Int) -> String {
        var steps: [String] = []
        var k: Int? = i
        var complete = false
        while let n = k, steps.count < 12 {
            steps.append(nameSteps[n])
            k = nodes[n].parent
            // Up to a view with an id, or to the root (left out).
            if nodes[n].id != nil || k == nil { complete = true; break }
            if let p = k, nodes[p].parent == nil, nodes[p].id == nil { complete = true; break }
        }
        if !complete { steps.append("...") }
        var shown = steps.reversed().joined(separator: "/")
        if nodes[i].id != nil { shown = nodes[i].kind + " " + shown }
        if let label = nodes[i].label { shown += " " + PlacedViewTree.quote(label) }
        return shown
    }
}
