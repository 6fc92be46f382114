import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples

// Every example stage and every app-screen preview laid out left to right
// and right to left: each view of one must be the mirror of the same view of
// the other inside its parent (Fidelity, "Layout direction": layout is
// computed left to right and each child is mirrored inside its parent,
// x' = parentWidth − x − w; y and sizes do not change). The comparison is
// `DirectionTests.mirrorProblems`, within a pixel at the tree's scale (each
// edge is rounded to the pixel grid on its own, halves up, so a mirrored
// edge can land a pixel away).
@Suite("Right-to-left mirror of every tree")
struct MirrorTests {
    /// The right-to-left form of an environment.
    static func rightToLeft(_ env: EnvironmentValues) -> EnvironmentValues {
        var e = env
        e.layoutDirection = .rightToLeft
        return e
    }

    @Test("every example stage mirrors right to left")
    func exampleStages() {
        var compared = 0
        for example in Example.all {
            for (k, stage) in example.stages.enumerated() {
                // The one exception: a stage whose view sets its own
                // direction (the indented text's right-to-left stage writes
                // `.environment(\.layoutDirection, .rightToLeft)`) keeps it
                // whatever the root's, in SwiftUI as here: nothing to mirror.
                if stage.code.contains("layoutDirection") { continue }
                let ltr = stage.layout()
                let rtl = ViewLayout.layout(stage.view, in: stage.rootSize, safeAreaInsets: stage.safeAreaInsets,
                                            environment: Self.rightToLeft(stage.environment))
                let scale = Double(stage.environment.displayScale)
                let problems = DirectionTests.mirrorProblems(ltr, rtl, "\(example.name) stage \(k + 1)",
                                                             tolerance: 1 / scale)
                #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
                compared += 1
            }
        }
        #expect(compared >= Example.all.count)
    }

    @Test("every app-screen preview mirrors right to left")
    @MainActor func appScreens() {
        let previews = PreviewRegistry.previews(in: "ViewLayoutTests")
        #expect(previews.count >= 40)
        var moved = 0
        for preview in previews {
            let view = preview.makeView()
            let ltr = ViewLayout.layout(view, on: .iPhone13)
            let rtl = ViewLayout.layout(view, on: .iPhone13, environment: Self.rightToLeft(EnvironmentValues()))
            let problems = DirectionTests.mirrorProblems(ltr, rtl, "\(preview.fileID):\(preview.line)", tolerance: 1.0 / 3)
            #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
            if zip(ltr.allViews, rtl.allViews).contains(where: { $0.frame != $1.frame }) { moved += 1 }
        }
        // The direction reached the screens: most have something off-centre.
        #expect(moved * 2 >= previews.count)
    }

    /// The families the examples and screens use little or not at all, one
    /// small tree each, in a 390 × 763 root at @3x.
    @Test("families the corpus lacks mirror right to left")
    func families() {
        func check<V: View>(_ name: String, _ view: V) {
            var env = EnvironmentValues()
            env.displayScale = 3
            let size = CGSize(width: 390, height: 763)
            let ltr = ViewLayout.layout(view, in: size, environment: env)
            let rtl = ViewLayout.layout(view, in: size, environment: Self.rightToLeft(env))
            let problems = DirectionTests.mirrorProblems(ltr, rtl, name, tolerance: 1.0 / 3)
            #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
        }
        check("horizontal scroll view", ScrollView(.horizontal) {
            HStack(spacing: 12) { ForEach(0..<20, id: \.self) { _ in Color.red.frame(width: 60, height: 40) } }
                .padding(.leading, 20)
        })
        check("lazy grids", ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.flexible())], alignment: .top) {
                ForEach(0..<30, id: \.self) { i in Color.blue.frame(width: 30 + Double(i % 3) * 10) }
            }
        })
        check("grid with spans and anchors", Grid(alignment: .leading) {
            GridRow {
                Text("Name").gridColumnAlignment(.trailing)
                Color.green.frame(width: 40, height: 20).gridCellAnchor(.topLeading)
                Text("x")
            }
            GridRow {
                Text("A longer label").gridCellColumns(2)
                Divider().gridCellUnsizedAxes(.horizontal)
            }
        })
        check("geometry reader", GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 3, height: 20)
        }.frame(height: 100).padding(.leading, 30))
        check("view that fits", ViewThatFits {
            HStack { Text("A rather long label that will not fit"); Text("B") }.frame(width: 900)
            HStack(alignment: .top) { Text("Short"); Spacer(); Color.red.frame(width: 20, height: 20) }
        })
        check("safe-area inset on the leading edge", Color.gray.safeAreaInset(edge: .leading, spacing: 4) {
            Color.red.frame(width: 30)
        })
        check("custom layout", ColumnLayout {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Column.self, value: 2)
            Color.blue.frame(width: 10, height: 10)
        })
        check("text alignment", VStack(alignment: .trailing) {
            Text("One line").frame(maxWidth: .infinity, alignment: .leading)
            Text("Two\nlines of text").multilineTextAlignment(.leading)
        }.padding(.horizontal, 24))
    }
}
