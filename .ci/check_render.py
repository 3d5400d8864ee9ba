"""Reads `scorebook-tablegen render`'s pages back from what a real browser
(headless Chromium) made of them, against the YAML read here on its own
(YAML 1.2, ruamel.yaml), and computed here on its own:

- score charts: every cell, in its column and row, from the DOM (--dump-dom);
- target faces: pixels of each face's SVG screenshot at its true size: every
  ring's fill, and its dividing line where it is wide enough to sample;
- curves: the values of every plotted line (data-values) of the opponents and
  level pages, computed from the rules written in the YAML.

Usage: python3 .ci/check_render.py TABLES_DIR SITE_DIR DOM_DIR SHOTS_DIR
"""
import fractions
import html.parser
import math
import pathlib
import re
import subprocess
import sys

from PIL import Image
from ruamel.yaml import YAML

failures = []


def fail(message):
    failures.append(message)


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


def check_charts(table, path, dom_dir):
    dom = pathlib.Path(dom_dir) / f"{table['id']}.html"
    parser = Cells()
    parser.feed(dom.read_text(encoding="utf-8"))
    want, got = expected_cells(table), parser.cells
    for key in sorted(set(want) | set(got)):
        if want.get(key) != got.get(key):
            fail(f"{path.name} {key}: the YAML says {want.get(key)!r}, the page shows {got.get(key)!r}")
    return len(want)


# Faces ---------------------------------------------------------------------

UNITS_MM = {"mm": 1, "cm": 10, "m": 1000, "in": fractions.Fraction(254, 10), "yd": fractions.Fraction(9144, 10)}
PIXELS_PER_MM = fractions.Fraction(96, 254) * 10  # CSS: 96 px to the inch


def length_mm(text):
    number, unit = str(text).split(" ")
    return fractions.Fraction(number) * UNITS_MM[unit]


def rgb(hex_colour):
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


def close(a, b, tolerance=2):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def check_faces(table, site_dir, shots_dir, browser):
    """Every face's SVG, screenshotted at its true size (96 px to the inch):
    each ring's fill at its middle, and its line where at least 3 px wide,
    on the four diagonals (labels sit on the horizontal, right of the centre)."""
    colours = {name: hex_colour.upper() for name, hex_colour in table["colours"].items()}
    samples = 0
    for face_id, face in table["faces"].items():
        layout = table["layouts"][face["layout"]]
        nominal = length_mm(face["diameter"])
        rings = layout["rings"]
        if "outermostRing" in face:
            rings = rings[: [str(r["label"]) for r in rings].index(str(face["outermostRing"])) + 1]
        radii = [
            (length_mm(r["diameter"]) if isinstance(r["diameter"], str) else fractions.Fraction(str(r["diameter"])) * nominal) / 2
            for r in rings
        ]
        svg = pathlib.Path(site_dir) / table["id"] / f"{face_id}.svg"
        line = fractions.Fraction(re.search(r'data-line-width="([0-9.]+)"', svg.read_text()).group(1))
        size = math.ceil(2 * radii[-1] * PIXELS_PER_MM)
        shot = pathlib.Path(shots_dir) / f"{face_id}.png"
        browser(f"--window-size={size},{size}", f"--screenshot={shot}", f"file://{svg}")
        image = Image.open(shot).convert("RGB")
        centre = radii[-1] * PIXELS_PER_MM

        def pixel(radius_mm, angle):
            r = float(radius_mm * PIXELS_PER_MM)
            return image.getpixel((int(float(centre) + r * math.cos(angle)), int(float(centre) + r * math.sin(angle))))

        inner = 0
        for ring, outer in zip(rings, radii):
            width = min(line, outer)
            for quarter in range(4):
                angle = math.pi / 4 + quarter * math.pi / 2
                fill, got = rgb(colours[ring["fill"]]), pixel((inner + outer - width) / 2, angle)
                if not close(got, fill):
                    fail(f"{face_id} ring {ring['label']}: fill {got} at {quarter * 90 + 45}°, the YAML says {ring['fill']} {fill}")
                samples += 1
                if width * PIXELS_PER_MM >= 3:
                    want, got = rgb(colours[ring["line"]]), pixel(outer - width / 2, angle)
                    if not close(got, want):
                        fail(f"{face_id} ring {ring['label']}: line {got} at {quarter * 90 + 45}°, the YAML says {ring['line']} {want}")
                    samples += 1
            inner = outer
        centre_pixel = image.getpixel((int(centre), int(centre)))
        if not close(centre_pixel, rgb(colours[rings[0]["fill"]])):
            fail(f"{face_id}: the centre is {centre_pixel}, the YAML says {rings[0]['fill']}")
        samples += 1
        if face_id in NAMED:
            NAMED[face_id] = (image, centre, rings, radii, line)
    return samples


