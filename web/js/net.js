// Netplay in the page: room codes through the local server (or a pasted offer and answer),
// WebRTC data channels, and the "Play online" panel. It only moves bytes: the page's one loop
// (web/js/main.js) puts this file's calls into each frame's batch (the bytes that arrived, then
// what to send and now and then the room's status) around its own play_tick and play_frame,
// and hands the answers back here. The lobby, the game, views, desyncs and trades are pycore's
// (docs/netplay.md); the game is the arcade's like any other (docs/architecture.md).

const ICE_STORE = "parlor.ice.v1";
const NAME_STORE = "parlor.name.v1";
const STATUS_EVERY = 10;  // animation frames between reads of the room's status

const $ = (id) => document.getElementById(id);

function toBase64(bytes) {
  let text = "";
  for (let k = 0; k < bytes.length; k += 8192) text += String.fromCharCode(...bytes.subarray(k, k + 8192));
  return btoa(text);
}
function fromBase64(text) {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let k = 0; k < raw.length; k++) out[k] = raw.charCodeAt(k);
  return out;
}

function randomHex(bytes) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Wait until `pc` has gathered its ICE candidates (for the copy/paste fallback, which cannot trickle). */
function gathered(pc) {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState === "complete") {
        pc.removeEventListener("icegatheringstatechange", done);
        resolve();
      }
    };
    pc.addEventListener("icegatheringstatechange", done);
    setTimeout(resolve, 5000);
  });
}

/** Install netplay in the page (once). `deps.parlor` carries the booted engine. */
export function install(deps) {
  if (window.parlorNet) return window.parlorNet;
  const net = new Netplay(deps);
  window.parlorNet = net;
  return net;
}

class Netplay {
  constructor({ parlor, note = () => {} }) {
    this.parlor = parlor;
    this.engine = parlor.engine;
    this.api = this.engine.bindings();
    this.note = note;
    this.pcs = new Map();        // peer -> RTCPeerConnection
    this.channels = new Map();   // peer -> RTCDataChannel
    this.early = new Map();      // peer -> ICE candidates that came before the description
    this.inbox = [];             // [peer, Uint8Array] not yet handed to pycore
    this.received = [];          // every message received, kept when `record` is set (tests)
    this.record = false;
    this.ws = null;
    this.active = false;
    this.role = "";
    this.code = "";
    this.status = { state: "none" };
    this.iceServers = this.loadIce();
    this.frames = 0;
    this.arrived = 0;            // messages handed to pycore in the frame now with the engine
    this.withStatus = false;     // that frame asked for the room's status
    this.recording = null;       // the desync recording being fetched, once asked for
    this.buildPanel();
    const code = new URLSearchParams(location.search).get("join");
    if (code) $("net-code").value = code;
  }

  loadIce() {
    try {
      const saved = JSON.parse(localStorage.getItem(ICE_STORE) || "[]");
      return Array.isArray(saved) ? saved : [];
    } catch (_) {
      return [];
    }
  }

  /** Return the parsed JSON answer of a binding, or null after showing its error. */
  checked(text, what) {
    let value;
    try {
      value = JSON.parse(text);
    } catch (_) {
      this.say(`${what}: pycore answered something that is not JSON.`, true);
      return null;
    }
    if (value && typeof value === "object" && !Array.isArray(value) && "error" in value) {
      this.say(`${what}: ${value.error}`, true);
      return null;
    }
    return value;
  }

  say(words, isError = false) {
    const el = $("net-words");
    if (el) {
      el.textContent = words;
      el.classList.toggle("error", isError);
    }
    if (isError) this.note(words, true);
  }

