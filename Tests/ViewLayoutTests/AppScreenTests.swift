import Testing
import ViewLayout

// The screens of AppScreens.swift laid out on the iPhone 13 preset
// (390 × 844 at @3x, safe area 47 / 34: DevicePreset.swift). The
// behaviour modifiers must move nothing: each screen is compared frame by
// frame with its twin without them, and a few frames are checked against
// the rules they follow.

/// Every placed frame of `tree`, in order.
private func frames(_ tree: PlacedViewTree) -> [CGRect] { tree.allViews.map(\.frame) }

/// Sizes equal to a millionth of a point (pixel-grid values such as
/// 20.3333 are not exact in binary, and sums round differently).
private func same(_ a: CGSize?, _ b: CGSize) -> Bool {
    guard let a else { return false }
    return abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

private func same(_ a: CGFloat?, _ b: CGFloat) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-6
}

/// `x` on the @3x pixel grid (PixelRounding: frames are placed on it).
private func onGrid(_ x: CGFloat) -> CGFloat { (x * 3).rounded() / 3 }

@Suite("App screens")
struct AppScreenTests {
    @Test("behaviour modifiers move nothing on the profile screen")
    @MainActor func profileModifiersAreFree() {
        let with = layout(ProfileScreen(), on: .iPhone13)
        let without = layout(ProfileScreen(withBehaviour: false), on: .iPhone13)
        #expect(with.count == without.count)
        #expect(frames(with) == frames(without))
        #expect(with.diagnostics.isEmpty)
    }

    @Test("the profile screen's frames follow padding, stack spacing and centring")
    @MainActor func profileFrames() {
        let tree = layout(ProfileScreen(), on: .iPhone13)
        // The Spacer makes the padded VStack fill the safe area (47...810);
        // default padding is 16, so the stack starts at y 63; the 96-point
        // circle is centred in the 390-point width: x = (390 - 96) / 2.
        tree.assertFrame("avatar", 147, 63, 96, 96)
        // Then 12 points of spacing and the title line.
        let name = VLTest.text("Ada Lovelace", font: .title).size
        let nameFrame = tree.frame(of: "name")
        #expect(nameFrame?.minY == 171)
        #expect(same(nameFrame?.size, name))
        #expect(nameFrame.map { abs($0.midX - 195) <= 1.0 / 3 } == true)
        let followers = VLTest.text("1200 followers").size
        #expect(same(tree.frame(of: "followers")?.minY, onGrid(171 + name.height + 12)))
        #expect(same(tree.frame(of: "followers")?.size, followers))
        // The badge: its label padded by 20 on each side, 36 tall.
        let badge = tree.frame(of: "badge")
        #expect(badge?.height == 36)
        #expect(badge.map { abs($0.width - (VLTest.text("Follow").size.width + 40)) < 1e-6 } == true)
    }

    @Test("a state write is seen by the next evaluation of body")
    @MainActor func stateWrite() {
        let screen = ProfileScreen()
        let before = layout(screen, on: .iPhone13)
        #expect(same(before.frame(of: "followers")?.size, VLTest.text("1200 followers").size))
        screen.followers = 7
        let after = layout(screen, on: .iPhone13)
        #expect(same(after.frame(of: "followers")?.size, VLTest.text("7 followers").size))
        // Through a binding, as a child view writes it.
        #expect(same(layout(screen, on: .iPhone13).frame(of: "badge")?.width, VLTest.text("Follow").size.width + 40))
        screen.isFollowingBinding.wrappedValue = true
        #expect(same(layout(screen, on: .iPhone13).frame(of: "badge")?.width, VLTest.text("Following").size.width + 40))
        // A screen made afresh starts from its initial values.
        #expect(same(layout(ProfileScreen(), on: .iPhone13).frame(of: "followers")?.size, VLTest.text("1200 followers").size))
    }

