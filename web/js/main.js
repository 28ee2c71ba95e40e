// The page: boot, the mode and pack selects, the one 60 Hz loop, input, saves. No game logic here:
// every decision is pycore's, reached through the play_* bindings (mirrored on window). pycore
// runs in a worker (web/js/engine.js), so each binding answers through a promise. An online game
// is the arcade's like any other: this loop ticks and draws it, and carries the room's bytes
// (web/js/net.js moves them over the data channels).

import { Engine } from "./engine_client.js";
import { decodeFrame, Renderer } from "./prims.js";
import { Pad, SHOWN, bit, keyLabel } from "./input.js";
import { damagedSaves, restoreStored } from "./save.js";
import { install as installSound } from "./sound.js";

const STEP_MS = 1000 / 60;
const MAX_CATCH_UP = 4;          // ticks per animation frame before the clock is let go
const FRAME_LOG = 1200;          // per-frame costs kept for the benchmark and the status line
const PRACTICE = "practice";
const COSTS = ["tick", "frame", "draw", "main", "latency", "bytes", "scene", "at"];   // at: when it was drawn (performance.now)
const STATE_EVERY = 15;          // ticks between reads of the arcade's state when nothing happened

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);

const parlor = {
  ready: false,
  error: null,
  bootMs: 0,
  firstFrameMs: 0,
  ticks: 0,
  draws: 0,
  kept: 0,        // of the draws, frames that repeated the one shown (nothing decoded or drawn)
  // per-frame costs in ms (ring buffers): in the engine, the frame's ticks and its export; on the
  // page's thread, the decode + draw and everything the frame cost it (main); and the latency
  // from sending the frame's pads to drawing the engine's answer
  costs: Object.fromEntries(COSTS.map((part) => [part, new Float64Array(FRAME_LOG)])),
  costCount: 0,
  pack: PRACTICE,
  paused: false,
  lastEvents: [],
};
window.parlor = parlor;

const engine = new Engine(window.parlorWorker);  // started by index.html, booting since
const sound = installSound({ parlor });           // the mixer: silent until the player's first gesture
const pad = new Pad();
const renderer = new Renderer($("screen"));
const pending = [];  // hotspot actions for the next tick (local seat 0)
let api = null;      // the bindings, each returning a promise
let lastState = null;
let lastScreen = "";
let lastInstance;     // the game the footer's words were about
let lastFrame = null; // the last decoded frame, redrawn when the canvas is resized

// ---------------------------------------------------------------------------- failures
function fail(message) {
  parlor.error = message;
  document.body.dataset.state = "failed";
  $("boot-words").textContent = message;
  $("boot").classList.add("failed");
  $("boot").hidden = false;
  console.error(message);
}

let noteTimer = 0;

/** Show the page's own words (boot, packs, saves) in the pill over the stage; plain words fade after a while. */
function note(message, isError = false) {
  const el = $("status");
  el.textContent = message;
  el.classList.toggle("error", isError);
  clearTimeout(noteTimer);
  if (message && !isError) noteTimer = setTimeout(() => { if (el.textContent === message) el.textContent = ""; }, 6000);
}

window.addEventListener("error", (e) => {
  const words = `Something broke in the page: ${e.message}`;
  parlor.ready ? note(words, true) : fail(words);
});
window.addEventListener("unhandledrejection", (e) => {
  const words = `Something broke in the page: ${e.reason && e.reason.message ? e.reason.message : e.reason}`;
  parlor.ready ? note(words, true) : fail(words);
});

/** Return the parsed JSON, or null after showing its error in words. */
function checked(text, what) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (_) {
    note(`${what}: pycore answered something that is not JSON.`, true);
    return null;
  }
  if (value && typeof value === "object" && !Array.isArray(value) && "error" in value) {
    note(`${what}: ${value.error}`, true);
    return null;
  }
  return value;
}

// ---------------------------------------------------------------------------- boot
let shown = 0;

function progress(fraction, words) {
  shown = Math.max(shown, fraction);
  $("boot-bar").style.width = `${Math.round(shown * 100)}%`;
  if (words) $("boot-words").textContent = words;
}

/** Return the arcade's seed: `?seed=` when given (demos, tests), else 53 random bits from crypto. */
function bootSeed() {
  const fixed = params.get("seed");
  if (fixed !== null && /^\d{1,15}$/.test(fixed)) return Number(fixed);
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
}

/** Load the fonts the canvas draws with (served by the local server, web/style.css names them). */
function loadFonts() {
  if (!document.fonts || !document.fonts.load) return Promise.resolve([]);
  const faces = ['400 16px "Inter"', '700 16px "Inter"', '400 16px "Playfair Display"', '700 16px "Playfair Display"'];
  return Promise.all(faces.map((f) => document.fonts.load(f).catch(() => [])));
}

