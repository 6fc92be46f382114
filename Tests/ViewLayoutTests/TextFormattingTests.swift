import Foundation
import Testing
import ViewLayout

// What `Text` shows for interpolated and formatted values
// (API/Views/LocalizedStringKey.swift, TextFormatting.swift). The shown
// string is read back from the placed tree's text.

private func shown(_ text: Text) -> String? {
    let tree = layout(text, in: CGSize(width: 390, height: 844))
    return tree.allViews.first { $0.kind == .text }?.label
}

@Suite("Text formatting")
struct TextFormattingTests {
    @Test("a literal's interpolated numbers use printf conversions, specifier: another")
    func specifiers() {
        let count = 1200, ratio = 2.5
        #expect(shown(Text("\(count) followers")) == "1200 followers")
        #expect(shown(Text("\(ratio)")) == "2.500000")
        #expect(shown(Text("\(ratio, specifier: "%.1f") GB")) == "2.5 GB")
        #expect(shown(Text("\(Text("bold")) and plain")) == "bold and plain")
    }

    @Test("a String variable is shown verbatim, not as a key")
    func verbatim() {
        let name = "100%"
        #expect(shown(Text(name)) == "100%")
        #expect(shown(Text(verbatim: "%lf")) == "%lf")
    }

    // Apple's Text page ("Styling the view's text"): a literal is read as
    // Markdown, a String variable is not; CommonMark decides which marks
    // open and close (an underscore inside a word is a character).
    @Test("a literal's inline Markdown is shown without its marks; variables and values put in are shown as they are")
    func inlineMarkdown() {
        #expect(shown(Text("**70%** done")) == "70% done")
        #expect(shown(Text("*Quick* ~~slow~~ `code` __strong__ _it_")) == "Quick slow code strong it")
        #expect(shown(Text("Read the [privacy policy](https://example.com/privacy).")) == "Read the privacy policy.")
        #expect(shown(Text("snake_case_name and 2 * 3 * 4 and \\*stars\\*")) == "snake_case_name and 2 * 3 * 4 and *stars*")
        #expect(shown(Text("**unclosed")) == "**unclosed")
        let user = "*maya*_dev_"
        #expect(shown(Text("Hi **\(user)**")) == "Hi *maya*_dev_")
        #expect(shown(Text(user)) == "*maya*_dev_")
        #expect(shown(Text(verbatim: "**x**")) == "**x**")
        // Measured as shown: the marks take no width.
        let tree = layout(Text("**70%** done").id("t").fixedSize(), in: CGSize(width: 390, height: 844))
        #expect(tree.frame(of: "t")?.width == VLTest.text("70% done").size.width)
    }

    @Test("format styles write in en_US whatever the machine's locale")
    func formatStyles() {
        // The US grouping separator and dollar sign (objc.io S01E488: in a
        // US locale `Text(1000, format: .number)` renders "1,000").
        #expect(shown(Text(1000, format: .number)) == "1,000")
        #expect(shown(Text(4200.5, format: .currency(code: "USD"))) == "$4,200.50")
        #expect(shown(Text("\(21.5, format: .number.precision(.fractionLength(1)))°")) == "21.5°")
    }

    @Test("date styles write in en_US and UTC")
    func dates() {
        // 2001-01-01T00:00:00Z, Foundation's reference date.
        let date = Date(timeIntervalSinceReferenceDate: 0)
        #expect(shown(Text(date, style: .date)) == "January 1, 2001")
        // ICU, as on iOS 17, puts a narrow no-break space before AM/PM.
        #expect(shown(Text(date, style: .time)) == "12:00\u{202F}AM")
    }

    @Test("relative and offset styles count calendar units, the largest first (Apple's examples)")
    func relativeDates() {
        // The Text.DateStyle pages' example outputs: relative "2 hours, 23
        // minutes" and "1 year, 1 month"; offset "+2 hours" and "-3 months".
        let now = Date(timeIntervalSinceReferenceDate: 0)
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60)
        #expect(shown(Text(later, style: .relative, _now: now)) == "2 hours, 23 minutes")
        #expect(shown(Text(now, style: .relative, _now: later)) == "2 hours, 23 minutes")
        // 2002-02-06 is one year, one month and five days after 2001-01-01.
        let nextYear = Date(timeIntervalSinceReferenceDate: (365 + 31 + 5) * 86400)
        #expect(shown(Text(nextYear, style: .relative, _now: now)) == "1 year, 1 month")
        #expect(shown(Text(later, style: .offset, _now: now)) == "+2 hours")
        // 2000-10-01 is three months before 2001-01-01.
        let earlier = Date(timeIntervalSinceReferenceDate: -(31 + 30 + 31) * 86400)
        #expect(shown(Text(earlier, style: .offset, _now: now)) == "-3 months")
        #expect(shown(Text(now.addingTimeInterval(45), style: .relative, _now: now)) == "45 seconds")
        #expect(shown(Text(later, style: .timer, _now: now)) == "2:23:00")
    }

    @Test("onDelete's and onMove's collection helpers")
    func collectionEditing() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([1, 3, 9]))
        #expect(items == ["a", "c"])
        var moving = ["a", "b", "c", "d"]
        moving.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(moving == ["b", "c", "a", "d"])
        moving.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        #expect(moving == ["a", "d", "b", "c"])
    }

    @Test("an image inside text is set as one white-square glyph, measured like the text")
    func inlineImage() {
        #expect(shown(Text(Image(systemName: "star.fill")) + Text(" 4.5")) == "\u{25A1} 4.5")
        #expect(shown(Text("\(Image(systemName: "star.fill")) 4.5")) == "\u{25A1} 4.5")
        let tree = layout(Text("\(Image(systemName: "star")) 4.5").id("t"), in: CGSize(width: 390, height: 844))
        let expected = VLTest.text("\u{25A1} 4.5").size
        // Within a pixel: the frame is centred, so its edges round to the grid.
        #expect(tree.frame(of: "t").map { abs($0.width - expected.width) <= 0.34 && abs($0.height - expected.height) <= 0.34 } == true)
        #expect(tree.diagnostics.isEmpty)
    }
}
