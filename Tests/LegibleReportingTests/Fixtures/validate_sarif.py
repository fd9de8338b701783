#!/usr/bin/env python3
"""Validate a SARIF log against the SARIF 2.1.0 JSON schema in this folder.

Usage: validate_sarif.py SCHEMA LOG   (LOG may be '-' for standard input)
Exit status 0 = valid, 1 = invalid (errors on stderr), 2 = cannot run (missing jsonschema, bad JSON).
"""
import json
import sys


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("python3 'jsonschema' is not installed (Debian: python3-jsonschema)", file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    try:
        if sys.argv[2] == "-":
            document = json.load(sys.stdin)
        else:
            with open(sys.argv[2], encoding="utf-8") as handle:
                document = json.load(handle)
    except json.JSONDecodeError as error:
        print(f"not JSON: {error}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    for error in errors:
        path = "/".join(str(part) for part in error.absolute_path) or "(root)"
        print(f"{path}: {error.message}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
