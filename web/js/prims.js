// Draws exported prims (pycore/prims, docs/prims.md, format 2) on a canvas that fills its box.
// The stage (960 x 540 unless the frame says otherwise) is drawn as vectors at the device's
// resolution, scaled to fit (any fraction) and letterboxed in the frame's backdrop colour.
// The page never interprets a prim beyond drawing it: hotspots are collected for hit tests,
// pictures kept by name at device resolution, sound cues handed to the mixer.

export const MAGIC = 0x324d5250;  // "PRM2"
const HEADER_WORDS = 5;

const RECT = 1, BOX = 2, LINE = 3, TRI = 4, QUAD = 5, GQUAD = 6, IMAGE = 7, TEXT = 8, HOT = 9, ELLIPSE = 10;
const RRECT = 11, RRBOX = 12, RING = 13, ARC = 14, PIE = 15, POLY = 16, PATH = 17, LINEAR = 18, RADIAL = 19;
const SHADOW = 20, PUSH = 21, POP = 22, CLIP = 23, DEF = 24, STAMP = 25, CUE = 26, LOOP = 27, SCENE = 28, NODE = 29;
const ALIGN = ["left", "center", "right"];
const FAMILIES = ['"Inter", "DejaVu Sans", sans-serif', '"Playfair Display", "DejaVu Serif", serif'];
const JOINS = ["miter", "round", "bevel"];
const CAPS = ["butt", "round", "square"];
const BLENDS = ["source-over", "lighter", "multiply", "screen"];
const TURN = (2 * Math.PI) / 4096;
const utf8 = new TextDecoder("utf-8");

/**
 * Split an exported frame (Uint8Array) into its int32 words, string table, stage size and
 * backdrop; a frame of another format (format 1 had no header) is refused in words.
 */
export function decodeFrame(bytes) {
  if (bytes.byteLength < 4 * HEADER_WORDS) throw new Error(`a frame of ${bytes.byteLength} bytes is shorter than its header`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) {
    throw new Error("this frame is not in prims format 2 (it has no PRM2 header): the engine that drew it is older than this page; reload the page");
  }
  const width = view.getUint32(4, true), height = view.getUint32(8, true);
  const backdrop = view.getInt32(12, true);
  const n = view.getUint32(16, true);
  const start = 4 * HEADER_WORDS;
  if (start + 4 * n > bytes.byteLength) throw new Error(`the frame says ${n} words but holds ${bytes.byteLength} bytes`);
  let words;
  if (((bytes.byteOffset + start) & 3) === 0 && new Uint8Array(Uint32Array.of(1).buffer)[0] === 1) {
    words = new Int32Array(bytes.buffer, bytes.byteOffset + start, n);
  } else {
    words = new Int32Array(n);
    for (let i = 0; i < n; i++) words[i] = view.getInt32(start + 4 * i, true);
  }
  const tail = bytes.subarray(start + 4 * n);
  const strings = tail.length ? JSON.parse(utf8.decode(tail)) : [];
  if (!(width > 0 && height > 0 && width <= 8192 && height <= 8192)) throw new Error(`a stage of ${width} x ${height}`);
  return { words, strings, width, height, backdrop };
}

const colorCache = new Map();

