import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
@testable import ViewLayoutInterpreter

// The Swift of real view files, interpreted: each source below is also
// compiled here (the types prefixed `L`), and the interpreted tree must equal
// the compiled one, frame by frame. Swift's own semantics are the reference.

enum LTab: String, CaseIterable, Identifiable {
    case home, search, profile
    var id: Self { self }
    var title: String { rawValue.capitalized }
    var width: CGFloat {
        switch self {
        case .home: return 40
        case .search, .profile: return 30
        }
    }
}

enum LShape {
    case square(CGFloat)
    case bar(width: CGFloat, height: CGFloat)
    case none
}

enum LLevel: Int, CaseIterable {
    case low = 1, mid, high
    static var top: LLevel { .high }
    func next() -> LLevel { LLevel(rawValue: rawValue + 1) ?? .low }
}

struct LEnumView: View {
    var shapes: [LShape] = [.square(10), .bar(width: 30, height: 5), .bar(width: 10, height: 5), .none]
    var body: some View {
        VStack(spacing: 2) {
            ForEach(LTab.allCases) { tab in
                Text(tab.title).frame(width: tab.width)
            }
            ForEach(0..<shapes.count, id: \.self) { i in
                switch shapes[i] {
                case .square(let s): Color.red.frame(width: s, height: s)
                case let .bar(w, h) where w > 20: Color.blue.frame(width: w, height: h)
                case .bar: Color.green.frame(width: 3, height: 3)
                case .none: EmptyView()
                }
            }
            if case .bar(let w, _) = shapes[1] { Color.gray.frame(width: w, height: 1) }
            Text("\(LTab(rawValue: "search")?.title ?? "?") \(LTab(rawValue: "x") == nil) \(LTab.profile.rawValue)")
            Text("\(LLevel.mid.rawValue) \(LLevel.top.next().rawValue) \(LLevel.allCases.count) \(LLevel.low == .low)")
            ForEach(LLevel.allCases, id: \.self) { level in
                switch (level, level.rawValue) {
                case (.low, _): Color.red.frame(width: 1, height: 1)
                case (_, 2...3): Color.blue.frame(width: CGFloat(level.rawValue * 10), height: 2)
                default: EmptyView()
                }
            }
        }
    }
}

struct LCard<Content: View>: View {
    let title: String
    let content: Content
    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
            content
        }
        .padding(8)
    }
}

struct LBox<Content: View>: View {
    var inset: CGFloat = 2
    @ViewBuilder let content: Content
    var body: some View { content.padding(inset) }
}

struct LCardStyle: ViewModifier {
    var inset: CGFloat = 6
    func body(content: Content) -> some View {
        content.padding(inset).background(Color.yellow)
    }
}

extension View {
    func lCardStyle(_ inset: CGFloat = 6) -> some View { modifier(LCardStyle(inset: inset)) }
}

protocol LLabelled { var label: String { get } }
extension LLabelled { func shout() -> String { label.uppercased() + "!" } }
struct LItem: LLabelled { let label: String }

extension Color { static let lBrand = Color.orange }
extension Text { func lTitle() -> Text { self.bold() } }

func lPair<T>(_ a: T, _ b: T) -> [T] { [a, b] }

struct LGenericView: View {
    var body: some View {
        VStack(spacing: 3) {
            LCard("Title") {
                Text("One")
                Color.lBrand.frame(width: 20, height: 4)
            }
            LBox { Text(LItem(label: "hey").shout()) }
            LBox(inset: 5) { Color.red.frame(width: 3, height: 3) }
            Text("Styled").lTitle().lCardStyle()
            Text("Plain").modifier(LCardStyle(inset: 1))
            Text("\(lPair(1, 2).count)")
        }
    }
}

final class LModel: ObservableObject {
    @Published var items: [String] = ["a", "bb", "ccc"]
    private(set) var version = 3
    lazy var doubled: Int = version * 2
    var total: Int { items.count }
    func add(_ s: String) { items.append(s) }
}

struct LRow: View {
    @Binding var on: Bool
    let name: String
    var body: some View { Text(name).frame(width: on ? 50 : 20) }
}

@MainActor
final class LInboxModel: ObservableObject {
    @Published var subjects = ["One", "Two"]
    func refresh() async { subjects.append("Three") }
}

@MainActor @Observable
final class LDraft {
    var text = "Hi"
}

@preconcurrency @MainActor
protocol LTitled {
    var title: String { get }
}

@MainActor
struct LIsolatedView: View, LTitled {
    @StateObject private var model = LInboxModel()
    @State private var draft = LDraft()
    var title: String { "Inbox" }
    nonisolated var width: CGFloat { 60 }
    var body: some View {
        VStack {
            Text(title)
            ForEach(model.subjects, id: \.self) { subject in
                row(subject)
            }
            Text(draft.text).frame(width: width)
        }
        .task { @MainActor in
            await model.refresh()
        }
        .onAppear {
            Task { @MainActor in await model.refresh() }
        }
    }
    @MainActor private func row(_ s: String) -> some View {
        Text(s).frame(width: Self.rowWidth(), height: 20)
    }
    nonisolated static func rowWidth() -> CGFloat { 80 }
}

