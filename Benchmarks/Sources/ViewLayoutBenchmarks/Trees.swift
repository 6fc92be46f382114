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
nonisolated struct WideFixed: View {
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
nonisolated struct WideFlex: View {
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
nonisolated struct DeepPadding: View {
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
nonisolated struct StackGrid: View {
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
nonisolated struct CellGrid: View {
    let rows: Int
    let columns: Int
    var edit = 0
    /// Symbols of different sizes for the edited cell (the middle row's first).
    static let symbols = ["star", "square.and.arrow.up", "globe", "person.crop.circle", "trash", "gear", "bell"]
    var body: some View {
        ViewLayout.Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0..<rows) { r in
                GridRow {
                    ForEach(0..<columns) { c in
                        if c % 2 == 0 {
                            Image(systemName: r == rows / 2 && c == 0 ? Self.symbols[edit % Self.symbols.count] : "star")
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
/// "Laying out a simple view" row, repeated; the middle message edited), in
/// a vertical `ScrollView` as an app shows it: the scroll view offers its
/// content an unspecified height, so every row gets its ideal height and
/// every text is measured and wraps at the row's width (in a fixed root the
/// rows' fixed circles would take the whole height and leave each text 0).
nonisolated struct MessageList: View {
    let messages: [String]
    var edit = 0
    var body: some View {
        ScrollView {
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
nonisolated struct TallStack: View {
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
/// two root sizes it is laid out in, how many Yoga nodes the same tree
/// takes (see `YogaNodes`), whether it measures text, and the view for an
/// edit number.
struct BenchCase: Sendable {
    let name: String
    let summary: String
    let big: Bool
    let rootA: CGSize
    let rootB: CGSize
    let yogaNodes: Int
    var hasText = false
    let view: @Sendable (Int) -> any View
}

/// The number of Yoga nodes each tree takes when written for Yoga, counted
/// from the tree's structure. A Yoga node is one box with its own style
/// (size, padding, flex direction, gap), so a modifier that only sets a
/// style folds into the node it modifies:
/// - `Color.red.frame(width:height:)` is one node (a box with a size);
/// - `VStack { … }.padding(1)` is one node (a column with padding);
/// - `HStack { … }.padding(8)` likewise one row node;
/// - `Circle().frame(width: 40, height: 40)` one node; a `Text` one
///   (a leaf with a measure function); a bare `Color` one (a flexible box);
/// - a `ScrollView` one node (Yoga's `overflow: scroll` container);
/// - a `Grid` one column node, each `GridRow` one row node, each cell one.
/// `ForEach` and the builder's conditionals produce no node of their own.
enum YogaNodes {
    /// An HStack of `count` framed colours: the row, then one node a cell.
    static func wide(_ count: Int) -> Int { 1 + count }
    /// `depth` padded VStacks (one node each) around one framed colour.
    static func deep(_ depth: Int) -> Int { depth + 1 }
    /// A VStack of `rows` HStacks of `columns` cells (framed or bare colours).
    static func stackGrid(_ rows: Int, _ columns: Int) -> Int { 1 + rows * (1 + columns) }
    /// A scroll view around a VStack of rows, each a padded HStack (one
    /// node) of a framed circle and a text.
    static func messages(_ count: Int) -> Int { 2 + count * 3 }
    /// A Grid of `rows` GridRows of `columns` cells.
    static func cellGrid(_ rows: Int, _ columns: Int) -> Int { 1 + rows * (1 + columns) }
}

let square = CGSize(width: 1000, height: 1000), squareB = CGSize(width: 800, height: 1200)
let phone = CGSize(width: 400, height: 800), phoneB = CGSize(width: 375, height: 812)

/// Every tree, in the order of the table. Append new trees here.
let benchmarkTrees: [BenchCase] = [
    BenchCase(name: "wide-fixed", summary: "HStack of 10,000 Color.red.frame(width: 20, height: 20)",
              big: false, rootA: square, rootB: squareB, yogaNodes: YogaNodes.wide(10_000)) { WideFixed(count: 10_000, edit: $0) },
    BenchCase(name: "wide-flex", summary: "HStack of 10,000 Color.red.frame(height: 20), 200,000 wide",
              big: false, rootA: CGSize(width: 200_000, height: 100), rootB: CGSize(width: 150_000, height: 100),
              yogaNodes: YogaNodes.wide(10_000)) {
        WideFlex(count: 10_000, edit: $0)
    },
    BenchCase(name: "deep-1000", summary: "1,000 levels of VStack { … }.padding(1) around a 20x20 Color",
              big: false, rootA: square, rootB: squareB, yogaNodes: YogaNodes.deep(1000)) { DeepPadding(depth: 1000, edit: $0) },
    BenchCase(name: "deep-10000", summary: "10,000 levels of VStack { … }.padding(1)",
              big: false, rootA: square, rootB: squareB, yogaNodes: YogaNodes.deep(10_000)) { DeepPadding(depth: 10_000, edit: $0) },
    BenchCase(name: "grid-100", summary: "VStack of 100 HStack rows of 100 cells, every other one fixed",
              big: false, rootA: CGSize(width: 2000, height: 1000), rootB: CGSize(width: 1500, height: 1200),
              yogaNodes: YogaNodes.stackGrid(100, 100)) {
        StackGrid(rows: 100, columns: 100, edit: $0)
    },
    BenchCase(name: "grid-316", summary: "the same, 316 x 316 cells",
              big: true, rootA: CGSize(width: 6320, height: 3160), rootB: CGSize(width: 5000, height: 4000),
              yogaNodes: YogaNodes.stackGrid(316, 316)) {
        StackGrid(rows: 316, columns: 316, edit: $0)
    },
    BenchCase(name: "messages-1k", summary: "ScrollView of a VStack(spacing: 8) of 1,000 message rows, 400 wide",
              big: false, rootA: phone, rootB: phoneB, yogaNodes: YogaNodes.messages(1000), hasText: true) { MessageList(messages: MessageList.thousand, edit: $0) },
    BenchCase(name: "messages-10k", summary: "the same, 10,000 rows",
              big: true, rootA: phone, rootB: phoneB, yogaNodes: YogaNodes.messages(10_000), hasText: true) {
        MessageList(messages: MessageList.tenThousand, edit: $0) },
    BenchCase(name: "vstack-1m", summary: "bad input: an eager VStack of 1,000,000 fixed rows",
              big: true, rootA: phone, rootB: phoneB, yogaNodes: YogaNodes.wide(1_000_000)) {
        TallStack(count: 1_000_000, edit: $0)
    },
    BenchCase(name: "gridview-100", summary: "Grid of 100 x 100 one-node cells (ns/view = ns/cell)",
              big: false, rootA: CGSize(width: 2000, height: 1000), rootB: CGSize(width: 1500, height: 1200),
              yogaNodes: YogaNodes.cellGrid(100, 100)) {
        CellGrid(rows: 100, columns: 100, edit: $0)
    },
]

extension BenchCase {
    func resolve(edit: Int = 0) -> ResolvedViewTree { ResolvedViewTree(view(edit)) }
    /// Resolved in `environment` (a cold text cache: a fresh measurer in it).
    func resolve(edit: Int = 0, environment: EnvironmentValues) -> ResolvedViewTree {
        ResolvedViewTree(view(edit), environment: environment)
    }
    /// End to end, as a caller lays a value out: `layout(view, in:)`.
    func layoutEndToEnd(edit: Int = 0, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) -> PlacedViewTree {
        layout(view(edit), in: size, environment: environment)
    }
}

/// An environment whose text measurer is new, its measurement cache empty:
/// a cold layout. (The interner that numbers texts stays process-wide; it
/// is part of resolving a `Text` either way.)
func coldEnvironment() -> EnvironmentValues {
    var e = EnvironmentValues()
    e.textMeasurer = BuiltinTextMeasurer()
    return e
}
