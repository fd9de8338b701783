#!/usr/bin/env python3
"""Writes hb-shape-titles.json: what HarfBuzz's own hb-shape (Debian's libharfbuzz-bin) gives for
Harbor's button titles in the fonts Legible measures them with, so the tests can work out the
widths, and the text sizes at which each title fits, without Legible.

The titles are set in Harbor's button role (Body, Semibold): Inter at wght=600 (Inter Text below
20 pt, Inter Display from 20 pt, as the HIG pairs SF Pro Text and Display), Noto Sans Arabic Bold
(the bundled fallback from weight 600) and Noto Sans CJK SC. Optional ligatures are off, as
CoreText turns them off under tracking (Body has tracking at every size). Rerun after changing a
title or a font:

    apt-get install libharfbuzz-bin
    python3 Examples/DesignSystem/Tests/DesignSystemChecksTests/Fixtures/make-hb-shape-titles.py
"""
import importlib.util
import json
import os
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..", "..", ".."))
INTER_TEXT = "Fonts/Inter/Inter-roman.var.ttf"
INTER_DISPLAY = "Fonts/Inter/InterDisplay-roman.var.ttf"
ARABIC_BOLD = "Fonts/Noto/NotoSansArabic-Bold.ttf"
CJK = "Fonts/Noto/NotoSansCJK-Regular.ttc"

# (locale, title, [(face, font, face index, variations)]): the faces that set the whole title.
TITLES = [
    ("de", "Benachrichtigungen verwalten", [("text", INTER_TEXT, 0, "wght=600"), ("display", INTER_DISPLAY, 0, "wght=600")]),
    ("ar", "إدارة الإشعارات", [("any", ARABIC_BOLD, 0, "")]),
    ("zh-Hans", "管理通知设置", [("any", CJK, 2, "")]),
]


def units_per_em(path, face_index):
    """The font's units per em, read by the script that writes LegibleShapingTests' fixtures."""
    script = os.path.join(ROOT, "Tests", "LegibleShapingTests", "Fixtures", "make-hb-shape-fixtures.py")
    spec = importlib.util.spec_from_file_location("make_hb_shape_fixtures", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.units_per_em(path, face_index)


def shape(font, face_index, variations, language, text):
    command = ["hb-shape", "--font-funcs=ot", "--output-format=json", "--no-glyph-names", "--features=-liga,-clig",
               f"--face-index={face_index}", f"--language={language}"]
    if variations:
        command.append(f"--variations={variations}")
    command += [os.path.join(ROOT, font), text]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def main():
    version = subprocess.run(["hb-shape", "--version"], check=True, capture_output=True, text=True).stdout.splitlines()[0]
    titles = []
    for locale, text, faces in TITLES:
        shaped = {}
        for face, font, face_index, variations in faces:
            glyphs = shape(font, face_index, variations, locale, text)
            shaped[face] = {
                "font": font, "faceIndex": face_index, "variations": variations,
                "unitsPerEm": units_per_em(os.path.join(ROOT, font), face_index),
                # Each glyph's cluster (the index of its first character) and advance in font units.
                "glyphs": [[glyph["cl"], glyph["ax"]] for glyph in glyphs],
            }
        titles.append({"locale": locale, "text": text, "faces": shaped})
    output = {"generator": version,
              "command": "hb-shape --font-funcs=ot --output-format=json --no-glyph-names --features=-liga,-clig --language=LOCALE",
              "titles": titles}
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "hb-shape-titles.json"), "w", encoding="utf-8") as handle:
        json.dump(output, handle, ensure_ascii=False, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