struct LModelView: View {
    @StateObject private var model = LModel()
    @State private var on = true
    @FocusState private var focused: Bool
    @AppStorage("count") private var count = 2
    @SceneStorage("tab") private var tab = "home"
    @GestureState private var drag: CGFloat = 0
    @Namespace private var ns
    var body: some View {
        VStack {
            ForEach(model.items, id: \.self) { item in
                LRow(on: $on, name: item)
            }
            LRow(on: .constant(false), name: "\(model.total) \(count) \(focused) \(tab) \(drag)")
        }
    }
}

enum LMode: Hashable { case grid(columns: Int), list }

struct LTile: Identifiable {
    let id: Int
    var name: String
    var isFavorite = false
}

struct LCounter: View {
    @State private var count = 0
    private let step: Int
    init(start: Int, step: Int = 1) {
        _count = State(initialValue: start)
        self.step = step
    }
    var body: some View {
        HStack {
            Text("\(count)")
            Text("+\(step)")
        }
    }
}

struct LBoard: View {
    var mode: LMode = .grid(columns: 2)
    let tiles = (1...5).map { LTile(id: $0, name: "T\($0)", isFavorite: $0 % 2 == 0) }

    var body: some View {
        VStack(spacing: 8) {
            header
            switch mode {
            case .grid(let columns) where columns > 1:
                ForEach(Array(stride(from: 0, to: tiles.count, by: columns)), id: \.self) { start in
                    HStack {
                        ForEach(tiles[start..<min(start + columns, tiles.count)]) { tile in
                            cell(tile)
                        }
                    }
                }
            case .grid, .list:
                ForEach(Array(tiles.enumerated()), id: \.offset) { index, tile in
                    Text("\(index): \(tile.name)")
                }
            }
            LCounter(start: 3)
        }
    }

    @ViewBuilder private var header: some View {
        if let first = tiles.first(where: \.isFavorite) {
            Text("Favourite: \(first.name)")
        } else {
            Text("None")
        }
    }

    private func cell(_ tile: LTile) -> some View {
        RoundedRectangle(cornerRadius: 4)
            .fill(tile.isFavorite ? Color.red : .blue)
            .frame(width: 40, height: 40)
            .overlay(Text(tile.name).font(.caption))
    }
}

struct LScheme: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        Text(scheme == .dark ? "dark" : "light").frame(width: scheme == .light ? 80 : 40, height: 10).padding(1)
    }
}

@Suite struct LanguageTests {
    func interpret(_ source: String, named name: String? = nil, preview: String? = nil) throws -> (AnyView, Interpreter) {
        try Interpreter.withLargeStack {
            let interpreter = try Interpreter(source: source)
            return (try interpreter.rootView(named: name, preview: preview), interpreter)
        }
    }

    /// Interprets `source` (its view `name`) and lays it out beside the
    /// compiled `view`: the printed trees (every node's kind and frame) match.
    func expectSame(_ source: String, named name: String, _ view: some View) throws {
        let (interpreted, interpreter) = try interpret(source, named: name)
        let size = CGSize(width: 390, height: 763)
        let a = layout(interpreted, in: size, environment: Example.environment)
        try interpreter.checkLateErrors()
        let b = layout(view, in: size, environment: Example.environment)
        #expect(a.description == b.description)
        #expect(a.description.split(separator: "\n").count > 3)
        #expect(interpreter.warnings.isEmpty, "\(interpreter.warnings)")
    }

    /// The text of the file's first `Text`.
    func shown(_ source: String) throws -> String? {
        let (view, interpreter) = try interpret(source)
        let tree = layout(view, in: CGSize(width: 300, height: 300))
        try interpreter.checkLateErrors()
        return tree.root.first("Text")?.label
    }

    static let enumSource = """
        enum LTab: String, CaseIterable, Identifiable {
            case home, search, profile
            var id: Self { self }
            var title: String { rawValue.capitalized }
            var width: CGFloat {
                switch self {
                case .home: return 40
                case .search, .profile: return 30
                }
            }
        }
        enum LShape {
            case square(CGFloat)
            case bar(width: CGFloat, height: CGFloat)
            case none
        }
        enum LLevel: Int, CaseIterable {
            case low = 1, mid, high
            static var top: LLevel { .high }
            func next() -> LLevel { LLevel(rawValue: rawValue + 1) ?? .low }
        }
        struct LEnumView: View {
            var shapes: [LShape] = [.square(10), .bar(width: 30, height: 5), .bar(width: 10, height: 5), .none]
            var body: some View {
                VStack(spacing: 2) {
                    ForEach(LTab.allCases) { tab in
                        Text(tab.title).frame(width: tab.width)
                    }
                    ForEach(0..<shapes.count, id: \\.self) { i in
                        switch shapes[i] {
                        case .square(let s): Color.red.frame(width: s, height: s)
                        case let .bar(w, h) where w > 20: Color.blue.frame(width: w, height: h)
                        case .bar: Color.green.frame(width: 3, height: 3)
                        case .none: EmptyView()
                        }
                    }
                    if case .bar(let w, _) = shapes[1] { Color.gray.frame(width: w, height: 1) }
                    Text("\\(LTab(rawValue: "search")?.title ?? "?") \\(LTab(rawValue: "x") == nil) \\(LTab.profile.rawValue)")
                    Text("\\(LLevel.mid.rawValue) \\(LLevel.top.next().rawValue) \\(LLevel.allCases.count) \\(LLevel.low == .low)")
                    ForEach(LLevel.allCases, id: \\.self) { level in
                        switch (level, level.rawValue) {
                        case (.low, _): Color.red.frame(width: 1, height: 1)
                        case (_, 2...3): Color.blue.frame(width: CGFloat(level.rawValue * 10), height: 2)
                        default: EmptyView()
                        }
                    }
                }
            }
        }
        """

