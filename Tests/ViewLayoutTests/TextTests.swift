import Foundation
import Testing
import ViewLayout

/// Text measurement, wrapping, truncation, line limits and baselines with the
/// built-in measurer (Inter advances scaled to SF Pro, SF Pro's vertical
/// metrics: Text/FaceMetrics.swift).
@Suite struct TextTests {
    let m = BuiltinTextMeasurer()

    func measure(_ s: String, _ font: Font = .body, width: CGFloat? = nil, height: CGFloat? = nil,
                 options: TextLayoutOptions = TextLayoutOptions(), scale: CGFloat = 3) -> TextMeasurement {
        m.measure(s, font: font, options: options, proposal: ProposedViewSize(width: width, height: height), displayScale: scale)
    }

    func lines(_ s: String, _ font: Font = .body, width: CGFloat? = nil, height: CGFloat? = nil,
               options: TextLayoutOptions = TextLayoutOptions()) -> [String] {
        m.lines(s, font: font, options: options, proposal: ProposedViewSize(width: width, height: height), displayScale: 3).map(\.string)
    }

    static func up3(_ v: Double) -> Double { (v * 3 - 1e-9).rounded(.up) / 3 }

    // MARK: Characters outside the shipped faces

    /// A character the shipped faces lack is measured with the fallback
    /// face and reported (Text/BuiltinTextMeasurer.swift). The ASCII test
    /// before the search reads a string eight bytes at a time, so the
    /// character is put at every offset of strings around those lengths;
    /// all-ASCII strings report nothing.
    @Test func missingCharacterIsReportedAtEveryOffset() {
        let size = CGSize(width: 400, height: 400)
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 24] {
            let plain = String(repeating: "a", count: length)
            #expect(layout(Text(plain), in: size).diagnostics.isEmpty, "\(length) ASCII bytes")
            for at in 0...length {
                var s = plain
                s.insert("\u{1F600}", at: s.index(s.startIndex, offsetBy: at))
                let d = layout(Text(s), in: size).diagnostics
                #expect(d.contains { $0.message.contains("U+1F600") }, "length \(length), at \(at)")
            }
        }
    }

    // MARK: Published figures

    /// FB (Fidelity, "Text") measured "Hello world" in body text on an iPhone 13 Pro:
    /// 85.33 × 20.33.
    @Test func helloWorldBodyMatchesTheIPhoneMeasurement() {
        let r = measure("Hello world")
        #expect(abs(r.size.width - 256.0 / 3) < 1e-9)
        #expect(abs(r.size.height - 61.0 / 3) < 1e-9)
    }

    /// UIKit's own tests (Fidelity, "Text"): "This is a test string" in the 17 pt
    /// system font is 144.09326171875 wide and a line is 20.287109375 tall.
    /// At a scale of 1024 pixels per point the rounding is below 0.001.
    @Test func uikitTestStringWidthAndLineHeight() {
        let r = measure("This is a test string", .system(size: 17), scale: 1024)
        #expect(abs(Double(r.size.width) - 144.09326171875) < 0.002)
        #expect(abs(Double(r.size.height) - 20.287109375) < 0.001)
    }

    /// Text styles at the default Dynamic Type size (Fidelity, "Text": HIG and
    /// iosfontsizes.com): sizes and weights; one line is the size × SF Pro's
    /// (1950 + 494) / 2048, rounded up to the @3x grid, and the first
    /// baseline the ascender rounded to the nearest pixel.
    @Test(arguments: [
        (Font.largeTitle, 34.0, 400), (.title, 28, 400), (.title2, 22, 400), (.title3, 20, 400), (.headline, 17, 600),
        (.body, 17, 400), (.callout, 16, 400), (.subheadline, 15, 400), (.footnote, 13, 400), (.caption, 12, 400),
        (.caption2, 11, 400),
    ])
    func textStyleSizesAndLineHeights(font: Font, size: Double, weight: Int) {
        #expect(Double(font.size) == size)
        #expect(font.weight.value == weight)
        let r = measure("Ag", font)
        let line = size * 2444 / 2048
        #expect(abs(Double(r.size.height) - Self.up3(line)) < 1e-9)
        #expect(abs(Double(r.firstBaseline) - (size * 1950 / 2048 * 3).rounded() / 3) < 1e-9)
    }

    @Test func publishedStyleHeightsAtThreeX() {
        // Worked values of the rule above: largeTitle 40.574 -> 40.67,
        // title 33.414 -> 33.67, caption 14.320 -> 14.33.
        #expect(abs(measure("Bryan", .largeTitle).size.height - 122.0 / 3) < 1e-9)
        #expect(abs(measure("Bryan", .title).size.height - 101.0 / 3) < 1e-9)
        #expect(abs(measure("Connecting", .caption).size.height - 43.0 / 3) < 1e-9)
    }

    @Test func weightsItalicAndMonospacedDiffer() {
        let regular = measure("Hello world").size.width
        let semibold = measure("Hello world", .headline).size.width
        let bold = measure("Hello world", .body.bold()).size.width
        #expect(regular < semibold && semibold < bold)
        // Inter's italics keep the upright advances (as SF Pro's do).
        #expect(abs(measure("Hello world", .body.italic()).size.width - regular) <= 1)
        // DejaVu Sans Mono: every character 1233/2048 em.
        let mono = measure("iiii", .body.monospaced(), scale: 1024).size.width
        #expect(abs(Double(mono) - 4 * 17 * 1233 / 2048) < 0.002)
        #expect(measure("iiii", .body.monospaced()).size.width == measure("WWWW", .body.monospaced()).size.width)
    }

    /// monospacedDigit(): digits take one width (the widest digit's), other
    /// characters keep theirs.
    @Test func monospacedDigitsShareOneWidth() {
        let f = Font.body.monospacedDigit()
        #expect(measure("1111", f, scale: 1024).size.width == measure("0000", f, scale: 1024).size.width)
        #expect(measure("1111", scale: 1024).size.width < measure("1111", f, scale: 1024).size.width)
        #expect(measure("abc", f).size.width == measure("abc").size.width)
    }

    @Test func fontModifiers() {
        #expect(Font.system(size: 20, weight: .bold, design: .monospaced).design == .monospaced)
        #expect(Font.system(.title, design: .serif, weight: .semibold).weight == .semibold)
        #expect(Font.system(.title).size == 28)
        #expect(Font.body.weight(.heavy).weight == .heavy)
        #expect(Font.body.bold().weight == .bold)
        #expect(Font.body.italic().isItalic)
        #expect(Font.body.monospacedDigit().monospacedDigits)
    }

    /// Every face the layout can pick ships in the renderer's Fonts/
    /// resources (the renderer draws with it).
    @Test func everyMeasuredFaceShips() {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ViewLayoutRender/Fonts")
        for weight in [Font.Weight.regular, .medium, .semibold, .bold, .black] {
            for design in [Font.Design.default, .monospaced] {
                for italic in [false, true] {
                    var f = Font.system(size: 17, weight: weight, design: design)
                    if italic { f = f.italic() }
                    let name = BuiltinTextMeasurer.fontFileName(for: f)
                    #expect(FileManager.default.fileExists(atPath: fonts.appendingPathComponent(name).path), "\(name)")
                }
            }
        }
    }

    // MARK: Wrapping

    @Test func idealSizeIsOneUnwrappedLine() {
        let s = "one two three four five six seven"
        let ideal = measure(s)
        #expect(ideal.lineCount == 1)
        #expect(measure(s, width: ideal.size.width).lineCount == 1)
        #expect(measure(s, width: 1000).size == ideal.size)
    }

    /// Greedy filling at spaces: each line takes the words that fit.
    @Test func wrapsAtSpacesAtSeveralWidths() {
        let s = "one two three four five six seven"
        let w3 = measure("one two three").size.width
        #expect(lines(s, width: w3) == ["one two three", "four five six", "seven"])
        let w2 = measure("three four").size.width
        #expect(lines(s, width: w2) == ["one two", "three four", "five six", "seven"])
        let w1 = max(measure("three").size.width, measure("seven").size.width)
        #expect(lines(s, width: w1) == ["one", "two", "three", "four", "five", "six", "seven"])
        let r = measure(s, width: w2)
        #expect(r.lineCount == 4)
        #expect(abs(Double(r.size.height) - Self.up3(4 * 17 * 2444 / 2048)) < 1e-9)
        // The width is the widest line, not the proposal.
        #expect(r.size.width == measure("three four").size.width)
    }

    @Test func longWordsBreakBetweenCharacters() {
        let w = measure("abcdefgh").size.width
        let l = lines("abcdefghabcdefghab", width: w)
        #expect(l == ["abcdefgh", "abcdefgh", "ab"])
    }

    /// UAX #14: a break after a hyphen between letters, none before closing
    /// punctuation, ideographs break anywhere.
    @Test func unicodeBreakOpportunities() {
        let w = max(measure("well-").size.width, measure("known").size.width)
        #expect(lines("well-known", width: w) == ["well-", "known"])
        #expect(lines("-5 well", width: measure("-5 well").size.width - 1) == ["-5", "well"])
        let hello = max(measure("Hello,").size.width, measure("world!").size.width)
        #expect(lines("Hello, world!", width: hello) == ["Hello,", "world!"])
        // No break before "!" even after a space (LB13): "Hello !" fits whole or not at all.
        #expect(lines("Hi there !", width: measure("Hi there").size.width + 1) == ["Hi", "there !"])
        #expect(lines("(Hello) world", width: measure("(Hello)").size.width)[0] == "(Hello)")
        let cjk = lines("漢字漢字漢字", width: 17 * 2 + 1)
        #expect(cjk == ["漢字", "漢字", "漢字"])
        #expect(lines("漢字。漢字", width: 17 * 2 + 1)[0] == "漢")
    }

    @Test func newlinesStartParagraphs() {
        #expect(lines("a\nbb\r\nccc") == ["a", "bb", "ccc"])
        #expect(measure("a\nbb\nccc").lineCount == 3)
        #expect(measure("a\nbb\nccc").size.width == measure("ccc").size.width)
    }

    // MARK: Truncation and line limits

    static let fox = "The quick brown fox jumps over the lazy dog"

    @Test func tailTruncation() {
        let l = lines(Self.fox, width: 120, options: TextLayoutOptions(lineLimit: 1))
        #expect(l.count == 1)
        #expect(l[0].hasPrefix("The quick") && l[0].hasSuffix("…"))
        #expect(measure(Self.fox, width: 120, options: TextLayoutOptions(lineLimit: 1)).size.width <= 120)
    }

    @Test func headTruncation() {
        let l = lines(Self.fox, width: 120, options: TextLayoutOptions(lineLimit: 1, truncationMode: .head))
        #expect(l.count == 1 && l[0].hasPrefix("…") && l[0].hasSuffix("lazy dog"))
    }

    @Test func middleTruncation() {
        let l = lines(Self.fox, width: 150, options: TextLayoutOptions(lineLimit: 1, truncationMode: .middle))
        #expect(l.count == 1 && l[0].hasPrefix("The") && l[0].hasSuffix("dog") && l[0].contains("…"))
    }

    /// A height that holds fewer lines than the text needs truncates the
    /// last line that fits.
    @Test func shortHeightTruncatesTheLastVisibleLine() {
        let r = measure(Self.fox, width: 100, height: 45)
        #expect(r.lineCount == 2)
        #expect(abs(Double(r.size.height) - 122.0 / 3) < 1e-9)
        let l = lines(Self.fox, width: 100, height: 45)
        #expect(l.count == 2 && l[1].hasSuffix("…"))
    }

    @Test func lineLimitForms() {
        let two = measure(Self.fox, width: 100, options: TextLayoutOptions(lineLimit: 2))
        #expect(two.lineCount == 2 && abs(Double(two.size.height) - 122.0 / 3) < 1e-9)
        // lineLimit(3, reservesSpace: true): three lines tall for one line of text (60.861 -> 61).
        let reserved = measure("Hi", options: TextLayoutOptions(lineLimit: 3, reservedLines: 3))
        #expect(reserved.lineCount == 1 && reserved.size.height == 61)
        #expect(reserved.lastBaseline == reserved.firstBaseline)
    }

    @Test func lineLimitModifiersReachText() {
        let unlimited = VLTest.layout(Text(Self.fox).id("t"), 100, 800, scale: 3)
        let limited = VLTest.layout(Text(Self.fox).lineLimit(2).id("t"), 100, 800, scale: 3)
        let range = VLTest.layout(Text("Hi").lineLimit(2...4).id("t"), 100, 800, scale: 3)
        let reserves = VLTest.layout(Text("Hi").lineLimit(3, reservesSpace: true).id("t"), 100, 800, scale: 3)
        #expect(unlimited.frame(of: "t")!.height > 122.0 / 3)
        #expect(abs(limited.frame(of: "t")!.height - 122.0 / 3) < 1e-9)
        #expect(abs(range.frame(of: "t")!.height - 122.0 / 3) < 1e-9)
        #expect(reserves.frame(of: "t")!.height == 61)
    }

    /// lineSpacing adds space between lines: 2 × 20.287 + 10 -> 50.67.
    @Test func lineSpacingAddsBetweenLines() {
        let r = measure(Self.fox, width: 100, options: TextLayoutOptions(lineLimit: 2, lineSpacing: 10))
        #expect(abs(Double(r.size.height) - 152.0 / 3) < 1e-9)
        // The last baseline: one pitch (20.287 + 10) below the ascender, rounded up.
        #expect(abs(Double(r.lastBaseline) - Self.up3(17 * 2444 / 2048 + 10 + 17 * 1950 / 2048)) < 1e-9)
        let t = VLTest.layout(Text(Self.fox).lineLimit(2).lineSpacing(10).id("t"), 100, 800, scale: 3)
        #expect(abs(t.frame(of: "t")!.height - 152.0 / 3) < 1e-9)
    }

    /// minimumScaleFactor shrinks the font until the line fits, not below the factor.
    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let ideal = measure("Hello world").size.width
        let half = ideal * 0.75
        let shrunk = measure("Hello world", width: half, options: TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(shrunk.size.width <= half && shrunk.size.width > half - 2)
        #expect(shrunk.size.height < measure("Hello world").size.height)
        let l = lines("Hello world", width: half, options: TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(l == ["Hello world"])
        // Not allowed to shrink enough: truncated at the factor's size.
        let t = lines("Hello world", width: ideal * 0.3, options: TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(t[0].hasSuffix("…"))
    }

    @Test func allowsTighteningAvoidsTruncationWithinFivePercent() {
        let ideal = measure("Hello world", scale: 1024).size.width
        let opts = TextLayoutOptions(lineLimit: 1, allowsTightening: true)
        #expect(lines("Hello world", width: ideal * 0.97, options: opts) == ["Hello world"])
        #expect(lines("Hello world", width: ideal * 0.97, options: TextLayoutOptions(lineLimit: 1))[0].hasSuffix("…"))
    }

    // MARK: Properties

    /// A seeded generator of words, spaces, hyphens and newlines.
    static func randomText(_ rng: inout TextTestRandom) -> String {
        let words = ["a", "layout", "SwiftUI", "frame", "well-known", "Ωμέγα", "текст", "漢字", "supercalifragilistic", "!", "(x)"]
        var s = ""
        for _ in 0..<Int(rng.next() % 30) {
            s += words[Int(rng.next() % UInt64(words.count))]
            s += rng.next() % 9 == 0 ? "\n" : " "
        }
        return s
    }

    @Test func propertiesOfWrapping() {
        var rng = TextTestRandom(seed: 5)
        for _ in 0..<300 {
            let s = Self.randomText(&rng)
            let width = CGFloat(rng.next() % 400) + 1
            let ideal = measure(s)
            let r = measure(s, width: width)
            // Never wider than the ideal width.
            #expect(r.size.width <= ideal.size.width, "\(s) at \(width)")
            // The height is a whole number of lines.
            #expect(abs(Double(r.size.height) - Self.up3(Double(r.lineCount) * 17 * 2444 / 2048)) < 1e-9)
            // Wrapping loses no character (spaces at breaks hang).
            let l = lines(s, width: width)
            #expect(l.count == r.lineCount)
            let kept = l.joined().filter { !$0.isWhitespace }
            #expect(kept == s.filter { !$0.isWhitespace }, "\(s) at \(width): \(l)")
        }
    }

    /// Truncated texts (any mode, 1 to 3 lines) stay within the proposal and
    /// the ideal width, show at most the limit, and every truncated line
    /// carries the ellipsis at the mode's place.
    @Test func propertiesOfTruncation() {
        var rng = TextTestRandom(seed: 11)
        let modes: [Text.TruncationMode] = [.head, .middle, .tail]
        for _ in 0..<300 {
            let s = Self.randomText(&rng)
            let width = CGFloat(rng.next() % 300) + 20
            let limit = Int(rng.next() % 3) + 1
            let mode = modes[Int(rng.next() % 3)]
            let options = TextLayoutOptions(lineLimit: limit, truncationMode: mode)
            let r = measure(s, width: width, options: options)
            #expect(r.size.width <= width + 1.0 / 3 && r.size.width <= measure(s).size.width, "\(s) at \(width)")
            #expect(r.lineCount <= limit)
            let l = lines(s, width: width, options: options)
            #expect(l.count == r.lineCount)
            if measure(s, width: width).lineCount > limit {
                #expect(l.last!.contains("…"), "\(s) at \(width), \(mode): \(l)")
            }
        }
    }

    // MARK: Baselines

    /// Text answers its first and last baselines; a VStack passes up its
    /// first child's first baseline and its last child's last baseline; a
    /// view without text answers its bottom edge.
    @Test func baselinesThroughNestedStacks() {
        let v = HStack(alignment: .firstTextBaseline, spacing: 0) {
            VStack(spacing: 0) {
                Text("Title").font(.title).id("title")
                Text("Body").id("body")
            }
            Text("Caption").font(.caption).id("caption")
            Color.red.frame(width: 10, height: 30).id("color")
        }
        let t = VLTest.layout(v, 390, 800, scale: 3)
        let title = t.frame(of: "title")!, caption = t.frame(of: "caption")!, color = t.frame(of: "color")!
        // Title baseline 26.67 (28 × 1950/2048 = 26.66), caption 11.33 (11.43).
        #expect(abs((title.minY + 80.0 / 3) - (caption.minY + 34.0 / 3)) < 1e-9)
        // The color's baseline is its bottom.
        #expect(abs(color.maxY - (caption.minY + 34.0 / 3)) < 1e-9)
        let last = VLTest.layout(HStack(alignment: .lastTextBaseline, spacing: 0) {
            VStack(spacing: 0) {
                Text("Title").font(.title)
                Text("Body").id("body")
            }
            Text("Caption").font(.caption).id("caption")
        }, 390, 800, scale: 3)
        // Last baselines are rounded up (OSU, Fidelity, "Text"): body 16.19 -> 16.33,
        // caption 11.43 -> 11.67 (its first baseline, rounded to nearest, is 11.33).
        #expect(abs((last.frame(of: "body")!.minY + 49.0 / 3) - (last.frame(of: "caption")!.minY + 35.0 / 3)) < 1e-9, "\(last)")
    }

    @Test func systemImagesHaveBaselines() {
        let t = VLTest.layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "star").id("star")
            Text("Star").id("text")
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), 390, 800, scale: 3)
        // (Top-leading: a centred row could start between pixels and round
        // its edges by a pixel.)
        let star = t.frame(of: "star")!, text = t.frame(of: "text")!
        // The star's size and descent in em come from the symbol table
        // (SystemSymbol: fitted to the measured chevron.compact.down).
        let s = SystemSymbol.metrics["star"]!, g = SystemSymbol.metrics["globe"]!
        #expect(abs(star.height - Self.up3(17 * s.height)) < 1e-9)
        #expect(abs((star.maxY - (17 * s.descent * 3).rounded() / 3) - (text.minY + 49.0 / 3)) < 1e-9)
        let big = VLTest.layout(Image(systemName: "globe").font(.largeTitle).id("g"), 390, 800, scale: 3)
        #expect(abs(big.frame(of: "g")!.height - Self.up3(34 * g.height)) < 1e-9)
    }

    @Test func namedImageHasItsPixelSize() {
        var env = VLTest.environment(scale: 3)
        env.imageSizes = ["photo": CGSize(width: 64, height: 48)]
        let t = ViewLayout.layout(Image("photo").id("p"), in: CGSize(width: 390, height: 800), environment: env)
        #expect(t.frame(of: "p")!.size == CGSize(width: 64, height: 48))
    }

    // MARK: Environment

    @Test func fontIsInheritedAndTextModifiersApply() {
        let t = VLTest.layout(VStack {
            Text("Hello world").id("a")
            Text("Hello world").bold().id("b")
        }.font(.title), 390, 800, scale: 3)
        func same(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6 }
        #expect(same(t.frame(of: "a")!.size, measure("Hello world", .title).size))
        #expect(same(t.frame(of: "b")!.size, measure("Hello world", .title.bold()).size))
        let w = VLTest.layout(Text("Hello world").id("a").fontWeight(.bold).italic(), 390, 800, scale: 3)
        #expect(same(w.frame(of: "a")!.size, measure("Hello world", .body.bold().italic()).size))
    }

    @Test func repeatedMeasurementIsCached() {
        let measurer = BuiltinTextMeasurer()
        let a = measurer.measure("cached string", font: .body, proposal: ProposedViewSize(width: 50, height: nil), displayScale: 3)
        let b = measurer.measure("cached string", font: .body, proposal: ProposedViewSize(width: 50, height: nil), displayScale: 3)
        #expect(a == b)
        #expect(measurer.cachedMeasurementCount == 1)
        _ = measurer.measure("cached string", font: .body, proposal: ProposedViewSize(width: 60, height: nil), displayScale: 3)
        #expect(measurer.cachedMeasurementCount == 2)
    }

    /// The measurement cache is keyed by each text's interned number
    /// (string, font and paragraph options; Text/MeasurementCache.swift):
    /// one string set in two fonts, or under two line limits, in one tree
    /// must not share a measurement, and the engine's answers must equal
    /// the measurer's own for each combination.
    @Test func internedTextsKeepFontsAndOptionsApart() {
        // Leading-aligned at x = 0, so every frame starts on the pixel grid.
        let t = VLTest.layout(VStack(alignment: .leading, spacing: 0) {
            Text(Self.fox).id("body")
            Text(Self.fox).font(.title).id("title")
            Text(Self.fox).lineLimit(1).id("one line")
            Text(Self.fox).id("body again")
        }.frame(width: 120, alignment: .leading), 120, 800, scale: 3)
        func same(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6 }
        let body = measure(Self.fox, width: 120)
        #expect(body.lineCount > 1)
        #expect(same(t.frame(of: "body")!.size, body.size))
        #expect(same(t.frame(of: "body again")!.size, body.size))
        #expect(same(t.frame(of: "title")!.size, measure(Self.fox, .title, width: 120).size))
        #expect(t.frame(of: "title")!.height > body.size.height)
        let one = measure(Self.fox, width: 120, options: TextLayoutOptions(lineLimit: 1))
        #expect(one.lineCount == 1)
        #expect(same(t.frame(of: "one line")!.size, one.size))
    }

    /// The cache's table grows past its first 64 slots and still answers
    /// every stored measurement (the same as a fresh measurer computes).
    @Test func measurementCacheGrowsAndKeepsAnswers() {
        let measurer = BuiltinTextMeasurer()
        let strings = (0..<300).map { "row \($0) " + String(repeating: "w", count: $0 % 17) }
        func m(_ x: BuiltinTextMeasurer, _ s: String, _ w: CGFloat?) -> TextMeasurement {
            x.measure(s, font: .body, proposal: ProposedViewSize(width: w, height: nil), displayScale: 3)
        }
        let first = strings.map { m(measurer, $0, 60) } + strings.map { m(measurer, $0, nil) }
        #expect(measurer.cachedMeasurementCount == 600)
        let again = strings.map { m(measurer, $0, 60) } + strings.map { m(measurer, $0, nil) }
        #expect(again == first)
        #expect(measurer.cachedMeasurementCount == 600)
        let fresh = BuiltinTextMeasurer()
        #expect(strings.map { m(fresh, $0, 60) } + strings.map { m(fresh, $0, nil) } == first)
        // A narrow width wraps "row 16 wwww…" where the unwrapped one does not.
        #expect(first[16].lineCount > first[300 + 16].lineCount)
    }

    // MARK: Bad input

    @Test func emptyAndWhitespaceStrings() {
        let empty = measure("")
        #expect(empty.size.width == 0 && abs(empty.size.height - 61.0 / 3) < 1e-9)
        let spaces = measure("   ")
        #expect(spaces.size.width > 0 && spaces.lineCount == 1)
        let newlines = measure("\n\n")
        #expect(newlines.size.width == 0 && newlines.lineCount == 3)
        #expect(measure("   ", width: 1).lineCount == 1)
    }

    @Test func oneMegabyteString() {
        let s = String(repeating: "lorem ipsum dolor ", count: 1_048_576 / 18)
        let ideal = measure(s)
        #expect(ideal.lineCount == 1 && ideal.size.width.isFinite)
        let wrapped = measure(s, width: 300)
        #expect(wrapped.lineCount > 1000 && wrapped.size.width <= 300)
    }

    @Test(arguments: [CGFloat(0), -5, .nan, .infinity])
    func invalidFontSizes(size: CGFloat) {
        let t = VLTest.layout(Text("Hello").font(.system(size: size)).id("t"), 390, 800, scale: 3)
        #expect(t.frame(of: "t")!.size == .zero)
        #expect(t.vlAllFramesFinite)
        if size != 0 { #expect(t.vlHasDiagnostic("font size")) } else { #expect(!t.vlHasDiagnostic("font size")) }
    }

    @Test func unknownSystemImageIsDiagnosed() {
        let t = VLTest.layout(Image(systemName: "no.such.symbol").id("i"), 390, 800, scale: 3)
        #expect(t.vlHasDiagnostic("no.such.symbol", "unknown symbol"))
        #expect(abs(t.frame(of: "i")!.height - 61.0 / 3) < 1e-9)
    }

    /// Every script measures; characters the shipped faces lack use the
    /// fallback face and leave a note.
    @Test func multiScriptStrings() {
        for s in ["Ελληνικά", "Кириллица", "العربية", "עברית", "日本語の文章", "👋🏽 emoji 👨‍👩‍👧", "混合 mixed テキスト"] {
            let r = measure(s, width: 60)
            #expect(r.size.width > 0 && r.size.width <= 60 && r.size.height > 0, "\(s)")
        }
        #expect(!VLTest.layout(Text("Ελληνικά Кириллица"), 390, 800).vlHasDiagnostic("fallback"))
        #expect(VLTest.layout(Text("日本語"), 390, 800).vlHasDiagnostic("U+65E5", "fallback"))
        // CJK from the fallback face: a full em each.
        #expect(abs(Double(measure("日本語", scale: 1024).size.width) - 51) < 0.001)
    }
}

