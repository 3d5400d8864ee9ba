"""Reads `scorebook-tablegen render`'s pages back from what a real browser
(headless Chromium) made of them, against the YAML read here on its own
(YAML 1.2, ruamel.yaml), and computed here on its own:

- score charts: every cell, in its column and row, from the DOM (--dump-dom);
- target faces: pixels of each face's SVG screenshot at its true size: every
  ring's fill, and its dividing line where it is wide enough to sample; and on
  the faces page, each face's image and the zones of its scoring systems;
- rounds: every distance of every round, from the DOM;
- classifications: every threshold of every system's page, against the built
  REPL's archery.classification;
- achievements, battles and power-ups: each one's listed facts, from the DOM;
- activities, workouts and training plans: each activity's code, MET value, equation and sport,
  each equation's coefficients, and every step and block of every workout (its
  label, activity and end, times and lengths as written), and each plan's sessions and
  weeks, from the DOM;
- handicaps: every round's plotted score at every handicap, against the built
  REPL's archery.expected;
- curves: every plotted line of the opponents and level pages, its values
  (data-values) computed from the rules written in the YAML, and its points
  drawn where its values fall on the axes its ticks lay out.

Usage: python3 .ci/check_render.py TABLES_DIR SITE_DIR DOM_DIR SHOTS_DIR REPL
"""
import fractions
from concurrent.futures import ThreadPoolExecutor
from decimal import Decimal
import functools
import html.parser
import json
import math
import pathlib
import re
import subprocess
import sys

from PIL import Image
from ruamel.yaml import YAML

failures = []
# The most lines one plot may draw: more cannot be told apart or followed.
MOST_SERIES = 12


@functools.lru_cache(maxsize=None)
def load_table(path):
    """A table file's YAML, read once however many checks read it (a pure-Python read is slow)."""
    return YAML(typ="safe", pure=True).load(pathlib.Path(path).read_text(encoding="utf-8"))


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

UNITS_MM = {"mm": 1, "cm": 10, "m": 1000, "in": fractions.Fraction(254, 10), "ft": fractions.Fraction(3048, 10), "yd": fractions.Fraction(9144, 10)}
PIXELS_PER_MM = fractions.Fraction(96, 254) * 10  # CSS: 96 px to the inch
LINE_PER_DIAMETER = 400


def length_mm(text):
    number, unit = str(text).split(" ")
    return fractions.Fraction(number) * UNITS_MM[unit]


def ring_diameter_mm(ring, nominal):
    """A ring's diameter: a length (`61 mm`), or a fraction of the face's, quoted or not."""
    value = str(ring["diameter"])
    return length_mm(value) if " " in value else fractions.Fraction(value) * nominal


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
    faces = []
    for face_id, face in table["faces"].items():
        face_id = str(face_id)  # ids are text; YAML reads `40` as a number
        layout = table["layouts"][face["layout"]]
        nominal = length_mm(face["diameter"])
        rings = layout["rings"]
        if "outermostRing" in face:
            rings = rings[: [str(r["label"]) for r in rings].index(str(face["outermostRing"])) + 1]
        radii = [ring_diameter_mm(r, nominal) / 2 for r in rings]
        svg = pathlib.Path(site_dir) / "svg" / table["id"] / f"{face_id}.svg"
        faces.append((face_id, nominal, rings, radii, svg, pathlib.Path(shots_dir) / f"{face_id}.png"))
    # A browser starting is most of a screenshot's time: two at once, one per core.
    def screenshot(face):
        _, _, _, radii, svg, shot = face
        size = math.ceil(2 * radii[-1] * PIXELS_PER_MM)
        browser(f"--window-size={size},{size}", f"--screenshot={shot}", f"file://{svg}")
    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(screenshot, faces))
    for face_id, nominal, rings, radii, svg, shot in faces:
        # The drawing's choice (ArcheryFaceDrawing): a line a 400th of the face's diameter, in whole nanometres.
        line = fractions.Fraction(math.floor(nominal * 1_000_000 / LINE_PER_DIAMETER), 1_000_000)
        drawn = fractions.Fraction(re.search(r'data-line-width="([0-9.]+)"', svg.read_text()).group(1))
        if drawn != line:
            fail(f"{face_id}: lines are {drawn} mm wide, not a {LINE_PER_DIAMETER}th of {nominal} mm")
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


class CellText(html.parser.HTMLParser):
    """Collects the text of the table cell (th or td) being read, for the parsers below."""

    def __init__(self):
        super().__init__()
        self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data

    def take_cell(self):
        """The cell's text with its spaces collapsed; no cell is being read after."""
        text, self.cell = " ".join(self.cell.split()), None
        return text


