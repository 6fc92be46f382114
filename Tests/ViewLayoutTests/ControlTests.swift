import Foundation
import Testing
import ViewLayout

// SwiftUI's controls on the iPhone 13 preset (390 × 844 at @3x, safe area
// 47 / 34: DevicePreset.swift). Each control is placed at the top of a
// leading-aligned column inset 16 from the screen's sides (`column`,
// TestSupport.swift), so it is offered 358 points and starts at (16, 47). Every expected size comes from the
// PlatformMetrics row named beside it, and text from the engine's measurer.

/// `x` on the @3x pixel grid (frames are placed on it).
private func onGrid(_ x: CGFloat) -> CGFloat { (x * 3).rounded() / 3 }

/// Sizes equal to a millionth of a point (pixel-grid values are not exact in binary).
private func same(_ a: CGSize?, _ b: CGSize) -> Bool {
    guard let a else { return false }
    return abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

private let body = VLTest.text("Sign In").size
private let line = VLTest.bodyLine3x

/// The first placed view of `kind` with exactly `size`.
private func shape(_ tree: PlacedViewTree, _ kind: PlacedView.Kind, _ w: CGFloat, _ h: CGFloat) -> PlacedView? {
    tree.views(ofKind: kind).first { abs($0.frame.width - w) < 1e-6 && abs($0.frame.height - h) < 1e-6 }
}

private func foreground(_ view: PlacedView?) -> Paint? {
    if case .text(let t)? = view?.drawing { return t.foreground }
    return nil
}

/// A custom style of the kind login screens use: a full-width capsule.
private struct WideButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(20)
            .frame(maxWidth: .infinity)
            .background(Capsule().fill(configuration.role == .destructive ? Color.red : .blue))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

private final class Counter: @unchecked Sendable { var taps = 0 }

private struct TriggeringStyle: PrimitiveButtonStyle {
    let counter: Counter
    func makeBody(configuration: Configuration) -> some View {
        configuration.trigger()
        return Button(configuration).padding(10)
    }
}

private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
    }
}

private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let binding: Binding<Bool> = configuration.$isOn
        return HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 4)
                .fill(binding.wrappedValue ? Color.blue : .gray)
                .frame(width: 22, height: 22)
                .id("box")
            configuration.label
        }
        .opacity(configuration.isOn ? 1 : 0.5)
    }
}

@Suite("Controls")
struct ControlTests {
    // MARK: Button

    @Test("an automatic button is its label, drawn in the tint (PlatformMetrics, \"Button\")")
    func automaticButton() {
        let tree = column { Button("Sign In") {}.id("b") }
        tree.assertFrame("b", 16, 47, body.width, body.height)
        let text = tree.views(ofKind: .text).first
        #expect(foreground(text) == .color(.accentColor))
        #expect(tree.diagnostics.isEmpty)
        // A tint set above changes the colour, not the frame.
        let red = column { Button("Sign In") {}.id("b").tint(.red) }
        red.assertFrame("b", 16, 47, body.width, body.height)
        #expect(foreground(red.views(ofKind: .text).first) == .color(.red))
        // A destructive role draws red; the plain style keeps the label's own colour.
        let destructive = column { Button("Sign In", role: .destructive) {} }
        #expect(foreground(destructive.views(ofKind: .text).first) == .color(.red))
        let plain = column { Button("Sign In") {}.id("b").buttonStyle(.plain) }
        plain.assertFrame("b", 16, 47, body.width, body.height)
        #expect(foreground(plain.views(ofKind: .text).first) == nil || foreground(plain.views(ofKind: .text).first) == .color(.primary))
        let borderless = column { Button("Sign In") {}.id("b").buttonStyle(.borderless) }
        borderless.assertFrame("b", 16, 47, body.width, body.height)
    }

