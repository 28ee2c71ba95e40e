// Runs bench/frames.py inside Pyodide under Node, the runtime of the page (its clocks follow the wall there).
//
//   node bench/frames_pyodide.mjs [INSTANCE ...] [--frames N] [--worst K]
//
// Pyodide comes from node_modules/pyodide, or from static/pyodide (`make install` copies it there).

import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const found = ["node_modules/pyodide/pyodide.mjs", "static/pyodide/pyodide.mjs"]
  .map((p) => resolve(repo, p)).find((p) => existsSync(p));
if (!found) throw new Error("no Pyodide: run `make install` first");
const { loadPyodide } = await import(found);
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", repo);
pyodide.globals.set("bench_argv", JSON.stringify(process.argv.slice(2)));
const out = pyodide.runPython(`
import contextlib, io, json, sys
sys.dont_write_bytecode = True   # the checkout is mounted: write nothing into it
sys.path.insert(0, "/repo/bench")
sys.path.insert(0, "/repo")
import frames
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    frames.main(json.loads(bench_argv))
buf.getvalue()
`);
process.stdout.write(out);
