"""pygame-gui's theming ids, remembered per chain (scenes/gui_ids.py)."""
from app_driver import frames, make_app
from scenes.menus.load import LoadScene


def test_every_element_gets_the_theming_ids_pygame_gui_works_out():
    from saves import SaveStore
    from test_nothing_lost import new_match
    for name in ("Friday", "Saturday", "Sunday"):
        SaveStore().save(name, new_match())
    app = make_app()
    theme = app.ui.get_theme()
    asked = []
    remembered = theme.build_all_combined_ids
    theme.build_all_combined_ids = lambda *chain: asked.append(chain) or remembered(*chain)
    screen = LoadScene(app)
    app.scenes.push(screen)
    screen.wait_for_listing()
    frames(app, 2)
    own = type(theme).build_all_combined_ids
    assert asked and all(remembered(*chain) == own(theme, *chain) for chain in asked)
    assert len({repr(chain) for chain in asked}) < len(asked), "rows ask the same chains again"
