import Testing
import ViewLayout

// Lists and forms on the iPhone 13 preset (390 × 844 at @3x, safe area 47
// on top and 34 below: DevicePreset.swift). The expected frames come from
// PlatformMetrics, "List and Form": minimum row height 44; inset styles put
// a section 20 from the screen's edges with rows inset 16 (a form row);
// edge-to-edge styles inset rows 20 leading; a header 16 above and 6 below,
// lined up with the rows' text; 20 above a section without a header, 10
// below each; one-pixel separators from the row's leading inset.

/// Frames sit on the @3x pixel grid: a derived position may round either
/// way by up to one pixel.
func vlNear(_ a: CGFloat?, _ b: CGFloat) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= 1.0 / 3 + 1e-6
}

private let body = VLTest.bodyLine3x
private let top: CGFloat = 47

@Suite("List and Form")
struct ListTests {
    @Test("an inset grouped list: header, rows of 44, text 36 from the screen's edge")
    func insetGroupedRows() {
        let tree = layout(List {
            Section {
                Text("Alpha").id("a")
                Text("Beta").id("b")
            } header: {
                Text("Header").id("h")
            }
        }, on: .iPhone13)
        #expect(tree.diagnostics.isEmpty)
        // The header in capitals (see sectionHeadersInCapitals).
        let header = VLTest.text("HEADER", font: .footnote).size
        // Header: 16 below the list's top, its text at margin 20 + row inset 16.
        tree.assertFrame("h", 36, top + 16, header.width, header.height)
        let cardTop = top + 16 + header.height + 6
        // Rows: 44 tall (minimum), text centred vertically, 36 from the left.
        let a = tree.frame(of: "a")
        #expect(a?.minX == 36)
        #expect(vlNear(a?.minY, cardTop + (44 - body) / 2))
        let b = tree.frame(of: "b")
        #expect(vlNear(b?.minY, cardTop + 44 + (44 - body) / 2))
        // One separator, under the first row, from its text to the card's edge:
        // 350 - 16 wide, one pixel tall.
        let separators = tree.views(ofKind: .rectangle).filter { abs($0.frame.height - 1.0 / 3) < 1e-6 }
        #expect(separators.count == 1)
        if let s = separators.first {
            #expect(s.frame.minX == 36 && abs(s.frame.width - 334) < 1e-6)
            #expect(vlNear(s.frame.maxY, cardTop + 44))
        }
        // The card: 20 from each edge, two rows tall, corner radius 10.
        let card = tree.allViews.first { $0.frame.minX == 20 && abs($0.frame.width - 350) < 1e-6 && abs($0.frame.height - 88) < 1e-6 }
        #expect(card != nil)
    }

    @Test("a list fills the offered space; a section without a header starts 20 down")
    func listFillsAndSpacing() {
        let tree = layout(List {
            Text("One").id("one")
            Text("Two").id("two")
        }.id("list"), on: .iPhone13)
        tree.assertFrame("list", 0, 47, 390, 844 - 47 - 34)
        #expect(vlNear(tree.frame(of: "one")?.minY, top + 20 + (44 - body) / 2))
        #expect(vlNear(tree.frame(of: "two")?.minY, top + 20 + 44 + (44 - body) / 2))
        // The grouped background (#F2F2F7) reaches the screen's edges.
        #expect(tree.allViews.contains { $0.kind == .color && $0.frame == CGRect(x: 0, y: 0, width: 390, height: 844) })
    }

    @Test("a plain list: rows edge to edge, text 20 from the edge, no top space")
    func plainList() {
        let tree = layout(List(0..<3, id: \.self) { i in Text("Row \(i)").id(i) }.listStyle(.plain), on: .iPhone13)
        for i in 0..<3 {
            let f = tree.frame(of: i)
            #expect(f?.minX == 20)
            #expect(vlNear(f?.minY, top + CGFloat(i) * 44 + (44 - body) / 2))
        }
        // Separators from x 20 to the screen's edge, between rows only.
        let separators = tree.views(ofKind: .rectangle).filter { abs($0.frame.height - 1.0 / 3) < 1e-6 }
        #expect(separators.count == 2)
        #expect(separators.allSatisfy { $0.frame.minX == 20 && $0.frame.maxX == 390 })
    }

    @Test("sections: 10 below one, 20 above the next; a footer below its card")
    func sectionSpacing() {
        let tree = layout(Form {
            Section { Text("A").id("a") } footer: { Text("Foot").id("f") }
            Section { Text("B").id("b") }
        }, on: .iPhone13)
        let a = top + 20
        #expect(vlNear(tree.frame(of: "a")?.minY, a + (44 - body) / 2))
        let foot = VLTest.text("Foot", font: .footnote).size
        tree.assertFrame("f", 36, a + 44, foot.width, foot.height)
        let b = a + 44 + foot.height + 10 + 20
        #expect(vlNear(tree.frame(of: "b")?.minY, b + (44 - body) / 2))
    }

