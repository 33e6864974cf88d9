"""Everything on screen: the scene stack, menus, tables, widgets, animation."""
