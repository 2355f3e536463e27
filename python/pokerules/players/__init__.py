"""Players: bots, their strategies and plans, and what a seat may see of a hand.

Everything here decides through a hand's public commands, like any user's bot.
"""
