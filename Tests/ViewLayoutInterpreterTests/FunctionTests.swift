import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
import ViewLayoutSourceText
@testable import ViewLayoutInterpreter

/// Functions, methods, statements and custom layouts in interpreted files.
/// Each value is checked through what the view shows: the text a `Text`
/// prints, or the frames a layout gives, against the same code compiled
/// (Swift's own semantics are the reference).
@Suite struct FunctionTests {
    func interpret(_ source: String) throws -> (AnyView, Interpreter) {
        try Interpreter.withLargeStack { try Interpreter.view(source: source) }
    }

    /// The text of the file's single `Text`, laid out.
    func shown(_ source: String) throws -> String? {
        let (view, interpreter) = try interpret(source)
        let tree = layout(view, in: CGSize(width: 300, height: 300))
        try interpreter.checkLateErrors()
        return tree.root.first("Text")?.label
    }

    /// Each declaration's value as Swift computes it (worked by hand in the
    /// comment beside it).
    @Test(arguments: [
        // Labels, `_`, defaults: 4 × 3 and 2 × 5.
        ("func area(width w: Int, height h: Int = 3) -> Int { w * h }", "\\(area(width: 4)) \\(area(width: 2, height: 5))", "12 10"),
        // for over a closed range with +=: 1 + ... + 10.
        ("func sum(_ n: Int) -> Int {\n var total = 0\n for i in 1...n { total += i }\n return total\n}", "\\(sum(10))", "55"),
        // while with a local var shadowing the parameter: Collatz 27 takes 111 steps.
        ("func collatz(_ n: Int) -> Int {\n var n = n\n var steps = 0\n while n != 1 {\n  n = n % 2 == 0 ? n / 2 : 3 * n + 1\n  steps += 1\n }\n return steps\n}",
         "\\(collatz(27))", "111"),
        // for ... where, return from inside a loop, optionals with guard let and ??.
        ("func firstEven(_ a: [Int]) -> Int? {\n for x in a where x % 2 == 0 { return x }\n return nil\n}\n"
            + "func show(_ a: [Int]) -> String {\n guard let e = firstEven(a) else { return \"none\" }\n return \"\\(e)\"\n}",
         "\\(show([1, 3, 4, 6])) \\(show([1])) \\(firstEven([5]) ?? -1)", "4 none -1"),
        // Tuples with labels from the return type, min and max.
        ("func bounds(_ a: [Int]) -> (lo: Int, hi: Int) {\n var lo = a[0], hi = a[0]\n for x in a {\n  lo = min(lo, x)\n  hi = max(hi, x)\n }\n return (lo, hi)\n}",
         "\\(bounds([3, -2, 9]).lo) \\(bounds([3, -2, 9]).hi) \\(bounds([7]).1)", "-2 9 7"),
        // enumerated() into a tuple pattern, break and continue, if let.
        ("func letters() -> String {\n var s = \"\"\n for (i, x) in [\"a\", \"b\", \"c\", \"d\"].enumerated() {\n  if i == 1 { continue }\n  if i == 3 { break }\n  s += \"\\(i)\\(x)\"\n }\n"
            + " if let last = [\"z\"].last { s += last }\n return s\n}",
         "\\(letters())", "0a2cz"),
        // Math: atan2(1, 1) = π/4; cos 0 + sin 0 = 1; abs.
        ("let quarter = atan2(1.0, 1.0) * 4 / Double.pi", "\\(Int((quarter * 100).rounded())) \\(Int(cos(0) + sin(0))) \\(abs(-3)) \\(abs(-2.5))", "100 1 3 2.5"),
        // A CGFloat parameter divides as floating point, as in Swift; so does an annotated var.
        ("func half(_ x: CGFloat) -> CGFloat { x / 2 }\nfunc third() -> CGFloat {\n var w: CGFloat = 3\n w /= 2\n return w\n}", "\\(half(3)) \\(third())", "1.5 1.5"),
        // map, reduce with an operator, sorted, joined, filter, contains.
        ("let xs = [3, 1, 2]", "\\([1, 2, 3].map { $0 * 2 }.reduce(0, +)) \\(xs.sorted().map { \"\\($0)\" }.joined(separator: \",\")) \\(xs.filter { $0 > 1 }.count) \\(xs.contains(2))",
         "12 1,2,3 2 true"),
        // A struct's mutating method and value semantics: b is a copy of a.
        ("struct Counter {\n var count = 0\n mutating func add(_ n: Int) { count += n }\n func doubled() -> Int { count * 2 }\n}\n"
            + "func run() -> String {\n var a = Counter()\n a.add(2)\n a.add(3)\n var b = a\n b.add(1)\n return \"\\(a.doubled()) \\(a.count) \\(b.count)\"\n}",
         "\\(run())", "10 5 6"),
        // A declared init replaces the memberwise one; computed property with a loop.
        ("struct P {\n let x: Int\n let y: Int\n init(_ v: Int) {\n  x = v\n  self.y = v * 2\n }\n var total: Int {\n  var t = 0\n  for v in [x, y] { t += v }\n  return t\n }\n}",
         "\\(P(3).y) \\(P(3).total)", "6 9"),
        // The emoji helper of the LazyVGrid page: a scalar, and a surrogate that is not one.
        ("func emoji(_ value: Int) -> String {\n guard let scalar = UnicodeScalar(value) else { return \"?\" }\n return String(Character(scalar))\n}",
         "\\(emoji(0x41))\\(emoji(0xD800))\\(emoji(0x1F600))", "A?😀"),
        // switch: values, several per case, ranges, let with where, default; break leaves the switch only.
        ("func kind(_ x: Int) -> String {\n switch x {\n case 0: return \"zero\"\n case 1, 2: return \"few\"\n case 3..<10: return \"some\"\n"
            + " case let n where n < 0: return \"minus\"\n default: return \"many\"\n }\n}\n"
            + "func loop() -> Int {\n var n = 0\n for i in 0..<5 {\n  switch i {\n  case 2: break\n  default: n += 1\n  }\n }\n return n\n}",
         "\\(kind(0)) \\(kind(2)) \\(kind(9)) \\(kind(-4)) \\(kind(10)) \\(loop())", "zero few some minus many 4"),
        // zip, stride, indices, repeat-while, array element assignment.
        ("func mix() -> String {\n var out: [Int] = []\n for (a, b) in zip([1, 2, 3], [10, 20]) { out.append(a + b) }\n for i in stride(from: 0, to: 6, by: 2) { out.append(i) }\n"
            + " out[0] = -1\n var n = 0\n repeat { n += 1 } while n < 3\n return \"\\(out) \\(out.indices.count) \\(n)\"\n}",
         "\\(mix())", "[-1, 22, 0, 2, 4] 5 3"),
    ] as [(String, String, String)])
    func functionsAndStatements(_ c: (String, String, String)) throws {
        let (declarations, text, expected) = c
        #expect(try shown("\(declarations)\nText(\"\(text)\")") == expected)
    }

