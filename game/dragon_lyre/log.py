"""Dragon & Lyre events in words: the game log of the table and the terminal.

`t(key, **values)` translates within the ``dragon_lyre`` namespace and
`name_of(seat)` names a seat; sentences are worded for their reader with
`game.text.Teller` ("You capture …", "Mei captures …").
"""
from __future__ import annotations

from typing import Callable

from game.core import Event
from game.dragon_lyre import data
from game.text import Teller, Translate, listed


def card_name(card: str, t: Translate) -> str:
    """"Dawn Helm", "Castle", "Excalibur", "Unicorn"."""
    kind = data.KIND_OF[card]
    if kind == data.ARTIFACT and card not in data.EXCALIBURS:
        kit, piece = card.split("_")
        return t("card.set_piece", set=t(f"set.{kit}"), piece=t(f"piece.{piece}"))
    if kind == data.TERRITORY:
        return t(f"card.{data.territory_kind(card)}")
    if card in data.EXCALIBURS:
        return t("card.excalibur")
    if kind == data.BATTLE:
        return t("card.battle")
    return t(f"card.{card}")


def hero_name(hero: str, t: Translate) -> str:
    return t(f"hero.{hero}")


def hero_with_attack(hero: str, t: Translate) -> str:
    """"Knight (melee)"."""
    return t("hero_attack", hero=hero_name(hero, t), attack=t(f"attack.{data.ATTACK_OF[hero]}"))


def describe(event: Event, t: Translate, name_of: Callable[[int], str], animated: bool = False,
             viewer: int | None = None) -> str | None:
    """The log line for `event` as `viewer` reads it ("you" for their own
    seat).  `animated`: the reader also watches the table, whose
    animations alone tell heroes moving between hand and pile and the end
    of a turn; those get no line."""
    kind = event.kind
    tell = Teller(t, name_of, viewer)
    seat = event.get("seat")

    def cards(items) -> str:
        return listed([card_name(c, t) for c in items], t)

    if kind == "setup_pick":
        hero = event.get("hero")
        if hero is not None:
            return tell("log.setup_pick_known", seat, hero=hero_name(hero, t), count=event.count)
        return None if animated else tell("log.setup_pick", seat)
    if kind == "setup_revealed":
        return tell("log.setup_revealed", event.first)
    if kind == "turn_start":
        return tell("log.turn_start", seat, round=event.round)
    if kind == "reveal":
        return tell("log.reveal", card=card_name(event.card, t))
    if kind == "final_round":
        return tell("log.final_round", card=card_name(event.card, t))
    if kind == "capture":
        return tell("log.capture", seat, hero=hero_name(event.hero, t), card=card_name(event.card, t))
    if kind == "prophet":
        return tell("log.prophet", seat, card=card_name(event.card, t))
    if kind == "beast_sweep":
        beast = card_name(event.beast, t)
        if not event.cards:
            return tell("log.beast_sweep_nothing", beast=beast)
        return tell("log.beast_sweep", seat, beast=beast, cards=cards(event.cards))
    if kind in ("attack", "attack_won", "attack_held"):
        return _attack_line(event, tell)
    if kind == "sealed":
        hero = event.get("hero")
        if hero is not None:
            return tell("log.sealed_known", seat, hero=hero_with_attack(hero, t))
        return tell("log.sealed", seat)
    if kind == "no_defence":
        return tell("log.no_defence", seat)
    if kind == "fight_reveal":
        if event.defender_hero is None:
            return tell("log.fight_unopposed", hero=hero_with_attack(event.hero, t))
        return tell(f"log.fight_reveal.{event.result}", hero=hero_with_attack(event.hero, t),
                    defender_hero=hero_with_attack(event.defender_hero, t))
    if kind == "reinforce":
        return tell("log.reinforce", seat)
    if kind == "give_up":
        return tell("log.give_up_forced" if event.forced else "log.give_up", seat)
    if kind == "recall":
        return tell("log.recall", seat, count=event.count)
    if kind == "scores":
        return tell("log.scores")
    if kind == "tie_fight":
        return tell("log.tie_fight", names=tell.names(event.seats))
    if kind == "tie_reveal":
        shown = listed([t("log.tie_shown", name=tell.name(s), hero=hero_with_attack(h, t))
                        for s, h in zip(event.seats, event.heroes)], t)
        return tell("log.tie_reveal", shown=shown, names=tell.names(event.survivors))
    if kind == "tie_unarmed":
        return tell("log.tie_unarmed", names=tell.names(event.seats))
    if kind == "game_over":
        return tell("log.game_over", names=tell.names(event.winners))
    if animated:
        return None
    if kind == "recall_hero":
        hero = event.get("hero")
        if hero is not None:
            return tell("log.recall_hero_known", seat, hero=hero_name(hero, t))
        return tell("log.recall_hero", seat)
    if kind == "recall_done":
        if event.top is None:
            return tell("log.recall_done_empty", seat)
        return tell("log.recall_done", seat, hero=hero_name(event.top, t))
    if kind == "heroes_used":
        return tell("log.heroes_used", seat, heroes=listed([hero_name(h, t) for h in event.heroes], t))
    if kind == "heroes_back":
        return tell("log.heroes_back", seat, heroes=listed([hero_name(h, t) for h in event.heroes], t))
    if kind == "turn_end":
        return tell("log.turn_end", seat)
    return None


def _attack_line(event: Event, tell: Teller) -> str:
    """Attacks name two seats: the reader may be the attacker, the
    defender or neither."""
    card = card_name(event.card, tell.t)
    if tell.is_you(event.seat):
        return tell(f"log.{event.kind}.by_you", defender=tell.name(event.defender), card=card)
    if tell.is_you(event.defender):
        return tell(f"log.{event.kind}.on_you", name=tell.name(event.seat), card=card)
    return tell(f"log.{event.kind}.other", name=tell.name(event.seat), defender=tell.name(event.defender), card=card)


def done_to(event: Event) -> tuple[int, ...]:
    """The seat attacked, and the seat that loses the attacked card."""
    return (event.defender,) if event.kind in ("attack", "attack_won") else ()
