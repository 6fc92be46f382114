import Foundation
import ViewLayout

/// The machine's faces for characters the shipped faces lack (CJK, emoji,
/// other scripts), found through fontconfig: `fc-list` names the files
/// whose character set covers a character, and the first that the
/// TrueType reader can read (`glyf` outlines: Droid Sans Fallback for CJK,
/// Symbola for emoji on Debian; colour bitmap fonts are skipped) draws it.
///
/// The layout measured such characters with the fallback advance
/// (`FallbackFace` in the engine, reported as a diagnostic); the renderer
/// keeps that advance and centres the face's glyph in it, so measuring and
/// drawing agree whichever faces the machine has. A character no face
/// covers is drawn as the shipped face's missing-glyph box.
///
/// Not thread-safe: callers hold `GlyphOutlines.lock`.
enum FallbackFaces {
    nonisolated(unsafe) static var faces: [TrueTypeFont] = []
    nonisolated(unsafe) static var triedFiles: Set<String> = []
    nonisolated(unsafe) static var uncovered: Set<UInt32> = []
    nonisolated(unsafe) static var advances: [String: Double] = [:]

    /// A face that has `scalar`, with its glyph; nil when none on the machine has it.
    static func glyph(for scalar: Unicode.Scalar) -> (face: TrueTypeFont, glyph: UInt16)? {
        for face in faces {
            let g = face.glyphIndex(scalar)
            if g != 0 { return (face, g) }
        }
        if uncovered.contains(scalar.value) { return nil }
        for path in files(covering: scalar) where !triedFiles.contains(path) {
            triedFiles.insert(path)
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)), let face = TrueTypeFont(data: data) else { continue }
            faces.append(face)
            let g = face.glyphIndex(scalar)
            if g != 0 { return (face, g) }
        }
        uncovered.insert(scalar.value)
        return nil
    }

    /// The advance the layout gave `scalar` in `font`, in points: the
    /// measurer's own width of the character alone.
    static func measuredAdvance(_ scalar: Unicode.Scalar, font: Font) -> Double {
        let key = "\(scalar.value) \(font.size) \(BuiltinTextMeasurer.fontFileName(for: font))"
        if let a = advances[key] { return a }
        let a = BuiltinTextMeasurer().lines(String(scalar), font: font, proposal: .unspecified, displayScale: 1).first?.width ?? 0
        advances[key] = a
        return a
    }

    static let fcList = ["/usr/bin/fc-list", "/usr/local/bin/fc-list", "/opt/homebrew/bin/fc-list"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// TrueType files fontconfig lists as covering `scalar`, in a stable order.
    static func files(covering scalar: Unicode.Scalar) -> [String] {
        guard let fcList else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fcList)
        process.arguments = [":charset=" + String(scalar.value, radix: 16), "--format=%{file}\n"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { $0.lowercased().hasSuffix(".ttf") }.sorted()
    }
}

extension PNGRenderer {
    /// The characters this process has drawn with no face that has them:
    /// neither the shipped faces nor any font fontconfig lists on this
    /// machine (each is drawn as the missing-glyph box, or a drawn face for
    /// an emoji), in code point order. `viewlayout render` reports them.
    public static var charactersWithoutAFace: [Unicode.Scalar] {
        GlyphOutlines.lock.lock()
        defer { GlyphOutlines.lock.unlock() }
        return FallbackFaces.uncovered.sorted().compactMap(Unicode.Scalar.init)
    }
}
