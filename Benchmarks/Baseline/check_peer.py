#!/usr/bin/env python3
"""The plain-Python peer of `legible check --format json` for benchmarks: what a design-token
pipeline would write with PyYAML and the json module.

Usage: check_peer.py CONFIG > report.json

Reads the configuration (sources:, pairs:, level:, appearances:), the W3C design-token (DTCG)
files it lists (assets and Android sources are not read: a token-only system), resolves `{a.b}`
aliases in each appearance (a source with `appearance: dark` overrides the others in dark and
dark Increase Contrast, `light` in light and light Increase Contrast, none in all four; later
sources override earlier ones), and for every pair in every appearance computes what Legible
computes: the colours as shown (a translucent background over the backdrop, white in light and
black in dark unless `backdrop:` says otherwise; a translucent foreground over that), the WCAG 2.x
ratio, pass or fail against the requirement of its `use:` at the level, the APCA 0.0.98G-4g Lc,
and in an Increase Contrast appearance the standard appearance's ratio. Writes one JSON object
(`pairs`, `summary`), sorted keys, indented. Written from the WCAG 2.2 and APCA definitions,
independently of Legible's code, so its numbers are also a check of Legible's.

It does less than Legible: no source line numbers (the json module has none), no findings, no
APCA font-size table, no palettes, no asset catalogs or Android resources.
"""
import json
import os
import re
import sys

import yaml

APPEARANCES = ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"]
SERVES = {None: set(APPEARANCES), "light": {"light", "lightIncreasedContrast"}, "dark": {"dark", "darkIncreasedContrast"}}
ALIAS = re.compile(r"^\{([^{}]+)\}$")


def parse_hex(text):
    digits = text.strip().lstrip("#")
    if len(digits) in (3, 4):
        digits = "".join(c * 2 for c in digits)
    if len(digits) == 6:
        digits += "ff"
    if len(digits) != 8:
        raise ValueError(f"not a hex colour: {text}")
    return tuple(int(digits[i:i + 2], 16) / 255 for i in range(0, 8, 2))


def parse_value(value):
    if isinstance(value, str):
        return parse_hex(value)
    if isinstance(value, dict) and value.get("colorSpace") == "srgb":
        red, green, blue = value["components"]
        return (red, green, blue, value.get("alpha", 1))
    if isinstance(value, dict) and "hex" in value:
        return parse_hex(value["hex"])
    raise ValueError(f"unsupported colour value: {value!r}")


def flatten(tree, prefix, inherited_type, out):
    """Every token of a DTCG tree: name -> raw $value (colour tokens only)."""
    group_type = tree.get("$type", inherited_type)
    for key, child in tree.items():
        if key.startswith("$") or not isinstance(child, dict):
            continue
        name = f"{prefix}.{key}" if prefix else key
        if "$value" in child:
            if child.get("$type", group_type) == "color":
                out[name] = child["$value"]
        else:
            flatten(child, name, group_type, out)


def resolve(raw, name, seen=()):
    value = raw[name]
    match = ALIAS.match(value) if isinstance(value, str) else None
    if not match:
        return parse_value(value)
    target = match.group(1)
    if target in seen or target not in raw:
        raise ValueError(f"alias {value} of {name} cannot be resolved")
    return resolve(raw, target, seen + (name,))


def over(top, bottom):
    """Source-over compositing in sRGB, as CSS and the WCAG notes do it."""
    a, b = top[3], bottom[3]
    out = a + b * (1 - a)
    if out <= 0:
        return (0, 0, 0, 0)
    return tuple((top[i] * a + bottom[i] * b * (1 - a)) / out for i in range(3)) + (out,)


def luminance(color):
    def linear(c):
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(color[0]) + 0.7152 * linear(color[1]) + 0.0722 * linear(color[2])


def wcag_ratio(fg, bg):
    l1, l2 = luminance(fg), luminance(bg)
    if l1 < l2:
        l1, l2 = l2, l1
    return (l1 + 0.05) / (l2 + 0.05)