# The facts the issue names, read and printed on their own as well.
NAMED = {"wa-122": None, "worcester": None}


def hex_of(pixel):
    return "#%02X%02X%02X" % pixel


def print_named_facts():
    for face_id, seen in NAMED.items():
        if seen is None:
            fail(f"face {face_id} was not checked")
            continue
        image, centre, rings, radii, line = seen
        print(f"check-render: {face_id}: the centre pixel is {hex_of(image.getpixel((int(centre), int(centre))))} ({rings[0]['fill']})")
    if NAMED["wa-122"] is not None:
        image, centre, rings, radii, line = NAMED["wa-122"]
        four = [r["label"] for r in rings].index("4")
        # Left of the centre: the labels are on its right.
        at = (float(centre - (radii[four - 1] + radii[four] - line) / 2 * PIXELS_PER_MM), float(centre))
        edge = (float(centre - (radii[four] - line / 2) * PIXELS_PER_MM), float(centre))
        fill, stroke = (hex_of(image.getpixel((int(x), int(y)))) for x, y in (at, edge))
        print(f"check-render: wa-122: the 4 ring is {fill} with a {stroke} line")
        if (fill, stroke) != ("#000000", "#FFFFFF"):
            fail(f"wa-122: the 4 ring is {fill} with a {stroke} line, not black with a white line")


# Curves --------------------------------------------------------------------

class Plots(html.parser.HTMLParser):
    """(section, plot, series) → [(x, y)] of every polyline with data-values."""

    def __init__(self):
        super().__init__()
        self.lines, self.section, self.plot = {}, "", None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "section":
            self.section = attrs.get("data-opponent", "")
        elif tag == "svg" and "data-plot" in attrs:
            self.plot = attrs["data-plot"]
        elif tag == "polyline" and "data-values" in attrs:
            key = (self.section, self.plot, attrs["data-series"])
            if key in self.lines:
                fail(f"plot line {key} twice in the page")
            self.lines[key] = [tuple(int(v) for v in point.split(",")) for point in attrs["data-values"].split()]


def read_plots(dom_dir, table_id):
    parser = Plots()
    parser.feed((pathlib.Path(dom_dir) / f"{table_id}.html").read_text(encoding="utf-8"))
    return parser.lines


def compare_line(where, got, want):
    if got != want:
        fail(f"{where}: the page plots {got}, the YAML gives {want}")
    return len(want)


def handicap(difficulty, reference):
    if "handicap" in difficulty:
        return difficulty["handicap"]
    within = difficulty["within"]
    return min(max(reference + difficulty["archer"], within["from"]), within["to"])


def change(curve, end):
    """Straight lines between the curve's points, level beyond; rounded half away from zero."""
    points = sorted((int(e), c) for e, c in curve.items())
    if end <= points[0][0]:
        return points[0][1]
    if end >= points[-1][0]:
        return points[-1][1]
    for (e0, c0), (e1, c1) in zip(points, points[1:]):
        if e0 <= end <= e1:
            value = fractions.Fraction(c0) + fractions.Fraction(c1 - c0, e1 - e0) * (end - e0)
            rounded = math.floor(abs(value) + fractions.Fraction(1, 2))
            return rounded if value >= 0 else -rounded


