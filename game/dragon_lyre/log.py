"""Dragon & Lyre events in words: the game log of the table and the terminal.

`t(key, **values)` translates within the ``dragon_lyre`` namespace and
`name_of(seat)` names a seat.  Sentences are worded for their reader
(`viewer`): "You capture …" and "Mei captures …" are separate templates
(``….you`` / ``….other``), as are counts of one and of many.
"""
from __future__ import annotations

from typing import Callable

from game.core import Event
from game.dragon_lyre import data
from game.text import Translate


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


def describe(event: Event, t: Translate, name_of: Callable[[int], str], viewer: int | None = None,
             animated: bool = False) -> str | None:
    """The log line for `event` as `viewer` reads it.  `animated`: the
    reader also watches the table, whose animations alone tell heroes
    moving between hand and pile and the end of a turn; those get no line."""
    kind = event.kind

    def said(key: str, seat: int, **values) -> str:
        """`key`.you for the reader's own seat, `key`.other naming it."""
        if seat == viewer:
            return t(f"{key}.you", **values)
        return t(f"{key}.other", name=name_of(seat), **values)

    def cards(items) -> str:
        return t("list_separator").join(card_name(c, t) for c in items)

    seat = event.get("seat")
    if kind == "setup_pick":
        hero = event.get("hero")
        if hero is not None:
            return t("log.setup_pick.known", hero=hero_name(hero, t), count=event.count)
        return None if animated else said("log.setup_pick", seat)
    if kind == "setup_revealed":
        return t("log.setup_revealed")
    if kind == "turn_start":
        return said("log.turn_start", seat, round=event.round)
    if kind == "reveal":
        return t("log.reveal", card=card_name(event.card, t))
    if kind == "final_round":
        return t("log.final_round", card=card_name(event.card, t))
    if kind == "capture":
        return said("log.capture", seat, hero=hero_name(event.hero, t), card=card_name(event.card, t))
    if kind == "prophet":
        return said("log.prophet", seat, card=card_name(event.card, t))
    if kind == "beast_sweep":
        beast = card_name(event.beast, t)
        if not event.cards:
            return t("log.beast_sweep_nothing", beast=beast)
        return said("log.beast_sweep", seat, beast=beast, cards=cards(event.cards))
    if kind in ("attack", "attack_won", "attack_held"):
        return _attack_line(event, t, name_of, viewer)
    if kind == "sealed":
        hero = event.get("hero")
        if hero is not None:
            return t("log.sealed.known", hero=hero_with_attack(hero, t))
        return said("log.sealed", seat)
    if kind == "no_defence":
        return said("log.no_defence", seat)
    if kind == "fight_reveal":
        if event.defender_hero is None:
            return t("log.fight_unopposed", hero=hero_with_attack(event.hero, t))
        return t(f"log.fight_reveal.{event.result}", hero=hero_with_attack(event.hero, t),
                 defender_hero=hero_with_attack(event.defender_hero, t))
    if kind == "reinforce":
        return said("log.reinforce", seat)
    if kind == "give_up":
        return said("log.give_up_forced" if event.forced else "log.give_up", seat)
    if kind == "recall":
        return said("log.recall_one" if event.count == 1 else "log.recall", seat, count=event.count)
    if kind == "scores":
        return t("log.scores")
    if kind == "tie_fight":
        return t("log.tie_fight", names=_names(event.seats, t, name_of, viewer))
    if kind == "tie_reveal":
        shown = t("list_separator").join(
            t("log.tie_shown", name=_name(s, t, name_of, viewer), hero=hero_with_attack(h, t))
            for s, h in zip(event.seats, event.heroes))
        return t("log.tie_reveal", shown=shown, names=_names(event.survivors, t, name_of, viewer))
    if kind == "tie_unarmed":
        return t("log.tie_unarmed", names=_names(event.seats, t, name_of, viewer))
    if kind == "game_over":
        return t("log.game_over", names=_names(event.winners, t, name_of, viewer))
    if animated:
        return None
    if kind == "recall_hero":
        hero = event.get("hero")
        if hero is not None:
            return t("log.recall_hero.known", hero=hero_name(hero, t))
        return said("log.recall_hero", seat)
    if kind == "heroes_used":
        return said("log.heroes_used", seat, heroes=_heroes(event.heroes, t))
    if kind == "heroes_back":
        return said("log.heroes_back", seat, heroes=_heroes(event.heroes, t))
    if kind == "turn_end":
        return said("log.turn_end", seat)
    return None


def _attack_line(event: Event, t: Translate, name_of: Callable[[int], str], viewer: int | None) -> str:
    """Attacks name two seats: the reader may be the attacker, the
    defender or neither."""
    key = {"attack": "log.attack", "attack_won": "log.attack_won", "attack_held": "log.attack_held"}[event.kind]
    card = card_name(event.card, t)
    if event.seat == viewer:
        return t(f"{key}.by_you", defender=name_of(event.defender), card=card)
    if event.defender == viewer:
        return t(f"{key}.on_you", name=name_of(event.seat), card=card)
    return t(f"{key}.other", name=name_of(event.seat), defender=name_of(event.defender), card=card)


def _name(seat: int, t: Translate, name_of: Callable[[int], str], viewer: int | None) -> str:
    return t("you") if seat == viewer else name_of(seat)


def _names(seats, t: Translate, name_of: Callable[[int], str], viewer: int | None) -> str:
    return t("list_separator").join(_name(s, t, name_of, viewer) for s in seats)


def _heroes(heroes, t: Translate) -> str:
    return t("list_separator").join(hero_name(h, t) for h in heroes)