class ZoneTables(CellText):
    """face → its image's src and {scoring: [row cells]} from the faces page."""

    def __init__(self):
        super().__init__()
        self.faces, self.face, self.scoring, self.row = {}, None, None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "section" and "data-face" in attrs:
            self.face = attrs["data-face"]
            self.faces[self.face] = {"src": None, "zones": {}}
        elif tag == "img" and self.face:
            self.faces[self.face]["src"] = attrs.get("src")
        elif tag == "table" and "data-scoring" in attrs:
            self.scoring = attrs["data-scoring"]
            self.faces[self.face]["zones"][self.scoring] = []
        elif tag == "tr" and self.scoring:
            self.row = []
        elif tag in ("th", "td") and self.row is not None:
            self.cell = ""

    def handle_endtag(self, tag):
        if tag in ("th", "td") and self.cell is not None:
            self.row.append(self.take_cell())
        elif tag == "tr" and self.row is not None:
            if self.row and self.row[0] != "Zone":
                self.faces[self.face]["zones"][self.scoring].append(self.row)
            self.row = None
        elif tag == "table":
            self.scoring = None


def millimetres(value):
    """An exact length in mm as the pages print it: `61 mm`, `203.2 mm`."""
    text = f"{float(value):.6f}".rstrip("0").rstrip(".")
    if fractions.Fraction(text) != value:
        raise SystemExit(f"check-render: FAIL: {value} mm is not a whole number of nanometres")
    return f"{text} mm"


def check_face_page(table, site_dir, dom_dir):
    """Each face on the faces page: its image is its SVG, and beside it the
    zones of each scoring system it supports, from the centre out to its
    outermost printed ring: label, score, colour, diameter, tallies."""
    parser = ZoneTables()
    parser.feed((pathlib.Path(dom_dir) / f"{table['id']}.html").read_text(encoding="utf-8"))
    checked = 0
    if list(parser.faces) != [str(f) for f in table["faces"]]:
        fail(f"the faces page shows {list(parser.faces)}, the YAML defines {list(table['faces'])}")
    for face_id, face in table["faces"].items():
        face_id = str(face_id)
        shown = parser.faces.get(face_id, {"src": None, "zones": {}})
        if shown["src"] != f"svg/{table['id']}/{face_id}.svg" or not (pathlib.Path(site_dir) / shown["src"]).is_file():
            fail(f"{face_id}: the page shows {shown['src']}, not its SVG")
        layout = table["layouts"][face["layout"]]
        labels = [str(r["label"]) for r in layout["rings"]]
        printed = labels.index(str(face["outermostRing"])) + 1 if "outermostRing" in face else len(labels)
        nominal = length_mm(face["diameter"])
        want = {}
        for scoring_id in face["scoring"]:
            system, ring, rows = layout["scoring"][scoring_id], 0, []
            tallies = system.get("tallies") or {}
            for zone in system["zones"]:
                if ring >= printed:
                    break
                ring += len(zone["rings"])
                outer = layout["rings"][ring - 1]
                diameter = ring_diameter_mm(outer, nominal)
                counted = [str(t) for t, members in tallies.items() if str(zone["label"]) in [str(m) for m in members]]
                rows.append([str(zone["label"]), str(zone["score"]), outer["fill"], millimetres(diameter), ", ".join(counted)])
            want[scoring_id] = rows
            checked += len(rows)
        if shown["zones"] != want:
            fail(f"{face_id}: the page's zones {shown['zones']}, the YAML gives {want}")
    return checked


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
    """(section, plot, series) → [(x, y)] of every polyline's data-values, and
    each plot's drawing: its ticks' positions and values, and each line's points."""

    def __init__(self):
        super().__init__()
        self.lines, self.drawn, self.ticks, self.section, self.plot, self.tick = {}, {}, {}, "", None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "section":
            self.section = attrs.get("data-opponent", attrs.get("data-round", attrs.get("data-scheme", "")))
        elif tag == "svg" and "data-plot" in attrs:
            self.plot = (self.section, attrs["data-plot"])
            self.ticks[self.plot] = {"tick-x": [], "tick-y": []}
        elif tag == "text" and attrs.get("class") in ("tick-x", "tick-y") and self.plot:
            self.tick = (attrs["class"], float(attrs["x" if attrs["class"] == "tick-x" else "y"]))
        elif tag == "polyline" and "data-values" in attrs:
            key = (*self.plot, attrs["data-series"])
            if key in self.lines:
                fail(f"plot line {key} twice in the page")
            self.lines[key] = [tuple(int(v) for v in point.split(",")) for point in attrs["data-values"].split()]
            self.drawn[key] = [tuple(float(v) for v in point.split(",")) for point in attrs["points"].split()]

    def handle_data(self, data):
        if self.tick is not None:
            kind, at = self.tick
            self.ticks[self.plot][kind].append((int(data), at))
            self.tick = None


