#!/usr/bin/env python3
"""Validates every legible.yaml / legible.json and every layout spec in the repository against
Documentation/Schemas (the schemas editors use through yaml-language-server), and checks that
each schema rejects a handful of broken files, so the schemas cannot pass by accepting anything.

Run from anywhere: `python3 Tests/validate-configs.py`; exit 1 with the file and the reason when
one fails. Needs python3-jsonschema and python3-yaml (make deps installs them).
"""
import json
import pathlib
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "Documentation" / "Schemas"
SKIPPED = {".build", ".git", "Fuzzing"}  # fuzz corpora are malformed on purpose


def load(path):
    text = path.read_text(encoding="utf-8")
    return json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)


def files(predicate):
    for path in sorted(ROOT.rglob("*")):
        parts = set(path.relative_to(ROOT).parts)
        if parts & SKIPPED or any(part.startswith(".build") for part in parts) or not path.is_file():
            continue
        if predicate(path):
            yield path


def is_layout_spec(path):
    if path.suffix not in {".yaml", ".yml"} or path.name.startswith("legible."):
        return False
    try:
        document = load(path)
    except Exception:
        return False
    return isinstance(document, dict) and ("labels" in document or "default" in document)


def main():
    schemas = {name: json.loads((SCHEMAS / f"{name}.schema.json").read_text(encoding="utf-8")) for name in ("legible", "layout")}
    for schema in schemas.values():
        jsonschema.Draft7Validator.check_schema(schema)
    groups = {
        "legible": list(files(lambda p: p.name in {"legible.yaml", "legible.json"})),
        "layout": list(files(is_layout_spec)),
    }
    failures = []
    for name, paths in groups.items():
        if not paths:
            failures.append(f"no {name} files found: the search is broken")
        validator = jsonschema.Draft7Validator(schemas[name])
        for path in paths:
            for error in validator.iter_errors(load(path)):
                where = "/".join(str(part) for part in error.absolute_path) or "(top level)"
                failures.append(f"{path.relative_to(ROOT)}: {where}: {error.message}")
    # What must not validate: one broken variant of each kind of mistake.
    must_fail = {
        "legible": [
            {},  # no sources
            {"sources": []},
            {"sources": [{"tokens": "a.json", "assets": "b.xcassets"}]},
            {"sources": [{"assets": "A.xcassets", "appearance": "dark"}]},
            {"sources": [{"tokens": "a.json"}], "pairs": [{"foreground": "a"}]},
            {"sources": [{"tokens": "a.json"}], "pairs": [{"foreground": "a", "background": "b", "use": "text", "size": 12}]},
            {"sources": [{"tokens": "a.json"}], "pairs": [{"foreground": "a", "background": "b", "weight": "bold"}]},
            {"sources": [{"tokens": "a.json"}], "pairs": [{"foreground": "a", "background": "b", "use": "body"}]},
            {"sources": [{"tokens": "a.json"}], "colour": "red"},
            {"sources": [{"tokens": "a.json"}], "appearances": []},
            {"sources": [{"tokens": "a.json"}], "scan": {"screen": {"ios": 0}}},
        ],
        "layout": [
            {},
            {"labels": [{"style": "body"}]},  # no match
            {"default": {"style": "body", "size": 17}},
            {"default": {"width": 0}},
            {"default": {"maxLines": 1.5}},
            {"default": {"colour": "red"}},
            {"platform": "windows"},
        ],
    }
    for name, documents in must_fail.items():
        validator = jsonschema.Draft7Validator(schemas[name])
        for document in documents:
            if validator.is_valid(document):
                failures.append(f"{name}.schema.json accepts {json.dumps(document)}, which the tool refuses")
    for failure in failures:
        print(failure)
    counts = ", ".join(f"{len(paths)} {name}" for name, paths in groups.items())
    print(f"{'FAIL' if failures else 'ok'}: {counts} files validated")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
