"""Checks every round scorebook serves against archeryutils, the open-source reference
(MIT; pinned in .ci/check-archeryutils):

- every one of archeryutils' 196 rounds is ours, and each of ours is one of them (matched by id without `-` and `_`: `wa-1440-90` is
  `wa1440_90`; `RENAMED` lists the others), shot in the same passes: arrows, distance (within
  1 mm: archeryutils writes 20 ft as 6.667 yd) and face diameter, in any order (a field
  course's targets, and a walk-up's posts, are shot in the order a course sets);
- its expected score under Archery GB 2023 (`agb`) and Archery Australia's AA2 (`aa2`) at
  every handicap 0-150 is archeryutils' `score_for_round`: rounded exactly, unrounded
  within 1e-6;
- the handicap each of those scores earns (`archery.handicap`) gives the score back.

Usage: python3 .ci/check_archeryutils.py path/to/scorebook
"""
import json
import re
import subprocess
import sys

import numpy as np
from archeryutils import Pass, Round, handicaps, load_rounds

SCHEMES = {"agb": "AGB", "aa2": "AA2"}
HANDICAPS = np.arange(0, 151)
GROUPS = ["AGB_outdoor_imperial", "AGB_outdoor_metric", "AGB_indoor", "AGB_VI", "WA_outdoor", "WA_indoor",
          "WA_field", "WA_VI", "WA_experimental", "IFAA_field", "AA_outdoor_metric", "AA_indoor", "AA_field"]
# Where our id differs from archeryutils' key beyond `-` and `_`.
RENAMED = {"wa-1440-vi": "1440_vi", "wa-30-vi": "30_vi", "wa-18-vi": "18_vi", "aa-hunters-round": "hunters_round",
           "aa-national-field-red": "national_field_red", "aa-national-field-blue": "national_field_blue",
           "aa-national-field-yellow": "national_field_yellow"}
# Where a governing body's rule and archeryutils' data differ, the rule is written, and the
# round is compared with archeryutils computing it as written (our distances, faces and venue)
# under this archeryutils scoring system. Its passes are compared as any other's, but for the
# distances `MOVED` lists (archeryutils' metres: ours).
AS_WRITTEN = {
    # World Archery Book 3: the compound 50 m is shot on the 80 cm 6-ring face (the 10 to 5 rings);
    # archeryutils' wa720_50_c is the full 80 cm face.
    "wa-720-50c": "10_zone_6_ring",
    # IFAA Book of Rules: the 20 cm targets (and the Flint's walk-ups) are shot from 15 to 35 ft;
    # archeryutils writes 20 ft as 6.667 yd (6.0963 m, not 6.096 m), 25 ft as 8.333 yd, 35 ft as 11.667 yd.
    **{f"ifaa-{r}{u}": "IFAA_field" for r in ("field", "hunter", "flint") for u in ("", "-unit")},
    **{f"ifaa-expert{u}": "Worcester" for u in ("", "-unit")},
    # IFAA Book of Rules: the indoor round is shot at 20 yd (10 yd is the cubs'), indoors;
    # archeryutils has 10 yd and outdoor arrows.
    **{f"ifaa-indoor{u}": "Worcester" for u in ("", "-unit")},
    # World Archery Book 4: a 24-target unmarked round is two 12-target units, shot from the
    # same ranges; archeryutils' 24-target red has 25 m for the 40 cm (its 12-target, 20 m) and
    # its blue 40 m for the 80 cm (its 12-target, 37.5 m).
    "wa-field-24-red-unmarked": "WA_field", "wa-field-24-blue-unmarked": "WA_field",
    # Archery Australia: the AA20/720 is shot at 20 m, as its name says (and as the AA50, AA40 and
    # AA30/720 are shot at theirs); archeryutils has 30 m.
    "aa-20-720": "10_zone",
}
MOVED = {
    "ifaa-indoor": {9.144: 18.288}, "ifaa-indoor-unit": {9.144: 18.288},
    "wa-field-24-red-unmarked": {25.0: 20.0}, "wa-field-24-blue-unmarked": {40.0: 37.5},
    "aa-20-720": {30.0: 20.0},
}
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
    return condition


def ask(binary, requests):
    """The results of `requests` ((method, params) pairs), from one scorebook process."""
    lines = "".join(json.dumps({"id": i, "method": m, "params": p}) + "\n" for i, (m, p) in enumerate(requests))
    run = subprocess.run([binary], input=lines, capture_output=True, text=True, timeout=300, check=True)
    answers = {a["id"]: a for a in map(json.loads, run.stdout.splitlines())}
    return [answers[i].get("result", answers[i].get("error")) for i in range(len(requests))]


