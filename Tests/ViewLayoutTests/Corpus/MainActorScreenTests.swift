import Testing
import ViewLayout

// The main-actor screens of MainActorScreens.swift laid out on the iPhone 13
// preset (390 × 844, safe area 47 / 34, @3x: DevicePreset.swift). Every size
// below is one the screens give themselves (row, header and bar heights,
// 16-point margins, the 24-point badge), placed from the safe area's edges.

@Suite("Main-actor models and views")
struct MainActorScreenTests {
    @Test("a @MainActor test lays out a screen whose @StateObject and @State hold @MainActor models")
    @MainActor func inboxFromMainActor() {
        let tree = layout(MailboxScreen(), on: .iPhone13)
        // The header (52 tall) at the top of the safe area, full width.
        #expect(placed(tree.frame(of: "header"), CGRect(x: 0, y: 47, width: 390, height: 52)))
        // The model's rows follow it, 44 each (MailboxStyle.rowHeight), in the
        // model's order: the `.task` that would sort them does not run in a
        // still layout.
        #expect(placed(tree.frame(of: "Welcome aboard"), CGRect(x: 0, y: 99, width: 390, height: 44)))
        #expect(placed(tree.frame(of: "Your invoice"), CGRect(x: 0, y: 143, width: 390, height: 44)))
        #expect(placed(tree.frame(of: "Team lunch"), CGRect(x: 0, y: 187, width: 390, height: 44)))
        // The compose bar (50 tall) sits on the bottom safe-area edge:
        // 844 − 34 − 50.
        #expect(placed(tree.frame(of: "composeBar"), CGRect(x: 0, y: 760, width: 390, height: 50)))
        #expect(tree.diagnostics.isEmpty)
    }

    @Test("a nonisolated test lays out a view whose body reads main-actor state and calls a @MainActor helper")
    func badgeRowFromNonisolatedTest() {
        let tree = layout(VStack { UnreadBadgeRow(unread: 3); Spacer() }, on: .iPhone13)
        #expect(placed(tree.frame(of: "unreadRow"), CGRect(x: 0, y: 47, width: 390, height: 44)))
        // The badge is at least 24 × 24 (a one-digit caption is smaller),
        // 16 from the trailing edge and centred in the 44-point row.
        #expect(placed(tree.frame(of: "badge"), CGRect(x: 390 - 16 - 24, y: 47 + 10, width: 24, height: 24)))
        #expect(tree.diagnostics.isEmpty)
    }

    @Test("layouts of a main-actor view run concurrently off the main thread and agree")
    func concurrentLayouts() async {
        let trees = await withTaskGroup(of: String.self) { group in
            for _ in 0..<4 {
                group.addTask { layout(UnreadBadgeRow(unread: 12), on: .iPhone13).description }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(trees.count == 4)
        #expect(Set(trees).count == 1)
    }

    @Test("the previews of main-actor screens lay out through PreviewRegistry")
    @MainActor func previews() {
        let previews = PreviewRegistry.previews(in: "ViewLayoutTests").filter { $0.fileID.hasSuffix("/MainActorScreens.swift") }
        #expect(previews.map(\.displayName) == ["Inbox", "Unread row"])
        for preview in previews {
            #expect(preview.layout(on: .iPhone13).diagnostics.isEmpty)
        }
        let inbox = previews.first?.layout(on: .iPhone13)
        #expect(placed(inbox?.frame(of: "header"), CGRect(x: 0, y: 47, width: 390, height: 52)))
    }
}

/// Whether a view was placed at `expected` (to a millionth of a point).
private func placed(_ frame: CGRect?, _ expected: CGRect) -> Bool {
    frame.map { VLTest.close($0, expected) } ?? false
}
