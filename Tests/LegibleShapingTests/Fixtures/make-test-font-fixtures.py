#!/usr/bin/env python3
"""Writes test-font-fixtures.json: what HarfBuzz's own hb-shape (Debian's libharfbuzz-bin) gives for
the fonts make-test-fonts.py builds, at the font's units-per-em scale with HarfBuzz's OpenType
functions and no point size set (so HarfBuzz applies no `trak` table).

- opticalSize: the opsz font at `--variations=opsz=SIZE,wght=W` for sizes inside and outside the
  axis range (10…28); HarfBuzz clamps the value to the axis itself.
- tracking: the trak fonts' untracked glyphs, advances and clusters; the tests add the `trak`
  arithmetic, reading the table from the font's bytes.
- harfbuzzTrak: what this HarfBuzz does with the `trak` table when given a point size
  (`--font-ptem`), with the table applied and with `--features=-trak`, for the record and to show
  that HarfBuzz reads the tables of the fonts built.

Needs a HarfBuzz before 10.3 (Debian 12's 6.0): later versions apply `trak` by themselves to
fonts with a STAT table, with no way to turn it off, so the untracked advances would be wrong.
Rerun after rebuilding the fonts:  python3 Tests/LegibleShapingTests/Fixtures/make-test-font-fixtures.py
"""
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
FONTS = "Tests/LegibleShapingTests/Fixtures/TestFonts/"
OPSZ = FONTS + "LegibleTestOpsz-VF.ttf"
TRAK_FONTS = [FONTS + "LegibleTestTrak.ttf", FONTS + "LegibleTestTrakSTAT.ttf"]

OPSZ_TEXT = "Hamburgefonstiv Quiz"
OPSZ_SIZES = [8, 10, 13.5, 17, 22, 28, 40]
OPSZ_WEIGHTS = [400, 550, 700]
TRAK_TEXTS = ["Tracking", "Save the settings for later", "fi office", "Cafe\u0301 menu", "\u2026"]
HARFBUZZ_TRAK_SIZES = [6, 9, 14, 17, 30, 48]


def shape(font, text, variations="", options=()):
    command = ["hb-shape", "--font-funcs=ot", "--output-format=json", "--no-glyph-names", *options]
    if variations:
        command.append(f"--variations={variations}")
    command += [os.path.join(ROOT, font), text]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def number(value):
    """`13.5` or `8`, as hb-shape and the tests spell sizes."""
    return str(int(value)) if value == int(value) else str(value)


def main():
    version = subprocess.run(["hb-shape", "--version"], check=True, capture_output=True, text=True).stdout.splitlines()[0]
    release = tuple(int(part) for part in version.split()[-1].split("."))
    if release >= (10, 3):
        raise SystemExit(f"{version}: applies trak to fonts with STAT by itself; use HarfBuzz 10.2 or older (Debian 12: 6.0)")
    optical = []
    for weight in OPSZ_WEIGHTS:
        for size in OPSZ_SIZES:
            variations = f"opsz={number(size)},wght={weight}"
            glyphs = shape(OPSZ, OPSZ_TEXT, variations)
            optical.append({"size": size, "weight": weight, "variations": variations,
                            "advance": sum(glyph["ax"] for glyph in glyphs)})
    default = sum(glyph["ax"] for glyph in shape(OPSZ, OPSZ_TEXT))
    tracking = []
    for font in TRAK_FONTS:
        for text in TRAK_TEXTS:
            glyphs = shape(font, text)
            tracking.append({"font": font, "text": text,
                             "glyphs": [{"glyph": glyph["g"], "cluster": glyph["cl"], "advance": glyph["ax"]} for glyph in glyphs]})
    harfbuzz = []
    for font in TRAK_FONTS:
        for size in HARFBUZZ_TRAK_SIZES:
            applied = shape(font, TRAK_TEXTS[0], options=[f"--font-ptem={size}"])
            disabled = shape(font, TRAK_TEXTS[0], options=[f"--font-ptem={size}", "--features=-trak"])
            harfbuzz.append({"font": font, "text": TRAK_TEXTS[0], "size": size,
                             "trakApplied": sum(glyph["ax"] for glyph in applied),
                             "trakFeatureOff": sum(glyph["ax"] for glyph in disabled)})
    output = {
        "generator": version,
        "command": "hb-shape --font-funcs=ot --output-format=json --no-glyph-names",
        "opticalSize": {"font": OPSZ, "text": OPSZ_TEXT, "defaultAdvance": default, "cases": optical},
        "tracking": tracking,
        "harfbuzzTrak": harfbuzz,
    }
    with open(os.path.join(HERE, "test-font-fixtures.json"), "w", encoding="utf-8") as handle:
        json.dump(output, handle, ensure_ascii=False, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
