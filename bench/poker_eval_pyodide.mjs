// Runs bench/poker_eval.py inside Pyodide under Node, so its figures sit beside CPython's.
//
//   node bench/poker_eval_pyodide.mjs [--hands N] [--json]
//
// treys and phevaluator (bench/requirements.txt) are pure Python: they are read from the
// site-packages of the `python3` on PATH (pip install -r bench/requirements.txt), mounted
// read-only beside this checkout; without them the script reports them as not installed.

import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(resolve(repo, "node_modules/pyodide/pyodide.mjs"));

let site = "";
try {
  site = execFileSync("python3", ["-c", "import os, treys; print(os.path.dirname(os.path.dirname(treys.__file__)))"])
    .toString().trim();
} catch {
  console.error("treys is not installed for python3: its column will be empty");
}

const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", repo);
if (site) {
  pyodide.FS.mkdirTree("/site");
  pyodide.mountNodeFS("/site", site);
}
pyodide.globals.set("bench_argv", JSON.stringify(process.argv.slice(2)));
pyodide.globals.set("site_dir", site ? "/site" : "");
const out = pyodide.runPython(`
import contextlib, io, json, sys
sys.dont_write_bytecode = True   # the checkout and site-packages are mounted: write nothing into them
if site_dir:
    sys.path.append(site_dir)
sys.path.insert(0, "/repo/bench")
import poker_eval
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    poker_eval.main(json.loads(bench_argv))
buf.getvalue()
`);
process.stdout.write(out);