/// A small seeded generator (SplitMix64, the differential test's) so
/// property tests are repeatable.
typealias TextTestRandom = SessionDifferential.Seeded

extension SessionDifferential.Seeded {
    init(seed: UInt64) { self.init(state: seed) }
}

/// Default spacing next to text in a VStack (OSU Text+Spacing.swift, Fidelity,
/// "Text"): body at @3x has line height 20.287, defaultTextSpacing
/// ceil(2.0287) = 2.3333, defaultLineSpacing 22.6204.
@Suite struct TextSpacingTests {
    static let line = 17.0 * 2444 / 2048
    static let textSpacing = 7.0 / 3
    static let lineSpacing = line + textSpacing

    @Test func textAboveText() {
        let t = VLTest.layout(VStack { Text("A").id("a"); Text("B").id("b") }, 390, 800, scale: 3)
        // The lower font's leading, 0 for SF: the lines touch.
        #expect(abs(t.frame(of: "b")!.minY - t.frame(of: "a")!.maxY) < 1e-6)
    }

    @Test func textAboveAViewWithoutText() {
        let t = VLTest.layout(VStack { Text("A").id("a"); Color.red.frame(width: 10, height: 10).id("c") }, 390, 800, scale: 3)
        // max(22.6204 − 11.9780 (cap height 1443/2048 em), 2.3333 + 4.1006) = 10.6424,
        // placed on the pixel grid.
        let expected = max(Self.lineSpacing - 17.0 * 1443 / 2048, Self.textSpacing + 17.0 * 494 / 2048)
        #expect(abs(expected - 10.6424) < 1e-4)
        let gap = t.frame(of: "c")!.minY - t.frame(of: "a")!.maxY
        #expect(abs(gap - expected) <= 1.0 / 3 + 1e-9)
    }

