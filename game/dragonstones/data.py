"""Fist of Dragonstones (龙石之拳): components and character cards as plain tables.

Names come from the seed (seeds/000); `text` is the translation key of the
card's power text in assets/translations.  `power` names the rule in
powers.py that the card uses; `args` are that rule's numbers.
"""
from __future__ import annotations

from dataclasses import dataclass

COLOURS = ("red", "blue", "yellow")
COINS = ("fairy", "gold", "silver", "black", "amulet")

#: What the bank holds before the start holdings are dealt (docs/rulings.md).
SUPPLY = {"fairy": 60, "silver": 40, "gold": 15, "black": 2, "amulet": 2,
          "red": 12, "blue": 12, "yellow": 12}

#: Every seat starts with these coins behind its screen, plus 4 random stones.
START_COINS = {"fairy": 8, "gold": 2, "silver": 5}
START_STONES = 4

POINTS_TO_WIN = 3
SPECIALS_PER_ROUND = 2

#: House ruling: a game still undecided after this many rounds ends; most
#: points wins, then most stones.  (The seed has no limit; this only stops
#: endless games between bots that never trade stones for points.)
MAX_ROUNDS = 40


@dataclass(frozen=True)
class Card:
    id: str
    name_en: str
    name_zh: str
    deck: str          # "standard", "special" or "expansion"
    power: str
    args: tuple = ()

    @property
    def text(self) -> str:
        return f"dragonstones.power.{self.power}"


def _card(id, en, zh, deck, power, *args) -> Card:
    return Card(id, en, zh, deck, power, tuple(args))


_STANDARD = [
    _card("witch", "Witch", "女巫", "standard", "gain", ("black", 1)),
    _card("magician", "Magician", "魔术师", "standard", "magician"),
    _card("sorcerer", "Sorcerer", "术士", "standard", "sorcerer"),
    _card("thief", "Thief", "小偷", "standard", "thief"),
    _card("wizard", "Wizard", "法师", "standard", "wizard"),
    _card("red_dragon", "Red Dragon", "红龙", "standard", "stone", "red"),
    _card("blue_dragon", "Blue Dragon", "蓝龙", "standard", "stone", "blue"),
    _card("yellow_dragon", "Yellow Dragon", "黄龙", "standard", "stone", "yellow"),
]

_SPECIAL = [
    _card("alchemist", "Alchemist", "炼金术师", "special", "gain", ("gold", 3)),
    _card("ancient_dragon_1", "Ancient Dragon", "古代龙", "special", "ancient_dragon"),
    _card("ancient_dragon_2", "Ancient Dragon", "古代龙", "special", "ancient_dragon"),
    _card("brigand", "Brigand", "强盗", "special", "brigand"),
    _card("doppelganger", "Doppelganger", "变形怪", "special", "keep"),
    _card("dwarf_4", "Dwarf", "矮人", "special", "gain", ("silver", 4)),
    _card("dwarf_5", "Dwarf", "矮人", "special", "gain", ("silver", 5)),
    _card("enchantress", "Enchantress", "附魔师", "special", "enchantress"),
    _card("fairy_1", "Fairy", "妖精", "special", "gain", ("fairy", 1)),
    _card("fairy_2", "Fairy", "妖精", "special", "gain", ("fairy", 1)),
    _card("ghost", "Ghost", "幽魂", "special", "ghost"),
    _card("gnome", "Gnome", "地侏", "special", "gain", ("gold", 2), ("silver", 2)),
    _card("goblin", "Goblin", "哥布尔", "special", "goblin"),
    _card("goldsmith", "Goldsmith", "金匠", "special", "gain", ("amulet", 1)),
    _card("imp", "Imp", "小恶魔", "special", "imp"),
    _card("merchant", "Merchant", "商人", "special", "merchant"),
    _card("necromancer", "Necromancer", "死灵师", "special", "necromancer"),
    _card("quack_wizard_1", "Quack Wizard", "冒牌法师", "special", "quack_wizard"),
    _card("quack_wizard_2", "Quack Wizard", "冒牌法师", "special", "quack_wizard"),
    _card("rainbow_dragon", "Rainbow Dragon", "彩虹龙", "special", "rainbow_dragon"),
    _card("apprentice_1", "Sorcerer's Apprentice", "术士学徒", "special", "apprentice"),
    _card("apprentice_2", "Sorcerer's Apprentice", "术士学徒", "special", "apprentice"),
    _card("troll", "Troll", "巨魔", "special", "troll"),
    _card("two_headed_dragon_1", "Two-headed Dragon", "双头龙", "special", "two_headed_dragon"),
    _card("two_headed_dragon_2", "Two-headed Dragon", "双头龙", "special", "two_headed_dragon"),
]

_EXPANSION = [
    _card("rat_king", "Rat King", "鼠王", "expansion", "keep"),
    _card("generous_dragon", "Generous Dragon", "肥龙", "expansion", "generous_dragon"),
    _card("black_death", "The Black Death", "黑色死神", "expansion", "black_death"),
    _card("illusionist", "Illusionist", "幻术师", "expansion", "illusionist"),
]

CARDS: dict[str, Card] = {c.id: c for c in _STANDARD + _SPECIAL + _EXPANSION}
STANDARD = tuple(c.id for c in _STANDARD)
SPECIAL = tuple(c.id for c in _SPECIAL)
EXPANSION = tuple(c.id for c in _EXPANSION)

#: Cards whose power is to lie face up in front of the winner until used.
KEEPERS = ("doppelganger", "rat_king")
#: The lowest bid takes this card, not the highest.
LOWEST_TAKES = ("black_death",)
