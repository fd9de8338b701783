#!/usr/bin/env python3
"""The independent check of palette suggestions: the smallest CIEDE2000 between any two colours
of each palette file given (#rrggbb per line), under normal vision, protanopia and deuteranopia
(Viénot, Brettel & Mollon 1999), with colour-science's CIELAB (D65) and CIEDE2000: code neither
Legible nor palette_maxmin.py shares. Two simulations, since two published forms of Viénot 1999
differ by up to a few tenths of ΔE00 for near-identical colours:

- `paper`: the paper's own coefficients (LMS from linear RGB, L' = 2.02344 M - 2.52581 S for
  protanopes, M' = 0.494207 L + 1.24827 S for deuteranopes), written out here;
- `daltonlens`: DaltonLens' Simulator_Vienot1999 (its sRGB Smith–Pokorny cone model).

    /tmp/legible-bench/bin/pip install numpy daltonlens colour-science
    /tmp/legible-bench/bin/python Benchmarks/Baseline/palette_judge.py input.txt legible.txt numpy.txt
"""
import sys
import warnings

import numpy as np

warnings.filterwarnings("ignore")
import colour  # noqa: E402
from daltonlens import convert, simulate  # noqa: E402

LMS_FROM_LINEAR = np.array([[17.8824, 43.5161, 4.11935], [3.45565, 27.1554, 3.86714], [0.0299566, 0.184309, 1.46709]])
PROJECTIONS = {
    "protan": np.array([[0, 2.02344, -2.52581], [0, 1, 0], [0, 0, 1]]),
    "deutan": np.array([[1, 0, 0], [0.494207, 0, 1.24827], [0, 0, 1]]),
}


def paper(linear, deficiency):
    return linear @ (np.linalg.inv(LMS_FROM_LINEAR) @ PROJECTIONS[deficiency] @ LMS_FROM_LINEAR).T


def daltonlens(linear, deficiency):
    kind = simulate.Deficiency.PROTAN if deficiency == "protan" else simulate.Deficiency.DEUTAN
    return simulate.Simulator_Vienot1999()._simulate_cvd_linear_rgb(linear[None], kind, 1.0)[0]


def minimum(linear):
    d65 = colour.CCS_ILLUMINANTS["CIE 1931 2 Degree Standard Observer"]["D65"]
    xyz = colour.RGB_to_XYZ(np.clip(linear, 0, 1), colour.RGB_COLOURSPACES["sRGB"], apply_cctf_decoding=False)
    labs = colour.XYZ_to_Lab(xyz, d65)
    first, second = np.triu_indices(len(labs), 1)
    return float(np.min(colour.delta_E(labs[first], labs[second], method="CIE 2000")))


def main():
    print(f"{'palette':36} {'colours':>7} {'normal':>8} {'protan':>8} {'deutan':>8} {'protan*':>8} {'deutan*':>8}   (* DaltonLens)")
    for path in sys.argv[1:]:
        hexes = [line.strip() for line in open(path) if line.strip()]
        srgb = np.array([[int(h[i:i + 2], 16) / 255 for i in (1, 3, 5)] for h in hexes])
        linear = convert.linearRGB_from_sRGB(srgb)
        values = [minimum(linear)] + [minimum(model(linear, d)) for model in (paper, daltonlens) for d in ("protan", "deutan")]
        print(f"{path[-36:]:36} {len(hexes):>7} " + " ".join(f"{v:8.3f}" for v in values))


if __name__ == "__main__":
    main()
