#!/usr/bin/env python3
"""Checks android-system-fallback-fonts.csv against its sources, cell by cell.

    python3 Tables/check-android-system-fallback.py FONTS_XML [NOTO_SANS_SYMBOLS2_TTF]

FONTS_XML: AOSP frameworks/base/data/fonts/fonts.xml (not committed: read it from an AOSP
checkout). Every script row's lang must be a <family lang="..."> of the file whose first <font>
is the row's font_file, and every und-XXXX fallback family must have a row. With the Noto Sans
Symbols 2 file (fontTools needed), every code point of every range row must be in its cmap.
"""
import csv
import os
import sys
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
# lang values that are not one script: the row's script for each (see Tables/README.md).
NOT_A_SCRIPT = {"und-Syrn", "und-Syrj", "und-Zsye", "und-Zsym"}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rows = list(csv.DictReader(open(os.path.join(HERE, "android-system-fallback-fonts.csv"), encoding="utf-8")))
    families = {}
    for family in ElementTree.parse(sys.argv[1]).getroot().iter("family"):
        lang = family.get("lang")
        fonts = family.findall("font")
        if lang and fonts and lang not in families:
            families[lang] = fonts[0].text.strip()
    failures = []
    for row in rows:
        if row["first"]:
            continue
        if families.get(row["fonts_xml_lang"]) != row["font_file"]:
            failures.append(f"{row['script']}: fonts.xml has {families.get(row['fonts_xml_lang'])!r} for {row['fonts_xml_lang']}")
    langs = {row["fonts_xml_lang"] for row in rows}
    for lang in families:
        if lang.startswith("und-") and lang not in langs and lang not in NOT_A_SCRIPT:
            failures.append(f"{lang}: in fonts.xml, not in the table")
    if len(sys.argv) > 2:
        from fontTools.ttLib import TTFont

        cmap = TTFont(sys.argv[2]).getBestCmap()
        for row in rows:
            if row["first"]:
                missing = [c for c in range(int(row["first"], 16), int(row["last"], 16) + 1) if c not in cmap]
                if missing:
                    failures.append(f"{row['first']}-{row['last']}: U+{missing[0]:04X} not in the font")
    print("\n".join(failures) or f"{len(rows)} rows agree")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
