"""Vendor the game's pictures from the game-icons.net collection.

Development-time only (the game never downloads anything):

    npm pack @iconify-json/game-icons          # -> iconify-json-game-icons-X.tgz
    python -m scenes.art.vendor iconify-json-game-icons-X.tgz

`ICONS` names every picture the game uses and the game-icons.net icon it is
drawn from, as ``author/icon`` (the collection's own address for it, so the
author is credited as CC BY 3.0 asks).  The script writes one SVG per picture
under ``assets/icons/`` and ``assets/icons/CREDITS``, which the About screen
shows.
"""
from __future__ import annotations

import argparse
import json
import sys
import tarfile
from pathlib import Path

from game.resources import asset

ICONS_DIR = asset("icons")

#: picture name -> "author/icon-name" on game-icons.net
ICONS: dict[str, str] = {
    # the tavern
    "tavern": "delapouite/tavern-sign",
    "dice_cup": "delapouite/rolling-dice-cup",
    "rulebook": "delapouite/rule-book",
    "trophy": "delapouite/laurels-trophy",
    # Citadels characters
    "citadels.assassin": "darkzaitzev/hooded-assassin",
    "citadels.thief": "delapouite/robber",
    "citadels.magician": "lorc/wizard-staff",
    "citadels.king": "delapouite/imperial-crown",
    "citadels.bishop": "delapouite/pope-crown",
    "citadels.merchant": "lorc/swap-bag",
    "citadels.architect": "delapouite/trowel",
    "citadels.warlord": "caro-asercion/warlord-helmet",
    # Citadels districts
    "citadels.manor": "delapouite/family-house",
    "citadels.castle": "lorc/castle",
    "citadels.palace": "delapouite/indian-palace",
    "citadels.temple": "delapouite/greek-temple",
    "citadels.church": "delapouite/church",
    "citadels.monastery": "delapouite/byzantin-temple",
    "citadels.cathedral": "delapouite/saint-basil-cathedral",
    "citadels.tavern": "lorc/beer-stein",
    "citadels.market": "delapouite/shop",
    "citadels.trading_post": "lorc/trade",
    "citadels.docks": "delapouite/harbor-dock",
    "citadels.harbor": "lorc/anchor",
    "citadels.town_hall": "lorc/capitol",
    "citadels.watchtower": "delapouite/watchtower",
    "citadels.prison": "delapouite/cage",
    "citadels.battlefield": "lorc/crossed-sabres",
    "citadels.fortress": "lorc/locked-fortress",
    "citadels.haunted_city": "delapouite/spooky-house",
    "citadels.keep": "lorc/stone-tower",
    "citadels.laboratory": "lorc/fizzing-flask",
    "citadels.smithy": "lorc/anvil",
    "citadels.observatory": "delapouite/observatory",
    "citadels.graveyard": "delapouite/graveyard",
    "citadels.library": "delapouite/bookshelf",
    "citadels.school_of_magic": "delapouite/spell-book",
    "citadels.great_wall": "delapouite/stone-wall",
    "citadels.university": "delapouite/graduate-cap",
    "citadels.dragon_gate": "delapouite/dungeon-gate",
    # Fist of Dragonstones characters and pieces
    "dragonstones.witch": "cathelineau/witch-face",
    "dragonstones.magician": "delapouite/magic-hat",
    "dragonstones.sorcerer": "lorc/crystal-wand",
    "dragonstones.thief": "delapouite/robber-mask",
    "dragonstones.wizard": "delapouite/wizard-face",
    "dragonstones.dragon": "lorc/dragon-head",
    "dragonstones.alchemist": "lorc/round-bottom-flask",
    "dragonstones.ancient_dragon": "delapouite/spiked-dragon-head",
    "dragonstones.brigand": "darkzaitzev/robber-hand",
    "dragonstones.doppelganger": "lorc/body-swapping",
    "dragonstones.dwarf": "delapouite/dwarf-face",
    "dragonstones.enchantress": "lorc/fairy-wand",
    "dragonstones.fairy": "lorc/fairy",
    "dragonstones.ghost": "lorc/ghost",
    "dragonstones.gnome": "cathelineau/bad-gnome",
    "dragonstones.goblin": "delapouite/goblin-head",
    "dragonstones.goldsmith": "willdabeast/gold-bar",
    "dragonstones.imp": "lorc/imp-laugh",
    "dragonstones.merchant": "lorc/scales",
    "dragonstones.necromancer": "delapouite/skull-staff",
    "dragonstones.quack_wizard": "delapouite/magic-potion",
    "dragonstones.rainbow_dragon": "lorc/rainbow-star",
    "dragonstones.apprentice": "delapouite/magic-broom",
    "dragonstones.troll": "skoll/troll",
    "dragonstones.two_headed_dragon": "lorc/double-dragon",
    "dragonstones.rat_king": "delapouite/rat",
    "dragonstones.generous_dragon": "delapouite/dragon-orb",
    "dragonstones.black_death": "sbed/death-skull",
    "dragonstones.illusionist": "delapouite/carnival-mask",
    "dragonstones.stone_red": "delapouite/fire-gem",
    "dragonstones.stone_blue": "lorc/crystalize",
    "dragonstones.stone_yellow": "lorc/crystal-growth",
    "dragonstones.fairy_gold": "lorc/crown-coin",
    "dragonstones.gold": "delapouite/coins",
    "dragonstones.silver": "caro-asercion/coinflip",
    "dragonstones.amulet": "lorc/gem-pendant",
    "dragonstones.black_coin": "lorc/crossed-bones",
    # Dragon's Lair Treasure Hunt
    "dragons_lair.treasure": "skoll/open-treasure-chest",
    "dragons_lair.jack": "lorc/gem-necklace",
    "dragons_lair.queen": "delapouite/jewel-crown",
    "dragons_lair.king": "lorc/crown-coin",
    "dragons_lair.small_dragon": "lorc/dragon-breath",
    "dragons_lair.big_dragon": "delapouite/spiked-dragon-head",
    "dragons_lair.key": "delapouite/boss-key",
    "dragons_lair.room": "delapouite/door",
    "dragons_lair.chips": "delapouite/two-coins",
    "dragons_lair.map": "lorc/treasure-map",
    # Dragon & Lyre
    "dragon_lyre.lyre": "lorc/lyre",
    "dragon_lyre.prophet": "lorc/crystal-ball",
    "dragon_lyre.unicorn": "delapouite/unicorn",
    "dragon_lyre.griffin": "delapouite/griffin-symbol",
    "dragon_lyre.phoenix": "lorc/eagle-emblem",
    "dragon_lyre.dragon": "lorc/double-dragon",
    "dragon_lyre.battle": "lorc/crossed-swords",
    "dragon_lyre.castle": "pepijn-poolman/elven-castle",
    "dragon_lyre.fortress": "lorc/locked-fortress",
    "dragon_lyre.port": "lorc/anchor",
    "dragon_lyre.artifact": "delapouite/glowing-artifact",
    "dragon_lyre.excalibur": "delapouite/sword-altar",
    "dragon_lyre.melee": "delapouite/sword-brandish",
    "dragon_lyre.ranged": "delapouite/bow-arrow",
    "dragon_lyre.magic": "lorc/wizard-staff",
    "dragon_lyre.hero": "cathelineau/swordman",
    # Rattlebones
    "rattlebones.ringmaster": "delapouite/ringmaster",
    "rattlebones.monkey": "lorc/monkey",
    "rattlebones.train": "delapouite/steam-locomotive",
    "rattlebones.star": "delapouite/round-star",
    "rattlebones.gold": "delapouite/coins",
    "rattlebones.stock": "delapouite/ticket",
    "rattlebones.thief": "darkzaitzev/robber-hand",
    "rattlebones.arrow": "delapouite/plain-arrow",
    "rattlebones.rank": "delapouite/podium",
    "rattlebones.roll_again": "delapouite/rolling-dices",
    "rattlebones.double": "lorc/double-shot",
    "rattlebones.gamble": "faithtoken/card-random",
    "rattlebones.nine_pip": "delapouite/dice-eight-faces-eight",
    "rattlebones.plus_one": "delapouite/upgrade",
    "rattlebones.start": "lorc/top-hat",
}

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" '
       'width="{w}" height="{h}" fill="#ffffff" color="#ffffff">{body}</svg>\n')