/** CSS colour of a packed 0xRRGGBBAA word (stored signed). */
export function cssColor(word) {
  let css = colorCache.get(word);
  if (css === undefined) {
    const c = word >>> 0;
    const r = c >>> 24, g = (c >>> 16) & 255, b = (c >>> 8) & 255, a = c & 255;
    css = a === 255 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${(a / 255).toFixed(3)})`;
    if (colorCache.size > 4096) colorCache.clear();
    colorCache.set(word, css);
  }
  return css;
}

function average(a, b) {
  const x = a >>> 0, y = b >>> 0;
  let out = 0;
  for (let shift = 24; shift >= 0; shift -= 8) {
    out |= ((((x >>> shift) & 255) + ((y >>> shift) & 255)) >> 1) << shift;
  }
  return out;
}

function distance(a, b) {
  let d = 0;
  for (let shift = 24; shift >= 0; shift -= 8) d += Math.abs(((a >>> shift) & 255) - ((b >>> shift) & 255));
  return d;
}

/** True when a frame's prims hold a table scene (its words are walked prim by prim). */
function hasScene(w) {
  for (let i = 0; i < w.length; i += span(w, i)) if (w[i] === SCENE) return true;
  return false;
}

/** How many words the prim at `i` takes, its opcode included (throws on an unknown opcode). */
function span(w, i) {
  switch (w[i]) {
    case RECT: case ELLIPSE: case HOT: case STAMP: return 6;
    case BOX: case LINE: case RRECT: case RING: case PIE: case PUSH: return w[i] === PUSH ? 8 : 7;
    case TRI: case RRBOX: case ARC: return 8;
    case QUAD: return 10;
    case GQUAD: return 13;
    case TEXT: return 10;
    case SHADOW: case CUE: return 5;
    case LOOP: case CLIP: return 6;
    case SCENE: return 10;
    case NODE: return 14;
    case POP: return 1;
    case IMAGE: return 6 + 2 * w[i + 5];
    case POLY: return 3 + 2 * w[i + 2];
    case PATH: return 5 + 2 * w[i + 4];
    case LINEAR: return 6 + 2 * w[i + 5];
    case RADIAL: return 8 + 2 * w[i + 7];
    case DEF: return 5 + w[i + 4];
    default: throw new Error(`unknown prim opcode ${w[i]} at word ${i}`);
  }
}

function roundRect(ctx, x, y, w, h, r) {
  r = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  if (r <= 0) {
    ctx.rect(x, y, w, h);
    return;
  }
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Draws a run of prims on a 2D context. One painter per canvas: the screen's, and one for each
 * picture it rasterises. `k` is how many device pixels a stage pixel covers at the group level
 * being drawn (shadows are given in device pixels by the canvas, so they are scaled by it).
 */
class Painter {
  constructor(ctx, renderer, inPicture = false) {
    this.ctx = ctx;
    this.renderer = renderer;
    this.frame = inPicture ? null : renderer;   // hotspots, definitions and sounds belong to frames, not pictures
  }

  reset() {
    this.fillWord = null;
    this.font = "";
    this.align = -1;
    this.paint = null;
  }

  fill(word) {
    if (this.paint) {
      this.ctx.fillStyle = this.paint;
      this.paint = null;
      this.fillWord = null;
    } else if (word !== this.fillWord) {
      this.ctx.fillStyle = cssColor(word);
      this.fillWord = word;
    }
  }

  stroke(word, width) {
    const ctx = this.ctx;
    if (this.paint) {
      ctx.strokeStyle = this.paint;
      this.paint = null;
    } else {
      ctx.strokeStyle = cssColor(word);
    }
    ctx.lineWidth = Math.max(0.5, width);
  }

  gradient(w, i, radial) {
    const ctx = this.ctx;
    const g = radial
      ? ctx.createRadialGradient(w[i + 1], w[i + 2], Math.max(0, w[i + 3]), w[i + 4], w[i + 5], Math.max(0, w[i + 6]))
      : ctx.createLinearGradient(w[i + 1], w[i + 2], w[i + 3], w[i + 4]);
    const at = radial ? i + 7 : i + 5;
    const n = w[at];
    for (let s = 0; s < n; s++) g.addColorStop(Math.max(0, Math.min(1, w[at + 1 + 2 * s] / 1024)), cssColor(w[at + 2 + 2 * s]));
    this.paint = g;
  }

  /** Draw words[from, to) with strings; `k` device pixels per stage pixel at the top of the run. */
  run(w, strings, from, to, k) {
    const ctx = this.ctx;
    const scales = [k];
    this.reset();
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.textBaseline = "top";
    if ("fontKerning" in ctx) ctx.fontKerning = "none";   // pycore measures text without kerning
    let i = from;
    while (i < to) {
      const op = w[i];
      switch (op) {
        case RECT:
          this.fill(w[i + 5]);
          ctx.fillRect(w[i + 1], w[i + 2], w[i + 3], w[i + 4]);
          break;
        case BOX: {
          const x = w[i + 1], y = w[i + 2], bw = w[i + 3], bh = w[i + 4];
          const t = Math.max(1, Math.min(w[i + 6], bw >> 1 || 1, bh >> 1 || 1));
          this.fill(w[i + 5]);
          ctx.fillRect(x, y, bw, t);
          ctx.fillRect(x, y + bh - t, bw, t);
          ctx.fillRect(x, y + t, t, bh - 2 * t);
          ctx.fillRect(x + bw - t, y + t, t, bh - 2 * t);
          break;
        }
        case LINE:
          this.stroke(w[i + 5], w[i + 6]);
          ctx.beginPath();
          ctx.moveTo(w[i + 1], w[i + 2]);
          ctx.lineTo(w[i + 3], w[i + 4]);
          ctx.stroke();
          break;
        case TRI:
          this.fill(w[i + 7]);
          ctx.beginPath();
          ctx.moveTo(w[i + 1], w[i + 2]);
          ctx.lineTo(w[i + 3], w[i + 4]);
          ctx.lineTo(w[i + 5], w[i + 6]);
          ctx.fill();
          break;
        case QUAD:
          this.fill(w[i + 9]);
          ctx.beginPath();
          ctx.moveTo(w[i + 1], w[i + 2]);
          ctx.lineTo(w[i + 3], w[i + 4]);
          ctx.lineTo(w[i + 5], w[i + 6]);
          ctx.lineTo(w[i + 7], w[i + 8]);
          ctx.closePath();
          ctx.fill();
          break;
        case GQUAD:
          this.gquad(w, i + 1);
          break;
        case IMAGE:
          this.image(w, i);
          break;
        case TEXT: {
          const face = w[i + 7];
          const font = `${face & 1 ? 700 : 400} ${Math.max(1, w[i + 4])}px ${FAMILIES[(face >> 1) & 1]}`;
          if (font !== this.font) {
            ctx.font = font;
            this.font = font;
          }
          if (w[i + 5] !== this.align) {
            this.align = w[i + 5];
            ctx.textAlign = ALIGN[this.align] || "left";
          }
          const text = strings[w[i + 6]];
          if (w[i + 9] > 0) {
            ctx.strokeStyle = cssColor(w[i + 8]);
            ctx.lineWidth = 2 * w[i + 9];
            ctx.strokeText(text, w[i + 1], w[i + 2]);
          }
          this.fill(w[i + 3]);
          ctx.fillText(text, w[i + 1], w[i + 2]);
          break;
        }
        case HOT:
          if (this.frame) this.frame.hot.push([w[i + 1], w[i + 2], w[i + 3], w[i + 4], strings[w[i + 5]]]);
          break;
        case ELLIPSE:
          this.fill(w[i + 5]);
          ctx.beginPath();
          ctx.ellipse(w[i + 1], w[i + 2], Math.max(0, w[i + 3]), Math.max(0, w[i + 4]), 0, 0, 2 * Math.PI);
          ctx.fill();
          break;
        case RRECT:
          this.fill(w[i + 6]);
          roundRect(ctx, w[i + 1], w[i + 2], w[i + 3], w[i + 4], w[i + 5]);
          ctx.fill();
          break;
        case RRBOX: {
          const t = Math.max(1, w[i + 7]);
          this.stroke(w[i + 6], t);
          roundRect(ctx, w[i + 1] + t / 2, w[i + 2] + t / 2, w[i + 3] - t, w[i + 4] - t, Math.max(0, w[i + 5] - t / 2));
          ctx.stroke();
          break;
        }
        case RING:
          this.stroke(w[i + 5], w[i + 6]);
          ctx.beginPath();
          ctx.ellipse(w[i + 1], w[i + 2], Math.max(0, w[i + 3]), Math.max(0, w[i + 4]), 0, 0, 2 * Math.PI);
          ctx.stroke();
          break;
        case ARC:
          this.stroke(w[i + 6], w[i + 7]);
          ctx.beginPath();
          ctx.arc(w[i + 1], w[i + 2], Math.max(0, w[i + 3]), w[i + 4] * TURN - Math.PI / 2, w[i + 5] * TURN - Math.PI / 2);
          ctx.stroke();
          break;
        case PIE:
          this.fill(w[i + 6]);
          ctx.beginPath();
          ctx.moveTo(w[i + 1], w[i + 2]);
          ctx.arc(w[i + 1], w[i + 2], Math.max(0, w[i + 3]), w[i + 4] * TURN - Math.PI / 2, w[i + 5] * TURN - Math.PI / 2);
          ctx.closePath();
          ctx.fill();
          break;
        case POLY: {
          const n = w[i + 2];
          this.fill(w[i + 1]);
          ctx.beginPath();
          for (let p = 0; p < n; p++) {
            const x = w[i + 3 + 2 * p], y = w[i + 4 + 2 * p];
            if (p) ctx.lineTo(x, y); else ctx.moveTo(x, y);
          }
          ctx.closePath();
          ctx.fill();
          break;
        }
        case PATH: {
          const n = w[i + 4], style = w[i + 3];
          this.stroke(w[i + 1], w[i + 2]);
          ctx.lineJoin = JOINS[(style >> 1) & 3] || "round";
          ctx.lineCap = CAPS[(style >> 3) & 3] || "round";
          ctx.beginPath();
          for (let p = 0; p < n; p++) {
            const x = w[i + 5 + 2 * p], y = w[i + 6 + 2 * p];
            if (p) ctx.lineTo(x, y); else ctx.moveTo(x, y);
          }
          if (style & 1) ctx.closePath();
          ctx.stroke();
          ctx.lineJoin = "round";
          ctx.lineCap = "round";
          break;
        }
        case LINEAR:
          this.gradient(w, i, false);
          break;
        case RADIAL:
          this.gradient(w, i, true);
          break;
        case SHADOW: {
          const s = scales[scales.length - 1];
          ctx.shadowBlur = Math.max(0, w[i + 1]) * s;
          ctx.shadowOffsetX = w[i + 2] * s;
          ctx.shadowOffsetY = w[i + 3] * s;
          ctx.shadowColor = cssColor(w[i + 4]);
          break;
        }
        case PUSH: {
          ctx.save();
          ctx.translate(w[i + 1], w[i + 2]);
          if (w[i + 3]) ctx.rotate(w[i + 3] * TURN);
          const sx = w[i + 4] / 1024, sy = w[i + 5] / 1024;
          if (sx !== 1 || sy !== 1) ctx.scale(sx, sy);
          if (w[i + 6] < 255) ctx.globalAlpha *= Math.max(0, w[i + 6]) / 255;
          if (w[i + 7]) ctx.globalCompositeOperation = BLENDS[w[i + 7]] || "source-over";
          scales.push(scales[scales.length - 1] * Math.max(Math.abs(sx), Math.abs(sy)));
          break;
        }
        case POP:
          if (scales.length > 1) {
            ctx.restore();
            scales.pop();
            this.reset();   // restore() put back the fill, font and alignment of the group's start
          }
          break;
        case CLIP:
          roundRect(ctx, w[i + 1], w[i + 2], w[i + 3], w[i + 4], w[i + 5]);
          ctx.clip();
          break;
        case DEF:
          if (this.frame) this.frame.define(strings[w[i + 1]], w[i + 2], w[i + 3], w.slice(i + 5, i + 5 + w[i + 4]), strings);
          break;
        case STAMP:
          if (this.renderer) this.renderer.stamp(ctx, strings[w[i + 1]], w[i + 2], w[i + 3], w[i + 4], w[i + 5], scales[scales.length - 1]);
          break;
        case CUE:
          if (this.frame) this.frame.cues.push({ name: strings[w[i + 1]], volume: w[i + 2], pitch: w[i + 3], pan: w[i + 4] });
          break;
        case SCENE:
          if (this.frame) {
            this.frame.scene = { sky: w[i + 1], fov: w[i + 2], eye: [w[i + 3], w[i + 4], w[i + 5]],
              look: [w[i + 6], w[i + 7], w[i + 8]], nodes: [] };
          }
          break;
        case NODE:
          if (this.frame && this.frame.scene) {
            this.frame.scene.nodes.push({ mesh: strings[w[i + 1]], pos: [w[i + 2], w[i + 3], w[i + 4]],
              rot: [w[i + 5], w[i + 6], w[i + 7]], scale: [w[i + 8], w[i + 9], w[i + 10]], color: w[i + 11],
              picture: strings[w[i + 12]], pose: strings[w[i + 13]] });
          }
          break;
        case LOOP:
          if (this.frame) {
            this.frame.loops.push({ name: strings[w[i + 1]], key: strings[w[i + 2]], volume: w[i + 3], pitch: w[i + 4], pan: w[i + 5] });
          }
          break;
        default:
          throw new Error(`unknown prim opcode ${op} at word ${i} of ${to}`);
      }
      i += span(w, i);
    }
    while (scales.length > 1) {   // a run that left groups open (a picture's): close them
      ctx.restore();
      scales.pop();
    }
  }

  // A gouraud quad as a linear gradient along the axis where its corner colours differ most:
  // exact for the usual two-colour bands, an approximation otherwise.
  gquad(w, at) {
    const ctx = this.ctx;
    const c0 = w[at + 8], c1 = w[at + 9], c2 = w[at + 10], c3 = w[at + 11];
    const mid = (a, b) => [(w[at + 2 * a] + w[at + 2 * b]) / 2, (w[at + 2 * a + 1] + w[at + 2 * b + 1]) / 2];
    const down = distance(average(c0, c1), average(c3, c2));
    const across = distance(average(c0, c3), average(c1, c2));
    let from, to, ca, cb;
    if (down >= across) {
      [from, to, ca, cb] = [mid(0, 1), mid(3, 2), average(c0, c1), average(c3, c2)];
    } else {
      [from, to, ca, cb] = [mid(0, 3), mid(1, 2), average(c0, c3), average(c1, c2)];
    }
    const g = ctx.createLinearGradient(from[0], from[1], to[0], to[1]);
    g.addColorStop(0, cssColor(ca | 0));
    g.addColorStop(1, cssColor(cb | 0));
    ctx.fillStyle = g;
    this.fillWord = null;
    ctx.beginPath();
    ctx.moveTo(w[at], w[at + 1]);
    ctx.lineTo(w[at + 2], w[at + 3]);
    ctx.lineTo(w[at + 4], w[at + 5]);
    ctx.lineTo(w[at + 6], w[at + 7]);
    ctx.closePath();
    ctx.fill();
  }

  image(w, i) {
    const ctx = this.ctx;
    const x = w[i + 1], y = w[i + 2], width = w[i + 3], scale = Math.max(1, w[i + 4]), nruns = w[i + 5];
    if (width <= 0) return;
    let pos = 0;
    for (let k = 0; k < nruns; k++) {
      let len = w[i + 6 + 2 * k];
      const color = w[i + 7 + 2 * k];
      if (len <= 0) continue;
      if ((color & 255) === 0) {
        pos += len;
        continue;
      }
      this.fill(color);
      while (len > 0) {
        const px = pos % width, py = (pos - px) / width;
        const seg = Math.min(len, width - px);
        ctx.fillRect(x + px * scale, y + py * scale, seg * scale, scale);
        pos += seg;
        len -= seg;
      }
    }
  }
}

/**
 * A canvas that fills its box and shows each frame's stage in it, scaled to fit and letterboxed.
 * It keeps the pictures frames define (by name), the hotspots of the last frame, and the sound
 * cues of the last frame for the mixer.
 */
export class Renderer {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");   // with alpha: a table scene (web/js/scene.js) shows through it
    this.painter = new Painter(this.ctx, this);
    this.width = 960;     // the stage of the frame drawn last
    this.height = 540;
    this.scale = 1;       // device pixels per stage pixel
    this.ox = 0;          // where the stage's top left corner sits on the canvas, in device pixels
    this.oy = 0;
    this.dpr = 1;
    this.hotspots = [];   // [x, y, w, h, actionText] in drawing order
    this.hot = [];
    this.cues = [];       // the last frame's one-shot sounds
    this.loops = [];      // the last frame's continuous sounds
    this.scene = null;    // the last frame's table scene (drawn by web/js/scene.js under this canvas), or null
    this.pictures = new Map();  // name -> {w, h, words, strings, canvas, res}
    this.missing = new Set();   // pictures stamped before any frame defined them (the engine is asked again)
    this.rasterised = 0;
    this.ahead = new Set();     // pictures sent ahead of need (a 0 x 0 stamp), to rasterise while the page is idle
    this.aheadSoon = false;
  }

  /** Size the backing store to `cssWidth` x `cssHeight` CSS pixels at the device's pixel ratio. */
  fit(cssWidth, cssHeight) {
    const dpr = window.devicePixelRatio || 1;
    const bw = Math.max(1, Math.round(cssWidth * dpr)), bh = Math.max(1, Math.round(cssHeight * dpr));
    if (this.canvas.width !== bw || this.canvas.height !== bh || this.dpr !== dpr) {
      this.canvas.width = bw;
      this.canvas.height = bh;
      this.dpr = dpr;
    }
    this.place();
    return this.scale;
  }

  /** Work out the stage's scale and offset in the canvas for the current stage size. */
  place() {
    const cw = this.canvas.width, ch = this.canvas.height;
    this.scale = Math.max(0.01, Math.min(cw / this.width, ch / this.height));
    this.ox = (cw - this.width * this.scale) / 2;
    this.oy = (ch - this.height * this.scale) / 2;
  }

  /** The stage's box in CSS pixels inside the canvas: {x, y, width, height} (tests click through it). */
  stageBox() {
    const r = this.canvas.getBoundingClientRect();
    const k = r.width / this.canvas.width;
    return { x: r.left + this.ox * k, y: r.top + this.oy * k, width: this.width * this.scale * k, height: this.height * this.scale * k };
  }

  /** Turn a pointer position (client px) into stage coordinates. */
  toStage(clientX, clientY) {
    const b = this.stageBox();
    return [Math.floor(((clientX - b.x) * this.width) / b.width), Math.floor(((clientY - b.y) * this.height) / b.height)];
  }

  /** Turn a stage point into client px (the inverse of toStage). */
  toClient(x, y) {
    const b = this.stageBox();
    return [b.x + (x * b.width) / this.width, b.y + (y * b.height) / this.height];
  }

  /** Return the action text of the topmost hotspot under stage point (x, y), or null. */
  /** Return the action of the topmost hotspot at (x, y) (stage pixels), passing over one carrying `except`
   *  (a dragged card is released over the place beneath it, not over itself). */
  hit(x, y, except = null) {
    for (let k = this.hotspots.length - 1; k >= 0; k--) {
      const h = this.hotspots[k];
      if (x >= h[0] && y >= h[1] && x < h[0] + h[2] && y < h[1] + h[3] && h[4] !== except) return h[4];
    }
    return null;
  }

  /** Keep picture `name` (its prims, drawn when first stamped). */
  define(name, w, h, words, strings) {
    const old = this.pictures.get(name);
    if (old && old.w === w && old.h === h && old.words.length === words.length && old.words.every((v, k) => v === words[k])) return;
    this.pictures.set(name, { w, h, words, strings, canvas: null, res: 0 });
    this.missing.delete(name);
  }

  /** Draw picture `name` into the box; `k` is the device pixels per stage pixel where it is drawn. */
  stamp(ctx, name, x, y, w, h, k) {
    const pic = this.pictures.get(name);
    if (!pic) {
      this.missing.add(name);
      return;
    }
    if (w <= 0 || h <= 0 || pic.w <= 0 || pic.h <= 0) {
      if (w === 0 && h === 0 && !pic.canvas && pic.w > 0 && pic.h > 0) this.later(name);   // sent ahead
      return;
    }
    const need = Math.min(8, Math.ceil(k * Math.max(w / pic.w, h / pic.h) * 4) / 4);
    if (!pic.canvas || pic.res < need) this.rasterise(pic, Math.max(need, 0.25));
    ctx.drawImage(pic.canvas, x, y, w, h);
  }

  /** Rasterise picture `name` while the page is idle, at the stage's own resolution (where it will be stamped). */
  later(name) {
    this.ahead.add(name);
    if (this.aheadSoon) return;
    this.aheadSoon = true;
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback : (f) => setTimeout(() => f(null), 50);
    idle((deadline) => {
      this.aheadSoon = false;
      for (const next of this.ahead) {
        if (deadline && deadline.timeRemaining() < 4) break;
        this.ahead.delete(next);
        const pic = this.pictures.get(next);
        if (pic && !pic.canvas) this.rasterise(pic, Math.max(0.25, Math.min(8, Math.ceil(this.scale * 4) / 4)));
        if (!deadline) break;           // no idle clock: one a turn
      }
      if (this.ahead.size) this.later(this.ahead.values().next().value);
    }, { timeout: 1000 });
  }

  rasterise(pic, res) {
    const canvas = typeof OffscreenCanvas === "function"
      ? new OffscreenCanvas(Math.ceil(pic.w * res), Math.ceil(pic.h * res))
      : Object.assign(document.createElement("canvas"), { width: Math.ceil(pic.w * res), height: Math.ceil(pic.h * res) });
    const ctx = canvas.getContext("2d");
    ctx.setTransform(res, 0, 0, res, 0, 0);
    new Painter(ctx, this, true).run(pic.words, pic.strings, 0, pic.words.length, res);
    pic.canvas = canvas;
    pic.res = res;
    this.rasterised++;
  }

  /** Draw a decoded frame; remembers its hotspots and sounds. */
  draw(frame) {
    if (frame.width !== this.width || frame.height !== this.height) {
      this.width = frame.width;
      this.height = frame.height;
      this.place();
    }
    const ctx = this.ctx;
    this.hot = [];
    this.cues = [];
    this.loops = [];
    this.scene = null;
    const scened = hasScene(frame.words);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = "source-over";
    ctx.shadowBlur = 0;
    ctx.shadowColor = "rgba(0,0,0,0)";
    if (scened) {
      ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);   // the scene's canvas shows through
    } else {
      ctx.fillStyle = cssColor(frame.backdrop);
      ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    }
    ctx.save();
    ctx.setTransform(this.scale, 0, 0, this.scale, this.ox, this.oy);
    ctx.beginPath();
    ctx.rect(0, 0, this.width, this.height);
    ctx.clip();
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = "high";
    try {
      this.painter.run(frame.words, frame.strings, 0, frame.words.length, this.scale);
    } finally {
      ctx.restore();
      this.hotspots = this.hot;
    }
  }
}
