"""Shared test setup: SDL's dummy drivers (no window, no sound card), and
saves and settings in fresh temporary folders for every test."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_data_dirs(tmp_path, monkeypatch):
    """Point saves and settings at this test's own folders."""
    monkeypatch.setenv("TAVERN_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TAVERN_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    yield tmp_path
    from app_driver import close_open_apps
    close_open_apps()


@pytest.fixture
def app(tmp_path):
    """The app at its title screen, animations fast, saves in tmp_path."""
    from app_driver import make_app
    return make_app(animation_speed=6.0, store_dir=tmp_path / "saves")
