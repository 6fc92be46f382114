import Foundation
import ViewLayout

// The state-driven variants of the grid and message-list trees: every cell
// or row is a custom view with its own @State (the grid's fixed cells'
// width, the rows' message), or reads a model (the `-model` trees: an
// ObservableObject whose @Published widths each cell reads one of). One
// leaf's state changes, then `LayoutSession.layout()` evaluates that body
// again and re-lays out what it moves. For callgrind:
//
//   .build/release/ViewLayoutBenchmarks --state NAME ITERATIONS
//
// at two iteration counts (`callgrind.sh state`); the difference over the
// iterations and the tree's views (or Yoga nodes) is the cost per view of
// one state change end to end (the body's evaluation, the splice, the
// relayout), set-up excluded.

/// Hands out each cell's state binding while its body is evaluated.
final class StateHandles {
    var widths: [Binding<CGFloat>] = []
    var texts: [Binding<String>] = []
}

nonisolated struct StateCell: View {
    let handles: StateHandles
    @State var width: CGFloat = 20
    var body: some View {
        let _ = handles.widths.append($width)
        Color.red.frame(width: width, height: 10)
    }
}

/// The grid tree with custom cells: `cell(column)` in the even columns,
/// a flexible colour in the others.
nonisolated struct CustomCellGrid<Cell: View>: View {
    let rows: Int
    let columns: Int
    let cell: (Int) -> Cell
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<columns) { c in
                        if c % 2 == 0 { cell(c) } else { Color.blue }
                    }
                }
            }
        }
    }
}

nonisolated struct StateMessage: View {
    let handles: StateHandles
    @State var text: String
    init(handles: StateHandles, text: String) {
        self.handles = handles
        _text = State(initialValue: text)
    }
    var body: some View {
        let _ = handles.texts.append($text)
        HStack(alignment: .top, spacing: 8) {
            Circle().frame(width: 40, height: 40)
            Text(text)
        }
        .padding(8)
    }
}

/// The rows in a column fixed at its ideal height: every row gets its
/// ideal height and every text is measured at the row's width, as in
/// messages-10k's `ScrollView`. In the 400 × 800 root alone
/// the rows would be offered height 0 and their texts measure nothing.
nonisolated struct StateMessages: View {
    let messages: [String]
    let handles: StateHandles
    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<messages.count) { i in StateMessage(handles: handles, text: messages[i]) }
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// One column width per grid column, @Published, read by the cells of that column.
final class ColumnWidths: ObservableObject {
    @Published var widths: [CGFloat]
    init(_ count: Int) { widths = Array(repeating: 20, count: count) }
}

nonisolated struct ModelCell: View {
    @ObservedObject var model: ColumnWidths
    let column: Int
    var body: some View { Color.red.frame(width: model.widths[column], height: 10) }
}

/// Runs `iterations` one-leaf state changes of the tree `name` through
/// `LayoutSession.layout()` and prints what it did.
func runStateBenchmark(_ name: String, iterations: Int) {
    let handles = StateHandles()
    let session: LayoutSession
    let change: (Int) -> Void
    // Yoga nodes as `YogaNodes` counts them (Trees.swift): the grids are
    // grid-100's; a message list is its column and three nodes a row.
    let yoga: Int
    switch name {
    case "state-grid-100":
        session = LayoutSession(CustomCellGrid(rows: 100, columns: 100) { _ in StateCell(handles: handles) },
                                in: CGSize(width: 2000, height: 1000))
        let cell = handles.widths[handles.widths.count / 2]
        change = { i in cell.wrappedValue = edited(20, i) }
        yoga = YogaNodes.stackGrid(100, 100)
    case "state-messages-10k":
        session = LayoutSession(StateMessages(messages: MessageList.tenThousand, handles: handles), in: phone)
        let row = handles.texts[handles.texts.count / 2], base = row.wrappedValue
        change = { i in row.wrappedValue = base + String(repeating: " edited", count: 1 + i % 6) }
        yoga = 1 + 3 * 10_000
    case "state-messages-1k":
        session = LayoutSession(StateMessages(messages: MessageList.thousand, handles: handles), in: phone)
        let row = handles.texts[handles.texts.count / 2], base = row.wrappedValue
        change = { i in row.wrappedValue = base + String(repeating: " edited", count: 1 + i % 6) }
        yoga = 1 + 3 * 1_000
    case "model-grid-100":
        // A @Published array read by every cell: all 5,000 fixed cells are
        // evaluated again (SwiftUI too re-evaluates every observer of the object).
        let model = ColumnWidths(100)
        session = LayoutSession(CustomCellGrid(rows: 100, columns: 100) { ModelCell(model: model, column: $0) },
                                in: CGSize(width: 2000, height: 1000))
        change = { i in model.widths[0] = edited(20, i) }
        yoga = YogaNodes.stackGrid(100, 100)
    default:
        print("unknown state tree \(name): state-grid-100, state-messages-1k, state-messages-10k, model-grid-100")
        exit(2)
    }
    let views = session.result.allViews.count
    var incremental = 0
    for i in 1...Swift.max(1, iterations) {
        change(i)
        session.layout()
        if session.lastUpdateWasIncremental { incremental += 1 }
    }
    say("\(name): \(iterations) state changes of \(views) views, \(yoga) yoga nodes, \(incremental) incremental, "
        + "last measured \(session.lastUpdateChangedNodes) nodes")
    if name.contains("messages") { say(textSummary(name, session.result)) }
}

/// How many texts `placed` lays out, how many with a height, and how many
/// take more than one line: that a tree's texts are measured and wrap.
func textSummary(_ name: String, _ placed: PlacedViewTree) -> String {
    let texts = placed.allViews.filter { if case .text? = $0.drawing { return true } else { return false } }
    let lineHeight = texts.map(\.frame.height).filter { $0 > 0 }.min() ?? 0
    return "\(name): \(texts.count) texts, \(texts.filter { $0.frame.height > 0 }.count) with a height, "
        + "\(texts.filter { $0.frame.height > lineHeight * 1.5 }.count) wrapped (one line is \(lineHeight) high)"
}
