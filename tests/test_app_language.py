"""Every menu string comes from the translation files, and switching the
language in Settings changes every screen at once."""
from app_driver import button, click, frames, make_app, shown_strings, shown_texts, translation_keys

from saves import Settings
from scenes.menus.settings import SettingsScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene


def test_chinese_file_has_exactly_the_english_keys():
    english, chinese = translation_keys("en"), translation_keys("zh")
    assert set(chinese) == set(english)
    untranslated = [k for k in english if chinese[k] == english[k] and not k.startswith("app.languages.")]
    assert untranslated == []


def test_placeholders_match_between_languages():
    import re
    english, chinese = translation_keys("en"), translation_keys("zh")
    for key in english:
        assert set(re.findall(r"%\{(\w+)\}", english[key])) == set(re.findall(r"%\{(\w+)\}", chinese[key])), key


def assert_all_text_translated(app, data_strings=()):
    keys = translation_keys("en")
    for text in shown_texts(app):
        assert text in keys or text in data_strings or not any(c.isalpha() for c in text), \
            f"{text!r} is not a translation key"


def test_title_and_setup_screens_show_only_translated_text():
    app = make_app()
    assert_all_text_translated(app)
    click(app, button(app, "app.title.new_game"))
    assert isinstance(app.scenes.top, SetupScene)
    assert_all_text_translated(app)


def test_switching_to_chinese_changes_every_screen_and_is_remembered():
    app = make_app()
    english_title = shown_strings(app)
    click(app, button(app, "app.title.settings"))
    assert isinstance(app.scenes.top, SettingsScene)
    click(app, button(app, "app.languages.zh"))
    assert app.ui.get_locale() == "zh"
    assert Settings.load().language == "zh"
    chinese = translation_keys("zh")
    assert chinese["app.settings.heading"] in shown_strings(app)  # the settings screen itself changed

    click(app, button(app, "app.common.back"))
    assert isinstance(app.scenes.top, TitleScene)
    chinese_title = shown_strings(app)
    assert chinese["app.title.new_game"] in chinese_title
    assert chinese["app.name"] in chinese_title
    assert not set(english_title) & set(chinese_title)

    click(app, button(app, "app.title.new_game"))
    shown = shown_strings(app)
    for key in ("app.setup.heading", "app.setup.start", "app.common.back"):
        assert chinese[key] in shown
    assert any(e.get_text() == "玩家1" for e in app.scenes.top.name_entries)
    assert_all_text_translated(app, data_strings=app.scenes.top.seat_names())


def test_language_survives_a_restart():
    app = make_app()
    app.set_language("zh")
    frames(app)
    again = make_app()
    assert again.ui.get_locale() == "zh"
    assert again.t("app.title.quit") == translation_keys("zh")["app.title.quit"]
    again.set_language("en")
