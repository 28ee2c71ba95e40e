// The page's sound: every cue and loop a frame names (pycore/look/sound.py's table), made here with the
// Web Audio API through one mixer (master, effects, music, mute). One-shot cues are synthesised with
// ZzFX (npm `zzfx`, MIT, served from /static/vendor/); continuous sounds (an engine, a rolling ball,
// the lobby's music) are small oscillator and noise graphs updated every frame they are named and
// faded out the frame they are not. Nothing is made before the player's first gesture (the browsers'
// autoplay rule): cues named before it are dropped, silently. The settings live in localStorage; the
// page is silent while its tab is hidden. Everything played is logged in `parlor.sound.log` (tests).

const STORE = "parlor.sound.v1";
const LOG = 400;

// ZzFX parameters per cue: [volume, randomness, frequency, attack, sustain, release, shape, shapeCurve,
// slide, deltaSlide, pitchJump, pitchJumpTime, repeatTime, noise, modulation, bitCrush, delay,
// sustainVolume, decay, tremolo, filter]; randomness is 0 so a replay sounds as the game did.
const CUES = {
  cursor: [0.25, 0, 880, 0, 0.01, 0.03, 0, 1],
  confirm: [0.35, 0, 660, 0, 0.02, 0.1, 0, 1, 0, 0, 330, 0.04],
  back: [0.3, 0, 520, 0, 0.02, 0.08, 0, 1, -4],
  refused: [0.4, 0, 160, 0, 0.05, 0.12, 2, 1, 0, 0, 0, 0, 0.06],
  toast: [0.3, 0, 990, 0, 0.03, 0.15, 0, 1, 0, 0, 495, 0.05],
  results: [0.4, 0, 392, 0.01, 0.15, 0.3, 0, 1, 0, 0, 196, 0.1],
  win: [0.55, 0, 523, 0.01, 0.25, 0.4, 1, 1, 0, 0, 262, 0.09, 0.11],
  lose: [0.5, 0, 330, 0.01, 0.3, 0.6, 2, 1, -1.5, 0, 0, 0, 0, 0, 0, 0, 0, 0.6, 0, 0, 1200],
  tick: [0.35, 0, 1800, 0, 0.005, 0.03, 1, 1],
  shuffle: [0.45, 0, 2200, 0.01, 0.35, 0.08, 4, 1, 0, 0, 0, 0, 0.035, 5, 0, 0, 0, 0.5, 0, 0, 3000],
  deal: [0.4, 0, 1400, 0, 0.02, 0.07, 4, 1, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0.4, 0, 0, 2600],
  slide: [0.35, 0, 900, 0.02, 0.05, 0.1, 4, 1, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0.4, 0, 0, 1800],
  flip: [0.35, 0, 1700, 0, 0.01, 0.05, 4, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0.5, 0, 0, 3500],
  chip: [0.5, 0, 2600, 0, 0.004, 0.05, 1, 2, 0, 0, 0, 0, 0, 0.4, 0, 0, 0, 1, 0.01],
  chips_pot: [0.5, 0, 2400, 0, 0.12, 0.08, 1, 2, 0, 0, 0, 0, 0.025, 0.5, 0, 0, 0, 0.6],
  pot_win: [0.5, 0, 2000, 0, 0.25, 0.15, 1, 2, 0, 0, 0, 0, 0.03, 0.6, 0, 0, 0, 0.6],
  knock: [0.8, 0, 140, 0, 0.02, 0.08, 0, 2, 0, 0, 0, 0, 0.09, 0, 0, 0, 0, 1, 0.02],
  fold: [0.35, 0, 700, 0.02, 0.04, 0.12, 4, 1, -1, 0, 0, 0, 0, 3, 0, 0, 0, 0.4, 0, 0, 1500],
  place: [0.5, 0, 300, 0, 0.03, 0.1, 0, 2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0.02],
  capture: [0.45, 0, 700, 0.01, 0.06, 0.18, 1, 1, 3, 0, 0, 0, 0, 0.3],
  chain: [0.55, 0, 520, 0.01, 0.2, 0.3, 1, 1, 0, 0, 260, 0.06, 0.07],
  draw: [0.4, 0, 440, 0.01, 0.2, 0.3, 0, 1],
  page: [0.35, 0, 1100, 0.02, 0.06, 0.12, 4, 1, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0.4, 0, 0, 2400],
  booster: [0.45, 0, 800, 0.02, 0.15, 0.2, 4, 1, 4, 0, 0, 0, 0, 6, 0, 0, 0, 0.5, 0, 0, 3000],
  reveal: [0.4, 0, 880, 0.01, 0.05, 0.2, 0, 1, 0, 0, 440, 0.04],
  reveal_rare: [0.55, 0, 660, 0.02, 0.35, 0.5, 0, 1, 0, 0, 330, 0.08, 0.09, 0, 3, 0, 0.1, 0.7],
  putt: [0.6, 0, 500, 0, 0.01, 0.09, 4, 3, 0, 0, 0, 0, 0, 1.5, 0, 0, 0, 1, 0.01],
  wall: [0.5, 0, 220, 0, 0.02, 0.07, 0, 2, 0, 0, 0, 0, 0, 1],
  sand: [0.4, 0, 300, 0.01, 0.08, 0.15, 4, 1, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0.5, 0, 0, 900],
  splash: [0.6, 0, 180, 0.02, 0.2, 0.45, 4, 1, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0.5, 0, 0, 1100],
  cup: [0.6, 0, 1200, 0, 0.02, 0.2, 0, 1, 0, 0, -300, 0.03, 0.07],
  applause: [0.45, 0, 1500, 0.1, 0.9, 0.7, 4, 1, 0, 0, 0, 0, 0.02, 9, 0, 0, 0, 0.4, 0, 0.3, 2500],
  boost: [0.5, 0, 180, 0.01, 0.25, 0.2, 2, 1, 6, 0, 0, 0, 0, 2],
  bump: [0.6, 0, 120, 0, 0.03, 0.1, 4, 2, 0, 0, 0, 0, 0, 4, 0, 0, 0, 1, 0.02],
  hop: [0.4, 0, 300, 0, 0.05, 0.1, 0, 1, 8],
  shield: [0.4, 0, 600, 0.05, 0.2, 0.3, 0, 1, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0.7],
  slow: [0.45, 0, 500, 0.02, 0.2, 0.3, 2, 1, -6],
  countdown: [0.5, 0, 440, 0, 0.12, 0.1, 0, 1],
  go: [0.6, 0, 880, 0, 0.3, 0.2, 0, 1],
  lap: [0.45, 0, 660, 0.01, 0.1, 0.2, 0, 1, 0, 0, 220, 0.06],
  finish: [0.55, 0, 523, 0.01, 0.3, 0.5, 1, 1, 0, 0, 262, 0.08, 0.12],
  inspect: [0.4, 0, 420, 0.01, 0.08, 0.2, 0, 1, 0, 0, 0, 0, 0, 0, 5],
  found: [0.55, 0, 330, 0.01, 0.15, 0.3, 1, 1, 0, 0, 330, 0.05],
  miss: [0.35, 0, 250, 0.01, 0.06, 0.15, 2, 1, -3],
  taunt: [0.45, 0, 700, 0.01, 0.08, 0.12, 5, 0.5, 0, 0, 0, 0, 0.05],
  round_end: [0.5, 0, 392, 0.02, 0.3, 0.4, 0, 1, 0, 0, -98, 0.15],
  strike: [0.7, 0, 700, 0, 0.005, 0.06, 1, 2, 0, 0, 0, 0, 0, 0.6, 0, 0, 0, 1, 0.01],
  ball: [0.6, 0, 1900, 0, 0.003, 0.05, 1, 2, 0, 0, 0, 0, 0, 0.3, 0, 0, 0, 1, 0.01],
  cushion: [0.45, 0, 260, 0, 0.02, 0.07, 0, 2, 0, 0, 0, 0, 0, 1],
  pocket: [0.6, 0, 180, 0, 0.06, 0.2, 0, 2, 0, 0, -60, 0.05, 0, 1, 0, 0, 0, 1, 0.03],
  break: [0.8, 0, 900, 0, 0.02, 0.25, 4, 2, 0, 0, 0, 0, 0.02, 2, 0, 0, 0, 0.6, 0, 0, 3000],
  shell: [0.5, 0, 500, 0, 0.02, 0.06, 1, 2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0.01],
  rack: [0.7, 0, 300, 0, 0.04, 0.1, 4, 2, 0, 0, 0, 0, 0.07, 3, 0, 0, 0, 1, 0.02],
  blank: [0.5, 0, 1200, 0, 0.005, 0.03, 1, 2],
  shot: [1, 0, 70, 0, 0.05, 0.6, 4, 1.5, 0, 0, 0, 0, 0, 6, 0, 0.2, 0, 0.6, 0.02, 0, 900],
  item: [0.4, 0, 600, 0.01, 0.05, 0.12, 0, 1, 0, 0, 200, 0.04],
  drop: [0.55, 0, 1500, 0, 0.01, 0.1, 1, 2, 0, 0, 0, 0, 0.05, 0.5, 0, 0, 0, 1, 0.01],
  take: [0.4, 0, 600, 0.02, 0.12, 0.15, 4, 1, -2, 0, 0, 0, 0.03, 3, 0, 0, 0, 0.4, 0, 0, 1600],
  pass_on: [0.4, 0, 800, 0.01, 0.06, 0.12, 4, 1, 4, 0, 0, 0, 0, 3, 0, 0, 0, 0.4, 0, 0, 2200],
  land: [0.5, 0, 260, 0, 0.02, 0.08, 0, 2, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 1, 0.02],
  crown: [0.5, 0, 660, 0.01, 0.15, 0.3, 0, 1, 0, 0, 330, 0.06, 0.09],
  mill: [0.55, 0, 440, 0.01, 0.15, 0.3, 1, 1, 0, 0, 220, 0.05, 0.08],
  step: [0.3, 0, 180, 0, 0.01, 0.05, 4, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0.01, 0, 600],
  fire: [0.6, 0, 400, 0, 0.03, 0.2, 4, 1, -2, 0, 0, 0, 0, 5],
  hit: [0.55, 0, 150, 0, 0.04, 0.15, 2, 2, -1, 0, 0, 0, 0, 2],
  overwatch: [0.5, 0, 900, 0.01, 0.1, 0.15, 1, 1, 0, 0, 0, 0, 0.04],
  growth: [0.35, 0, 200, 0.1, 0.3, 0.4, 0, 1, 2, 0, 0, 0, 0, 0, 2, 0, 0, 0.6],
  play: [0.4, 0, 1000, 0.01, 0.03, 0.1, 4, 1, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0.5, 0, 0, 2500],
  tap: [0.4, 0, 600, 0, 0.02, 0.06, 4, 2, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0.7, 0, 0, 1800],
  phantom: [0.45, 0, 330, 0.05, 0.2, 0.4, 0, 1, 0, 0, 0, 0, 0, 0, 4, 0, 0.15, 0.7],
};

