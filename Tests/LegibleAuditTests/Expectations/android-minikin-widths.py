#!/usr/bin/env python3
"""Expected one-line widths of Android labels as Minikin lays them out, computed without Legible.

Run from the package root (needs hb-shape: Debian's libharfbuzz-bin, HarfBuzz 6.0.0 here):

    python3 Tests/LegibleAuditTests/Expectations/android-minikin-widths.py

For each Material role and font scale it shapes the text with hb-shape in the bundled Roboto face
of the role's weight, with the features Minikin sets: liga and clig off only when
|letterSpacing| > 0.03 em (FontFeatureUtils.cpp, cleanAndAddDefaultFontFeatures), default
features otherwise. It sums the advances, scales them to the size in dp, and adds the letter
spacing once per HarfBuzz cluster: Minikin puts half before and half after every cluster, so a
line of n clusters gets n spacings up to Android 14 and n - 1 on Android 15, which drops the
halves outside the line's ends (TEXT_RUN_FLAG_LEFT_EDGE / RIGHT_EDGE).

Sizes and spacings in dp: Material 3's type scale (sp; Tables/material-type-scale.csv) converted
with AOSP's FontScaleConverterFactory tables (frameworks/base, Android 14): at 2.0, 14 sp -> 26 dp
and 18 sp -> 30 dp (16 sp -> 28 dp between them); at 1.8, 14 sp -> 24.4 dp; below 8 sp the line
from 0 to the 8 sp point (8 -> 16 at 2.0, 8 -> 14.4 at 1.8), so a spacing scales by exactly 2 or 1.8.
"""
import json
import subprocess

ROLES = {
    # role: (face, size sp, letter spacing sp)
    "bodyMedium": ("Regular", 14, 0.25),
    "labelLarge": ("Medium", 14, 0.1),
    "bodyLarge": ("Regular", 16, 0.5),
}
SIZES = {  # (size sp, font scale) -> dp
    (14, 1.0): 14.0, (16, 1.0): 16.0,
    (14, 1.8): 24.4,
    (14, 2.0): 26.0, (16, 2.0): 28.0,
}
TEXT = "Offline profile"


def shape(face, ligatures):
    features = [] if ligatures else ["--features=-liga,-clig"]
    out = subprocess.run(["hb-shape", *features, "--output-format=json", f"Fonts/Roboto/Roboto-{face}.ttf", TEXT],
                         check=True, capture_output=True, text=True).stdout
    glyphs = json.loads(out)
    return sum(g["ax"] for g in glyphs), len({g["cl"] for g in glyphs})


for role, (face, size_sp, spacing_sp) in ROLES.items():
    for scale in (1.0, 1.8, 2.0):
        if (size_sp, scale) not in SIZES:
            continue
        size = SIZES[(size_sp, scale)]
        spacing = spacing_sp * scale
        ligatures = abs(spacing / size) <= 0.03
        advance, clusters = shape(face, ligatures)
        base = advance / 2048 * size   # Roboto: 2048 units per em
        print(f"{role} {scale}x: {size} dp, spacing {spacing:g} dp = {spacing / size:.4f} em, "
              f"liga {'on' if ligatures else 'off'}, {advance} units, {clusters} clusters: "
              f"Android 14 {base + clusters * spacing:.6f} dp, Android 15 {base + (clusters - 1) * spacing:.6f} dp")