    /// A view struct's method returning a view, a modifier declared in
    /// `extension View`, and a @ViewBuilder function with a parameter.
    @Test func viewMethodsAndExtensions() throws {
        let source = """
            extension View {
                func card(_ inset: CGFloat = 4) -> some View { padding(inset).border(Color.gray) }
                func tagged(_ s: String) -> some View { HStack(spacing: 0) { self; Text(s) } }
            }
            struct Row: View {
                let names: [String]
                func label(_ s: String) -> some View { Text(s).card().tagged("!") }
                @ViewBuilder func pair(_ a: Int) -> some View {
                    Color.red.frame(width: CGFloat(a), height: 10)
                    Color.blue.frame(width: 10, height: CGFloat(a))
                }
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(names, id: \\.self) { label($0) }
                        switch names.count {
                        case 0: Text("none")
                        default: pair(20)
                        }
                    }
                }
            }
            Row(names: ["A", "B"])
            """
        let (view, _) = try interpret(source)
        struct Compiled: View {
            var body: some View {
                HStack(spacing: 0) {
                    HStack(spacing: 0) { Text("A").padding(4).border(Color.gray); Text("!") }
                    HStack(spacing: 0) { Text("B").padding(4).border(Color.gray); Text("!") }
                    Color.red.frame(width: 20, height: 10)
                    Color.blue.frame(width: 10, height: 20)
                }
            }
        }
        let size = CGSize(width: 300, height: 300)
        #expect(layout(view, in: size).description == layout(Compiled(), in: size).description)
    }

