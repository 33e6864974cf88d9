"""The names titles import from the table toolkit, where they live now."""
from scenes.table.chrome import SEAT_COLORS  # noqa: F401
from scenes.table.scene import TableScene  # noqa: F401
from scenes.table.targets import Target  # noqa: F401
from scenes.table.hooks import FeltPart, FeltStep, parts_by_steps  # noqa: F401