    @Test("the settings screen reads @AppStorage defaults and environment values")
    @MainActor func settings() {
        let tree = layout(SettingsScreen(), on: .iPhone13)
        #expect(frames(tree) == frames(layout(SettingsScreen(withBehaviour: false), on: .iPhone13)))
        // Rows of 44 in a leading-aligned stack without spacing, each
        // followed by a one-pixel divider (1/3 point at @3x); the HStacks
        // hold Spacers, so the rows span the 390-point width.
        tree.assertFrame("user", 0, 47, 390, 44)
        tree.assertFrame("appearance", 0, 47 + 44 + 1.0 / 3, 390, 44)
        // The value is the row's last view, 16 from the trailing edge.
        let light = VLTest.text("Light").size
        #expect(same(tree.frame(of: "Appearance.value")?.maxX, 374))
        #expect(same(tree.frame(of: "Appearance.value")?.size, light))
        #expect(same(tree.frame(of: "Signed in as.value")?.size, VLTest.text("Guest").size))
        #expect(same(tree.frame(of: "Layout.value")?.size, VLTest.text("Compact").size))
        #expect(same(tree.frame(of: "Text size.value")?.size, VLTest.text("Standard").size))
        // The @AppStorage Bool's default (true) shows the dot, at the leading edge.
        tree.assertFrame("dot", 0, 47 + 4 * 44 + 3.0 / 3, 8, 8)

        let dark = layout(SettingsScreen().environment(\.colorScheme, .dark), on: .iPhone13)
        #expect(same(dark.frame(of: "Appearance.value")?.size, VLTest.text("Dark").size))
        let preferred = layout(SettingsScreen().preferredColorScheme(.dark), on: .iPhone13)
        #expect(same(preferred.frame(of: "Appearance.value")?.size, VLTest.text("Dark").size))
        let large = layout(SettingsScreen().dynamicTypeSize(.accessibility2), on: .iPhone13)
        // Body text at AX2 is 33 points (PlatformMetrics, "Dynamic Type sizes").
        #expect(same(large.frame(of: "Text size.value")?.size, VLTest.text("Accessibility", font: .system(size: 33)).size))
        let regular = layout(SettingsScreen(), on: .iPadPro11)
        #expect(same(regular.frame(of: "Layout.value")?.size, VLTest.text("Regular", scale: 2).size))
    }

    @Test("edgesIgnoringSafeArea is ignoresSafeArea for the container region")
    func edgesIgnoringSafeArea() {
        let old = layout(Color.blue.id("fill").edgesIgnoringSafeArea(.all), on: .iPhone13)
        let new = layout(Color.blue.id("fill").ignoresSafeArea(.container, edges: .all), on: .iPhone13)
        #expect(frames(old) == frames(new))
        // The color grows over the whole 390 × 844 screen.
        old.assertFrame("fill", 0, 0, 390, 844)
    }

    @Test("environment defaults are SwiftUI's")
    @MainActor func environmentDefaults() {
        let env = EnvironmentValues()
        #expect(env.colorScheme == .light)
        #expect(env.dynamicTypeSize == .large)
        #expect(env.isEnabled)
        #expect(env.scenePhase == .active)
        #expect(!env.isPresented)
        #expect(env.editMode == nil)
        var disabled: Bool? = nil
        struct Probe: View {
            @Environment(\.isEnabled) var isEnabled
            let report: (Bool) -> Void
            var body: some View { report(isEnabled); return Color.clear }
        }
        _ = layout(Probe { disabled = !$0 }.disabled(true), on: .iPhone13)
        #expect(disabled == true)
        _ = layout(Probe { disabled = !$0 }.disabled(false), on: .iPhone13)
        #expect(disabled == false)
    }

    @Test("an @Observable model from the environment lays out its rows")
    @MainActor func library() {
        let library = Library.sample
        let tree = layout(LibraryScreen().environment(library), on: .iPhone13)
        #expect(frames(tree) == frames(layout(LibraryScreen(withBehaviour: false).environment(library), on: .iPhone13)))
        tree.assertFrame("Emma", 0, 47, 390, 44)
        tree.assertFrame("Persuasion", 0, 91, 390, 44)
        tree.assertFrame("Middlemarch", 0, 135, 390, 44)
        #expect(tree.diagnostics.isEmpty)
        // The same rows through `@Bindable var library = library` in body
        // and `ForEach($library.books) { $book in ... }`.
        #expect(frames(layout(ReadingListScreen().environment(library), on: .iPhone13)) == frames(tree))
        // A write through @Bindable is seen by the next layout.
        BookRow(book: library.books[0]).readBinding.wrappedValue = true
        #expect(library.books[0].isRead)
        library.books[1].title = "Emma"
        library.books.removeLast()
        let after = layout(LibraryScreen().environment(library), on: .iPhone13)
        #expect(after.frame(of: "Middlemarch") == nil)
    }

