#!/usr/bin/env python3
"""Writes a pairs file for `legible contrast --pairs`: a header row, then COUNT rows of two
random opaque colours as #rrggbb (fixed seed, so every run and every machine gets the same file).

Usage: Benchmarks/make-pairs.py COUNT [SEED] > pairs.csv
1,000,000 rows is 16,000,022 bytes, under the 16 MiB a pairs file may have.
"""
import random
import sys

count = int(sys.argv[1])
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 24)
out = sys.stdout
out.write("foreground,background\n")
rows = []
for _ in range(count):
    rows.append("#%06x,#%06x\n" % (rng.getrandbits(24), rng.getrandbits(24)))
    if len(rows) == 65536:
        out.write("".join(rows))
        rows.clear()
out.write("".join(rows))