def main(binary):
    reference = {}
    for group in GROUPS:
        for key, round_ in getattr(load_rounds, group).items():
            reference[re.sub("[-_]", "", key)] = (f"{group}.{key}", round_)
    rounds, faces = ask(binary, [("archery.rounds", {}), ("archery.faces", {})])
    diameters = {face["id"]: face["diameter"] / 1000 for face in faces["faces"]}
    matched = []
    for ours in rounds["rounds"]:
        found = reference.get(re.sub("[-_]", "", RENAMED.get(ours["id"], ours["id"])))
        if not expect(found, f"{ours['id']}: no archeryutils round has this id"):
            continue
        name, theirs = found
        passes = [(d["arrows"], d["distance"]["metres"], diameters[d["face"]]) for d in ours["distances"]]
        reference_passes = [(p.n_arrows, p.distance, p.diameter) for p in theirs.passes]
        # archeryutils may split a distance into passes of fewer arrows: compare arrows per distance and face.
        def merged(ps):
            out = []
            for arrows, metres, diameter in ps:
                if out and abs(out[-1][1] - metres) < 1e-9 and abs(out[-1][2] - diameter) < 1e-9:
                    out[-1] = (out[-1][0] + arrows, metres, diameter)
                else:
                    out.append((arrows, metres, diameter))
            return out
        moved = MOVED.get(ours["id"], {})
        reference_passes = [(n, next((to for frm, to in moved.items() if abs(m - frm) < 1e-9), m), d) for n, m, d in reference_passes]
        by_place = lambda ps: sorted(ps, key=lambda p: (p[1], p[2]))
        a, b = merged(by_place(passes)), merged(by_place(reference_passes))
        expect(len(a) == len(b) and all(x[0] == y[0] and abs(x[1] - y[1]) < 1e-3 and abs(x[2] - y[2]) < 1e-9 for x, y in zip(a, b)),
               f"{ours['id']}: passes {a} are not {name}'s {b}")
        if ours["id"] in AS_WRITTEN:
            indoor = ours["venue"] == "indoor"
            theirs = Round(ours["name"], [Pass.at_target(arrows, AS_WRITTEN[ours["id"]], (diameter, "m"), (metres, "m"), indoor)
                                          for arrows, metres, diameter in passes])
        matched.append((ours["id"], theirs))
    # Every archeryutils round is one of ours: a catalogue missing one fails.
    ours = {re.sub("[-_]", "", RENAMED.get(r["id"], r["id"])) for r in rounds["rounds"]}
    for key, (name, _) in reference.items():
        expect(key in ours, f"{name}: archeryutils has this round; we do not")
    requests = [("archery.expected", {"round": r, "handicap": int(h), "scheme": s}) for r, _ in matched for s in SCHEMES for h in HANDICAPS]
    answers = iter(ask(binary, requests))
    scores = []
    for round_id, theirs in matched:
        for scheme, name in SCHEMES.items():
            rounded = handicaps.score_for_round(HANDICAPS, theirs, name, rounded_score=True)
            unrounded = handicaps.score_for_round(HANDICAPS, theirs, name, rounded_score=False)
            for h, want, want_unrounded in zip(HANDICAPS, rounded, unrounded):
                got = next(answers)
                ok = expect("score" in got, f"{round_id} {scheme} {h}: {got}")
                ok = ok and expect(got["score"] == int(want) and abs(got["unrounded"] - want_unrounded) <= 1e-6,
                                   f"{round_id} {scheme} handicap {h}: {got['score']} ({got['unrounded']!r}), archeryutils {int(want)} ({want_unrounded!r})")
                if ok:
                    scores.append((round_id, scheme, int(h), got["score"]))
    # The inverse: each expected score earns a handicap whose expected score is that score.
    inverse = ask(binary, [("archery.handicap", {"round": r, "score": s, "scheme": scheme}) for r, scheme, _, s in scores])
    back = ask(binary, [("archery.expected", {"round": r, "handicap": a["handicap"], "scheme": scheme})
                        for (r, scheme, _, _), a in zip(scores, inverse) if a.get("handicap") is not None])
    answered = [x for x, a in zip(scores, inverse) if a.get("handicap") is not None]
    expect(len(answered) == len(scores), f"{len(scores) - len(answered)} expected scores earn no handicap")
    for (r, scheme, h, s), got in zip(answered, back):
        expect(got.get("score") == s, f"{r} {scheme}: score {s} (handicap {h}) earns a handicap whose score is {got.get('score')}")
    for failure in failures[:40]:
        print("check-archeryutils: FAIL:", failure)
    print(f"archeryutils: {len(matched)} of {len(rounds['rounds'])} rounds matched; {len(requests)} expected scores"
          f" under {', '.join(SCHEMES)} at handicaps 0-150 compared, {len(scores)} inverted"
          + (f"; {len(failures)} failures" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