    /// Enums: String and Int raw values (implicit and written), `allCases`,
    /// `init(rawValue:)` (nil for an unknown value), Identifiable by `self`,
    /// computed properties, methods and static members; `switch` with
    /// `case .a, .b`, `case .x(let v)`, `case let .x(a, b) where`, tuples and
    /// ranges; `if case`.
    @Test func enumsMatchCompiled() throws {
        try expectSame(LanguageTests.enumSource, named: "LEnumView", LEnumView())
        let (view, _) = try interpret(LanguageTests.enumSource, named: "LEnumView")
        let texts = layout(view, in: CGSize(width: 390, height: 763)).views(ofKind: "Text").map(\.label)
        // Swift's values: "Search", LTab(rawValue: "x") is nil, "profile";
        // mid = 2, high.next() wraps to low = 1, three cases.
        #expect(texts.contains("Search true profile"))
        #expect(texts.contains("2 1 3 true"))
    }

    static let genericSource = """
        struct LCard<Content: View>: View {
            let title: String
            let content: Content
            init(_ title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }
            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(title)
                    content
                }
                .padding(8)
            }
        }
        struct LBox<Content: View>: View {
            var inset: CGFloat = 2
            @ViewBuilder let content: Content
            var body: some View { content.padding(inset) }
        }
        struct LCardStyle: ViewModifier {
            var inset: CGFloat = 6
            func body(content: Content) -> some View {
                content.padding(inset).background(Color.yellow)
            }
        }
        extension View {
            func lCardStyle(_ inset: CGFloat = 6) -> some View { modifier(LCardStyle(inset: inset)) }
        }
        protocol LLabelled { var label: String { get } }
        extension LLabelled { func shout() -> String { label.uppercased() + "!" } }
        struct LItem: LLabelled { let label: String }
        extension Color { static let lBrand = Color.orange }
        extension Text { func lTitle() -> Text { self.bold() } }
        func lPair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
        struct LGenericView: View {
            var body: some View {
                VStack(spacing: 3) {
                    LCard("Title") {
                        Text("One")
                        Color.lBrand.frame(width: 20, height: 4)
                    }
                    LBox { Text(LItem(label: "hey").shout()) }
                    LBox(inset: 5) { Color.red.frame(width: 3, height: 3) }
                    Text("Styled").lTitle().lCardStyle()
                    Text("Plain").modifier(LCardStyle(inset: 1))
                    Text("\\(lPair(1, 2).count)")
                }
            }
        }
        """

    /// Generic structs with a `@ViewBuilder` init and a `@ViewBuilder`
    /// stored property, a `ViewModifier` through `.modifier` and through a
    /// custom modifier method in `extension View`, a protocol extension's
    /// default method, extensions of Color and Text, a generic function.
    @Test func genericsProtocolsAndModifiersMatchCompiled() throws {
        try expectSame(LanguageTests.genericSource, named: "LGenericView", LGenericView())
    }

    static let modelSource = """
        final class LModel: ObservableObject {
            @Published var items: [String] = ["a", "bb", "ccc"]
            private(set) var version = 3
            lazy var doubled: Int = version * 2
            var total: Int { items.count }
            func add(_ s: String) { items.append(s) }
        }
        struct LRow: View {
            @Binding var on: Bool
            let name: String
            var body: some View { Text(name).frame(width: on ? 50 : 20) }
        }
        struct LModelView: View {
            @StateObject private var model = LModel()
            @State private var on = true
            @FocusState private var focused: Bool
            @AppStorage("count") private var count = 2
            @SceneStorage("tab") private var tab = "home"
            @GestureState private var drag: CGFloat = 0
            @Namespace private var ns
            var body: some View {
                VStack {
                    ForEach(model.items, id: \\.self) { item in
                        LRow(on: $on, name: item)
                    }
                    LRow(on: .constant(false), name: "\\(model.total) \\(count) \\(focused) \\(tab) \\(drag)")
                }
            }
        }
        """

    /// A class model (`ObservableObject`, `@Published`, `private(set)`,
    /// `lazy`), property wrappers holding their initial values, `$x` and
    /// `.constant` passed to `@Binding`.
    @Test @MainActor func modelsAndPropertyWrappersMatchCompiled() throws {
        try expectSame(LanguageTests.modelSource, named: "LModelView", LModelView())
    }

