#!/usr/bin/env python3
"""Generate a token-only design system for timing `legible check` on many pairs.

Usage: make-token-pairs.py OUTPUT_DIR [TOKENS] [PAIRS]   (defaults 5000 and 20000)

OUTPUT_DIR/tokens/base.tokens.json holds TOKENS W3C design tokens (DTCG): two fifths primitives
(`color.palette.hN.sM`, hex values, a few translucent) and three fifths semantic tokens
(`color.role.rN.tN`) that alias a primitive or, one in five, another semantic token (alias
chains). OUTPUT_DIR/tokens/dark.tokens.json gives every semantic token a dark value (another
alias). OUTPUT_DIR/legible.yaml declares PAIRS pairs by name (no globs, so the count is exact),
each with `use:` text, largeText or nonText, some with a `backdrop:`, checked in all four
appearances at level AA. Foreground tokens are dark in light and light in dark, backgrounds the other way round, and
nine pairs in ten put a foreground on a background, so most checks pass. Deterministic (seeded).
"""
import json
import os
import random
import sys


def main() -> int:
    if len(sys.argv) not in (2, 3, 4):
        print(__doc__, file=sys.stderr)
        return 2
    output = sys.argv[1]
    tokens = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    pairs = int(sys.argv[3]) if len(sys.argv) > 3 else 20000
    rng = random.Random(24)
    os.makedirs(os.path.join(output, "tokens"), exist_ok=True)

    primitives = max(2, tokens * 2 // 5)
    semantic = tokens - primitives
    palette = {}
    primitive_names = []
    for index in range(primitives):
        hue, step = f"h{index // 10}", f"s{index % 10}"
        # Even primitives dark, odd ones light, so most pairs of a dark and a light one pass.
        low, high = (0, 120) if index % 2 == 0 else (150, 256)
        value = "#" + "".join("%02x" % rng.randrange(low, high) for _ in range(3))
        if rng.random() < 0.03:
            value += "%02x" % rng.randrange(64, 240)
        palette.setdefault(hue, {})[step] = {"$value": value}
        primitive_names.append(f"color.palette.{hue}.{step}")

    def semantic_tree(dark: bool) -> dict:
        role = {}
        for index in range(semantic):
            group, name = f"r{index // 20}", f"t{index % 20}"
            # One in five aliases an earlier semantic token: chains of aliases to resolve.
            # Even semantic tokens are foregrounds (a dark primitive in light, a light one in
            # dark), odd ones backgrounds (the other way round).
            wants_dark = (index % 2 == 0) != dark
            if index >= 20 and rng.random() < 0.2:
                target = rng.randrange((index - index % 20) // 2) * 2 + index % 2
                alias = f"color.role.r{target // 20}.t{target % 20}"
            else:
                alias = primitive_names[rng.randrange(0 if wants_dark else 1, primitives - 1, 2)]
            role.setdefault(group, {})[name] = {"$value": "{%s}" % alias}
        return role

    base = {"color": {"$type": "color", "palette": palette, "role": semantic_tree(False)}}
    dark = {"color": {"$type": "color", "role": semantic_tree(True)}}
    for name, tree in (("base", base), ("dark", dark)):
        with open(os.path.join(output, "tokens", f"{name}.tokens.json"), "w", encoding="utf-8") as file:
            json.dump(tree, file, indent=1)
            file.write("\n")

    names = [f"color.role.r{i // 20}.t{i % 20}" for i in range(semantic)]
    lines = ["sources:", "  - tokens: tokens/base.tokens.json", "  - tokens: tokens/dark.tokens.json", "    appearance: dark", "", "pairs:"]
    uses = ["text", "text", "text", "largeText", "nonText"]
    for _ in range(pairs):
        foreground, background = rng.sample(names, 2)
        if rng.random() < 0.9:  # mostly a foreground on a background
            foreground = names[rng.randrange(0, semantic - 1, 2)]
            background = names[rng.randrange(1, semantic, 2)]
        lines.append(f"  - foreground: {foreground}")
        lines.append(f"    background: {background}")
        lines.append(f"    use: {rng.choice(uses)}")
        if rng.random() < 0.05:
            lines.append("    backdrop: \"#%06x\"" % rng.randrange(1 << 24))
    lines += ["", "level: AA", "appearances: [light, dark, lightIncreasedContrast, darkIncreasedContrast]", ""]
    with open(os.path.join(output, "legible.yaml"), "w", encoding="utf-8") as file:
        file.write("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