async function start() {
  document.body.dataset.state = "booting";
  const fonts = loadFonts();
  // the runtime reports no byte progress: creep toward 78 % until the next real step
  const timer = setInterval(() => {
    if (shown < 0.78) progress(shown + (0.8 - shown) * 0.04);
  }, 100);
  const packs = fetchPacks();
  let booted;
  try {
    booted = await engine.boot(progress);
  } catch (e) {
    clearInterval(timer);
    fail(`Parlor could not start. ${e.message || e}`);
    return;
  }
  clearInterval(timer);
  parlor.engine = engine;
  parlor.manifest = booted.manifest;
  parlor.marks = booted.marks;
  parlor.snapshot = booted.snapshot;  // "snapshot", or "plain boot: <why>"
  api = engine.bindings();
  Object.assign(window, api);
  parlor.bindings = booted.names;
  $("cards").hidden = !(api.play_cards_open && api.play_cards_close);  // the card screens, when pycore has them
  const missing = ["play_modes_json", "play_mode_enter", "play_mode_leave", "play_tick", "play_frame",
    "play_state_json"].filter((n) => !api[n]);
  if (missing.length) {
    fail(`Parlor could not start: pycore.bindings lacks ${missing.join(", ")}.`);
    return;
  }
  parlor.bootMs = performance.now();  // from navigation: the engine started booting in index.html
  progress(1, "Ready.");

  await api.play_seed(bootSeed());   // a fresh deal on every visit; ?seed= repeats one
  tellKeys();
  await useView(params.get("view") || localStorage.getItem(VIEW_STORE) || firstView());
  await restoreSave();     // the practice set's save first, so a pack in the URL keeps it intact
  await setupPacks(packs);
  await fillModes();
  const mode = params.get("mode");
  if (mode) await enterMode(mode, params.get("seats") || "");

  parlor.fonts = (await fonts).map((list) => list.length);   // faces loaded, by weight and family
  draw(await api.play_frame());
  parlor.firstFrameMs = performance.now();
  $("boot").hidden = true;
  document.body.dataset.state = "ready";
  parlor.ready = true;
  // netplay (web/js/net.js): the "Play online" panel and the data channels; this loop carries their bytes
  import("./net.js").then((m) => {
    parlor.net = m.install({ parlor, note });
    const code = params.get("join");          // a friend's link: it joins the room in one click (the one that opened it)
    if (code) {
      parlor.net.join(code).then((peer) => { if (peer !== null && peer !== undefined) parlor.joined = peer; });
    }
  }).catch((e) => note(`Play online is unavailable: ${e.message}`, true));
  keepOffline();
  // replays (web/js/replay.js): save, link, open, and play back; this loop asks it for its frames
  try {
    const replays = await import("./replay.js");
    replays.install({ parlor, api, note, download });
    if (location.hash.startsWith("#replay=")) await parlor.replay.openLink(location.hash.slice(8));
  } catch (e) {
    note(`Replays are unavailable: ${e.message}`, true);
  }
  note(`Ready in ${(parlor.bootMs / 1000).toFixed(1)} s (Pyodide ${booted.manifest.pyodide}, Python ${booted.manifest.python}).`);
  last = performance.now();
  requestAnimationFrame(loop);
}

// ---------------------------------------------------------------------------- offline
/**
 * Register the service worker (web/sw.js) and ask it to keep this build whole in the cache,
 * after the boot so it does not compete with it. `parlor.offline` says where that stands:
 * {state: "caching" | "ready" | "unavailable", cache, error}.
 */
async function keepOffline() {
  if (!("serviceWorker" in navigator)) {
    parlor.offline = { state: "unavailable", error: "this browser has no service workers" };
    return;
  }
  parlor.offline = { state: "caching" };
  try {
    await navigator.serviceWorker.register("/sw.js");
    const worker = (await navigator.serviceWorker.ready).active;
    const answer = await new Promise((resolve) => {
      const heard = ({ data }) => {
        if (data && data.op === "cached") {
          navigator.serviceWorker.removeEventListener("message", heard);
          resolve(data);
        }
      };
      navigator.serviceWorker.addEventListener("message", heard);
      worker.postMessage({ op: "refresh" });
    });
    parlor.offline = answer.error ? { state: "unavailable", error: answer.error } : { state: "ready", cache: answer.cache };
  } catch (e) {
    parlor.offline = { state: "unavailable", error: e.message || String(e) };
  }
  parlor.offline.controlled = Boolean(navigator.serviceWorker.controller);
}

// ---------------------------------------------------------------------------- modes
async function fillModes() {
  const modes = checked(await api.play_modes_json(), "Listing the modes");
  const select = $("mode");
  select.replaceChildren(new Option("Arcade picker", ""));
  if (!modes) return;
  const groups = new Map();
  for (const m of modes) {
    if (!groups.has(m.kind)) {
      const group = document.createElement("optgroup");
      group.label = m.title;
      groups.set(m.kind, group);
      select.append(group);
    }
    const label = m.netplay ? `${m.name} · ${m.seats} seats · netplay` : `${m.name} · ${m.seats} seats`;
    const option = new Option(label, m.id);
    option.dataset.kind = m.kind;
    groups.get(m.kind).append(option);
  }
  parlor.modes = modes;
  await readState();
}

