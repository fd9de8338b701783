#!/usr/bin/env bash
# Runs Legible's main jobs on the bundled fonts, tables and examples. Usage: Examples/demo.sh PATH/TO/legible
set -u
legible=${1:?usage: demo.sh PATH/TO/legible}
cd "$(dirname "$0")/.."

step() {
    printf '\n$ legible %s\n' "$*"
    "$legible" "$@"
    printf '(exit %d)\n' $?
}

step contrast "#767676" "#fff"
step contrast "#777" white --apca --suggest
