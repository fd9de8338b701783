#!/usr/bin/env python3
"""The numpy peer for `legible palette --suggest`: a greedy max-min repair of a palette.

Reads #rrggbb colours (one per line, as make-palette.py writes them) and prints the repaired
palette the same way. Conditions: normal vision, protanopia and deuteranopia (Viénot 1999 with
the paper's coefficients, as palette_judge.py's `paper` model); distance: CIEDE2000 in CIELAB (D65). Each step takes the closest
pair, tries OKLCH steps of each of its colours (lightness ±0.02, chroma ±0.015, hue ±5°, times
1, 2, 4 and 8), keeps the step that leaves the moved colour furthest from every other colour if
that is further than the pair was, and stops when the closest pair reaches the threshold (10)
or no step moves it apart. All pairwise distances are held in an N×N matrix (numpy).

Needs a venv from PyPI, not committed:
    python3 -m venv /tmp/legible-bench && /tmp/legible-bench/bin/pip install numpy
    /tmp/legible-bench/bin/python Benchmarks/Baseline/palette_maxmin.py palette.txt > repaired.txt
"""
import sys

import numpy as np

THRESHOLD = 10.0
DIRECTIONS = np.array([(0.02, 0, 0), (-0.02, 0, 0), (0, 0.015, 0), (0, -0.015, 0), (0, 0, 5), (0, 0, -5)])
SCALES = (1, 2, 4, 8)


def linear(srgb):
    return np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)


def encoded(lin):
    lin = np.clip(lin, 0, 1)
    return np.where(lin <= 0.0031308, lin * 12.92, 1.055 * lin ** (1 / 2.4) - 0.055)


XYZ_FROM_LINEAR = np.array([[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041]])
WHITE = XYZ_FROM_LINEAR @ np.ones(3)


def lab(lin):
    xyz = lin @ XYZ_FROM_LINEAR.T / WHITE
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def ciede2000(lab1, lab2):
    L1, a1, b1 = lab1[..., 0], lab1[..., 1], lab1[..., 2]
    L2, a2, b2 = lab2[..., 0], lab2[..., 1], lab2[..., 2]
    C1, C2 = np.hypot(a1, b1), np.hypot(a2, b2)
    Cm7 = ((C1 + C2) / 2) ** 7
    G = 0.5 * (1 - np.sqrt(Cm7 / (Cm7 + 25.0 ** 7)))
    a1p, a2p = a1 * (1 + G), a2 * (1 + G)
    C1p, C2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.degrees(np.arctan2(b1, a1p)) % 360
    h2p = np.degrees(np.arctan2(b2, a2p)) % 360
    dLp, dCp = L2 - L1, C2p - C1p
    dh = h2p - h1p
    dh = np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh))
    dh = np.where(C1p * C2p == 0, 0, dh)
    dHp = 2 * np.sqrt(C1p * C2p) * np.sin(np.radians(dh / 2))
    Lpm, Cpm = (L1 + L2) / 2, (C1p + C2p) / 2
    hsum = h1p + h2p
    hpm = np.where(np.abs(h1p - h2p) > 180, np.where(hsum < 360, hsum + 360, hsum - 360), hsum) / 2
    hpm = np.where(C1p * C2p == 0, hsum, hpm)
    T = (1 - 0.17 * np.cos(np.radians(hpm - 30)) + 0.24 * np.cos(np.radians(2 * hpm))
         + 0.32 * np.cos(np.radians(3 * hpm + 6)) - 0.20 * np.cos(np.radians(4 * hpm - 63)))
    SL = 1 + 0.015 * (Lpm - 50) ** 2 / np.sqrt(20 + (Lpm - 50) ** 2)
    SC, SH = 1 + 0.045 * Cpm, 1 + 0.015 * Cpm * T
    Cpm7 = Cpm ** 7
    RT = -2 * np.sqrt(Cpm7 / (Cpm7 + 25.0 ** 7)) * np.sin(np.radians(60 * np.exp(-(((hpm - 275) / 25) ** 2))))
    return np.sqrt((dLp / SL) ** 2 + (dCp / SC) ** 2 + (dHp / SH) ** 2 + RT * (dCp / SC) * (dHp / SH))