    @Test("bordered buttons are padded to each control size's height (PlatformMetrics, \"Button\")",
          arguments: [(ControlSize.mini, 6.0, 12.0, 28.0), (.small, 6, 12, 28), (.regular, 10, 15, 32),
                      (.large, 16, 20, 44), (.extraLarge, 16, 20, 44)])
    func borderedButton(size: ControlSize, vertical: Double, horizontal: Double, minHeight: Double) {
        for prominent in [false, true] {
            let tree = column {
                if prominent {
                    Button { } label: { Text("Sign In").id("t") }.id("b").buttonStyle(.borderedProminent).controlSize(size)
                } else {
                    Button { } label: { Text("Sign In").id("t") }.id("b").buttonStyle(.bordered).controlSize(size)
                }
            }
            let h = max(body.height + 2 * vertical, minHeight)
            tree.assertFrame("b", 16, 47, body.width + 2 * horizontal, h)
            tree.assertFrame("t", 16 + horizontal, onGrid(47 + (h - body.height) / 2), body.width, body.height)
            // The platter lies behind the whole button: a capsule below the
            // large size, a 12-point rounded rectangle from it.
            let platterKind: PlacedView.Kind = [.large, .extraLarge].contains(size) ? .roundedRectangle : .capsule
            #expect(shape(tree, platterKind, body.width + 2 * horizontal, h) != nil, "\(tree)")
            #expect(foreground(tree.view(withID: "t")) == .color(prominent ? .white : .accentColor))
        }
    }

