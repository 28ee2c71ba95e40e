"""Write ``static/build.json``: the wheel the page installs, and what it was built from.

The page reads this manifest at boot so it never guesses the wheel's file name; the sha256
lets a test or a person check that the served wheel is the one just built.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path


def main(static: str) -> None:
    """Write the manifest for the single wheel found under ``static/wheels``."""
    root = Path(static)
    wheels = sorted((root / "wheels").glob("pycore-*.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"expected one pycore wheel in {root / 'wheels'}, found {len(wheels)}")
    wheel = wheels[0]
    data = wheel.read_bytes()
    lock = json.loads((root / "pyodide" / "pyodide-lock.json").read_text())
    npm = json.loads(Path("node_modules/pyodide/package.json").read_text())
    manifest = {
        "wheel": f"wheels/{wheel.name}",
        "bytes": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "pyodide": npm["version"],
        "python": lock["info"]["python"],
    }
    (root / "build.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"static/build.json: {wheel.name} ({len(data)} bytes), Pyodide {manifest['pyodide']}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "static")
