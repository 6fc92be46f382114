#!/usr/bin/env python3
"""Generates Sources/ViewLayout/Text/FontMetricsTables.swift and the subset
TrueType files in Sources/ViewLayoutRender/Fonts/ (the renderer's
resources) from the open-licensed faces the layout uses.

Run once, by hand, when the faces change (the output is committed; the
package never reads a font at run time for layout):
    pip install fonttools
    apt-get install fonts-inter fonts-dejavu-core
    python3 Scripts/generate_font_metrics.py

Faces: Inter 4.0 (SIL OFL 1.1) for the default design, DejaVu Sans Mono
(Bitstream Vera licence) for `.monospaced`. For each: advances of every
character of the covered blocks, pair kerning from the GPOS 'kern' feature
between the printable ASCII and Latin-1 letters, and the vertical metrics.
The Inter files are CFF (PostScript outlines); the renderer reads TrueType
`glyf` outlines, so the shipped copies are converted with fontTools' cu2qu.
"""
import base64
import os
import struct
import sys
from fontTools.ttLib import TTFont
from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables._g_l_y_f import table__g_l_y_f
from fontTools.ttLib.tables._l_o_c_a import table__l_o_c_a
from fontTools.ttLib import newTable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTER = "/usr/share/fonts/opentype/inter"
DEJAVU = "/usr/share/fonts/truetype/dejavu"

# (Swift name, source file, shipped file name)
FACES = [
    ("interRegular", f"{INTER}/Inter-Regular.otf", "Inter-Regular.ttf"),
    ("interSemibold", f"{INTER}/Inter-SemiBold.otf", "Inter-SemiBold.ttf"),
    ("interBold", f"{INTER}/Inter-Bold.otf", "Inter-Bold.ttf"),
    ("interItalic", f"{INTER}/Inter-Italic.otf", "Inter-Italic.ttf"),
    ("interSemiboldItalic", f"{INTER}/Inter-SemiBoldItalic.otf", "Inter-SemiBoldItalic.ttf"),
    ("interBoldItalic", f"{INTER}/Inter-BoldItalic.otf", "Inter-BoldItalic.ttf"),
    ("monoRegular", f"{DEJAVU}/DejaVuSansMono.ttf", "DejaVuSansMono.ttf"),
    ("monoBold", f"{DEJAVU}/DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Bold.ttf"),
    ("monoItalic", f"{DEJAVU}/DejaVuSansMono-Oblique.ttf", "DejaVuSansMono-Oblique.ttf"),
    ("monoBoldItalic", f"{DEJAVU}/DejaVuSansMono-BoldOblique.ttf", "DejaVuSansMono-BoldOblique.ttf"),
]

# Blocks whose characters get advances: Basic Latin, Latin-1, Latin
# Extended-A/B, IPA, spacing modifiers, combining marks, Greek, Cyrillic,
# Latin Extended Additional, General Punctuation, super/subscripts,
# currency, letterlike symbols, number forms, arrows, math operators,
# box drawing, geometric shapes.
RANGES = [(0x20, 0x7E), (0xA0, 0x24F), (0x250, 0x2FF), (0x300, 0x36F), (0x370, 0x3FF), (0x400, 0x52F),
          (0x1E00, 0x1EFF), (0x2000, 0x206F), (0x2070, 0x209F), (0x20A0, 0x20CF), (0x2100, 0x214F),
          (0x2150, 0x218F), (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2500, 0x25FF)]
# Characters between which kerning pairs are kept.
KERN_CHARS = [c for c in range(0x20, 0x7F)] + [c for c in range(0xC0, 0x100)] + [0x2019, 0x201D, 0x2026]


def covered(cmap):
    return sorted(c for lo, hi in RANGES for c in range(lo, hi + 1) if c in cmap)


def pair_kerning(font):
    """XAdvance adjustments of the first glyph of each pair, from the
    GPOS lookups of the 'kern' feature (PairPos formats 1 and 2)."""
    if "GPOS" not in font:
        return {}
    gpos = font["GPOS"].table
    lookups = set()
    for rec in gpos.FeatureList.FeatureRecord:
        if rec.FeatureTag == "kern":
            lookups.update(rec.Feature.LookupListIndex)
    cmap = font.getBestCmap()
    glyphs = {c: cmap[c] for c in KERN_CHARS if c in cmap}
    wanted = set(glyphs.values())
    result = {}
    for li in sorted(lookups):
        lookup = gpos.LookupList.Lookup[li]
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:
                sub = sub.ExtSubTable
            if sub.LookupType != 2 if hasattr(sub, "LookupType") else False:
                continue
            if sub.Format == 1:
                for i, first in enumerate(sub.Coverage.glyphs):
                    if first not in wanted:
                        continue
                    for rec in sub.PairSet[i].PairValueRecord:
                        if rec.SecondGlyph in wanted and rec.Value1 is not None:
                            v = getattr(rec.Value1, "XAdvance", 0) or 0
                            result.setdefault((first, rec.SecondGlyph), v)
            elif sub.Format == 2:
                cov = set(sub.Coverage.glyphs)
                c1 = sub.ClassDef1.classDefs
                c2 = sub.ClassDef2.classDefs
                for first in wanted & cov:
                    row = sub.Class1Record[c1.get(first, 0)]
                    for second in wanted:
                        rec = row.Class2Record[c2.get(second, 0)]
                        v = getattr(rec.Value1, "XAdvance", 0) or 0 if rec.Value1 is not None else 0
                        if v:
                            result.setdefault((first, second), v)
    by_char = {}
    inv = {}
    for c, g in glyphs.items():
        inv.setdefault(g, []).append(c)
    for (a, b), v in result.items():
        if v == 0:
            continue
        for ca in inv.get(a, []):
            for cb in inv.get(b, []):
                by_char[(ca, cb)] = v
    return by_char


