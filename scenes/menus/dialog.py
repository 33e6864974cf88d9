"""A message dialog over the current screen: a heading, a message and OK."""
from __future__ import annotations

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UITextBox

from scenes.layout import px
from scenes.menus.common import BUTTON_HEIGHT, GAP, OverlayMenu, centered


class MessageDialog(OverlayMenu):
    """Shows the text of translation key `message_key` (with `values`
    filled in, e.g. the problem a save file has) until OK (or the button
    `ok_key` names) or Esc.  `on_close` runs after the dialog is gone."""

    WIDTH, HEIGHT = 620, 320

    def __init__(self, app, message_key: str, heading_key: str = "app.common.error",
                 on_close=None, ok_key: str = "app.common.ok", **values) -> None:
        super().__init__(app)
        self.message_key = message_key
        self.heading_key = heading_key
        self.ok_key = ok_key
        self.values = {k: escape(str(v)) for k, v in values.items()}
        self.on_close = on_close

    def build(self, size):
        box = centered(min(px(self.WIDTH), size[0] - px(80)), px(self.HEIGHT), size)
        panel = self.panel(box)
        inner = box.width - 2 * 24
        self.label(pygame.Rect(px(24), px(16), inner, px(36)), self.heading_key, container=panel, css="@heading")
        self.text = UITextBox(self.message_key, pygame.Rect(px(24), px(60), inner, box.height - px(60) - px(BUTTON_HEIGHT) - 2 * px(GAP) - 8),
                              self.app.ui, container=panel, object_id=ObjectID(object_id="#message_text"),
                              text_kwargs=self.values or None, allow_split_dashes=False)
        ok = pygame.Rect(0, 0, px(160 if self.ok_key == "app.common.ok" else 240), px(BUTTON_HEIGHT))
        ok.bottomright = (box.width - px(24), box.height - px(GAP) - 8)
        self.ok = self.button(ok, self.ok_key, self.close, container=panel)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
        else:
            super().handle_event(event)

    def back(self):
        self.close()

    def close(self) -> None:
        self.app.scenes.pop()
        if self.on_close:
            self.on_close()


def escape(text: str) -> str:
    """Plain text made safe for pygame-gui's HTML text boxes."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")


class ConfirmDialog(MessageDialog):
    """Asks before something that cannot be undone: the message, Cancel,
    and a button (`confirm_key`) that runs `on_confirm` after the dialog
    is gone.  Esc cancels."""

    HEIGHT = 240

    def __init__(self, app, message_key: str, confirm_key: str, on_confirm, heading_key: str = "app.common.confirm",
                 **values) -> None:
        super().__init__(app, message_key, heading_key=heading_key, **values)
        self.confirm_key = confirm_key
        self.on_confirm = on_confirm

    def build(self, size):
        super().build(size)
        self.actions.pop(self.ok)
        self.ok.kill()
        confirm = pygame.Rect(self.ok.relative_rect)
        cancel = pygame.Rect(confirm)
        cancel.right = confirm.left - px(GAP)
        panel = self.ok.ui_container
        self.cancel_button = self.button(cancel, "app.common.cancel", self.close, container=panel)
        self.confirm_button = self.button(confirm, self.confirm_key, self.confirm, container=panel,
                                          css="@danger_button")

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return  # Enter must not confirm by accident
        super().handle_event(event)

    def confirm(self) -> None:
        self.app.scenes.pop()
        self.on_confirm()