OKLAB_M1 = np.array([[0.4122214708, 0.5363325363, 0.0514459929], [0.2119034982, 0.6806995451, 0.1073969566], [0.0883024619, 0.2817188376, 0.6299787005]])
OKLAB_M2 = np.array([[0.2104542553, 0.7936177850, -0.0040720468], [1.9779984951, -2.4285922050, 0.4505937099], [0.0259040371, 0.7827717662, -0.8086757660]])


def oklch(lin):
    lab_ = np.cbrt(lin @ OKLAB_M1.T) @ OKLAB_M2.T
    return np.stack([lab_[..., 0], np.hypot(lab_[..., 1], lab_[..., 2]), np.degrees(np.arctan2(lab_[..., 2], lab_[..., 1])) % 360], axis=-1)


def linear_from_oklch(lch):
    a, b = lch[..., 1] * np.cos(np.radians(lch[..., 2])), lch[..., 1] * np.sin(np.radians(lch[..., 2]))
    lms = np.stack([lch[..., 0], a, b], axis=-1) @ np.linalg.inv(OKLAB_M2).T
    return lms ** 3 @ np.linalg.inv(OKLAB_M1).T


def in_gamut(lch):
    """Chroma reduced (bisection) until in sRGB, then rounded to 8 bits: sRGB in 0…1."""
    lch = lch.copy()
    lch[..., 0] = np.clip(lch[..., 0], 0, 1)
    lch[..., 1] = np.maximum(lch[..., 1], 0)
    low, high = np.zeros(len(lch)), lch[:, 1].copy()
    inside = np.all(np.abs(linear_from_oklch(lch) - 0.5) <= 0.5 + 1e-9, axis=-1)
    for _ in range(20):
        middle = (low + high) / 2
        trial = lch.copy()
        trial[:, 1] = middle
        ok = np.all(np.abs(linear_from_oklch(trial) - 0.5) <= 0.5 + 1e-9, axis=-1)
        low, high = np.where(ok, middle, low), np.where(ok, high, middle)
    lch[:, 1] = np.where(inside, lch[:, 1], low)
    return np.round(encoded(linear_from_oklch(lch)) * 255) / 255


def main():
    colors = np.array([[int(line[i:i + 2], 16) / 255 for i in (1, 3, 5)] for line in open(sys.argv[1]) if line.strip()])
    lms = np.array([[17.8824, 43.5161, 4.11935], [3.45565, 27.1554, 3.86714], [0.0299566, 0.184309, 1.46709]])
    protan = np.array([[0, 2.02344, -2.52581], [0, 1, 0], [0, 0, 1]])
    deutan = np.array([[1, 0, 0], [0.494207, 0, 1.24827], [0, 0, 1]])
    matrices = [np.eye(3)] + [np.linalg.inv(lms) @ projection @ lms for projection in (protan, deutan)]

    def seen(srgb):  # (K, n, 3) CIELAB of each colour under each condition
        lin = linear(srgb)
        return np.stack([lab(np.clip(lin @ m.T, 0, 1)) for m in matrices])

    n = len(colors)
    labs = seen(colors)
    distance = np.min([ciede2000(labs[k][:, None, :], labs[k][None, :, :]) for k in range(len(matrices))], axis=0)
    np.fill_diagonal(distance, np.inf)
    for _ in range(8 * n):
        i, j = np.unravel_index(np.argmin(distance), distance.shape)
        bar = distance[i, j]
        if bar >= THRESHOLD:
            break
        best = None
        for scale in SCALES:
            for c in (i, j):
                start = oklch(linear(colors[c]))
                candidates = in_gamut(start + DIRECTIONS * scale)
                cand_labs = seen(candidates)
                rows = np.min([ciede2000(cand_labs[k][:, None, :], labs[k][None, :, :]) for k in range(len(matrices))], axis=0)
                rows[:, c] = np.inf
                scores = rows.min(axis=1)
                m = int(np.argmax(scores))
                if scores[m] > bar and (best is None or scores[m] > best[0]):
                    best = (scores[m], c, candidates[m], cand_labs[:, m], rows[m])
            if best is not None:
                break
        if best is None:
            break
        _, c, color, color_labs, row = best
        colors[c], labs[:, c] = color, color_labs
        distance[c, :], distance[:, c] = row, row
        distance[c, c] = np.inf
    for color in colors:
        print("#%02x%02x%02x" % tuple(int(round(v * 255)) for v in color))


if __name__ == "__main__":
    main()