const DEFAULTS = { master: 0.8, effects: 1, music: 0.5, muted: false };

function loadSettings() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) || "null");
    if (saved && typeof saved === "object") {
      const out = { ...DEFAULTS };
      for (const k of ["master", "effects", "music"]) {
        if (typeof saved[k] === "number" && saved[k] >= 0 && saved[k] <= 1) out[k] = saved[k];
      }
      out.muted = saved.muted === true;
      return out;
    }
  } catch (_) { /* damaged settings: the defaults */ }
  return { ...DEFAULTS };
}

export class Sound {
  constructor() {
    this.settings = loadSettings();
    this.ctx = null;            // made on the first gesture
    this.state = "locked";      // locked (no gesture yet), running, hidden
    this.buffers = new Map();   // cue name -> AudioBuffer
    this.voices = new Map();    // loop key -> voice
    this.log = [];              // {t, kind, name, key?, volume, pitch, pan, played}
    this.played = 0;            // sources actually started
    this.dropped = 0;           // cues named before the first gesture or while muted
    this.build = null;          // ZzFX's sample builder, loaded with the first gesture
    this.unknown = new Set();
    this.current = [];          // the loops the frame on the canvas names
    const unlock = () => this.unlock();
    for (const ev of ["pointerdown", "keydown", "touchstart"]) window.addEventListener(ev, unlock, { capture: true });
    document.addEventListener("visibilitychange", () => this.visibility());
  }