  // ------------------------------------------------------------------------ the panel
  buildPanel() {
    const side = $("side");
    const box = document.createElement("section");
    box.id = "net";
    box.innerHTML = `
      <h2>Play online</h2>
      <p class="hint">Host the game chosen in the lobby (its Host button), or join with a friend's code or link.</p>
      <label>Your name <input id="net-name" maxlength="24" size="12"></label>
      <div class="net-row">
        <button type="button" id="net-host">Host</button>
        <input id="net-code" placeholder="code" maxlength="8" size="6" aria-label="Room code">
        <button type="button" id="net-join">Join</button>
      </div>
      <p id="net-room" class="hint"></p>
      <table id="net-lobby" aria-label="Who is in the room"></table>
      <div class="net-row">
        <label id="net-ready-box" hidden><input type="checkbox" id="net-ready"> Ready</label>
        <button type="button" id="net-start" hidden>Start</button>
        <button type="button" id="net-leave" hidden>Leave</button>
      </div>
      <p id="net-words" role="status" aria-live="polite"></p>
      <p id="net-delay" class="hint"></p>
      <a id="net-recording" hidden download="parlor-desync.json">Save the recorded inputs</a>
      <details id="net-trade-box">
        <summary>Trade cards</summary>
        <p class="hint">Lines as JSON: [[side, "card_id", count], ...]; side 0 is the host, 1 the guest.</p>
        <input id="net-trade-lines" size="28" aria-label="Trade lines">
        <input id="net-trade-peer" size="3" value="1" aria-label="Trade partner peer">
        <div class="net-row">
          <button type="button" id="net-offer">Offer</button>
          <button type="button" id="net-confirm">Confirm</button>
          <button type="button" id="net-cancel">Cancel</button>
        </div>
        <p id="net-trade" class="hint"></p>
      </details>
      <details>
        <summary>No server? Paste offer and answer</summary>
        <div class="net-row">
          <button type="button" id="net-paste-host">Host: make an offer</button>
          <button type="button" id="net-paste-accept">Host: take the answer</button>
          <button type="button" id="net-paste-join">Guest: answer the offer</button>
        </div>
        <textarea id="net-paste" rows="4" cols="30" aria-label="Offer or answer text"></textarea>
      </details>
      <details>
        <summary>ICE servers</summary>
        <p class="hint">JSON, e.g. [{"urls": "turn:turn.example.org:3478", "username": "u", "credential": "p"}]. Loopback needs none.</p>
        <textarea id="net-ice" rows="3" cols="30" aria-label="ICE servers"></textarea>
        <button type="button" id="net-ice-save">Keep</button>
      </details>`;
    side.append(box);
    $("net-name").value = localStorage.getItem(NAME_STORE) || "";
    $("net-ice").value = JSON.stringify(this.iceServers);
    $("net-host").addEventListener("click", () => this.host());
    $("net-join").addEventListener("click", () => this.join($("net-code").value));
    $("net-ready").addEventListener("change", async (e) => this.checked(await this.api.net_ready(e.target.checked), "Ready"));
    $("net-start").addEventListener("click", () => this.start());
    $("net-leave").addEventListener("click", () => this.leave());
    $("net-offer").addEventListener("click", () => this.trade("offer"));
    $("net-confirm").addEventListener("click", () => this.trade("confirm"));
    $("net-cancel").addEventListener("click", () => this.trade("cancel"));
    $("net-paste-host").addEventListener("click", () => this.pasteOffer());
    $("net-paste-accept").addEventListener("click", () => this.pasteAccept($("net-paste").value));
    $("net-paste-join").addEventListener("click", () => this.pasteJoin($("net-paste").value));
    $("net-ice-save").addEventListener("click", () => {
      try {
        const servers = JSON.parse($("net-ice").value || "[]");
        if (!Array.isArray(servers)) throw new Error("not a list");
        this.iceServers = servers;
        localStorage.setItem(ICE_STORE, JSON.stringify(servers));
        this.say("ICE servers kept.");
      } catch (e) {
        this.say(`The ICE servers are not a JSON list (${e.message}).`, true);
      }
    });
    window.addEventListener("pagehide", () => this.active && this.leave());
  }

  name() {
    const name = $("net-name").value.trim();
    if (name) localStorage.setItem(NAME_STORE, name);
    return name || (this.role === "host" ? "Host" : "Guest");
  }

  instance() {
    const picked = $("mode") && $("mode").value;
    return picked || (this.parlor.state && this.parlor.state.instance) || "";
  }

  // ------------------------------------------------------------------------ rooms through the server
  /** The ICE set-up of a new peer connection: the server's /config.json (its STUN/TURN servers,
   *  TURN credentials minted per answer, and its policy, "relay" forcing TURN), then the panel's own. */
  rtcConfig() {
    const server = this.serverIce || {};
    return { iceServers: [...(server.iceServers || []), ...this.iceServers], iceTransportPolicy: server.iceTransportPolicy || "all" };
  }

