#!/usr/bin/env python3
"""The audit benchmark's Python baseline: a straightforward uharfbuzz script doing the audit's
job for one-line labels. For every string of an .xcstrings catalog, in every locale, at each of
the 12 content size categories: take the key's layout (first matching glob of the layout JSON),
the text style's size (Tables/dynamic-type-ios.csv), shape the text with HarfBuzz in Inter Text
below 20 pt or Inter Display from 20 pt at the layout's weight (ligatures off, as under
tracking), add Apple's SF Pro tracking (Tables/tracking-sf-pro.csv, interpolated between rows) after every cluster but the
last, and compare with the width. A layout entry with `"tracking": "none"` adds no tracking and
leaves the font's ligatures on.

Usage: audit_uharfbuzz.py FONTS_DIR TABLES_DIR catalog.xcstrings layout.json
Prints the seconds the audit took (catalog and fonts loaded before timing), the number of
(string, category) pairs that overflow, and the number of strings that overflow somewhere.
Needs `pip install uharfbuzz`.
"""
import csv
import fnmatch
import json
import os
import sys
import time

import uharfbuzz as hb

CATEGORIES = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
STYLES = {"largeTitle": "Large Title", "title1": "Title 1", "title2": "Title 2", "title3": "Title 3",
          "headline": "Headline", "body": "Body", "callout": "Callout", "subheadline": "Subheadline",
          "footnote": "Footnote", "caption1": "Caption 1", "caption2": "Caption 2"}
WEIGHTS = {"ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
           "bold": 700, "heavy": 800, "black": 900}


def main() -> int:
    if len(sys.argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    fonts_dir, tables_dir, catalog_path, layout_path = sys.argv[1:]
    sizes = {}
    with open(os.path.join(tables_dir, "dynamic-type-ios.csv"), encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            sizes[(row["style"], row["category"])] = float(row["size_pt"])
    tracking = {}
    with open(os.path.join(tables_dir, "tracking-sf-pro.csv"), encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            if row["family"] == "SF Pro":
                tracking[float(row["size_pt"])] = float(row["tracking_pt"])
    published = sorted(tracking)

    def tracking_at(size):
        """The published row, else linear interpolation between the rows around it (55 pt)."""
        if size in tracking:
            return tracking[size]
        lower = max(s for s in published if s < size)
        upper = min(s for s in published if s > size)
        return tracking[lower] + (tracking[upper] - tracking[lower]) * (size - lower) / (upper - lower)

    with open(layout_path, encoding="utf-8") as handle:
        layout = json.load(handle)
    with open(catalog_path, encoding="utf-8") as handle:
        catalog = json.load(handle)
    faces = {name: hb.Face(hb.Blob.from_file_path(os.path.join(fonts_dir, "Inter", name)))
             for name in ("Inter-roman.var.ttf", "InterDisplay-roman.var.ttf")}
    fonts = {}

    def font(display, weight):
        key = (display, weight)
        if key not in fonts:
            instance = hb.Font(faces["InterDisplay-roman.var.ttf" if display else "Inter-roman.var.ttf"])
            instance.set_variations({"wght": weight})
            fonts[key] = instance
        return fonts[key]

    def rule_for(key):
        for rule in layout.get("labels", []):
            patterns = rule["match"] if isinstance(rule["match"], list) else [rule["match"]]
            if any(fnmatch.fnmatchcase(key, pattern) for pattern in patterns):
                return {**layout["default"], **rule}
        return layout["default"]

    start = time.perf_counter()
    overflowing_pairs = 0
    overflowing_strings = 0
    for key, string in catalog["strings"].items():
        rule = rule_for(key)
        style = STYLES[rule["style"]]
        weight = WEIGHTS.get(rule["weight"], rule["weight"])
        tracked = rule.get("tracking", "hig") != "none"
        features = {"liga": False, "clig": False} if tracked else {}
        for unit in string["localizations"].values():
            text = unit["stringUnit"]["value"]
            overflows = False
            for category in CATEGORIES:
                size = sizes[(style, category)]
                instance = font(size >= 20, weight)
                buffer = hb.Buffer()
                buffer.add_str(text)
                buffer.guess_segment_properties()
                hb.shape(instance, buffer, features)
                advance = sum(position.x_advance for position in buffer.glyph_positions)
                width = advance / instance.face.upem * size
                if tracked:
                    clusters = len({info.cluster for info in buffer.glyph_infos})
                    width += tracking_at(size) * max(0, clusters - 1)
                if width > rule["width"] + 1e-9:
                    overflowing_pairs += 1
                    overflows = True
            overflowing_strings += overflows
    elapsed = time.perf_counter() - start
    print(f"{elapsed:.6f} {overflowing_pairs} {overflowing_strings}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
