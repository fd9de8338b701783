#!/usr/bin/env python3
"""Writes a screen file for `legible targets` benchmarks.

Usage: make-screen.py list N      a long scrolling screen of N elements (in columns of 10,000
                                  rows, so no coordinate passes 1,000,000): rows of an icon button
                                  with hit-area insets, a title (not interactive), a 22x22 info
                                  icon (undersized: WCAG 2.5.8 spacing), a switch; every 25th row
                                  the switch's hit area overlaps the info icon's
       make-screen.py overlap N   N 44x44 buttons on top of each other (N*(N-1)/2 overlaps)
"""
import json
import sys


ROWS_PER_COLUMN = 10_000  # 600,000 pt: columns keep every coordinate under the 1,000,000 limit


def list_screen(count):
    elements = []
    row = 0
    while len(elements) < count:
        x, y = (row // ROWS_PER_COLUMN) * 400, 100 + (row % ROWS_PER_COLUMN) * 60
        crowded = row % 25 == 0
        elements.append({"id": f"row{row}.edit", "frame": {"x": x + 8, "y": y, "width": 30, "height": 30}, "hitAreaInsets": 7})
        elements.append({"id": f"row{row}.title", "frame": {"x": x + 52, "y": y, "width": 200, "height": 30}, "interactive": False})
        elements.append({"id": f"row{row}.info", "frame": {"x": x + (276 if crowded else 262), "y": y + 4, "width": 22, "height": 22}})
        elements.append({"id": f"row{row}.switch", "frame": {"x": x + 300, "y": y, "width": 51, "height": 31}, "hitAreaInsets": 7})
        row += 1
    columns = (row + ROWS_PER_COLUMN - 1) // ROWS_PER_COLUMN
    height = 200 + min(row, ROWS_PER_COLUMN) * 60
    return {"name": f"List of {count}", "size": {"width": columns * 400 - 10, "height": height}, "elements": elements[:count]}


def overlap_screen(count):
    return [{"id": f"b{index}", "frame": {"x": 0, "y": 0, "width": 44, "height": 44}} for index in range(count)]


def main():
    kind, count = sys.argv[1], int(sys.argv[2])
    screen = {"list": list_screen, "overlap": overlap_screen}[kind](count)
    json.dump(screen, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
