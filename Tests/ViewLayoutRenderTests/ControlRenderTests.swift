import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender

/// Controls are drawn by the renderers as the shapes and text they are
/// made of: a switch's green track and white knob, a prominent button's
/// accent platter, a slider's tinted track.
@Suite struct ControlRenderTests {
    @Test func controlsDrawTheirShapes() throws {
        // 200 wide at scale 1: the switch is the trailing 51 × 31 of the
        // first row, the prominent button below it, then the slider.
        let tree = RTest.layout(VStack(alignment: .leading, spacing: 0) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Button("Go") {}.buttonStyle(.borderedProminent)
            Slider(value: .constant(1))
        }, 200, 120)
        let image = try RTest.png(tree)
        if ProcessInfo.processInfo.environment["VL_WRITE_CONTROL_PNG"] != nil {
            // A screen of controls to look at (not compared).
            let screen = VStack(alignment: .leading, spacing: 12) {
                Label("Settings", systemImage: "star")
                Toggle("Wi-Fi", isOn: .constant(false))
                Stepper("Guests: 2", value: .constant(2))
                Slider(value: .constant(0.3)) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("9") }
                ProgressView(value: 0.6) { Text("Upload") } currentValueLabel: { Text("60%") }
                HStack { ProgressView(); Button("Bordered") {}.buttonStyle(.bordered); Button("Plain") {}.buttonStyle(.plain) }
                TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
                Picker("Size", selection: .constant("M")) { Text("S").tag("S"); Text("M").tag("M"); Text("L").tag("L") }
                    .pickerStyle(.segmented)
                Picker("Flavour", selection: .constant("Vanilla")) { Text("Vanilla").tag("Vanilla") }
                DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 0)))
                ColorPicker("Tint", selection: .constant(.orange))
                Gauge(value: 0.7) { Text("Battery") }
            }.padding()
            try PNGRenderer(environment: RTest.environment(scale: 2)).render(RTest.layout(screen, 390, 700, scale: 2))
                .write(to: URL(fileURLWithPath: "/tmp/controls.png"))
        }
        // The track just inside its leading end (left of the knob, which sits
        // at the trailing end when on): green.
        let track = tree.views(ofKind: .capsule).first { $0.frame.width == 51 }!.frame
        #expect(RTest.near(RTest.pixel(image, Double(track.minX) + 4, Double(track.midY)), RTest.rgb(.green)))
        // The knob's centre: white.
        #expect(RTest.near(RTest.pixel(image, Double(track.maxX) - 15.5, Double(track.midY)), RTest.rgb(.white)))
        // The prominent button's platter, beside its label: the accent colour.
        let platter = tree.views(ofKind: .capsule).first { $0.frame.width != 51 && $0.frame.minY >= track.maxY }!.frame
        #expect(RTest.near(RTest.pixel(image, Double(platter.minX) + 8, Double(platter.midY)), RTest.rgb(.accentColor)))
    }
}
