#!/usr/bin/env python3
"""Generates the SF Symbols stand-ins: the subset font
Sources/ViewLayoutRender/Fonts/BootstrapIcons-Symbols.ttf (drawn by the
renderers' TrueType reader), its licence beside it, and the engine's table
of sized names, Sources/ViewLayout/Resolve/SystemSymbolTable.swift. One
table below (SF Symbols name -> Bootstrap Icons name) is the single source
of both, so what is sized is what is drawn.

Run once, by hand, when the mapping changes (the output is committed):
    pip install fonttools
    pip download --no-deps django-js-lib-bootstrap-icons==1.11.3.0 -d /tmp/bsi
    python3 Scripts/convert_symbols.py /tmp/bsi/django_js_lib_bootstrap_icons-1.11.3.0-py2.py3-none-any.whl

Icons: Bootstrap Icons 1.11.3 (MIT licence, The Bootstrap Authors), whose
webfont is a TrueType font (300 units per em, one glyph per icon in a
16-pixel box); that wheel ships it with its name -> code point map.

Sizes (em of the current font, medium scale): no table of SF Symbols' image
sizes is published, so each symbol is its icon's ink box scaled by one
factor plus a fixed margin, the three numbers fitted to the one published
measurement found (Apple Developer Forums thread 716773: chevron.compact.down
at 64 pt, medium scale, on a 3x screen: UIImage 70.33 x 25.67 pt, its
CGImage 163 x 43 px of ink, baselineOffsetFromBottom -10.33 pt), and each
image centred at that measurement's height above the baseline (0.362 em,
which is WWDC 2020 session 10207's rule, symbols centred on the cap height:
SF Pro's cap height is 0.705 em). The sizes of the other symbols follow
from the Bootstrap icons' proportions and are unverified.
"""
import io
import json
import os
import sys
import zipfile
from fontTools.ttLib import TTFont
from fontTools import subset
from fontTools.pens.boundsPen import BoundsPen

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT_OUT = os.path.join(ROOT, "Sources/ViewLayoutRender/Fonts/BootstrapIcons-Symbols.ttf")
LICENSE_OUT = os.path.join(ROOT, "Sources/ViewLayoutRender/Fonts/BootstrapIcons-LICENSE.txt")
TABLE_OUT = os.path.join(ROOT, "Sources/ViewLayout/Resolve/SystemSymbolTable.swift")

