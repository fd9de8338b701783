#!/usr/bin/env python3
"""The Python peer for `legible contrast --pairs`: a plain loop over the rows of a pairs file
(csv module) with the `wcag-contrast-ratio` package, writing the report `legible contrast
--pairs FILE` writes (normal text, AA) as JSON or text, byte for byte. The first row is skipped
when it is not a colour (the header). Colours are #rgb or #rrggbb; nothing else is read.

Needs a venv from PyPI, not committed:
    python3 -m venv /tmp/legible-bench && /tmp/legible-bench/bin/pip install wcag-contrast-ratio
    /tmp/legible-bench/bin/python Benchmarks/Baseline/contrast_pairs.py pairs.csv json > out.json
"""
import csv
import sys

import wcag_contrast_ratio

REQUIREMENTS = [  # name, criterion, needs, minimum: Legible's five text lines
    ("AA normal text  ", "(1.4.3) ", "4.5:1", 4.5), ("AA large text   ", "(1.4.3) ", "3:1  ", 3.0),
    ("AAA normal text ", "(1.4.6) ", "7:1  ", 7.0), ("AAA large text  ", "(1.4.6) ", "4.5:1", 4.5),
    ("AA non-text     ", "(1.4.11)", "3:1  ", 3.0)]


def components(text):
    digits = text.strip().lstrip("#")
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    return tuple(int(digits[i:i + 2], 16) / 255 for i in (0, 2, 4)), "#" + digits.lower()


def main():
    path, form = sys.argv[1], sys.argv[2]
    out = sys.stdout
    count = failing = 0
    with open(path, newline="") as file:
        rows = csv.reader(file)
        if form == "json":
            out.write("[")
        for index, row in enumerate(rows):
            if not row:
                continue
            if index == 0 and not row[0].strip().startswith("#"):
                continue
            (fg, fg_hex), (bg, bg_hex) = components(row[0]), components(row[1])
            ratio = wcag_contrast_ratio.rgb(fg, bg)
            passes = ratio >= 4.5
            failing += not passes
            if form == "json":
                b = lambda value: "true" if value else "false"
                out.write(
                    f'{"," if count else ""}\n  {{\n    "background" : "{bg_hex}",\n    "foreground" : "{fg_hex}",\n'
                    f'    "passes" : {b(passes)},\n    "ratio" : {repr(ratio)},\n    "requirement" : {{\n'
                    f'      "level" : "AA",\n      "minimumRatio" : 4.5,\n      "successCriterion" : "1.4.3",\n'
                    f'      "use" : "normal"\n    }},\n    "wcag" : {{\n      "AA" : {b(ratio >= 4.5)},\n'
                    f'      "AAA" : {b(ratio >= 7)},\n      "AAALarge" : {b(ratio >= 4.5)},\n'
                    f'      "AALarge" : {b(ratio >= 3)},\n      "nonText" : {b(ratio >= 3)}\n    }}\n  }}')
            else:
                hundredths = int(ratio * 100 // 1)
                lines = [f"{fg_hex} on {bg_hex}: {hundredths // 100}.{hundredths % 100:02d}:1 \u2014 "
                         f"{'passes' if passes else 'FAILS'} AA normal text (1.4.3, 4.5:1)"]
                for name, criterion, needs, minimum in REQUIREMENTS:
                    lines.append(f"  {name} {criterion}  needs {needs}  {'pass' if ratio >= minimum else 'fail'}")
                out.write(("\n\n" if count else "") + "\n".join(lines))
            count += 1
    if form == "json":
        out.write("\n]\n")
    else:
        if count > 1:
            out.write(f"\n\n{count} pairs checked against AA normal text (1.4.3, 4.5:1): {count - failing} pass, {failing} fail.")
        out.write("\n\nReminder: 4.5:1 is the minimum for text; 7:1 is better (Apple Human Interface Guidelines).\n")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