def read_plots(dom_dir, table_id):
    """The lines of a page, after checking that each is drawn where its values
    say: the ticks' positions fix each axis (x rightwards, y upwards), every
    tick sits on it, and every point of every line is its values' place, to
    the drawing's rounding, between the first and last ticks."""
    parser = Plots()
    parser.feed((pathlib.Path(dom_dir) / f"{table_id}.html").read_text(encoding="utf-8"))
    for plot in parser.ticks:
        series = sum(1 for key in parser.lines if key[:2] == plot)
        if series > MOST_SERIES:
            fail(f"{table_id} plot {plot}: {series} lines; a reader follows at most {MOST_SERIES} in one plot")
    for plot, ticks in parser.ticks.items():
        axes = {}
        for kind in ("tick-x", "tick-y"):
            (v0, p0), (v1, p1) = ticks[kind][0], ticks[kind][-1]
            # x grows rightwards, y upwards; one tick (every value the same) fixes only a place.
            scale = (p1 - p0) / (v1 - v0) if v1 != v0 else 0
            wrong_way = v1 != v0 and (scale <= 0 if kind == "tick-x" else scale >= 0)
            if wrong_way or any(abs(p0 + (v - v0) * scale - p) > 0.02 for v, p in ticks[kind]):
                fail(f"{table_id} plot {plot}: the {kind} ticks are not one straight axis: {ticks[kind]}")
            axes[kind] = (v0, p0, scale, min(v for v, _ in ticks[kind]), max(v for v, _ in ticks[kind]))
        for key, values in parser.lines.items():
            if key[:2] != plot:
                continue
            for (x, y), (px, py) in zip(values, parser.drawn[key]):
                for value, drawn, (v0, p0, scale, low, high) in ((x, px, axes["tick-x"]), (y, py, axes["tick-y"])):
                    if not low <= value <= high or abs(p0 + (value - v0) * scale - drawn) > 0.02:
                        fail(f"{table_id} plot {key}: {value} is drawn at {drawn}, off its axis {(low, high)}")
            if len(values) != len(parser.drawn[key]):
                fail(f"{table_id} plot {key}: {len(values)} values, {len(parser.drawn[key])} points drawn")
    return parser.lines


def compare_line(where, got, want):
    if got != want:
        fail(f"{where}: the page plots {got}, the YAML gives {want}")
    return len(want)


def handicap(difficulty, reference):
    """Numbers may be written as text (`archer: "+12"`): read each with int()."""
    if "handicap" in difficulty:
        return int(difficulty["handicap"])
    within = difficulty["within"]
    return min(max(reference + int(difficulty["archer"]), int(within["from"])), int(within["to"]))


def change(curve, end):
    """Straight lines between the curve's points, level beyond; rounded half away from zero."""
    points = sorted((int(e), int(c)) for e, c in curve.items())
    if end <= points[0][0]:
        return points[0][1]
    if end >= points[-1][0]:
        return points[-1][1]
    for (e0, c0), (e1, c1) in zip(points, points[1:]):
        if e0 <= end <= e1:
            value = fractions.Fraction(c0) + fractions.Fraction(c1 - c0, e1 - e0) * (end - e0)
            rounded = math.floor(abs(value) + fractions.Fraction(1, 2))
            return rounded if value >= 0 else -rounded


def scheme_range(tables_dir, scheme):
    """The handicaps of `scheme`, from the archery-handicaps table that defines it."""
    for path in sorted(pathlib.Path(tables_dir).glob("*.yaml")):
        table = load_table(path)
        if table.get("kind") == "archery-handicaps" and scheme in table["schemes"]:
            handicaps = table["schemes"][scheme]["handicaps"]
            return int(handicaps["from"]), int(handicaps["to"])
    raise SystemExit(f"check-render: FAIL: no archery-handicaps table defines scheme {scheme}")


def check_opponents(table, tables_dir, dom_dir):
    lines, checked = read_plots(dom_dir, table["id"]), 0
    ends = max(int(table["formats"]["sets"]["ends"]), int(table["formats"]["cumulative"]["ends"]))
    difficulties = table["difficulties"]
    low, high = scheme_range(tables_dir, table["scheme"])
    for id_, difficulty in difficulties.items():
        # Over every archer of the scheme: its ends, and the corners where a following difficulty stops following.
        xs = {low, high}
        if "within" in difficulty:
            offset, within = int(difficulty["archer"]), difficulty["within"]
            xs |= {c for c in (int(within["from"]) - offset, int(within["to"]) - offset) if low <= c <= high}
        want = [(x, handicap(difficulty, x)) for x in sorted(xs)]
        checked += compare_line(f"difficulty {id_}", lines.get(("", "difficulties", id_)), want)
    for id_, temperament in table["temperaments"].items():
        want = [(end, change(temperament["curve"], end)) for end in range(1, ends + 1)]
        checked += compare_line(f"temperament {id_}", lines.get(("", "temperaments", id_)), want)
    for id_, opponent in table["opponents"].items():
        curve = table["temperaments"][opponent["temperament"]]["curve"]
        for difficulty_id in opponent["difficulties"]:
            start = handicap(difficulties[difficulty_id], int(opponent["handicap"]))
            want = [(end, start + change(curve, end)) for end in range(1, ends + 1)]
            checked += compare_line(f"opponent {id_} at {difficulty_id}", lines.get((id_, "handicap-by-end", difficulty_id)), want)
    expected = len(difficulties) + len(table["temperaments"]) + sum(len(o["difficulties"]) for o in table["opponents"].values())
    if len(lines) != expected:
        fail(f"{table['id']}: {len(lines)} lines plotted, the YAML gives {expected}")
    return checked