    static let boardSource = """
        enum LMode: Hashable { case grid(columns: Int), list }

        struct LTile: Identifiable {
            let id: Int
            var name: String
            var isFavorite = false
        }

        struct LCounter: View {
            @State private var count = 0
            private let step: Int
            init(start: Int, step: Int = 1) {
                _count = State(initialValue: start)
                self.step = step
            }
            var body: some View {
                HStack {
                    Text("\\(count)")
                    Text("+\\(step)")
                }
            }
        }

        struct LBoard: View {
            var mode: LMode = .grid(columns: 2)
            let tiles = (1...5).map { LTile(id: $0, name: "T\\($0)", isFavorite: $0 % 2 == 0) }

            var body: some View {
                VStack(spacing: 8) {
                    header
                    switch mode {
                    case .grid(let columns) where columns > 1:
                        ForEach(Array(stride(from: 0, to: tiles.count, by: columns)), id: \\.self) { start in
                            HStack {
                                ForEach(tiles[start..<min(start + columns, tiles.count)]) { tile in
                                    cell(tile)
                                }
                            }
                        }
                    case .grid, .list:
                        ForEach(Array(tiles.enumerated()), id: \\.offset) { index, tile in
                            Text("\\(index): \\(tile.name)")
                        }
                    }
                    LCounter(start: 3)
                }
            }

            @ViewBuilder private var header: some View {
                if let first = tiles.first(where: \\.isFavorite) {
                    Text("Favourite: \\(first.name)")
                } else {
                    Text("None")
                }
            }

            private func cell(_ tile: LTile) -> some View {
                RoundedRectangle(cornerRadius: 4)
                    .fill(tile.isFavorite ? Color.red : .blue)
                    .frame(width: 40, height: 40)
                    .overlay(Text(tile.name).font(.caption))
            }
        }
"""

    /// Styles the file declares (a `LabelStyle`, a `ToggleStyle`, a
    /// `ButtonStyle` through its static shorthand), a selection, values and
    /// ranges of generic numeric APIs, `List(data, id:)`, an implicit style
    /// given to `overlay` and a `@ToolbarContentBuilder` closure: the tree
    /// is the compiled one.
    @Test func stylesSelectionsAndToolbarsMatchCompiled() throws {
        try expectSame(LanguageTests.styledSource, named: "LStyled", LStyled())
    }

    static let styledSource = """
        struct LTrailingIcon: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 4) {
                    configuration.title
                    configuration.icon
                }
            }
        }

        struct LBoxed: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(6).border(Color.gray)
            }
        }

        struct LFilled: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(.horizontal, 20).frame(height: 44).background(Color.blue)
            }
        }

        extension ButtonStyle where Self == LFilled {
            static var filled: LFilled { LFilled() }
        }

        enum LShade: String, CaseIterable { case light, dark }

        struct LStyled: View {
            @State private var shade: LShade = .dark
            @State private var amount = 0.4
            @State private var count = 3
            var body: some View {
                NavigationStack {
                    VStack {
                        Label("Next", systemImage: "arrow.right").labelStyle(LTrailingIcon())
                        Toggle("Done", isOn: .constant(true)).toggleStyle(LBoxed())
                        Button("Go") {}.buttonStyle(.filled)
                        Picker("Shade", selection: $shade) {
                            ForEach(LShade.allCases, id: \\.self) { s in Text(s.rawValue).tag(s) }
                        }
                        ProgressView(value: amount)
                        Gauge(value: amount, in: 0...1) { Text("Level") }
                        Stepper("Count \\(count)", value: $count, in: 0...9)
                        Slider(value: $amount, in: 0...1)
                        List(["a", "b"], id: \\.self) { Text($0) }
                    }
                    .overlay(.white.opacity(0.5))
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                    }
                }
            }
        }
        """

    /// A screen as app files write it: an enum with associated values in a
    /// `switch` with `where` in the body, an init setting `_count =
    /// State(initialValue:)`, array slices, `stride`, `enumerated()` with a
    /// two-parameter closure, key paths as functions, a `@ViewBuilder`
    /// property with `if let`, a helper method returning `some View`.
    @Test func appScreenMatchesCompiled() throws {
        try expectSame(LanguageTests.boardSource, named: "LBoard", LBoard())
        try expectSame(LanguageTests.boardSource.replacingOccurrences(of: "var mode: LMode = .grid(columns: 2)", with: "var mode: LMode = .list"),
                       named: "LBoard", LBoard(mode: .list))
    }

    static let isolationSource = """
        @MainActor
        final class LInboxModel: ObservableObject {
            @Published var subjects = ["One", "Two"]
            func refresh() async { subjects.append("Three") }
        }

        @MainActor @Observable
        final class LDraft {
            var text = "Hi"
        }

        @preconcurrency @MainActor
        protocol LTitled {
            var title: String { get }
        }

        @MainActor
        struct LIsolatedView: View, LTitled {
            @StateObject private var model = LInboxModel()
            @State private var draft = LDraft()
            var title: String { "Inbox" }
            nonisolated var width: CGFloat { 60 }
            var body: some View {
                VStack {
                    Text(title)
                    ForEach(model.subjects, id: \\.self) { subject in
                        row(subject)
                    }
                    Text(draft.text).frame(width: width)
                }
                .task { @MainActor in
                    await model.refresh()
                }
                .onAppear {
                    Task { @MainActor in await model.refresh() }
                }
            }
            @MainActor private func row(_ s: String) -> some View {
                Text(s).frame(width: Self.rowWidth(), height: 20)
            }
            nonisolated static func rowWidth() -> CGFloat { 80 }
        }
        """

