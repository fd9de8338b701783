#!/usr/bin/env python3
"""Prints COUNT palette colours as #rrggbb, one per line, for `legible palette --suggest`:

    legible palette --suggest $(Benchmarks/make-palette.py 120)

Deterministic (a fixed linear congruential generator): the same COUNT gives the same colours.
Random colours: most of a large palette falls short for protan and deutan, the hardest case.
"""
import sys

def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-palette.py COUNT")
    state = 20251123
    for _ in range(int(sys.argv[1])):
        state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        print("#%06x" % (state >> 40))

main()