    /// A view struct whose body holds itself, 500 levels deep: view bodies
    /// are not calls for the recursion limit (200), only expressions nesting.
    @Test func recursiveViewStructNestsPastTheCallLimit() throws {
        let source = """
            struct Nest: View {
                let depth: Int
                var body: some View {
                    if depth > 0 {
                        Nest(depth: depth - 1).padding(1)
                    } else {
                        Color.red.frame(width: 2, height: 2)
                    }
                }
            }
            Nest(depth: 500)
            """
        let (view, _) = try interpret(source)
        let tree = layout(view, in: CGSize(width: 2000, height: 2000))
        #expect(tree.views(ofKind: "padding").count == 500)
        // 2 points of colour and 1 of padding on each side per level.
        #expect(tree.root.children.first?.frame.width == 1002)
    }

    /// A custom layout with a cache struct made by `makeCache`, changed
    /// through `inout cache` in `sizeThatFits` and read in `placeSubviews`,
    /// and its own `spacing` (declared below): interpreted and compiled, it
    /// gives the same tree. By hand, in a 200 × 200 root: 50 wide
    /// (the widest), 10 + 4 + 20 = 34 high, centred at (75, 83); each
    /// subview right-aligned: red (95, 83), blue (75, 97).
    @Test func customLayoutWithCacheMatchesCompiledTwin() throws {
        let source = Widths.sourceText + "\n" + RightColumn.sourceText + "\n" + """
            RightColumn(gap: 4) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 20)
            }
            """
        let (view, interpreter) = try interpret(source)
        let size = CGSize(width: 200, height: 200)
        let interpreted = layout(view, in: size)
        try interpreter.checkLateErrors()
        let compiled = layout(RightColumn(gap: 4) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 50, height: 20)
        }, in: size)
        #expect(interpreted.description == compiled.description)
        let frames = interpreted.views(ofKind: "frame").map(\.frame)
        #expect(interpreted.root.first("RightColumn")?.frame == CGRect(x: 75, y: 83, width: 50, height: 34))
        #expect(frames == [CGRect(x: 95, y: 83, width: 30, height: 10), CGRect(x: 75, y: 97, width: 50, height: 20)])
    }

    /// A custom layout's own `explicitAlignment` (the leading guide 20
    /// points in) aligns it in a leading VStack, interpreted as compiled.
    /// By hand in 200 × 200: the shelf spans 20 points left of the shared
    /// guide and 40 right, the 40-point green view 0 and 40: the stack is 60
    /// wide at x = 70, the shelf at 70 and the green view at 90.
    @Test func customLayoutExplicitAlignmentMatchesCompiledTwin() throws {
        let source = Shelf.sourceText + "\n" + """
            VStack(alignment: .leading, spacing: 0) {
                Shelf {
                    Color.red.frame(width: 30, height: 10)
                    Color.blue.frame(width: 30, height: 10)
                }
                Color.green.frame(width: 40, height: 10)
            }
            """
        let (view, interpreter) = try interpret(source)
        let size = CGSize(width: 200, height: 200)
        let interpreted = layout(view, in: size)
        try interpreter.checkLateErrors()
        let compiled = layout(VStack(alignment: .leading, spacing: 0) {
            Shelf {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
            Color.green.frame(width: 40, height: 10)
        }, in: size)
        #expect(interpreted.description == compiled.description)
        #expect(interpreted.root.first("Shelf")?.frame == CGRect(x: 70, y: 90, width: 60, height: 10))
        #expect(interpreted.views(ofKind: "frame").last?.frame == CGRect(x: 90, y: 100, width: 40, height: 10))
    }

    /// A custom layout used through `AnyLayout` and as a value called with
    /// its content, as the AnyLayout page does with the built-in ones.
    @Test func customLayoutAsAValue() throws {
        let source = """
            struct Pile: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    subviews.reduce(CGSize.zero) { s, v in
                        let z = v.sizeThatFits(.unspecified)
                        return CGSize(width: max(s.width, z.width), height: s.height + z.height)
                    }
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for v in subviews {
                        v.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
                        y += v.sizeThatFits(.unspecified).height
                    }
                }
            }
            let layout = AnyLayout(Pile())
            layout {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 30, height: 5)
            }
            """
        let (view, interpreter) = try interpret(source)
        let tree = layout(view, in: CGSize(width: 100, height: 101))
        try interpreter.checkLateErrors()
        // 30 × 15 centred in 100 × 101: (35, 43); red centred on x = 50 at the top.
        let frames = tree.views(ofKind: "frame").map(\.frame)
        #expect(frames == [CGRect(x: 45, y: 43, width: 10, height: 10), CGRect(x: 35, y: 53, width: 30, height: 5)])
    }

    /// Errors in functions and statements: each names the construct and
    /// its line and column, including those raised while the engine runs a
    /// custom layout's methods (kept for `checkLateErrors`). A loop that
    /// never ends stops at the step budget; recursion at the call depth, or
    /// during layout (on the caller's stack) at the stack budget.
    @Test(arguments: [
        ("func spin() -> Int {\n    while true {}\n    return 0\n}\nText(\"\\(spin())\")", "more than 100000 steps", 2, 5),
        ("func down(_ n: Int) -> Int { down(n + 1) }\nText(\"\\(down(0))\")", "calls nest more than 200 deep", 1, 30),
        ("func f() -> Int {\n    let x = 1\n    x = 2\n    return x\n}\nText(\"\\(f())\")", "cannot assign to 'x': it is a 'let' constant", 3, 5),
        ("struct C {\n    var n = 0\n    func bump() { n += 1 }\n}\nfunc g() -> Int {\n    var c = C()\n    c.bump()\n    return c.n\n}\nText(\"\\(g())\")",
         "cannot change 'self' here", 3, 19),
        ("func h(_ x: Int?) -> Int {\n    guard let y = x else { report(1) }\n    return y\n}\nText(\"\\(h(nil))\")", "unknown view or function 'report'", 2, 28),
        ("func h(_ x: Int?) -> Int {\n    guard let y = x else { let z = 1 }\n    return y\n}\nText(\"\\(h(nil))\")", "the 'else' of a guard must leave the scope", 2, 26),
        ("func k(_ x: Int) -> Int {\n    if x > 0 { return 1 }\n}\nText(\"\\(k(0))\")", "k(_:) ends without returning a value", 1, 1),
        ("func area(width: Int) -> Int { width }\nText(\"\\(area(w: 1))\")", "no function area(...) takes these arguments", 2, 9),
        ("func s(_ x: Int) -> Int {\n    switch x { case 1: return 1 }\n}\nText(\"\\(s(2))\")", "no case of this switch matches Int", 2, 5),
        ("func s(_ x: Int) -> Int {\n    switch x { case is Int: return 1 }\n}\nText(\"\\(s(2))\")", "pattern 'is Int' is not supported", 2, 21),
        ("func u() -> Int {\n    let a: Int? = nil\n    return a!\n}\nText(\"\\(u())\")", "'a' is nil here", 3, 12),
        ("func v() -> Int { [1, 2][5] }\nText(\"\\(v())\")", "index 5 is out of range (0..<2)", 1, 19),
        ("struct Half: Layout {\n    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }\n}\nHalf { Text(\"a\") }",
         "custom Layout 'Half' has no placeSubviews(in:proposal:subviews:cache:)", 1, 8),
        ("struct Spin: Layout {\n    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n        var n = 0\n"
            + "        while n >= 0 { n += 1 }\n        return .zero\n    }\n"
            + "    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}\nSpin { Text(\"a\") }",
         "more than 100000 steps", 4, 9),
        ("struct Deep: Layout {\n    func depth(_ n: Int) -> Int { depth(n + 1) }\n"
            + "    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: depth(0), height: 1) }\n"
            + "    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}\nDeep { Text(\"a\") }",
         "code run during layout nests too deeply", 2, 41),
        ("struct Bad: Layout {\n    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { subviews[3].sizeThatFits(.unspecified) }\n"
            + "    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}\nBad { Text(\"a\") }",
         "index 3 is out of range (0..<1)", 2, 100),
        ("struct Wrong: Layout {\n    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { \"big\" }\n"
            + "    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}\nWrong { Text(\"a\") }",
         "expected CGSize here, not String", 2, 5),
        ("struct K: LayoutValueKey {}\nText(\"a\")", "LayoutValueKey 'K' has no static defaultValue", 1, 8),
        ("struct A: View {\n    @Environment(\\.layoutDirection) var direction\n    var body: some View { HStack { A() } }\n}\nA()",
         "view bodies nest more than 10000 levels", 3, 36),
        ("struct A: View {\n    var body: some View { GeometryReader { _ in A() } }\n}\nA()", "view bodies nest more than 10000 levels", 2, 49),
        ("enum E { case a }\nText(\"\\(E.b)\")", "'E' has no static member 'b'", 2, 9),
        ("struct L {\n    var n: Int { n + 1 }\n}\nText(\"\\(L().n)\")", "calls nest more than 200 deep", 2, 18),
        ("struct A: View {\n    var body: some View { A() }\n}\nA()", "view bodies nest more than 10000 levels", 2, 27),
    ] as [(String, String, Int, Int)])
    func errorsNameLineAndColumn(_ c: (String, String, Int, Int)) throws {
        try InterpreterTests.expectError(c)
    }
}