  /** The player's first gesture: make the audio graph (and only then ask for ZzFX, whose module makes a context). */
  async unlock() {
    if (this.ctx) {
      if (this.ctx.state === "suspended" && document.visibilityState === "visible") this.ctx.resume();
      return;
    }
    const ctx = new AudioContext();
    this.ctx = ctx;
    this.master = ctx.createGain();
    this.effects = ctx.createGain();
    this.musicGain = ctx.createGain();
    this.effects.connect(this.master);
    this.musicGain.connect(this.master);
    this.master.connect(ctx.destination);
    this.noise = ctx.createBuffer(1, ctx.sampleRate * 2, ctx.sampleRate);
    const data = this.noise.getChannelData(0);
    let seed = 1;
    for (let i = 0; i < data.length; i++) {   // the same noise every visit
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      data[i] = (seed / 0x3fffffff) - 1;
    }
    this.apply();
    this.state = document.visibilityState === "visible" ? "running" : "hidden";
    this.loops(this.current);      // what the frame on the canvas names plays from now
    try {
      const { ZZFX } = await import("/static/vendor/zzfx.js");
      ZZFX.sampleRate = ctx.sampleRate;
      this.build = (params) => ZZFX.buildSamples(...params);
      if (ZZFX.audioContext && ZZFX.audioContext !== ctx && ZZFX.audioContext.close) ZZFX.audioContext.close();
    } catch (e) {
      this.build = null;
      console.warn(`Sound effects are unavailable: ${e.message || e}`);
    }
  }

