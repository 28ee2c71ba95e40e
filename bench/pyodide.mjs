// Runs a bench script of this folder inside Pyodide under Node, the runtime of the page (its
// clocks follow the wall there): the script's main(argv) with the arguments that follow it.
//
//   node bench/pyodide.mjs frames [INSTANCE ...] [--frames N] [--worst K]
//   node bench/pyodide.mjs billiards_step [--frames N] [--json]
//
// Pyodide comes from node_modules/pyodide, or from static/pyodide (`make install` copies it there).

import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [script, ...args] = process.argv.slice(2);
if (!script || !existsSync(resolve(repo, "bench", `${script}.py`))) {
  throw new Error(`name a bench script to run, such as frames or billiards_step (not ${script})`);
}
const found = ["node_modules/pyodide/pyodide.mjs", "static/pyodide/pyodide.mjs"]
  .map((p) => resolve(repo, p)).find((p) => existsSync(p));
if (!found) throw new Error("no Pyodide: run `make install` first");
const { loadPyodide } = await import(found);
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", repo);
pyodide.globals.set("bench_script", script);
pyodide.globals.set("bench_argv", JSON.stringify(args));
const out = pyodide.runPython(`
import contextlib, importlib, io, json, sys
sys.dont_write_bytecode = True   # the checkout is mounted: write nothing into it
sys.path.insert(0, "/repo/bench")
sys.path.insert(0, "/repo")
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    importlib.import_module(bench_script).main(json.loads(bench_argv))
buf.getvalue()
`);
process.stdout.write(out);
