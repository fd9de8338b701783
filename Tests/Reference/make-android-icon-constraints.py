#!/usr/bin/env python3
"""Solves, with kiwisolver (an independent Cassowary implementation, PyPI), the ConstraintLayout
of AndroidLayoutSiblingTests.constraintLayoutIconAndIncludeFixTheTitle and writes the title's
width per screen to android-icon-constraints.json beside this script.

The layout: an ImageView (wrap_content, a 24 dp vector drawable) at the parent's start with a
16 dp margin; a 0dp title from the icon's end (+8) to the action's start (−8); an <include> whose
root is 48 dp wide, at the parent's end with its root's 12 dp end margin. Usage:
    pip install kiwisolver==1.5.1 && python3 Tests/Reference/make-android-icon-constraints.py
"""
import json, os
import kiwisolver as kiwi

def solve(screen):
    parent = kiwi.Variable("parent.width")
    icon_left, icon_width = kiwi.Variable("icon.left"), kiwi.Variable("icon.width")
    title_left, title_width = kiwi.Variable("title.left"), kiwi.Variable("title.width")
    action_left, action_width = kiwi.Variable("action.left"), kiwi.Variable("action.width")
    solver = kiwi.Solver()
    for constraint in [
        icon_left == 16, icon_width == 24,
        title_left == icon_left + icon_width + 8,
        title_left + title_width == action_left - 8,
        action_width == 48, action_left + action_width == parent - 12,
    ]:
        solver.addConstraint(constraint)
    solver.addEditVariable(parent, "strong")
    solver.suggestValue(parent, screen)
    solver.updateVariables()
    return title_width.value()

widths = {str(screen): solve(screen) for screen in (320, 360, 411)}
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "android-icon-constraints.json")
with open(path, "w") as out:
    json.dump({"kiwisolver": kiwi.__version__, "title": widths}, out, indent=2, sort_keys=True)
    out.write("\n")
print(widths)
