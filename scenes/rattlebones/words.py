"""What the Rattlebones table says: prompts, button labels, explanations
and the captions of things looked at large, worded from the shown view for
the seat looking (text only; the game log's lines are `game.rattlebones.log`)."""
from __future__ import annotations

from typing import Callable

from game.core import Action
from game.rattlebones import data, log
from game.rattlebones.rules import RattleState, effective_face

Translate = Callable[..., str]


class Words:
    """The title's sentences: `t` translates a Rattlebones key, `name`
    names a seat, `tell` words a sentence about a seat for the one looking
    ("You hold …", "Bo holds …")."""

    def __init__(self, t: Translate, name: Callable[[int | None], str], tell: Callable[..., str]) -> None:
        self.t, self.name, self.tell = t, name, tell

    # --- names -------------------------------------------------------------------
    def aim_refusal(self, toward: int, arrow_at: int) -> str:
        """Why an arrow cannot point at a face: it points from its own
        face to one beside it, never back at itself or across the die."""
        return self.t("refuse.aim_self" if toward == arrow_at else "refuse.aim_opposite")

    def replace_refusal(self, die: list, position: int) -> str:
        """Why a face of the die cannot take the new one: the Ringmaster
        never changes, and a face is not put over the same face."""
        if position == 0:
            return self.t("refuse.ringmaster")
        return self.t("refuse.same_face", face=self.face_name(die[position]))

    def plus_one_refusal(self, die: list, position: int) -> str:
        """Why +1 cannot go on a face: the Ringmaster never changes, a
        point face goes up one at a time to the highest there is, and
        only while the supply holds the face it becomes."""
        if position == 0:
            return self.t("refuse.ringmaster")
        points = data.points_of(die[position])
        if points >= data.MAX_POINTS:
            return self.t("refuse.top_points", points=points)
        return self.t("refuse.no_point_face", points=points + 1)

    def place_refusal(self, place: str, kinds: set[str]) -> str:
        """Why a space of the track or a rolled die is no choice now: a
        monkey moves by the dice (a 9-Pip's by up to 9 lit spaces); a die
        is clicked to roll it, or to resolve it next."""
        if place == "space":
            return self.t("refuse.space_far" if "steps" in kinds else "refuse.space")
        if place == "rolled":
            return self.t("refuse.die_busy")
        return ""

    def rival_monkey_refusal(self, seat: int) -> str:
        """Why another seat's monkey is no choice: dice move only their roller's monkeys."""
        return self.t("refuse.rival_monkey", name=self.name(seat))

    def face_name(self, face: str | None) -> str:
        return log.face_name(face, self.t)

    def die_name(self, die: int) -> str:
        return log.die_name(die, self.t)

    def space_name(self, tile: str) -> str:
        return log.space_name(tile, self.t)

    # --- what a thing does ---------------------------------------------------------
    def face_help(self, face: str, pointed: str | None = None) -> str:
        """What a face does when rolled (an arrow: and the face it points at)."""
        if face in data.NUMBERS:
            return self.t("help.number", n=face)
        if face[0] == "p":
            return self.t("help.points", n=self.face_name(face))
        text = self.t(f"help.{data.face_type(face)}")
        if pointed is not None:
            text = self.t("inspect.points_at", face=text, pointed=self.face_help(pointed))
        return text

    def space_help(self, tile: str, supply: dict) -> str:
        """A space of the loop looked at: what landing there offers, and
        how many of its faces are left."""
        if tile == data.START:
            return self.t("help.start")
        if tile == data.PLUS_ONE:
            points = self.t("list_sep").join(f"{p[1]}×{supply[p]}" for p in data.POINT_FACES)
            return self.t("inspect.plus_one", help=self.t("help.plus_one"), points=points)
        return self.t("inspect.sentences", first=self.face_help(tile),
                      then=self.t("help.supply", count=supply.get(tile)))

    def die_face_caption(self, seat: int, die: int, face: str, pointed: str | None) -> str:
        return self.tell("inspect.die_face", seat, die=self.die_name(die), help=self.face_help(face, pointed))

    def new_face_caption(self, face: str) -> str:
        """The face the die editor offers."""
        return self.t("inspect.new_face", help=self.face_help(face if face != "arrow>0" else "arrow"))

    def item_caption(self, seat: int, item: str, count: int) -> str:
        """What a seat holds of `item` (gold, stars, stock tickets) and what it is for."""
        return self.t("inspect.then", first=self.tell(f"inspect.{item}", seat, count=count),
                      then=self.t(f"help.{item}"))

    def score_caption(self, seat: int, score: int) -> str:
        return self.tell("inspect.score", seat, count=score)

    def hat_caption(self, marker: int) -> str:
        return self.t("inspect.hat", marker=marker)

    def train_caption(self, space: int) -> str:
        return self.t("inspect.train", value=data.TRAIN_TRACK[space], help=self.t("help.train"))

    # --- labels on the felt ----------------------------------------------------------
    def score(self, points: int) -> str:
        return self.t("score", count=points)

    def tray_title(self, view: RattleState) -> str:
        """The tray's heading: the round and whose dice these are."""
        return self.t("turn", turn=view.turn // view.players + 1) + " · " + self.name(view.seat)

    def editor_title(self, view: RattleState) -> str:
        """The die editor's heading: what is done to which die."""
        return self.t(f"phase.{view.phase}") + " · " + self.die_name(view.current)

    def seat_status(self, view: RattleState, seat: int) -> str:
        """What the seat to play is doing (nothing for the others)."""
        if seat == view.seat and view.phase != "over":
            return self.t(f"phase.{view.phase}")
        return ""

    def roll_again_banner(self) -> str:
        return self.t("face.roll_again")

    def payout_banner(self, payout: tuple) -> str:
        """The stock payout: who scores what."""
        return self.t("space.stock") + " · " + ", ".join(
            f"{self.name(seat)} +{points}" for seat, points in enumerate(payout) if points)

    def game_over_banner(self) -> str:
        return self.t("phase.over")

    # --- the decision ------------------------------------------------------------------
    def prompt_text(self, view: RattleState, kind: str) -> str:
        """The question of the decision `kind` for the seat to play."""
        die = view.current
        if kind == "choose_dice":
            return self.t("prompt.choose_more" if view.chosen else "prompt.choose_dice")
        if kind == "move":
            if view.steps is None:
                return self.t("prompt.move_nine", die=self.die_name(die))
            return self.t("prompt.move", steps=view.steps, die=self.die_name(die))
        if kind == "replace":
            return self.t("prompt.replace", face=self.face_name(view.tiles[view.space]), die=self.die_name(die))
        if kind == "plus_one":
            return self.t("prompt.plus_one", die=self.die_name(die))
        if kind == "steal":
            return self.t("prompt.steal", name=self.name(view.victims[0]))
        return self.t(f"prompt.{kind}")

    def explain_decision(self, view: RattleState, kind: str) -> str:
        """One line on what the decision's choices do."""
        if kind == "choose_dice" and view.chosen:
            return self.t("explain.choose_more")
        if kind == "move" and view.steps is None:
            return self.t("explain.move_nine")
        if kind == "steal":
            return self.t("explain.steal", name=self.name(view.victims[0]))
        return self.t(f"explain.{kind}", count=view.steps or 0)

    def explain_choice(self, view: RattleState, action: Action) -> str:
        """One line on what one choice does ("" where the decision's line says it)."""
        kind = action.kind
        if kind in ("resolve", "double"):
            return self.face_help(effective_face(view.dice[view.seat][action.die], view.showing[action.die]))
        if kind in ("roll", "stay", "decline"):
            return self.t(f"explain.{decline_key(view, kind)}")
        return ""

    def action_label(self, view: RattleState, action: Action) -> str:
        """A choice's button label (or its name in a hint)."""
        kind = action.kind
        if kind in ("roll", "stay", "decline"):
            return self.t(f"action.{decline_key(view, kind)}")
        if kind == "steps":
            return self.t("action.steps", n=action.n)
        if kind == "sell":
            stars = action.stars
            return self.t(f"action.sell_{'one' if stars == 1 else 'many'}", count=stars,
                          points=data.STAR_SALE[stars])
        if kind in ("take", "again"):
            return self.t(f"action.{kind}", die=self.die_name(action.die))
        if kind in ("resolve", "double"):
            face = effective_face(view.dice[view.seat][action.die], view.showing[action.die])
            return self.t(f"action.{kind}", die=self.die_name(action.die), face=self.face_name(face))
        if kind == "steal":
            return self.t("action.steal", item=self.t(f"loot.{action.item}"))
        if kind == "move":
            space = view.monkeys[view.seat][action.monkey]
            return self.t("action.move", space=self.space_name(view.tiles[space]))
        if kind in ("replace", "upgrade"):
            face = view.dice[view.seat][view.current][action.face]
            return self.t(f"action.{kind}", face=self.face_name(face))
        face = view.dice[view.seat][view.current][action.toward]   # aim
        return self.t("action.aim", face=self.face_name(face))


def decline_key(view: RattleState, kind: str) -> str:
    """Declining at the START shop keeps the stars; elsewhere it keeps the die."""
    return "keep_stars" if kind == "decline" and view.phase == "sell" else kind
