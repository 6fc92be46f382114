import Foundation
import Testing
import ViewLayout

/// A stack of two children is sized in a one-off layout by a path of its
/// own (Layout/StackPairLayout.swift): the general steps of the stack
/// layout (HStack/VStack pages, Fidelity, "Stack distribution"), written out for two. A
/// `LayoutSession` keeps its stacks' probes and sizes every stack by the
/// general path, so a session's first layout is the reference: the two
/// must agree bit for bit on random pairs of every kind of flexibility,
/// priority, spacing and proposal.
@Suite struct StackPairTests {
    /// One child of a pair: fixed, flexible, bounded, text, spacer, with a
    /// priority or not.
    struct Piece: View {
        let kind: Int
        let length: CGFloat
        let priority: Double
        var body: some View {
            switch kind {
            case 0: Color.red.frame(width: length, height: length / 2).layoutPriority(priority)
            case 1: Color.blue.layoutPriority(priority)
            case 2: Color.green.frame(minWidth: length / 4, maxWidth: length, minHeight: 5, maxHeight: length)
                .layoutPriority(priority)
            case 3: Text(String(repeating: "pair of words ", count: Int(length) % 7 + 1)).layoutPriority(priority)
            case 4: Spacer(minLength: length / 10)
            case 5: Text("fixed words").fixedSize().layoutPriority(priority)
            case 6: Circle().frame(height: length).layoutPriority(priority)
            default: HStack(spacing: 2) { Color.red.frame(width: length / 3); Text("x") }.layoutPriority(priority)
            }
        }
    }

    struct Pair: View {
        let vertical: Bool
        let spacing: CGFloat?
        let a: Piece, b: Piece
        var body: some View {
            if vertical {
                VStack(alignment: .leading, spacing: spacing) { a; b }
            } else {
                HStack(alignment: .top, spacing: spacing) { a; b }
            }
        }
    }

    /// Rows of pairs in a VStack, so each pair is sized at several
    /// proposals (the VStack's probes and shares), some of them 0.
    struct Rows: View {
        let pairs: [Pair]
        var body: some View {
            VStack(spacing: 4) {
                ForEach(0..<pairs.count, id: \.self) { i in pairs[i].padding(3) }
            }
        }
    }

    static func randomPiece(_ rng: inout LayoutSessionTests.Seeded) -> Piece {
        let priorities: [Double] = [0, 0, 0, 1, -1]
        return Piece(kind: Int.random(in: 0...7, using: &rng), length: CGFloat(Int.random(in: 0...120, using: &rng)),
                     priority: priorities.randomElement(using: &rng)!)
    }

    static func randomRows(_ count: Int, _ rng: inout LayoutSessionTests.Seeded) -> Rows {
        let spacings: [CGFloat?] = [nil, 0, 8, -6, 30]
        return Rows(pairs: (0..<count).map { _ in
            Pair(vertical: Bool.random(using: &rng), spacing: spacings.randomElement(using: &rng)!,
                 a: randomPiece(&rng), b: randomPiece(&rng))
        })
    }

    @Test func pairsMatchTheGeneralPath() {
        var rng = LayoutSessionTests.Seeded(state: 11)
        // Roots wide and narrow, tall and short (the rows overflow), and
        // unspecified along one axis (the ideal sizes).
        let roots = [CGSize(width: 400, height: 3000), CGSize(width: 90, height: 200), CGSize(width: 0, height: 500),
                     CGSize(width: 250, height: CGFloat.infinity), CGSize(width: CGFloat.infinity, height: 700)]
        for trial in 0..<12 {
            let rows = Self.randomRows(40, &rng)
            for (k, root) in roots.enumerated() {
                let env = VLTest.environment(scale: trial % 2 == 0 ? 3 : 1)
                let session = LayoutSession(rows, in: root, environment: env)
                LayoutSessionTests.expectIdentical(session, ViewLayout.layout(rows, in: root, environment: env),
                                                   "trial \(trial) root \(k)")
            }
        }
    }

    /// The message row of the benchmark's message list, from documented values: the
    /// 40-point circle first and the text 8 points after it (HStack page:
    /// `spacing`), both on the row's top edge (`alignment: .top`), 8 points
    /// of padding around them (padding page). The text is offered what the
    /// fixed circle leaves of the 384 inside the padding: 384 - 40 - 8 = 336
    /// (Fidelity, "Stack distribution": the less flexible child is served first).
    @Test func messageRowIsSizedAsDocumented() {
        let text = "layout engine frames come out the same on Linux as they do on an iPhone"
        let row = HStack(alignment: .top, spacing: 8) {
            Circle().frame(width: 40, height: 40)
            Text(text)
        }.padding(8)
        let placed = VLTest.layout(row, 400, 800, scale: 1)
        let m = VLTest.text(text, width: 336, scale: 1)
        let views = placed.allViews
        let circle = views.first { $0.kind == "Circle" }!, label = views.first { $0.kind == "Text" }!
        let padded = views.first { $0.kind.hasPrefix("padding") }!
        #expect(m.size.height > 40)  // the text wraps to more lines than the circle is high
        #expect(padded.frame.width == 40 + 8 + m.size.width + 16)
        #expect(padded.frame.height == m.size.height + 16)
        #expect(circle.frame == CGRect(x: padded.frame.minX + 8, y: padded.frame.minY + 8, width: 40, height: 40))
        #expect(label.frame == CGRect(x: circle.frame.maxX + 8, y: circle.frame.minY, width: m.size.width, height: m.size.height))
    }
}
