#!/usr/bin/env python3
"""Writes Fixtures/kiwi-systems.json: random satisfiable constraint systems and kiwisolver's
solution of each, the independent truth LegibleLayoutSolver's differential test compares with.

    pip install kiwisolver==1.5.1
    python3 Tests/LegibleLayoutSolverTests/make-kiwi-fixtures.py

Seeded: every candidate system is the same on every run. kiwi orders variables by their
addresses, so its last digits (and, for a system on the edge of the checks below, whether it is
kept) may differ between runs; the test's tolerance, 1e-6, is far above that.

Systems are shaped like horizontal Auto Layout: a screen width (an edit variable), views with a
left edge and a width pinned to margins and to each other (chains with fixed or minimum
spacing), intrinsic widths held by a weak `==` (hugging) and a stronger `>=` (compression
resistance), widths as multiples of other widths or of the screen (multipliers), centring; and a
second family of small systems with random coefficients. Required constraints are made to hold
at a reference assignment (random layout at one width), so the required part is satisfiable.

Every system is solved, then the edit variable is moved (a second width, re-solved
incrementally), then one constraint is removed; the values of every variable after each step
are recorded.

Two things about kiwisolver have to be kept out of the fixtures:

1. Priorities. kiwi adds its strengths as weights (a·10⁶ + b·10³ + c); LegibleLayoutSolver orders
   priorities strictly (Auto Layout's documented order: a 999 before any number of 998s). The
   three optional levels, Auto Layout priorities 250, 750 and 999, are given to kiwi as weights
   1, L and L²; a system is kept only if its solution is the same for L = 10, 100 and 1000, so
   the weights never trade one level against another there and both orders agree. (kiwi's own
   weak, medium and strong are L = 1000; with L = 30000 kiwi 1.5.1 aborts on some systems,
   "The objective is unbounded", its 1e-8 tolerances lost against weights near 10⁹.)
2. Ties. With optional constraints several solutions can be optimal, and two correct solvers may
   return different ones. A system is kept only if its optimum is unique, checked by
   perturbation: every variable gets an extra constraint `v == target` at a strength far below
   every other (10⁻⁶), with target = solution ± 1000·s (random sign s per variable, and a random
   weight); solved once with + and once with −. Far targets make the extra terms a random linear
   function of the variables, so the two solves pick the two opposite ends of the optimal set;
   both equal to the unperturbed solution means that set is a single point (with probability 1).
"""
import json
import os
import random

import kiwisolver as kiwi

SEED = 20261202
SYSTEMS = 160
LEVELS = [250, 750, 999]  # Auto Layout priorities of the optional levels, weakest first
SPACINGS = [10.0, 100.0, 1000.0]
TOLERANCE = 1e-7


def kiwi_strength(priority, spacing):
    if priority >= 1000:
        return kiwi.strength.required
    value = spacing ** LEVELS.index(priority)
    a, rest = divmod(value, 1e6)
    b, c = divmod(rest, 1e3)
    return kiwi.strength.create(a, b, c)


