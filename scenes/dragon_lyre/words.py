"""The Dragon & Lyre table's words: prompts, button labels, explanations,
captions and banners, worded from a view or an event for the seat looking
(text only: nothing here draws).  `name(seat)` names a seat; the game log's
lines are `game.dragon_lyre.log`'s."""
from __future__ import annotations

from typing import Callable

from game.core import Action, Decision, Event
from game.dragon_lyre import data, log
from game.dragon_lyre.rules import (ACTION, FIGHT, RECALL, REINFORCE, SETUP, TIE_FIGHT, LyreState, recall_count,
                                    score_breakdown)
from game.text import Teller
from scenes import i18n

#: The text for `dragon_lyre.<key>` in the current language.
t = i18n.remembered("dragon_lyre")

Name = Callable[[int | None], str]


# --- what things are -------------------------------------------------------------------

def card_caption(card: str) -> str:
    """What an epic card is: "set piece", "Excalibur", "territory", a beast's power."""
    kind = data.KIND_OF[card]
    if kind == data.ARTIFACT and card not in data.EXCALIBURS:
        return t("caption.set_piece")
    return t(f"caption.{card if kind == data.BEAST else 'excalibur' if card in data.EXCALIBURS else kind}")


def hero_line(hero: str) -> str:
    """"Knight: melee — beats ranged, loses to magic"."""
    attack = data.ATTACK_OF[hero]
    loses_to = next(a for a, beaten in data.BEATS.items() if beaten == attack)
    return t("explain.hero", hero=log.hero_name(hero, t), attack=t(f"attack.{attack}"),
             beats=t(f"attack.{data.BEATS[attack]}"), loses=t(f"attack.{loses_to}"))


def hero_refusal(hero: str) -> str:
    """Why a hero in hand takes nothing now: a hero captures only a card
    of its own icon, and the row shows none."""
    return t("refuse.hero_no_card", hero=log.hero_name(hero, t), kind=t(f"kind.{data.ICON_OF[hero]}"))


def card_refusal(card: str, hand: list[str], selected: str | None) -> str:
    """Why a card in the row cannot be taken now: a beast only by the
    prophet; any other card only by a hero of its icon (the chosen one's,
    when a hero is chosen)."""
    kind = data.KIND_OF[card]
    if kind == data.BEAST:
        return t("refuse.beast")
    if selected is not None:
        return t("refuse.hero_other_icon", hero=log.hero_name(selected, t), kind=t(f"kind.{data.ICON_OF[selected]}"))
    return t("refuse.no_hero_for", kind=t(f"kind.{kind}"))


def refusal_for(view: LyreState, place: str, card: str, kind: str, seat: int, choosing: bool) -> str:
    """Why a card or hero on the table is no choice in a decision of
    `kind`: a fight, a recall, a reinforcement or the setup is finished
    first; only a rival's artifact or territory is attacked, with a hero
    in hand, never in the final round, and with no hero or the prophet
    chosen for a capture."""
    if kind != ACTION:
        return t(f"refuse.first.{kind}")
    if place != "captured":
        return ""
    if card in view.captured[seat]:
        return t("refuse.own_capture")
    if card not in data.TERRITORIES + data.ARTIFACTS:
        return t("refuse.not_attackable", kind=t(f"kind.{data.KIND_OF[card]}"))
    if view.final_round:
        return t("refuse.final_round")
    if not view.hands[seat]:
        return t("refuse.attack_needs_hero")
    return t("refuse.attack_put_down") if choosing else ""


def score_parts(points_by_kind) -> str:
    """"battles 4, territories 6, artifacts 10, beasts 0"."""
    return t("list_sep").join(t("score_part", kind=t(f"kind.{kind}"), points=points)
                              for kind, points in zip(data.KINDS, points_by_kind))


def score_details(view: LyreState) -> dict[int, str]:
    """Each seat's points by kind, for the results screen."""
    return {seat: score_parts(score_breakdown(won)[kind] for kind in data.KINDS)
            for seat, won in enumerate(view.captured)}


def marker_text(view: LyreState) -> str:
    """How many cards lie above the final-round marker, or that the final round is on."""
    if view.final_round:
        return t("marker.final")
    return t("marker.ahead", count=len(view.deck) - view.marker_at)


def heroes_a_recall_takes(view: LyreState) -> int:
    """How many heroes a recall now would take back."""
    return recall_count(view.actions_left, len(view.used[view.turn]))


# --- the decision ----------------------------------------------------------------------

def out_of_turn(view: LyreState, decision: Decision, name: Name) -> str:
    """A fight answered out of turn: the defence of a card attacked, or
    the tie fight of the leaders at the end."""
    if decision.kind == FIGHT and decision.seat != view.attack["attacker"]:
        return t("cue.defence", name=name(view.attack["attacker"]), card=log.card_name(view.attack["card"], t))
    return t("cue.tie_fight") if decision.kind == TIE_FIGHT else ""


