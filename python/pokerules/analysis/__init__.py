"""Analysis: equity and ranges, draw odds and best discards, video poker.

The heavy counting runs in the Rust core; these modules check the questions and shape the
answers. They read games from :mod:`pokerules.games` and never play a hand.
"""
