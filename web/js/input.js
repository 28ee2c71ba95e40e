// Keyboard, gamepad and touch buttons onto one u16 pad word.
// A press shorter than a frame still reaches the next tick: presses are latched until read. A release
// shorter than a frame does too: a key let go and pressed again between two reads reads as up, then down,
// so two quick taps are two presses however slowly the frames come.

// bit 0 .. bit 15, the classic PlayStation order (pycore/kernel/pad.py)
export const BUTTONS = ["Select", "L3", "R3", "Start", "Up", "Right", "Down", "Left",
  "L2", "R2", "L1", "R1", "Triangle", "Circle", "Cross", "Square"];
export const bit = (name) => 1 << BUTTONS.indexOf(name);

// shown in this order beside the canvas
export const SHOWN = ["Up", "Down", "Left", "Right", "Cross", "Circle", "Square", "Triangle",
  "Start", "Select", "L1", "R1", "L2", "R2", "L3", "R3"];

export const DEFAULT_KEYS = {
  Up: ["ArrowUp"], Down: ["ArrowDown"], Left: ["ArrowLeft"], Right: ["ArrowRight"],
  Cross: ["KeyZ"], Circle: ["KeyX"], Square: ["KeyA"], Triangle: ["KeyS"],
  Start: ["Enter"], Select: ["ShiftLeft", "ShiftRight"],
  L1: ["KeyQ"], R1: ["KeyW"], L2: ["KeyE"], R2: ["KeyR"], L3: ["KeyC"], R3: ["KeyV"],
};

// The Gamepad API's standard mapping, button index -> pad button.
const GAMEPAD = ["Cross", "Circle", "Square", "Triangle", "L1", "R1", "L2", "R2",
  "Select", "Start", "L3", "R3", "Up", "Down", "Left", "Right"];
const STICK_DEAD = 0.5;
const STORE = "parlor.keys.v1";

/** A readable name for a KeyboardEvent.code. */
export function keyLabel(code) {
  const arrows = { ArrowUp: "↑", ArrowDown: "↓", ArrowLeft: "←", ArrowRight: "→" };
  if (arrows[code]) return arrows[code];
  if (code.startsWith("Key")) return code.slice(3);
  if (code.startsWith("Digit")) return code.slice(5);
  if (code.startsWith("Numpad")) return `Num ${code.slice(6)}`;
  return code.replace(/(Left|Right)$/, "");
}

export class Pad {
  constructor() {
    this.keys = loadKeys();
    this.held = 0;      // keyboard + touch buttons down now
    this.latched = 0;   // went down since the last read
    this.released = 0;  // went up since the last read (or was down at it by a latch only)
    this.again = 0;     // went up, then down again, since the last read
    this.shown = 0;     // the last word read
    this.padHeld = 0;   // last gamepad poll
    this.gamepads = 0;
    this.codeBits = new Map();
    this.down = new Map();  // code -> bit, so a remap mid-press still releases
    this.remapping = null;
    this.scheme = matchMedia && matchMedia("(pointer: coarse)").matches ? "touch" : "keyboard";  // what the hints name
    this.onchange = () => {};
    this.onscheme = () => {};
    this.rebuild();
  }

  rebuild() {
    this.codeBits.clear();
    for (const [name, codes] of Object.entries(this.keys)) {
      for (const code of codes) this.codeBits.set(code, bit(name));
    }
  }

  press(b) {
    this.again |= b & this.released;
    this.held |= b;
    this.latched |= b;
  }

  release(b) {
    this.released |= b & this.held;
    this.held &= ~b;
  }

  /** Handle a keydown; returns true if the key belongs to the pad. */
  keydown(e) {
    if (this.remapping) {
      if (e.code !== "Escape") this.assign(this.remapping, e.code);
      this.remapping = null;
      this.onchange();
      return true;
    }
    const b = this.codeBits.get(e.code);
    if (b === undefined) return false;
    this.use("keyboard");
    this.down.set(e.code, b);
    this.press(b);
    return true;
  }

  keyup(e) {
    const b = this.down.get(e.code);
    if (b === undefined) return this.codeBits.has(e.code);
    this.down.delete(e.code);
    let still = 0;
    for (const other of this.down.values()) still |= other;
    this.release(b & ~still);
    return true;
  }

  /** Note which input the player is using now (the hints name its buttons). */
  use(scheme) {
    if (scheme === this.scheme) return;
    this.scheme = scheme;
    this.onscheme(scheme);
  }

  /** The player's name for each pad button under the scheme in use (the keyboard's: the first key mapped). */
  labels() {
    const out = {};
    if (this.scheme !== "keyboard") return out;
    for (const name of BUTTONS) if (this.keys[name] && this.keys[name].length) out[name] = keyLabel(this.keys[name][0]);
    return out;
  }

  releaseAll() {
    this.down.clear();
    this.release(this.held);
  }

  assign(name, code) {
    for (const other of Object.keys(this.keys)) this.keys[other] = this.keys[other].filter((c) => c !== code);
    this.keys[name] = [code];
    localStorage.setItem(STORE, JSON.stringify(this.keys));
    this.rebuild();
  }

  reset() {
    this.keys = structuredClone(DEFAULT_KEYS);
    localStorage.removeItem(STORE);
    this.rebuild();
    this.onchange();
  }

  pollGamepads() {
    let word = 0, count = 0;
    const pads = navigator.getGamepads ? navigator.getGamepads() : [];
    for (const gp of pads) {
      if (!gp || !gp.connected) continue;
      count++;
      if (gp.mapping === "standard") {
        gp.buttons.forEach((btn, k) => {
          if (k < GAMEPAD.length && btn.pressed) word |= bit(GAMEPAD[k]);
        });
      }
      const [ax = 0, ay = 0] = gp.axes;
      if (ax < -STICK_DEAD) word |= bit("Left");
      if (ax > STICK_DEAD) word |= bit("Right");
      if (ay < -STICK_DEAD) word |= bit("Up");
      if (ay > STICK_DEAD) word |= bit("Down");
    }
    if (word & ~this.padHeld) this.use("gamepad");
    this.latched |= word & ~this.padHeld;
    this.padHeld = word;
    if (count !== this.gamepads) {
      this.gamepads = count;
      this.onchange();
    }
  }

  /** Return this frame's pad word and forget the latched presses.

  A button the last read saw down that has been let go and pressed again since reads as up now and down
  at the next read (a latched press), so the game sees both presses. */
  read() {
    const bounce = this.again & this.shown;
    const word = (this.held | this.latched | this.padHeld) & ~bounce & 0xffff;
    this.latched = bounce;
    this.again = 0;
    this.released = word & ~(this.held | this.padHeld);  // down by a latch only: up already
    this.shown = word;
    return word;
  }
}

function loadKeys() {
  const keys = structuredClone(DEFAULT_KEYS);
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) || "null");
    if (saved && typeof saved === "object") {
      for (const name of BUTTONS) {
        if (Array.isArray(saved[name]) && saved[name].every((c) => typeof c === "string")) keys[name] = saved[name];
      }
    }
  } catch (_) { /* a damaged mapping falls back to the defaults */ }
  return keys;
}