def prompt_text(view: LyreState, decision: Decision, selected: str | None, prophet_mode: bool, name: Name) -> str:
    """The question: seal for setup or a fight, reinforce, recall, or the
    turn's actions (a hero chosen, or the prophet called, narrows it)."""
    kind, seat = decision.kind, decision.seat
    if kind == SETUP:
        return t("prompt.setup", count=len(view.setup_picks[seat]))
    if kind == FIGHT:
        fight = view.attack
        card = log.card_name(fight["card"], t)
        if seat == fight["attacker"]:
            return t("prompt.seal_attack", name=name(fight["defender"]), card=card)
        return t("prompt.seal_defence", name=name(fight["attacker"]), card=card)
    if kind == REINFORCE:
        return t("prompt.reinforce")
    if kind == RECALL:
        return t("prompt.recall", count=view.recall_left)
    if kind == TIE_FIGHT:
        return t("prompt.tie_fight")
    if prophet_mode:
        return t("prompt.prophet")
    if selected is not None:
        return t("prompt.selected", hero=log.hero_name(selected, t))
    return t("prompt.turn_final" if view.final_round else "prompt.turn", count=view.actions_left)


def explain_decision(view: LyreState, decision: Decision, selected: str | None, prophet_mode: bool) -> str:
    if decision.kind != ACTION:
        return t(f"explain.{decision.kind}")
    if prophet_mode:
        return t("explain.prophet_mode")
    if selected is not None:
        return t("explain.selected", hero=log.hero_name(selected, t))
    return t("explain.turn_final" if view.final_round else "explain.turn")


def explain_choice(action: Action, view: LyreState, name: Name) -> str:
    kind = action.kind
    if kind in ("seal", "seal_used", "recall_hero"):
        return hero_line(action.hero)
    if kind == "capture":
        return t("explain.capture", hero=log.hero_name(action.hero, t), card=log.card_name(action.card, t))
    if kind == "attack":
        return t("explain.attack", name=name(action.defender), card=log.card_name(action.card, t))
    if kind in ("reinforce", "give_up"):
        return t(f"explain.{kind}")
    if kind == "recall":
        return t("explain.recall_action", count=heroes_a_recall_takes(view))
    return ""


def action_label(action: Action, view: LyreState, name: Name) -> str | None:
    """A button's or a tooltip's words for `action` (None: not one of ours)."""
    kind = action.kind
    if kind == "recall":
        return t("action.recall", count=heroes_a_recall_takes(view))
    if kind in ("reinforce", "give_up"):
        return t(f"action.{kind}")
    if kind == "capture":
        return t("action.capture", hero=log.hero_name(action.hero, t), card=log.card_name(action.card, t))
    if kind == "prophet":
        return t("action.prophet_take", card=log.card_name(action.card, t))
    if kind == "attack":
        return t("action.attack", name=name(action.defender), card=log.card_name(action.card, t))
    if kind in ("seal", "seal_used", "recall_hero"):
        return log.hero_with_attack(action.hero, t)
    return None


# --- seat panels -----------------------------------------------------------------------

def seat_numbers(view: LyreState, seat: int) -> list[tuple[str, int]]:
    return [(t("points_short"), score_breakdown(view.captured[seat])["total"]),
            (t("heroes_short"), len(view.hands[seat]))]


def seat_number_caption(tell: Callable[..., str], seat: int, kind: str, value) -> str | None:
    if kind == t("points_short"):
        return tell("inspect.points", seat, count=value)
    if kind == t("heroes_short"):
        return tell("inspect.heroes", seat, count=value)
    return None


def seat_status(view: LyreState, seat: int) -> str:
    return t("status.prophet_used") if view.prophet_used[seat] else t("status.prophet_ready")


# --- banners ---------------------------------------------------------------------------

def turn_banner(event: Event, reader: int | None, name: Name) -> str:
    key = "banner.your_turn" if event.seat == reader else "banner.turn"
    return t(key, name=name(event.seat), round=event.round)


def attack_banner(event: Event, viewer: int | None, name: Name) -> str:
    card = log.card_name(event.card, t)
    key = "banner.attacked" if event.defender == viewer else "banner.attack"
    return t(key, name=name(event.seat), card=card)


def fight_banner(event: Event, name: Name) -> str:
    if event.result == "tie":
        return t("banner.tie")
    return t("banner.fight_won", name=name(event.seat if event.result == "attacker" else event.defender))


def seat_score_banner(seat: int, total: int, points_by_kind, name: Name) -> str:
    return t("banner.seat_score", name=name(seat), count=total, parts=score_parts(points_by_kind))


def game_over_banner(event: Event, reader: int | None, name: Name) -> str:
    return t("banner.game_over", names=Teller(t, name, reader).names(event.winners))