  connect() {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) return Promise.resolve();
    const config = fetch("/config.json", { cache: "no-store" }).then((r) => (r.ok ? r.json() : null))
      .catch(() => null).then((c) => { this.serverIce = c; });
    return Promise.all([config, new Promise((resolve, reject) => {
      const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/signal`);
      ws.onopen = () => resolve();
      ws.onerror = () => reject(new Error(navigator.onLine === false
        ? "online play needs the network, and this device is offline"
        : "online play needs the network: the server's signalling cannot be reached (or use the paste fallback)"));
      ws.onmessage = (e) => this.onSignal(JSON.parse(e.data));
      ws.onclose = () => { if (this.ws === ws) this.ws = null; };
      this.ws = ws;
    })]);
  }

  signal(to, data) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ t: "signal", to, data }));
  }

  /** Host the picked instance: open the room in pycore, then get a code from the server. */
  async host(instanceId = this.instance(), seats = 0) {
    if (!instanceId) return this.say("Pick a game in the lobby first, then Host.", true);
    this.role = "host";
    const lobby = this.checked(await this.api.net_host_open(instanceId, this.name(), seats, this.now()), "Hosting");
    if (!lobby) return null;
    this.begin();
    try {
      await this.connect();
    } catch (e) {
      this.say(`Room codes are unavailable: ${e.message}.`, true);
      return null;
    }
    this.ws.send(JSON.stringify({ t: "host", seats: Math.min(6, lobby.seats.length) }));
    return new Promise((resolve) => { this.onRoom = resolve; });
  }

  /** Join a room by its code. */
  async join(code) {
    code = String(code || "").trim().toUpperCase();
    if (!code) return this.say("Type the room's code first.", true);
    this.role = "guest";
    try {
      await this.connect();
    } catch (e) {
      this.say(`Room codes are unavailable: ${e.message}.`, true);
      return null;
    }
    this.ws.send(JSON.stringify({ t: "join", code }));
    return new Promise((resolve) => { this.onJoined = resolve; });
  }

  async onSignal(msg) {
    if (msg.t === "room") {
      this.code = msg.code;
      const link = `${location.origin}${location.pathname}?join=${msg.code}`;
      $("net-room").innerHTML = "";
      $("net-room").append(`Room code ${msg.code} — share it or the link: `);
      const a = document.createElement("a");
      a.href = link;
      a.textContent = link;
      $("net-room").append(a);
      if (this.onRoom) this.onRoom(msg.code);
    } else if (msg.t === "joined") {
      this.code = msg.code;
      const lobby = this.checked(await this.api.net_guest_join(msg.peer, this.name(), this.now()), "Joining");
      if (!lobby) return;
      $("net-room").textContent = `In room ${msg.code} as guest ${msg.peer}.`;
      this.begin();
      if (this.onJoined) this.onJoined(msg.peer);
    } else if (msg.t === "peer") {
      await this.offerTo(msg.peer);
    } else if (msg.t === "signal") {
      await this.onRemote(msg.from, msg.data);
    } else if (msg.t === "left") {
      this.say(`Peer ${msg.peer} left the room.`);
    } else if (msg.t === "error") {
      this.say(msg.error, true);
    }
  }

  newPeer(peer) {
    const pc = new RTCPeerConnection(this.rtcConfig());
    pc.onicecandidate = (e) => { if (e.candidate) this.signal(peer, { candidate: e.candidate.toJSON() }); };
    this.pcs.set(peer, pc);
    return pc;
  }

  wire(peer, channel) {
    channel.binaryType = "arraybuffer";
    channel.onmessage = (e) => {
      const bytes = new Uint8Array(e.data);
      this.inbox.push([peer, bytes]);
      if (this.record) this.received.push(toBase64(bytes));
    };
    channel.onclose = () => this.channels.delete(peer);
    this.channels.set(peer, channel);
  }

  async offerTo(peer) {
    const pc = this.newPeer(peer);
    // unordered and unreliable: pycore.net repeats what matters, so nothing waits on a lost packet
    this.wire(peer, pc.createDataChannel("parlor", { ordered: false, maxRetransmits: 0 }));
    await pc.setLocalDescription(await pc.createOffer());
    this.signal(peer, { sdp: pc.localDescription.toJSON() });
    return pc;
  }

  async onRemote(from, data) {
    if (data.sdp && data.sdp.type === "offer") {
      const pc = this.newPeer(from);
      pc.ondatachannel = (e) => this.wire(from, e.channel);
      await pc.setRemoteDescription(data.sdp);
      await pc.setLocalDescription(await pc.createAnswer());
      this.signal(from, { sdp: pc.localDescription.toJSON() });
      for (const c of this.early.get(from) || []) await pc.addIceCandidate(c);
      this.early.delete(from);
    } else if (data.sdp && data.sdp.type === "answer") {
      const pc = this.pcs.get(from);
      if (pc) {
        await pc.setRemoteDescription(data.sdp);
        for (const c of this.early.get(from) || []) await pc.addIceCandidate(c);
        this.early.delete(from);
      }
    } else if (data.candidate) {
      const pc = this.pcs.get(from);
      if (pc && pc.remoteDescription) await pc.addIceCandidate(data.candidate);
      else this.early.set(from, [...(this.early.get(from) || []), data.candidate]);
    }
  }

  // ------------------------------------------------------------------------ the paste fallback
  /** Host: open the room if needed and make an offer for the next guest number, as text to copy. */
  async pasteOffer() {
    if (this.role !== "host") {
      this.role = "host";
      if (!this.checked(await this.api.net_host_open(this.instance(), this.name(), 0, this.now()), "Hosting")) return "";
      this.begin();
    }
    const peer = this.pcs.size + 1;
    const pc = await this.offerTo(peer);
    await gathered(pc);
    const text = btoa(JSON.stringify({ peer, sdp: pc.localDescription.toJSON() }));
    $("net-paste").value = text;
    this.say(`Send this offer to guest ${peer}, then paste their answer and press "take the answer".`);
    return text;
  }

  /** Guest: answer a pasted offer; the answer text goes back to the host. */
  async pasteJoin(text) {
    let offer;
    try {
      offer = JSON.parse(atob(text.trim()));
    } catch (_) {
      return this.say("That is not an offer text.", true);
    }
    this.role = "guest";
    if (!this.checked(await this.api.net_guest_join(offer.peer, this.name(), this.now()), "Joining")) return "";
    const pc = this.newPeer(0);
    pc.onicecandidate = null;
    pc.ondatachannel = (e) => this.wire(0, e.channel);
    await pc.setRemoteDescription(offer.sdp);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    const answer = btoa(JSON.stringify({ peer: offer.peer, sdp: pc.localDescription.toJSON() }));
    $("net-paste").value = answer;
    this.say("Send this answer back to the host.");
    this.begin();
    return answer;
  }

  /** Host: take a guest's pasted answer. */
  async pasteAccept(text) {
    let answer;
    try {
      answer = JSON.parse(atob(text.trim()));
    } catch (_) {
      return this.say("That is not an answer text.", true);
    }
    const pc = this.pcs.get(answer.peer);
    if (!pc) return this.say(`No offer was made to guest ${answer.peer}.`, true);
    await pc.setRemoteDescription(answer.sdp);
    this.say(`Guest ${answer.peer} is connecting.`);
  }

  // ------------------------------------------------------------------------ the game
  async start() {
    const seed = Number(BigInt.asUintN(53, BigInt(`0x${randomHex(8)}`)));
    const ok = this.checked(await this.api.net_start(seed, randomHex(16), this.now()), "Starting");
    if (ok) this.say("Started.");
    return ok;
  }

  async trade(what) {
    const peer = this.role === "host" ? Number($("net-trade-peer").value || 1) : 0;
    const lines = what === "offer" ? $("net-trade-lines").value : "";
    const ok = this.checked(await this.api.net_trade(what, peer, lines), "Trade");
    if (ok) this.say(`Trade: ${what} sent.`);
    return ok;
  }

  now() {
    return Math.round(performance.now());
  }

  /** Return the link that joins this room (the host's, once the server gave the room a code), or "". */
  link() {
    return this.code ? `${location.origin}${location.pathname}?join=${this.code}` : "";
  }

  /** Mark the room open: the page's loop carries its bytes from the next frame on. */
  begin() {
    this.active = true;
  }

  /** Return the calls that open a frame's batch: every message that arrived since the last one. */
  frameHead(now) {
    if (!this.active) return [];
    const calls = this.inbox.splice(0).map(([peer, bytes]) => ["net_receive", [peer, bytes, now]]);
    this.arrived = calls.length;
    return calls;
  }

  /** Return the calls that close a frame's batch: what to send now, and every tenth frame the status. */
  frameTail(now) {
    if (!this.active) return [];
    this.withStatus = this.frames++ % STATUS_EVERY === 0;
    return this.withStatus ? [["net_outgoing", [now]], ["net_status_json", []]] : [["net_outgoing", [now]]];
  }

  /** Take the engine's answers to a frame's head and tail calls: send what it says, show the status. */
  frameBack(head, tail) {
    for (const answer of head) {
      if (typeof answer === "string" && answer.startsWith('{"error"')) this.lastRefusal = JSON.parse(answer).error;
    }
    if (!tail.length) return;
    this.flush(tail[0]);
    if (this.withStatus && this.active) this.showStatus(tail[1]);
  }

  flush(text) {
    let out;
    try {
      out = JSON.parse(text);
    } catch (_) {
      return;
    }
    if (!Array.isArray(out)) return;
    for (const [peer, b64] of out) {
      const ch = this.channels.get(peer);
      if (ch && ch.readyState === "open") {
        try {
          ch.send(fromBase64(b64));
        } catch (_) { /* a closing channel: the peers notice the silence */ }
      }
    }
  }

  showStatus(text) {
    let s;
    try {
      s = JSON.parse(text);
    } catch (_) {
      return;
    }
    this.status = s;
    const lobby = s.lobby || {};
    const table = $("net-lobby");
    table.replaceChildren();
    for (const row of lobby.seats || []) {
      const tr = table.insertRow();
      tr.insertCell().textContent = `Seat ${row.seat + 1}`;
      tr.insertCell().textContent = row.name + (row.seat === lobby.you ? " (you)" : "");
      tr.insertCell().textContent = row.peer < 0 ? "AI" : row.ready ? "ready" : "not ready";
      tr.insertCell().textContent = row.rtt > 0 ? `${row.rtt} ms` : "";
    }
    const inLobby = s.state === "lobby";
    $("net-ready-box").hidden = !(inLobby && this.role === "guest");
    $("net-start").hidden = !(inLobby && this.role === "host");
    $("net-start").disabled = !lobby.can_start;
    $("net-leave").hidden = false;
    let words = s.message || (inLobby ? (lobby.reason || (this.role === "host" ? "Everyone is ready." : "In the lobby.")) : "");
    if (!words && s.state === "playing") words = "Playing.";
    if (!words && s.state === "over") words = s.verdict ? `Game over: ${s.verdict}.` : "Game over.";
    $("net-words").textContent = words;
    $("net-words").classList.toggle("error", s.state === "desync" || s.state === "ended");
    $("net-delay").textContent = s.model === "lockstep" ? `Input delay: ${s.delay} frames. Frame ${s.frame}.`
      : inLobby && lobby.delay ? `Input delay if started now: ${lobby.delay} frames.` : "";
    const rec = $("net-recording");
    if (s.state === "desync" && rec.hidden && !this.recording) {
      this.recording = this.api.net_recording_json().then((text) => {
        if (text.startsWith('{"error"')) throw new Error(JSON.parse(text).error);
        rec.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
        rec.hidden = false;
      }).catch((e) => {
        this.recording = null;  // asked again with the next status
        this.say(`The recorded inputs could not be read: ${e.message}`, true);
      });
    }
    const trades = s.trades || [];
    $("net-trade").textContent = trades.map((tr) =>
      `with ${tr.partner}: ${tr.state || "open"} (revision ${tr.revision})${tr.refusal ? ` — ${tr.refusal}` : ""}`).join("; ");
    if (trades.some((tr) => tr.settled > (this.savedTrades || 0))) {
      this.savedTrades = Math.max(...trades.map((tr) => tr.settled));
      this.parlor.storeSave();  // the page's own saving (web/js/main.js), under the save's pack
    }
  }

  /** Leave the room (the arcade leaves its game too): say goodbye, close the channels. */
  async leave() {
    this.active = false;  // the page's loop carries no more of this room's bytes: the goodbye is the last
    this.flush(await this.api.net_leave());
    for (const pc of this.pcs.values()) pc.close();
    this.pcs.clear();
    this.channels.clear();
    if (this.ws) this.ws.close();
    this.ws = null;
    this.early.clear();
    this.inbox = [];
    this.recording = null;
    this.role = "";
    $("net-room").textContent = "";
    $("net-lobby").replaceChildren();
    for (const id of ["net-ready-box", "net-start", "net-leave", "net-recording"]) $(id).hidden = true;
    this.say("You left the room.");
  }
}
