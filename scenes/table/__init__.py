"""The table toolkit shared by every title's table (see docs/architecture_toolkit.md);
the tables themselves are registered in `scenes.tables`."""
