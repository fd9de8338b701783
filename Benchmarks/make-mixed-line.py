#!/usr/bin/env python3
"""Writes one line of about MEGABYTES megabytes (UTF-8) mixing left-to-right and right-to-left
words — English, Hebrew, Arabic, digits and punctuation — for `legible measure --strings`:

    Benchmarks/make-mixed-line.py 10 > /tmp/mixed-10mb.txt
    legible measure --strings /tmp/mixed-10mb.txt --format json > /dev/null

Deterministic (no randomness): the same size gives the same bytes. The words alternate
direction every word or two, so the line has about one bidi run per two words.
"""
import sys

WORDS = [
    "Continue", "שלום", "to", "payment", "مرحبا", "עולם", "bei", "بالعالم", "12.50", "(ok)",
    "Datenschutz", "תשלום", "settings,", "إعدادات", "«save»", "יום", "the", "الخصوصية", "42", "done.",
]

def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-mixed-line.py MEGABYTES")
    target = int(float(sys.argv[1]) * 1_000_000)
    unit = " ".join(WORDS) + " "
    encoded = unit.encode("utf-8")
    out = sys.stdout.buffer
    written = 0
    while written + len(encoded) <= target:
        out.write(encoded)
        written += len(encoded)
    out.write(b"end\n")

main()
