"""Checks every workout scorebook serves as a Garmin FIT workout file (`workout.export`,
format `fit`) with Garmin's own decoder, garmin-fit-sdk (pinned in .ci/check-fit):

- the file is whole: `check_integrity()` (header CRC, size, file CRC) holds and `read()`
  reports no errors;
- file_id is one message of type `workout`; workout is one message whose `wkt_name` is the
  name cut to 15 UTF-8 bytes on a character boundary, whose `num_valid_steps` is the number of
  workout_step messages, and whose sport is one the encoder files an activity under
  (workouts.list names the workout's activity, not its sport);
- the workout_step messages are the steps of `workouts.list`, rebuilt here: in order, indexed
  from 0, each named by its label cut as the name is, target open, intensity active, and ended
  as it says: `time` in seconds (FIT holds milliseconds), `distance` in metres to the
  centimetre, `calories` in kcal, `heartRate` above or below in bpm + 100 (FIT's bpm offset),
  `manual` open with the label as notes, `reach` open with `Lap at LAT, LON (RADIUS m): LABEL` as
  notes (degrees to five decimals), notes cut to 49 bytes; a block is its steps, then a
  `repeat_until_steps_cmplt` step with no name or intensity, back to its first step's index,
  `repeat_steps` its count.
  Every field decoded is compared, and a step decoding any other field fails;
- each name and note is in the file followed by a NUL (the decoder drops, unseen, a character
  cut in half).

Usage: python3 .ci/check_fit.py path/to/scorebook
"""
import base64
import importlib.metadata
import json
import subprocess
import sys
from decimal import ROUND_HALF_UP, Decimal

from garmin_fit_sdk import Decoder, Stream

# The sports the encoder files an activity under (FIT's `sport` names).
SPORTS = {"generic", "running", "cycling", "swimming", "training", "walking", "rowing"}
NAME_BYTES, NOTES_BYTES = 15, 49
# Every workout_step field a step may decode; a missing one is None.
FIELDS = ("message_index", "wkt_step_name", "duration_type", "duration_value", "duration_time", "duration_distance",
          "duration_calories", "duration_hr", "duration_step", "target_type", "target_value", "repeat_steps",
          "intensity", "notes")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
    return condition


def ask(binary, requests):
    """The results of `requests` ((method, params) pairs), from one scorebook process; numbers with
    a fraction as exact Decimals."""
    lines = "".join(json.dumps({"id": i, "method": m, "params": p}) + "\n" for i, (m, p) in enumerate(requests))
    run = subprocess.run([binary], input=lines, capture_output=True, text=True, timeout=300, check=True)
    answers = {a["id"]: a for a in (json.loads(line, parse_float=Decimal) for line in run.stdout.splitlines())}
    return [answers[i].get("result", answers[i].get("error")) for i in range(len(requests))]


def cut(text, size):
    """`text` cut to at most `size` UTF-8 bytes, whole characters only."""
    out = b""
    for character in text:
        if len(out) + len(character.encode()) > size:
            break
        out += character.encode()
    return out.decode()


def rounded(value):
    """To the nearest integer, halves away from zero."""
    return int(Decimal(value).to_integral_value(ROUND_HALF_UP))


def decimal_text(value, decimals):
    """`value` to `decimals` places, as the shortest exact decimal: 51.50000 is `51.5`."""
    return format(Decimal(rounded(Decimal(value).scaleb(decimals))).scaleb(-decimals).normalize(), "f")


