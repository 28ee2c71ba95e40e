// The service worker: keeps one whole build of the parlour in the browser's cache so the page
// boots and plays with no server (docs/page.md, "offline").
//
// One cache per build, named after static/build.json's `build` (the wheel and every page file):
// the pages and scripts it lists, the runtime, the wheel, the snapshot and the icons. A new build is cached whole under its own
// name first and only then are the older caches deleted, so the cache never mixes two builds.
// Requests go to the network first (the local server is the truth while it runs) and fall back
// to the cache; a pack the player opens (/packs/...) is kept in the current build's cache.

const PREFIX = "parlor-";
const RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
const ALSO = ["/", "/static/icons/icon-192.png", "/static/icons/icon-512.png", "/packs/index.json"];

let current = null;   // the name of the cache of the build in use
let refreshing = null;

self.addEventListener("install", (event) => {
  event.waitUntil(refresh().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.op === "refresh") {
    refresh().then(
      (name) => event.source.postMessage({ op: "cached", cache: name }),
      (e) => event.source.postMessage({ op: "cached", error: e.message || String(e) }),
    );
  }
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname === "/signal") return;
  event.respondWith(answer(event.request, url));
});

/** Answer from the network, keeping a fetched pack; with no network, from the build's cache. */
async function answer(request, url) {
  try {
    const response = await fetch(request);
    if (response.ok && url.pathname.startsWith("/packs/")) {
      const name = await currentCache();
      if (name) (await caches.open(name)).put(url.pathname, response.clone());
    }
    return response;
  } catch (e) {
    const name = await currentCache();
    const cache = name && await caches.open(name);
    // a navigation with ?mode=... is the same page; the runtime's files are asked without a query too
    const key = request.mode === "navigate" ? "/" : url.pathname;
    const kept = cache && await cache.match(key);
    if (kept) return kept;
    throw e;
  }
}

/** Return the name of the complete build cache (the one holding its build.json), or null. */
async function currentCache() {
  if (current) return current;
  for (const name of (await caches.keys()).filter((n) => n.startsWith(PREFIX))) {
    if (await (await caches.open(name)).match("/static/build.json")) current = name;
  }
  return current;
}

/**
 * Cache the served build whole under its own name, then drop every other build's cache: one
 * step, never a mix. Resolves to the cache's name. Offline, the kept build stays.
 */
function refresh() {
  if (!refreshing) refreshing = refreshNow().finally(() => { refreshing = null; });
  return refreshing;
}

async function refreshNow() {
  let build;
  try {
    build = await (await fetch("/static/build.json", { cache: "no-cache" })).json();
  } catch (e) {
    const kept = await currentCache();
    if (kept) return kept;
    throw new Error("no network and no build cached yet");
  }
  const name = PREFIX + (build.build || build.sha256);
  const names = await caches.keys();
  if (!names.includes(name) || !(await (await caches.open(name)).match("/static/build.json"))) {
    const files = [...ALSO, ...(build.pages || []), ...(build.assets || []), ...RUNTIME.map((f) => `/static/pyodide/${f}`), `/static/${build.wheel}`];
    if (build.snapshot) files.push(`/static/${build.snapshot.file}`);
    const staging = await caches.open(name);
    await Promise.all(files.map(async (path) => {
      const response = await fetch(path, { cache: "no-cache" });
      if (!response.ok) {
        if (path === "/packs/index.json") return;  // no packs served: the practice set alone
        throw new Error(`${path} answered ${response.status}`);
      }
      await staging.put(path, response);
    })).catch(async (e) => {
      await caches.delete(name);  // half a build is no build: the old one stays in use
      throw e;
    });
    // build.json last: its presence marks the cache complete
    await staging.put("/static/build.json", new Response(JSON.stringify(build), {
      headers: { "Content-Type": "application/json" } }));
  }
  // the packs a player opened with the old build are kept: copy them over before the swap
  for (const old of names.filter((n) => n.startsWith(PREFIX) && n !== name)) {
    const from = await caches.open(old);
    const to = await caches.open(name);
    for (const req of await from.keys()) {
      if (new URL(req.url).pathname.startsWith("/packs/") && !(await to.match(req))) {
        await to.put(req, await from.match(req));
      }
    }
    await caches.delete(old);
  }
  current = name;
  return name;
}
