#!/usr/bin/env bash
# Runs Legible's main jobs on the bundled fonts, tables and examples. Usage: Examples/demo.sh PATH/TO/legible
# Each step prints the command, its report and its exit status (0 pass, 1 a check failed, 2 bad input).
set -u
legible=${1:?usage: demo.sh PATH/TO/legible}
cd "$(dirname "$0")/.."

# An argument as a shell would need it to paste the command back: "#767676" in double quotes
# (a bare # starts a comment), rgb(0 0 0 / 40%) too; plain words and paths as they are.
quoted() {
    case $1 in
        *[!A-Za-z0-9_./=:,@%+-]* | '') printf '"%s"' "$(printf '%s' "$1" | sed 's/["$`\\]/\\&/g')" ;;
        *) printf '%s' "$1" ;;
    esac
}

step() {
    printf '\n$ legible'
    for argument in "$@"; do printf ' %s' "$(quoted "$argument")"; done
    printf '\n'
    "$legible" "$@"
    printf '(exit %d)\n' $?
}

echo "== Label overflow: every string of the sample catalog, in every language, at all 12 Dynamic Type sizes"
step audit Examples/overflow/Localizable.xcstrings --layout Examples/overflow/layout.yaml
step audit Examples/overflow/Localizable.xcstrings --layout Examples/overflow/layout.yaml --fail-on xxxLarge --format github

echo; echo "== Android: strings.xml at every font scale Android 14 offers (0.85x … 2x), Material roles, Roboto"
step audit Examples/android-overflow/res/values*/strings.xml --layout Examples/android-overflow/layout.yaml

echo; echo "== Measuring with real fonts (Inter, Noto; HarfBuzz shaping, ICU line breaking)"
step measure "Continue to payment" --style body --category AX5 --width 320 --lines 2
step measure "Datenschutzeinstellungen verwalten" --style headline --width 150 --lines 1
step measure "Hello שלום 你好 👋🏽" --style headline --format json

echo; echo "== Contrast (WCAG 2.x, APCA as a second opinion)"
step contrast "#767676" "#fff"
step contrast "#777" white --apca --suggest
step contrast white "rgb(0 0 0 / 40%)" --backdrop "#1c1c1e"
step contrast "color(display-p3 1 0 0)" white

echo; echo "== Type scale"
step type-scale --category AX5
step tracking 28 --family "SF Pro"
step scale 15 --style body --category AX5 --maximum 40
step units 100 --from px@1x --to px@3x
step units 14 --from sp --to dp --font-scale 2

echo; echo "== Colour-vision deficiency"
step simulate "#d62728" "#2ca02c" --deficiency protan,deutan,tritan
step palette --named okabe-ito
step palette --named traffic-light --suggest

echo; echo "== A design system's colours: every declared pair and palette in light, dark and Increase Contrast"
step check Examples/design-system/legible.yaml --suggest

echo; echo "== An app's own screens: storyboards, xibs, Android layouts and SwiftUI/UIKit code, with no spec written"
step scan --config Examples/ScanSample/ios/legible.yaml
step scan Examples/ScanSample/android --format github
step scan Examples/swift-scan-plugin/Sources

echo; echo "== Touch targets"
step target 40x40
step target 88x88 --unit px --scale 2
step targets Examples/targets/checkout.json
