// Boots Pyodide from /static/pyodide/ and installs the pycore wheel, all from the local server.
// The wheel is unpacked straight into site-packages (pyodide.unpackArchive): it is pure Python
// with no dependencies, so micropip would only add a download and a resolver (docs/page.md).

const RUNTIME = "/static/pyodide/";

/**
 * Load the runtime and pycore; `progress(fraction, words)` reports each step.
 * `names` lists the bindings the page mirrors on window: every play_* and net_* function.
 * Resolves to { pyodide, bindings, names, manifest, marks } (marks: performance.now() per step).
 */
export async function boot(progress) {
  const marks = { start: performance.now() };
  progress(0.02, "Reading the build manifest…");
  const manifest = await fetchJson("/static/build.json",
    "The page's runtime is not built: run `make play`, which builds it and serves the page.");

  // start the wheel download now; it lands while the runtime compiles
  const wheel = fetchBytes(`/static/${manifest.wheel}`, "the pycore wheel");
  wheel.catch(() => {});  // awaited below; this only keeps an early failure from being "unhandled"

  progress(0.05, `Loading the Python runtime (Pyodide ${manifest.pyodide})…`);
  const { loadPyodide } = await import(`${RUNTIME}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: RUNTIME, fullStdLib: false });
  marks.runtime = performance.now();

  progress(0.8, "Installing pycore…");
  const site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: site });
  marks.wheel = performance.now();

  progress(0.9, "Starting the arcade…");
  const bindings = pyodide.pyimport("pycore.bindings");
  const names = pyodide.runPython(
    "import pycore.bindings as _b\n" +
    "[n for n in dir(_b) if n.startswith(('play_', 'net_')) and callable(getattr(_b, n))]"
  ).toJs();
  marks.imported = performance.now();
  return { pyodide, bindings, names, manifest, marks };
}

/**
 * Wrap a Python binding for JS: plain values pass through, bytes come back as a Uint8Array,
 * and every proxy is destroyed so nothing leaks frame after frame.
 */
export function wrap(fn) {
  return (...args) => {
    const out = fn(...args);
    if (out && typeof out === "object" && typeof out.toJs === "function") {
      try {
        return out.toJs();
      } finally {
        out.destroy();
      }
    }
    return out;
  };
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