extension FunctionTests {
    /// Code the engine runs during layout (a custom layout's method) runs on
    /// the caller's stack: an expression nested 20,000 deep there is an
    /// error naming it, not a stack overflow (interpreting the same nesting
    /// while building the view is fine: that runs on the interpreter's large
    /// stack).
    @Test func deepNestingDuringLayoutIsAnError() throws {
        let n = 20_000
        let deep = String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
        let source = """
            struct Nest: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: \(deep), height: 1) }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Nest { Text("a") }
            """
        let (view, interpreter) = try interpret(source)
        _ = layout(view, in: CGSize(width: 100, height: 100))
        let e = #expect(throws: InterpreterError.self) { try interpreter.checkLateErrors() }
        #expect(e?.message == "code run during layout nests too deeply (calls or expressions)")
        #expect(e?.line == 2)
        // While building the view, the same nesting interprets.
        #expect(try shown("Text(\"\\(\(deep))\")") == "1")
    }
}

/// The custom layouts the tests above interpret (through `@SourceText`) and
/// compile.
@SourceText
private struct Widths {
    var widths: [CGFloat]
    var height: CGFloat = 0
}

@SourceText
private struct RightColumn: Layout {
    var gap: CGFloat = 4
    func makeCache(subviews: Subviews) -> Widths {
        Widths(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Widths) -> CGSize {
        var height: CGFloat = 0
        for s in subviews { height += s.sizeThatFits(.unspecified).height }
        height += gap * CGFloat(max(subviews.count - 1, 0))
        cache.height = height
        return CGSize(width: cache.widths.max() ?? 0, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Widths) {
        var y = bounds.minY
        for (i, s) in subviews.enumerated() {
            let size = s.dimensions(in: .unspecified)
            s.place(at: CGPoint(x: bounds.maxX - cache.widths[i], y: y), proposal: .unspecified)
            y += size.height + gap
        }
    }
    func spacing(subviews: Subviews, cache: inout Widths) -> ViewSpacing { ViewSpacing() }
}

@SourceText
private struct Shelf: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            let w = s.sizeThatFits(.unspecified).width
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += w
        }
    }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? bounds.minX + 20 : nil
    }
}
