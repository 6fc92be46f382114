import Foundation
import ViewLayout

// The benchmark trees, written as SwiftUI code. Each takes an
// `edit` number: 0 is the tree as written; any other value changes one leaf
// (always the same leaf, to a value that depends on `edit`), which is what
// the relayout column measures.

/// A value for the edited leaf: `base` for edit 0, then a few others in turn.
func edited(_ base: CGFloat, _ edit: Int) -> CGFloat { edit == 0 ? base : base + CGFloat(1 + edit % 7) }

/// Tree 1, wide-fixed: one HStack of `count` fixed 20 × 20 cells (the
/// middle one's width edited).
struct WideFixed: View {
    let count: Int
    var edit = 0
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { i in
                Color.red.frame(width: i == count / 2 ? edited(20, edit) : 20, height: 20)
            }
        }
    }
}

/// Tree 2, wide-flex: one HStack of `count` cells that share the width (the
/// middle one's height edited).
struct WideFlex: View {
    let count: Int
    var edit = 0
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { i in
                Color.red.frame(height: i == count / 2 ? edited(20, edit) : 20)
            }
        }
    }
}

/// Tree 3, deep: `depth` levels of `VStack { … }.padding(1)` around a
/// 20 × 20 colour (its width edited).
struct DeepPadding: View {
    let depth: Int
    var edit = 0
    var body: some View {
        if depth == 0 {
            Color.red.frame(width: edited(20, edit), height: 20)
        } else {
            VStack {
                DeepPadding(depth: depth - 1, edit: edit)
            }
            .padding(1)
        }
    }
}

/// Tree 4, grid: a VStack of HStack rows; every other cell fixed, the rest
/// flexible (the middle row's first cell's width edited).
struct StackGrid: View {
    let rows: Int
    let columns: Int
    var edit = 0
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { r in
                HStack(spacing: 0) {
                    ForEach(0..<columns) { c in
                        if c % 2 == 0 {
                            Color.red.frame(width: r == rows / 2 && c == 0 ? edited(20, edit) : 20, height: 10)
                        } else {
                            Color.blue
                        }
                    }
                }
            }
        }
    }
}

/// The grid benchmark (gridview): a `Grid` of `rows` × `columns` one-node cells, even columns a
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

/// Tree 5, message list: rows of a circle and a wrapped text (the
/// "Laying out a simple view" row, repeated; the middle message edited).
struct MessageList: View {
    let messages: [String]
    var edit = 0
    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<messages.count) { i in
                HStack(alignment: .top, spacing: 8) {
                    Circle().frame(width: 40, height: 40)
                    Text(i == messages.count / 2 && edit != 0 ? messages[i] + String(repeating: " edited", count: 1 + edit % 6) : messages[i])
                }
                .padding(8)
            }
        }
    }

    /// `count` messages of 3 to 25 words.
    static func sample(_ count: Int) -> [String] {
        let words = ["layout", "engine", "frames", "come", "out", "the", "same", "on", "Linux", "as",
                     "they", "do", "an", "iPhone", "stack", "proposes", "sizes", "to", "its", "children"]
        return (0..<count).map { i in
            let length = 3 + (i * 7) % 23
            return (0..<length).map { words[($0 * 3 + i) % words.count] }.joined(separator: " ")
        }
    }
    static let thousand = sample(1000)
    static let tenThousand = sample(10_000)
}

/// Bad input: an eager VStack of `count` fixed rows (the middle one's
/// height edited).
struct TallStack: View {
    let count: Int
    var edit = 0
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count) { i in
                Color.red.frame(width: 20, height: i == count / 2 ? edited(1, edit) : 1)
            }
        }
    }
}

/// One benchmark tree: its name, what it is, whether `--quick` skips it, the
/// two root sizes it is laid out in, and the view for an edit number.
struct BenchCase: Sendable {
    let name: String
    let summary: String
    let big: Bool
    let rootA: CGSize
    let rootB: CGSize
    let view: @Sendable (Int) -> any View
}

let square = CGSize(width: 1000, height: 1000), squareB = CGSize(width: 800, height: 1200)
let phone = CGSize(width: 400, height: 800), phoneB = CGSize(width: 375, height: 812)

/// Every tree, in the order of the table. Append new trees here.
let benchmarkTrees: [BenchCase] = [
    BenchCase(name: "wide-fixed", summary: "HStack of 10,000 Color.red.frame(width: 20, height: 20)",
              big: false, rootA: square, rootB: squareB) { WideFixed(count: 10_000, edit: $0) },
    BenchCase(name: "wide-flex", summary: "HStack of 10,000 Color.red.frame(height: 20), 200,000 wide",
              big: false, rootA: CGSize(width: 200_000, height: 100), rootB: CGSize(width: 150_000, height: 100)) {
        WideFlex(count: 10_000, edit: $0)
    },
    BenchCase(name: "deep-1000", summary: "1,000 levels of VStack { … }.padding(1) around a 20x20 Color",
              big: false, rootA: square, rootB: squareB) { DeepPadding(depth: 1000, edit: $0) },
    BenchCase(name: "deep-10000", summary: "10,000 levels of VStack { … }.padding(1)",
              big: false, rootA: square, rootB: squareB) { DeepPadding(depth: 10_000, edit: $0) },
    BenchCase(name: "grid-100", summary: "VStack of 100 HStack rows of 100 cells, every other one fixed",
              big: false, rootA: CGSize(width: 2000, height: 1000), rootB: CGSize(width: 1500, height: 1200)) {
        StackGrid(rows: 100, columns: 100, edit: $0)
    },
    BenchCase(name: "grid-316", summary: "the same, 316 x 316 cells",
              big: true, rootA: CGSize(width: 6320, height: 3160), rootB: CGSize(width: 5000, height: 4000)) {
        StackGrid(rows: 316, columns: 316, edit: $0)
    },
    BenchCase(name: "messages-1k", summary: "VStack(spacing: 8) of 1,000 message rows, 400 wide",
              big: false, rootA: phone, rootB: phoneB) { MessageList(messages: MessageList.thousand, edit: $0) },
    BenchCase(name: "messages-10k", summary: "the same, 10,000 rows",
              big: true, rootA: phone, rootB: phoneB) { MessageList(messages: MessageList.tenThousand, edit: $0) },
    BenchCase(name: "vstack-1m", summary: "bad input: an eager VStack of 1,000,000 fixed rows",
              big: true, rootA: phone, rootB: phoneB) { TallStack(count: 1_000_000, edit: $0) },
    BenchCase(name: "gridview-100", summary: "Grid of 100 x 100 one-node cells (ns/view = ns/cell)",
              big: false, rootA: CGSize(width: 2000, height: 1000), rootB: CGSize(width: 1500, height: 1200)) { _ in
        CellGrid(rows: 100, columns: 100)
    },
]

extension BenchCase {
    func resolve(edit: Int = 0) -> ResolvedViewTree { ResolvedViewTree(view(edit)) }
}