# SF Symbols name -> Bootstrap Icons name. A name followed by "+" also maps
# its ".fill" form to the icon's "-fill" form. Approximate stand-ins (no
# closer icon in the set) are marked "~".
MAP = """
chevron.right chevron-right | chevron.left chevron-left | chevron.up chevron-up | chevron.down chevron-down
chevron.compact.down chevron-compact-down | chevron.compact.up chevron-compact-up
chevron.compact.left chevron-compact-left | chevron.compact.right chevron-compact-right
chevron.up.chevron.down chevron-expand | chevron.left.2 chevron-double-left | chevron.right.2 chevron-double-right
arrow.right arrow-right | arrow.left arrow-left | arrow.up arrow-up | arrow.down arrow-down
arrow.forward arrow-right | arrow.backward arrow-left
arrow.up.right arrow-up-right | arrow.up.left arrow-up-left | arrow.down.right arrow-down-right | arrow.down.left arrow-down-left
arrow.up.circle+ arrow-up-circle | arrow.down.circle+ arrow-down-circle | arrow.left.circle+ arrow-left-circle
arrow.right.circle+ arrow-right-circle | arrow.up.square+ arrow-up-square | arrow.down.square+ arrow-down-square
arrow.up.right.square+ arrow-up-right-square | arrow.right.square+ arrow-right-square
arrow.up.arrow.down arrow-down-up | arrow.left.arrow.right arrow-left-right
arrow.clockwise arrow-clockwise | arrow.counterclockwise arrow-counterclockwise
arrow.triangle.2.circlepath arrow-repeat | arrow.2.circlepath arrow-repeat
arrow.uturn.left arrow-return-left | arrow.uturn.backward arrow-return-left | return arrow-return-left
arrow.up.left.and.arrow.down.right arrows-angle-expand | arrow.down.right.and.arrow.up.left arrows-angle-contract
arrow.up.and.down.and.arrow.left.and.right arrows-move | arrow.up.and.down arrows-vertical
goforward arrow-clockwise | gobackward arrow-counterclockwise
plus plus-lg | minus dash-lg | xmark x-lg | multiply x-lg | checkmark check-lg
plus.circle+ plus-circle | minus.circle+ dash-circle | xmark.circle+ x-circle | checkmark.circle+ check-circle
plus.square+ plus-square | minus.square+ dash-square | xmark.square+ x-square | checkmark.square+ check-square
xmark.octagon+ x-octagon | checkmark.seal+ patch-check | checkmark.shield shield-check | checkmark.shield.fill shield-fill-check
trash+ trash3 | pencil pencil | pencil.circle ~pencil-square | square.and.pencil pencil-square | pencil.tip pen
square.and.arrow.up box-arrow-up | square.and.arrow.down box-arrow-in-down
rectangle.portrait.and.arrow.right box-arrow-right | rectangle.portrait.and.arrow.forward box-arrow-right
doc.on.doc copy | square.on.square copy | doc.on.clipboard+ clipboard | doc+ file-earmark | doc.text+ file-earmark-text
doc.richtext+ file-earmark-richtext | doc.plaintext file-text | folder+ folder | folder.badge.plus folder-plus
tray+ inbox | tray.full+ inboxes | tray.and.arrow.down download | tray.and.arrow.up upload | archivebox+ archive
paperplane+ send | paperclip paperclip | link link-45deg | scissors scissors | printer+ printer
ellipsis three-dots | line.3.horizontal list | line.3.horizontal.decrease filter
ellipsis.circle+ ~circle | bell.badge ~bell | bell.badge.fill ~bell-fill
dollarsign.circle ~currency-dollar | dollarsign.circle.fill ~coin | leaf ~feather | hand.raised+ ~hand-index | fork.knife ~cup-hot
line.3.horizontal.decrease.circle+ filter-circle | slider.horizontal.3 sliders | list.bullet list-ul
list.number list-ol | checklist list-check | text.alignleft text-left | text.aligncenter text-center
text.alignright text-right | text.justify justify | bold type-bold | italic type-italic | underline type-underline
strikethrough type-strikethrough | textformat type | square.grid.2x2+ grid | square.grid.3x3+ grid-3x3-gap
rectangle.grid.1x2+ grid-1x2 | square.stack.3d.up+ layers
person+ person | person.circle person-circle | person.circle.fill person-circle | person.crop.circle person-circle
person.crop.circle.fill person-circle | person.2+ people | person.3+ people | person.badge.plus person-plus
person.badge.plus.fill person-plus-fill | person.badge.minus person-dash | person.crop.square person-square
person.text.rectangle+ person-vcard | figure.walk person-walking | figure.stand person-standing
figure.wave person-raised-hand | figure.roll person-wheelchair | accessibility universal-access
hand.thumbsup+ hand-thumbs-up | hand.thumbsdown+ hand-thumbs-down | hand.point.up.left+ hand-index
hand.tap+ hand-index-thumb | hand.wave+ ~hand-index
envelope+ envelope | envelope.open+ envelope-open | phone+ telephone | phone.arrow.up.right+ telephone-outbound
message+ chat | bubble.left+ chat-left | bubble.right+ chat-right | text.bubble+ chat-left-text
ellipsis.bubble+ chat-dots | quote.bubble+ chat-quote | video+ camera-video | video.slash+ camera-video-off
mic+ mic | mic.slash+ mic-mute | bell+ bell | bell.slash+ bell-slash | megaphone+ megaphone | at at
antenna.radiowaves.left.and.right broadcast | wifi wifi | wifi.slash wifi-off
play+ play | pause+ pause | stop+ stop | play.circle+ play-circle | pause.circle+ pause-circle
stop.circle+ stop-circle | play.rectangle+ play-btn | forward+ fast-forward | backward+ rewind
forward.end+ skip-end | backward.end+ skip-start | shuffle shuffle | repeat repeat | repeat.1 repeat-1
speaker+ volume-off | speaker.wave.1+ volume-down | speaker.wave.2+ volume-up | speaker.wave.3+ volume-up
speaker.slash+ volume-mute | music.note music-note | music.note.list music-note-list | headphones headphones
camera+ camera | photo+ image | photo.on.rectangle images | film film | tv+ tv | display display
desktopcomputer pc-display | laptopcomputer laptop | iphone phone | ipad tablet | applewatch smartwatch
gamecontroller controller | keyboard+ keyboard | externaldrive+ device-hdd | cpu+ cpu | memorychip memory
server.rack hdd-rack | battery.100 battery-full | battery.50 battery-half | battery.0 battery
battery.100.bolt battery-charging | bolt+ lightning | bolt.horizontal+ ~lightning-charge | power power
lightbulb+ lightbulb | lightbulb.slash+ lightbulb-off
house+ house | building.2+ buildings | building.columns bank | cart+ cart | cart.badge.plus cart-plus
bag+ bag | basket+ basket | creditcard+ credit-card | gift+ gift | app.gift+ gift | tag+ tag | bookmark+ bookmark
book+ book | book.closed journal | books.vertical ~journals | newspaper newspaper
magnifyingglass search | plus.magnifyingglass zoom-in | minus.magnifyingglass zoom-out
map+ map | mappin geo-alt | mappin.and.ellipse geo | location+ ~cursor | globe globe | globe.americas globe-americas
safari+ compass | airplane airplane | car+ car-front | bus+ bus-front | tram+ train-front | bicycle bicycle
fuelpump+ fuel-pump | bed.double+ ~moon-stars | lock+ lock | lock.open+ unlock | lock.rotation ~lock
lock.shield+ shield-lock | key+ key | shield+ shield | eye+ eye | eye.slash+ eye-slash
exclamationmark exclamation-lg | exclamationmark.circle+ exclamation-circle
exclamationmark.triangle+ exclamation-triangle | exclamationmark.octagon+ exclamation-octagon
questionmark question-lg | questionmark.circle+ question-circle | info info-lg | info.circle+ info-circle
nosign ban | slash.circle+ slash-circle
sun.max+ sun | sun.min+ brightness-low | sunrise+ sunrise | sunset+ sunset | moon+ moon | moon.stars+ moon-stars
cloud+ cloud | icloud+ cloud | cloud.sun+ cloud-sun | cloud.moon+ cloud-moon | cloud.rain+ cloud-rain
cloud.heavyrain+ cloud-rain-heavy | cloud.bolt+ cloud-lightning | cloud.bolt.rain+ cloud-lightning-rain
cloud.snow+ cloud-snow | cloud.fog+ cloud-fog | cloud.drizzle+ cloud-drizzle
icloud.and.arrow.down cloud-arrow-down | icloud.and.arrow.up cloud-arrow-up
snowflake snow | wind wind | tornado tornado | hurricane hurricane | thermometer.medium thermometer-half
thermometer.sun thermometer-sun | drop+ droplet | flame fire | flame.fill fire | umbrella+ umbrella
sparkles stars | rainbow rainbow | tree+ tree
heart+ heart | heart.slash+ heartbreak | star+ star | star.leadinghalf.filled star-half
circle+ circle | square+ square | triangle+ triangle | diamond+ diamond | hexagon+ hexagon | octagon+ octagon
flag+ flag | pin+ pin | clock+ clock | clock.arrow.circlepath clock-history | alarm+ alarm | stopwatch+ stopwatch
timer stopwatch | hourglass hourglass | calendar calendar | calendar.badge.plus calendar-plus
chart.bar+ bar-chart | chart.pie+ pie-chart | chart.line.uptrend.xyaxis graph-up | waveform soundwave
waveform.path.ecg activity | gear gear | gearshape+ gear | wrench wrench | wrench.and.screwdriver tools
hammer hammer | paintbrush+ brush | paintpalette+ palette | eyedropper eyedropper | ruler rulers | crop crop
wand.and.stars magic | cube+ box | shippingbox+ box-seam | puzzlepiece+ puzzle | trophy+ trophy
graduationcap+ mortarboard | briefcase+ briefcase | suitcase+ suitcase
qrcode qr-code | qrcode.viewfinder qr-code-scan | barcode upc | barcode.viewfinder upc-scan
sidebar.left layout-sidebar | sidebar.right layout-sidebar-reverse | command command | option option
shift+ shift | capslock+ capslock | delete.left+ backspace | escape escape
percent percent | number hash | dollarsign currency-dollar | eurosign currency-euro | sterlingsign currency-pound
yensign currency-yen | banknote cash | face.smiling+ emoji-smile | ladybug+ bug | pills ~capsule-pill
bandage+ bandaid | cup.and.saucer+ cup-hot | birthday.cake+ cake | balloon+ balloon | ticket+ ticket
ear+ ear | lungs+ lungs | binoculars+ binoculars | scope crosshair | dice+ dice-5 | film.stack ~collection-play
"""


