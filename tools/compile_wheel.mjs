// Adds Pyodide's own bytecode to the served pycore wheel, so the page imports pycore without
// compiling its sources in WebAssembly at every load (about 0.8 s saved per boot, bench/README.md).
//
//   node tools/compile_wheel.mjs static/wheels/pycore-0.1.0-py3-none-any.whl
//
// The wheel is rewritten in place: every module gains __pycache__/<name>.cpython-3XX.pyc built by
// the same Python the page runs (unchecked-hash pycs: unpacking does not keep mtimes, and the
// served wheel is rebuilt whenever a source changes). The sources stay for readable tracebacks.

import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const wheelPath = process.argv[2];
if (!wheelPath) {
  console.error("usage: node tools/compile_wheel.mjs WHEEL");
  process.exit(2);
}

const pyodide = await loadPyodide();
pyodide.FS.writeFile("/tmp/in.whl", new Uint8Array(readFileSync(resolve(wheelPath))));
const summary = pyodide.runPython(`
import compileall, io, os, py_compile, shutil, sys, zipfile

src = "/tmp/wheel"
shutil.rmtree(src, ignore_errors=True)
with zipfile.ZipFile("/tmp/in.whl") as z:
    infos = z.infolist()
    z.extractall(src)
ok = compileall.compile_dir(src, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("a module of the wheel does not compile under Pyodide's Python")
names = [i.filename for i in infos]
added = []
for root, _dirs, files in sorted(os.walk(src)):
    for f in sorted(files):
        if f.endswith(".pyc"):
            added.append(os.path.relpath(os.path.join(root, f), src))
with zipfile.ZipFile("/tmp/out.whl", "w", zipfile.ZIP_DEFLATED) as out:
    for name in names + added:
        info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        with open(os.path.join(src, name), "rb") as f:
            out.writestr(info, f.read())
f"{len(added)} pycs for Python {sys.version.split()[0]}"
`);
writeFileSync(resolve(wheelPath), pyodide.FS.readFile("/tmp/out.whl"));
console.log(`${wheelPath}: added ${summary}`);
