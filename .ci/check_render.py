"""Reads the score charts back from the DOM a real browser built (Chromium's
--dump-dom of `scorebook-tablegen render`'s pages) and compares every cell with
the YAML, read here on its own (YAML 1.2, ruamel.yaml): the same cells, in the
same columns and rows, each showing what the table says (`--` printed `---`).

Usage: python3 .ci/check_render.py TABLES_DIR DOM_DIR
"""
import html.parser
import pathlib
import sys

from ruamel.yaml import YAML


class Cells(html.parser.HTMLParser):
    """(section, column, row) → text of every <td> inside a section with data-event."""

    def __init__(self):
        super().__init__()
        self.cells, self.section, self.cell, self.text = {}, None, None, ""

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "section" and "data-event" in attrs:
            self.section = attrs["data-event"]
        elif tag == "td" and self.section is not None:
            self.cell, self.text = (self.section, attrs.get("data-column"), attrs.get("data-row")), ""

    def handle_data(self, data):
        if self.cell is not None:
            self.text += data

    def handle_endtag(self, tag):
        if tag == "td" and self.cell is not None:
            if self.cell in self.cells:
                raise SystemExit(f"check-render: FAIL: cell {self.cell} twice in the page")
            self.cells[self.cell] = self.text.strip()
            self.cell = None
        elif tag == "section":
            self.section = None


def expected_cells(table):
    """The same map, from the YAML as written."""
    cells = {}
    for event, scale in (table.get("scales") or {}).items():
        layout = "rawByPoints" if "rawByPoints" in scale else "pointsByRaw"
        for row, values in scale[layout].items():
            for column, value in zip(scale["columns"], values):
                cells[(str(event), column, str(row))] = "---" if str(value) == "--" else str(value)
    go = table.get("goNoGo")
    if go:
        for event, values in go["limits"].items():
            for column, value in zip(go["columns"], values):
                cells[("go-no-go", column, str(event))] = "---" if str(value) == "--" else str(value)
    return cells


def main(tables_dir, dom_dir):
    yaml = YAML(typ="safe", pure=True)
    failures, checked = [], 0
    for path in sorted(pathlib.Path(tables_dir).glob("*.yaml")):
        table = yaml.load(path.read_text(encoding="utf-8"))
        if table.get("kind") != "fitness-test":
            continue
        dom = pathlib.Path(dom_dir) / f"{table['id']}.html"
        parser = Cells()
        parser.feed(dom.read_text(encoding="utf-8"))
        want = expected_cells(table)
        # The go/no-go rows are named by the event's name on the page, by its id in data-row.
        got = parser.cells
        for key in sorted(set(want) | set(got)):
            if want.get(key) != got.get(key):
                failures.append(f"{path.name} {key}: the YAML says {want.get(key)!r}, the page shows {got.get(key)!r}")
        checked += len(want)
    for failure in failures[:20]:
        print("check-render: FAIL:", failure)
    print(f"check-render: {checked} chart cells read from the browser's DOM, {len(failures)} differ from the YAML")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