async function enterMode(id, seats = "") {
  const text = await (id ? (seats ? api.play_mode_enter(id, seats) : api.play_mode_enter(id)) : api.play_mode_leave());
  if (typeof text === "string" && text.startsWith("{")) checked(text, id ? `Entering ${id}` : "Leaving");
  await readState();
}

async function readState() {
  showState(await api.play_state_json());
}

/** Take in the arcade's state: the screen it shows, the mode select to match, a save when a game ends. */
function showState(text) {
  const state = checked(text, "Reading the arcade");
  if (!state) return;
  lastState = state;
  parlor.state = state;
  showViewButton();
  // the arcade left its online room (the quit prompt, or Cross on the results card): close the channels
  if (state.room === "closed" && parlor.net && parlor.net.active) parlor.net.leave();
  if (state.instance !== lastInstance) {   // another game (or the lobby) is in front: old words are gone
    lastInstance = state.instance;
    note("");
  }
  if (state.screen !== lastScreen) {
    lastScreen = state.screen;
    document.body.dataset.screen = state.screen;
    if (state.screen === "results" || state.screen === "picker") storeSave();
    if (state.screen === "results" && parlor.replay) parlor.replay.keepFinished();
  }
  const select = $("mode");
  const want = state.screen === "picker" ? state.picked || "" : state.instance || "";
  if (select.value !== want && [...select.options].some((o) => o.value === want)) select.value = want;
}

// ---------------------------------------------------------------------------- packs
/** Fetch the served packs' index (started before the runtime boots; it lands meanwhile). */
function fetchPacks() {
  return fetch("/packs/index.json", { cache: "no-cache" })
    .then((res) => (res.ok ? res.json() : []))
    .catch(() => []);  // no packs served: the practice set alone
}

async function setupPacks(listed) {
  const select = $("pack");
  select.replaceChildren(new Option("Practice set (built in)", PRACTICE));
  const packs = await listed;
  for (const p of packs) select.append(new Option(p.name || p.id, p.id));
  parlor.packs = packs;
  const wanted = params.get("pack");
  if (wanted && wanted !== PRACTICE) await loadPack(wanted);
}

let switching = Promise.resolve();  // the pack switches asked for, run one after another

/**
 * Switch to pack `id` (fetching its files), then restore its save. Switches run one at a
 * time, in the order asked, and the loop holds still meanwhile: a tick sent between a switch
 * and its restore could start a game (and the restore would be refused) or report a change
 * of the new pack's empty profile.
 */
function loadPack(id) {
  const run = switching.then(() => loadPackNow(id));
  switching = run.catch(() => {});
  return run;
}

async function loadPackNow(id) {
  if (!api.play_pack_load || !api.play_pack_builtin) {
    note("This build of pycore cannot load packs yet.", true);
    return false;
  }
  holding = true;
  try {
    // the frame with the engine first: its events are taken, and any save it asks for is read
    if (inFlight) await inFlight.catch(() => {});
    await storeSave();
    const switched = await switchPack(id);
    if (!switched) $("pack").value = parlor.pack;  // the select shows the pack still in place
    return switched;
  } finally {
    holding = false;
  }
}

