import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutInterpreter

/// One budget per render (`RenderBudget`, documented in Interpreter.md,
/// "Budgets"): each test is a reproducer of issue 29, items 3 and 4, and
/// checks that the budget it spends stops it with an error at the code that
/// spent it, naming the budget and its size.
@Suite struct RenderBudgetTests {
    /// Interprets `source` and lays its view out, as `viewlayout render`
    /// does; the interpreter is returned to read what the render spent.
    func render(_ source: String) throws -> Interpreter {
        try Interpreter.withLargeStack {
            let (view, interpreter) = try Interpreter.view(source: source)
            _ = layout(view, in: CGSize(width: 390, height: 763))
            try interpreter.checkLateErrors()
            return interpreter
        }
    }

    func failure(_ source: String) -> InterpreterError? {
        return #expect(throws: InterpreterError.self) { _ = try render(source) }
    }

    /// Sibling custom layouts used to get 100,000 steps each (100 of them at
    /// 90,000 steps ran past two minutes): now they share the render's. Ten
    /// layouts of 12,000 steps each pass the budget in the seventh to ninth
    /// (the engine may call sizeThatFits more than once per subview).
    @Test func stepBudgetIsPerRenderNotPerCall() throws {
        let source = """
            struct Busy: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var n = 0
                    for _ in 0..<12_000 { n += 1 }
                    return CGSize(width: 10, height: CGFloat(n % 7))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            VStack { ForEach(0..<10) { _ in Busy { Color.red } } }
            """
        let e = failure(source)
        #expect(e?.message.contains("more than \(RenderBudget.steps) steps (its step budget") == true, "\(String(describing: e))")
        #expect(e?.line == 4)
        // One such layout alone stays within the budget, and its steps
        // count in the render's (a call from the engine no longer starts
        // a budget of its own).
        let one = source.replacingOccurrences(of: "0..<10", with: "0..<1")
        #expect(try render(one).steps >= 12_000)
    }

    /// The wall-clock budget: a render whose clock started longer ago than
    /// `RenderBudget.seconds` stops at the next check, naming the budget.
    @Test func wallClockBudgetStopsARender() throws {
        let interpreter = try Interpreter(source: "Text(\"a\")")
        interpreter.budget.started = 0
        let e = #expect(throws: InterpreterError.self) { try interpreter.checkClock(interpreter.tree) }
        #expect(e?.message == "this render runs longer than its time budget of \(RenderBudget.seconds) seconds")
    }

    /// 90,000 appends took over five minutes: each copied the array. Now the
    /// array grows in place, so what the render charges for it (one charge
    /// per reallocation, of the new size) stays linear: under 4n for n
    /// appends, where copying every time would charge n²/2. The same holds
    /// for `+=` on arrays and strings.
    @Test func appendIsAmortisedConstant() throws {
        let n = 20_000
        for (growth, result) in [("a.append(i)", "a.count"), ("a += [i]", "a.count"), ("s += \"x\"", "s.count")] {
            let source = """
                func build() -> Int {
                    var a: [Int] = []
                    var s = ""
                    for i in 0..<\(n) { \(growth) }
                    return \(result)
                }
                Text("\\(build())")
                """
            let interpreter = try render(source)
            #expect(interpreter.budget.valueTotal < 4 * n, "\(growth): charged \(interpreter.budget.valueTotal)")
        }
    }

    /// Doubling a string or an array 40 times reached 6.3 GB: it stops at
    /// the value size budget (1,000,000 elements or bytes), at the doubling.
    @Test func doublingAValueStopsAtTheValueSizeBudget() {
        for (start, doubling) in [("\"ab\"", "v = v + v"), ("[1, 2]", "v += v"), ("\"ab\"", "v = \"\\(v)\\(v)\""),
                                  ("[1, 2]", "v.append(contentsOf: v)"), ("[\"ab\"]", "v = [v.joined(), v.joined()]")] {
            let source = "func grow() -> Int {\n    var v = \(start)\n    for _ in 0..<40 { \(doubling) }\n    return v.count\n}\nText(\"\\(grow())\")"
            let e = failure(source)
            #expect(e?.message.contains("value size budget of \(RenderBudget.valueSize) elements") == true, "\(doubling): \(String(describing: e))")
            #expect(e?.line == 3, "\(doubling)")
        }
    }

    /// Copies of a large value (each a new value the size of the original)
    /// stop at the render's total: 512 KB strings copied 200 times.
    @Test func copiesOfALargeValueStopAtTheRenderTotal() {
        let source = """
            func copies() -> Int {
                var big = "x"
                for _ in 0..<19 { big += big }
                var kept: [String] = []
                for i in 0..<200 { var b = big; b += "\\(i)"; kept.append(b) }
                return kept.count
            }
            Text("\\(copies())")
            """
        let e = failure(source)
        #expect(e?.message.contains("value budget of \(RenderBudget.valueTotal) elements and bytes in all") == true, "\(String(describing: e))")
        #expect(e?.line == 5)
    }

    /// Nested ForEach multiplied past the per-ForEach cap: the render's views
    /// budget stops them at the ForEach that passes it.
    @Test func nestedForEachStopsAtTheViewBudget() {
        let source = "VStack {\n    ForEach(0..<1000) { _ in\n        ForEach(0..<1000) { _ in Color.red }\n    }\n}"
        let e = failure(source)
        #expect(e?.message.contains("budget of \(RenderBudget.views) views") == true, "\(String(describing: e))")
        #expect(e?.line == 3)
    }

    /// Source nested 40,000 levels hung the parser and 300,000 `[` crashed
    /// it: nesting is counted before parsing, and the error points at the
    /// bracket past `maximumSourceNesting`.
    @Test func deepSourceIsRefusedBeforeParsing() {
        let limit = Interpreter.maximumSourceNesting
        for source in ["let x = " + String(repeating: "[", count: 300_000),
                       "let x = " + String(repeating: "(", count: 40_000) + "1" + String(repeating: ")", count: 40_000)] {
            let e = #expect(throws: InterpreterError.self) { _ = try Interpreter(source: source) }
            #expect(e?.message == "brackets, braces and parentheses nest more than \(limit) levels (the source nesting budget)")
            #expect(e?.line == 1 && e?.column == "let x = ".count + limit + 1)
        }
    }
}