def to_truetype(font):
    """Replaces CFF outlines by quadratic `glyf` outlines (max error 1 unit)."""
    if "glyf" in font:
        return font
    gs = font.getGlyphSet()
    glyf = newTable("glyf")
    glyf.glyphOrder = font.getGlyphOrder()
    glyf.glyphs = {}
    for name in font.getGlyphOrder():
        pen = TTGlyphPen(gs)
        gs[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyf[name] = pen.glyph()
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    font.sfntVersion = "\x00\x01\x00\x00"
    maxp = font["maxp"]
    maxp.tableVersion = 0x00010000
    for attr in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                 "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, attr, 0)
    maxp.maxZones = 1
    maxp.maxComponentDepth = 0
    font["head"].indexToLocFormat = 0
    font["head"].glyphDataFormat = 0
    post = font["post"]
    post.formatType = 2.0
    post.extraNames = []
    post.mapping = {}
    post.glyphOrder = font.getGlyphOrder()
    return font


def ship(src, dest):
    font = TTFont(src)
    opts = subset.Options()
    opts.layout_features = ["kern"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    opts.glyph_names = False
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=[c for lo, hi in RANGES for c in range(lo, hi + 1)])
    sub.subset(font)
    font = to_truetype(font)
    font.save(dest)


def swift_face(name, path):
    font = TTFont(path)
    upm = font["head"].unitsPerEm
    hhea = font["hhea"]
    os2 = font["OS/2"]
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    chars = covered(cmap)
    advances = [hmtx[cmap[c]][0] for c in chars]
    kern = pair_kerning(font)
    cap = getattr(os2, "sCapHeight", 0) or 0
    xh = getattr(os2, "sxHeight", 0) or 0
    if not cap and "H" in [chr(c) for c in cmap]:
        cap = font["glyf"]["H"].yMax if "glyf" in font else 0
    if not xh and "glyf" in font:
        g = font["glyf"][cmap[ord("x")]]
        g.recalcBounds(font["glyf"])
        xh = g.yMax
    if not cap and "glyf" in font:
        g = font["glyf"][cmap[ord("H")]]
        g.recalcBounds(font["glyf"])
        cap = g.yMax
    pairs = sorted(kern.items())
    # Base64 of little-endian arrays: a string literal compiles in no time,
    # where an array literal of thousands of integers takes the compiler minutes.
    def b64(fmt, values):
        return base64.b64encode(struct.pack("<%d%s" % (len(values), fmt), *values)).decode()
    lines = []
    lines.append(f"    /// {os.path.basename(path)}: {len(chars)} characters, {len(kern)} kerning pairs.")
    lines.append(f"    static let {name} = FaceMetrics(")
    lines.append(f"        unitsPerEm: {upm}, ascender: {hhea.ascent}, descender: {hhea.descent}, lineGap: {hhea.lineGap},")
    lines.append(f"        capHeight: {cap}, xHeight: {xh},")
    lines.append(f"        scalars: \"{b64('I', chars)}\",")
    lines.append(f"        advances: \"{b64('H', advances)}\",")
    lines.append(f"        kernPairs: \"{b64('Q', [a << 32 | b for (a, b), _ in pairs])}\",")
    lines.append(f"        kernValues: \"{b64('h', [v for _, v in pairs])}\")")
    return "\n".join(lines)


def main():
    out_dir = os.path.join(ROOT, "Sources", "ViewLayoutRender", "Fonts")
    os.makedirs(out_dir, exist_ok=True)
    parts = []
    for name, src, dest in FACES:
        parts.append(swift_face(name, src))
        ship(src, os.path.join(out_dir, dest))
    header = (
        "// Generated by Scripts/generate_font_metrics.py from Inter 4.0 (SIL OFL 1.1)\n"
        "// and DejaVu Sans Mono 2.37 (Bitstream Vera licence); see Sources/ViewLayoutRender/Fonts/. Do not edit.\n\n"
        "extension FaceMetrics {\n"
    )
    with open(os.path.join(ROOT, "Sources/ViewLayout/Text/FontMetricsTables.swift"), "w") as f:
        f.write(header + "\n\n".join(parts) + "\n}\n")


if __name__ == "__main__":
    main()
