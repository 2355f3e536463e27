"""Drop-in replacements for other evaluators' APIs, backed by pokerules.

Change the import and nothing else:

* ``pokerules.compat.phevaluator``: ``evaluate_cards``, ``evaluate_omaha_cards`` (and 5- and
  6-card Omaha), ``Card``, phevaluator's numbers;
* ``pokerules.compat.eval7``: ``evaluate`` and ``handtype``, eval7's higher-is-better scores;
* ``pokerules.compat.treys``: ``Card``, ``Evaluator``, ``Deck``, treys' card integers.
"""
