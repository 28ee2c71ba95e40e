// Times pycore's boot under Pyodide in Node with each mode imported on first entry (lazy) and with
// every mode imported up front (eager, what the registry did before), from the built wheel as the
// page unpacks it (Pyodide bytecode inside), on a plain boot and from a memory snapshot of each kind.
//
//   node bench/lazy_modes_pyodide.mjs [--runs N] [--enter INSTANCE]     (after `make install`)
//
// Prints one JSON object. Every figure is the best of N fresh Node processes (one runtime each), in
// ms of wall clock and, beside it (`cpu_` keys), of the process's CPU time, which a busy machine
// disturbs far less:
//   plain     loadPyodide, unpack the wheel, then `boot` (import pycore.bindings, the practice set,
//             the mode list, the picker's first frame): the page's fallback path;
//   snapshot  the same from a snapshot taken after importing pycore.bindings (lazy) or after
//             importing every mode as well (eager): restore + unpack + the picker's first frame;
//   enter     then open INSTANCE with its default seats and draw its first frame;
//   per_mode  after a plain boot, what importing each mode's rules, AI and screen costs (ModeSpec.load).

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const script = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

// what the page's first frame needs; EAGER adds what the registry imported before (every mode's rules, AI, screen)
const BOOT = `
import pycore.bindings as b
b.play_seed(7); b.play_modes_json(); b.play_tick("[]"); b.play_frame()
`;
const EAGER = `
from pycore.modes.registry import MODES
for spec in MODES.values():
    spec.load()
`;
const PER_MODE = `
import json, time
from pycore.modes.registry import MODES
took = {}
for kind, spec in MODES.items():
    t = time.perf_counter()
    spec.load()
    took[kind] = (time.perf_counter() - t) * 1000
json.dumps(took)
`;
const ENTER = (id) => `
import json
answer = json.loads(b.play_mode_enter(${JSON.stringify(id)}))
assert answer.get("ok"), answer
b.play_tick("[]"); b.play_frame()
`;

async function runtime(extra) {
  const { loadPyodide } = await import(resolve(repo, "node_modules/pyodide/pyodide.mjs"));
  return loadPyodide({ fullStdLib: false, ...extra });
}

function unpack(pyodide, wheel) {
  const site = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(wheel, "wheel", { extractDir: site });
}

function modules(pyodide) {
  return pyodide.runPython("import sys; len([m for m in sys.modules if m.startswith('pycore')])");
}

// one measurement in this process: prints {start, boot, enter, modules} in ms
async function one(kind, snapshotFile, wheelFile, enterId) {
  const wheel = new Uint8Array(readFileSync(wheelFile));
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  const t0 = performance.now(), c0 = cpu();
  const pyodide = snapshotFile ? await runtime({ _loadSnapshot: new Uint8Array(readFileSync(snapshotFile)) }) : await runtime({});
  const t1 = performance.now(), c1 = cpu();
  unpack(pyodide, wheel);
  pyodide.runPython(kind === "eager" && !snapshotFile ? BOOT + EAGER : BOOT);
  const t2 = performance.now(), c2 = cpu();
  const booted = modules(pyodide);
  const t2b = performance.now(), c2b = cpu();
  pyodide.runPython(ENTER(enterId));
  const t3 = performance.now(), c3 = cpu();
  console.log(JSON.stringify({ start: t1 - t0, boot: t2 - t1, first_frame: t2 - t0, enter: t3 - t2b,
                               cpu_start: c1 - c0, cpu_boot: c2 - c1, cpu_first_frame: c2 - c0, cpu_enter: c3 - c2b,
                               modules: booted }));
}

// each mode's load after a plain boot, in one runtime: prints {kind: ms}
async function perMode(wheelFile) {
  const pyodide = await runtime({});
  unpack(pyodide, new Uint8Array(readFileSync(wheelFile)));
  pyodide.runPython(BOOT);
  console.log(pyodide.runPython(PER_MODE));
}

// a snapshot as tools/make_snapshot.mjs takes it, with every mode imported too for `eager`
async function snapshot(kind, wheelFile, out) {
  const pyodide = await runtime({ _makeSnapshot: true });
  unpack(pyodide, new Uint8Array(readFileSync(wheelFile)));
  pyodide.runPython("import pycore.bindings" + (kind === "eager" ? "\n" + EAGER : ""));
  const bytes = pyodide.makeMemorySnapshot();
  writeFileSync(out, bytes);
  console.log(JSON.stringify({ bytes: bytes.length, modules: modules(pyodide) }));
}

function child(...argv) {
  return JSON.parse(execFileSync(process.execPath, [script, ...argv], { encoding: "utf8" }).trim().split("\n").pop());
}

if (args[0] === "--one") {
  await one(args[1], args[2] === "-" ? "" : args[2], args[3], args[4]);
} else if (args[0] === "--per-mode") {
  await perMode(args[1]);
} else if (args[0] === "--snapshot") {
  await snapshot(args[1], args[2], args[3]);
} else {
  const runs = Number(option("--runs", "3"));
  const enterId = option("--enter", "practice-poker");
  const manifest = JSON.parse(readFileSync(join(repo, "static", "build.json"), "utf8"));
  const wheel = join(repo, "static", manifest.wheel);
  const dir = mkdtempSync(join(tmpdir(), "parlor-lazy-"));
  try {
    const result = { runs, enter: enterId, pyodide: manifest.pyodide, plain: {}, snapshot: {}, snapshot_bytes: {}, per_mode: [] };
    for (const kind of ["lazy", "eager"]) {
      const made = child("--snapshot", kind, wheel, join(dir, `${kind}.bin`));
      result.snapshot_bytes[kind] = made.bytes;
      result.snapshot[kind] = [];
      result.plain[kind] = [];
    }
    for (let i = 0; i < runs; i++) {      // interleaved, so a busy minute hits every kind alike
      for (const kind of ["lazy", "eager"]) {
        result.plain[kind].push(child("--one", kind, "-", wheel, enterId));
        result.snapshot[kind].push(child("--one", kind, join(dir, `${kind}.bin`), wheel, enterId));
      }
      result.per_mode.push(child("--per-mode", wheel));
    }
    console.log(JSON.stringify(result));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
