#!/usr/bin/env python3
"""Writes bold-text-fixtures.json: hb-shape's advances (Debian's libharfbuzz-bin) for a few texts
in the bundled Inter Text and Display at every standard weight (wght=100 ... 900), and in the
static Noto Sans Arabic Regular and Bold faces.

The Bold Text tests (LegibleShapingTests, LegibleAuditTests) look up the weight iOS draws with
Bold Text on in Tables/ios-bold-text-weights.csv and compare Legible's widths with these
advances at that weight. Rerun after changing the texts or the fonts:
    python3 Tests/LegibleShapingTests/Fixtures/make-bold-text-fixtures.py
"""
import importlib.util
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("hb_fixtures", os.path.join(HERE, "make-hb-shape-fixtures.py"))
hb_fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb_fixtures)

TEXTS = ["Continue to payment", "Datenschutzeinstellungen verwalten"]
ARABIC_TEXT = "الإعدادات والخصوصية"
WEIGHTS = range(100, 1000, 100)


def case(font, variations, text):
    glyphs = hb_fixtures.shape(font, 0, variations, text)
    return {"font": font, "variations": variations, "text": text,
            "unitsPerEm": hb_fixtures.units_per_em(os.path.join(hb_fixtures.ROOT, font), 0),
            "advance": sum(glyph["ax"] for glyph in glyphs)}


def main():
    version = subprocess.run(["hb-shape", "--version"], check=True, capture_output=True, text=True).stdout.splitlines()[0]
    fixtures = [case(font, f"wght={weight}", text)
                for font in (hb_fixtures.INTER, hb_fixtures.INTER_DISPLAY) for text in TEXTS for weight in WEIGHTS]
    fixtures += [case(font, "", ARABIC_TEXT) for font in (hb_fixtures.ARABIC, hb_fixtures.ARABIC_BOLD)]
    document = {"generator": version, "command": "hb-shape --font-funcs=ot --output-format=json --no-glyph-names",
                "fixtures": fixtures}
    with open(os.path.join(HERE, "bold-text-fixtures.json"), "w", encoding="utf-8") as handle:
        json.dump(document, handle, ensure_ascii=False, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
