import Foundation

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeStack(.hstack, view.alignment.key, view.spacing, context: .inHStack) { resolver.make(view.content) }
    }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(_ view: Self, _ resolver: _ViewResolver) {
        resolver.makeStack(.vstack, view.alignment.key, view.spacing, context: .inVStack) { resolver.make(view.content) }
    }
}

extension _ViewResolver {
    func makeStack(_ kind: NodeKind, _ alignment: AlignmentKey, _ spacing: CGFloat?, context: NodeFlags, content: () -> Void) {
        let name = kind == .hstack ? "HStack" : "VStack"
        let s = checkedLength(spacing, "\(name)(spacing:)", allowNegative: true)
        tree.stacks.append(StackInfo(alignment: alignment, spacing: s))
        container(kind, payload: Int32(tree.stacks.count - 1), stack: context, content: content)
    }
}

/// The platform's spacing between two neighbours that state no preference
/// (facts §1: 8 on iOS, measured by FB and objc, OSU `defaultSpacing`).
let defaultStackSpacing = 8.0

extension LayoutEngine {
    /// Whether node `n` is a Spacer, looking through the modifiers that keep
    /// a view's spacing preferences (all single-child wrappers but padding).
    /// Asked once per node when a pass starts (`markSpacers`); stacks read
    /// the `.spacerLike` flag.
    func isSpacer(_ n: Int32) -> Bool {
        var node = nodes[Int(n)]
        while true {
            switch node.kind {
            case .spacer: return true
            case .fixedFrame, .flexFrame, .fixedSize, .offset, .alignmentGuide, .overlay, .background, .aspectRatio:
                node = nodes[Int(child(node, 0))]
            case .ignoresSafeArea, .directionBehavior, .depth:
                node = nodes[Int(child(node, 0))]
            default: return false
            }
        }
    }

    /// The space between two neighbours of a stack whose spacing is nil:
    /// none next to a Spacer (its preference along the axis is 0, facts §1,
    /// OSU `Spacer`; the Spacer page's figures show the views flush with the
    /// stack's edge), the platform default otherwise.
    @inline(__always)
    func pairSpacing(_ a: Int32, _ b: Int32) -> Double {
        nodes[Int(a)].flags.union(nodes[Int(b)].flags).contains(.spacerLike) ? 0 : defaultStackSpacing
    }

    /// The same along `axis`: next to text in a VStack, SwiftUI's text
    /// spacing (Layouts/TextSpacing.swift).
    @inline(__always)
    func pairSpacing(_ a: Int32, _ b: Int32, _ axis: Axis) -> Double {
        if usesLayoutProtocol, let s = layoutPairSpacing(a, b, axis) { return s }
        if axis == .vertical && !nodes[Int(a)].flags.union(nodes[Int(b)].flags).contains(.spacerLike),
           let t = verticalTextSpacing(a, b) {
            return t
        }
        return pairSpacing(a, b)
    }

    func markSpacers() {
        for i in 0..<nodeCount where isSpacer(Int32(i)) { nodes[i].flags.insert(.spacerLike) }
    }