    /// Isolation as app files write it (`@MainActor` on a class, an
    /// `@Observable` model, a protocol, a view and a method; `nonisolated`
    /// members; `@preconcurrency`; `{ @MainActor in }` closures and
    /// `Task { @MainActor in }`) changes nothing in a layout: the tree is
    /// the compiled one. The test is main-actor isolated only because it
    /// makes the compiled view, whose model's initializer is.
    @Test @MainActor func isolationAttributesMatchCompiled() throws {
        try expectSame(LanguageTests.isolationSource, named: "LIsolatedView", LIsolatedView())
    }

    /// `@Environment(\\.colorScheme)` read where the view is (light unless
    /// set) and compared with `.dark` / `.light`.
    @Test @MainActor func colorSchemeIsRead() throws {
        let source = """
            struct LScheme: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View {
                    Text(scheme == .dark ? "dark" : "light").frame(width: scheme == .light ? 80 : 40, height: 10).padding(1)
                }
            }
            """
        try expectSame(source, named: "LScheme", LScheme())
    }

    /// A class instance changes in place through a method, a `let` holding it
    /// included; `@Environment(Model.self)` and `@EnvironmentObject` hold a
    /// model made with its `init()`.
    @Test func classesAndEnvironmentObjects() throws {
        let source = """
            @Observable final class Store {
                var names: [String] = []
                func add(_ n: String) { names.append(n) }
            }
            struct V: View {
                @Environment(Store.self) private var store
                @EnvironmentObject var other: Store
                var body: some View {
                    let s = Store()
                    let _ = s.add("x")
                    let _ = s.add("y")
                    Text("\\(s.names.joined(separator: ",")) \\(store.names.count) \\(other.names.isEmpty)")
                }
            }
            """
        #expect(try shown(source) == "x,y 0 true")
    }