/** Return a served file's text; a missing one is an error, not a pack made of an error page. */
async function fetchText(url) {
  const res = await fetch(url, { cache: "no-cache" });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

async function switchPack(id) {
  let modes = "", cards = "";
  const rules = {};
  if (id !== PRACTICE) {
    const entry = (parlor.packs || []).find((p) => p.id === id);
    if (!entry) {
      note(`There is no pack "${id}" on this server.`, true);
      return false;
    }
    try {
      modes = await fetchText(entry.modes);
      cards = entry.cards ? await fetchText(entry.cards) : "";
      for (const [name, url] of Object.entries(entry.rules || {})) rules[name] = await fetchText(url);
    } catch (e) {
      note(`Could not download the pack "${id}": ${e.message}`, true);
      return false;
    }
  }
  const text = await (id === PRACTICE ? api.play_pack_builtin() : api.play_pack_load(id, modes, cards, JSON.stringify(rules)));
  if (!checked(text, `Loading the pack "${id}"`)) return false;
  parlor.pack = id;
  $("pack").value = id;
  await restoreSave();
  await fillModes();
  note(id === PRACTICE ? "The practice set is loaded." : `Loaded the pack "${id}".`);
  return true;
}

// ---------------------------------------------------------------------------- saves
const saveKey = (pack = parlor.pack) => `parlor.save.${pack}`;
let restoredPack = null;  // the pack whose stored save the engine holds (or found none of)

/**
 * Keep the profile in browser storage under its own pack. Only once that pack's stored save
 * was taken in: the fresh profile of a pack just switched to never overwrites its save.
 */
async function storeSave() {
  if (!api || !api.play_save_json) return;
  const text = await api.play_save_json();
  let pack;
  try {
    pack = JSON.parse(text).pack;
  } catch (_) {
    return;
  }
  if (pack && pack === restoredPack) localStorage.setItem(saveKey(pack), text);
}

async function restoreSave() {
  const restored = await restoreStored(api, saveKey(), note);
  parlor.restored = restored;
  // a save refused for the moment (not damaged) stays in storage, and nothing may overwrite it
  restoredPack = restored.reason && !restored.aside ? null : parlor.pack;
}

async function exportSave() {
  await storeSave();
  download(`parlor-save-${parlor.pack}.json`, localStorage.getItem(saveKey()) || "{}");
}

/** Offer `text` as a file download named `name`. */
function download(name, text) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function importSave(file) {
  const text = await file.text();
  if (checked(await api.play_load_json(text), "Importing the save")) {
    restoredPack = parlor.pack;  // the engine holds this pack's save now: keep it from here on
    await storeSave();
    note(`Imported ${file.name}.`);
  }
}

// ---------------------------------------------------------------------------- the loop
let last = 0;
let acc = 0;
let inFlight = null;     // a frame's batch while it is with the engine; the clock keeps counting meanwhile
let holding = false;     // a pack is being switched: no ticks until it is in place
let stateStale = true;   // something happened: read the arcade's state with the next frame
let sinceState = 0;      // ticks since the state was last read
let replay = false;
let saveSoon = false;    // the arcade said a change is worth saving

/** Take in one tick's events: refusals shown, saves and the attract loop noted. */
function takeEvents(text) {
  if (typeof text !== "string" || text.length <= 2) return;
  const events = checked(text, "A tick");
  if (!Array.isArray(events)) return;
  parlor.lastEvents = events;
  stateStale = true;
  for (const e of events) {
    if (e && e.kind === "save") saveSoon = true;
    if (e && ["host", "start_room", "leave_room", "copy_link"].includes(e.kind)) roomAction(e);
    // ?repeat=1 replays the URL's mode when it ends (an attract loop, used by bench/page.py)
    if (e && e.kind === "finished" && params.get("repeat") && params.get("mode")) replay = true;
  }
}

let resetting = false;   // the engine was asked to send every picture again

// ---------------------------------------------------------------------------- table scenes
const VIEW_STORE = "parlor.view";
let sceneView = null;      // web/js/scene.js's SceneView, made with the first frame that holds a scene
let sceneLoading = null;
let sceneMissing = null;   // why this browser cannot draw a table scene (then games show their board)

/**
 * The view a player who never chose one starts in: the table, unless this browser's WebGL is a software
 * rasteriser (SwiftShader, llvmpipe: no GPU), which draws a scene at a few frames a second; then the board,
 * and the view button or T still opens the table.
 */
function firstView() {
  try {
    const gl = document.createElement("canvas").getContext("webgl2");
    if (!gl) return "table";          // the scene will say why it cannot be drawn, and show the board
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    const lose = gl.getExtension("WEBGL_lose_context");
    if (lose) lose.loseContext();
    return /swiftshader|llvmpipe|software/i.test(name) ? "board" : "table";
  } catch (_) {
    return "table";
  }
}

/** Draw the last frame's table scene under the canvas (or hide the scene's canvas when it has none). */
function drawScene() {
  const frame = renderer.scene;
  const el = $("scene-canvas");
  if (!frame) {
    if (!el.hidden) el.hidden = true;
    return;
  }
  if (!sceneView) {
    if (!sceneLoading) {
      sceneLoading = import("./scene.js").then((m) => {
        sceneMissing = m.unavailable();
        if (sceneMissing) {
          useView("board", `The table view cannot be drawn here (${sceneMissing}): showing the board.`);
          return;
        }
        sceneView = new m.SceneView(el, renderer);
        parlor.sceneView = sceneView;
        drawScene();     // a still table sends no new frame: draw the one it has now
      }).catch((e) => {
        sceneMissing = e.message || String(e);
        useView("board", `The table view cannot be drawn here (${sceneMissing}): showing the board.`);
      });
    }
    return;
  }
  const b = renderer.stageBox(), host = $("stage").getBoundingClientRect();
  try {
    sceneView.draw(frame, { left: b.x - host.left, top: b.y - host.top, width: b.width, height: b.height });
  } catch (e) {
    sceneMissing = e.message || String(e);
    sceneView = null;
    el.hidden = true;
    useView("board", `The table view failed (${sceneMissing}): showing the board.`);
  }
}

/** Choose the table view or the board view (kept in the browser; nothing of it travels online). */
async function useView(view, words = "") {
  if (view === "table" && sceneMissing) {
    words = `The table view cannot be drawn here (${sceneMissing}).`;
    view = "board";
  }
  parlor.view = view;
  localStorage.setItem(VIEW_STORE, view);
  if (api && api.play_view_mode) await api.play_view_mode(view);
  showViewButton();
  if (words) note(words, true);
}

function showViewButton() {
  const offered = Boolean(lastState && lastState.scene);
  const button = $("view-button");
  button.hidden = !offered;
  button.textContent = parlor.view === "table" ? "Board view" : "Table view";
}
parlor.useView = useView;
$("view-button").addEventListener("click", () => { useView(parlor.view === "table" ? "board" : "table"); canvas.focus(); });

/**
 * The online room's steps the canvas asked for: the page holds the connections and the entropy, so it
 * hosts (from a lobby tile), starts (the host), leaves and copies the room's link.
 */
async function roomAction(e) {
  const net = parlor.net;
  if (!net) return note("Play online is not ready yet.", true);
  if (e.kind === "host") {
    const code = await net.host(e.id);
    if (code) note(`Room ${code} is open: share the link (Copy the link, on the canvas).`);
  } else if (e.kind === "start_room") {
    await net.start();
  } else if (e.kind === "leave_room") {
    await net.leave();
    await api.play_mode_leave();
  } else if (e.kind === "copy_link") {
    const link = net.link();
    if (!link) return note("There is no room to share yet.", true);
    try {
      await navigator.clipboard.writeText(link);
      note(`The link is copied: ${link}`);
    } catch (_) {
      note(`Share this link: ${link}`);
    }
    parlor.roomLink = link;
  }
}

/** Decode and draw an exported frame; return the ms it took. */
function draw(bytes) {
  const t0 = performance.now();
  if (!(bytes instanceof Uint8Array)) {
    if (typeof bytes === "string") checked(bytes, "Drawing the frame");
    return 0;
  }
  if (bytes.length === 0) {  // the frame the canvas shows already (play_frame_changed)
    parlor.draws++;
    parlor.kept++;
    return 0;
  }
  try {
    lastFrame = decodeFrame(bytes);
    renderer.draw(lastFrame);
    // zoomed in, the canvas is sized to the stage: a stage of another size (a pack's) sizes it anew
    if (lens.k > 1 && (lens.w / lens.h).toFixed(3) !== (renderer.width / renderer.height).toFixed(3)) fit();
    sound.frame(renderer.cues, renderer.loops);
    drawScene();
  } catch (e) {
    note(`This frame could not be drawn: ${e.message}`, true);
    lastFrame = null;
    return 0;
  }
  parlor.draws++;
  if (renderer.missing.size && api.play_pictures_reset && !resetting) {
    // a picture stamped that this page was never sent (its cache was lost): the engine sends them all again
    resetting = true;
    renderer.missing.clear();
    api.play_pictures_reset().finally(() => { resetting = false; });
  }
  return performance.now() - t0;
}

function loop(now) {
  if (engine.stopped) {        // nothing more can be drawn: say why, once
    if (!parlor.error) fail(engine.stopped);
    return;
  }
  requestAnimationFrame(loop);
  pad.pollGamepads();
  // a frame's timestamp can precede the last one seen (after a long task, in some emulations):
  // time never runs backwards here, and a long gap is let go rather than replayed
  acc += Math.min(Math.max(now - last, 0), 250);
  last = Math.max(now, last);
  if (parlor.paused || holding || heldByMenu()) {
    acc = 0;
    return;
  }
  if (inFlight) return;
  const t0 = performance.now();
  const ticking = [];
  while (acc >= STEP_MS && ticking.length < MAX_CATCH_UP) {
    const actions = pending.length ? JSON.stringify(pending.splice(0)) : "";
    ticking.push(["play_tick", [`[${pad.read()}]`, actions, actions && clickAt ? JSON.stringify(clickAt) : ""]]);
    acc -= STEP_MS;
  }
  const ticks = ticking.length;
  if (ticks === MAX_CATCH_UP) acc = 0;
  if (!ticks) return;
  const playback = parlor.replay;
  if (playback && playback.open) {  // a replay on the canvas: pycore steps it and draws it
    inFlight = engine.batch(playback.frameCalls(ticks)).then(
      ({ values }) => { playback.frameBack(values[0]); draw(values[1]); },
      (e) => (engine.stopped ? fail(engine.stopped) : note(`The engine did not answer a frame: ${e.message}`, true)),
    ).finally(() => { inFlight = null; });
    return;
  }
  sinceState += ticks;
  const withState = stateStale || sinceState >= STATE_EVERY;
  if (withState) {
    stateStale = false;
    sinceState = 0;
  }
  // one batch: the room's arrivals, the ticks, the frame, the state, then what the room sends
  const net = parlor.net;
  const stamp = Math.round(performance.now());
  const head = net ? net.frameHead(stamp) : [];
  const calls = [...head, ...ticking, ["play_frame_changed", []]];
  if (withState) calls.push(["play_state_json", []]);
  const tail = net ? net.frameTail(stamp) : [];
  calls.push(...tail);
  const sent = performance.now();
  inFlight = engine.batch(calls).then(
    (answer) => frameBack(answer, head.length, ticks, withState, tail.length, sent, sent - t0),
    (e) => (engine.stopped ? fail(engine.stopped) : note(`The engine did not answer a frame: ${e.message}`, true)),
  ).finally(() => { inFlight = null; });
}

/** The engine's answer to one frame: [room arrivals..., events of each tick..., frame bytes, state text?, room tail...]. */
function frameBack({ values, ms }, heads, ticks, withState, tails, sent, sendMs) {
  const t0 = performance.now();
  const own = values.slice(heads, values.length - tails);
  const ownMs = ms.slice(heads, ms.length - tails);
  if (parlor.net) parlor.net.frameBack(values.slice(0, heads), values.slice(values.length - tails));
  values = own;
  ms = ownMs;
  for (let k = 0; k < ticks; k++) takeEvents(values[k]);
  parlor.ticks += ticks;
  const drawMs = draw(values[ticks]);
  if (withState) showState(values[ticks + 1]);
  if (saveSoon) {
    saveSoon = false;
    storeSave();
  }
  if (replay) {
    replay = false;
    enterMode(params.get("mode"), params.get("seats") || "");
  }
  const done = performance.now();
  let tickMs = 0;
  for (let k = 0; k < ticks; k++) tickMs += ms[k];
  const slot = parlor.costCount % FRAME_LOG;
  parlor.costs.tick[slot] = tickMs;
  parlor.costs.frame[slot] = ms[ticks];
  parlor.costs.draw[slot] = drawMs;
  parlor.costs.main[slot] = sendMs + (done - t0);
  parlor.costs.latency[slot] = done - sent;
  parlor.costs.bytes[slot] = values[ticks] instanceof Uint8Array ? values[ticks].length : 0;   // 0: the frame repeated
  parlor.costs.scene[slot] = renderer.scene && sceneView ? sceneView.ms : 0;
  parlor.costs.at[slot] = done;
  parlor.costCount++;
}

/** Return the last `count` frames' costs in ms, a list per part of `parlor.costs`, oldest first. */
parlor.frameCosts = (count = FRAME_LOG) => {
  const n = Math.min(count, parlor.costCount, FRAME_LOG);
  const out = Object.fromEntries(COSTS.map((part) => [part, []]));
  for (let k = parlor.costCount - n; k < parlor.costCount; k++) {
    for (const part of COSTS) out[part].push(parlor.costs[part][k % FRAME_LOG]);
  }
  return out;
};
/** Return the hotspots of the last drawn frame: {x, y, w, h, action} in stage pixels. */
parlor.hotspots = () => renderer.hotspots.map(([x, y, w, h, a]) => ({ x, y, w, h, action: JSON.parse(a) }));
/** Return the stage's box on the page in CSS pixels {x, y, width, height, stageWidth, stageHeight} (tests click through it). */
parlor.stageBox = () => ({ ...renderer.stageBox(), stageWidth: renderer.width, stageHeight: renderer.height });
parlor.enterMode = enterMode;
parlor.loadPack = loadPack;
parlor.storeSave = storeSave;
parlor.damagedSaves = () => damagedSaves(saveKey());
/** Run Python in the engine; resolves to its last expression as plain data (tests, the console). */
parlor.python = (code) => engine.python(code);

// ---------------------------------------------------------------------------- input
const isField = (el) => el && (el.tagName === "INPUT" || el.tagName === "SELECT" || el.tagName === "TEXTAREA");

window.addEventListener("keydown", (e) => {
  if (e.code === "Escape" && !pad.remapping) {
    menu(!menuOpen());
    e.preventDefault();
    return;
  }
  if (isField(e.target) && !pad.remapping) return;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.code === "KeyM" && !pad.remapping && !pad.codeBits.has(e.code)) {   // M mutes, unless it is a pad key
    sound.toggleMute();
    e.preventDefault();
    return;
  }
  if (e.code === "KeyT" && !pad.remapping && !pad.codeBits.has(e.code) && lastState && lastState.scene) {
    useView(parlor.view === "table" ? "board" : "table");   // T switches the table and the board view
    e.preventDefault();
    return;
  }
  if (menuOpen() && !pad.remapping) return;   // keys in the menu are the menu's
  if (pad.keydown(e)) e.preventDefault();
});
window.addEventListener("keyup", (e) => {
  if (pad.keyup(e)) e.preventDefault();
});
window.addEventListener("blur", () => pad.releaseAll());

