"""``python -m pokerules``: the same as the ``pokerules`` command."""

from pokerules.cli.commands import main

raise SystemExit(main())