    /// Statements and expressions, each shown through a Text and checked
    /// against the same expression evaluated by Swift here.
    @Test(arguments: [
        // #if taken as on iOS in a debug build; #available holds.
        ("#if os(macOS)\nlet p = \"mac\"\n#elseif os(iOS) && DEBUG\nlet p = \"ios\"\n#else\nlet p = \"other\"\n#endif\n"
            + "func f() -> String { if #available(iOS 17, *) { return p + \" 17\" } else { return p } }\nText(f())", "ios 17"),
        // defer runs after the return value is computed, in reverse order.
        ("func f() -> String {\n var log = \"\"\n func add(_ s: String) { }\n defer { log += \"d\" }\n log += \"a\"\n return log\n}\nText(f())", "a"),
        // throw, do/catch with an enum error, try?, rethrow through a function.
        ("enum E: Error { case bad(Int) }\nfunc g(_ x: Int) throws -> Int {\n guard x > 0 else { throw E.bad(x) }\n return x * 2\n}\n"
            + "func h() -> String {\n do {\n  let a = try g(2)\n  let b = try g(-1)\n  return \"\\(a) \\(b)\"\n } catch E.bad(let v) {\n  return \"bad \\(v)\"\n } catch {\n  return \"other\"\n }\n}\n"
            + "Text(\"\\(h()) \\((try? g(0)) == nil) \\(try! g(4))\")", "bad -1 true 8"),
        // fallthrough, guard case, if case with where.
        ("enum K { case a(Int), b }\nfunc f(_ k: K) -> String {\n guard case .a(let n) = k else { return \"b\" }\n var s = \"\"\n switch n {\n case 1: s += \"one \"\n  fallthrough\n case 2: s += \"two\"\n default: s += \"many\"\n }\n"
            + " if case .a(let m) = k, m > 0 { s += \"+\" }\n return s\n}\nText(f(.a(1)) + \"|\" + f(K.b) + \"|\" + f(.a(5)))", "one two+|b|many+"),
        // Dictionaries and sets.
        ("var d = [\"b\": 2, \"a\": 1]\nfunc f() -> String {\n var m = d\n m[\"c\"] = 3\n m[\"a\"] = nil\n let keys = m.keys.sorted().joined(separator: \",\")\n"
            + " let s = Set([3, 1, 3, 2])\n return \"\\(keys) \\(m[\"b\"] ?? 0) \\(m[\"z\", default: 9]) \\(s.count) \\(s.contains(2))\"\n}\nText(f())", "b,c 2 9 3 true"),
        // Array(repeating:count:), closures with $0 and captured state, sorted(by:), compactMap, zip, enumerated, stride, reduce.
        ("let base = 10\nlet a = Array(repeating: 2, count: 3).enumerated().map { $0.offset + $0.element + base }\n"
            + "let b = [\"3\", \"x\", \"1\"].compactMap { Int($0) }.sorted(by: >)\n"
            + "let c = zip(a, b).map { $0 * $1 }.reduce(0, +)\nlet s = stride(from: 0, to: 10, by: 4).map { \"\\($0)\" }.joined(separator: \"-\")\n"
            + "Text(\"\\(a) \\(b) \\(c) \\(s)\")", "[12, 13, 14] [3, 1] 49 0-4-8"),
        // String(format:), .formatted() in en_US, interpolation with specifier.
        ("Text(\"\\(String(format: \"%.2f|%03d\", 3.14159, 7)) \\(1234567.formatted()) \\(0.5.formatted(.percent)) \\(2.5.formatted(.number.precision(.fractionLength(2))))\")",
         "3.14|007 1,234,567 50% 2.50"),
        // Date() is fixed: 10 June 2024, 09:41 UTC; Calendar in UTC; DateFormatter in en_US.
        ("let f: DateFormatter = {\n let f = DateFormatter()\n f.dateFormat = \"yyyy-MM-dd HH:mm\"\n return f\n}()\n"
            + "let day = Calendar.current.component(.day, from: Date())\nText(\"\\(f.string(from: Date())) \\(day) \\(Date().formatted(date: .abbreviated, time: .omitted))\")",
         "2024-06-10 09:41 10 Jun 10, 2024"),
        // Date styles: .dateTime and its fields, in Text(_:format:), formatted(_:) and
        // interpolation; currency and Int percent through formatted(_:).
        ("Text(Date(), format: .dateTime.day().month(.wide).year())", "June 10, 2024"),
        ("Text(\"\\(Date().formatted(.dateTime.hour().minute())) \\(Date(), format: .dateTime.weekday(.wide)) \\(3.25.formatted(.currency(code: \"USD\"))) \\(12.formatted(.percent))\")",
         "9:41\u{202F}AM Monday $3.25 12%"),  // ICU puts a narrow no-break space before AM
        // Decimal: literals exact where Decimal is declared, arithmetic with Ints and
        // literals, comparison, description and currency format (prices, as shop apps keep them).
        ("struct Item { var price: Decimal; var qty: Int }\nlet items = [Item(price: 14.99, qty: 1), Item(price: 3.49, qty: 2)]\n"
            + "let total = items.reduce(0) { $0 + $1.price * Decimal($1.qty) }\n"
            + "Text(\"\\(total) \\(total > 20) \\(Decimal(string: \"0.1\")! + 0.2) \\(total.formatted(.currency(code: \"USD\")))\")",
         "21.97 true 0.3 $21.97"),
        // String methods apps use on input: trimming, replacing, splitting, prefixes, searching.
        ("let t = \"  hi \\n\".trimmingCharacters(in: .whitespacesAndNewlines) + \"|\" + \"a-b-c\".replacingOccurrences(of: \"-\", with: \"+\")\n"
            + "let u = \"x,y\".components(separatedBy: \",\").joined(separator: \" \") + \"|\" + \"Hello\".prefix(2) + \"|\" + \"Hello\".dropFirst(3)\n"
            + "Text(\"\\(t)|\\(u)|\\(\"a b  c\".split(separator: \" \").count)|\\(\"Swift\".localizedCaseInsensitiveContains(\"SWI\"))\")",
         "hi|a+b+c|x y|He|lo|3|true"),
        // A static's declared type: `.init(...)` elements become the type's values;
        // onChange(of:) compares an array of the file's structs.
        ("struct M: Equatable {\n let id: Int\n static let all: [M] = [.init(id: 1), .init(id: 2)]\n}\n"
            + "Text(\"\\(M.all[1].id)\").onChange(of: M.all) { _, _ in }", "2"),
        // Calendar.date(bySettingHour:minute:second:of:) with `.now` where a Date is expected.
        ("let d = Calendar.current.date(bySettingHour: 8, minute: 30, second: 0, of: .now) ?? .now\nText(d, format: .dateTime.hour().minute())",
         "8:30\u{202F}AM"),
        // A library enum's cases in patterns (AsyncImage's phase), payloads bound.
        ("func f(_ p: AsyncImagePhase) -> String {\n switch p {\n case .success(let image): return \"image \\(image != nil)\"\n"
            + " case .failure: return \"failed\"\n default: return \"empty\"\n }\n}\nText(f(.success(Image(systemName: \"star\"))) + \"|\" + f(.empty))",
         "image true|empty"),
        // @Namespace holds an identifier matchedGeometryEffect takes.
        ("struct N: View {\n @Namespace private var ns\n var body: some View { Text(\"n\").matchedGeometryEffect(id: \"u\", in: ns) }\n}\nN()", "n"),
        // Trailing closures drop their labels (`first { }` is `first(where:)`); String(repeating:count:).
        ("let v = [3, 1, 4, 6]\nText(\"\\(v.first { $0 % 2 == 0 } ?? -1) \\(v.contains { $0 > 5 }) \\(v.firstIndex { $0 == 1 } ?? -1) \\(String(repeating: \"ab\", count: 3))\")",
         "4 true 1 ababab"),
        // Environment properties the file declares (a key type, or @Entry): defaults, and values set above.
        ("struct K: EnvironmentKey { static let defaultValue = 3 }\nextension EnvironmentValues {\n var level: Int {\n  get { self[K.self] }\n  set { self[K.self] = newValue }\n }\n @Entry var label: String = \"none\"\n}\n"
            + "struct R: View {\n @Environment(\\.level) var level\n @Environment(\\.label) var label\n var body: some View { Text(\"\\(level) \\(label)\") }\n}\nR()", "3 none"),
        ("struct K: EnvironmentKey { static let defaultValue = 3 }\nextension EnvironmentValues {\n var level: Int {\n  get { self[K.self] }\n  set { self[K.self] = newValue }\n }\n @Entry var label: String = \"none\"\n}\n"
            + "struct R: View {\n @Environment(\\.level) var level\n @Environment(\\.label) var label\n var body: some View { Text(\"\\(level) \\(label)\") }\n}\nR().environment(\\.level, 7).environment(\\.label, \"set\")", "7 set"),
        // An array literal where a Set is expected.
        ("Text(\"x\").sheet(isPresented: .constant(false)) { Text(\"s\").presentationDetents([.medium, .large]) }", "x"),
        // Interpolation with a specifier (Text's) and a format.
        ("let x = 2.345\nText(\"\\(x, specifier: \"%.1f\") \\(12345, format: .number)\")", "2.3 12,345"),
        // Double.random and Bool.random are seeded and in range.
        ("let d = Double.random(in: 0...1)\nlet b = Bool.random()\nText(\"\\(d >= 0 && d <= 1) \\(b || !b)\")", "true true"),
        // UUID() counts up; Int.random(in:) is seeded: the same file, the same value, in range.
        ("let u = UUID()\nlet v = UUID()\nlet r = Int.random(in: 1...6)\nText(\"\\(u == v) \\(u.uuidString.hasSuffix(\"1\")) \\((1...6).contains(r))\")", "false true true"),
        // if and switch as expressions; an init added to a package type and to a
        // file's type in extensions (delegating with self.init; the memberwise init stays).
        ("enum M { case a, b }\nlet m = M.b\nlet n = if m == .a { 1 } else { 2 }\nlet w = switch m { case .a: \"A\"\n case .b: \"B\" }\n"
            + "struct Q { var v: Int }\nextension Q { init(twice x: Int) { self.init(v: x * 2) } }\n"
            + "extension CGSize { init(side: CGFloat) { self.init(width: side, height: side) } }\n"
            + "Text(\"\\(n) \\(w) \\(Q(twice: 4).v) \\(Q(v: 1).v) \\(CGSize(side: 3).height)\")", "2 B 8 1 3.0"),
        // Operators a type declares, Comparable enums by case order, String(describing:), a struct interpolated.
        ("struct V: Comparable {\n let n: Int\n static func < (a: V, b: V) -> Bool { a.n < b.n }\n}\nenum Size: Comparable { case s, m, l }\n"
            + "let m = [V(n: 3), V(n: 1)].sorted().map(\\.n)\nText(\"\\(m) \\(Size.s < .l) \\([Size.l, .s].sorted()) \\(String(describing: V(n: 2)))\")",
         "[1, 3] true [s, l] V(n: 2)"),
        // Computed property with get/set, static members, Self, .init in a typed position.
        ("struct P {\n var x: Int\n static let zero = P(x: 0)\n static func make() -> Self { Self(x: 5) }\n var twice: Int {\n  get { x * 2 }\n  set { x = newValue / 2 }\n }\n}\n"
            + "let p: P = .init(x: 4)\nText(\"\\(p.twice) \\(P.zero.x) \\(P.make().x)\")", "8 0 5"),
    ] as [(String, String)])
    func statementsAndExpressions(_ c: (String, String)) throws {
        #expect(try shown(c.0) == c.1, "\(c.0)")
    }

