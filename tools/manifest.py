"""Write ``static/build.json``: the wheel the page installs, the page's files, and what they were built from.

The page reads this manifest at boot so it never guesses the wheel's file name; the sha256
lets a test or a person check that the served wheel is the one just built. ``pages`` lists
the page's own files (``web/``), ``assets`` the fonts and libraries it serves from ``static/``
(``fonts/``, ``vendor/``), and ``build`` names the whole build (the wheel, every page file and asset): the service worker caches one build under that name (docs/page.md, "Offline"). A
snapshot entry (tools/make_snapshot.mjs) is kept while it was made from the same wheel.
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
    web = Path("web")
    pages = sorted(p for p in web.rglob("*") if p.is_file())
    assets = sorted(p for folder in ("fonts", "vendor") for p in (root / folder).rglob("*") if p.is_file())
    build = hashlib.sha256(data)
    for page in pages:
        build.update(str(page.relative_to(web)).encode("utf-8") + b"\0" + page.read_bytes())
    for asset in assets:
        build.update(str(asset.relative_to(root)).encode("utf-8") + b"\0" + asset.read_bytes())
    manifest = {
        "wheel": f"wheels/{wheel.name}",
        "bytes": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "pyodide": npm["version"],
        "python": lock["info"]["python"],
        "pages": ["/" + str(p.relative_to(web)) for p in pages if p.name != "index.html"],
        "assets": ["/static/" + str(p.relative_to(root)) for p in assets],
        "build": build.hexdigest()[:32],
    }
    old = root / "build.json"
    if old.is_file():
        kept = json.loads(old.read_text()).get("snapshot")
        if kept and kept.get("wheel") == manifest["sha256"] and (root / kept["file"]).is_file():
            manifest["snapshot"] = kept
    (root / "build.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"static/build.json: {wheel.name} ({len(data)} bytes), Pyodide {manifest['pyodide']}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "static")