def expected_steps(items, out):
    """The workout_step messages `items` are, appended to `out`: each a dict of FIELDS."""
    for item in items:
        if "repeat" in item:
            first = len(out)
            expected_steps(item["steps"], out)
            out.append({"message_index": len(out), "duration_type": "repeat_until_steps_cmplt", "duration_value": first,
                        "duration_step": first, "target_type": "open", "target_value": item["repeat"],
                        "repeat_steps": item["repeat"]})
            continue
        step = {"message_index": len(out), "wkt_step_name": cut(item["label"], NAME_BYTES) or None,
                "target_type": "open", "intensity": "active"}
        (kind, value), = item["end"].items()
        if kind == "time":
            ms = rounded(value * 1000)
            step.update(duration_type="time", duration_value=ms, duration_time=ms / 1000)
        elif kind == "distance":
            cm = rounded(value * 100)
            step.update(duration_type="distance", duration_value=cm, duration_distance=cm / 100)
        elif kind == "calories":
            step.update(duration_type="calories", duration_value=rounded(value), duration_calories=rounded(value))
        elif kind == "heartRate":
            (side, bpm), = value.items()
            step.update(duration_type={"above": "hr_greater_than", "below": "hr_less_than"}[side],
                        duration_value=bpm + 100, duration_hr=bpm + 100)
        elif kind == "manual":
            step.update(duration_type="open", notes=cut(item["label"], NOTES_BYTES) or None)
        elif kind == "reach":
            where = f"Lap at {decimal_text(value['lat'], 5)}, {decimal_text(value['lon'], 5)} ({decimal_text(value['radius'], 9)} m): {item['label']}"
            step.update(duration_type="open", notes=cut(where, NOTES_BYTES))
        else:
            step.update(duration_type=f"(no rule for end {kind!r})")
        out.append(step)
    return out


def main(binary):
    version = importlib.metadata.version("garmin-fit-sdk")
    workouts = ask(binary, [("workouts.list", {})])[0]["workouts"]
    exports = ask(binary, [("workout.export", {"workout": w["id"], "format": "fit"}) for w in workouts])
    steps = 0
    for workout, export in zip(workouts, exports):
        wid = workout["id"]
        if not expect(export.get("format") == "fit" and "bytes" in export, f"{wid}: export answered {export}"):
            continue
        data = base64.b64decode(export["bytes"])
        expect(Decoder(Stream.from_byte_array(bytearray(data))).check_integrity(),
               f"{wid}: check_integrity() fails (header CRC, size or file CRC)")
        messages, errors = Decoder(Stream.from_byte_array(bytearray(data))).read()
        expect(not errors, f"{wid}: read() errors {errors}")
        file_ids, heads = messages.get("file_id_mesgs", []), messages.get("workout_mesgs", [])
        decoded = messages.get("workout_step_mesgs", [])
        expect(len(file_ids) == 1 and file_ids[0].get("type") == "workout", f"{wid}: file_id {file_ids}, not one of type workout")
        want = expected_steps(workout["steps"], [])
        if expect(len(heads) == 1, f"{wid}: {len(heads)} workout messages"):
            head = heads[0]
            expect(head.get("wkt_name") == cut(workout["name"], NAME_BYTES),
                   f"{wid}: wkt_name {head.get('wkt_name')!r}, expected {cut(workout['name'], NAME_BYTES)!r}")
            expect(head.get("num_valid_steps") == len(decoded) == len(want),
                   f"{wid}: num_valid_steps {head.get('num_valid_steps')}, {len(decoded)} decoded, {len(want)} expected")
            expect(head.get("sport") in SPORTS, f"{wid}: sport {head.get('sport')!r} is none of {sorted(SPORTS)}")
        for i, (got, step) in enumerate(zip(decoded, want)):
            for field in FIELDS:
                expect(got.get(field) == step.get(field), f"{wid} step {i}: {field} {got.get(field)!r}, expected {step.get(field)!r}")
            expect(set(got) <= set(FIELDS), f"{wid} step {i}: decodes fields {sorted(set(got) - set(FIELDS))} it should not have")
        texts = [cut(workout["name"], NAME_BYTES)] + [s.get(f) for s in want for f in ("wkt_step_name", "notes")]
        for text in filter(None, dict.fromkeys(texts)):
            expect(text.encode() + b"\0" in data, f"{wid}: {text!r} is not in the file followed by a NUL")
        steps += len(decoded)
    for failure in failures:
        print("check-fit: FAIL:", failure)
    print(f"fit: {len(workouts)} workouts, {steps} steps, "
          + (f"{len(failures)} failures" if failures else f"all decode with garmin-fit-sdk {version} and match"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
