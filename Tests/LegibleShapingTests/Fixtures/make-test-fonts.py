#!/usr/bin/env python3
"""Builds the test fonts in TestFonts/ with fontTools: fonts made for Legible's tests, holding the
two things no bundled font has — an `opsz` axis and an AAT `trak` table.

- LegibleTestOpsz-VF.ttf: a variable TrueType font with `opsz` (10…28, default 17) and `wght`
  (400…700, default 400) axes. Six masters (opsz 10, 17, 28 × wght 400, 700) whose advances differ,
  so gvar and HVAR change every advance along both axes.
- LegibleTestTrak.ttf: a static font (2048 units per em) with a `trak` table of three tracks
  (-1 tight, 0 normal, +1 loose) at five sizes (9, 12.5, 17, 24, 36 pt), each with its own value,
  and a `liga` feature (f i -> f_i).
- LegibleTestTrakSTAT.ttf: the same font with a STAT table, the fonts HarfBuzz 10.3 and later apply
  `trak` to by themselves.

Every glyph is a rectangle: the fonts hold nothing from any other font. The output is deterministic
(fixed timestamps; re-running with the same fontTools version rewrites identical bytes). After
rebuilding, rerun make-test-font-fixtures.py: the tests compare with hb-shape's output for the
fonts committed, and read the `trak` values from the fonts' own bytes.

    pip install fonttools==4.68.0
    python3 Tests/LegibleShapingTests/Fixtures/make-test-fonts.py
"""
import os

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools import varLib

OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "TestFonts")
# 2025-01-01T00:00:00Z in seconds since 1904-01-01, the epoch of `head` timestamps.
TIMESTAMP = 3818534400
LICENCE = ("Made for Legible's tests by make-test-fonts.py; every glyph is a rectangle, nothing is taken "
           "from another font. Dedicated to the public domain under CC0 1.0.")

# The `trak` table of LegibleTestTrak: sizes in points, and per track the value at each size in
# font units (2048 per em). Tests read these back from the font's bytes, not from here.
TRACK_SIZES = [9.0, 12.5, 17.0, 24.0, 36.0]
TRACKS = {
    -1.0: ("Tight", [24, -8, -46, -82, -104]),
    0.0: ("Normal", [58, 26, -12, -41, -60]),
    1.0: ("Loose", [122, 91, 54, 28, 12]),
}

# Optical size and weight masters: how much each scales the advances.
OPSZ_MASTERS = {10: 1.12, 17: 1.0, 28: 0.9}
WGHT_MASTERS = {400: 1.0, 700: 1.09}


def glyph_set():
    """(glyph name, code point or None, base advance in 1000 units per em, is a mark)."""
    glyphs = [(".notdef", None, 500, False), ("space", 0x20, 260, False)]
    for index, letter in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZ"):
        glyphs.append((letter, ord(letter), 560 + 23 * (index % 9), False))
    for index, letter in enumerate("abcdefghijklmnopqrstuvwxyz"):
        glyphs.append((letter, ord(letter), 430 + 19 * (index % 11), False))
    glyphs += [
        ("period", 0x2E, 250, False),
        ("comma", 0x2C, 250, False),
        ("ellipsis", 0x2026, 780, False),
        ("acutecomb", 0x301, 0, True),
        ("f_i", None, 820, False),
    ]
    return glyphs


def rectangle(advance, upem, is_mark):
    """A rectangle inside the advance (a mark sits above the base, to the left of the pen)."""
    pen = TTGlyphPen(None)
    if is_mark:
        left, right, bottom, top = -round(0.3 * upem), -round(0.1 * upem), round(0.75 * upem), round(0.85 * upem)
    else:
        margin = round(advance * 0.08)
        left, right, bottom, top = margin, max(margin + 1, advance - margin), 0, round(0.7 * upem)
    pen.moveTo((left, bottom))
    pen.lineTo((left, top))
    pen.lineTo((right, top))
    pen.lineTo((right, bottom))
    pen.closePath()
    return pen.glyph(), left


