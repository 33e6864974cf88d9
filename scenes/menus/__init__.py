"""The menu screens: title, new game, load, settings, rules, the in-game
menu, results and message dialogs (all pygame-gui, one theme)."""