    /// Swift's own formatting, for the expected values above.
    @Test func formattingExpectationsAreSwifts() {
        #expect(String(format: "%.2f|%03d", 3.14159, 7) == "3.14|007")
        let en = Locale(identifier: "en_US")
        #expect(1234567.formatted(.number.locale(en)) == "1,234,567")
        #expect(0.5.formatted(.percent.locale(en)) == "50%")
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let june10 = Date(timeIntervalSince1970: 1_718_012_460)
        func date(_ s: Date.FormatStyle) -> String {
            var style = s
            style.locale = en
            style.timeZone = utc.timeZone
            return style.format(june10)
        }
        #expect(date(.dateTime.day().month(.wide).year()) == "June 10, 2024")
        #expect(date(.dateTime.hour().minute()) == "9:41\u{202F}AM")
        #expect(date(.dateTime.weekday(.wide)) == "Monday")
        #expect(3.25.formatted(.currency(code: "USD").locale(en)) == "$3.25")
        #expect(12.formatted(.percent.locale(en)) == "12%")
        let total = Decimal(string: "14.99")! + Decimal(string: "3.49")! * Decimal(2)
        #expect("\(total) \(Decimal(string: "0.1")! + Decimal(string: "0.2")!)" == "21.97 0.3")
        #expect(total.formatted(.currency(code: "USD").locale(en)) == "$21.97")
    }

    // MARK: Errors only for what is used

    static let mixedSource = """
        struct Good: View {
            var body: some View { Color.red.frame(width: 10, height: 10) }
        }
        struct Bad: View {
            subscript(i: Int) -> Int { i }
            var body: some View { Text("bad") }
        }
        struct UsesBad: View {
            var body: some View { Bad() }
        }
        #Preview("Light") { Good() }
        #Preview("Dark") { Good().padding(5) }
        #Preview { UsesBad() }
        """

