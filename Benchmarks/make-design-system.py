#!/usr/bin/env python3
"""Generate a design system SCALE times the size of Examples/design-system, for timing `legible check`.

Usage: make-design-system.py OUTPUT_DIR [SCALE]   (SCALE defaults to 10)

Every token, colour set, Android colour, pair, palette and lock of the sample is repeated SCALE
times under its own prefix (g3.color.text.primary, G3/Text/Body, text_primary_g3), aliases and
references renamed to match, so each copy fails and passes as the sample does: the same sources
(one base and one dark token file, one asset catalog, one res folder), SCALE times the colours
and checks. Deterministic.
"""
import json
import os
import re
import shutil
import sys

SAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples", "design-system")


def prefixed_tokens(tree, group):
    """The DTCG tree with every alias {a.b} renamed {gN.a.b}."""
    text = json.dumps(tree)
    text = re.sub(r'"\{([^}"]+)\}"', lambda m: '"{%s.%s}"' % (group, m.group(1)), text)
    return json.loads(text)


def main() -> int:
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    output, scale = sys.argv[1], int(sys.argv[2]) if len(sys.argv) == 3 else 10
    if os.path.exists(output):
        shutil.rmtree(output)
    os.makedirs(os.path.join(output, "tokens"))

    for name in ("base", "dark"):
        with open(os.path.join(SAMPLE, "tokens", f"{name}.tokens.json"), encoding="utf-8") as file:
            tree = json.load(file)
        tree = {key: value for key, value in tree.items() if not key.startswith("$")}
        merged = {f"g{i}": prefixed_tokens(tree, f"g{i}") for i in range(scale)}
        with open(os.path.join(output, "tokens", f"{name}.tokens.json"), "w", encoding="utf-8") as file:
            json.dump(merged, file, indent=1)

    catalog = os.path.join(output, "App", "Assets.xcassets")
    os.makedirs(catalog)
    shutil.copy(os.path.join(SAMPLE, "App", "Assets.xcassets", "Contents.json"), catalog)
    namespace = '{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }\n'
    for i in range(scale):
        group = os.path.join(catalog, f"G{i}")
        shutil.copytree(os.path.join(SAMPLE, "App", "Assets.xcassets"), group)
        with open(os.path.join(group, "Contents.json"), "w", encoding="utf-8") as file:
            file.write(namespace)

    for folder in ("values", "values-night"):
        with open(os.path.join(SAMPLE, "android", "src", "main", "res", folder, "colors.xml"), encoding="utf-8") as file:
            text = file.read()
        lines = [line for line in text.splitlines() if "<color " in line]
        body = []
        for i in range(scale):
            for line in lines:
                line = re.sub(r'name="(\w+)"', lambda m: f'name="{m.group(1)}_g{i}"', line)
                body.append(re.sub(r"@color/(\w+)", lambda m: f"@color/{m.group(1)}_g{i}", line))
        os.makedirs(os.path.join(output, "android", "src", "main", "res", folder))
        with open(os.path.join(output, "android", "src", "main", "res", folder, "colors.xml"), "w", encoding="utf-8") as file:
            file.write('<?xml version="1.0" encoding="utf-8"?>\n<resources>\n' + "\n".join(body) + "\n</resources>\n")

    def rename(name, i):
        name = name.strip('"')
        if "." in name:
            return f'"g{i}.{name}"'
        if "_" in name:
            return f'"{name}_g{i}"'
        return f'"G{i}/{name}"'

    with open(os.path.join(SAMPLE, "legible.yaml"), encoding="utf-8") as file:
        config = file.read()
    pairs = re.findall(r"  - foreground: (\S+).*?\n    background: (\S+)(.*?)(?=\n  - |\n\n)", config, re.S)
    out = ["sources:", "  - tokens: tokens/base.tokens.json", "  - tokens: tokens/dark.tokens.json", "    appearance: dark",
           "  - assets: App/Assets.xcassets", "  - android: android/src/main/res", "pairs:"]
    for i in range(scale):
        for foreground, background, rest in pairs:
            out.append(f"  - foreground: {rename(foreground, i)}")
            out.append(f"    background: {rename(background, i)}")
            lines = (re.sub(r"\s+#\s.*$", "", line).rstrip() for line in rest.splitlines())
            out += [line for line in lines if line.strip()]
    out.append("palettes:")
    for i in range(scale):
        out += [f"  - name: chart{i}", f'    colors: ["g{i}.chart.*"]', f"    background: g{i}.color.surface.default"]
    out.append("lock: [" + ", ".join(f'"G{i}/BrandAccent", "brand_primary_g{i}", "g{i}.color.palette.*"' for i in range(scale)) + "]")
    with open(os.path.join(output, "legible.yaml"), "w", encoding="utf-8") as file:
        file.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