const canvas = $("screen");
let clickAt = null;   // where the last click was, in stage pixels (a refusal of its move is shown there)
let held = null;      // the action of a held hotspot: sent again when the pointer is released
let dragged = null;   // the action of the draggable hotspot the pointer went down on
canvas.addEventListener("pointerdown", (e) => {
  if (!parlor.ready) return;
  e.preventDefault();
  canvas.focus();
  const [x, y] = renderer.toStage(e.clientX, e.clientY);
  const action = renderer.hit(x, y);
  clickAt = [x, y];
  held = null;
  dragged = null;
  if (!action && lens.k > 1) {   // a closer look: a finger on the bare felt moves the view
    lens.drag = { id: e.pointerId, x: e.clientX + lens.x, y: e.clientY + lens.y };
    canvas.setPointerCapture(e.pointerId);
  }
  if (action) {
    try {
      const act = JSON.parse(action);
      pending.push(act);
      if (act.hold) held = act;        // a held hotspot sends its action again on release
      if (act.drag) dragged = action;  // a draggable hotspot: the release point's hotspot fires too
    } catch (_) {
      note("A hotspot carried an action that is not JSON.", true);
    }
  }
});
const release = (e) => {
  if (lens.drag && lens.drag.id === e.pointerId) lens.drag = null;
  if (held) pending.push(held);
  held = null;
  if (dragged !== null && e.type === "pointerup" && parlor.ready) {
    const [x, y] = renderer.toStage(e.clientX, e.clientY);
    // let go where it went down: a click, nothing more; elsewhere, what lies under the dragged thing there
    const moved = Math.abs(x - clickAt[0]) + Math.abs(y - clickAt[1]) > 6;
    const action = moved ? renderer.hit(x, y, dragged) : null;
    if (action) pending.push(JSON.parse(action));
  }
  dragged = null;
};
canvas.addEventListener("pointerup", release);
canvas.addEventListener("pointercancel", release);
canvas.addEventListener("pointermove", (e) => {
  if (lens.drag && lens.drag.id === e.pointerId) {
    lens.x = lens.drag.x - e.clientX;
    lens.y = lens.drag.y - e.clientY;
    placeLens();
    return;
  }
  const [x, y] = renderer.toStage(e.clientX, e.clientY);
  canvas.style.cursor = renderer.hit(x, y) ? "pointer" : "default";
});

