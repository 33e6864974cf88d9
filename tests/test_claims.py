"""What the title screen and the README promise matches the titles that
are installed: as many games as the registry holds, each listed with its
names and player counts."""
import re
from pathlib import Path

from game import registry
from game.text import Translator

README = Path(__file__).resolve().parent.parent / "README.md"
NUMBER_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight"}


def test_the_readme_lists_every_installed_title_and_no_other():
    text = README.read_text(encoding="utf-8")
    en, zh = Translator("app", "en"), Translator("app", "zh")
    rows = re.findall(r"^\| (.+?) · (.+?) \| (\d)–(\d) \|$", text, flags=re.M)
    expected = [(en(f"titles.{i}.name"), zh(f"titles.{i}.name"), str(registry.get(i).min_players),
                 str(registry.get(i).max_players)) for i in registry.ids()]
    assert rows == expected
    count = re.match(r"# Tavern Table\s+(\w+) tabletop games?", text).group(1)
    assert count == NUMBER_WORDS[len(registry.ids())]


def test_the_title_screen_counts_the_installed_titles(app):
    from app_driver import shown_strings
    games = len(registry.ids())
    assert Translator("app", "en")("numbers." + str(games)) == NUMBER_WORDS[games]
    assert any(text.startswith(f"{NUMBER_WORDS[games]} tabletop games") for text in shown_strings(app))
