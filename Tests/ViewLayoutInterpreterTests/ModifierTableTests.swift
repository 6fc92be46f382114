import Foundation
import Testing
import ViewLayout
import ViewLayoutExamples
import ViewLayoutSourceText
@testable import ViewLayoutInterpreter

/// The table entries against the API they call: a view that uses each
/// view, modifier and type of the table, interpreted, must lay out to the
/// tree of the same code compiled (the struct below: `@SourceText` gives
/// the interpreter its text).
@Suite struct ModifierTableTests {
    static var source: String { Showcase.sourceText }

    @SourceText
    struct Showcase: View {
        let names = ["a", "bb"]
        var body: some View {
            VStack(alignment: .trailing, spacing: 4) {
                HStack(alignment: .bottom, spacing: nil) {
                    Color.red.frame(width: 20, height: 30)
                    Spacer(minLength: 12)
                    Rectangle().fill(Color.blue).frame(width: 10, height: 10).offset(x: 3, y: -2)
                    Circle().stroke(Color.green, lineWidth: 2).frame(width: 14, height: 14)
                    Capsule().strokeBorder(Color.gray, lineWidth: 3).frame(width: 30, height: 12)
                    Ellipse().foregroundColor(.purple).frame(width: 8, height: 16)
                }
                .padding(.horizontal, 10)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .background(Color.yellow)
                Divider()
                ZStack(alignment: .topLeading) {
                    RoundedRectangle(cornerRadius: 6).fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                    Text("Top").font(.system(size: 20, weight: .semibold)).foregroundColor(.white).zIndex(1)
                }
                .frame(minWidth: 50, maxWidth: .infinity, minHeight: 40, idealHeight: 60, alignment: .bottomTrailing)
                .overlay(alignment: .topTrailing) { Color.black.frame(width: 5, height: 5) }
                .clipShape(Capsule())
                Group {
                    ForEach(names, id: \.self) { name in
                        Text("Name \(name)").fixedSize().layoutPriority(2).id(name)
                    }
                }
                Text("Long text that has to wrap somewhere in a narrow column")
                    .font(.footnote.bold())
                    .frame(width: 120)
                    .fixedSize(horizontal: false, vertical: true)
                    .opacity(0.5)
                    .cornerRadius(4)
                Image("microphone").resizable().aspectRatio(2, contentMode: .fit).frame(height: 20).clipped()
                Color.orange.aspectRatio(CGSize(width: 3, height: 1), contentMode: .fill).frame(width: 30, height: 30)
                Color.mint.position(x: 10, y: 5).frame(width: 20, height: 10)
                Text("RTL").environment(\.layoutDirection, .rightToLeft).frame(maxWidth: .infinity, alignment: .leading)
                Text("Paragraph of several words that wraps and wraps again").lineLimit(2).truncationMode(.middle)
                    .multilineTextAlignment(.center).lineSpacing(3).frame(width: 90)
                Text("Tight").fontDesign(.monospaced).monospacedDigit().bold().italic().minimumScaleFactor(0.5).allowsTightening(true)
                Text("Limits").lineLimit(1...3).fontWeight(.heavy).lineLimit(2, reservesSpace: true)
                Section(header: Text("Header")) { Color.cyan.frame(width: 10, height: 10) }
                Color.pink.frame(width: 10, height: 10).border(Color.black, width: 2)
                    .alignmentGuide(.trailing) { d in d[.leading] + d.width / 4 }
            }
            .font(.headline)
        }
    }

    @Test func showcaseMatchesCompiled() throws {
        let (view, interpreter) = try Interpreter.withLargeStack { try Interpreter.view(source: ModifierTableTests.source) }
        let env = Example.environment
        let size = CGSize(width: 300, height: 700)
        let interpreted = layout(view, in: size, environment: env)
        try interpreter.checkLateErrors()
        let compiled = layout(Showcase(), in: size, environment: env)
        #expect(interpreted.description == compiled.description)
        #expect(interpreted.views(ofKind: "Text").count == 9)
        // The drawing attributes (fills, strokes, opacity, clips) match too.
        #expect(interpreted.root.first("RoundedRectangle")?.drawing == compiled.root.first("RoundedRectangle")?.drawing)
        #expect(interpreted.root.first("Capsule")?.drawing == compiled.root.first("Capsule")?.drawing)
    }
}

extension ModifierTableTests {
    /// Gradients with stops, spelled the three ways Swift allows
    /// (`Gradient.Stop(...)`, `.init(...)` where the type is known,
    /// `Gradient(stops:)`), draw the same paints as the compiled code.
    @Test func gradientStopsInterpret() throws {
        let source = """
            VStack {
                LinearGradient(stops: [Gradient.Stop(color: .red, location: 0), .init(color: .blue, location: 0.25)],
                               startPoint: .leading, endPoint: .trailing)
                Rectangle().fill(LinearGradient(gradient: Gradient(stops: [.init(color: .green, location: 0.5)]),
                                                startPoint: .top, endPoint: .bottom))
            }
            """
        let compiled = VStack {
            LinearGradient(stops: [Gradient.Stop(color: .red, location: 0), .init(color: .blue, location: 0.25)],
                           startPoint: .leading, endPoint: .trailing)
            Rectangle().fill(LinearGradient(gradient: Gradient(stops: [.init(color: .green, location: 0.5)]),
                                            startPoint: .top, endPoint: .bottom))
        }
        let (view, _) = try Interpreter.withLargeStack { try Interpreter.view(source: source) }
        let size = CGSize(width: 200, height: 200)
        let a = layout(view, in: size).allViews.compactMap(\.drawing), b = layout(compiled, in: size).allViews.compactMap(\.drawing)
        #expect(a.count == 2)
        #expect(a == b)
    }
}
