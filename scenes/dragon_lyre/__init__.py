"""Dragon & Lyre on screen: the table and its cards."""
