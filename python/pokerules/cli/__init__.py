"""The ``pokerules`` command: every subcommand, the terminal table and the bench report."""

from pokerules.cli.commands import main

__all__ = ["main"]