def build(upem, scale, family, style="Regular"):
    """One static font: every advance is the base advance times `scale`, at `upem` units per em."""
    glyphs = glyph_set()
    builder = FontBuilder(upem, isTTF=True)
    builder.setupHead(unitsPerEm=upem, created=TIMESTAMP, modified=TIMESTAMP)
    builder.setupGlyphOrder([name for name, _, _, _ in glyphs])
    builder.setupCharacterMap({code: name for name, code, _, _ in glyphs if code is not None})
    outlines, metrics = {}, {}
    for name, _, base, is_mark in glyphs:
        advance = round(base * scale * upem / 1000)
        outlines[name], left = rectangle(advance, upem, is_mark)
        metrics[name] = (advance, left)
    builder.setupGlyf(outlines)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=round(0.9 * upem), descent=-round(0.25 * upem))
    builder.setupNameTable({
        "familyName": family, "styleName": style, "uniqueFontIdentifier": f"{family}-{style};1.000",
        "fullName": f"{family} {style}", "psName": f"{family.replace(' ', '')}-{style}", "version": "Version 1.000",
        "licenseDescription": LICENCE,
    })
    builder.setupOS2(sTypoAscender=round(0.9 * upem), sTypoDescender=-round(0.25 * upem), sTypoLineGap=0,
                     usWinAscent=round(0.9 * upem), usWinDescent=round(0.25 * upem), achVendID="LGBL")
    builder.setupPost()
    builder.addOpenTypeFeatures("languagesystem DFLT dflt;\nlanguagesystem latn dflt;\n"
                                "@Marks = [acutecomb];\n"
                                "table GDEF { GlyphClassDef , , @Marks, ; } GDEF;\n"
                                "feature liga { sub f i by f_i; } liga;\n")
    return builder


def save(font, name):
    font.recalcTimestamp = False
    font["head"].created = font["head"].modified = TIMESTAMP
    font.save(os.path.join(OUTPUT, name))


def build_opsz_font():
    document = DesignSpaceDocument()
    for tag, name, minimum, default, maximum in [("opsz", "Optical size", 10, 17, 28), ("wght", "Weight", 400, 400, 700)]:
        axis = AxisDescriptor()
        axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = tag, name, minimum, default, maximum
        document.addAxis(axis)
    for opsz, opsz_scale in OPSZ_MASTERS.items():
        for wght, wght_scale in WGHT_MASTERS.items():
            source = SourceDescriptor()
            source.font = build(1000, opsz_scale * wght_scale, "Legible Test Opsz").font
            source.location = {"Optical size": opsz, "Weight": wght}
            source.name = f"opsz{opsz}-wght{wght}"
            document.addSource(source)
    font, _, _ = varLib.build(document)
    save(font, "LegibleTestOpsz-VF.ttf")


def build_trak_font(family, with_stat):
    builder = build(2048, 1.0, family)
    name = builder.font["name"]
    trak = newTable("trak")
    trak.version, trak.format = 1.0, 0
    horizontal = TrackData()
    for track, (track_name, values) in TRACKS.items():
        name_id = name.addName(track_name)
        horizontal[track] = TrackTableEntry(dict(zip(TRACK_SIZES, values)), nameIndex=name_id)
    trak.horizData, trak.vertData = horizontal, TrackData()
    builder.font["trak"] = trak
    if with_stat:
        builder.setupStat([{"tag": "wght", "name": "Weight", "values": [{"value": 400, "name": "Regular", "flags": 0x2}]}])
    save(builder.font, family.replace("Legible Test ", "LegibleTest").replace(" ", "") + ".ttf")


def main():
    os.makedirs(OUTPUT, exist_ok=True)
    build_opsz_font()
    build_trak_font("Legible Test Trak", with_stat=False)
    build_trak_font("Legible Test Trak STAT", with_stat=True)


if __name__ == "__main__":
    main()
