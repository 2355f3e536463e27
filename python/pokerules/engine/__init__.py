"""The engine: a :class:`~pokerules.engine.hand.Hand` and the parts that play it.

The dealer and its streets, draws (exchanges), stud rolls, openers, upcards, forced bets, the
hand's plan, showdowns and split pots, declarations, hand valuation, acting order and the
hand's history in words. It plays any game of :mod:`pokerules.games` and knows none by name.
"""
