import Foundation
import ViewLayout

// The benchmark trees, written as SwiftUI code.

/// Alternating HStack / VStack nest. Every level holds the nest below it and
/// a second sibling that is fixed along the stack's axis and flexible across
/// it, so each stack probes and distributes between two children and the
/// whole nest is flexible on both axes from depth 2 on (the caches see the
/// same variety of proposals at every level). Four nodes per level:
/// padding, stack, frame, color.
struct Nest: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 20, height: 20)
        } else if depth % 2 == 0 {
            HStack {
                Nest(depth: depth - 1)
                Color.blue.frame(width: 10)
            }
            .padding(1)
        } else {
            VStack {
                Nest(depth: depth - 1)
                Color.blue.frame(height: 10)
            }
            .padding(1)
        }
    }
}

/// The same nest with a sibling fixed on both axes, so nothing in it is
/// flexible: the stacks still probe both children at every level, but every
/// probe gets the same answer.
struct FixedNest: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 20, height: 20)
        } else if depth % 2 == 0 {
            HStack {
                FixedNest(depth: depth - 1)
                Color.blue.frame(width: 10, height: 10)
            }
            .padding(1)
        } else {
            VStack {
                FixedNest(depth: depth - 1)
                Color.blue.frame(width: 10, height: 10)
            }
            .padding(1)
        }
    }
}

/// A VStack of `count` rows, each an icon and a label.
struct Rows: View {
    let count: Int
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count) { i in
                HStack {
                    Color.red.frame(width: 20, height: 20)
                    Text("Row \(i)")
                }
            }
        }
    }
}

/// Issue 7: one HStack of `count` fixed 20 × 20 cells.
struct WideFixed: View {
    let count: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { _ in
                Color.red.frame(width: 20, height: 20)
            }
        }
    }
}

/// Issue 7: one HStack of `count` cells that share the width.
struct WideFlex: View {
    let count: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { _ in
                Color.red.frame(height: 20)
            }
        }
    }
}

/// Issue 7: `depth` levels of `VStack { … }.padding(1)` around a 20 × 20 color.
struct DeepPadding: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 20, height: 20)
        } else {
            VStack {
                DeepPadding(depth: depth - 1)
            }
            .padding(1)
        }
    }
}

/// Issue 7: a grid of HStack rows; every other cell fixed, the rest flexible.
struct Grid: View {
    let rows: Int
    let columns: Int
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<columns) { c in
                        if c % 2 == 0 {
                            Color.red.frame(width: 20, height: 10)
                        } else {
                            Color.blue
                        }
                    }
                }
            }
        }
    }
}

/// Issue 3: a `Grid` of `rows` × `columns` one-node cells, even columns a
/// fixed-size image, odd ones a flexible colour, so the columns are both
/// measured and shared. Views ≈ cells, so ns per view reads as ns per cell.
struct CellGrid: View {
    let rows: Int
    let columns: Int
    var body: some View {
        ViewLayout.Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0..<rows) { _ in
                GridRow {
                    ForEach(0..<columns) { c in
                        if c % 2 == 0 {
                            Image(systemName: "star")
                        } else {
                            Color.blue
                        }
                    }
                }
            }
        }
    }
}

/// Issue 7: a message list (the "Laying out a simple view" row, repeated).
struct MessageList: View {
    let messages: [String]
    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<messages.count) { i in
                HStack(alignment: .top, spacing: 8) {
                    Circle().frame(width: 40, height: 40)
                    Text(messages[i])
                }
                .padding(8)
            }
        }
    }

    /// 1,000 messages of 3 to 25 words, made once.
    nonisolated(unsafe) static let messages = sample(1000)

    static func sample(_ count: Int) -> [String] {
        let words = ["layout", "engine", "frames", "come", "out", "the", "same", "on", "Linux", "as",
                     "they", "do", "an", "iPhone", "stack", "proposes", "sizes", "to", "its", "children"]
        return (0..<count).map { i in
            let length = 3 + (i * 7) % 23
            return (0..<length).map { words[($0 * 3 + i) % words.count] }.joined(separator: " ")
        }
    }
}

/// One benchmark: a tree, the two root sizes it is laid out in, and whether
/// `--quick` skips it.
struct BenchCase {
    let name: String
    let summary: String
    let big: Bool
    let rootA: CGSize
    let rootB: CGSize
    let resolve: () -> ResolvedViewTree
}

