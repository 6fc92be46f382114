import Foundation

extension _FrameLayout {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var f = FrameInfo(alignment: m.alignment)
        f.idealW = resolver.checkedLength(m.width, "frame(width:)")
        f.idealH = resolver.checkedLength(m.height, "frame(height:)")
        resolver.tree.frames.append(f)
        resolver.wrapEach(.fixedFrame, payload: Int32(resolver.tree.frames.count - 1), content: content)
    }
}

extension _FlexFrameLayout {
    public static func _makeModifier(_ m: Self, _ resolver: _ViewResolver, content: () -> Void) {
        var f = FrameInfo(alignment: m.alignment)
        f.minW = resolver.checkedLength(m.minWidth, "frame(minWidth:)")
        f.idealW = resolver.checkedLength(m.idealWidth, "frame(idealWidth:)")
        f.maxW = resolver.checkedLength(m.maxWidth, "frame(maxWidth:)", allowInfinity: true)
        f.minH = resolver.checkedLength(m.minHeight, "frame(minHeight:)")
        f.idealH = resolver.checkedLength(m.idealHeight, "frame(idealHeight:)")
        f.maxH = resolver.checkedLength(m.maxHeight, "frame(maxHeight:)", allowInfinity: true)
        // Normalised as SwiftUI's initializer does (OSU SymbolDual tests):
        // min <= ideal <= max, each raised to the one before it.
        func normalise(_ lo: inout Double, _ ideal: inout Double, _ hi: inout Double, _ axis: String) {
            let ordered = (lo.isNaNValue || ideal.isNaNValue || lo <= ideal) && (ideal.isNaNValue || hi.isNaNValue || ideal <= hi)
                && (lo.isNaNValue || hi.isNaNValue || lo <= hi)
            if !ordered {
                resolver.diagnose("frame(min\(axis):ideal\(axis):max\(axis):): Contradictory frame constraints specified (\(lo), \(ideal), \(hi)); each is raised to the one before it")
            }
            if !lo.isNaNValue && !ideal.isNaNValue { ideal = max(ideal, lo) }
            if !hi.isNaNValue {
                if !ideal.isNaNValue { hi = max(hi, ideal) } else if !lo.isNaNValue { hi = max(hi, lo) }
            }
        }
        normalise(&f.minW, &f.idealW, &f.maxW, "Width")
        normalise(&f.minH, &f.idealH, &f.maxH, "Height")
        resolver.tree.frames.append(f)
        resolver.wrapEach(.flexFrame, payload: Int32(resolver.tree.frames.count - 1), content: content)
    }
}
