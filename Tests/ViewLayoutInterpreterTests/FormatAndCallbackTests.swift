import Foundation
import Testing
import ViewLayout
import ViewLayoutSourceText
@testable import ViewLayoutInterpreter

/// What app screens write around their layout that the interpreter builds
/// by hand (the generated table cannot: see Interpreter.md, "Hand-written
/// entries"): date format styles, a text field for a formatted value,
/// presentations of an optional item, gesture callbacks and a range of
/// Dynamic Type sizes. The interpreted screen gives the compiled tree.
@Suite struct FormatAndCallbackTests {
    @SourceText
    struct Receipt: View {
        struct Line: Identifiable { let id: Int; var name: String }
        @State private var selected: Line?
        @State private var showsDetails = false
        @State private var offset = CGSize.zero
        @State private var amount = 12.5
        @State private var count = 3
        let paid = Date(timeIntervalSince1970: 1_718_012_460)

        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text(paid, format: .dateTime.weekday(.wide).day().month(.abbreviated))
                Text("Paid at \(paid, format: .dateTime.hour().minute())")
                Text(paid, format: .dateTime.year().month(.twoDigits).day(.twoDigits))
                Text(amount.formatted(.currency(code: "EUR")))
                TextField("Amount", value: $amount, format: .number.precision(.fractionLength(2)))
                TextField("Count", value: $count, format: .number)
                Text("Total").font(.title).dynamicTypeSize(...DynamicTypeSize.xLarge)
                Text("Note").dynamicTypeSize(.large ... .accessibility2)
                RoundedRectangle(cornerRadius: 8)
                    .frame(width: 80, height: 40)
                    .offset(offset)
                    .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
            }
            .padding()
            .sheet(item: $selected) { line in Text(line.name) }
            .fullScreenCover(item: $selected, onDismiss: { showsDetails = false }) { line in Text(line.name) }
            .alert("Line", isPresented: $showsDetails, presenting: selected) { _ in
                Button("OK") {}
            } message: { line in
                Text(line.name)
            }
        }
    }

    /// Environment values a preview sets and a view reads: every public
    /// property of `EnvironmentValues` is in the generated table.
    @SourceText
    struct Badge: View {
        @Environment(\.dynamicTypeSize) private var size
        @Environment(\.isEnabled) private var enabled
        @Environment(\.locale) private var locale
        var body: some View {
            HStack {
                Text(size.isAccessibilitySize ? "Large type" : "Regular type")
                Text(enabled ? "On" : "Off")
                Text(locale.identifier)
            }
            .frame(width: size >= .xxLarge ? 300 : 200)
        }
    }

    @SourceText
    struct BadgePreview: View {
        var body: some View {
            VStack {
                Badge()
                Badge()
                    .environment(\.dynamicTypeSize, .accessibility2)
                    .environment(\.isEnabled, false)
                    .environment(\.locale, Locale(identifier: "de_DE"))
                    .environment(\.colorScheme, .dark)
            }
        }
    }

    @Test func environmentValuesAreSetAndRead() throws {
        try LanguageTests().expectSame(Badge.sourceText + "\n" + BadgePreview.sourceText, named: "BadgePreview", BadgePreview())
    }

    @Test func receiptMatchesCompiled() throws {
        try LanguageTests().expectSame(Receipt.sourceText, named: "Receipt", Receipt())
        // The formatted strings are Foundation's, in en_US (the library's
        // `Text(_:format:)` and `TextField(_:value:format:)` format there).
        let (view, _) = try LanguageTests().interpret(Receipt.sourceText, named: "Receipt")
        let printed = layout(view, in: CGSize(width: 390, height: 763)).description
        for shown in ["Monday, Jun 10", "€12.50", "12.50", "06/10/2024"] {
            #expect(printed.contains("\"\(shown)\""), "\(shown)")
        }
    }
}