// on-screen buttons for touch screens
for (const el of document.querySelectorAll("[data-pad]")) {
  const b = bit(el.dataset.pad);
  const up = () => pad.release(b);
  el.addEventListener("pointerdown", (e) => {
    e.preventDefault();
    el.setPointerCapture(e.pointerId);
    pad.use("touch");
    pad.press(b);
  });
  el.addEventListener("pointerup", up);
  el.addEventListener("pointercancel", up);
  el.addEventListener("lostpointercapture", up);
}

// ---------------------------------------------------------------------------- controls panel
function showKeys() {
  const table = $("keys");
  table.replaceChildren();
  for (const name of SHOWN) {
    const row = table.insertRow();
    row.insertCell().textContent = name;
    const cell = row.insertCell();
    const button = document.createElement("button");
    button.type = "button";
    button.className = "key";
    button.title = `Change the key for ${name}`;
    button.textContent = pad.remapping === name ? "press a key…" : pad.keys[name].map(keyLabel).join(" / ") || "—";
    button.addEventListener("click", () => {
      pad.remapping = name;
      showKeys();
    });
    cell.append(button);
  }
  $("gamepads").textContent = pad.gamepads
    ? `${pad.gamepads} gamepad${pad.gamepads > 1 ? "s" : ""} connected (standard mapping: A = Cross, B = Circle, X = Square, Y = Triangle).`
    : "No gamepad seen yet: press a button on one to connect it.";
}
pad.onchange = () => {
  showKeys();
  tellKeys();
};
pad.onscheme = tellKeys;