    @Test func viewWithoutTextAboveText() {
        let t = VLTest.layout(VStack { Color.red.frame(width: 10, height: 10).id("c"); Text("A").id("a") }, 390, 800, scale: 3)
        // 22.6204 − 16.1865 (ascender 1950/2048 em) = 6.4339.
        let expected = Self.lineSpacing - 17.0 * 1950 / 2048
        let gap = t.frame(of: "a")!.minY - t.frame(of: "c")!.maxY
        #expect(abs(gap - expected) <= 1.0 / 3 + 1e-9)
    }

    @Test func horizontalAndNonTextPairsKeepEight() {
        let h = VLTest.layout(HStack { Text("A").id("a"); Text("B").id("b") }, 390, 800, scale: 3)
        #expect(abs(h.frame(of: "b")!.minX - h.frame(of: "a")!.maxX - 8) < 1e-6)
        let v = VLTest.layout(VStack { Color.red.frame(width: 10, height: 10).id("a"); Color.red.frame(width: 10, height: 10).id("b") },
                              390, 800, scale: 3)
        #expect(abs(v.frame(of: "b")!.minY - v.frame(of: "a")!.maxY - 8) < 1e-6)
        // Padding hides the text edge: text above padded text is text above a plain view.
        let p = VLTest.layout(VStack { Text("A").id("a"); Text("B").padding(0).id("b") }, 390, 800, scale: 3)
        #expect(p.frame(of: "b")!.minY - p.frame(of: "a")!.maxY > 10)
    }

    @Test func stacksPassTheirEdgeTextsUp() {
        let t = VLTest.layout(VStack {
            VStack { Color.red.frame(width: 10, height: 10); Text("A").id("a") }
            Text("B").frame(width: 100).id("b")
        }, 390, 800, scale: 3)
        #expect(abs(t.frame(of: "b")!.minY - t.frame(of: "a")!.maxY) < 1e-6)
    }
}
