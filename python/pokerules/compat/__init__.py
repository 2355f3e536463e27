"""Drop-in replacements for other evaluators' APIs, backed by pokerules.

Change the import and nothing else:

* ``pokerules.compat.phevaluator``: ``evaluate_cards``, ``evaluate_omaha_cards`` (and 5- and
  6-card Omaha), ``Card``, phevaluator's numbers;
* ``pokerules.compat.eval7``: all of eval7 0.1.11: ``Card``, ``Deck``, ``evaluate`` and
  ``handtype`` (eval7's higher-is-better scores), ``HandRange``, the ``rangestring`` module and
  the range equities ``py_hand_vs_range_exact``, ``py_hand_vs_range_monte_carlo`` and
  ``py_all_hands_vs_range``, computed by the Rust core;
* ``pokerules.compat.treys``: all of treys 0.1.8: ``Card`` (treys' card integers), ``Deck``,
  ``Evaluator`` (with ``hand_summary``), ``PLOEvaluator`` and ``LookupTable``.
"""
