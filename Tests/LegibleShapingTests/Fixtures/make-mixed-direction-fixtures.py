#!/usr/bin/env python3
"""Writes mixed-direction-fixtures.json: the widths HarfBuzz's own hb-shape (Debian's
libharfbuzz-bin) gives for lines that mix left-to-right and right-to-left text, shaped run by run.

Each line is the unit below repeated with single spaces between, so a long line has thousands of
bidi runs. The runs are written out here by hand, from the Unicode bidi algorithm (a left-to-right
paragraph: spaces between a Latin and a Hebrew or Arabic word take the paragraph's direction and
go with the Latin run) and from the bundled font chain (Latin, digits and their spaces in Inter at
wght 400, Hebrew in Noto Sans Hebrew, Arabic in Noto Sans Arabic, the space inside a Hebrew or
Arabic phrase in that phrase's font). Each distinct run is shaped once with hb-shape in its font;
a line's width is the sum of its runs' advances, each in em of its font.

LegibleShapingTests (MixedDirectionTests) measures the same lines with the bundled fonts and
compares. Rerun after changing the cases or the fonts:
    python3 Tests/LegibleShapingTests/Fixtures/make-mixed-direction-fixtures.py
"""
import json
import os
import struct
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
INTER = ("Fonts/Inter/Inter-roman.var.ttf", "wght=400")
ARABIC = ("Fonts/Noto/NotoSansArabic-Regular.ttf", "")
HEBREW = ("Fonts/Noto/NotoSansHebrew-Regular.ttf", "")

# One unit: (font, text) runs in logical order. Units are joined by " ", which joins the last
# Latin run of one unit and the first of the next into one run.
UNIT = [
    (INTER, "Pay now "),
    (HEBREW, "שלום עולם"),
    (INTER, " and 12.50 "),
    (ARABIC, "مرحبا بالعالم"),
    (INTER, " ok"),
]
REPEATS = [1, 2, 50, 2000]


def units_per_em(path):
    with open(path, "rb") as handle:
        data = handle.read()
    table_count = struct.unpack(">H", data[4:6])[0]
    for index in range(table_count):
        record = 12 + 16 * index
        if data[record:record + 4] == b"head":
            head = struct.unpack(">I", data[record + 8:record + 12])[0]
            return struct.unpack(">H", data[head + 18:head + 20])[0]
    raise ValueError(f"{path}: no head table")


def runs(repeats):
    """The line's runs, adjacent runs of one font joined."""
    joined = []
    for index in range(repeats):
        parts = ([(INTER, " ")] if index > 0 else []) + UNIT
        for font, text in parts:
            if joined and joined[-1][0] == font:
                joined[-1] = (font, joined[-1][1] + text)
            else:
                joined.append((font, text))
    return joined


def advance(font, text, cache={}):
    key = (font, text)
    if key not in cache:
        path, variations = font
        command = ["hb-shape", "--font-funcs=ot", "--output-format=json", "--no-glyph-names"]
        if variations:
            command.append(f"--variations={variations}")
        command += [os.path.join(ROOT, path), text]
        glyphs = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
        cache[key] = sum(glyph["ax"] for glyph in glyphs)
    return cache[key]


def main():
    version = subprocess.run(["hb-shape", "--version"], check=True, capture_output=True, text=True).stdout.splitlines()[0]
    lines = []
    for repeats in REPEATS:
        line_runs = runs(repeats)
        width_in_em = sum(advance(font, text) / units_per_em(os.path.join(ROOT, font[0])) for font, text in line_runs)
        lines.append({
            "unit": "".join(text for _, text in UNIT), "repeats": repeats, "runs": len(line_runs),
            "rightToLeftRuns": sum(1 for font, _ in line_runs if font != INTER), "widthInEm": width_in_em,
        })
    output = {"generator": version, "command": "hb-shape --font-funcs=ot --output-format=json --no-glyph-names",
              "lines": lines}
    with open(os.path.join(os.path.dirname(__file__), "mixed-direction-fixtures.json"), "w", encoding="utf-8") as handle:
        json.dump(output, handle, ensure_ascii=False, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