    @Test("a missing @Observable environment object is a diagnostic, not a crash")
    @MainActor func missingObservable() {
        let tree = layout(LibraryScreen(), on: .iPhone13)
        #expect(tree.diagnostics.contains { $0.message.contains("LibraryScreen") && $0.message.contains("Library") && $0.message.contains(".environment(_:)") })
        #expect(tree.frame(of: "Emma") == nil)
    }

    @Test("@StateObject, @EnvironmentObject and $model bindings")
    @MainActor func cart() {
        let tree = layout(CartScreen(), on: .iPhone13)
        #expect(tree.diagnostics.isEmpty)
        #expect(same(tree.frame(of: "summary")?.size, VLTest.text("2 items").size))
        #expect(same(tree.frame(of: "note")?.size, VLTest.text("Add a note").size))
        // Three texts and the note, 8 apart, centred in the safe area.
        let line = VLTest.text("Apples").size.height
        let height = 4 * line + 3 * 8
        #expect(same(tree.frame(of: "Apples")?.minY, onGrid(47 + (763 - height) / 2)))

        let cart = CartModel()
        var changes = 0
        let subscription = cart.objectWillChange.sink { _ in changes += 1 }
        cart.items.append("Plums")
        cart.note = "Ripe"
        #expect(changes == 2)
        CartItemList(cart: cart).noteBinding.wrappedValue = "Soft"
        #expect(cart.note == "Soft")
        #expect(changes == 3)
        subscription.cancel()
        cart.note = "Firm"
        #expect(changes == 3)
    }

    @Test("a missing @EnvironmentObject is a diagnostic, not a crash")
    @MainActor func missingEnvironmentObject() {
        let tree = layout(VStack { Text("Header").id("header"); CartSummary().id("summary") }, on: .iPhone13)
        #expect(tree.diagnostics.count == 1)
        #expect(tree.diagnostics.first?.message.contains("CartSummary reads cart of type CartModel") == true)
        #expect(same(tree.frame(of: "header")?.size, VLTest.text("Header").size))
        // Supplied by an ancestor, it is found.
        let supplied = layout(VStack { CartSummary().id("summary") }.environmentObject(CartModel()), on: .iPhone13)
        #expect(supplied.diagnostics.isEmpty)
        #expect(same(supplied.frame(of: "summary")?.size, VLTest.text("2 items").size))
    }

    @Test("a custom modifier reading a missing @EnvironmentObject is left off its content")
    @MainActor func missingEnvironmentObjectInModifier() {
        let square = Color.blue.frame(width: 50, height: 50).id("square")
        let missing = layout(VStack { square.modifier(CartPadding()).id("padded") }, on: .iPhone13)
        #expect(missing.diagnostics.map(\.message) == ["CartPadding reads cart of type CartModel, which no ancestor supplies with .environmentObject(_:); the modifier is left off its content (SwiftUI stops with a fatal error here)"])
        #expect(missing.frame(of: "padded")?.size == CGSize(width: 50, height: 50))
        // Supplied: two items, two points of padding on each side.
        let supplied = layout(VStack { square.modifier(CartPadding()).id("padded") }.environmentObject(CartModel()), on: .iPhone13)
        #expect(supplied.diagnostics.isEmpty)
        #expect(supplied.frame(of: "padded")?.size == CGSize(width: 54, height: 54))
    }

    @Test("bindings: constant, get/set, member projection, optional")
    func bindings() {
        struct Profile { var name: String; var age: Int }
        let state = State(wrappedValue: Profile(name: "Ada", age: 36))
        let name = state.projectedValue.name
        name.wrappedValue = "Grace"
        #expect(state.wrappedValue.name == "Grace")
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
        let optional = Binding<Int?>(state.projectedValue.age)
        #expect(optional.wrappedValue == 36)
        optional.wrappedValue = 40
        #expect(state.wrappedValue.age == 40)
        let items = State(wrappedValue: [1, 2, 3])
        for element in items.projectedValue { element.wrappedValue *= 10 }
        #expect(items.wrappedValue == [10, 20, 30])
    }
}

