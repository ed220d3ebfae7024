"""Entry point of the frozen app: the same as the ``palabre`` console script."""

import sys

from desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
