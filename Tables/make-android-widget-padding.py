#!/usr/bin/env python3
"""Writes Tables/android-widget-padding.csv: the horizontal padding Material Components' button
and text-field styles give their text, read from material-components-android's own resources.

Usage: make-android-widget-padding.py MDC_CHECKOUT > Tables/android-widget-padding.csv

MDC_CHECKOUT is a checkout of github.com/material-components/material-components-android; only
`lib/java/**/res/values/*.xml` is read. Each style is resolved through its `parent=` chain (and
its dotted name's implicit parent, as aapt2 does); `@dimen/` values are followed to dp. A
MaterialButton adds `android:insetLeft`/`insetRight` to its padding (MaterialButtonHelper
`setPaddingRelative(paddingStart + insetLeft, …)`), so the text's inset is
paddingStart + paddingEnd + insetLeft + insetRight.

The AppCompat button rows at the end are not read from MDC: on API 21 and later AppCompat's
`Base.Widget.AppCompat.Button`, `.Small`, `.Borderless` and `.Borderless.Colored` are the
framework's `Widget.Material.Button…` (androidx appcompat `res/values-v21/styles_base.xml`), whose
background `btn_default_material` / `btn_borderless_material` (its ripple mask) is
`btn_default_mtrl_shape`: an inset drawable of `button_inset_horizontal_material` (4dp) around a
shape padded by `button_padding_horizontal_material` (8dp) (AOSP `core/res/res/values/dimens_material.xml`).
`InsetDrawable.getPadding` adds the insets to the shape's padding, and `View` takes the background's
padding as its own: 4 + 8 dp on each side. Down, the same shape is inset `button_inset_vertical_material`
(6dp) and padded `button_padding_vertical_material` (`control_padding_material`, 4dp): 6 + 4 dp top and
bottom, which pads an image button in these styles around its icon (the padding_top/bottom and
inset_top/bottom columns; empty for the Material rows, whose vertical insets are android-button-insets.csv's).
"""
import glob, os, re, sys
import xml.etree.ElementTree as ET

STYLES = [
    # (style, what the row is for)
    ("Widget.MaterialComponents.Button", "MaterialButton"),
    ("Widget.MaterialComponents.Button.UnelevatedButton", "MaterialButton"),
    ("Widget.MaterialComponents.Button.OutlinedButton", "MaterialButton"),
    ("Widget.MaterialComponents.Button.TextButton", "MaterialButton"),
    ("Widget.MaterialComponents.Button.TextButton.Dialog", "MaterialButton"),
    ("Widget.MaterialComponents.Button.Icon", "MaterialButton"),
    ("Widget.MaterialComponents.Button.TextButton.Icon", "MaterialButton"),
    ("Widget.Material3.Button", "MaterialButton"),
    ("Widget.Material3.Button.UnelevatedButton", "MaterialButton"),
    ("Widget.Material3.Button.ElevatedButton", "MaterialButton"),
    ("Widget.Material3.Button.TonalButton", "MaterialButton"),
    ("Widget.Material3.Button.OutlinedButton", "MaterialButton"),
    ("Widget.Material3.Button.TextButton", "MaterialButton"),
    ("Widget.Material3.Button.TextButton.Dialog", "MaterialButton"),
    ("Widget.Material3.Button.Icon", "MaterialButton"),
    ("Widget.Material3.Button.TextButton.Icon", "MaterialButton"),
    ("Widget.Material3.Button.IconButton", "MaterialButton"),
    ("Widget.Material3.Button.IconButton.Filled", "MaterialButton"),
    ("Widget.Material3.Button.IconButton.Filled.Tonal", "MaterialButton"),
    ("Widget.Material3.Button.IconButton.Outlined", "MaterialButton"),
    ("Widget.MaterialComponents.TextInputEditText.FilledBox", "TextInputEditText"),
    ("Widget.MaterialComponents.TextInputEditText.OutlinedBox", "TextInputEditText"),
    ("Widget.Material3.TextInputEditText.FilledBox", "TextInputEditText"),
    ("Widget.Material3.TextInputEditText.OutlinedBox", "TextInputEditText"),
]

def main(root):
    styles, dimens = {}, {}
    for path in sorted(glob.glob(os.path.join(root, "lib/java/**/res/values/*.xml"), recursive=True)):
        try:
            tree = ET.parse(path)
        except ET.ParseError:
            continue
        rel = os.path.relpath(path, root)
        for node in tree.getroot():
            if node.tag == "style":
                items = {i.get("name"): (i.text or "").strip() for i in node if i.tag == "item"}
                styles[node.get("name")] = (node.get("parent"), items, rel)
            elif node.tag == "dimen":
                dimens[node.get("name")] = (node.text or "").strip()

    def dp(value, depth=0):
        if value is None:
            return None
        value = value.strip()
        m = re.fullmatch(r"(-?\d+(?:\.\d+)?)(dp|dip)", value)
        if m:
            return float(m.group(1))
        if value.startswith("@dimen/") and depth < 16:
            return dp(dimens.get(value[7:]), depth + 1)
        raise ValueError(f"not a dp value: {value}")

    def resolve(name):
        chain, current = [], name
        while current and current in styles and len(chain) < 64:
            parent, items, rel = styles[current]
            chain.append((current, items, rel))
            if parent is not None:
                current = parent.replace("@style/", "") or None
            elif "." in current and current.rsplit(".", 1)[0] in styles:
                current = current.rsplit(".", 1)[0]
            else:
                current = None
        merged = {}
        for _, items, _ in reversed(chain):
            merged.update(items)
        return merged, chain

    def side(merged, relative, absolute):
        return dp(merged.get(f"android:{relative}", merged.get(f"android:{absolute}", "0dp")))

    print("style,view,padding_start_dp,padding_end_dp,inset_left_dp,inset_right_dp,text_inset_dp,padding_top_dp,padding_bottom_dp,inset_top_dp,inset_bottom_dp,source")
    for name, view in STYLES:
        merged, chain = resolve(name)
        if not chain:
            sys.exit(f"{name}: not found")
        start = side(merged, "paddingStart", "paddingLeft")
        end = side(merged, "paddingEnd", "paddingRight")
        left = dp(merged.get("android:insetLeft", "0dp")) if view == "MaterialButton" else 0.0
        right = dp(merged.get("android:insetRight", "0dp")) if view == "MaterialButton" else 0.0
        fmt = lambda x: f"{x:g}"
        source = chain[0][2]
        print(f"{name},{view},{fmt(start)},{fmt(end)},{fmt(left)},{fmt(right)},{fmt(start + end + left + right)},,,,,{source}")

    for name in APPCOMPAT_BUTTONS:
        print(f"{name},Button,8,8,4,4,24,4,4,6,6,appcompat res/values-v21/styles_base.xml; AOSP core/res/res/drawable/btn_default_mtrl_shape.xml; AOSP core/res/res/values/dimens_material.xml")

APPCOMPAT_BUTTONS = [
    "Widget.AppCompat.Button", "Base.Widget.AppCompat.Button",
    "Widget.AppCompat.Button.Small", "Base.Widget.AppCompat.Button.Small",
    "Widget.AppCompat.Button.Borderless", "Base.Widget.AppCompat.Button.Borderless",
    "Widget.AppCompat.Button.Borderless.Colored", "Base.Widget.AppCompat.Button.Borderless.Colored",
    "Widget.AppCompat.Button.ButtonBar.AlertDialog", "Base.Widget.AppCompat.Button.ButtonBar.AlertDialog",
]

if __name__ == "__main__":
    main(sys.argv[1])
