"""Checks every Archery GB classification threshold scorebook serves against archeryutils
(pinned in .ci/check-archeryutils): for every round each system classifies, every bowstyle,
gender and age, `archery.classification`'s thresholds are archeryutils'
`agb_outdoor_classification_scores`, `agb_indoor_classification_scores` and
`agb_field_classification_scores` (a category archeryutils does not table is first coaxed
as it coaxes it: a flatbow outdoors is a barebow, an under-21 in field an adult).

Rounds are archeryutils' but for those `check_archeryutils.AS_WRITTEN` lists, which are
computed as written, as there.

Usage: python3 .ci/check_classifications.py path/to/scorebook
"""
import re
import sys

from archeryutils import Pass, Round
from archeryutils.classifications import AGB_ages, AGB_bowstyles, AGB_genders
from archeryutils.classifications import agb_field_classifications as field
from archeryutils.classifications import agb_indoor_classifications as indoor
from archeryutils.classifications import agb_outdoor_classifications as outdoor

from check_archeryutils import AS_WRITTEN, ask

SYSTEMS = {
    "outdoor": (outdoor.ALL_OUTDOOR_ROUNDS, outdoor.coax_outdoor_group, outdoor.agb_outdoor_classification_scores),
    "indoor": (indoor.ALL_INDOOR_ROUNDS, indoor.coax_indoor_group, indoor.agb_indoor_classification_scores),
    "field": (field.ALL_FIELD_ROUNDS, field.coax_field_group, field.agb_field_classification_scores),
}
BOWSTYLES = {"recurve": AGB_bowstyles.RECURVE, "compound": AGB_bowstyles.COMPOUND, "barebow": AGB_bowstyles.BAREBOW,
             "longbow": AGB_bowstyles.LONGBOW, "traditional": AGB_bowstyles.TRADITIONAL, "flatbow": AGB_bowstyles.FLATBOW,
             "compound-limited": AGB_bowstyles.COMPOUNDLIMITED, "compound-barebow": AGB_bowstyles.COMPOUNDBAREBOW}
GENDERS = {"open": AGB_genders.OPEN, "female": AGB_genders.FEMALE}
AGES = {"50+": AGB_ages.OVER_50, "adult": AGB_ages.ADULT, "under-21": AGB_ages.UNDER_21, "under-18": AGB_ages.UNDER_18,
        "under-16": AGB_ages.UNDER_16, "under-15": AGB_ages.UNDER_15, "under-14": AGB_ages.UNDER_14,
        "under-12": AGB_ages.UNDER_12}


def main(binary):
    rounds, faces = ask(binary, [("archery.rounds", {}), ("archery.faces", {})])
    ours = {r["id"]: r for r in rounds["rounds"]}
    diameters = {face["id"]: face["diameter"] / 1000 for face in faces["faces"]}
    failures, requests, expected = [], [], []
    for system, (catalogue, coax, scores) in SYSTEMS.items():
        keys = {re.sub("[-_]", "", key): key for key in catalogue}
        # A round written otherwise than archeryutils has it is computed as written, under its own codename.
        for round_id, scoring in AS_WRITTEN.items():
            key = keys.get(re.sub("[-_]", "", round_id))
            if key:
                r = ours[round_id]
                catalogue[key] = Round(r["name"], [
                    Pass.at_target(d["arrows"], scoring, (diameters[d["face"]], "m"), (d["distance"]["metres"], "m"),
                                   r["venue"] == "indoor") for d in r["distances"]], codename=key)
        for round_id in ours:
            key = keys.get(re.sub("[-_]", "", round_id))
            if not key:
                continue
            for bowstyle in BOWSTYLES:
                for gender in GENDERS:
                    for age in AGES:
                        group = coax(BOWSTYLES[bowstyle], GENDERS[gender], AGES[age])
                        want = scores(key, group["bowstyle"], group["gender"], group["age_group"])
                        requests.append(("archery.classification",
                                         {"round": round_id, "bowstyle": bowstyle, "gender": gender, "age": age}))
                        expected.append((system, [None if s < 0 else int(s) for s in want]))
    answers = ask(binary, requests)
    for (_, params), (system, want), got in zip(requests, expected, answers):
        thresholds = [t["score"] for t in got.get("thresholds", [])]
        if got.get("system") != system or thresholds != want:
            failures.append(f"{params}: {got}, archeryutils {system} {want}")
    for failure in failures[:40]:
        print("check-classifications: FAIL:", failure)
    classified = len({p["round"] for _, p in requests})
    print(f"archeryutils: {len(requests)} classification tables ({classified} rounds x bowstyle, gender and age)"
          f" compared" + (f"; {len(failures)} failures" if failures else ", all equal"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
