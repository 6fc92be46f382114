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
}
