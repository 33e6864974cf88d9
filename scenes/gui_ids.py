"""pygame-gui's theming ids, worked out once per chain of containers.

Every element pygame-gui makes asks its theme for the ids it may be
styled by (``build_all_combined_ids``); the theme looks the answer up in
its own cache under a key that is a ``str.join`` of the chain's reprs
into one another, a string that grows with the cube of their lengths:
about a megabyte, 12 ms, for an element in a scrolling list, every time.
Here the answer is remembered under the chain itself (a Load screen of
30 saves was built in 2.8 s, now 0.33 s).
"""
from __future__ import annotations


def remember_theming_ids(ui) -> None:
    """Make `ui`'s theme (a pygame-gui UIManager's) answer each chain of
    ids from a cache keyed by the chain."""
    theme = ui.get_theme()
    work_out = theme.build_all_combined_ids
    known: dict[tuple, list[str]] = {}

    def combined_ids(element_base_ids, element_ids, class_ids, object_ids) -> list[str]:
        chain = tuple(None if ids is None else tuple(ids)
                      for ids in (element_base_ids, element_ids, class_ids, object_ids))
        if chain not in known:
            known[chain] = work_out(element_base_ids, element_ids, class_ids, object_ids)
        return known[chain]

    theme.build_all_combined_ids = combined_ids