    @Test("buttonBorderShape picks the platter of bordered buttons")
    func borderShape() {
        let w = body.width + 30, h = body.height + 20
        let rounded = column { Button("Sign In") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4)) }
        let r = shape(rounded, .roundedRectangle, w, h)
        if case .shape(let s)? = r?.drawing { #expect(s.shape == .roundedRectangle(cornerRadius: 4)) } else { Issue.record("\(rounded)") }
        let capsule = column { Button("Sign In") {}.buttonStyle(.bordered).controlSize(.large).buttonBorderShape(.capsule) }
        #expect(shape(capsule, .capsule, body.width + 40, body.height + 32) != nil)
    }

    @Test("a button style set on a container reaches the buttons inside it")
    func styleFlowsDown() {
        let tree = column {
            VStack(alignment: .leading, spacing: 0) {
                Button("Sign In") {}.id("a")
                HStack { Button("Sign In") {}.id("b") }
                Button("Sign In") {}.id("c").buttonStyle(.plain)
            }
            .buttonStyle(.bordered)
        }
        let w = body.width + 30, h = body.height + 20
        tree.assertFrame("a", 16, 47, w, h)
        tree.assertFrame("b", 16, 47 + h, w, h)
        // The nearest style wins.
        tree.assertFrame("c", 16, 47 + 2 * h, body.width, body.height)
    }

    @Test("a custom ButtonStyle gets the label, the role and isPressed false")
    func customButtonStyle() {
        let tree = column {
            Button("Sign In") {}.id("b").buttonStyle(WideButtonStyle())
            Button("Sign In", role: .destructive) {}.id("d").buttonStyle(WideButtonStyle())
        }
        tree.assertFrame("b", 16, 47, 358, body.height + 40)
        let capsules = tree.views(ofKind: .capsule)
        #expect(capsules.count == 2)
        if case .shape(let s)? = capsules.last?.drawing { #expect(s.fill == .color(.red)) }
        // Not pressed: the opacity is 1.
        #expect(tree.view(withID: "b")?.opacity == 1)
        // A custom style's label keeps the foreground it has (no tint).
        #expect(foreground(tree.views(ofKind: .text).first) != .color(.accentColor))
    }

    @Test("a PrimitiveButtonStyle's configuration triggers and Button(configuration) is automatic")
    func primitiveButtonStyle() {
        let counter = Counter()
        let tree = column { Button("Sign In") { counter.taps += 1 }.id("b").buttonStyle(TriggeringStyle(counter: counter)) }
        #expect(counter.taps == 1)
        tree.assertFrame("b", 16, 47, body.width + 20, body.height + 20)
        #expect(foreground(tree.views(ofKind: .text).first) == .color(.accentColor))
    }

    @Test("buttons with a system image and in a row")
    func buttonLabelsAndRows() {
        let withIcon = column { Button("Sign In", systemImage: "star") {}.id("b") }
        let plainLabel = column { Label("Sign In", systemImage: "star").id("b") }
        #expect(withIcon.frame(of: "b") == plainLabel.frame(of: "b"))
        // Two automatic buttons in an HStack sit side by side at their label sizes.
        let row = column { HStack(spacing: 10) { Button("Sign In") {}.id("a"); Button("Sign In") {}.id("b") } }
        row.assertFrame("a", 16, 47, body.width, body.height)
        row.assertFrame("b", onGrid(16 + body.width + 10), 47, body.width, body.height)
    }

    // MARK: Label

    @Test("a label is its icon then its title, as a row of the two lays them out")
    func label() {
        let tree = column { Label { Text("Mail").id("t") } icon: { Image(systemName: "star").id("i") }.id("l") }
        let row = column { HStack { Image(systemName: "star").id("i"); Text("Mail").id("t") }.id("l") }
        for id in ["l", "i", "t"] { #expect(tree.frame(of: id) == row.frame(of: id), "\(id)\n\(tree)") }
        let icon = row.frame(of: "i")!
        let title = VLTest.text("Mail").size
        #expect(same(tree.frame(of: "t")?.size, title))
        #expect(tree.frame(of: "t").map { $0.minX > icon.maxX } == true)

        let iconOnly = column { Label { Text("Mail").id("t") } icon: { Image(systemName: "star").id("i") }.id("l").labelStyle(.iconOnly) }
        #expect(same(iconOnly.frame(of: "l")?.size, icon.size))
        #expect(iconOnly.frame(of: "t") == nil)
        let titleOnly = column { Label("Mail", systemImage: "star").id("l").labelStyle(.titleOnly) }
        titleOnly.assertFrame("l", 16, 47, title.width, title.height)
        let both = column { Label("Mail", systemImage: "star").id("l").labelStyle(.titleAndIcon) }
        #expect(both.frame(of: "l") == row.frame(of: "l"))
        // The style nearest the label wins; a style on a container reaches it.
        let nested = column {
            VStack { Label("Mail", systemImage: "star").id("l").labelStyle(.titleOnly) }.labelStyle(.iconOnly)
        }
        nested.assertFrame("l", 16, 47, title.width, title.height)
        let named = column { Label("Mail", image: "envelope").id("l").labelStyle(.iconOnly) }
        named.assertFrame("l", 16, 47, 100, 100)  // Image: 100 × 100 when no size is given.
    }

    @Test("a custom LabelStyle gets the title and the icon")
    func customLabelStyle() {
        let tree = column { Label { Text("Mail").id("t") } icon: { Image(systemName: "star").id("i") }.labelStyle(StackedLabelStyle()) }
        let icon = tree.frame(of: "i")!, title = tree.frame(of: "t")!
        #expect(abs(title.minY - icon.maxY - 4) < 1e-6)
        #expect(abs(icon.midX - title.midX) <= 1.0 / 3)
    }

    // MARK: Toggle

    @Test("a switch toggle fills the width: label leading, 51 × 31 switch trailing (PlatformMetrics, \"Toggle\")")
    func switchToggle() {
        let tree = column { Toggle(isOn: .constant(true)) { Text("Wi-Fi").id("l") }.id("t") }
        tree.assertFrame("t", 16, 47, 358, 31)
        let label = VLTest.text("Wi-Fi").size
        tree.assertFrame("l", 16, onGrid(47 + (31 - label.height) / 2), label.width, label.height)
        let track = shape(tree, .capsule, 51, 31)
        tree.assertFrame(of: track, 16 + 358 - 51, 47, 51, 31)
        // On: the 28-point knob sits at the trailing end, 1.5 from the edges.
        let knob = shape(tree, .circle, 28, 28)
        #expect(knob.map { abs($0.frame.maxX - (16 + 358 - 1.5)) <= 1.0 / 3 } == true, "\(tree)")
        if case .shape(let s)? = track?.drawing { #expect(s.fill == .color(.green)) }
        // Off: at the leading end.
        let off = column { Toggle("Wi-Fi", isOn: .constant(false)) }
        let offKnob = shape(off, .circle, 28, 28)
        #expect(offKnob.map { abs($0.frame.minX - (16 + 358 - 51 + 1.5)) <= 1.0 / 3 } == true, "\(off)")
        // Hidden label: only the switch.
        let hidden = column { Toggle("Wi-Fi", isOn: .constant(true)).id("t").labelsHidden() }
        hidden.assertFrame("t", 16, 47, 51, 31)
        // With a system image, in an HStack beside a text.
        let row = column { HStack { Text("A"); Toggle("Wi-Fi", systemImage: "star", isOn: .constant(true)).id("t") } }
        let a = VLTest.text("A").size
        #expect(row.frame(of: "t").map { abs($0.maxX - 374) < 1e-6 && $0.height == 31 && $0.minX > 16 + a.width } == true)
        // A tint colours the switch.
        let tinted = column { Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange) }
        if case .shape(let s)? = shape(tinted, .capsule, 51, 31)?.drawing { #expect(s.fill == .color(.orange)) }
    }

    @Test("the button toggle style is padded as a bordered button; custom toggle styles get isOn and $isOn")
    func toggleStyles() {
        let tree = column { Toggle("Sign In", isOn: .constant(true)).id("t").toggleStyle(.button) }
        tree.assertFrame("t", 16, 47, body.width + 30, body.height + 20)
        let sw = column { VStack { Toggle("Wi-Fi", isOn: .constant(false)).id("t") }.toggleStyle(.switch) }
        sw.assertFrame("t", 16, 47, 358, 31)
        let custom = column { Toggle("Wi-Fi", isOn: .constant(true)).id("t").toggleStyle(CheckboxStyle()) }
        let label = VLTest.text("Wi-Fi").size
        custom.assertFrame("t", 16, 47, 22 + 8 + label.width, 22)
        if case .shape(let s)? = custom.view(withID: "box")?.drawing { #expect(s.fill == .color(.blue)) }
        #expect(custom.view(withID: "t")?.opacity == 1)
    }

    // MARK: Slider, Stepper

    @Test("a slider fills the width at the slider's height (PlatformMetrics, \"Slider\")")
    func slider() {
        let tree = column { Slider(value: .constant(0.5)).id("s") }
        tree.assertFrame("s", 16, 47, 358, 34)
        // The thumb's centre is halfway along its travel (358 - 28).
        let thumb = shape(tree, .circle, 28, 28)
        #expect(thumb.map { abs($0.frame.minX - onGrid(16 + (358 - 28) * 0.5)) <= 1.0 / 3 } == true, "\(tree)")
        let labelled = column {
            Slider(value: .constant(5), in: 0...10, step: 1) { Text("Volume") }
                minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("10").id("max") }.id("s")
        }
        labelled.assertFrame("s", 16, 47, 358, 34)
        let zero = VLTest.text("0").size, ten = VLTest.text("10").size
        #expect(labelled.frame(of: "min").map { $0.minX == 16 && same($0.size, zero) } == true)
        #expect(labelled.frame(of: "max").map { abs($0.maxX - 374) < 1e-6 && same($0.size, ten) } == true)
        // The label is not shown on iOS.
        #expect(labelled.views(ofKind: .text).count == 2)
    }

    @Test("a stepper puts its control trailing (PlatformMetrics, \"Stepper\")")
    func stepper() {
        let tree = column { Stepper("Guests: 2", value: .constant(2), in: 0...10).id("s") }
        tree.assertFrame("s", 16, 47, 358, 32)
        #expect(shape(tree, .roundedRectangle, 94, 32).map { abs($0.frame.minX - (374 - 94)) < 1e-6 } == true, "\(tree)")
        let hidden = column { Stepper(onIncrement: {}, onDecrement: {}) { Text("x") }.id("s").labelsHidden() }
        hidden.assertFrame("s", 16, 47, 94, 32)
    }

    // MARK: ProgressView, Gauge

    @Test("progress views: a 20-point spinner, a bar across the width (PlatformMetrics, \"ProgressView\")")
    func progressView() {
        column { ProgressView().id("p") }.assertFrame("p", 16, 47, 20, 20)
        column { ProgressView().id("p").controlSize(.large) }.assertFrame("p", 16, 47, 37, 37)
        column { ProgressView(value: 0.5).id("p").progressViewStyle(.circular) }.assertFrame("p", 16, 47, 20, 20)
        let bar = column { ProgressView(value: 0.25).id("p") }
        let h = bar.frame(of: "p")!.height
        #expect(abs(h - 4.5) <= 1.0 / 3 && bar.frame(of: "p")!.width == 358)
        // The filled part is a quarter of the bar.
        let fill = bar.views(ofKind: .capsule).first { abs($0.frame.width - 358 / 4) <= 1.0 / 3 }
        #expect(fill != nil, "\(bar)")
        // An indeterminate bar with the linear style is a bar too.
        let linear = column { ProgressView().id("p").progressViewStyle(.linear) }
        #expect(linear.frame(of: "p")?.width == 358)
        // The label sits above the bar, the current value label below it.
        let labelled = column {
            ProgressView(value: 3, total: 10) { Text("Uploading").id("l") } currentValueLabel: { Text("30%").id("v") }.id("p")
        }
        let l = labelled.frame(of: "l")!, v = labelled.frame(of: "v")!
        #expect(l.minY == 47 && same(l.size, VLTest.text("Uploading").size))
        #expect(v.minY > l.maxY + 4 && v.minX == 16)
        let titled = column { ProgressView("Loading").id("p") }
        let loading = VLTest.text("Loading").size
        #expect(titled.frame(of: "p").map { abs($0.width - loading.width) < 1e-6 && $0.height > 20 + loading.height } == true)
    }

    @Test("gauges: the linear capacity bar across the width, the accessory ring (PlatformMetrics, \"Gauge\")")
    func gauge() {
        let tree = column { Gauge(value: 0.4) { Text("Battery").id("l") }.id("g") }
        #expect(tree.frame(of: "g")?.width == 358)
        #expect(tree.frame(of: "l").map { $0.minY == 47 && $0.minX == 16 } == true)
        let ring = column { Gauge(value: 0.4) { Text("B") } currentValueLabel: { Text("40") }.id("g").gaugeStyle(.accessoryCircular) }
        ring.assertFrame("g", 16, 47, 58, 58)
        // The capacity ring fills the value's share of its outline, over the track.
        let capacity = column { Gauge(value: 72, in: 0...100) { Text("B") }.id("g").gaugeStyle(.accessoryCircularCapacity) }
        capacity.assertFrame("g", 16, 47, 58, 58)
        let arcs = capacity.views(ofKind: .circle).compactMap { v -> ClosedRange<Double>? in
            if case .shape(let s)? = v.drawing { return s.trim }
            return nil
        }
        #expect(arcs.count == 1 && abs((arcs.first?.upperBound ?? 0) - 0.72) < 1e-9)
        #expect(ring.views(ofKind: .circle).allSatisfy { v in
            if case .shape(let s)? = v.drawing { return s.trim == nil }
            return true
        })
        let bounds = column {
            Gauge(value: 20, in: 0...100) { Text("T") } currentValueLabel: { Text("20") }
                minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("100").id("max") }.id("g")
                .gaugeStyle(.linearCapacity)
        }
        #expect(bounds.frame(of: "max").map { abs($0.maxX - 374) < 1e-6 } == true)
    }

    // MARK: Text input

    @Test("text fields fill the width, one line tall; rounded border insets 7 (PlatformMetrics, \"TextField, SecureField and TextEditor\")")
    func textFields() {
        let empty = column { TextField("Name", text: .constant("")).id("f") }
        empty.assertFrame("f", 16, 47, 358, line)
        let placeholder = empty.views(ofKind: .text).first
        if case .text(let t)? = placeholder?.drawing { #expect(t.string == "Name" && t.foreground != .color(.primary)) }
        let prompt = column { TextField("Name", text: .constant(""), prompt: Text("Your name")).id("f") }
        #expect(prompt.views(ofKind: .text).first?.label == "Your name")
        let bordered = column { TextField("Name", text: .constant("Ada")).id("f").textFieldStyle(.roundedBorder) }
        bordered.assertFrame("f", 16, 47, 358, line + 14)
        let ada = VLTest.text("Ada").size
        #expect(bordered.views(ofKind: .text).first.map { $0.frame.minX == 23 && same($0.frame.size, ada) } == true)
        // A style on a container reaches nested fields; .plain has no border.
        let form = column {
            VStack(spacing: 0) {
                TextField("Name", text: .constant("")).id("a")
                SecureField("Password", text: .constant("secret")).id("b")
                TextField("Note", text: .constant("")).id("c").textFieldStyle(.plain)
            }
            .textFieldStyle(.roundedBorder)
        }
        form.assertFrame("a", 16, 47, 358, line + 14)
        form.assertFrame("b", 16, 47 + line + 14, 358, line + 14)
        form.assertFrame("c", 16, 47 + 2 * (line + 14), 358, line)
        #expect(form.views(ofKind: .text).contains { $0.label == String(repeating: "\u{2022}", count: 6) })
    }

    @Test("a vertical text field grows with its text; a text editor takes all the space")
    func growingFieldAndEditor() {
        let long = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4)
        let vertical = column { TextField("Bio", text: .constant(long), axis: .vertical).id("f") }
        let wrapped = VLTest.text(long, width: 358).size
        vertical.assertFrame("f", 16, 47, 358, wrapped.height)
        #expect(wrapped.height > 3 * line)
        let oneLine = column { TextField("Bio", text: .constant(long)).id("f") }
        oneLine.assertFrame("f", 16, 47, 358, line)
        let editor = layout(TextEditor(text: .constant("Hi")).id("e"), on: .iPhone13)
        editor.assertFrame("e", 0, 47, 390, 844 - 47 - 34)
        #expect(editor.views(ofKind: .text).first.map { $0.frame.minX == 5 && $0.frame.minY == 55 } == true)
    }

    // MARK: Pickers

    @Test("pickers: menu button, segmented control, wheel, navigation row (PlatformMetrics, \"Picker\")")
    func pickers() {
        let options = ["Red", "Green", "Blue"]
        func picker() -> some View {
            Picker("Colour", selection: .constant("Green")) {
                ForEach(options, id: \.self) { Text($0).tag($0) }
            }
        }
        let menu = column { picker().id("p") }
        let green = VLTest.text("Green").size
        menu.assertFrame("p", 16, 47, green.width + 5 + 9, line)
        #expect(foreground(menu.views(ofKind: .text).first) == .color(.accentColor))
        #expect(menu.views(ofKind: .text).first?.label == "Green")
        let segmented = column { picker().id("p").pickerStyle(.segmented) }
        segmented.assertFrame("p", 16, 47, 358, 32)
        let segment = (358.0 - 6) / 3
        let texts = segmented.views(ofKind: .text)
        #expect(texts.count == 3)
        #expect(texts.last.map { abs($0.frame.midX - (16 + 3 + segment * 2.5)) <= 1.0 / 3 } == true, "\(segmented)")
        column { picker().id("p").pickerStyle(.wheel) }.assertFrame("p", 16, 47, 358, 216)
        column { picker().id("p").pickerStyle(.inline) }.assertFrame("p", 16, 47, 358, 216)
        column { picker().id("p").pickerStyle(.palette) }.assertFrame("p", 16, 47, 358, 32)
        let nav = column { picker().id("p").pickerStyle(.navigationLink) }
        nav.assertFrame("p", 16, 47, 358, line)
        #expect(nav.views(ofKind: .text).map(\.label) == ["Colour", "Green"])
        // A picker style on a container reaches nested pickers.
        let nested = column { VStack { HStack { picker().id("p") } }.pickerStyle(.segmented) }
        #expect(nested.frame(of: "p")?.height == 32)
    }

    // In a form row a menu picker shows its label leading and the menu
    // (the selection and its chevrons) trailing, as the navigationLink style
    // and the date pickers do; outside a list it is the menu button alone.
    // The row's content sits inside the inset-grouped insets: 20 + 16 from
    // the screen's edges (PlatformMetrics, "List").
    @Test("a menu picker in a form row: label leading, menu trailing")
    func menuPickerInAForm() throws {
        let form = layout(Form { Picker("Theme", selection: .constant(1)) { Text("Light").tag(1); Text("Dark").tag(2) }.id("p") },
                          in: CGSize(width: 390, height: 763))
        let texts = form.views(ofKind: .text)
        #expect(texts.map(\.label) == ["Theme", "Light"])
        #expect(texts.first?.frame.minX == 36)
        let row = try #require(form.frame(of: "p"))
        #expect(row.minX == 36 && row.maxX == 354)
        #expect(texts.last.map { $0.frame.maxX < 354 && $0.frame.minX > 200 } == true, "\(form)")
        let bare = layout(Picker("Theme", selection: .constant(1)) { Text("Light").tag(1) }, in: CGSize(width: 390, height: 763))
        #expect(bare.views(ofKind: .text).map(\.label) == ["Light"])
    }

    @Test("date pickers and colour pickers are rows with their controls trailing")
    func dateAndColorPickers() {
        let date = Date(timeIntervalSince1970: 0)
        let compact = column { DatePicker("Start", selection: .constant(date)).id("d") }
        compact.assertFrame("d", 16, 47, 358, line + 12)
        // Two buttons (date, then time), each its text padded 6 × 11.
        let texts = compact.views(ofKind: .text)
        #expect(texts.count == 3 && texts[1].label == "Jan 1, 1970")
        #expect(texts.last.map { abs($0.frame.maxX - (374 - 11)) < 1e-6 } == true, "\(compact)")
        let dateOnly = column { DatePicker("Start", selection: .constant(date), displayedComponents: .date).id("d") }
        #expect(dateOnly.views(ofKind: .text).count == 2)
        column { DatePicker("Start", selection: .constant(date)).id("d").datePickerStyle(.wheel) }.assertFrame("d", 16, 47, 358, 216)
        column { DatePicker("Start", selection: .constant(date)).id("d").datePickerStyle(.graphical) }.assertFrame("d", 16, 47, 358, 340)
        column { DatePicker("Start", selection: .constant(date)).id("d").labelsHidden() }
            .assertFrame("d", 16, 47, VLTest.text("Jan 1, 1970").size.width + 22 + 6 + compactTime(date), line + 12)
        let color = column { ColorPicker("Tint", selection: .constant(.red)).id("c") }
        color.assertFrame("c", 16, 47, 358, 28)
        #expect(shape(color, .circle, 28, 28).map { $0.frame.maxX == 374 } == true)
    }

    private func compactTime(_ date: Date) -> CGFloat {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateStyle = .none
        f.timeStyle = .short
        return VLTest.text(f.string(from: date)).size.width + 22
    }

    // MARK: Link, Menu, ShareLink, ControlGroup

    @Test("links, menus and share links are their labels drawn as buttons")
    func linkMenuShare() {
        let url = URL(string: "https://example.com")!
        let link = column { Link("Sign In", destination: url).id("l") }
        link.assertFrame("l", 16, 47, body.width, body.height)
        #expect(foreground(link.views(ofKind: .text).first) == .color(.accentColor))
        let menu = column { Menu("Sign In") { Button("A") {} }.id("m") }
        menu.assertFrame("m", 16, 47, body.width, body.height)
        #expect(menu.views(ofKind: .text).count == 1)
        let primary = column { Menu { Button("A") {} } label: { Text("Sign In") } primaryAction: {}.id("m").buttonStyle(.bordered) }
        primary.assertFrame("m", 16, 47, body.width + 30, body.height + 20)
        let share = column { ShareLink("Sign In", item: url, subject: Text("S"), message: Text("M")).id("s") }
        share.assertFrame("s", 16, 47, body.width, body.height)
        let shareLabel = column { ShareLink(item: url) { Text("Sign In") }.id("s") }
        shareLabel.assertFrame("s", 16, 47, body.width, body.height)
        let defaultLabel = column { ShareLink(item: "text").id("s") }
        #expect(defaultLabel.views(ofKind: .text).first?.label == "Share")
    }

    @Test("a control group shares a 44-point platter across the width")
    func controlGroup() {
        let tree = column { ControlGroup { Button("A") {}.id("a"); Button("B") {}.id("b") }.id("g") }
        tree.assertFrame("g", 16, 47, 358, 44)
        #expect(tree.frame(of: "b").map { abs($0.midX - (16 + 358 * 0.75)) <= 1.0 / 3 } == true)
    }

    // MARK: Tint

    @Test(".foregroundStyle(.tint) draws with the tint above, else the accent colour")
    func tintStyle() {
        struct Tinted: View {
            var body: some View { Text("Sign In").foregroundStyle(.tint).id("t") }
        }
        let accent = column { Tinted() }
        #expect(foreground(accent.view(withID: "t")) == .color(.accentColor))
        let red = column { Tinted().tint(.red) }
        #expect(foreground(red.view(withID: "t")) == .color(.red))
        let styled = column { Button("Sign In") {}.tint(Color.purple as Color?) }
        #expect(foreground(styled.views(ofKind: .text).first) == .color(.purple))
        let legacy = column { Button("Sign In") {}.accentColor(.green) }
        #expect(foreground(legacy.views(ofKind: .text).first) == .color(.green))
    }

    // MARK: Bad input

    @Test("bad values give SwiftUI's fallbacks, never a crash or a non-finite frame")
    func badInput() {
        let trees = [
            column { Slider(value: .constant(Double.nan)).id("x") },
            column { Slider(value: .constant(5.0), in: 3...3).id("x") },
            column { ProgressView(value: Double.nan).id("x") },
            column { ProgressView(value: 2.0, total: 0).id("x") },
            column { ProgressView(value: -1.0, total: 1).id("x") },
            column { Gauge(value: Double.infinity, in: 0...1) { Text("x") }.id("x") },
            column { Button("x") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: .nan)).id("x") },
            column { TextField("", text: .constant("")).id("x") },
            column { Picker("x", selection: .constant(0)) { EmptyView() }.id("x").pickerStyle(.segmented) },
        ]
        for tree in trees {
            #expect(tree.vlAllFramesFinite, "\(tree)")
            #expect(tree.frame(of: "x") != nil)
        }
        // An empty slider range and a NaN value draw an empty track: the
        // thumb at the start.
        let thumb = shape(trees[0], .circle, 28, 28)
        #expect(thumb?.frame.minX == 16)
    }
}
