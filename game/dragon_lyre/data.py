"""Dragon & Lyre card tables: the 52-card epic deck, the 12 heroes every
seat leads, and the scoring curves of the index card.

An epic card is a short string id:

- battles: ``battle1`` … ``battle10``;
- territories: ``castle1`` … ``castle6``, ``fortress1`` … ``fortress6``,
  ``port1`` … ``port6``;
- artifacts: six equipment sets of three pieces (``dawn_helm``,
  ``dawn_shield``, ``dawn_blade``, …) and two ``excalibur1``/``excalibur2``;
- beasts: ``unicorn``, ``griffin``, ``phoenix``, ``dragon``.

A hero is named by its id (``knight`` …); every seat has the same twelve.
Its capture icon says which epic cards it can win from the row (battle,
territory or artifact; never a beast), its attack type decides fights:
melee beats ranged, ranged beats magic, magic beats melee.
"""
from __future__ import annotations

BATTLE, TERRITORY, ARTIFACT, BEAST = "battle", "territory", "artifact", "beast"
ICONS = (BATTLE, TERRITORY, ARTIFACT)
KINDS = ICONS + (BEAST,)
MELEE, RANGED, MAGIC = "melee", "ranged", "magic"
ATTACK_TYPES = (MELEE, RANGED, MAGIC)

#: Each attack type and the one it beats.
BEATS = {MELEE: RANGED, RANGED: MAGIC, MAGIC: MELEE}

BATTLES = tuple(f"battle{i}" for i in range(1, 11))
TERRITORY_KINDS = ("castle", "fortress", "port")
TERRITORIES = tuple(f"{kind}{i}" for kind in TERRITORY_KINDS for i in range(1, 7))
ARTIFACT_SETS = ("dawn", "tide", "ember", "frost", "thorn", "star")
SET_PIECES = ("helm", "shield", "blade")
SET_ARTIFACTS = tuple(f"{name}_{piece}" for name in ARTIFACT_SETS for piece in SET_PIECES)
EXCALIBURS = ("excalibur1", "excalibur2")
ARTIFACTS = SET_ARTIFACTS + EXCALIBURS
UNICORN, GRIFFIN, PHOENIX, DRAGON = "unicorn", "griffin", "phoenix", "dragon"
BEASTS = (UNICORN, GRIFFIN, PHOENIX, DRAGON)

#: The epic deck: 10 battles, 18 territories, 20 artifacts, 4 beasts.
EPIC_DECK = BATTLES + TERRITORIES + ARTIFACTS + BEASTS

#: What kind each epic card is.
KIND_OF = {**{c: BATTLE for c in BATTLES}, **{c: TERRITORY for c in TERRITORIES},
           **{c: ARTIFACT for c in ARTIFACTS}, **{c: BEAST for c in BEASTS}}

#: The kind of epic card each beast sweeps from the row when the prophet
#: takes it: the Unicorn every battle, the Griffin every territory, the
#: Phoenix every artifact, the Dragon every beast.
BEAST_SWEEPS = {UNICORN: BATTLE, GRIFFIN: TERRITORY, PHOENIX: ARTIFACT, DRAGON: BEAST}

#: The twelve heroes: (id, capture icon, attack type).  Each icon has one
#: melee, one ranged and one magic hero, and a fourth: melee for battles,
#: ranged for territories, magic for artifacts.
HEROES = (
    ("knight", BATTLE, MELEE),
    ("longbow", BATTLE, RANGED),
    ("warmage", BATTLE, MAGIC),
    ("berserker", BATTLE, MELEE),
    ("paladin", TERRITORY, MELEE),
    ("ranger", TERRITORY, RANGED),
    ("druid", TERRITORY, MAGIC),
    ("scout", TERRITORY, RANGED),
    ("sellsword", ARTIFACT, MELEE),
    ("hunter", ARTIFACT, RANGED),
    ("enchantress", ARTIFACT, MAGIC),
    ("sage", ARTIFACT, MAGIC),
)
HERO_IDS = tuple(h[0] for h in HEROES)
ICON_OF = {h[0]: h[1] for h in HEROES}
ATTACK_OF = {h[0]: h[2] for h in HEROES}

HAND_SIZE = 12
SETUP_USED = 4          # heroes each seat puts on its used pile at setup
ROW_AT_START = 6        # epic cards face up at setup
REVEALS_PER_TURN = 2
ACTIONS_PER_TURN = 3

#: The final-round marker: this many cards from the bottom of the deck,
#: by seat count.
MARKER_FROM_BOTTOM = {2: 10, 3: 10, 4: 14}

BATTLE_POINTS = 3
UNICORN_BATTLE_BONUS = 3
SET_POINTS = 10
LOOSE_ARTIFACT_POINTS = 2

#: Territories of one kind: 1..7 score 1/3/6/10/15/21/28.
TERRITORY_POINTS = (0, 1, 3, 6, 10, 15, 21, 28)

#: The Dragon's holder scores 1/2/3/4 beasts as 1/4/9/16.
DRAGON_POINTS = (0, 1, 4, 9, 16)


def set_of(artifact: str) -> str | None:
    """The equipment set of an artifact ("dawn"), None for Excalibur."""
    return None if artifact in EXCALIBURS else artifact.split("_")[0]


def territory_kind(card: str) -> str:
    """"castle3" -> "castle"."""
    return card.rstrip("0123456789")


def beats(attack: str, other: str) -> bool:
    """Melee > ranged > magic > melee."""
    return BEATS[attack] == other