def apca_lc(text, background):
    """APCA-W3 0.0.98G-4g (SAPC), from the published constants."""
    def y(color):
        value = 0.2126729 * color[0] ** 2.4 + 0.7151522 * color[1] ** 2.4 + 0.0721750 * color[2] ** 2.4
        return value + (0.022 - value) ** 1.414 if value < 0.022 else value
    ytext, yback = y(text), y(background)
    if abs(yback - ytext) < 0.0005:
        return 0.0
    if yback > ytext:
        sapc = (yback ** 0.56 - ytext ** 0.57) * 1.14
        return 0.0 if sapc < 0.1 else (sapc - 0.027) * 100
    sapc = (yback ** 0.65 - ytext ** 0.62) * 1.14
    return 0.0 if sapc > -0.1 else (sapc + 0.027) * 100


def minimum_ratio(use, level):
    if use in ("nonText", "non-text"):
        return 3.0
    large = use in ("largeText", "large")
    if level == "AAA":
        return 4.5 if large else 7.0
    return 3.0 if large else 4.5


def to_hex(color):
    values = [round(min(max(c, 0), 1) * 255) for c in color]
    text = "#" + "".join("%02x" % v for v in values[:3])
    return text if values[3] == 255 else text + "%02x" % values[3]


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    path = sys.argv[1]
    with open(path, encoding="utf-8") as file:
        config = yaml.load(file, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    base = os.path.dirname(os.path.abspath(path))
    level = config.get("level", "AA")
    appearances = config.get("appearances", APPEARANCES)

    raw = {appearance: {} for appearance in APPEARANCES}
    for source in config.get("sources", []):
        if "tokens" not in source:
            continue
        with open(os.path.join(base, source["tokens"]), encoding="utf-8") as file:
            tokens = {}
            flatten(json.load(file), "", None, tokens)
        for appearance in SERVES.get(source.get("appearance"), {source.get("appearance")}):
            raw[appearance].update(tokens)
    colors = {appearance: {} for appearance in APPEARANCES}

    def color(name, appearance):
        known = colors[appearance]
        if name not in known:
            known[name] = resolve(raw[appearance], name) if name in raw[appearance] else None
        return known[name]

    def measure(pair, appearance):
        fg, bg = color(pair["foreground"], appearance), color(pair["background"], appearance)
        if fg is None or bg is None:
            return None
        backdrop = pair.get("backdrop")
        backdrop = parse_hex(backdrop) if backdrop else ((0, 0, 0, 1) if appearance.startswith("dark") else (1, 1, 1, 1))
        shown_bg = over(bg, backdrop) if bg[3] < 1 else bg
        shown_fg = over(fg, shown_bg) if fg[3] < 1 else fg
        return fg, bg, shown_fg, shown_bg, (backdrop if bg[3] < 1 else None)

    results, passing, failing, missing = [], 0, 0, 0
    for pair in config.get("pairs", []):
        minimum = minimum_ratio(pair.get("use", "text"), level)
        for appearance in appearances:
            measured = measure(pair, appearance)
            if measured is None:
                missing += 1
                continue
            fg, bg, shown_fg, shown_bg, backdrop = measured
            ratio = wcag_ratio(shown_fg, shown_bg)
            passes = ratio >= minimum
            passing, failing = passing + passes, failing + (not passes)
            entry = {
                "apca": {"Lc": apca_lc(shown_fg, shown_bg)},
                "appearance": appearance,
                "background": pair["background"],
                "backgroundColor": to_hex(bg),
                "foreground": pair["foreground"],
                "foregroundColor": to_hex(fg),
                "passes": passes,
                "ratio": ratio,
                "requirement": {"level": level, "minimumRatio": minimum},
            }
            if backdrop is not None:
                entry["backdrop"] = to_hex(backdrop)
            if appearance.endswith("IncreasedContrast"):
                standard = measure(pair, appearance[: -len("IncreasedContrast")])
                if standard is not None:
                    entry["standardRatio"] = wcag_ratio(standard[2], standard[3])
            results.append(entry)
    report = {"pairs": results, "summary": {"failing": failing, "missing": missing, "passing": passing, "pairs": len(config.get("pairs", []))}}
    json.dump(report, sys.stdout, indent=2, sort_keys=True)
    sys.stdout.write("\n")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
