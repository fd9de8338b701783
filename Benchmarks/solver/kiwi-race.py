#!/usr/bin/env python3
"""The system Benchmarks/solver/SolverRace.swift gives LegibleLayoutSolver, given to kiwisolver (C++).

Same generator, same constraints. Every strength is one of required, 999 (the screen), 750 and
250, given to kiwi as strong, medium and weak: kiwi adds strengths as weights (10^6, 10^3, 1)
where Auto Layout orders priorities, so the two agree while no thousand medium errors outweigh a
strong one; the checksum (the views' widths summed over the four screens) says whether they did.
Usage: kiwi-race.py [VIEWS]   (pip install kiwisolver)
"""
import sys
import time

import kiwisolver as kiwi


class LinearCongruential:
    def __init__(self):
        self.state = 42

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2**64
        return self.state >> 33


def strength(priority):
    """Auto Layout's order as kiwi's three tiers: 999 strong, 750 medium, 250 weak."""
    return {999: kiwi.strength.strong, 750: kiwi.strength.medium, 250: kiwi.strength.weak}[priority]


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    random = LinearCongruential()
    start = time.perf_counter()
    solver = kiwi.Solver()
    screen = kiwi.Variable("screen")
    solver.addEditVariable(screen, strength(999))
    solver.suggestValue(screen, 375)
    lefts, widths, last_child = [], [], {}
    for index in range(count):
        left, width = kiwi.Variable(f"v{index}.left"), kiwi.Variable(f"v{index}.width")
        lefts.append(left)
        widths.append(width)
        if index == 0:
            solver.addConstraint(left == 0)
            solver.addConstraint(width == screen)
            continue
        parent = 0 if index < 8 else random.next() % (index // 2 + 1)
        intrinsic = float(20 + random.next() % 200)
        solver.addConstraint(left >= lefts[parent] + 8)
        solver.addConstraint(left + width <= lefts[parent] + widths[parent] - 8)
        solver.addConstraint(width >= 0)
        solver.addConstraint((width <= intrinsic) | strength(250))
        solver.addConstraint((width >= intrinsic) | strength(750))
        if parent in last_child:
            sibling = last_child[parent]
            solver.addConstraint(left >= lefts[sibling] + widths[sibling] + 8)
        last_child[parent] = index
    checksum = 0.0
    for width in (375.0, 440.0, 320.0, 1024.0):
        solver.suggestValue(screen, width)
        solver.updateVariables()
        checksum += sum(w.value() for w in widths)
    print(f"kiwisolver {count} views: {time.perf_counter() - start} s, checksum {checksum}")


if __name__ == "__main__":
    main()