def check_opponents(table, dom_dir):
    lines, checked = read_plots(dom_dir, table["id"]), 0
    ends = max(table["formats"]["sets"]["ends"], table["formats"]["cumulative"]["ends"])
    difficulties = table["difficulties"]
    for id_, difficulty in difficulties.items():
        got = lines.get(("", "difficulties", difficulty["name"]), [])
        # Every plotted point is on the rule; the line spans every difficulty's handicaps.
        checked += compare_line(f"difficulty {id_}", got, [(x, handicap(difficulty, x)) for x, _ in got])
        reach = [h for d in difficulties.values() for h in ((d["handicap"],) if "handicap" in d else (d["within"]["from"], d["within"]["to"]))]
        if not got or (got[0][0], got[-1][0]) != (min(reach), max(reach)):
            fail(f"difficulty {id_}: the line does not span {min(reach)} to {max(reach)}")
    for id_, temperament in table["temperaments"].items():
        want = [(end, change(temperament["curve"], end)) for end in range(1, ends + 1)]
        checked += compare_line(f"temperament {id_}", lines.get(("", "temperaments", temperament["name"])), want)
    for id_, opponent in table["opponents"].items():
        curve = table["temperaments"][opponent["temperament"]]["curve"]
        for difficulty_id in opponent["difficulties"]:
            difficulty = difficulties[difficulty_id]
            start = handicap(difficulty, opponent["handicap"])
            want = [(end, start + change(curve, end)) for end in range(1, ends + 1)]
            checked += compare_line(f"opponent {id_} at {difficulty_id}", lines.get((id_, "handicap-by-end", difficulty["name"])), want)
    return checked


def check_levels(table, dom_dir):
    lines = read_plots(dom_dir, table["id"])
    maximum, curve = table["maximumLevel"], table["toNextLevel"]
    overrides = {int(k): v for k, v in (curve.get("overrides") or {}).items()}
    to_next = []
    for level in range(1, maximum):
        if level in overrides:
            to_next.append(overrides[level])
        elif "table" in curve:
            to_next.append(curve["table"][level - 1])
        else:
            f = {k: fractions.Fraction(str(v)) for k, v in curve["formula"].items()}
            value = f["squared"] * level * level + f["linear"] * level + f["constant"]
            to_next.append(math.floor(value / f["roundTo"] + fractions.Fraction(1, 2)) * int(f["roundTo"]))
    starts = [0]
    for experience in to_next:
        starts.append(starts[-1] + experience)
    checked = compare_line("levels: to the next", lines.get(("", "to-next", "to the next level")), list(enumerate(to_next, 1)))
    return checked + compare_line("levels: starts", lines.get(("", "starts", "total")), list(enumerate(starts, 1)))


def main(tables_dir, site_dir, dom_dir, shots_dir):
    def browser(*arguments):
        subprocess.run(
            ["timeout", "120", "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *arguments],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    yaml = YAML(typ="safe", pure=True)
    counts = {"chart cells": 0, "face pixels": 0, "plotted points": 0}
    for path in sorted(pathlib.Path(tables_dir).glob("*.yaml")):
        table = yaml.load(path.read_text(encoding="utf-8"))
        kind = table.get("kind")
        if kind == "fitness-test":
            counts["chart cells"] += check_charts(table, path, dom_dir)
        elif kind == "archery-faces":
            counts["face pixels"] += check_faces(table, site_dir, shots_dir, browser)
        elif kind == "archery-opponents":
            counts["plotted points"] += check_opponents(table, dom_dir)
        elif kind == "rpg-levels":
            counts["plotted points"] += check_levels(table, dom_dir)
    print_named_facts()
    for failure in failures[:20]:
        print("check-render: FAIL:", failure)
    print("check-render: " + ", ".join(f"{n} {what}" for what, n in counts.items())
          + f" read from the browser; {len(failures)} differ from the YAML")
    if 0 in counts.values():
        print("check-render: FAIL: nothing of some kind was checked")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