/** Tell the engine the names of the player's buttons, so every hint line shows the player's own keys. */
function tellKeys() {
  if (!api || !api.play_keys_json) return;
  api.play_keys_json(JSON.stringify({ scheme: pad.scheme, labels: pad.labels() }));
}
$("keys-reset").addEventListener("click", () => pad.reset());

// ---------------------------------------------------------------------------- the menu
const menuOpen = () => document.body.dataset.menu === "open";

/**
 * Open or close the menu (the drawer of selects, keys, saves, replays, play online). A local
 * game holds still while it is open: nobody else waits for it. An online game plays on.
 */
function menu(open) {
  if (open === menuOpen()) return;
  document.body.dataset.menu = open ? "open" : "closed";
  $("drawer").inert = !open;
  $("scrim").hidden = !open;
  $("menu-button").setAttribute("aria-expanded", String(open));
  pad.releaseAll();
  if (open) {
    const first = $("drawer").querySelector("select, button:not(#menu-close)");
    if (first) first.focus();
  } else {
    canvas.focus();
  }
}
parlor.menu = menu;
$("menu-button").addEventListener("click", () => menu(true));
$("menu-close").addEventListener("click", () => menu(false));
$("scrim").addEventListener("click", () => menu(false));

/** True while the menu holds the game still: open over a game here (online games go on). */
function heldByMenu() {
  if (!menuOpen() || (parlor.replay && parlor.replay.open)) return false;
  return Boolean(lastState && ["playing", "quit"].includes(lastState.screen) && lastState.model === "local");
}

