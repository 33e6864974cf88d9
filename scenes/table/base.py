"""Where titles import the table toolkit from: `TableScene` and `Target` live in
scene.py and targets.py, `SEAT_COLORS` in chrome.py."""
from scenes.table.scene import SEAT_COLORS, Target, TableScene  # noqa: F401
