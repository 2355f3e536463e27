"""Sessions: hands played in a row at one table, mixed-game rotations and simulations."""
