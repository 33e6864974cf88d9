"""Rattlebones tables: the board's tiles, the faces, the supplies, the
gamble die, the train track and the ringmaster marker.

A face is a short string:

- "ringmaster" (the 1, never replaced) and the numbers "2" … "6";
- "p1" … "p5": point faces;
- "arrow>3": an arrow pointing at the face in position 3 of its die;
- every other tile's face by its tile name: "nine_pip", "thief", "rank"
  (1234), "stock", "gold", "roll_again", "star", "train", "double",
  "gamble".

A die is a list of six faces by position; position p starts as the number
p + 1, so position 0 is the Ringmaster.  Opposite positions add up to 5
(1–6, 2–5, 3–4 on the starting die).
"""
from __future__ import annotations

RINGMASTER = "ringmaster"
NUMBERS = ("2", "3", "4", "5", "6")
START_DIE = (RINGMASTER,) + NUMBERS
FACES_PER_DIE = 6
DICE_PER_SEAT = 3
MONKEYS_PER_SEAT = 3

#: The board's spaces besides START: twelve tiles, seven drawn per game.
START = "start"
PLUS_ONE = "plus_one"
TILES = ("nine_pip", "thief", "arrow", "rank", "stock", "gold", "roll_again", "star", "train",
         PLUS_ONE, "double", "gamble")
TILES_DRAWN = 7
SPACES = TILES_DRAWN + 1    # START and the seven tiles, a clockwise loop

#: Faces of each tile type in the supply (the +1 tile gives point faces).
FACES_PER_TYPE = 15
POINT_FACES = {"p1": 5, "p2": 4, "p3": 3, "p4": 2, "p5": 1}
MAX_POINTS = 5


def starting_supply() -> dict[str, int]:
    """15 faces of every tile type, and the point faces 1×5 … 5×1."""
    supply = {tile: FACES_PER_TYPE for tile in TILES if tile != PLUS_ONE}
    supply.update(POINT_FACES)
    return supply


#: Stars sold on START: how many points 1, 2, 3 or 4 stars bring.
STAR_SALE = {1: 3, 2: 7, 3: 11, 4: 15}

#: The gamble die's six faces.
GAMBLE_DIE = ("2", "3", "4", "5", RINGMASTER, "nine_pip")
NINE_PIP_MOST = 9

#: The train's loop: space i is worth i points.
TRAIN_TRACK = tuple(range(8))

#: Where the ringmaster marker starts, by seat count.
MARKER_START = {2: 55, 3: 60, 4: 65}

#: Stock: tickets in the game, and the payouts when the last is taken.
STOCK_TICKETS = 5
STOCK_FIRST, STOCK_SECOND = 10, 5
STOCK_TIED_FIRST, STOCK_TIED_SECOND = 7, 2
STOCK_ALL = 15

#: Points the 1234 face gives by rank (1st … 4th).
RANK_POINTS = (1, 2, 3, 4)

#: Faces that move a monkey, and how far (nine_pip: the roller picks 1–9).
MOVES = {RINGMASTER: 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "nine_pip": None}
#: What a thief can take.
LOOT = ("star", "gold", "stock")


def arrow(toward: int) -> str:
    return f"arrow>{toward}"


def is_arrow(face: str) -> bool:
    return face.startswith("arrow")


def arrow_target(face: str) -> int:
    return int(face[6:])


def face_type(face: str) -> str:
    """The supply a face belongs to ("arrow" for any arrow); numbers and
    the Ringmaster belong to none and are returned as themselves."""
    return "arrow" if face.startswith("arrow") else face


def points_of(face: str) -> int:
    """A point face's value ("p3" -> 3), 0 for any other face."""
    return int(face[1]) if face[0] == "p" else 0


def opposite(position: int) -> int:
    return FACES_PER_DIE - 1 - position


def adjacent(position: int) -> tuple[int, ...]:
    """The four faces around `position` (all but itself and its opposite)."""
    return ADJACENT[position]


#: `adjacent` of every position, worked out once.
ADJACENT = tuple(tuple(p for p in range(FACES_PER_DIE) if p not in (position, FACES_PER_DIE - 1 - position))
                 for position in range(FACES_PER_DIE))