  visibility() {
    if (!this.ctx) return;
    if (document.visibilityState === "hidden") {
      this.state = "hidden";
      this.ctx.suspend();
    } else {
      this.state = "running";
      this.ctx.resume();
    }
  }

  /** Put the settings on the mixer's gains (mute is master 0). */
  apply() {
    localStorage.setItem(STORE, JSON.stringify(this.settings));
    if (!this.ctx) return;
    const t = this.ctx.currentTime;
    this.master.gain.setTargetAtTime(this.settings.muted ? 0 : this.settings.master, t, 0.02);
    this.effects.gain.setTargetAtTime(this.settings.effects, t, 0.02);
    this.musicGain.gain.setTargetAtTime(this.settings.music, t, 0.05);
  }

  set(name, value) {
    if (name === "muted") this.settings.muted = Boolean(value);
    else this.settings[name] = Math.max(0, Math.min(1, Number(value)));
    this.apply();
    if (this.onchange) this.onchange(this.settings);
  }

  toggleMute() {
    this.set("muted", !this.settings.muted);
  }

  get audible() {
    return Boolean(this.ctx) && this.state === "running" && !this.settings.muted && this.settings.master > 0;
  }

  remember(entry) {
    this.log.push({ t: Math.round(performance.now()), ...entry });
    if (this.log.length > LOG) this.log.splice(0, this.log.length - LOG);
  }

  buffer(name) {
    let b = this.buffers.get(name);
    if (b === undefined && this.build) {
      const params = CUES[name];
      if (!params) return null;
      const samples = this.build(params);
      b = this.ctx.createBuffer(1, Math.max(1, samples.length), this.ctx.sampleRate);
      b.getChannelData(0).set(samples);
      this.buffers.set(name, b);
    }
    return b || null;
  }

  /** Take a drawn frame's sounds: play its cues, keep its loops running, fade out the loops it no longer names. */
  frame(cues, loops) {
    for (const c of cues) this.cue(c);
    this.current = loops;
    this.loops(loops);
  }

  cue({ name, volume, pitch, pan }) {
    if (!(name in CUES)) {
      if (!this.unknown.has(name)) console.warn(`No sound is made for the cue "${name}".`);
      this.unknown.add(name);
      return;
    }
    const audible = this.audible && this.build;
    this.remember({ kind: "cue", name, volume, pitch, pan, played: Boolean(audible) });
    if (!audible) {
      this.dropped++;
      return;
    }
    const buffer = this.buffer(name);
    if (!buffer) return;
    const ctx = this.ctx;
    const src = ctx.createBufferSource();
    src.buffer = buffer;
    src.playbackRate.value = 2 ** ((pitch || 0) / 1200);
    const gain = ctx.createGain();
    gain.gain.value = Math.max(0, Math.min(1, (volume ?? 255) / 255));
    const panner = new StereoPannerNode(ctx, { pan: Math.max(-1, Math.min(1, (pan || 0) / 100)) });
    src.connect(gain).connect(panner).connect(this.effects);
    src.start();
    this.played++;
  }

  loops(list) {
    const seen = new Set();
    for (const l of list) {
      seen.add(l.key);
      let v = this.voices.get(l.key);
      if (!v && this.ctx) {
        v = this.voice(l.name);
        if (v) {
          this.voices.set(l.key, v);
          this.remember({ kind: "loop", name: l.name, key: l.key, volume: l.volume, pitch: l.pitch, pan: l.pan, played: this.audible });
        }
      } else if (!this.ctx) {
        this.remember({ kind: "loop", name: l.name, key: l.key, volume: l.volume, pitch: l.pitch, pan: l.pan, played: false });
      }
      if (v) v.update(l.volume, l.pitch, l.pan);
    }
    for (const [key, v] of this.voices) {
      if (!seen.has(key)) {
        v.stop();
        this.voices.delete(key);
      }
    }
  }

