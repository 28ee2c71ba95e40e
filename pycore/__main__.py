"""``python -m pycore``: the command line, also runnable inside Pyodide."""

import sys

from pycore.cli import main

sys.exit(main())
