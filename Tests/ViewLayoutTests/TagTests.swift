import Foundation
import Testing
import ViewLayout

// `tag(_:)` as a trait read by pickers and tab views. The selected option
// is the one whose tag matches the selection by type and value (Apple,
// `View.tag(_:includeOptional:)`: a tag also matches an optional selection
// unless `includeOptional` is false); a `ForEach` tags each view with its
// element's id (Apple, `Picker`: "ForEach automatically assigns a tag to
// the selection views using each option's id"). Sizes: PlatformMetrics,
// "Picker" (segmented track 28 + 2 × 2 inside 3 at the sides, radius 8,
// thumb radius 6.93, white; wheel 216 tall in 32-point rows), "TabView"
// (bar 49 above the 34-point home indicator), "List and Form" (rows at
// least 44 tall), on the iPhone 13 (390 × 844, safe area 47 / 34); a
// picker is placed in `column` (TestSupport.swift), offered 358 at (16, 47).

private func textDrawing(_ view: PlacedView?) -> TextDrawing? {
    if case .text(let t)? = view?.drawing { return t }
    return nil
}

private func shapeDrawing(_ view: PlacedView?) -> ShapeDrawing? {
    if case .shape(let s)? = view?.drawing { return s }
    return nil
}

private func imageDrawing(_ view: PlacedView?) -> ImageDrawing? {
    if case .image(let i)? = view?.drawing { return i }
    return nil
}

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

private struct Item: Identifiable {
    let id: Int
    let name: String
}

/// The menu chevrons and their gap after the title (PlatformMetrics,
/// "Picker", unverified): 5 + 9.
private let chevrons: CGFloat = 5 + 9

@Suite("Tags")
struct TagTests {
    // MARK: Menu

