#!/usr/bin/env python3
"""Validates scene files against schema/scene.schema.json (JSON Schema 2020-12).

  scripts/validate-scenes.py SCENE.yaml...

Prints `file: path: message` for every problem and exits 1 if there was any (2 when the
`jsonschema` or `yaml` module is missing: `pip install jsonschema pyyaml`).
"""
import json
import sys
from pathlib import Path

try:
    import jsonschema
    import yaml
except ImportError as missing:
    print(f"validate-scenes.py: {missing}; pip install jsonschema pyyaml", file=sys.stderr)
    sys.exit(2)

SCHEMA = json.loads((Path(__file__).resolve().parent.parent / "schema" / "scene.schema.json").read_text())


def problems(path):
    try:
        scene = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f":{mark.line + 1}:{mark.column + 1}" if mark else ""
        yield f"{path}{where}: not YAML that PyYAML reads: {getattr(error, 'problem', error)}"
        return
    validator = jsonschema.Draft202012Validator(SCHEMA)
    for error in sorted(validator.iter_errors(scene), key=lambda e: list(e.path)):
        where = "/".join(str(p) for p in error.path) or "(top)"
        yield f"{path}: {where}: {error.message}"


def main(paths):
    found = [line for path in paths for line in problems(path)]
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
