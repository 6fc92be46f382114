import Foundation

// Reading an image folder for `ImageAssetCatalog`: the pixel size from each
// file's header (PNG: the IHDR chunk; JPEG: the first start-of-frame
// segment), the scale from an `@2x`/`@3x` suffix or an image set's
// `Contents.json`. Only headers are read; nothing is decoded here.

enum ImageAssetScanner {
    /// Every named image under `root`, and the files skipped with why.
    static func scan(_ root: URL) -> (images: [String: [ImageAssetCatalog.Variant]], problems: [String]) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([:], ["\(root.path): \(notAFolder)"])
        }
        var images: [String: [ImageAssetCatalog.Variant]] = [:]
        var problems: [String] = []
        func add(_ name: String, _ v: ImageAssetCatalog.Variant) {
            // The first file of a name and scale is kept (an image set's
            // universal entry comes before device-specific ones).
            if images[name]?.contains(where: { $0.scale == v.scale }) == true { return }
            images[name, default: []].append(v)
        }
        guard let walk = fm.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return ([:], []) }
        for case let url as URL in walk {
            let ext = url.pathExtension.lowercased()
            if ext == "imageset" {
                walk.skipDescendants()
                readImageSet(url, add: add, problems: &problems)
                continue
            }
            guard ["png", "jpg", "jpeg"].contains(ext) else { continue }
            var name = url.deletingPathExtension().lastPathComponent
            var scale = 1
            for (suffix, s) in [("@2x", 2), ("@3x", 3), ("@1x", 1)] where name.hasSuffix(suffix) {
                name.removeLast(suffix.count)
                scale = s
            }
            switch variant(url, scale: scale) {
            case .success(let v): add(name, v)
            case .failure(let why): problems.append("\(url.path): \(why.message)")
            }
        }
        return (images, problems)
    }

    /// The files of one image set, from its `Contents.json`.
    static func readImageSet(_ folder: URL, add: (String, ImageAssetCatalog.Variant) -> Void, problems: inout [String]) {
        let name = folder.deletingPathExtension().lastPathComponent
        let contents = folder.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: contents),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["images"] as? [[String: Any]] else {
            problems.append("\(contents.path): not an image set's Contents.json")
            return
        }
        // Universal and iPhone entries first: the engine lays out an iPhone.
        let ranked = entries.sorted { rank($0["idiom"] as? String) < rank($1["idiom"] as? String) }
        for entry in ranked {
            guard let file = entry["filename"] as? String else { continue }
            let url = folder.appendingPathComponent(file)
            guard ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased()) else {
                problems.append("\(url.path): only PNG and JPEG files are read")
                continue
            }
            let scaleText = (entry["scale"] as? String ?? "1x").lowercased()
            let scale = Int(scaleText.dropLast(scaleText.hasSuffix("x") ? 1 : 0)) ?? 1
            switch variant(url, scale: Swift.min(Swift.max(scale, 1), 3)) {
            case .success(let v): add(name, v)
            case .failure(let why): problems.append("\(url.path): \(why.message)")
            }
        }
    }

    static func rank(_ idiom: String?) -> Int {
        switch idiom {
        case "universal"?, nil: return 0
        case "iphone"?: return 1
        default: return 2
        }
    }

    /// The problem named when the folder itself cannot be listed.
    static let notAFolder = "not a folder that can be read"

    struct Problem: Error { let message: String }

    /// A file as a variant of `scale`, its size read from its header.
    static func variant(_ url: URL, scale: Int) -> Result<ImageAssetCatalog.Variant, Problem> {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return .failure(Problem(message: "cannot be read")) }
        let bytes = [UInt8](data)
        if let size = pngSize(bytes) {
            return .success(.init(file: url, scale: scale, pixelWidth: size.0, pixelHeight: size.1, isPNG: true))
        }
        if let size = jpegSize(bytes) {
            return .success(.init(file: url, scale: scale, pixelWidth: size.0, pixelHeight: size.1, isPNG: false))
        }
        return .failure(Problem(message: "not a PNG or JPEG file with a readable size"))
    }

    /// A PNG's width and height: the IHDR chunk, first after the signature.
    static func pngSize(_ b: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        let w = be32(16), h = be32(20)
        return w > 0 && h > 0 ? (w, h) : nil
    }

    /// A JPEG's width and height: the first start-of-frame segment (SOF0 to
    /// SOF15 but DHT, JPG and DAC), skipping the segments before it.
    static func jpegSize(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end, or scan data before any frame
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 8 < b.count else { return nil }
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return w > 0 && h > 0 ? (w, h) : nil
            }
            i += 2 + length
        }
        return nil
    }
}
