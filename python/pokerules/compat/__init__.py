"""Drop-in replacements for other evaluators' APIs, backed by pokerules.

``pokerules.compat.treys`` mirrors treys: change the import and nothing else.
"""