    /// HStack and VStack (from "HStack"/"VStack", the layoutPriority page and
    /// facts §3, after objc's fuzz-tested reimplementation):
    /// 1. The children share the proposal less the spacing between them.
    /// 2. Each child is probed at 0 and at infinity along the axis; the
    ///    difference is its flexibility.
    /// 3. Higher `layoutPriority` groups are served first; within a group the
    ///    least flexible child first (two infinitely flexible ones: the one
    ///    with the larger minimum first), source order breaking ties.
    /// 4. A group is offered what is left less the minimum sizes of all lower
    ///    groups; each child in it is proposed an equal share of what remains.
    /// 5. With an unspecified proposal along the axis every child is proposed
    ///    its ideal size.
    /// 6. Across the axis, children are aligned on the stack's guide and the
    ///    stack is as large as the union of them.
    func stackLayout(_ node: Node, _ axis: Axis, _ p: Proposal, placing out: UnsafeMutablePointer<ChildPlacement>?) -> Size {
        let count = Int(node.childCount)
        if count == 0 { return .zero }
        // A negative payload: a stand-in for HStackLayout / VStackLayout
        // laying out a custom layout's subviews (StackLayouts.swift).
        let info = node.payload >= 0 ? tree.stacks[Int(node.payload)] : layoutState!.standInStack.pointee
        let minorAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let major = p[axis]
        let minor = p[minorAxis]

        let base = itemsTop
        itemsTop += count
        defer { itemsTop = base }
        let it = items + base

        // Spacing before each child (its entry's `order` field holds nothing yet).
        var totalSpacing = 0.0
        var previous: Int32 = -1
        for i in 0..<count {
            let c = child(node, i)
            var gap = 0.0
            if i > 0 { gap = info.spacing.isNaN ? pairSpacing(previous, c, axis) : info.spacing }
            totalSpacing += gap
            it[i] = StackItem(child: c, order: Int32(i), min: gap, max: 0, priority: nodes[Int(c)].priority, major: 0, proposed: .nan)
            previous = c
        }

        if major.isNaN {
            for i in 0..<count {
                it[i].major = size(it[i].child, Proposal.along(axis, major: .nan, minor: minor))[axis]
            }
        } else {
            // Probe each child; `min` held the gap, which placement re-derives.
            for i in 0..<count {
                let c = it[i].child
                let lo = size(c, Proposal.along(axis, major: 0, minor: minor))[axis]
                let hi = size(c, Proposal.along(axis, major: .infinity, minor: minor))[axis]
                it[i].min = lo
                it[i].max = hi
            }
            distribute(it, count, axis: axis, available: major - totalSpacing, minor: minor)
        }

        // Along the axis: children side by side with their gaps.
        var length = totalSpacing
        for i in 0..<count { length += it[i].major }

        // Across the axis: align the children on the stack's guide.
        let key = info.alignment
        let needsGuides = (node.guideMask & key.maskBit) != 0 || key.builtin == .custom
        var lo = Double.infinity, hi = -Double.infinity
        var thickness = 0.0
        for i in 0..<count {
            let c = it[i].child
            let cp = Proposal.along(axis, major: it[i].proposed, minor: minor)
            let cs = size(c, cp)
            let extent = cs[minorAxis]
            thickness = Swift.max(thickness, extent)
            if needsGuides || out != nil {
                let g = needsGuides ? guide(c, key, cp, cs)
                    : key.defaultValue(width: cs.w, height: cs.h) { ViewDimensions(width: cs.w, height: cs.h, source: nil) }
                lo = Swift.min(lo, -g)
                hi = Swift.max(hi, extent - g)
            }
        }
        if needsGuides { thickness = hi - lo }

        if let out {
            // Re-derive the gaps while walking in source order.
            var cursor = 0.0
            var prev: Int32 = -1
            for i in 0..<count {
                let c = it[i].child
                if i > 0 { cursor += info.spacing.isNaN ? pairSpacing(prev, c, axis) : info.spacing }
                // Placed with the proposal it answered in the distribution
                // (SwiftUI keeps that proposal with the child's geometry), so
                // placing re-asks nothing the sizing pass did not.
                let cp = Proposal.along(axis, major: it[i].proposed, minor: minor)
                let cs = size(c, cp)
                let g = guide(c, key, cp, cs)
                let across = -g - lo
                if axis == .horizontal {
                    out[i] = ChildPlacement(x: cursor, y: across, w: cs.w, h: cs.h, p: cp)
                } else {
                    out[i] = ChildPlacement(x: across, y: cursor, w: cs.w, h: cs.h, p: cp)
                }
                cursor += cs[axis]
                prev = c
            }
        }
        return axis == .horizontal ? Size(w: length, h: thickness) : Size(w: thickness, h: length)
    }

    /// The serving order of step 3 when the children fall into at most four
    /// classes of equal (priority, flexibility, and minimum when infinitely
    /// flexible) — a row of fixed and flexible cells has two: the classes
    /// are ordered, then each is emitted in source order, which is what a
    /// stable sort gives, in a few linear passes. False (nothing written)
    /// when there are more classes or a NaN.
    func servedByClasses(_ it: UnsafeMutablePointer<StackItem>, _ count: Int, _ idx: UnsafeMutablePointer<Int32>) -> Bool {
        typealias Key = (p: Double, f: Double, m: Double)
        @inline(__always) func key(_ a: StackItem) -> Key {
            let f = a.max - a.min
            return (a.priority, f, f.isInfinite ? a.min : 0)
        }
        @inline(__always) func same(_ a: Key, _ b: Key) -> Bool { a.p == b.p && a.f == b.f && a.m == b.m }
        @inline(__always) func before(_ a: Key, _ b: Key) -> Bool {
            if a.p != b.p { return a.p > b.p }
            if a.f != b.f { return a.f < b.f }
            return a.f.isInfinite && a.m > b.m
        }
        var keys: (Key, Key, Key, Key) = ((0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0))
        var classes = 0
        for i in 0..<count {
            let k = key(it[i])
            if k.p.isNaN || k.f.isNaN || k.m.isNaN { return false }
            if classes > 0 && same(k, keys.0) { continue }
            if classes > 1 && same(k, keys.1) { continue }
            if classes > 2 && same(k, keys.2) { continue }
            if classes > 3 && same(k, keys.3) { continue }
            switch classes {
            case 0: keys.0 = k
            case 1: keys.1 = k
            case 2: keys.2 = k
            case 3: keys.3 = k
            default: return false
            }
            classes += 1
        }
        // Order the classes (insertion over at most four).
        var ordered = [keys.0, keys.1, keys.2, keys.3]
        for i in 1..<classes {
            let x = ordered[i]
            var j = i
            while j > 0 && before(x, ordered[j - 1]) {
                ordered[j] = ordered[j - 1]
                j -= 1
            }
            ordered[j] = x
        }
        var k = 0
        for c in 0..<classes {
            let target = ordered[c]
            for i in 0..<count where same(key(it[i]), target) {
                idx[k] = Int32(i)
                k += 1
            }
        }
        return true
    }