func allCases() -> [BenchCase] {
    let a = CGSize(width: 1000, height: 1000), b = CGSize(width: 800, height: 1200)
    let phoneA = CGSize(width: 400, height: 800), phoneB = CGSize(width: 375, height: 812)
    return [
        BenchCase(name: "empty", summary: "Color.red alone: the fixed cost of one call",
                  big: false, rootA: a, rootB: b) { ResolvedViewTree(Color.red) },
        BenchCase(name: "nest-10", summary: "alternating HStack/VStack nest, 10 levels",
                  big: false, rootA: a, rootB: b) { ResolvedViewTree(Nest(depth: 10)) },
        BenchCase(name: "nest-100", summary: "alternating HStack/VStack nest, 100 levels",
                  big: false, rootA: a, rootB: b) { ResolvedViewTree(Nest(depth: 100)) },
        BenchCase(name: "nest-1000", summary: "alternating HStack/VStack nest, 1,000 levels",
                  big: false, rootA: a, rootB: b) { ResolvedViewTree(Nest(depth: 1000)) },
        BenchCase(name: "nest-10000", summary: "alternating HStack/VStack nest, 10,000 levels",
                  big: true, rootA: a, rootB: b) { ResolvedViewTree(Nest(depth: 10_000)) },
        BenchCase(name: "fixnest-10", summary: "the nest with a fixed sibling, 10 levels",
                  big: false, rootA: a, rootB: b) { ResolvedViewTree(FixedNest(depth: 10)) },
        BenchCase(name: "fixnest-100", summary: "the nest with a fixed sibling, 100 levels",
                  big: false, rootA: a, rootB: b) { ResolvedViewTree(FixedNest(depth: 100)) },
        BenchCase(name: "fixnest-1000", summary: "the nest with a fixed sibling, 1,000 levels",
                  big: false, rootA: a, rootB: b) { ResolvedViewTree(FixedNest(depth: 1000)) },
        BenchCase(name: "fixnest-10000", summary: "the nest with a fixed sibling, 10,000 levels",
                  big: true, rootA: a, rootB: b) { ResolvedViewTree(FixedNest(depth: 10_000)) },
        BenchCase(name: "rows-1k", summary: "VStack of 1,000 rows (frame + Text)",
                  big: false, rootA: phoneA, rootB: phoneB) { ResolvedViewTree(Rows(count: 1000)) },
        BenchCase(name: "rows-10k", summary: "VStack of 10,000 rows (frame + Text)",
                  big: true, rootA: phoneA, rootB: phoneB) { ResolvedViewTree(Rows(count: 10_000)) },
        BenchCase(name: "wide-fixed", summary: "HStack of 10,000 fixed 20x20 colors",
                  big: true, rootA: a, rootB: b) { ResolvedViewTree(WideFixed(count: 10_000)) },
        BenchCase(name: "wide-flex", summary: "HStack of 10,000 flexible colors, 200,000 wide",
                  big: true, rootA: CGSize(width: 200_000, height: 100), rootB: CGSize(width: 150_000, height: 100)) {
            ResolvedViewTree(WideFlex(count: 10_000))
        },
        BenchCase(name: "deep-1000", summary: "1,000 levels of VStack{…}.padding(1)",
                  big: false, rootA: a, rootB: b) { ResolvedViewTree(DeepPadding(depth: 1000)) },
        BenchCase(name: "grid-100", summary: "100 HStack rows of 100 cells, half fixed",
                  big: true, rootA: CGSize(width: 2000, height: 1000), rootB: CGSize(width: 1500, height: 1200)) {
            ResolvedViewTree(Grid(rows: 100, columns: 100))
        },
        BenchCase(name: "gridview-100", summary: "Grid of 100 x 100 one-node cells (ns/view = ns/cell)",
                  big: false, rootA: CGSize(width: 2000, height: 1000), rootB: CGSize(width: 1500, height: 1200)) {
            ResolvedViewTree(CellGrid(rows: 100, columns: 100))
        },
        BenchCase(name: "messages-1k", summary: "1,000 message rows (Circle + wrapped Text), 400 wide",
                  big: false, rootA: phoneA, rootB: phoneB) {
            ResolvedViewTree(MessageList(messages: MessageList.messages))
        },
    ]
}