def mapping(available):
    """The (SF name, icon name) pairs of MAP, each icon checked to exist."""
    pairs = []
    for line in MAP.strip().splitlines():
        for item in line.split("|"):
            sf, icon = item.split()
            icon = icon.lstrip("~")
            if sf.endswith("+"):
                sf = sf[:-1]
                pairs.append((sf + ".fill", icon + "-fill"))
            pairs.append((sf, icon))
    for sf, icon in pairs:
        if icon not in available:
            sys.exit(f"{sf}: no icon {icon}")
    names = [sf for sf, _ in pairs]
    if len(names) != len(set(names)):
        sys.exit("a name is mapped twice: " + str({n for n in names if names.count(n) > 1}))
    return sorted(pairs)


def main(wheel):
    z = zipfile.ZipFile(wheel)
    base = "js_lib_bootstrap_icons/static/bootstrap-icons/font/"
    codepoints = json.loads(z.read(base + "bootstrap-icons.json"))
    font = TTFont(io.BytesIO(z.read(base + "fonts/bootstrap-icons.woff")))
    font.flavor = None
    licence = [n for n in z.namelist() if n.endswith("dist-info/LICENSE")][0]
    pairs = mapping(codepoints)

    # Sizes, fitted to the measured chevron.compact.down (see above).
    glyphs = font.getGlyphSet()
    cmap = font.getBestCmap()

    def ink(icon):
        pen = BoundsPen(glyphs)
        glyphs[cmap[codepoints[icon]]].draw(pen)
        x0, y0, x1, y1 = pen.bounds
        return x1 - x0, y1 - y0

    size = 64.0
    w, h = ink("chevron-compact-down")
    k = (163 / 3 / size) / w              # em per font unit: the ink widths agree
    pad_x = (70.33 - 163 / 3) / 2 / size  # the image's margin beside the ink
    pad_y = (25.67 / size - h * k) / 2    # and above and below it: the heights agree
    centre = (25.67 / 2 + 10.33) / size   # the image's centre above the baseline (10.33 below its bottom)

    rows = []
    for sf, icon in pairs:
        iw, ih = ink(icon)
        width, height = iw * k + 2 * pad_x, ih * k + 2 * pad_y
        rows.append((sf, width, height, height / 2 - centre, codepoints[icon]))

    # The font: only the mapped glyphs, no layout tables.
    options = subset.Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted({cp for *_, cp in rows}))
    subsetter.subset(font)
    font.save(FONT_OUT)
    with open(LICENSE_OUT, "wb") as f:
        f.write(b"Bootstrap Icons 1.11.3, subset to the glyphs listed in\n"
                b"Sources/ViewLayout/Resolve/SystemSymbolTable.swift by Scripts/convert_symbols.py.\n\n")
        f.write(z.read(licence))

    out = ["// Generated by Scripts/convert_symbols.py from Bootstrap Icons 1.11.3 (MIT); do not edit.",
           "// Each SF Symbols name the renderers draw, with its size in em (SystemSymbol) and the",
           "// code point of its stand-in in Sources/ViewLayoutRender/Fonts/BootstrapIcons-Symbols.ttf.",
           "",
           "extension SystemSymbol {",
           f"    /// Margin beside the ink, in em (the measured chevron.compact.down's).",
           f"    package static let marginX = {pad_x:.4f}",
           f"    /// Margin above and below the ink, in em.",
           f"    package static let marginY = {pad_y:.4f}",
           "",
           f"    /// The {len(rows)} symbols drawn; the rest are a placeholder with a diagnostic.",
           "    package static let metrics: [String: SystemSymbol] = ["]
    for sf, width, height, descent, cp in rows:
        out.append(f'        "{sf}": SystemSymbol(width: {width:.4f}, height: {height:.4f}, descent: {descent:.4f}, glyph: 0x{cp:X}),')
    out += ["    ]", "}", ""]
    with open(TABLE_OUT, "w") as f:
        f.write("\n".join(out))
    print(f"{len(rows)} symbols, {len({cp for *_, cp in rows})} glyphs, k={k:.6f} padX={pad_x:.4f} padY={pad_y:.4f} centre={centre:.4f}")


if __name__ == "__main__":
    main(sys.argv[1])