    @Test("listRowInsets, defaultMinListRowHeight, listRowSeparator(.hidden)")
    func rowModifiers() {
        let tree = layout(List {
            Text("A").id("a").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)).listRowSeparator(.hidden)
            Text("B").id("b")
        }
        .environment(\.defaultMinListRowHeight, 60), on: .iPhone13)
        #expect(tree.frame(of: "a")?.minX == 60)
        #expect(tree.frame(of: "b")?.minX == 36)
        #expect(vlNear(tree.frame(of: "b")?.minY, top + 20 + 60 + (60 - body) / 2))
        #expect(!tree.views(ofKind: .rectangle).contains { abs($0.frame.height - 1.0 / 3) < 1e-6 })
    }

    @Test("a navigation link in a row: a 17-point chevron 6 after the label")
    func navigationLinkRow() {
        let tree = layout(List {
            NavigationLink(destination: Text("Detail")) { Text("General").id("g") }
        }, on: .iPhone13)
        let chevron = tree.views(ofKind: .image).first
        // Row content spans 20 + 16 ... 390 - 20 - 16; the chevron's 17-point
        // box ends there, the symbol centred in it.
        #expect(chevron.map { abs($0.frame.midX - (354 - 8.5)) <= 1.0 / 3 } == true)
        #expect(tree.frame(of: "g")?.minX == 36)
    }

    @Test("a list with a ForEach over identifiable data and an empty list lay out without diagnostics")
    func dataAndEmpty() {
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "x"), Item(id: 2, name: "y")]
        let tree = layout(List(items) { Text($0.name).id($0.id) }, on: .iPhone13)
        #expect(vlNear(tree.frame(of: 2)?.minY, top + 20 + 44 + (44 - body) / 2))
        let empty = layout(List { EmptyView() }, on: .iPhone13)
        #expect(empty.diagnostics.isEmpty && empty.vlAllFramesFinite)
        let bad = layout(List { Text("x") }.environment(\.defaultMinListRowHeight, .nan), on: .iPhone13)
        #expect(bad.vlHasDiagnostic("defaultMinListRowHeight"))
        let badSpacing = layout(List { Text("x"); Text("y") }.listRowSpacing(-3).listSectionSpacing(.nan), on: .iPhone13)
        #expect(badSpacing.vlHasDiagnostic("listRowSpacing") && badSpacing.vlHasDiagnostic("listSectionSpacing"))
        #expect(badSpacing.vlAllFramesFinite)
    }
}

@Suite("List row traits")
struct ListRowTraitTests {
    @Test("a trait set on a ForEach reaches every row; a badge is the row's trailing text")
    func forEachTraitsAndBadge() {
        let tree = layout(List {
            ForEach(0..<2, id: \.self) { i in Text("Row \(i)").id(i) }
                .listRowInsets(EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
            Text("Inbox").id("inbox").badge(5)
        }, on: .iPhone13)
        // Inset styles: the card starts 20 from the edge (PlatformMetrics, "List and Form").
        #expect(tree.frame(of: 0)?.minX == 50)
        #expect(tree.frame(of: 1)?.minX == 50)
        let badge = tree.views(ofKind: .text).first { $0.label == "5" }
        // The badge ends at the row's trailing inset: 390 - 20 - 16.
        #expect(badge.map { abs($0.frame.maxX - 354) < 1e-6 } == true)
    }

    // iOS 14 to 18 show section headers in capitals unless a textCase(_:)
    // says otherwise, nil included (LoopKit's SectionHeader: "iOS 14 puts
    // section headers in all-caps by default"; iOS 26 moved to title case);
    // an .increased header and a sidebar's keep the case written.
    @Test("section headers in capitals unless textCase(_:) is set, on the section or the header")
    func sectionHeadersInCapitals() {
        let tree = layout(List {
            Section("Promo code") { Text("a") }
            Section { Text("b") } header: { Text("Kept").textCase(nil) }
            Section { Text("c") } header: { Text("Lower Too").textCase(.lowercase) }
            Section("On the section") { Text("d") }.textCase(nil)
            Section("Prominent") { Text("e") }.headerProminence(.increased)
        }, on: .iPhone13)
        let labels = Set(tree.views(ofKind: .text).compactMap(\.label))
        #expect(labels.isSuperset(of: ["PROMO CODE", "Kept", "lower too", "On the section", "Prominent"]))
        #expect(!labels.contains("Promo code"))
        let promo = tree.views(ofKind: .text).first { $0.label == "PROMO CODE" }
        #expect(promo.map { abs($0.frame.width - VLTest.text("PROMO CODE", font: .footnote).size.width) < 1e-6 } == true)
        let sidebar = layout(List { Section("Library") { Text("a") } }.listStyle(.sidebar), on: .iPhone13)
        #expect(sidebar.views(ofKind: .text).contains { $0.label == "Library" })
    }
}
