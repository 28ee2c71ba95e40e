// Writes static/snapshot.bin: a Pyodide memory snapshot taken after the pycore wheel is
// unpacked, `pycore.bindings` imported and every mode's rules, AI and screen loaded, so the
// page's engine starts from it instead of booting the runtime and importing pycore again, and
// entering any mode imports nothing (bench/README.md, "the boot").
//
//   node tools/make_snapshot.mjs static
//
// pycore imports each mode's rules, AI and screen when its first game opens (docs/modes.md); the
// snapshot loads them all at build time because that costs the page nothing: the snapshot is the
// same size either way and restores as fast (bench/lazy_modes.py). It also holds the page's
// arcade over the practice set, read at build time from the same wheel (the four table games'
// rules checked and compiled: a third of a second of the page's warm boot; docs/page.md,
// "Decision: the practice set read into the snapshot"); the page's first call, play_seed, makes
// a fresh arcade over that set. It holds the WebAssembly memory (the interpreter and every
// imported module), not the file system, so the engine still unpacks the wheel after restoring
// it: packs and saves read their files from there. A snapshot is
// only good for the runtime that made it: build.json names both, and the engine falls back to a
// plain boot (which imports each mode on first entry) when they differ.

import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const root = resolve(process.argv[2] || "static");
const manifest = JSON.parse(readFileSync(join(root, "build.json"), "utf8"));
const pyodide = await loadPyodide({ _makeSnapshot: true, fullStdLib: false });
const site = pyodide.runPython("import site; site.getsitepackages()[0]");
pyodide.unpackArchive(new Uint8Array(readFileSync(join(root, manifest.wheel))), "wheel", { extractDir: site });
pyodide.runPython(`
import pycore.bindings
from pycore.modes.registry import MODES
for spec in MODES.values():
    spec.load()
pycore.bindings.arcade()
`);
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(join(root, "snapshot.bin"), snapshot);
// the manifest names the snapshot and the runtime it is for (the engine refuses any other)
manifest.snapshot = { file: "snapshot.bin", bytes: snapshot.length, pyodide: manifest.pyodide, wheel: manifest.sha256 };
writeFileSync(join(root, "build.json"), JSON.stringify(manifest, null, 1) + "\n");
console.log(`${join(root, "snapshot.bin")}: ${snapshot.length} bytes`);
