"""The in-app rules texts in assets/rules/: present, in the reader's markdown
subset, English and Chinese in step, and complete where completeness can be
checked by name (every Fist of Dragonstones character, every Citadels
character and purple district).

No pygame here: the texts are read as plain files.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

RULES_DIR = Path(__file__).resolve().parent.parent / "assets" / "rules"

TITLES = ("dragons_lair", "dragonstones", "citadels", "rattlebones", "dragon_lyre")
LANGS = ("en", "zh")

TITLE_LINES = {
    ("dragons_lair", "en"): "# Dragon's Lair Treasure Hunt",
    ("dragons_lair", "zh"): "# 龙穴寻宝",
    ("dragonstones", "en"): "# Fist of Dragonstones",
    ("dragonstones", "zh"): "# 龙石之拳",
    ("citadels", "en"): "# Citadels",
    ("citadels", "zh"): "# 富饶之城",
    ("rattlebones", "en"): "# Rattlebones",
    ("rattlebones", "zh"): "# 骰子马戏团",
    ("dragon_lyre", "en"): "# Dragon & Lyre",
    ("dragon_lyre", "zh"): "# 龙与七弦琴",
}

# Fist of Dragonstones, seed 000: the 8 standard characters, the 19 kinds of
# the 25 special cards (Ancient Dragon, Dwarf, Fairy, Quack Wizard, Sorcerer
# Apprentice and Two-headed Dragon come twice) and the 4 expansion cards.
# English names as the seed spells them; Chinese names exactly as in the seed.
DRAGONSTONES_CHARACTERS = (
    # standard
    ("Witch", "女巫"),
    ("Magician", "魔术师"),
    ("Sorcerer", "术士"),
    ("Thief", "小偷"),
    ("Wizard", "法师"),
    ("Red Dragon", "红龙"),
    ("Blue Dragon", "蓝龙"),
    ("Yellow Dragon", "黄龙"),
    # special
    ("Alchemist", "炼金术师"),
    ("Ancient Dragon", "古代龙"),
    ("Brigand", "强盗"),
    ("Doppelganger", "变形怪"),
    ("Dwarf", "矮人"),
    ("Enchantress", "附魔师"),
    ("Fairy", "妖精"),
    ("Ghost", "幽魂"),
    ("Gnome", "地侏"),
    ("Goblin", "哥布尔"),
    ("Goldsmith", "金匠"),
    ("Imp", "小恶魔"),
    ("Merchant", "商人"),
    ("Necromancer", "死灵师"),
    ("Quack Wizard", "冒牌法师"),
    ("Rainbow Dragon", "彩虹龙"),
    ("Sorcerer Apprentice", "术士学徒"),
    ("Troll", "巨魔"),
    ("Two-headed Dragon", "双头龙"),
    # expansion
    ("Rat King", "鼠王"),
    ("Generous Dragon", "肥龙"),
    ("Black Death", "黑色死神"),
    ("Illusionist", "幻术师"),
)

# The seed's English "Sorcerer Apprentice" is the card the program (and the
# printed game) calls "Sorcerer's Apprentice": the texts use that spelling.
SPELLINGS = {"Sorcerer Apprentice": ("Sorcerer Apprentice", "Sorcerer's Apprentice")}


def names_in(text: str, name: str) -> bool:
    return any(spelling in text for spelling in SPELLINGS.get(name, (name,)))


# Citadels, seed 003 (characters) and docs/rulings.md (districts).  The seed names
# no purple district; the Chinese names are the program's own.
CITADELS_CHARACTERS = (
    ("Assassin", "刺客"),
    ("Thief", "盗贼"),
    ("Magician", "魔法师"),
    ("King", "国王"),
    ("Bishop", "主教"),
    ("Merchant", "商人"),
    ("Architect", "建筑师"),
    ("Warlord", "领主"),
)
CITADELS_PURPLE = (
    ("Haunted City", "鬼城"),
    ("Keep", "堡垒"),
    ("Laboratory", "实验室"),
    ("Smithy", "铁匠铺"),
    ("Observatory", "天文台"),
    ("Graveyard", "墓地"),
    ("Library", "图书馆"),
    ("School of Magic", "魔法学院"),
    ("Great Wall", "长城"),
    ("University", "大学"),
    ("Dragon Gate", "龙门"),
)

# Kinds of line the rules reader understands.
HEADING = re.compile(r"^(#{1,3}) (\S.*)$")
BULLET = re.compile(r"^- \S")
RULING = re.compile(r"^> \S")
# Starts of lines that would be some other markdown (or a mistake): deeper
# headings, other list markers, numbered lists, code, tables, HTML, quotes
# without the space, indented blocks.
FOREIGN_START = re.compile(r"^(#|>|-|\*|\+|\d+[.)]\s|`|\||<|!\[|\s)")
# Inline markup the reader does not convert.
FOREIGN_INLINE = (
    ("link", re.compile(r"\]\(|\[[^\]]*\]\[")),
    ("image", re.compile(r"!\[")),
    ("html", re.compile(r"<[A-Za-z/!]")),
    ("table", re.compile(r"\|")),
    ("code", re.compile(r"`")),
    ("italic/underscore emphasis", re.compile(r"(?<![*\w])\*(?!\*)|(?<!\*)\*(?![*\w])|__")),
)
CJK = re.compile(r"[\u4e00-\u9fff]")


def rules_path(title: str, lang: str) -> Path:
    return RULES_DIR / f"{title}.{lang}.md"


def read_lines(title: str, lang: str) -> list[str]:
    return rules_path(title, lang).read_text(encoding="utf-8").splitlines()


def classify(line: str) -> str:
    """One of: blank, h1, h2, h3, bullet, ruling, paragraph; raises
    ValueError for a line the reader does not understand."""
    if line == "":
        return "blank"
    m = HEADING.match(line)
    if m:
        return "h" + str(len(m.group(1)))
    if BULLET.match(line):
        return "bullet"
    if RULING.match(line):
        return "ruling"
    if line.strip() == "" or FOREIGN_START.match(line):
        raise ValueError(f"not an allowed line kind: {line!r}")
    return "paragraph"


def kinds(title: str, lang: str) -> list[str]:
    return [classify(line) for line in read_lines(title, lang)]


ALL = [(t, l) for t in TITLES for l in LANGS]


@pytest.mark.parametrize("title,lang", ALL)
def test_file_exists_and_starts_with_title(title, lang):
    path = rules_path(title, lang)
    assert path.is_file(), f"missing {path}"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# "), f"{path.name} must start with '# '"
    assert text.splitlines()[0] == TITLE_LINES[(title, lang)]
    assert text.endswith("\n") and not text.endswith("\n\n")


@pytest.mark.parametrize("title,lang", ALL)
def test_only_allowed_line_kinds(title, lang):
    lines = read_lines(title, lang)
    found = [classify(line) for line in lines]  # raises on a foreign line
    assert found.count("h1") == 1 and found[0] == "h1"
    for n, line in enumerate(lines, 1):
        where = f"{title}.{lang}.md:{n}"
        assert line == line.rstrip(), f"{where}: trailing whitespace"
        for name, pattern in FOREIGN_INLINE:
            assert not pattern.search(line), f"{where}: {name} markup: {line!r}"
        assert line.count("**") % 2 == 0, f"{where}: unbalanced bold: {line!r}"
        assert "\t" not in line, f"{where}: tab"


@pytest.mark.parametrize("title,lang", ALL)
def test_blocks_are_separated(title, lang):
    """Headings and paragraphs stand alone: a blank line before a heading and
    between two paragraphs (a paragraph is a single line)."""
    found = kinds(title, lang)
    for n in range(1, len(found)):
        here, before = found[n], found[n - 1]
        if here.startswith("h"):
            assert before == "blank", f"{title}.{lang}.md:{n + 1}: heading needs a blank line before it"
        if here == "paragraph":
            assert before != "paragraph", f"{title}.{lang}.md:{n + 1}: paragraphs need a blank line between them"
    assert "blank" not in (found[-1],)


@pytest.mark.parametrize("title,lang", ALL)
def test_house_rulings_carry_no_label(title, lang):
    for line in read_lines(title, lang):
        if line.startswith("> "):
            low = line.lower()
            assert "house ruling" not in low and "房规" not in line and "家规" not in line


@pytest.mark.parametrize("title", TITLES)
def test_english_and_chinese_have_the_same_structure(title):
    en, zh = kinds(title, "en"), kinds(title, "zh")
    for kind in ("h1", "h2", "h3", "ruling"):
        assert en.count(kind) == zh.count(kind), f"{title}: {kind} count differs"
    # the same headings in the same order, level by level
    assert [k for k in en if k.startswith("h")] == [k for k in zh if k.startswith("h")]
    # house rulings sit in the same sections
    def rulings_per_section(found):
        counts, current = [], 0
        for k in found:
            if k in ("h1", "h2", "h3"):
                counts.append(current)
                current = 0
            elif k == "ruling":
                current += 1
        return counts + [current]
    assert rulings_per_section(en) == rulings_per_section(zh)


@pytest.mark.parametrize("title", TITLES)
def test_languages(title):
    en = rules_path(title, "en").read_text(encoding="utf-8")
    zh = rules_path(title, "zh").read_text(encoding="utf-8")
    body_zh = "\n".join(zh.splitlines()[1:])
    assert len(CJK.findall(body_zh)) > 1000, "Chinese text is mostly Chinese"
    # English text: Chinese only as names in parentheses.
    for line in en.splitlines()[1:]:
        stripped = re.sub(r"\([^)]*\)", "", line)
        assert not CJK.search(stripped), f"Chinese outside parentheses in {title}.en.md: {line!r}"
    # Simplified Chinese body.
    for traditional in "龍尋寶與為這個們來說會從後開對兩張將":
        assert traditional not in body_zh, f"traditional {traditional!r} in {title}.zh.md"


@pytest.mark.parametrize("title", TITLES)
def test_required_sections(title):
    """Overview, components, setup, play, scoring/end, options, tips."""
    en = [l for l in read_lines(title, "en") if l.startswith("## ")]
    joined = " | ".join(en).lower()
    for word in ("overview", "components", "setup", "end", "options", "strategy"):
        assert word in joined, f"{title}.en.md has no section about {word!r}"


@pytest.mark.parametrize("lang,index", [("en", 0), ("zh", 1)])
def test_dragonstones_names_every_character(lang, index):
    text = rules_path("dragonstones", lang).read_text(encoding="utf-8")
    missing = [pair[index] for pair in DRAGONSTONES_CHARACTERS if not names_in(text, pair[index])]
    assert not missing, f"dragonstones.{lang}.md does not name {missing}"


def test_dragonstones_gives_names_in_both_languages():
    """Each character's entry carries its name in the other language too."""
    for lang in LANGS:
        text = rules_path("dragonstones", lang).read_text(encoding="utf-8")
        for en_name, zh_name in DRAGONSTONES_CHARACTERS:
            assert names_in(text, en_name) and zh_name in text, (lang, en_name, zh_name)


def test_dragonstones_character_count():
    assert len(DRAGONSTONES_CHARACTERS) == 8 + 19 + 4
    assert len({en for en, _ in DRAGONSTONES_CHARACTERS}) == 31
    assert len({zh for _, zh in DRAGONSTONES_CHARACTERS}) == 31


@pytest.mark.parametrize("lang,index", [("en", 0), ("zh", 1)])
def test_citadels_names_every_character_and_purple_district(lang, index):
    text = rules_path("citadels", lang).read_text(encoding="utf-8")
    names = [pair[index] for pair in CITADELS_CHARACTERS + CITADELS_PURPLE]
    missing = [name for name in names if name not in text]
    assert not missing, f"citadels.{lang}.md does not name {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_dragons_lair_describes_both_variants_and_the_key(lang):
    text = rules_path("dragons_lair", lang).read_text(encoding="utf-8")
    words = ("Variant 1", "Variant 2", "key") if lang == "en" else ("变体一", "变体二", "钥匙")
    for word in words:
        assert word in text