    /// Steps 3 and 4: gives each child its share of `available` along `axis`,
    /// writing it to `major` and the proposal to `proposed`. The items stay
    /// in source order; the serving order is a sorted run of indices in the
    /// `order` scratch at the same offset as the items.
    func distribute(_ it: UnsafeMutablePointer<StackItem>, _ count: Int, axis: Axis, available: Double, minor: Double) {
        // A stack whose children do not fit at all (nothing available, every
        // minimum finite and not negative) offers each child 0 whatever the
        // serving order: every share below is max(offer / remaining, 0) with
        // an offer that starts at or below 0 and only decreases. Each child
        // then answers its minimum (the probe at 0): no sort is needed. A
        // long list in a screen-high stack is this case.
        if available <= 0 && available.isFinite {
            var plain = true
            for i in 0..<count where !(it[i].min >= 0 && it[i].min.isFinite) { plain = false; break }
            if plain {
                for i in 0..<count {
                    it[i].major = it[i].min
                    it[i].proposed = 0
                }
                return
            }
        }
        let idx = order + (it - items)
        for i in 0..<count { idx[i] = Int32(i) }
        // Step 3's order, source order aside: higher priority, then less
        // flexible, then (both infinitely flexible) the larger minimum.
        @inline(__always) func servedBefore(_ a: StackItem, _ b: StackItem) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            let fa = a.max - a.min, fb = b.max - b.min
            if fa != fb { return fa < fb }
            return fa.isInfinite && a.min > b.min
        }
        if count <= 16 {
            // Insertion sort: stable, no closure, linear when already sorted.
            for i in 1..<Swift.max(count, 1) {
                let x = idx[i]
                var j = i
                while j > 0 && servedBefore(it[Int(x)], it[Int(idx[j - 1])]) {
                    idx[j] = idx[j - 1]
                    j -= 1
                }
                idx[j] = x
            }
        } else if !servedByClasses(it, count, idx) {
            // Bottom-up merge sort (stable): runs of 16 by insertion, then
            // merges through a temporary buffer, with the comparison inline.
            do {
                let tmp = UnsafeMutablePointer<Int32>.allocate(capacity: count)
                defer { tmp.deallocate() }
                var src = idx, dst = tmp
                var lo = 0
                while lo < count {
                    let hi = Swift.min(lo + 16, count)
                    for i in (lo + 1)..<hi {
                        let x = src[i]
                        var j = i
                        while j > lo && servedBefore(it[Int(x)], it[Int(src[j - 1])]) {
                            src[j] = src[j - 1]
                            j -= 1
                        }
                        src[j] = x
                    }
                    lo = hi
                }
                var width = 16
                while width < count {
                    var start = 0
                    while start < count {
                        let mid = Swift.min(start + width, count), end = Swift.min(start + 2 * width, count)
                        var a = start, b = mid, k = start
                        while a < mid && b < end {
                            // Take from the right run only if it is served strictly first.
                            if servedBefore(it[Int(src[b])], it[Int(src[a])]) { dst[k] = src[b]; b += 1 }
                            else { dst[k] = src[a]; a += 1 }
                            k += 1
                        }
                        while a < mid { dst[k] = src[a]; a += 1; k += 1 }
                        while b < end { dst[k] = src[b]; b += 1; k += 1 }
                        start = end
                    }
                    swap(&src, &dst)
                    width *= 2
                }
                if src != idx { idx.update(from: src, count: count) }
            }
        }
        var lowerMinimums = 0.0
        for i in 0..<count { lowerMinimums += it[i].min }
        var available = available
        var i = 0
        while i < count {
            let priority = it[Int(idx[i])].priority
            var j = i
            var groupMinimum = 0.0
            while j < count && it[Int(idx[j])].priority == priority {
                groupMinimum += it[Int(idx[j])].min
                j += 1
            }
            lowerMinimums -= groupMinimum
            var offer = available - lowerMinimums
            var remaining = Double(j - i)
            for k in i..<j {
                let c = Int(idx[k])
                let share = offer.isInfinite ? offer : Swift.max(offer / remaining, 0)
                let s = size(it[c].child, Proposal.along(axis, major: share, minor: minor))[axis]
                it[c].major = s
                it[c].proposed = share
                if !offer.isInfinite { offer -= s }
                if !available.isInfinite { available -= s }
                remaining -= 1
            }
            i = j
        }
    }
}
