#!/usr/bin/env python3
"""The shapely peer of `legible targets SCREEN.json` for benchmarks: the same three checks
with shapely 2's STRtree, vectorised with numpy, one line per finding.

Usage: targets_shapely.py SCREEN.json > findings.txt

For each interactive element (`interactive: false` skipped; tab bars not split, insets as one
number or per side): the hit area (frame grown by `hitAreaInsets`) under 44 x 44 pt (Apple HIG)
is a size error; two hit areas that overlap with positive area are an overlap warning (each pair
once, on the earlier element); a hit area under 24 x 24 whose 24 pt circle (centred on it)
reaches another hit area, or the circle of another undersized one, within less than the radius
or the diameter is a WCAG 2.5.8 spacing error. Prints the findings and a count per kind on
standard error, to compare with Legible's report. Written from WCAG 2.2 and the HIG, not from
Legible's code.
"""
import json
import sys

import numpy as np
import shapely

TOLERANCE = 1e-9


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as file:
        screen = json.load(file)
    elements = screen["elements"] if isinstance(screen, dict) else screen
    ids, bounds = [], []
    for element in elements:
        if element.get("interactive", True) is False:
            continue
        frame, insets = element["frame"], element.get("hitAreaInsets", 0)
        if isinstance(insets, dict):
            top, left, bottom, right = (insets.get(k, 0) for k in ("top", "left", "bottom", "right"))
        else:
            top = left = bottom = right = insets
        x, y = frame["x"] - left, frame["y"] - top
        bounds.append((x, y, x + frame["width"] + left + right, y + frame["height"] + top + bottom))
        ids.append(element["id"])
    bounds = np.array(bounds, dtype=float).reshape(-1, 4)
    boxes = shapely.box(bounds[:, 0], bounds[:, 1], bounds[:, 2], bounds[:, 3])
    widths, heights = bounds[:, 2] - bounds[:, 0], bounds[:, 3] - bounds[:, 1]
    tree = shapely.STRtree(boxes)
    lines = []

    small = np.nonzero((widths < 44 - TOLERANCE) | (heights < 44 - TOLERANCE))[0]
    for i in small:
        lines.append((i, 0, f"error: {ids[i]}: hit area {widths[i]:g}x{heights[i]:g} pt is under 44x44 pt [target.size.ios]"))

    # Overlaps: candidate pairs from the tree, kept when the intersection has an area.
    first, second = tree.query(boxes, predicate="intersects")
    keep = first < second
    first, second = first[keep], second[keep]
    overlap_w = np.minimum(bounds[first, 2], bounds[second, 2]) - np.maximum(bounds[first, 0], bounds[second, 0])
    overlap_h = np.minimum(bounds[first, 3], bounds[second, 3]) - np.maximum(bounds[first, 1], bounds[second, 1])
    real = (overlap_w > TOLERANCE) & (overlap_h > TOLERANCE)
    for i, j, w, h in zip(first[real], second[real], overlap_w[real], overlap_h[real]):
        lines.append((i, 2, f"warning: {ids[i]}: hit area overlaps '{ids[j]}' by {w:g}x{h:g} pt [target.overlap]"))

    # Spacing: undersized targets' circles against other hit areas and other circles.
    undersized = np.nonzero((widths < 24 - TOLERANCE) | (heights < 24 - TOLERANCE))[0]
    centers = shapely.points((bounds[:, 0] + bounds[:, 2]) / 2, (bounds[:, 1] + bounds[:, 3]) / 2)
    conflicts = {}
    source, target = tree.query(centers[undersized], predicate="dwithin", distance=12)
    source = undersized[source]
    near = (source != target) & (shapely.distance(centers[source], boxes[target]) < 12 - TOLERANCE)
    for i, j in zip(source[near], target[near]):
        conflicts.setdefault(i, []).append(ids[j])
    circles = shapely.STRtree(centers[undersized])
    source, target = circles.query(centers[undersized], predicate="dwithin", distance=24)
    source, target = undersized[source], undersized[target]
    near = (source != target) & (shapely.distance(centers[source], centers[target]) < 24 - TOLERANCE)
    for i, j in zip(source[near], target[near]):
        conflicts.setdefault(i, []).append(f"the circle of {ids[j]}")
    for i, names in conflicts.items():
        lines.append((i, 1, f"error: {ids[i]}: under 24x24 pt, and its 24 pt spacing circle intersects {', '.join(names)} [target.spacing]"))

    lines.sort(key=lambda line: (line[0], line[1]))
    out = sys.stdout
    out.write(f"{len(ids)} interactive of {len(elements)} elements\n")
    out.write("\n".join(text for _, _, text in lines) + "\n")
    print(f"size {len(small)} overlap {int(real.sum())} spacing {len(conflicts)}", file=sys.stderr)
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
