// The page's worker's own call path, timed beside the same calls timed inside Python, in one run:
// Pyodide under Node, the bindings called from JS through their proxies and each answer converted
// as web/js/engine.js does (`plain`), against a loop of the same frames inside Python. With
// --gap MS, a setTimeout of MS before every frame through the bridge, as the worker idles between
// the page's frames (bench/README.md, "What a frame costs after the worker has idled").
//
//   node bench/bridge.mjs [INSTANCE ...] [--gap MS] [--frames N]
//
// Prints, per instance and run, the engine's (play_tick + play_frame_changed) median and p99 in ms,
// the first 60 frames left out. Pyodide comes from node_modules/pyodide (`make install`).

import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(argv[at + 1]);
  argv.splice(at, 2);
  return value;
};
const gap = option("--gap", 0);
const frames = option("--frames", 660);
const ids = argv.length ? argv : ["practice-roulette", "practice-durak", "practice-kitchen"];

const { loadPyodide } = await import(resolve(repo, "node_modules/pyodide/pyodide.mjs"));
const py = await loadPyodide();
py.FS.mkdirTree("/repo");
py.mountNodeFS("/repo", repo);
py.runPython("import sys; sys.dont_write_bytecode = True; sys.path.insert(0, '/repo')");
py.runPython("from pycore.modes.registry import MODES\nfor spec in MODES.values(): spec.load()");   // as the snapshot
const bindings = py.pyimport("pycore.bindings");

function plain(out) {   // web/js/engine.js's conversion of an answer
  if (out && typeof out === "object" && typeof out.toJs === "function") {
    try {
      return out.toJs({ dict_converter: Object.fromEntries });
    } finally {
      out.destroy();
    }
  }
  return out;
}
const wrap = (fn) => (...args) => plain(fn(...args));
const [tick, frame, enter, seed] = ["play_tick", "play_frame_changed", "play_mode_enter", "play_seed"].map((n) => wrap(bindings[n]));
const pct = (values, q) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.round(q * (s.length - 1)))];
};
const figures = (ms) => `median ${pct(ms, 0.5).toFixed(2)} p99 ${pct(ms, 0.99).toFixed(2)}`;

py.runPython(`
import json, time
from pycore import bindings as _b
def _inside(frames, iid, seats, pads):
    out = []
    _b.play_seed(1)
    _b.play_mode_enter(iid, seats, 1)
    for _ in range(frames):
        t0 = time.perf_counter()
        events = _b.play_tick(pads, "", "")
        _b.play_frame_changed()
        out.append((time.perf_counter() - t0) * 1000)
        if '"finished"' in events:
            _b.play_mode_enter(iid, seats, 1)
    return json.dumps(out)
`);
const inside = py.globals.get("_inside");
console.log(`Pyodide ${py.version} under Node ${process.version}; ${frames} frames; through the bridge ${gap ? `with ${gap} ms idle before each frame` : "back to back"}`);
for (const iid of ids) {
  const n = JSON.parse(py.runPython(`import json; from pycore.packs import practice_pack; json.dumps(practice_pack().instance(${JSON.stringify(iid)}).config.seats)`));
  const seats = ["ai:expert", ...Array(n - 1).fill("ai:regular")].join(",");
  const pads = JSON.stringify(Array(n).fill(0));
  const inPython = JSON.parse(inside(frames, iid, seats, pads)).slice(60);
  seed(1);
  enter(iid, seats, 1);
  const bridged = [];
  for (let k = 0; k < frames; k++) {
    if (gap) await new Promise((done) => setTimeout(done, gap));
    const t0 = performance.now();
    const events = tick(pads, "", "");
    frame();
    bridged.push(performance.now() - t0);
    if (typeof events === "string" && events.includes('"finished"')) enter(iid, seats, 1);
  }
  console.log(`${iid}: inside Python ${figures(inPython)} | through the bridge ${figures(bridged.slice(60))} ms`);
}
inside.destroy();
