// Replays in the page: save the game in play (or the last one, local or online) as a file or a link,
// open one, and play it back on the canvas at 1x, 2x, 4x, paused, frame by frame, seeking anywhere,
// showing any seat of a whole game's replay. pycore does all of it (pycore/host/replay.py through the
// play_replay_* bindings: stepping, seeking from kept states, checking every checkpoint hash, drawing
// the shown seat's view, or a hosted guest's kept views when that is all its replay holds); this file
// only holds the controls and moves the file's bytes. The page's one loop (main.js) asks it for each frame's
// calls while a replay is open.

const KEPT = "parlor.replays";   // the last finished games' replay files, newest first
const KEEP = 5;
const LINK_MAX = 60_000;          // characters of a #replay= fragment; a longer replay goes as a file

const $ = (id) => document.getElementById(id);

/** Build the replay panel; returns the controller main.js drives. */
export function install({ parlor, api, note, download }) {
  const box = document.createElement("section");
  box.id = "replays";
  box.innerHTML = `
    <h2>Replays</h2>
    <div class="net-row">
      <button type="button" id="replay-save" title="Download the replay of the game in play, or of the last game">Save replay</button>
      <button type="button" id="replay-link" title="Copy a link that opens this replay">Copy link</button>
      <label class="file-button" title="Open a replay file">Open replay<input type="file" id="replay-file" accept=".json,application/json"></label>
    </div>
    <div id="replay-bar" hidden>
      <div class="net-row">
        <button type="button" id="replay-play" title="Play or pause">Pause</button>
        <button type="button" id="replay-step" title="One frame (paused)">Step</button>
        <select id="replay-speed" aria-label="Speed"><option value="1">1x</option><option value="2">2x</option><option value="4">4x</option></select>
        <select id="replay-seat" aria-label="Seat shown" title="The seat whose screen is shown"></select>
        <button type="button" id="replay-close">Close</button>
      </div>
      <input type="range" id="replay-seek" min="0" max="0" value="0" aria-label="Frame">
    </div>
    <p id="replay-words" class="hint" role="status" aria-live="polite"></p>`;
  $("side").append(box);
  // the playback's controls and words lie over the canvas, beside what they control (the rest is in the menu)
  const dock = document.createElement("div");
  dock.id = "replay-dock";
  dock.append($("replay-bar"), $("replay-words"));
  $("stage").append(dock);

  const ctl = {
    open: false,
    paused: false,
    speed: 1,
    status: null,
    seekTo: null,    // a frame asked for by the slider, sent with the next frame
    steps: 0,        // frames asked for by Step while paused
    /** This animation frame's calls: a seek or `ticks` x speed frames, then the replay's frame. */
    frameCalls(ticks) {
      const calls = [];
      if (ctl.seekTo !== null) {
        calls.push(["play_replay_seek", [ctl.seekTo]]);
        ctl.seekTo = null;
      } else {
        calls.push(["play_replay_step", [ctl.paused ? ctl.steps : ticks * ctl.speed]]);
        ctl.steps = 0;
      }
      calls.push(["play_replay_frame", []]);
      return calls;
    },
    /** Take the engine's answer to frameCalls: the status text. */
    frameBack(text) {
      show(text);
    },
    openText,
    openLink,
    keepFinished,
  };
  parlor.replay = ctl;

  function show(text) {
    let status;
    try {
      status = JSON.parse(text);
    } catch (_) {
      return say("pycore answered the replay with something that is not JSON.", true);
    }
    if (status.error) return say(status.error, true);
    ctl.status = status;
    seats(status);
    const seek = $("replay-seek");
    seek.max = String(status.frames);
    if (document.activeElement !== seek) seek.value = String(status.frame);
    const end = status.frame >= status.frames;
    let words = `${status.instance}: frame ${status.frame} of ${status.frames}` + (ctl.paused ? " (paused)" : "") +
      (status.kind === "views" ? `. ${status.note}` : `; ${status.checked} of ${status.checkpoints} checkpoints verified`) +
      (status.kind !== "views" && status.note ? `. ${status.note}` : "");
    if (status.diverged) {
      const d = status.diverged;
      words = `This replay diverges at frame ${d.frame}: recorded ${d.recorded}, replayed ${d.replayed}. ` + words;
    } else if (end && status.kind !== "views" && status.checked === status.checkpoints) {
      words += ": every checkpoint holds";
    }
    say(words, Boolean(status.diverged));
  }

  /** Fill the seat picker with the seats pycore may show: every seat of a whole game's replay; only the
   * recording seat of a guest's view-only one, or of a game not over that hides cards (the note says why). */
  function seats(status) {
    const pick = $("replay-seat");
    const showable = status.showable || [status.seat];
    const names = (status.seats || []).map((name, i) => ({ name, i })).filter(({ i }) => showable.includes(i));
    const key = names.map(({ name, i }) => `${i}:${name}`).join("|");
    if (pick.dataset.key !== key) {
      pick.dataset.key = key;
      pick.replaceChildren(...names.map(({ name, i }) => {
        const opt = document.createElement("option");
        opt.value = String(i);
        opt.textContent = `Seat ${i + 1}: ${name}` + (i === status.seat ? " (recorded)" : "");
        return opt;
      }));
    }
    pick.disabled = names.length < 2;
    if (document.activeElement !== pick) pick.value = String(status.shown);
  }

  function say(words, isError = false) {
    const el = $("replay-words");
    el.textContent = words;
    el.classList.toggle("error", isError);
  }

  async function openText(text) {
    const status = JSON.parse(await api.play_replay_open(text));
    if (status.error) {
      say(`This replay cannot be played: ${status.error}`, true);
      note(`This replay cannot be played: ${status.error}`, true);
      return false;
    }
    ctl.open = true;
    ctl.paused = false;
    ctl.seekTo = null;
    if (parlor.menu) parlor.menu(false);   // the canvas is what the player came to watch
    $("replay-bar").hidden = false;
    $("replay-play").textContent = "Pause";
    show(JSON.stringify(status));
    return true;
  }

  async function close() {
    ctl.open = false;
    $("replay-bar").hidden = true;
    await api.play_replay_close();
    say("");
  }

  async function currentFile() {
    const text = await api.play_replay_json();
    const parsed = JSON.parse(text);
    if (parsed.error) {
      say(parsed.error, true);
      return null;
    }
    return text;
  }

  /** Keep the replay of a game that just ended (the last few, in the browser). */
  async function keepFinished() {
    const text = await api.play_replay_json();
    if (JSON.parse(text).error) return;
    let kept = [];
    try {
      kept = JSON.parse(localStorage.getItem(KEPT) || "[]");
    } catch (_) { /* a damaged list is started again */ }
    kept = [text, ...kept.filter((t) => t !== text)].slice(0, KEEP);
    try {
      localStorage.setItem(KEPT, JSON.stringify(kept));
    } catch (_) {
      localStorage.setItem(KEPT, JSON.stringify([text]));  // full: the newest alone
    }
  }

  /** Open the replay a #replay= link carries (deflate-raw, base64url). */
  async function openLink(fragment) {
    try {
      return await openText(await inflate(fragment));
    } catch (e) {
      say(`This replay link is damaged: ${e.message || e}`, true);
      return false;
    }
  }

  $("replay-save").onclick = async () => {
    const text = await currentFile();
    if (text) download(`parlor-${JSON.parse(text).instance}.replay.json`, text);
  };
  $("replay-link").onclick = async () => {
    const text = await currentFile();
    if (!text) return;
    const fragment = await deflate(text);
    if (fragment.length > LINK_MAX) return say(`This replay is too long for a link (${fragment.length} characters): save it as a file.`, true);
    const link = `${location.origin}/#replay=${fragment}`;
    parlor.replayLink = link;
    try {
      await navigator.clipboard.writeText(link);
      say("The link is copied: it opens this replay, with no server needed.");
    } catch (_) {
      say(`The link: ${link}`);
    }
  };
  $("replay-file").onchange = async (e) => {
    const file = e.target.files[0];
    e.target.value = "";
    if (file) await openText(await file.text());
  };
  $("replay-play").onclick = () => {
    ctl.paused = !ctl.paused;
    $("replay-play").textContent = ctl.paused ? "Play" : "Pause";
  };
  $("replay-step").onclick = () => {
    ctl.paused = true;
    $("replay-play").textContent = "Play";
    ctl.steps += 1;
  };
  $("replay-speed").onchange = (e) => { ctl.speed = Number(e.target.value) || 1; };
  $("replay-seat").onchange = async (e) => {
    const status = JSON.parse(await api.play_replay_seat(Number(e.target.value)));
    if (status.error) say(status.error, true);
  };
  $("replay-seek").oninput = (e) => { ctl.seekTo = Number(e.target.value); };
  $("replay-close").onclick = close;
  return ctl;
}

async function deflate(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function inflate(fragment) {
  const binary = atob(fragment.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Response(stream).text();
}
