// The page's side of the engine worker (web/js/engine.js: Pyodide and pycore in a Web Worker): starts it and talks to it.
// Every binding answers through a promise: the engine runs beside the page, which keeps only
// input and the canvas on its own thread (docs/page.md).

/**
 * The page's side of the worker: requests out, answers matched back by id. `worker` is the one
 * index.html started while the page was still loading, if it did.
 */
export class Engine {
  constructor(worker = null) {
    this.waiting = new Map();  // id -> {resolve, reject}
    this.nextId = 1;
    this.progress = () => {};
    this.stopped = null;       // the words for why the worker is gone, once it is
    this.names = [];
    try {
      this.worker = worker || new Worker("/js/engine.js", { type: "module" });
    } catch (e) {
      this.worker = { failed: e.message };
    }
    if (this.worker.failed) {
      this.stop(`The engine could not start: ${this.worker.failed}.`);
      return;
    }
    this.worker.onmessage = ({ data }) => this.answered(data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.stop(`The engine stopped: ${e.message || "its script could not run"}.`);
    };
    this.worker.onmessageerror = () => this.stop("The engine sent a message the page could not read.");
  }

  answered(data) {
    if (data.op === "progress") return this.progress(data.fraction, data.words);
    const waiting = this.waiting.get(data.id);
    if (!waiting) return;
    this.waiting.delete(data.id);
    if ("error" in data) waiting.reject(new Error(data.error));
    else waiting.resolve(data.value);
  }

  stop(words) {
    this.stopped = words;
    for (const { reject } of this.waiting.values()) reject(new Error(words));
    this.waiting.clear();
  }

  request(message, transfer = []) {
    if (this.stopped) return Promise.reject(new Error(this.stopped));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message }, transfer);
    });
  }

  /**
   * Load the runtime and pycore; `progress(fraction, words)` reports each step. Resolves to
   * { names, manifest, marks }: every play_* / net_* binding, the build, and when each step
   * ended (performance.now() on the page's clock).
   */
  async boot(progress) {
    this.progress = progress;
    const booted = await this.request({ op: "boot" });
    const origin = performance.timeOrigin;
    for (const step of Object.keys(booted.marks)) booted.marks[step] -= origin;
    this.names = booted.names;
    return booted;
  }

  /** Call each [name, args] in order in one message; resolves to {values, ms}. */
  batch(calls) {
    return this.request({ op: "batch", calls });
  }

  /** Call one binding; resolves to what it returns (JSON text, a plain value, or bytes). */
  async call(name, ...args) {
    const { values } = await this.batch([[name, args]]);
    return values[0];
  }

  /** Run Python in the engine and resolve to its last expression as plain data (tests, the console). */
  python(code) {
    return this.request({ op: "python", code });
  }

  /** The bindings as functions returning promises, keyed by name (what the page mirrors on window). */
  bindings() {
    return Object.fromEntries(this.names.map((name) => [name, (...args) => this.call(name, ...args)]));
  }
}
