"""Pin the served Pyodide lock file's micropip entry to the wheel downloaded from PyPI.

``version`` prints the micropip version the npm package's lock file names; ``pin FOLDER``
rewrites FOLDER/pyodide-lock.json's micropip sha256 to that of FOLDER's micropip wheel, so
Pyodide's integrity check accepts the wheel the workbench loads.
"""

import hashlib
import json
import sys
from pathlib import Path

LOCK = Path("node_modules/pyodide/pyodide-lock.json")


def main(argv: list[str]) -> int:
    if argv[:1] == ["version"]:
        print(json.loads(LOCK.read_text())["packages"]["micropip"]["version"])
        return 0
    if len(argv) == 2 and argv[0] == "pin":
        folder = Path(argv[1])
        lock_path = folder / "pyodide-lock.json"
        lock = json.loads(lock_path.read_text())
        entry = lock["packages"]["micropip"]
        wheel = folder / entry["file_name"]
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
        lock_path.write_text(json.dumps(lock, separators=(",", ":")))
        print(f"{lock_path}: micropip {entry['version']} pinned to {wheel.name} ({entry['sha256'][:12]}...)")
        return 0
    print("usage: micropip_lock.py version | pin FOLDER", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