    /// A declaration the interpreter cannot take is a warning (line 5,
    /// column 5, where the subscript is); views that do not use it render;
    /// the view that does fails with that error.
    @Test func unsupportedConstructStopsOnlyViewsThatUseIt() throws {
        let (view, interpreter) = try interpret(LanguageTests.mixedSource, named: "Good")
        #expect(layout(view, in: CGSize(width: 100, height: 100)).root.first("frame")?.frame.size == CGSize(width: 10, height: 10))
        #expect(interpreter.warnings.count == 1)
        #expect(interpreter.warnings.first?.line == 5 && interpreter.warnings.first?.column == 5)
        for name in ["Bad", "UsesBad"] {
            let error = #expect(throws: InterpreterError.self) { try interpret(LanguageTests.mixedSource, named: name) }
            #expect(error?.line == 5 && error?.message.contains("SubscriptDecl") == true, "\(String(describing: error))")
        }
    }

    /// Previews by name or position; with neither, the first one; a bad
    /// index or name is a clear error listing what the file has.
    @Test func previewsSelectedByNameOrIndex() throws {
        func size(_ preview: String?) throws -> CGSize? {
            let (view, _) = try interpret(LanguageTests.mixedSource, preview: preview)
            return layout(view, in: CGSize(width: 100, height: 100)).root.children.first?.frame.size
        }
        // Good is 10 × 10; the "Dark" preview pads it by 5 on each side.
        #expect(try size(nil) == CGSize(width: 10, height: 10))
        #expect(try size("1") == CGSize(width: 10, height: 10))
        #expect(try size("Dark") == CGSize(width: 20, height: 20))
        #expect(try size("2") == CGSize(width: 20, height: 20))
        let (_, interpreter) = try interpret(LanguageTests.mixedSource, named: "Good")
        #expect(interpreter.previewNames == ["Light", "Dark", "3"])
        let third = #expect(throws: InterpreterError.self) { try interpret(LanguageTests.mixedSource, preview: "3") }
        #expect(third?.line == 5)
        let outOfRange = #expect(throws: InterpreterError.self) { try interpret(LanguageTests.mixedSource, preview: "4") }
        #expect(outOfRange?.message == "no preview 4: the file has 3 previews (1 to 3)")
        let unknown = #expect(throws: InterpreterError.self) { try interpret(LanguageTests.mixedSource, preview: "Sepia") }
        #expect(unknown?.message == "no preview named 'Sepia'; its previews: Light, Dark, 3")
    }

    /// The step budget and the call depth still stop runaway code in the
    /// new constructs, with the error located.
    @Test func safetyNetsHoldForNewConstructs() throws {
        let loop = "enum S { case a\n var spin: Int { var n = 0\n while true { n += 1 }\n } }\nText(\"\\(S.a.spin)\")"
        let e1 = #expect(throws: InterpreterError.self) { try shown(loop) }
        #expect(e1?.message.contains("more than \(Interpreter.maximumSteps) steps") == true && e1?.line == 3)
        let recursion = "protocol R {}\nextension R { func down() -> Int { down() } }\nstruct T: R {}\nText(\"\\(T().down())\")"
        let e2 = #expect(throws: InterpreterError.self) { try shown(recursion) }
        #expect(e2?.message.contains("calls nest more than") == true && e2?.line == 2)
        let uncaught = "enum E: Error { case x }\nfunc f() throws -> Int { throw E.x }\nText(\"\\(try f())\")"
        let e3 = #expect(throws: InterpreterError.self) { try shown(uncaught) }
        #expect(e3?.message == "an error thrown here was not caught" && e3?.line == 2)
        // Thrown in code the engine runs during layout (GeometryReader's content).
        let late = "enum E: Error { case x }\nfunc f() throws -> CGFloat { throw E.x }\nGeometryReader { _ in Color.red.frame(width: try f()) }"
        let e4 = #expect(throws: InterpreterError.self) { try shown(late) }
        #expect(e4?.message == "an error thrown here was not caught" && e4?.line == 2)
    }
}

struct LTrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

struct LBoxed: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(6).border(Color.gray)
    }
}

struct LFilled: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 20).frame(height: 44).background(Color.blue)
    }
}

extension ButtonStyle where Self == LFilled {
    static var filled: LFilled { LFilled() }
}

enum LShade: String, CaseIterable { case light, dark }

struct LStyled: View {
    @State private var shade: LShade = .dark
    @State private var amount = 0.4
    @State private var count = 3
    var body: some View {
        NavigationStack {
            VStack {
                Label("Next", systemImage: "arrow.right").labelStyle(LTrailingIcon())
                Toggle("Done", isOn: .constant(true)).toggleStyle(LBoxed())
                Button("Go") {}.buttonStyle(.filled)
                Picker("Shade", selection: $shade) {
                    ForEach(LShade.allCases, id: \.self) { s in Text(s.rawValue).tag(s) }
                }
                ProgressView(value: amount)
                Gauge(value: amount, in: 0...1) { Text("Level") }
                Stepper("Count \(count)", value: $count, in: 0...9)
                Slider(value: $amount, in: 0...1)
                List(["a", "b"], id: \.self) { Text($0) }
            }
            .overlay(.white.opacity(0.5))
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
    }
}