  /** A continuous voice for the loop `name`: its graph, `update(volume, pitch, pan)` and `stop()`. */
  voice(name) {
    const ctx = this.ctx;
    const out = ctx.createGain();
    out.gain.value = 0;
    const panner = new StereoPannerNode(ctx, { pan: 0 });
    out.connect(panner).connect(name === "music" ? this.musicGain : this.effects);
    const nodes = [];
    let tune = () => {};
    if (name === "engine") {
      const osc = ctx.createOscillator();
      osc.type = "sawtooth";
      const sub = ctx.createOscillator();
      sub.type = "square";
      const filter = ctx.createBiquadFilter();
      filter.type = "lowpass";
      filter.frequency.value = 900;
      const mix = ctx.createGain();
      mix.gain.value = 0.5;
      osc.connect(filter);
      sub.connect(mix).connect(filter);
      filter.connect(out);
      nodes.push(osc, sub);
      tune = (rate, t) => {
        osc.frequency.setTargetAtTime(55 * rate, t, 0.05);
        sub.frequency.setTargetAtTime(27.5 * rate, t, 0.05);
        filter.frequency.setTargetAtTime(500 + 600 * rate, t, 0.05);
      };
    } else if (name === "music") {
      const chords = [[220, 261.6, 329.6], [174.6, 220, 261.6], [261.6, 329.6, 392], [196, 246.9, 293.7]];
      const oscs = chords[0].map((f) => {
        const o = ctx.createOscillator();
        o.type = "sine";
        o.frequency.value = f;
        const g = ctx.createGain();
        g.gain.value = 0.12;
        o.connect(g).connect(out);
        nodes.push(o);
        return o;
      });
      let chord = 0;
      const timer = setInterval(() => {
        chord = (chord + 1) % chords.length;
        oscs.forEach((o, k) => o.frequency.setTargetAtTime(chords[chord][k], ctx.currentTime, 0.8));
      }, 4000);
      nodes.push({ stop: () => clearInterval(timer), start: () => {} });
    } else {    // roll, wheel, crowd: filtered noise
      const src = ctx.createBufferSource();
      src.buffer = this.noise;
      src.loop = true;
      const filter = ctx.createBiquadFilter();
      filter.type = name === "crowd" ? "bandpass" : "lowpass";
      filter.frequency.value = name === "roll" ? 700 : name === "wheel" ? 300 : 1000;
      src.connect(filter).connect(out);
      nodes.push(src);
      tune = (rate, t) => filter.frequency.setTargetAtTime((name === "roll" ? 500 : 250) * rate, t, 0.1);
    }
    for (const n of nodes) n.start();
    if (this.audible) this.played++;
    return {
      update: (volume, pitch, pan) => {
        const t = ctx.currentTime;
        out.gain.setTargetAtTime(Math.max(0, Math.min(1, (volume ?? 255) / 255)) * (name === "music" ? 1 : 0.5), t, 0.05);
        panner.pan.setTargetAtTime(Math.max(-1, Math.min(1, (pan || 0) / 100)), t, 0.05);
        tune(2 ** ((pitch || 0) / 1200), t);
      },
      stop: () => {
        const t = ctx.currentTime;
        out.gain.setTargetAtTime(0, t, 0.05);
        setTimeout(() => { for (const n of nodes) { try { n.stop(); } catch (_) { /* stopped */ } } out.disconnect(); }, 300);
      },
    };
  }
}

/** Build the mixer's section of the menu; return the Sound the page feeds. */
export function install({ parlor }) {
  const sound = new Sound();
  const box = document.createElement("section");
  box.id = "mixer";
  box.innerHTML = `
    <h2>Sound</h2>
    <label class="slider">Master <input type="range" id="sound-master" min="0" max="100"></label>
    <label class="slider">Effects <input type="range" id="sound-effects" min="0" max="100"></label>
    <label class="slider">Music <input type="range" id="sound-music" min="0" max="100"></label>
    <label class="check"><input type="checkbox" id="sound-mute"> Mute (M)</label>`;
  const side = document.getElementById("side");
  side.insertBefore(box, side.firstChild);
  const show = () => {
    for (const k of ["master", "effects", "music"]) document.getElementById(`sound-${k}`).value = String(Math.round(sound.settings[k] * 100));
    document.getElementById("sound-mute").checked = sound.settings.muted;
  };
  for (const k of ["master", "effects", "music"]) {
    document.getElementById(`sound-${k}`).addEventListener("input", (e) => sound.set(k, Number(e.target.value) / 100));
  }
  document.getElementById("sound-mute").addEventListener("change", (e) => sound.set("muted", e.target.checked));
  sound.onchange = show;
  show();
  parlor.sound = sound;
  return sound;
}
