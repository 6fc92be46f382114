import Foundation
import Testing
import ViewLayout
@testable import ViewLayoutRender
import ViewLayoutTestSupport

/// `viewlayout example NAME --device PRESET`, `--keyboard`, and
/// `viewlayout devices`, run as a process.
@Suite struct DeviceCommandTests {
    static let enabled = CommandRenderTests.binary != nil

    func output(_ r: ChildProcess.Result) -> String { String(decoding: r.stdout, as: UTF8.self) }

    /// On the SE preset the root is its 375 × 667 screen and the content
    /// sits below the 20-point status bar.
    @Test(.enabled(if: enabled)) func exampleOnADevice() throws {
        let r = try CommandRenderTests().run(["example", "zstack-offsets", "--device", "iphone-se-3"])
        #expect(r.status == 0, "\(r.stderr)")
        let text = output(r)
        #expect(text.contains("# on iPhone SE (3rd generation)"))
        #expect(text.contains("Root (0, 0, 375, 667)"))
    }

    /// An unknown preset is one clear error naming the known ones.
    @Test(.enabled(if: enabled)) func unknownPreset() throws {
        let r = try CommandRenderTests().run(["example", "message-row", "--device", "iphone-99"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("no device preset named 'iphone-99'"))
        #expect(r.stderr.contains("iphone-15-pro"))
        let k = try CommandRenderTests().run(["example", "message-row", "--device", "iphone-13", "--keyboard", "-5"])
        #expect(k.status != 0)
        #expect(k.stderr.contains("--keyboard"))
    }

    @Test(.enabled(if: enabled)) func listsPresets() throws {
        let r = try CommandRenderTests().run(["devices"])
        #expect(r.status == 0)
        for d in DevicePreset.all { #expect(output(r).contains(d.name)) }
    }

    /// A picture on a device is the device's screen at its scale (@3x:
    /// 393 × 852 points are 1179 × 2556 pixels), and the full-screen
    /// background reaches the top-left corner inside the status bar.
    @Test(.enabled(if: enabled)) func pictureOnADevice() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewlayout-device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("bg.png").path
        let r = try CommandRenderTests().run(["example", "ignores-safe-area", "--stage", "1", "--format", "png",
                                              "--device", "iphone-15-pro", "-o", png])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(image.width == 1179 && image.height == 2556)
        let corner = RTest.pixel(image, 1, 1, scale: 3)
        #expect(corner.b > 200 && corner.r < 50, "blue under the status bar: \(corner)")
    }

    /// With a keyboard the content is laid out above it.
    @Test(.enabled(if: enabled)) func keyboard() throws {
        let r = try CommandRenderTests().run(["example", "zstack-offsets", "--device", "iphone-13", "--keyboard", "300"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(output(r).contains("Root (0, 0, 390, 844)"))
    }
}