// ---------------------------------------------------------------------------- header controls
$("mode").addEventListener("change", async (e) => {
  // picking a game shows its tile in the lobby, with its controls and a Play button (it does not start it)
  const id = e.target.value;
  e.target.blur();
  menu(false);
  if (!id) {
    await enterMode("");
    return;
  }
  if (lastState && lastState.screen !== "picker") await api.play_mode_leave();
  if (api.play_mode_pick) checked(await api.play_mode_pick(id), `Picking ${id}`);
  await readState();
});
$("pack").addEventListener("change", async (e) => {
  e.target.blur();
  await loadPack(e.target.value);
  canvas.focus();
});
$("save-export").addEventListener("click", exportSave);
let cardsToggle = null;  // a click's open or close still with the engine: a second click meanwhile is ignored
$("cards").addEventListener("click", () => {
  canvas.focus();
  if (cardsToggle) return;
  const open = lastState && lastState.screen === "cards";
  const answer = open ? api.play_cards_close() : api.play_cards_open();
  const state = api.play_state_json();  // sent right behind it, so it reads the screen it leads to
  cardsToggle = Promise.all([answer, state]).then(([text, now]) => {
    checked(text, open ? "Closing the cards" : "Opening the cards");
    showState(now);
  }).finally(() => { cardsToggle = null; });
});
$("save-import").addEventListener("change", (e) => {
  if (e.target.files[0]) importSave(e.target.files[0]);
  e.target.value = "";
});

function fit() {
  const wrap = $("stage");
  if (lens.k > 1) {   // a closer look: the canvas is the stage at LENS times the scale that fits the box
    const s = lens.k * Math.min(wrap.clientWidth / renderer.width, wrap.clientHeight / renderer.height);
    lens.w = renderer.width * s;
    lens.h = renderer.height * s;
    canvas.style.width = `${lens.w}px`;
    canvas.style.height = `${lens.h}px`;
    renderer.fit(lens.w, lens.h);
  } else {
    canvas.style.width = canvas.style.height = "";
    renderer.fit(wrap.clientWidth, wrap.clientHeight);
  }
  placeLens();
  if (lastFrame) {
    try {
      renderer.draw(lastFrame);
    } catch (_) { /* the next frame says what is wrong */ }
  }
}

// ---------------------------------------------------------------------------- a closer look
/*
 * Held upright, a phone draws the 960-wide stage at 0.41 of its size. The Zoom in button (touch screens:
 * the lobby, a game, the results card; it stays in from one screen to the next until Zoom out) draws it
 * at LENS times the scale that fits the stage's box: upright, the box also grows down into the pad's
 * free space, so the whole height of the stage shows at 0.81 and a finger moves it sideways. The canvas
 * becomes that big (its backing store at the device's pixel ratio, so labels are as sharp as ever), a CSS
 * translate moves it, and #lens cuts what lies past the box. A finger put down on the bare felt (no
 * hotspot under it) drags the view about; a tap on a hotspot works as ever, through the move. Nothing but
 * the page knows: not the frames, not the hotspots' stage pixels, not the engine.
 */
const LENS = 2;
const lens = { k: 1, x: 0, y: 0, w: 0, h: 0, drag: null };   // x, y: how far the canvas is moved past the box's corner

/** Keep the view on the stage (centred where the stage is smaller than the box) and move the canvas there. */
function placeLens() {
  const wrap = $("stage"), w = wrap.clientWidth, h = wrap.clientHeight;
  const clamp = (v, size, box) => (size >= box ? Math.max(0, Math.min(size - box, v)) : (size - box) / 2);
  if (lens.k > 1) {
    lens.x = clamp(lens.x, lens.w, w);
    lens.y = clamp(lens.y, lens.h, h);
  }
  canvas.style.transform = lens.k === 1 ? "" : `translate(${-lens.x}px, ${-lens.y}px)`;
  const button = $("zoom-button");
  button.setAttribute("aria-pressed", String(lens.k > 1));
  button.textContent = lens.k > 1 ? "Zoom out" : "Zoom in";
  if (lastFrame && renderer.scene) drawScene();   // the table view's canvas follows the 2D one
}

/** Look closer, centred on the place last touched on the stage (or its middle), or at the whole stage again. */
function lookCloser(on) {
  lens.drag = null;
  if (on === lens.k > 1) return;
  const [sx, sy] = clickAt || [renderer.width / 2, renderer.height / 2];
  lens.k = on ? LENS : 1;
  document.body.dataset.lens = on ? "closer" : "";
  fit();    // reading the box's size lays the page out anew (upright, the box grows with the lens)
  if (on) {
    const wrap = $("stage");
    lens.x = (sx * lens.w) / renderer.width - wrap.clientWidth / 2;
    lens.y = (sy * lens.h) / renderer.height - wrap.clientHeight / 2;
    placeLens();
  }
}
$("zoom-button").addEventListener("click", () => { lookCloser(lens.k === 1); canvas.focus(); });
parlor.lens = () => ({ k: lens.k, x: lens.x, y: lens.y, width: lens.w, height: lens.h });
parlor.lookCloser = lookCloser;
new ResizeObserver(fit).observe($("stage"));
// every change worth keeping is stored as the arcade reports it; this catches a tab put away mid-game
document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && storeSave());

showKeys();
fit();
start();
