#!/usr/bin/env python3
"""Writes hb-shape-fixtures.json: what HarfBuzz's own hb-shape (Debian's libharfbuzz-bin) gives
for each case below, at the font's units-per-em scale with HarfBuzz's OpenType functions.

LegibleShapingTests compares Legible's widths with these to 1e-6 pt. Rerun after changing the
cases or the fonts:  python3 Tests/LegibleShapingTests/Fixtures/make-hb-shape-fixtures.py
"""
import json
import os
import struct
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
INTER = "Fonts/Inter/Inter-roman.var.ttf"
INTER_DISPLAY = "Fonts/Inter/InterDisplay-roman.var.ttf"
ARABIC = "Fonts/Noto/NotoSansArabic-Regular.ttf"
ARABIC_BOLD = "Fonts/Noto/NotoSansArabic-Bold.ttf"
HEBREW = "Fonts/Noto/NotoSansHebrew-Regular.ttf"
CJK = "Fonts/Noto/NotoSansCJK-Regular.ttc"
EMOJI = "Fonts/Noto/NotoColorEmoji.ttf"
DEVANAGARI = "Fonts/Noto/NotoSansDevanagari-Regular.ttf"
TAMIL = "Fonts/Noto/NotoSansTamil-Regular.ttf"
MYANMAR = "Fonts/Noto/NotoSansMyanmar-Regular.ttf"
OL_CHIKI = "Fonts/Noto/NotoSansOlChiki-Regular.ttf"
TIFINAGH = "Fonts/Noto/NotoSansTifinagh-Regular.ttf"

# (label, font, face index, variations, text)
CASES = [
    ("latin-kerning", INTER, 0, "", "AVATAR Tavern WAVE Yoyo LT"),
    ("latin-ligatures-contextual", INTER, 0, "", "office -> affluent 1/2 fjord"),
    ("latin-sentence", INTER, 0, "", "Continue to payment"),
    ("latin-weight-650", INTER, 0, "wght=650", "Continue to payment"),
    ("latin-weight-100", INTER, 0, "wght=100", "Settings and Privacy"),
    ("latin-display-bold", INTER_DISPLAY, 0, "wght=700", "Large Title Heading"),
    ("german-long-word", INTER, 0, "", "Datenschutzeinstellungen"),
    ("cyrillic", INTER, 0, "", "Съешь же ещё этих мягких французских булок"),
    ("greek", INTER, 0, "", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία"),
    ("combining-marks", INTER, 0, "", "e\u0301te\u0301 n\u0303 a\u0308\u0304 Vie\u0323\u0302t"),
    ("arabic", ARABIC, 0, "", "مرحبا بالعالم"),
    ("arabic-bold", ARABIC_BOLD, 0, "", "الإعدادات والخصوصية"),
    ("hebrew", HEBREW, 0, "", "שלום עולם"),
    ("hebrew-points", HEBREW, 0, "", "שָׁלוֹם"),
    ("chinese-simplified", CJK, 2, "", "你好，世界。排版测试"),
    ("japanese", CJK, 0, "", "日本語のテキストを測る"),
    ("korean", CJK, 1, "", "설정 및 개인정보"),
    ("emoji-sequences", EMOJI, 0, "", "👩‍👩‍👧🇫🇷👍🏽❤️"),
    # Bundled fallbacks for the scripts apps ship (issue 33): conjuncts, reordered vowel signs,
    # stacked consonants. No spaces, so the bundled chain measures every character with the one face.
    ("devanagari", DEVANAGARI, 0, "", "नमस्तेदुनिया"),
    ("tamil", TAMIL, 0, "", "வணக்கம்உலகம்"),
    ("myanmar", MYANMAR, 0, "", "မင်္ဂလာပါကမ္ဘာ"),
    # Santali (Ol Chiki, a nasalisation mark) and Tamazight (Tifinagh).
    ("ol-chiki", OL_CHIKI, 0, "", "ᱥᱮᱸᱫᱽᱨᱟ"),
    ("tifinagh", TIFINAGH, 0, "", "ⵜⴰⵎⴰⵣⵉⵖⵜ"),
]


# Straight-edged glyphs whose outline bounds (hb-shape --show-extents) check GlyphRun.outline:
# (label, font, variations, character)
OUTLINE_CASES = [
    ("inter-H", INTER, "", "H"),
    ("inter-H-bold", INTER, "wght=700", "H"),
    ("inter-E-thin", INTER, "wght=100", "E"),
    ("inter-display-L", INTER_DISPLAY, "", "L"),
]


def units_per_em(path, face_index):
    with open(path, "rb") as handle:
        data = handle.read()
    offset = 0
    if data[:4] == b"ttcf":
        offset = struct.unpack(">I", data[12 + 4 * face_index:16 + 4 * face_index])[0]
    table_count = struct.unpack(">H", data[offset + 4:offset + 6])[0]
    for index in range(table_count):
        record = offset + 12 + 16 * index
        if data[record:record + 4] == b"head":
            head = struct.unpack(">I", data[record + 8:record + 12])[0]
            return struct.unpack(">H", data[head + 18:head + 20])[0]
    raise ValueError(f"{path}: no head table")


def shape(font, face_index, variations, text, extents=False):
    command = ["hb-shape", "--font-funcs=ot", "--output-format=json", "--no-glyph-names",
               f"--face-index={face_index}"] + (["--show-extents"] if extents else [])
    if variations:
        command.append(f"--variations={variations}")
    command += [os.path.join(ROOT, font), text]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def main():
    version = subprocess.run(["hb-shape", "--version"], check=True, capture_output=True, text=True).stdout.splitlines()[0]
    fixtures = []
    for label, font, face_index, variations, text in CASES:
        glyphs = shape(font, face_index, variations, text)
        fixtures.append({
            "label": label, "font": font, "faceIndex": face_index, "variations": variations, "text": text,
            "unitsPerEm": units_per_em(os.path.join(ROOT, font), face_index),
            "advance": sum(glyph["ax"] for glyph in glyphs),
            "glyphs": [glyph["g"] for glyph in glyphs],
        })
    outlines = []
    for label, font, variations, text in OUTLINE_CASES:
        glyph = shape(font, 0, variations, text, extents=True)[0]
        outlines.append({
            "label": label, "font": font, "variations": variations, "text": text,
            "unitsPerEm": units_per_em(os.path.join(ROOT, font), 0),
            "xBearing": glyph["xb"], "yBearing": glyph["yb"], "width": glyph["w"], "height": glyph["h"],
        })
    output = {"generator": version, "command": "hb-shape --font-funcs=ot --output-format=json --no-glyph-names",
              "fixtures": fixtures, "outlines": outlines}
    with open(os.path.join(os.path.dirname(__file__), "hb-shape-fixtures.json"), "w", encoding="utf-8") as handle:
        json.dump(output, handle, ensure_ascii=False, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
