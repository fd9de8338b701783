#!/usr/bin/env python3
"""Writes an RGBA PNG for timing `legible simulate` on an image: a screenshot-like picture
(flat panels, cards and rows of "text" in a dozen interface colours, a gradient banner and a
photo-like noisy area of a fifth of the height), deterministic. Needs numpy.

Usage: make-image.py OUTPUT.png [WIDTH HEIGHT]   (default 4000 x 3000)
"""
import struct
import sys
import zlib

import numpy as np


def png(path, rgba):
    height, width, _ = rgba.shape
    raw = b"".join(b"\x00" + rgba[row].tobytes() for row in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n")
        file.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)))
        file.write(chunk(b"IDAT", zlib.compress(raw, 6)))
        file.write(chunk(b"IEND", b""))


def main():
    if len(sys.argv) not in (2, 4):
        print(__doc__, file=sys.stderr)
        return 2
    width, height = (int(sys.argv[2]), int(sys.argv[3])) if len(sys.argv) == 4 else (4000, 3000)
    rng = np.random.default_rng(24)
    palette = np.array([[242, 242, 247], [255, 255, 255], [28, 28, 30], [0, 122, 255], [52, 199, 89], [255, 149, 0],
                        [255, 59, 48], [175, 82, 222], [142, 142, 147], [99, 99, 102], [229, 229, 234], [88, 86, 214]], dtype=np.uint8)
    image = np.empty((height, width, 4), dtype=np.uint8)
    image[:, :, :3] = palette[0]
    image[:, :, 3] = 255
    for _ in range(400):  # cards
        x, y = rng.integers(0, width - 50), rng.integers(0, height - 50)
        w, h = rng.integers(50, 600), rng.integers(30, 300)
        image[y:y + h, x:x + w, :3] = palette[rng.integers(0, len(palette))]
    for _ in range(6000):  # rows of "text": short dark dashes
        x, y = rng.integers(0, width - 200), rng.integers(0, height - 12)
        image[y:y + 10, x:x + rng.integers(20, 200), :3] = palette[rng.choice([2, 8, 9, 3])]
    banner = height // 10
    ramp = np.linspace(0, 255, width, dtype=np.float64)
    image[:banner, :, 0] = ramp.astype(np.uint8)
    image[:banner, :, 1] = (255 - ramp).astype(np.uint8)
    image[:banner, :, 2] = 180
    photo = height // 5
    image[height - photo:, :, :3] = rng.integers(0, 256, size=(photo, width, 3), dtype=np.uint8)
    png(sys.argv[1], image)
    return 0


if __name__ == "__main__":
    sys.exit(main())