def read_package(tgz: Path) -> dict:
    """The icon set's JSON from the npm tarball (`package/icons.json`)."""
    with tarfile.open(tgz) as archive:
        member = archive.extractfile("package/icons.json")
        if member is None:
            raise SystemExit(f"{tgz}: no package/icons.json")
        return json.load(member)


def svg_of(icon_set: dict, name: str) -> str:
    icons, aliases = icon_set["icons"], icon_set.get("aliases", {})
    while name not in icons and name in aliases:
        name = aliases[name]["parent"]
    if name not in icons:
        raise KeyError(name)
    icon = icons[name]
    width = icon.get("width", icon_set.get("width", 512))
    height = icon.get("height", icon_set.get("height", 512))
    body = icon["body"].replace("currentColor", "#ffffff")
    return SVG.format(w=width, h=height, body=body)


def credits_text() -> str:
    by_author: dict[str, list[str]] = {}
    for source in sorted(set(ICONS.values())):
        author, icon = source.split("/")
        by_author.setdefault(author, []).append(icon)
    lines = ["Pictures from game-icons.net (https://game-icons.net),",
             "licensed under CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/).",
             "Recoloured and framed for Tavern Table.", ""]
    for author in sorted(by_author):
        lines.append(f"{author}: {', '.join(by_author[author])}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("package", type=Path, help="the tarball from `npm pack @iconify-json/game-icons`")
    parser.add_argument("--out", type=Path, default=ICONS_DIR)
    args = parser.parse_args(argv)
    icon_set = read_package(args.package)
    args.out.mkdir(parents=True, exist_ok=True)
    missing = []
    for picture, source in ICONS.items():
        try:
            text = svg_of(icon_set, source.split("/")[1])
        except KeyError:
            missing.append(source)
            continue
        (args.out / f"{picture}.svg").write_text(text, encoding="utf-8")
    (args.out / "CREDITS").write_text(credits_text(), encoding="utf-8")
    if missing:
        print("not in the package:", ", ".join(missing), file=sys.stderr)
        return 1
    print(f"wrote {len(ICONS)} pictures to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
