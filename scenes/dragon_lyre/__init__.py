"""Dragon & Lyre on screen: the table (`table.Table`) and its parts."""
