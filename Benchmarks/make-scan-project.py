#!/usr/bin/env python3
"""Writes a generated iOS project for the `legible scan` benchmark (run-scan.sh).

    python3 Benchmarks/make-scan-project.py FILES OUT

OUT/App/Base.lproj/Screen_N.storyboard (FILES of them), each a scene with 5 labels whose width
constraints fix their widths (Body 160 pt, Headline 200 pt, Footnote 343 pt, Body 120 pt in a
fixed 17 pt font, Title 3 240 pt; one line), with English and German translations
(en.lproj, de.lproj) taken from Benchmarks/strings.tsv, fixed seed. Each label's object id
starts with its layout's class, so OUT/layout.yaml — the hand-written spec `legible audit`
gets — maps the same labels with five globs.
"""

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CLASSES = [  # id prefix, font XML, spec fields
    ("B160", '<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>', "style: body, width: 160"),
    ("H200", '<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>', "style: headline, weight: semibold, width: 200"),
    ("F343", '<fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>', "style: footnote, width: 343"),
    ("X120", '<fontDescription key="fontDescription" type="system" pointSize="17"/>', "size: 17, width: 120"),
    ("T240", '<fontDescription key="fontDescription" style="UICTFontTextStyleTitle3"/>', "style: title3, width: 240"),
]


def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def strings_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def main() -> None:
    count, out = int(sys.argv[1]), Path(sys.argv[2])
    rng = random.Random(22)
    texts = {"en": [], "de": []}
    for line in (HERE / "strings.tsv").read_text(encoding="utf-8").splitlines():
        locale, text = line.split("\t", 1)
        if locale in texts:
            texts[locale].append(text)
    for folder in ["Base.lproj", "en.lproj", "de.lproj"]:
        (out / "App" / folder).mkdir(parents=True, exist_ok=True)
    for number in range(count):
        labels, english, german = [], [], []
        for index, (prefix, font, _) in enumerate(CLASSES):
            object_id = f"{prefix}-{number:05d}-{index}"
            en, de = rng.choice(texts["en"]), rng.choice(texts["de"])
            width = int(prefix[1:])
            labels.append(f"""                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{escape(en)}" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="1" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{object_id}">
                                <rect key="frame" x="16" y="{60 + 40 * index}" width="{width}" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="{width}" id="{object_id}-w"/>
                                </constraints>
                                {font}
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>""")
            english.append(f'"{object_id}.text" = "{strings_escape(en)}";')
            german.append(f'"{object_id}.text" = "{strings_escape(de)}";')
        storyboard = f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <scenes>
        <scene sceneID="S{number:05d}">
            <objects>
                <viewController id="V{number:05d}" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="R{number:05d}">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <subviews>
{chr(10).join(labels)}
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""
        (out / "App" / "Base.lproj" / f"Screen_{number:05d}.storyboard").write_text(storyboard, encoding="utf-8")
        (out / "App" / "en.lproj" / f"Screen_{number:05d}.strings").write_text("\n".join(english) + "\n", encoding="utf-8")
        (out / "App" / "de.lproj" / f"Screen_{number:05d}.strings").write_text("\n".join(german) + "\n", encoding="utf-8")
    spec = ["# The hand-written spec of the generated labels: one glob per layout.", "labels:"]
    for prefix, _, fields in CLASSES:
        spec.append(f'  - {{ match: "{prefix}-*", {fields}, maxLines: 1 }}')
    (out / "layout.yaml").write_text("\n".join(spec) + "\n", encoding="utf-8")


main()