@Suite("Previews")
struct PreviewRegistryTests {
    @Test("the registry lists this module's #Previews with names, places and traits")
    func lists() {
        let previews = PreviewRegistry.previews(in: "ViewLayoutTests")
        let names = previews.map(\.displayName)
        #expect(names.contains("Profile"))
        #expect(names.contains("Profile badge"))
        #expect(names.contains("Settings"))
        #expect(names.contains("Settings, dark"))
        #expect(names.contains("Library"))
        // The unnamed one is named after its file and line, as in Xcode.
        #expect(names.contains { $0.hasPrefix("AppScreens.swift:") })
        let badge = previews.first { $0.name == "Profile badge" }
        #expect(badge?.fileID == "ViewLayoutTests/AppScreens.swift")
        #expect(badge?.previewLayout == .sizeThatFits)
        #expect(previews.first { $0.name == "Settings" }?.orientation == .portrait)
        #expect(previews.first { $0.name == "Profile" }?.previewLayout == .device)
        // Ordered by file and line.
        let lines = previews.filter { $0.fileID == "ViewLayoutTests/AppScreens.swift" }.map(\.line)
        #expect(lines == lines.sorted())
        #expect(lines.count == 8)
        // An unnamed #Preview is named after the line it is written on.
        let unnamed = previews.filter { $0.name == nil && $0.fileID == "ViewLayoutTests/AppScreens.swift" }
        #expect(unnamed.count == 2)
        #expect(unnamed.allSatisfy { $0.displayName == "AppScreens.swift:\($0.line)" })
    }

    @MainActor @Test("every #Preview of the module lays out on the iPhone 13 without diagnostics")
    func laysOut() {
        // The corpus's previews have their own test (Corpus/CorpusTests.swift).
        for preview in PreviewRegistry.previews(in: "ViewLayoutTests") where preview.fileID == "ViewLayoutTests/AppScreens.swift" {
            let tree = preview.layout(on: .iPhone13)
            #expect(tree.diagnostics.isEmpty, "\(preview.displayName): \(tree.diagnostics)")
            #expect(tree.count > 1, "\(preview.displayName)")
        }
        let profile = PreviewRegistry.previews(in: "ViewLayoutTests").first { $0.name == "Profile" }
        #expect(profile.map { frames($0.layout(on: .iPhone13)) } == frames(layout(ProfileScreen(), on: .iPhone13)))
        // .landscapeLeft on the iPhone 13: 844 × 390, its 47-point top inset
        // on both sides and 21 at the bottom (see Preview.layout(on:)); the
        // first row spans the safe area's 750-point width.
        let landscape = PreviewRegistry.previews(in: "ViewLayoutTests").first { $0.name == "Settings, landscape" }
        let turned = landscape.map { $0.layout(on: .iPhone13) }
        #expect(turned?.root.frame.size == CGSize(width: 844, height: 390))
        turned?.assertFrame("user", 47, 0, 750, 44)
        // .fixedLayout: the row is laid out in a 300 × 120 root.
        let fixed = PreviewRegistry.previews(in: "ViewLayoutTests").first { $0.traits.contains { "\($0)" == "fixed(width: 300.0, height: 120.0)" } }
        let row = fixed.map { $0.layout(on: .iPhone13) }
        row?.assertFrame("row", 0, 38, 300, 44)
        // .sizeThatFitsLayout: the root is the badge's ideal size.
        let badge = PreviewRegistry.previews(in: "ViewLayoutTests").first { $0.name == "Profile badge" }
        let root = badge.map { $0.layout(on: .iPhone13).root.frame }
        #expect(same(root?.size, CGSize(width: VLTest.text("Following").size.width + 40, height: 36)))
    }

    @MainActor @Test("PreviewProvider types are found through their conformance records")
    func provider() {
        let found = PreviewRegistry.previews(in: "ViewLayoutTests").filter { $0.name == "CartPreviews" }
        #expect(found.count == 1)
        #expect(found.first?.fileID == "ViewLayoutTests/CartPreviews")
        // Registering a provider already found does not list it twice.
        PreviewRegistry.register(CartPreviews.self)
        #expect(PreviewRegistry.previews(in: "ViewLayoutTests").filter { $0.name == "CartPreviews" }.count == 1)
        #expect(CartPreviews.platform == nil)
        let tree = found.first.map { $0.layout(on: .iPhone13) }
        #expect(tree?.diagnostics.isEmpty == true)
        // The two items of a fresh cart.
        #expect(tree.map { $0.views(ofKind: "Text").count } == 2)
    }
}
