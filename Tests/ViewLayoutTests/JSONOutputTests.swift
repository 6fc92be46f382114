import Foundation
import Testing
import ViewLayout

/// `PlacedViewTree.jsonString()` is valid JSON for every value: the output
/// is parsed back with Foundation's strict parser, which rejects the bare
/// `nan` and `inf` that a plain number formatter writes.
@Suite struct JSONOutputTests {
    /// Parses `json` strictly and returns the root view's object.
    func root(_ json: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let top = try #require(object as? [String: Any])
        return try #require(top["root"] as? [String: Any])
    }

    /// The first object below `view` (depth first, itself included) whose
    /// "id" is `id`.
    func find(_ id: String, in view: [String: Any]) -> [String: Any]? {
        if view["id"] as? String == id { return view }
        for child in view["children"] as? [[String: Any]] ?? [] {
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    /// offset(z:) accepts only finite values, but two finite offsets can add
    /// up past the largest Double: the views below sit at an infinite z, or
    /// a NaN one. JSON gets the strings "Infinity" / "-Infinity" and null;
    /// finite values stay numbers.
    @Test func nonFiniteDepthValues() throws {
        let view = HStack {
            Color.red.id("up").offset(z: 1e308).offset(z: 1e308)
            Color.green.id("down").offset(z: -1e308).offset(z: -1e308)
            Color.gray.id("flat").offset(z: 5)
            // An infinite depth centred in a depth of 1 lies at -infinity,
            // and an infinite offset in front of it makes that NaN.
            Color.blue.id("nan").frame(depth: 1e308).padding3D(.depth, 1e308).frame(depth: 1, alignment: .center)
                .offset(z: 1e308).offset(z: 1e308)
        }
        let placed = VLTest.layout(view, 400, 300)
        #expect(placed.view(withID: "up")?.zPosition == .infinity)
        #expect(placed.view(withID: "down")?.zPosition == -.infinity)
        #expect(placed.view(withID: "nan")?.zPosition.isNaN == true)
        let root = try root(placed.jsonString())
        #expect(find("up", in: root)?["z"] as? String == "Infinity")
        #expect(find("down", in: root)?["z"] as? String == "-Infinity")
        #expect(find("nan", in: root)?["z"] is NSNull)
        #expect((find("flat", in: root)?["z"] as? NSNumber)?.doubleValue == 5)
        // The compact form is valid too.
        _ = try self.root(placed.jsonString(pretty: false))
        // The text form is unchanged: it still names the values.
        #expect(placed.description.contains("#up (0, 0, 94, 300) z inf depth 0"))
    }

    /// Finite values too large for a whole-number Int are written in
    /// exponent form, which JSON accepts.
    @Test func hugeFiniteFrame() throws {
        let placed = VLTest.layout(Color.red.id("c"), 1e20, 100)
        let frame = try #require(find("c", in: try root(placed.jsonString()))?["frame"] as? [NSNumber])
        #expect(frame.map(\.doubleValue) == [0, 0, 1e20, 100])
    }
}
