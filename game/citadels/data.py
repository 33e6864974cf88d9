"""Citadels (富饶之城) card tables: the 8 characters and the 65 districts.

Character and colour names in Chinese come from the seed; the seed gives no
district names, so the Chinese district names are the usual published ones.
"""
from __future__ import annotations

ASSASSIN, THIEF, MAGICIAN, KING, BISHOP, MERCHANT, ARCHITECT, WARLORD = range(1, 9)

#: number -> (English, Chinese).  Characters are called in number order.
CHARACTERS = {
    ASSASSIN: ("Assassin", "刺客"),
    THIEF: ("Thief", "盗贼"),
    MAGICIAN: ("Magician", "魔法师"),
    KING: ("King", "国王"),
    BISHOP: ("Bishop", "主教"),
    MERCHANT: ("Merchant", "商人"),
    ARCHITECT: ("Architect", "建筑师"),
    WARLORD: ("Warlord", "领主"),
}

YELLOW, BLUE, GREEN, RED, PURPLE = "yellow", "blue", "green", "red", "purple"

#: colour -> (English, Chinese as the seed names the kind of district)
COLOURS = {
    YELLOW: ("noble", "贵族"),
    BLUE: ("religious", "宗教"),
    GREEN: ("trade", "商业"),
    RED: ("military", "军事"),
    PURPLE: ("special", "紫色"),
}

#: The character whose holder earns 1 gold per district of this colour.
INCOME_COLOUR = {KING: YELLOW, BISHOP: BLUE, MERCHANT: GREEN, WARLORD: RED}

#: id -> (English, Chinese, colour, cost, copies in the deck)
DISTRICTS = {
    "manor": ("Manor", "庄园", YELLOW, 3, 5),
    "castle": ("Castle", "城堡", YELLOW, 4, 4),
    "palace": ("Palace", "宫殿", YELLOW, 5, 3),
    "temple": ("Temple", "神殿", BLUE, 1, 3),
    "church": ("Church", "教堂", BLUE, 2, 3),
    "monastery": ("Monastery", "修道院", BLUE, 3, 3),
    "cathedral": ("Cathedral", "大教堂", BLUE, 5, 2),
    "tavern": ("Tavern", "酒馆", GREEN, 1, 5),
    "market": ("Market", "市场", GREEN, 2, 4),
    "trading_post": ("Trading Post", "贸易站", GREEN, 2, 3),
    "docks": ("Docks", "码头", GREEN, 3, 3),
    "harbor": ("Harbor", "港口", GREEN, 4, 3),
    "town_hall": ("Town Hall", "市政厅", GREEN, 5, 2),
    "watchtower": ("Watchtower", "瞭望塔", RED, 1, 3),
    "prison": ("Prison", "监狱", RED, 2, 3),
    "battlefield": ("Battlefield", "战场", RED, 3, 3),
    "fortress": ("Fortress", "要塞", RED, 5, 2),
    "haunted_city": ("Haunted City", "鬼城", PURPLE, 2, 1),
    "keep": ("Keep", "堡垒", PURPLE, 3, 1),
    "laboratory": ("Laboratory", "实验室", PURPLE, 5, 1),
    "smithy": ("Smithy", "铁匠铺", PURPLE, 5, 1),
    "observatory": ("Observatory", "天文台", PURPLE, 5, 1),
    "graveyard": ("Graveyard", "墓地", PURPLE, 5, 1),
    "library": ("Library", "图书馆", PURPLE, 6, 1),
    "school_of_magic": ("School of Magic", "魔法学院", PURPLE, 6, 1),
    "great_wall": ("Great Wall", "长城", PURPLE, 6, 1),
    "university": ("University", "大学", PURPLE, 6, 1),
    "dragon_gate": ("Dragon Gate", "龙门", PURPLE, 6, 1),
}

#: What each purple district does (shown in the rules page and card tooltips).
PURPLE_POWERS = {
    "haunted_city": "Counts as any one colour for the five-colour bonus, unless built in the last round.",
    "keep": "The Warlord cannot destroy it.",
    "laboratory": "Once a turn: discard a card from hand for 1 gold.",
    "smithy": "Once a turn: pay 2 gold to draw 3 cards.",
    "observatory": "When drawing cards as your action: draw 3, keep 1.",
    "graveyard": "When the Warlord destroys a district, its owner may pay 1 gold to take it to hand (not if the owner is the Warlord).",
    "library": "When drawing cards as your action: keep all drawn cards.",
    "school_of_magic": "Counts as the colour of your character for income.",
    "great_wall": "The Warlord pays 1 more to destroy any of your other districts.",
    "university": "Costs 6, scores 8.",
    "dragon_gate": "Costs 6, scores 8.",
}

STARTING_GOLD = 2
STARTING_HAND = 4
BANK_GOLD = 35
COMPLETE_CITY = 8
SCORING_BONUS = {"university": 2, "dragon_gate": 2}
FIVE_COLOURS_BONUS = 3
FIRST_COMPLETE_BONUS = 4
OTHER_COMPLETE_BONUS = 2

#: seats -> (face-up, face-down) characters set aside before the draft (docs/rulings.md).
SET_ASIDE = {2: (0, 1), 3: (0, 1), 4: (2, 1), 5: (1, 1), 6: (0, 1), 7: (0, 1)}


def colour(card: str) -> str:
    return DISTRICTS[card][2]


def cost(card: str) -> int:
    return DISTRICTS[card][3]


def full_deck() -> list[str]:
    """The 65 district cards, one entry per physical card."""
    return [card for card, row in DISTRICTS.items() for _ in range(row[4])]