def relation(expression, op):
    return {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[op]


def solve(system, spacing, pulls=None):
    """The values of every variable after each step, or None if kiwi refused something."""
    names = system["variables"]
    variables = [kiwi.Variable(n) for n in names]
    solver = kiwi.Solver()
    made = []
    for c in system["constraints"]:
        expression = sum((coefficient * variables[i] for i, coefficient in c["terms"]), c["constant"])
        constraint = relation(expression, c["op"]) | kiwi_strength(c["priority"], spacing)
        made.append(constraint)
        solver.addConstraint(constraint)
    for e in system["edits"]:
        solver.addEditVariable(variables[e["variable"]], kiwi_strength(e["priority"], spacing))
    if pulls:
        for v, (target, weight) in zip(variables, pulls):
            solver.addConstraint((v == target) | kiwi.strength.create(0, 0, 1e-6 * weight))
    results = []
    for step in system["steps"]:
        for i, value in step.get("suggest", []):
            solver.suggestValue(variables[i], value)
        for index in step.get("remove", []):
            solver.removeConstraint(made[index])
        solver.updateVariables()
        results.append([v.value() for v in variables])
    return results


def same(a, b):
    return all(abs(x - y) <= TOLERANCE * max(1.0, abs(x)) for sa, sb in zip(a, b) for x, y in zip(sa, sb))


class Builder:
    def __init__(self, rng):
        self.rng = rng
        self.variables = []
        self.reference = []
        self.constraints = []

    def variable(self, name, reference):
        self.variables.append(name)
        self.reference.append(reference)
        return len(self.variables) - 1

    def add(self, terms, op, priority, constant=None, slack=0.0):
        """sum op 0; for a required one (or constant None) the constant makes it hold at the reference."""
        if constant is None or priority >= 1000:
            value = sum(coefficient * self.reference[i] for i, coefficient in terms)
            constant = -value + {"==": 0.0, "<=": -slack, ">=": slack}[op]
        self.constraints.append({"terms": [[i, round(c, 6)] for i, c in terms], "constant": round(constant, 6), "op": op, "priority": priority})

    def optional_level(self):
        return self.rng.choice(LEVELS)


def layout_system(rng):
    b = Builder(rng)
    width = rng.choice([320.0, 375.0, 390.0, 414.0])
    screen = b.variable("screen", width)
    margin = rng.choice([0.0, 8.0, 16.0, 20.0])
    count = rng.randint(1, 6)
    lefts, widths = [], []
    x = margin
    available = width - 2 * margin
    for n in range(count):
        w = available / count - 8
        lefts.append(b.variable(f"view{n}.left", x))
        widths.append(b.variable(f"view{n}.width", w))
        x += w + 8
    b.add([(lefts[0], 1)], "==", 1000)  # pinned to the leading margin
    for n in range(count):
        b.add([(widths[n], 1)], ">=", 1000, slack=rng.choice([0.0, 0.0, 5.0]))
        if n + 1 < count:
            gap = [(lefts[n + 1], 1), (lefts[n], -1), (widths[n], -1)]
            if rng.random() < 0.5:
                b.add(gap, "==", 1000)
            else:
                b.add(gap, ">=", 1000)
                b.add(gap, "==", b.optional_level(), constant=-8.0)
        intrinsic = rng.choice([20.0, 60.0, 120.0, 200.0, 300.0])
        b.add([(widths[n], 1)], "==", 250, constant=-intrinsic)  # hugging
        b.add([(widths[n], 1)], ">=", 750, constant=-intrinsic)  # compression resistance
        if n > 0 and rng.random() < 0.3:
            b.add([(widths[n], 1), (widths[rng.randrange(n)], -rng.choice([0.5, 1.0, 2.0, 1 / 3]))], "==", rng.choice([1000, 999, 750]))
        if rng.random() < 0.2:
            b.add([(widths[n], 1), (screen, -rng.choice([0.25, 0.5, 0.8]))], rng.choice(["==", "<="]), rng.choice([1000, 999, 750]))
        if rng.random() < 0.15:
            b.add([(lefts[n], 1), (widths[n], 0.5), (screen, -0.5)], "==", b.optional_level(), constant=0.0)  # centred
    trailing = [(lefts[-1], 1), (widths[-1], 1), (screen, -1)]
    if rng.random() < 0.6:
        b.add(trailing, "==", 1000)
    else:
        b.add(trailing, "<=", 1000)
        b.add(trailing, "==", b.optional_level(), constant=margin)
    second = rng.choice([375.0, 402.0, 440.0, 744.0])
    edits = [{"variable": screen, "priority": 999}]
    return b, edits, [[[screen, width]], [[screen, second]]]


def random_system(rng):
    b = Builder(rng)
    count = rng.randint(2, 6)
    variables = [b.variable(f"x{n}", rng.uniform(-50, 50)) for n in range(count)]
    for _ in range(rng.randint(count, 3 * count)):
        terms = [(v, rng.choice([-2.0, -1.0, -0.5, 0.5, 1.0, 1.5, 3.0])) for v in rng.sample(variables, rng.randint(1, min(3, count)))]
        op = rng.choice(["==", "<=", ">=", ">=", "<="])
        if rng.random() < 0.35:
            b.add(terms, op, 1000, slack=rng.uniform(0, 10))
        else:
            b.add(terms, op, b.optional_level(), constant=rng.uniform(-100, 100))
    edit = rng.choice(variables)
    edits = [{"variable": edit, "priority": rng.choice(LEVELS)}]
    return b, edits, [[[edit, rng.uniform(-80, 80)]], [[edit, rng.uniform(-80, 80)]]]


def make_system(rng, index):
    b, edits, suggestions = (layout_system if index % 3 else random_system)(rng)
    removable = [i for i, _ in enumerate(b.constraints)]
    steps = [{"suggest": s} for s in suggestions] + [{"remove": [rng.choice(removable)]}]
    return {"variables": b.variables, "constraints": b.constraints, "edits": edits, "steps": steps}


def unique_and_order_free(system, rng):
    try:
        solutions = [solve(system, spacing) for spacing in SPACINGS]
    except (kiwi.UnsatisfiableConstraint, kiwi.DuplicateConstraint):
        return None
    if not all(same(solutions[0], s) for s in solutions[1:]):
        return None
    base = solutions[0]
    # Perturb around each step's solution: the last one (after the removal) is checked with
    # targets around the last values, the earlier steps' values must not move either.
    signs = [rng.choice([-1.0, 1.0]) for _ in system["variables"]]
    weights = [rng.uniform(0.5, 1.5) for _ in system["variables"]]
    for step in range(len(base)):
        for direction in (1.0, -1.0):
            pulls = [(value + direction * 1000.0 * s, w) for value, s, w in zip(base[step], signs, weights)]
            if not same(base, solve(system, SPACINGS[2], pulls)):
                return None
    return base


def main():
    kept, tried = [], 0
    while len(kept) < SYSTEMS and tried < 100 * SYSTEMS:
        # One generator per candidate, so whether one is kept never changes the next ones.
        rng = random.Random(SEED * 100003 + tried)
        system = make_system(rng, tried)
        tried += 1
        values = unique_and_order_free(system, rng)
        if values is None:
            continue
        for step, step_values in zip(system["steps"], values):
            step["values"] = [round(v, 9) for v in step_values]
        kept.append(system)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Fixtures", "kiwi-systems.json")
    document = {
        "generator": "make-kiwi-fixtures.py",
        "kiwisolver": kiwi.__version__,
        "seed": SEED,
        "priorityLevels": LEVELS,
        "systems": kept,
    }
    with open(out, "w") as f:
        json.dump(document, f, separators=(",", ":"))
        f.write("\n")
    print(f"kept {len(kept)} of {tried} systems, {os.path.getsize(out)} bytes")


if __name__ == "__main__":
    main()
