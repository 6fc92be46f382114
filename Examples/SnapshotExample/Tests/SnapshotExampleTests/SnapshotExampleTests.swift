import SnapshotExample
import SnapshotTesting
import Testing
import ViewLayout
import ViewLayoutTesting

// The references are in __Snapshots__/SnapshotExampleTests beside this
// file. A missing one is recorded on the first run (which fails, saying
// so); `SNAPSHOT_TESTING_RECORD=all swift test` records them all again.

@Suite struct ProfileCardSnapshots {
    @Test @MainActor func frames() {
        // The placed-view tree on an iPhone 13: a change that moves a view
        // fails naming it (#name, #role...) and how far it moved.
        assertSnapshot(of: ProfileCard(name: "Ada Lovelace", role: "Analyst"), as: .frames(on: .iPhone13))
    }

    @Test @MainActor func largestAccessibilityText() {
        assertSnapshot(of: ProfileCard(name: "Ada Lovelace", role: "Analyst"),
                       as: .frames(on: .iPhoneSE3, dynamicTypeSize: .accessibility5))
    }

    @Test @MainActor func picture() {
        // A PNG at @2x, 390 x 120 points; anti-aliasing that another
        // machine shades slightly differently stays within the tolerance.
        assertSnapshot(of: ProfileCard(name: "Ada Lovelace", role: "Analyst"),
                       as: .image(on: .iPhone13, scale: 2, size: CGSize(width: 390, height: 120)))
    }
}

@Suite struct SettingsRowSnapshots {
    @Test @MainActor func rightToLeft() {
        assertSnapshot(of: SettingsRow(icon: "globe", title: "Language", value: "English"),
                       as: .frames(on: .iPhone13, layoutDirection: .rightToLeft))
    }

    @Test @MainActor func darkPicture() {
        assertSnapshot(of: SettingsRow(icon: "globe", title: "Language", value: "English"),
                       as: .image(on: .iPhone13, scale: 2, size: CGSize(width: 390, height: 60), colorScheme: .dark))
    }
}

/// Every #Preview of the module, on two phones: one snapshot each.
@MainActor @Test func previews() {
    assertPreviewSnapshots(in: "SnapshotExample", on: [.iPhone13, .iPhoneSE3])
}