def check_rounds(table, dom_dir):
    """Every distance of every round: its distance, face, arrows, arrows an end and ends."""
    want = {}
    for id_, round_ in table["rounds"].items():
        for index, distance in enumerate(round_["distances"]):
            arrows, per_end = int(distance["arrows"]), int(distance["arrowsPerEnd"])
            cells = [str(distance["distance"]), str(distance["face"]), str(arrows), str(per_end), str(arrows // per_end)]
            want[f"{id_}:{index}"] = dict(enumerate(cells))
    check_rows(table, dom_dir, want)
    return len(want)


def check_handicaps(table, tables_dir, dom_dir, repl):
    """Every round's plotted score at every handicap of every scheme, against
    what the built REPL answers for it (archery.expected): in the scheme's
    small multiples, each round in one plot of at most a dozen, and in the
    plot on the round's own page, one line per scheme."""
    pages = {id_: t["id"] for path in sorted(pathlib.Path(tables_dir).glob("*.yaml"))
             for t in [load_table(path)] if t.get("kind") == "archery-rounds"
             for id_ in t["rounds"]}
    rounds = list(pages)
    lines, checked, requests = read_plots(dom_dir, table["id"]), 0, []
    own = {}
    for page in sorted(set(pages.values())):
        own.update(read_plots(dom_dir, page))
    for scheme, definition in table["schemes"].items():
        low, high = int(definition["handicaps"]["from"]), int(definition["handicaps"]["to"])
        for round_ in rounds:
            for h in range(low, high + 1):
                requests.append((scheme, round_, h))
    lines_in = "".join(
        f'{{"jsonrpc":"2.0","id":{i},"method":"archery.expected","params":{{"round":"{r}","scheme":"{s}","handicap":{h}}}}}\n'
        for i, (s, r, h) in enumerate(requests))
    answers = subprocess.run([repl], input=lines_in, capture_output=True, text=True, check=True).stdout.splitlines()
    score = {}
    for answer in answers:
        match = re.fullmatch(r'\{"jsonrpc":"2\.0","id":(\d+),"result":\{"score":(-?\d+),.*', answer)
        if not match or int(match.group(1)) >= len(requests):
            fail(f"{table['id']}: the REPL answered {answer[:200]}")
            continue
        score[requests[int(match.group(1))]] = int(match.group(2))
    for scheme, definition in table["schemes"].items():
        low, high = int(definition["handicaps"]["from"]), int(definition["handicaps"]["to"])
        for round_ in rounds:
            want = [(h, score.get((scheme, round_, h))) for h in range(low, high + 1)]
            plotted = [key for key in lines if key[0] == scheme and key[2] == round_]
            if len(plotted) != 1:
                fail(f"{table['id']}: round {round_} is in {len(plotted)} of scheme {scheme}'s plots")
                continue
            checked += compare_line(f"{scheme} {round_}", lines[plotted[0]], want)
            checked += compare_line(f"{round_}'s page, {scheme}", own.get((round_, f"handicaps-{round_}", scheme)), want)
    if len(lines) != len(table["schemes"]) * len(rounds):
        fail(f"{table['id']}: {len(lines)} lines plotted, {len(table['schemes']) * len(rounds)} expected")
    return checked


class ClassificationCells(CellText):
    """(category, round, class) → the text of each threshold cell on a classifications page."""

    def __init__(self):
        super().__init__()
        self.cells, self.category, self.round, self.column = {}, None, None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "section" and "data-category" in attrs:
            self.category = attrs["data-category"]
        elif tag == "tr" and self.category is not None:
            self.round = attrs.get("data-row")
        elif tag == "td" and self.round is not None:
            self.column, self.cell = attrs.get("data-column"), ""

    def handle_endtag(self, tag):
        if tag == "td" and self.cell is not None:
            key = (self.category, self.round, self.column)
            if key in self.cells:
                fail(f"classification cell {key} twice")
            self.cells[key] = self.take_cell()


def check_classifications(table, dom_dir, repl):
    """Every threshold of every system's page, against what the built REPL answers
    for its category and round (archery.classification)."""
    cells, requests = {}, []
    for system, definition in table["systems"].items():
        parser = ClassificationCells()
        parser.feed((pathlib.Path(dom_dir) / f"{table['id']}-{system}.html").read_text(encoding="utf-8"))
        cells.update(parser.cells)
        categories = sorted({c for c, _, _ in parser.cells})
        tabled = [b for b, v in definition["bowstyles"].items() if isinstance(v, dict)]
        ages = [a for a in table["ages"] if a not in (definition.get("ages") or {})]
        want = sorted(f"{b}/{g}/{a}" for b in tabled for g in table["genders"] for a in ages)
        if categories != want:
            fail(f"{table['id']} {system}: categories {categories[:5]}…, the YAML's {want[:5]}…")
        requests += [(category, round_) for category in want for round_ in definition["rounds"]]
    lines_in = "".join(
        '{"jsonrpc":"2.0","id":%d,"method":"archery.classification","params":{"round":"%s","bowstyle":"%s","gender":"%s","age":"%s"}}\n'
        % ((i, r) + tuple(c.split("/"))) for i, (c, r) in enumerate(requests))
    answers = subprocess.run([repl], input=lines_in, capture_output=True, text=True, check=True).stdout.splitlines()
    want = {}
    for (category, round_), answer in zip(requests, answers):
        for threshold in json.loads(answer)["result"]["thresholds"]:
            score = threshold["score"]
            want[(category, round_, threshold["class"])] = "—" if score is None else str(score)
    for key, text in want.items():
        if cells.get(key) != text:
            fail(f"{table['id']}: {key} shows {cells.get(key)!r}, the REPL {text!r}")
    if len(cells) != len(want):
        fail(f"{table['id']}: {len(cells)} threshold cells, {len(want)} expected")
    return len(want)


class Rows(CellText):
    """data-row → the texts of that row's cells (th, then each td)."""

    def __init__(self):
        super().__init__()
        self.rows, self.row = {}, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "tr" and "data-row" in attrs:
            self.row = attrs["data-row"]
            self.rows[self.row] = []
        elif tag in ("th", "td") and self.row is not None:
            self.cell = ""

    def handle_endtag(self, tag):
        if tag in ("th", "td") and self.cell is not None:
            self.rows[self.row].append(self.take_cell())
        elif tag == "tr":
            self.row = None


def check_rows(table, dom_dir, want):
    """Each row the YAML gives (id → {column: text}) against the page's cells."""
    parser = Rows()
    parser.feed((pathlib.Path(dom_dir) / f"{table['id']}.html").read_text(encoding="utf-8"))
    checked = 0
    for id_, columns in want.items():
        cells = parser.rows.get(id_)
        for column, text in columns.items():
            checked += 1
            if cells is None or column >= len(cells) or cells[column] != text:
                fail(f"{table['id']}: row {id_}, column {column}: the page shows {cells}, the YAML gives {text!r}")
    if set(parser.rows) != set(want):
        fail(f"{table['id']}: the page has rows {sorted(parser.rows)}, the YAML {sorted(want)}")
    return checked


def short(number):
    """A number as the pages show it: 8, not 8.0."""
    number = float(number)
    return str(int(number)) if number == int(number) and abs(number) < 1e15 else repr(number)


def check_activities(table, dom_dir):
    """Every equation's coefficients and every activity's code, MET, equation and sport."""
    want = {}
    for id_, m in (table.get("models") or {}).items():
        speeds = m["speeds"]
        range_ = f"{short(speeds['from'])} to {short(speeds['to'])}" if "to" in speeds else f"from {short(speeds['from'])}"
        want[f"model:{id_}"] = {1: short(m["resting"]), 2: short(m["horizontal"]), 3: short(m["vertical"]), 4: range_,
                                5: short(m["kcalPerLitreOxygen"])}
    for id_, a in table["activities"].items():
        want[id_] = {1: str(a.get("code", "")), 2: short(a["met"]), 3: str(a.get("model", "")), 4: str(a.get("sport", "generic"))}
    return check_rows(table, dom_dir, want)


def ends(step):
    """What ends a step, as the page says it: a time or length as the YAML writes it."""
    if "time" in step:
        return str(step["time"])
    if "distance" in step:
        return str(step["distance"])
    if "reach" in step:
        r = step["reach"]
        return f"{short(r['lat'])}, {short(r['lon'])} within {r['radius']}"
    if "manual" in step:
        return "ticked off"
    if "calories" in step:
        return f"{short(step['calories'])} kcal"
    (side, bpm), = step["heartRate"].items()
    return f"{side} {bpm} bpm"


def check_workouts(table, dom_dir):
    """Every step and block of every workout, numbered by position: its label, activity and end."""
    want = {}

    def rows(items, workout, path):
        for index, item in enumerate(items, 1):
            position = f"{path}.{index}" if path else str(index)
            if "repeat" in item:
                want[f"{workout}:{position}"] = {1: f"repeat {item['repeat']} times", 2: "", 3: ""}
                rows(item["steps"], workout, position)
            else:
                want[f"{workout}:{position}"] = {1: str(item["label"]), 2: str(item.get("activity", "")), 3: ends(item)}

    for id_, workout in table["workouts"].items():
        rows(workout["steps"], id_, "")
    return check_rows(table, dom_dir, want)


def check_plans(table, dom_dir):
    """Every session of every plan (name, day, minutes, what is done, events) and each range of weeks' sessions."""
    want = {}
    for id_, plan in table["plans"].items():
        for sid, session in plan["sessions"].items():
            done = f"workout {session['workout']}" if "workout" in session else ", ".join(str(d) for d in session["drills"])
            want[f"{id_}:{sid}"] = {1: str(session["name"]), 2: session["day"], 3: short(session["minutes"]), 4: done,
                                    5: ", ".join(str(e) for e in session["trains"])}
        for entry in plan["schedule"]:
            want[f"{id_}:weeks {entry['weeks']}"] = {1: ", ".join(str(s) for s in entry["sessions"])}
        if "weekBeforeTest" in plan:
            want[f"{id_}:week before the test"] = {1: ", ".join(str(s) for s in plan["weekBeforeTest"])}
    return check_rows(table, dom_dir, want)


def bound(value):
    """A range's bound as the YAML writes it: `1000 kg` stays text, 1 is 1."""
    return value if isinstance(value, str) else short(value)


def range_text(pair):
    return f"{bound(pair[0])} to {bound(pair[1])}"


def check_formulas(table, dom_dir):
    """Every unit's meaning, and every formula's expression, inputs and result as written."""
    want = {}
    for id_, unit in (table.get("units") or {}).items():
        meaning = f"the reference unit of {unit['quantity']}" if "quantity" in unit else str(unit["is"])
        want[f"unit:{id_}"] = {1: str(unit["name"]), 2: meaning}
    for id_, formula in (table.get("formulas") or {}).items():
        want[f"{id_}:expression"] = {1: str(formula["expression"])}
        for name, i in formula["inputs"].items():
            want[f"{id_}:{name}"] = {1: str(i["name"]), 2: str(i["unit"]), 3: range_text(i["range"]),
                                     4: range_text(i["valid"]) if "valid" in i else ""}
        r = formula["result"]
        rounding = f"rounded to {short(r['round']['step'])}, {r['round']['mode']}" if "round" in r else ""
        want[f"{id_}:result"] = {1: str(r["name"]), 2: str(r["unit"]), 3: range_text(r["range"]), 4: rounding}
    return check_rows(table, dom_dir, want)


class Grids(CellText):
    """Each band chart (data-sets, data-list) → its columns' header paths, as
    the browser lays out their colspans and rowspans; its rows (data-row →
    [row header, cells]); and its notes (data-note → text)."""

    def __init__(self):
        super().__init__()
        self.grids, self.grid, self.part, self.row, self.span = {}, None, None, None, (1, 1)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table" and "data-sets" in attrs:
            self.grid = {"head": [], "rows": {}, "notes": {}}
            self.grids[(attrs["data-sets"], attrs.get("data-list", ""))] = self.grid
        elif self.grid is None:
            return
        elif tag in ("thead", "tbody", "tfoot"):
            self.part = tag
        elif tag == "tr":
            if self.part == "thead":
                self.grid["head"].append([])
            elif "data-row" in attrs:
                self.row = self.grid["rows"].setdefault(attrs["data-row"], [])
            elif "data-note" in attrs:
                self.row = self.grid["notes"].setdefault(attrs["data-note"], [])
        elif tag in ("th", "td"):
            self.cell, self.span = "", (int(attrs.get("colspan", 1)), int(attrs.get("rowspan", 1)))

    def handle_endtag(self, tag):
        if tag in ("th", "td") and self.cell is not None:
            text = self.take_cell()
            if self.part == "thead":
                self.grid["head"][-1].append((text, *self.span))
            elif self.row is not None:
                self.row.append(text)
        elif tag == "tr":
            self.row = None
        elif tag == "table":
            self.grid = None

    @staticmethod
    def columns(head):
        """Each column's header texts, top to bottom, a spanned cell once."""
        taken, paths = {}, {}
        for r, cells in enumerate(head):
            c = 0
            for text, colspan, rowspan in cells:
                while (r, c) in taken:
                    c += 1
                for dc in range(colspan):
                    for dr in range(rowspan):
                        taken[(r + dr, c + dc)] = True
                    paths.setdefault(c + dc, []).append(text)
                c += colspan
        return [paths[c] for c in sorted(paths)]


def decimals_of(band_set):
    """The decimals a set's page prints bounds with: its own, or the fewest that print every bound."""
    if "decimals" in band_set:
        return int(band_set["decimals"])
    bounds = [Decimal(str(b[k])) for _, classes in band_lists(band_set) for b in classes.values() for k in ("from", "below") if k in b]
    return max([-b.normalize().as_tuple().exponent for b in bounds] + [0])


def printed(band, places):
    """A class's range as its source prints it: 18.50–24.99, <16.00, ≥40.00; 58 alone."""
    step = Decimal(1).scaleb(-places)
    text = lambda d: f"{d:.{places}f}"
    low = Decimal(str(band["from"])) if "from" in band else None
    high = Decimal(str(band["below"])) - step if "below" in band else None
    if low is not None and high is not None:
        return text(low) if low == high else f"{text(low)}–{text(high)}"
    return f"≥{text(low)}" if low is not None else f"<{text(Decimal(str(band['below'])))}" if high is not None else "any"


def band_lists(band_set):
    """(choice, classes) for every list of a set, the keys' values in order."""
    depth = len(band_set.get("keys") or [])

    def lists(node, chosen):
        if len(chosen) == depth:
            yield tuple(chosen), node
        else:
            for key, child in node.items():
                yield from lists(child, chosen + [str(key)])

    return list(lists(band_set["classes"], []))


def check_bands(table, dom_dir):
    """Every class of every list of every band set, cell by cell: each number
    is found in its class's row, under the column headed by its label and the
    choices of the list it is in (a column may leave out the keys it does not
    differ by, as Table B-1's minimum weight does); each range as the source
    prints it; the number given above the top as the note under the chart."""
    parser = Grids()
    parser.feed((pathlib.Path(dom_dir) / f"{table['id']}.html").read_text(encoding="utf-8"))
    checked, seen = 0, set()
    grids = {}
    for (sets, choice), grid in parser.grids.items():
        for set_id in sets.split():
            grids.setdefault(set_id, []).append((sets, choice, grid))
    for set_id, band_set in table["bands"].items():
        places = decimals_of(band_set)
        range_label = f"{band_set['value']['name']} ({band_set['value']['unit']})"
        carries = {name: f"{name} ({unit})" for name, unit in (band_set.get("carries") or {}).items()}
        # The number Table B-1's role reads only above its tallest row: a note, never a column.
        note = "perInch" if band_set.get("role") == "army-screening-weights" else None
        for choice, classes in band_lists(band_set):
            found = [g for g in grids.get(set_id, []) if g[1] in ("", "/".join(choice))]
            if len(found) != 1:
                fail(f"{table['id']}: set {set_id} list {choice}: {len(found)} charts hold it")
                continue
            sets, listed, grid = found[0]
            columns = Grids.columns(grid["head"])
            if note and any(path[0] == carries[note] for path in columns):
                fail(f"{table['id']}: set {set_id}: {note} is a column, not the note under the chart")
            named = any("name" in b and str(b["name"]) != str(i) for _, cs in band_lists(band_set) for i, b in cs.items())

            def column(label):
                """The column headed by `label`, then a choice of this list's keys, in order."""
                hits = [n for n, path in enumerate(columns) if path[0] == label and is_subsequence(path[1:], choice)]
                return hits[0] if len(hits) == 1 else None

            for class_id, band in classes.items():
                row = grid["rows"].get(str(class_id))
                if row is None:
                    fail(f"{table['id']}: set {set_id} {choice}: no row {class_id}")
                    continue
                seen.add((sets, listed, str(class_id)))
                name = str(band.get("name", class_id))
                want_header = (f"{name} ({class_id})" if name != str(class_id) else name) if named else None
                wants = [(range_label, printed(band, places))] + [
                    (label, short(band[n]) if n in band else "—") for n, label in carries.items() if n != note]
                for label, text in wants:
                    at = column(label)
                    if at is None and label == range_label and not named:
                        want_header = text   # the range heads the row
                        continue
                    checked += 1
                    if at is None or at >= len(row) or row[at] != text:
                        fail(f"{table['id']}: set {set_id} {choice} class {class_id}, {label}: the page shows {row}, the YAML gives {text!r} (columns {columns})")
                if want_header is not None and row[0] != want_header:
                    fail(f"{table['id']}: set {set_id} {choice} class {class_id}: the row is headed {row[0]!r}, not {want_header!r}")
                checked += want_header is not None
                if note and note in band:
                    shown = grid["notes"].get(carries[note], [""])[0]
                    checked += 1
                    items = [item.split(" ") for item in shown.partition(": ")[2].split(", ")]
                    if not any(i[-1] == short(band[note]) and is_subsequence(i[:-1], choice) for i in items):
                        fail(f"{table['id']}: set {set_id} {choice}: the note {shown!r} lacks {short(band[note])}")
    for sets, listed, grid in {(s, c): (s, c, g) for gs in grids.values() for s, c, g in gs}.values():
        for class_id, cells in grid["rows"].items():
            if (sets, listed, class_id) not in seen:
                fail(f"{table['id']}: chart {sets} has a row {class_id} the YAML does not give")
            if len(cells) != len(Grids.columns(grid["head"])):
                fail(f"{table['id']}: chart {sets} row {class_id} has {len(cells)} cells under {len(Grids.columns(grid['head']))} columns")
    return checked


def is_subsequence(part, whole):
    it = iter(whole)
    return all(any(p == w for w in it) for p in part)


def check_achievements(table, dom_dir):
    want = {}
    for id_, achievement in table["achievements"].items():
        tiers = achievement.get("tiers")
        tier = ", ".join(f"{t} at {n}" for t, n in tiers.items()) if tiers else str(achievement.get("tier", ""))
        want[id_] = {1: tier, 2: str(achievement["points"]), 3: str(achievement.get("group", "")), 5: " ".join(str(achievement["message"]).split())}
    return check_rows(table, dom_dir, want)


def check_battles(table, dom_dir):
    want = {id_: {1: str(stat["unit"]), 2: str(stat["points"]["points"]), 3: str(stat["points"]["per"]),
                  4: str(stat["dailyCap"]), 5: str(stat["hourlyCap"])} for id_, stat in table["stats"].items()}
    return check_rows(table, dom_dir, want)


def check_power_ups(table, dom_dir):
    want = {p["id"]: {1: str(p["unlockLevel"]), 2: str(p["target"]), 4: shown_time(p.get("duration")),
                      5: shown_time(p.get("cooldown", "PT0S")), 6: str(p["usesPerBattle"]), 7: str(p["group"])}
            for p in table["powerUps"]}
    return check_rows(table, dom_dir, want)


def shown_time(iso):
    """An ISO 8601 duration (`PT1H30M`, `P1D`, `PT0.5S`) as the page shows it; none is the whole battle."""
    if iso is None:
        return "the whole battle"
    match = re.fullmatch(r"P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?", str(iso))
    if not match:
        fail(f"a duration the check cannot read: {iso}")
        return "?"
    days, hours, minutes = (int(g or 0) for g in match.groups()[:3])
    millis = int(fractions.Fraction(match.group(4) or "0") * 1000) + ((days * 24 + hours) * 60 + minutes) * 60_000
    h, m, s_, ms = millis // 3_600_000, millis // 60_000 % 60, millis // 1000 % 60, millis % 1000
    parts = ([f"{h} h"] if h else []) + ([f"{m} min"] if m else [])
    if s_ or ms or not parts:
        parts.append(f"{s_} s" if ms == 0 else f"{s_}.{str(ms).rjust(3, '0').rstrip('0')} s")
    return " ".join(parts)


def check_levels(table, dom_dir):
    lines = read_plots(dom_dir, table["id"])
    maximum, curve = int(table["maximumLevel"]), table["toNextLevel"]
    overrides = {int(k): int(v) for k, v in (curve.get("overrides") or {}).items()}
    to_next = []
    for level in range(1, maximum):
        if level in overrides:
            to_next.append(overrides[level])
        elif "table" in curve:
            to_next.append(int(curve["table"][level - 1]))
        else:
            f = {k: fractions.Fraction(str(v)) for k, v in curve["formula"].items()}
            value = f["squared"] * level * level + f["linear"] * level + f["constant"]
            to_next.append(math.floor(value / f["roundTo"] + fractions.Fraction(1, 2)) * int(f["roundTo"]))
    starts = [0]
    for experience in to_next:
        starts.append(starts[-1] + experience)
    checked = compare_line("levels: to the next", lines.get(("", "to-next", "to-next")), list(enumerate(to_next, 1)))
    return checked + compare_line("levels: starts", lines.get(("", "starts", "starts")), list(enumerate(starts, 1)))


def main(tables_dir, site_dir, dom_dir, shots_dir, repl):
    def browser(*arguments):
        subprocess.run(
            ["timeout", "120", "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *arguments],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    counts = {"chart cells": 0, "face pixels": 0, "zone rows": 0, "plotted points": 0, "round distances": 0, "listed facts": 0,
              "classification thresholds": 0, "workout steps": 0, "plan rows": 0}
    # What each kind's pages are read back for. A kind the REPL lists that is
    # neither here nor drawn elsewhere fails the check: it is never skipped.
    checks = {
        "fitness-test": lambda t, p: [("chart cells", check_charts(t, p, dom_dir))],
        "archery-faces": lambda t, p: [("face pixels", check_faces(t, site_dir, shots_dir, browser)),
                                       ("zone rows", check_face_page(t, site_dir, dom_dir))],
        "archery-opponents": lambda t, p: [("plotted points", check_opponents(t, tables_dir, dom_dir))],
        "archery-rounds": lambda t, p: [("round distances", check_rounds(t, dom_dir))],
        "archery-handicaps": lambda t, p: [("plotted points", check_handicaps(t, tables_dir, dom_dir, repl))],
        "archery-classifications": lambda t, p: [("classification thresholds", check_classifications(t, dom_dir, repl))],
        "achievements": lambda t, p: [("listed facts", check_achievements(t, dom_dir))],
        "rpg-battles": lambda t, p: [("listed facts", check_battles(t, dom_dir))],
        "rpg-power-ups": lambda t, p: [("listed facts", check_power_ups(t, dom_dir))],
        "rpg-levels": lambda t, p: [("plotted points", check_levels(t, dom_dir))],
        "activities": lambda t, p: [("listed facts", check_activities(t, dom_dir))],
        "workouts": lambda t, p: [("workout steps", check_workouts(t, dom_dir))],
        "training-plans": lambda t, p: [("plan rows", check_plans(t, dom_dir))],
        "formulas": lambda t, p: [("listed facts", check_formulas(t, dom_dir))],
        "bands": lambda t, p: [("listed facts", check_bands(t, dom_dir))],
    }
    # Event kinds have no page of their own: the achievements page lists the facts they give.
    drawn_elsewhere = {"achievement-events"}
    listed = subprocess.run([repl], input='{"jsonrpc":"2.0","id":1,"method":"tables.list"}\n',
                            capture_output=True, text=True, check=True).stdout
    kinds = {entry["kind"] for entry in json.loads(listed)["result"]["tables"]}
    for kind in sorted(kinds - checks.keys() - drawn_elsewhere):
        fail(f"kind '{kind}': check-render does not know what its pages show")
    read_per_kind = {}
    for path in sorted(pathlib.Path(tables_dir).glob("*.yaml")):
        table = load_table(path)
        kind = table.get("kind")
        if kind in drawn_elsewhere:
            continue
        if kind not in checks:
            fail(f"{path.name}: kind '{kind}': check-render does not know what its pages show")
            continue
        for what, n in checks[kind](table, path):
            counts[what] += n
            read_per_kind[kind] = read_per_kind.get(kind, 0) + n
    for kind in sorted(kinds - drawn_elsewhere):
        if read_per_kind.get(kind, 0) == 0:
            fail(f"kind '{kind}': nothing of its pages was read back")
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
