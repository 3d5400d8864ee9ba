"""Checks Tables/schema with an independent validator (jsonschema, draft 2020-12),
reading YAML as editors do (YAML 1.2, ruamel.yaml): every table of Tables/ and of the
golden fixtures is valid, and every diagnostics fixture with a key or type error is not.

Usage: python3 .ci/check_schema.py SCHEMA_DIR TABLE_DIR... --must-fail FIXTURE_DIR
"""
import json
import pathlib
import re
import sys

import jsonschema
from ruamel.yaml import YAML

# The compiler's messages for a mistake of shape: a key, or a value of the wrong type.
SHAPE_ERROR = re.compile(
    r"unknown key|is missing the key|must be a mapping|must be a list|must be a single value"
    r"|must be a whole number|must be '|must be true or false|must be a length|has no value"
)


def load(path):
    yaml = YAML(typ="safe", pure=True)
    yaml.version = (1, 2)
    # YAML 1.2's core schema, which editors use, has no dates: `2025-06-01` is text.
    yaml.constructor.add_constructor("tag:yaml.org,2002:timestamp", type(yaml.constructor).construct_yaml_str)
    return yaml.load(path.read_text(encoding="utf-8"))


def validator(schemas, table):
    kind = table.get("kind") if isinstance(table, dict) else None
    schema = schemas.get(kind)
    return None if schema is None else jsonschema.Draft202012Validator(schema)


def main(argv):
    schema_dir = pathlib.Path(argv[0])
    split = argv.index("--must-fail")
    table_dirs, fixture_dir = argv[1:split], pathlib.Path(argv[split + 1])
    schemas = {p.stem: json.loads(p.read_text()) for p in sorted(schema_dir.glob("*.json"))}
    for schema in schemas.values():
        jsonschema.Draft202012Validator.check_schema(schema)
    failures, valid, rejected, skipped = [], 0, 0, 0
    for directory in table_dirs:
        for path in sorted(pathlib.Path(directory).glob("*.yaml")):
            table = load(path)
            check = validator(schemas, table)
            if check is None:
                failures.append(f"{path}: no schema for kind {table.get('kind')!r}")
                continue
            errors = sorted(check.iter_errors(table), key=lambda e: list(e.absolute_path))
            for error in errors[:3]:
                failures.append(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message[:200]}")
            valid += not errors
    for path in sorted(fixture_dir.glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        expected = [line for line in text.splitlines() if line.startswith("# expect:")]
        # A chart row or cell is a number, a time or `--` by its chart's layout: the compiler checks those.
        if not any(SHAPE_ERROR.search(line) and not re.search(r" (row|cell) ", line) for line in expected):
            skipped += 1
            continue
        try:
            table = load(path)
        except Exception:  # not YAML an editor reads: nothing for a schema to say
            continue
        check = validator(schemas, table)
        if check is None:
            skipped += 1
            continue
        if check.is_valid(table):
            failures.append(f"{path}: has a key or type error ({expected[0][10:]}) but the schema accepts it")
        else:
            rejected += 1
    if rejected == 0:
        failures.append("no fixture with a key or type error was checked: have the compiler's messages changed?")
    for failure in failures:
        print("check-schema: FAIL:", failure)
    print(
        f"check-schema: {len(schemas)} schemas; {valid} tables valid; {rejected} fixtures with a key or type error"
        f" rejected; {skipped} fixtures with other errors (rules the compiler checks) not asked of the schema"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
