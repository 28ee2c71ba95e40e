// Runs the `pycore` command line inside Pyodide under Node, on this checkout's sources.
//
//   node tools/pyodide_pycore.mjs simulate practice-card_duels --seed 7 --frames 300
//   node tools/pyodide_pycore.mjs --batch FILE.json     (FILE: a JSON list of argv lists)
//
// One argv: prints pycore's stdout/stderr and exits with its code, like `python -m pycore`.
// --batch: boots once, runs each argv, prints one JSON list of {argv, code, stdout, stderr}.
// tests/test_cross_runtime.py compares these runs with CPython's, hash for hash.

import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
let loadPyodide;
try {
  ({ loadPyodide } = await import(resolve(repo, "node_modules/pyodide/pyodide.mjs")));
} catch (e) {
  console.error(`Pyodide is not installed in ${repo}/node_modules: run \`make install\` (or \`npm ci\`). (${e.message})`);
  process.exit(3);
}

const args = process.argv.slice(2);
const batch = args[0] === "--batch" ? JSON.parse(readFileSync(args[1], "utf8")) : [args];

const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", repo);
pyodide.globals.set("batch_json", JSON.stringify(batch));
const out = pyodide.runPython(`
import contextlib, io, json, os, sys
sys.dont_write_bytecode = True   # the checkout is mounted: leave no 3.14 bytecode in it
sys.path.insert(0, "/repo")
os.chdir("/repo")                # a pack is named from the checkout's root (packs/tables), as in CPython's run
from pycore.cli import main

runs = []
for argv in json.loads(batch_json):
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        try:
            code = main(argv)
        except SystemExit as e:  # argparse's own errors
            code = e.code if isinstance(e.code, int) else 2
    runs.append({"argv": argv, "code": code, "stdout": stdout.getvalue(), "stderr": stderr.getvalue(),
                 "python": sys.version.split()[0], "platform": sys.platform})
json.dumps(runs)
`);
const runs = JSON.parse(out);
if (args[0] === "--batch") {
  process.stdout.write(JSON.stringify(runs));
} else {
  process.stdout.write(runs[0].stdout);
  process.stderr.write(runs[0].stderr);
  process.exitCode = runs[0].code;
}
