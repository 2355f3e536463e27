"""``python -m pokerules``: the same as the ``pokerules`` command."""

from pokerules.cli import main

raise SystemExit(main())