    @Test("a menu picker shows the label of the option whose tag is the selection, tinted")
    func menuShowsTheSelectedLabel() {
        let tree = column {
            Picker("Size", selection: .constant(2)) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }.id("p")
        }
        let texts = tree.views(ofKind: .text)
        #expect(texts.map(\.label) == ["Large"])
        #expect(textDrawing(texts.first)?.foreground == .color(.accentColor))
        tree.assertFrame("p", 16, 47, VLTest.text("Large").size.width + chevrons, VLTest.bodyLine3x)
    }

    @Test("an enum selection shows its option's label, not its raw value; a ForEach tags by id")
    func forEachTagsEachOptionWithItsID() {
        let tree = column {
            Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
        }
        #expect(tree.views(ofKind: .text).map(\.label) == ["Vanilla"])
        // An explicit tag on the element wins over the id.
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        let named = column {
            Picker("Item", selection: .constant("Two")) {
                ForEach(items) { Text($0.name.uppercased()).tag($0.name) }
            }
        }
        #expect(named.views(ofKind: .text).map(\.label) == ["TWO"])
        // A ForEach over a range tags each view with its integer.
        let range = column {
            Picker("N", selection: .constant(3)) { ForEach(0..<5) { Text("Option \($0)") } }
        }
        #expect(range.views(ofKind: .text).map(\.label) == ["Option 3"])
    }

    @Test("tags match by type; an optional selection matches unless includeOptional is false")
    func matchingByTypeAndOptional() {
        // An Int64 tag never matches an Int selection: the text form shows.
        let typed = column {
            Picker("N", selection: .constant(1)) { Text("One").tag(Int64(1)) }
        }
        #expect(typed.views(ofKind: .text).map(\.label) == ["1"])
        let optional: String? = "b"
        let included = column {
            Picker("L", selection: .constant(optional)) {
                Text("A").tag("a")
                Text("B").tag("b")
            }
        }
        #expect(included.views(ofKind: .text).map(\.label) == ["B"])
        let excluded = column {
            Picker("L", selection: .constant(optional)) {
                Text("A").tag("a", includeOptional: false)
                Text("B").tag("b", includeOptional: false)
            }
        }
        #expect(excluded.views(ofKind: .text).first?.label != "B")
        // A ForEach's id tags do not include the optional (SwiftUI's
        // documented case is an id of the selection's own type).
        let ids = column {
            Picker("L", selection: .constant(optional)) { ForEach(["a", "b"], id: \.self) { Text($0.uppercased()) } }
        }
        #expect(ids.views(ofKind: .text).first?.label != "B")
    }

    @Test("a tag outside a picker or tab view adds no view and changes no frame")
    func tagOutsideContainersCostsNothing() {
        let plain = layout(VStack { Text("A").id("a"); Text("B") }, on: .iPhone13)
        let tagged = layout(VStack { Text("A").id("a").tag(1); Text("B").tag("b") }, on: .iPhone13)
        #expect(plain.count == tagged.count)
        #expect(plain.frame(of: "a") == tagged.frame(of: "a"))
    }

    // MARK: Segmented, wheel, inline, navigation link

    /// The selected thumb's color as 8-bit components.
    func thumbRGB(_ tree: PlacedViewTree) -> [Double] {
        let thumb = tree.views(ofKind: .roundedRectangle).first { shapeDrawing($0)?.shape == .roundedRectangle(cornerRadius: 6.93) }
        guard case .color(let c)? = shapeDrawing(thumb)?.fill else { return [] }
        return [c.red, c.green, c.blue].map { ($0 * 255).rounded() }
    }

    @Test("the segmented control draws a white thumb of radius 6.93 under the selected segment")
    func segmentedThumb() {
        let tree = column {
            Picker("Colour", selection: .constant("Blue")) {
                ForEach(["Red", "Green", "Blue"], id: \.self) { Text($0) }
            }.id("p").pickerStyle(.segmented)
        }
        tree.assertFrame("p", 16, 47, 358, 32)
        let thumbs = tree.views(ofKind: .roundedRectangle).filter {
            shapeDrawing($0)?.shape == .roundedRectangle(cornerRadius: 6.93)
        }
        #expect(thumbs.count == 1)
        #expect(thumbRGB(tree) == [255, 255, 255])
        // Dark: Flutter's `_kThumbColor` dark value, #636366 (PlatformMetrics, "Picker").
        let dark = column {
            Picker("Colour", selection: .constant("Blue")) {
                ForEach(["Red", "Green", "Blue"], id: \.self) { Text($0) }
            }.pickerStyle(.segmented).environment(\.colorScheme, .dark)
        }
        #expect(thumbRGB(dark) == [99, 99, 102])
        // Segments share 358 − 2 × 3 equally; the third starts after two.
        let segment = (358.0 - 6) / 3
        tree.assertFrame(of: thumbs.first, 16 + 3 + 2 * segment, 47 + 2, segment, 28)
        // The track keeps its radius of 8, behind the thumb.
        let track = tree.views(ofKind: .roundedRectangle).first { shapeDrawing($0)?.shape == .roundedRectangle(cornerRadius: 8) }
        tree.assertFrame(of: track, 16, 47, 358, 32)
        // No option matching: no thumb.
        let none = column {
            Picker("Colour", selection: .constant("Pink")) {
                ForEach(["Red", "Green"], id: \.self) { Text($0) }
            }.pickerStyle(.segmented)
        }
        #expect(!none.views(ofKind: .roundedRectangle).contains { shapeDrawing($0)?.shape == .roundedRectangle(cornerRadius: 6.93) })
    }

    @Test("the wheel centres the selected option in its highlighted middle row")
    func wheelCentresTheSelection() {
        let tree = column {
            Picker("N", selection: .constant(3)) {
                ForEach(0..<6) { Text("Row \($0)").id($0) }
            }.id("p").pickerStyle(.wheel)
        }
        tree.assertFrame("p", 16, 47, 358, 216)
        // The middle row: (216 − 32) / 2 below the top, 32 tall.
        let middle = 47 + (216.0 - 32) / 2
        let highlight = tree.views(ofKind: .roundedRectangle).first
        tree.assertFrame(of: highlight, 16, middle, 358, 32)
        // Each text is centred in its row, to the 1/3-point pixel grid.
        #expect(tree.frame(of: 3).map { abs($0.midY - (middle + 16)) <= 1.0 / 3 } == true, "\(tree)")
        // The options keep their order, one row apart.
        #expect(tree.frame(of: 2).map { abs($0.midY - (middle + 16 - 32)) <= 1.0 / 3 } == true)
        // `.inline` outside a list is the same wheel.
        let inline = column {
            Picker("N", selection: .constant(3)) { ForEach(0..<6) { Text("Row \($0)").id($0) } }.pickerStyle(.inline)
        }
        #expect(inline.frame(of: 3).map { abs($0.midY - (middle + 16)) <= 1.0 / 3 } == true)
    }

    @Test("inline in a form: one row per option, a checkmark on the selected one")
    func inlineInAFormChecksTheSelection() {
        let tree = layout(Form {
            Picker("Flavor", selection: .constant(Flavor.strawberry)) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).id($0) }
            }.pickerStyle(.inline)
        }, on: .iPhone13)
        let checks = tree.views(ofKind: .image).filter { imageDrawing($0)?.name == "checkmark" }
        #expect(checks.count == 1)
        #expect(imageDrawing(checks.first)?.foreground == .color(.accentColor))
        let rows = Flavor.allCases.compactMap { tree.frame(of: $0) }
        #expect(rows.count == 3)
        // Each option is a row of the list's minimum height, 44.
        if rows.count == 3 {
            #expect(abs(rows[1].midY - rows[0].midY - 44) < 1e-6 && abs(rows[2].midY - rows[1].midY - 44) < 1e-6, "\(tree)")
            #expect(checks.first.map { abs($0.frame.midY - rows[2].midY) <= 1.0 / 3 && $0.frame.minX > rows[2].maxX } == true)
        }
    }

    @Test("a navigation link picker shows the selected option's label trailing, secondary")
    func navigationLinkShowsTheSelectedLabel() {
        let tree = column {
            Picker("Flavor", selection: .constant(Flavor.chocolate)) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }.id("p").pickerStyle(.navigationLink)
        }
        let texts = tree.views(ofKind: .text)
        #expect(texts.map(\.label) == ["Flavor", "Chocolate"])
        #expect(textDrawing(texts.last)?.foreground == .color(.secondary))
        #expect(texts.last.map { abs($0.frame.maxX - 374) < 1e-6 } == true)
    }

    // MARK: TabView

    @Test("TabView(selection:) shows the tab whose tag is the selection")
    func tabViewSelectsByTag() {
        let tree = layout(TabView(selection: .constant(1)) {
            Color.red.id("home").tabItem { Text("Home").id("t0") }.tag(0)
            Color.blue.id("mail").tabItem { Text("Mail").id("t1") }.tag(1)
        }, on: .iPhone13)
        #expect((tree.frame(of: "home") ?? .zero) == .zero)
        tree.assertFrame("mail", 0, 47, 390, 810 - 49 - 47)
        // The selected item is drawn in the accent colour.
        let item = tree.views(ofKind: .text).first { $0.label == "Mail" }
        #expect(textDrawing(item)?.foreground == .color(.accentColor))
        // No tag matching: the first tab.
        let none = layout(TabView(selection: .constant(7)) {
            Color.red.id("home").tag(0)
            Color.blue.id("mail").tag(1)
        }, on: .iPhone13)
        none.assertFrame("home", 0, 47, 390, 810 - 49 - 47)
    }

    @Test("a paging TabView over a ForEach selects the page whose id is the selection")
    func pagesSelectedByForEachID() {
        let items = [Item(id: 10, name: "A"), Item(id: 20, name: "B"), Item(id: 30, name: "C")]
        let tree = layout(TabView(selection: .constant(20)) {
            ForEach(items) { Text($0.name).id($0.name) }
        }.tabViewStyle(.page), on: .iPhone13)
        #expect(tree.frame(of: "A") == nil || tree.frame(of: "A") == .zero)
        #expect(tree.frame(of: "B").map { $0.width > 0 } == true)
    }

    @Test("tags inside a tab's list are the list's, not the tab view's")
    func listRowsDoNotTagTheTab() {
        let items = [Item(id: 1, name: "One")]
        let tree = layout(TabView(selection: .constant(1)) {
            List { ForEach(items) { Text($0.name) } }.id("list").tabItem { Text("List") }
            Color.blue.id("other").tabItem { Text("Other") }.tag(1)
        }, on: .iPhone13)
        tree.assertFrame("other", 0, 47, 390, 810 - 49 - 47)
    }

    @Test("a picker inside a tab keeps its own tags")
    func nestedPickerKeepsItsTags() {
        let tree = layout(TabView(selection: .constant("b")) {
            Picker("P", selection: .constant("b")) {
                Text("A").tag("a")
                Text("B").tag("b")
            }.id("first").tabItem { Text("1") }.tag("a")
            Color.blue.id("second").tabItem { Text("2") }.tag("b")
        }, on: .iPhone13)
        tree.assertFrame("second", 0, 47, 390, 810 - 49 - 47)
    }
}

// MARK: State

private struct Counter: View {
    @State private var count: Int
    init(start: Int) { _count = State(initialValue: start) }
    var body: some View { Text("\(count)") }
}

@Suite("State initialised in init")
struct StateInitTests {
    @Test("@State without a default value, set through _count in init, compiles and holds the value")
    @MainActor func stateSetInInit() {
        let tree = layout(Counter(start: 5), on: .iPhone13)
        #expect(tree.views(ofKind: .text).map(\.label) == ["5"])
    }
}
