// The engine: Pyodide and pycore in a Web Worker, so the rules' ticks and the screen's export run
// beside the page instead of inside its frame (docs/page.md, "the engine in a worker").
// The page sends requests, each with an id; every answer carries that id. This file knows no
// mode and no binding by name: it boots as soon as it starts (index.html starts it before the
// page's own scripts have loaded), then calls whichever play_* / net_* functions it is asked.
//
//   {id, op: "boot"}                        -> progress messages, then {id, value: {names, manifest, marks}}
//   {id, op: "batch", calls: [[name, args]]} -> {id, value: {values, ms}}  (bytes come back transferred)
//   {id, op: "python", code}                -> {id, value}  (the last expression, as plain data; for tests)
// A failure answers {id, error: "words"}.

const RUNTIME = "/static/pyodide/";

let pyodide = null;
const bindings = new Map();  // name -> wrapped function
let lastProgress = null;     // repeated when the page asks: it may have started listening late
const booting = boot();
booting.catch(() => {});     // the page hears of a failure when it asks for the boot

self.onmessage = async ({ data }) => {
  const { id, op } = data;
  try {
    if (op === "boot") {
      if (lastProgress) self.postMessage(lastProgress);
      answer(id, await booting);
    } else if (!pyodide) {
      throw new Error("the engine has not booted");
    } else if (op === "batch") {
      batch(id, data.calls);
    } else if (op === "python") {
      answer(id, plain(pyodide.runPython(data.code)));
    } else {
      throw new Error(`no such request: ${op}`);
    }
  } catch (e) {
    self.postMessage({ id, error: e && e.message ? e.message : String(e) });
  }
};

function answer(id, value, transfer = []) {
  self.postMessage({ id, value }, transfer);
}

/** Report a boot step to the page's progress bar. */
function progress(fraction, words) {
  lastProgress = { op: "progress", fraction, words };
  self.postMessage(lastProgress);
}

/** A moment on the page's clock: a worker's performance.now() counts from its own origin. */
function stamp() {
  return performance.timeOrigin + performance.now();
}

async function boot() {
  const marks = { start: stamp() };
  progress(0.02, "Reading the build manifest…");
  // the runtime's loader, the manifest and then the wheel are all fetched at once: each lands
  // while the runtime compiles
  const loader = import(`${RUNTIME}pyodide.mjs`);
  loader.catch(() => {});  // awaited below; these only keep an early failure from being "unhandled"
  const manifest = await fetchJson("/static/build.json",
    "The page's runtime is not built: run `make play`, which builds it and serves the page.");
  const wheel = fetchBytes(`/static/${manifest.wheel}`, "the pycore wheel");
  wheel.catch(() => {});
  const snapshot = manifest.snapshot && manifest.snapshot.pyodide === manifest.pyodide
    && manifest.snapshot.wheel === manifest.sha256
    ? fetchBytes(`/static/${manifest.snapshot.file}`, "the runtime snapshot") : null;
  if (snapshot) snapshot.catch(() => {});

  progress(0.05, `Loading the Python runtime (Pyodide ${manifest.pyodide})…`);
  const { loadPyodide } = await loader;
  const { runtime, started } = await startRuntime(loadPyodide, manifest, snapshot);
  marks.runtime = stamp();

  // The wheel is pure Python with no dependencies, so it is unpacked straight into
  // site-packages: micropip would only add a download and a resolver (docs/page.md). A snapshot
  // holds the imported modules but not the files: the practice set and the modes imported later
  // are read from here.
  progress(0.8, "Installing pycore…");
  // site is imported at start-up already; sysconfig would cost 60 to 90 ms of imports here
  const site = runtime.runPython("import site; site.getsitepackages()[0]");
  runtime.unpackArchive(await wheel, "wheel", { extractDir: site });
  marks.wheel = stamp();

  progress(0.9, "Starting the arcade…");
  const module = runtime.pyimport("pycore.bindings");
  const names = runtime.runPython(
    "import pycore.bindings as _b\n" +
    "[n for n in dir(_b) if n.startswith(('play_', 'net_')) and callable(getattr(_b, n))]"
  ).toJs();
  for (const name of names) bindings.set(name, wrap(module[name]));
  marks.imported = stamp();
  pyodide = runtime;
  return { names, manifest, marks, snapshot: started };
}

/**
 * Start Pyodide from the build's memory snapshot (pycore already imported in it, made by
 * tools/make_snapshot.mjs), or, when there is none, it is for another runtime, or the runtime
 * refuses it, by a plain boot. `snapshot` says which, in words the page shows in window.parlor.
 */
async function startRuntime(loadPyodide, manifest, snapshot) {
  const options = { indexURL: RUNTIME, fullStdLib: false };
  const made = manifest.snapshot;
  if (!made) return { runtime: await loadPyodide(options), started: "plain boot: the build has no snapshot" };
  if (!snapshot) {
    return { runtime: await loadPyodide(options), started: `plain boot: the snapshot was made for another build (Pyodide ${made.pyodide})` };
  }
  let bytes;
  try {
    bytes = await snapshot;
  } catch (e) {
    return { runtime: await loadPyodide(options), started: `plain boot: ${e.message}` };
  }
  try {
    const runtime = await loadPyodide({ ...options, _loadSnapshot: bytes });
    runtime.runPython("import pycore.bindings");  // in the snapshot already: proves it is whole
    return { runtime, started: "snapshot" };
  } catch (e) {
    return { runtime: await loadPyodide(options), started: `plain boot: the runtime refused the snapshot (${e.message || e})` };
  }
}

/**
 * Call each [name, args] in order and answer every value with its cost in ms. One batch is
 * one animation frame's worth of work (its ticks, then its frame), so a frame costs the page
 * one message each way. A call that fails answers its own {"error"} text; the calls before
 * it have run, and their answers still reach the page.
 */
function batch(id, calls) {
  const values = [];
  const ms = [];
  const transfer = [];
  for (const [name, args] of calls) {
    const fn = bindings.get(name);
    const t0 = performance.now();
    let value;
    try {
      value = fn ? fn(...args) : JSON.stringify({ error: `pycore.bindings has no ${name}` });
    } catch (e) {  // the bindings never raise; an argument the bridge cannot convert can
      value = JSON.stringify({ error: `${name}: ${e.message || e}` });
    }
    ms.push(performance.now() - t0);
    if (value instanceof Uint8Array) transfer.push(value.buffer);
    values.push(value);
  }
  answer(id, { values, ms }, transfer);
}

/**
 * Wrap a Python binding for JS: plain values pass through, bytes come back as a Uint8Array,
 * and every proxy is destroyed so nothing leaks frame after frame.
 */
function wrap(fn) {
  return (...args) => plain(fn(...args));
}

/** Return `out` as plain JS data (dicts as objects), destroying the proxy it came in. */
function plain(out) {
  if (out && typeof out === "object" && typeof out.toJs === "function") {
    try {
      return out.toJs({ dict_converter: Object.fromEntries });
    } finally {
      out.destroy();
    }
  }
  return out;
}

async function fetchJson(url, hint) {
  let res;
  try {
    res = await fetch(url, { cache: "no-cache" });
  } catch (e) {
    throw new Error(`Could not reach the local server for ${url} (${e.message}).`);
  }
  if (!res.ok) throw new Error(`${url} answered ${res.status}. ${hint}`);
  return res.json();
}

async function fetchBytes(url, what) {
  const res = await fetch(url, { cache: "no-cache" });
  if (!res.ok) throw new Error(`Could not download ${what} (${url} answered ${res.status}); run \`make play\` to rebuild it.`);
  return res.arrayBuffer();
}
