// Draws exported prims (pycore/prims.py, docs/prims.md) on a canvas at an integer scale.
// The page never interprets a prim beyond drawing it; hotspots are collected for hit tests.
// A frame names its stage when it is not 320 x 240 (a STAGE prim first); the canvas follows.

export const WIDTH = 320;
export const HEIGHT = 240;

const RECT = 1, BOX = 2, LINE = 3, TRI = 4, QUAD = 5, GQUAD = 6, IMAGE = 7, TEXT = 8, HOT = 9, ELLIPSE = 10;
const STAGE = 11;
const ALIGN = ["left", "center", "right"];
const FONT = '"DejaVu Sans", "Segoe UI", "Helvetica Neue", Arial, sans-serif';
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
const utf8 = new TextDecoder("utf-8");

/** Split an exported frame (Uint8Array) into its int32 words, its string table and its stage size. */
export function decodeFrame(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = view.getUint32(0, true);
  if (4 + 4 * n > bytes.byteLength) throw new Error(`frame says ${n} words but holds ${bytes.byteLength} bytes`);
  let words;
  if (LITTLE_ENDIAN && ((bytes.byteOffset + 4) & 3) === 0) {
    words = new Int32Array(bytes.buffer, bytes.byteOffset + 4, n);
  } else {
    words = new Int32Array(n);
    for (let i = 0; i < n; i++) words[i] = view.getInt32(4 + 4 * i, true);
  }
  const tail = bytes.subarray(4 + 4 * n);
  const strings = tail.length ? JSON.parse(utf8.decode(tail)) : [];
  const sized = n >= 3 && words[0] === STAGE && words[1] > 0 && words[2] > 0;
  return { words, strings, width: sized ? words[1] : WIDTH, height: sized ? words[2] : HEIGHT };
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

function alphaOf(word) {
  return word & 255;
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

/** A canvas that shows the frame's stage (320 x 240 unless it says otherwise) at the largest integer scale that fits its box. */
export class Renderer {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d", { alpha: false });
    this.scale = 0;
    this.width = WIDTH;    // the stage of the frame drawn last
    this.height = HEIGHT;
    this.box = null;       // the CSS box last fitted to, refitted when a frame brings another stage
    this.hotspots = [];  // [x, y, w, h, actionText] in drawing order
    this.font = "";
    this.fillWord = null;
    this.align = -1;
  }

  /** Fit the canvas to `cssWidth` x `cssHeight`; device pixels stay an integer multiple of the stage. */
  fit(cssWidth, cssHeight) {
    this.box = [cssWidth, cssHeight];
    const dpr = window.devicePixelRatio || 1;
    const { width, height } = this;
    const scale = Math.max(1, Math.floor(Math.min((cssWidth * dpr) / width, (cssHeight * dpr) / height)));
    if (scale !== this.scale || this.dpr !== dpr || this.canvas.width !== width * scale
        || this.canvas.height !== height * scale) {
      this.scale = scale;
      this.dpr = dpr;
      this.canvas.width = width * scale;
      this.canvas.height = height * scale;
      this.canvas.style.width = `${(width * scale) / dpr}px`;
      this.canvas.style.height = `${(height * scale) / dpr}px`;
      this.font = "";
    }
    return scale;
  }

  /** Take the stage size of the frame about to be drawn; refit the canvas when it changed. */
  stage(width, height) {
    if (width === this.width && height === this.height) return;
    this.width = width;
    this.height = height;
    if (this.box) this.fit(...this.box);
  }

  /** Turn a pointer position (client px) into stage coordinates. */
  toStage(clientX, clientY) {
    const r = this.canvas.getBoundingClientRect();
    return [Math.floor(((clientX - r.left) * this.width) / r.width),
      Math.floor(((clientY - r.top) * this.height) / r.height)];
  }

  /** Return the action text of the topmost hotspot under stage point (x, y), or null. */
  hit(x, y) {
    for (let k = this.hotspots.length - 1; k >= 0; k--) {
      const h = this.hotspots[k];
      if (x >= h[0] && y >= h[1] && x < h[0] + h[2] && y < h[1] + h[3]) return h[4];
    }
    return null;
  }

  /** Draw a decoded frame on its stage; remembers its hotspots. */
  draw(frame) {
    const { words: w, strings } = frame;
    this.stage(frame.width || WIDTH, frame.height || HEIGHT);
    const ctx = this.ctx;
    const n = w.length;
    const hot = [];
    ctx.setTransform(this.scale, 0, 0, this.scale, 0, 0);
    ctx.imageSmoothingEnabled = false;
    ctx.fillStyle = "#000";
    ctx.fillRect(0, 0, this.width, this.height);
    ctx.lineCap = "square";
    ctx.lineJoin = "miter";
    ctx.textBaseline = "top";
    this.fillWord = null;  // canvas state is set only when it changes: each set parses a string
    this.align = -1;
    let i = 0;
    while (i < n) {
      switch (w[i]) {
        case RECT:
          this.fill(w[i + 5]);
          ctx.fillRect(w[i + 1], w[i + 2], w[i + 3], w[i + 4]);
          i += 6;
          break;
        case BOX: {
          const x = w[i + 1], y = w[i + 2], bw = w[i + 3], bh = w[i + 4];
          const t = Math.max(1, Math.min(w[i + 6], bw >> 1 || 1, bh >> 1 || 1));
          this.fill(w[i + 5]);
          ctx.fillRect(x, y, bw, t);
          ctx.fillRect(x, y + bh - t, bw, t);
          ctx.fillRect(x, y + t, t, bh - 2 * t);
          ctx.fillRect(x + bw - t, y + t, t, bh - 2 * t);
          i += 7;
          break;
        }
        case LINE: {
          const width = Math.max(1, w[i + 6]);
          const off = width & 1 ? 0.5 : 0;  // an odd width runs through pixel centres
          ctx.strokeStyle = cssColor(w[i + 5]);
          ctx.lineWidth = width;
          ctx.beginPath();
          ctx.moveTo(w[i + 1] + off, w[i + 2] + off);
          ctx.lineTo(w[i + 3] + off, w[i + 4] + off);
          ctx.stroke();
          i += 7;
          break;
        }
        case TRI:
          this.fill(w[i + 7]);
          ctx.beginPath();
          ctx.moveTo(w[i + 1], w[i + 2]);
          ctx.lineTo(w[i + 3], w[i + 4]);
          ctx.lineTo(w[i + 5], w[i + 6]);
          ctx.fill();
          i += 8;
          break;
        case QUAD:
          this.fill(w[i + 9]);
          this.quadPath(w, i + 1);
          ctx.fill();
          i += 10;
          break;
        case GQUAD:
          this.gquad(w, i + 1);
          i += 13;
          break;
        case IMAGE: {
          const nruns = w[i + 5];
          this.image(w[i + 1], w[i + 2], w[i + 3], Math.max(1, w[i + 4]), w, i + 6, nruns);
          i += 6 + 2 * nruns;
          break;
        }
        case TEXT: {
          const size = Math.max(1, w[i + 4]);
          const font = `${size}px ${FONT}`;
          if (font !== this.font) {
            ctx.font = font;
            this.font = font;
          }
          if (w[i + 5] !== this.align) {
            this.align = w[i + 5];
            ctx.textAlign = ALIGN[this.align] || "left";
          }
          this.fill(w[i + 3]);
          ctx.fillText(strings[w[i + 6]], w[i + 1], w[i + 2]);
          i += 7;
          break;
        }
        case HOT:
          hot.push([w[i + 1], w[i + 2], w[i + 3], w[i + 4], strings[w[i + 5]]]);
          i += 6;
          break;
        case STAGE:  // read by decodeFrame; nothing to draw
          i += 3;
          break;
        case ELLIPSE:
          this.fill(w[i + 5]);
          ctx.beginPath();
          ctx.ellipse(w[i + 1], w[i + 2], Math.max(0, w[i + 3]), Math.max(0, w[i + 4]), 0, 0, 2 * Math.PI);
          ctx.fill();
          i += 6;
          break;
        default:
          throw new Error(`unknown prim opcode ${w[i]} at word ${i} of ${n}`);
      }
    }
    this.hotspots = hot;
  }

  fill(word) {
    if (word !== this.fillWord) {
      this.ctx.fillStyle = cssColor(word);
      this.fillWord = word;
    }
  }

  quadPath(w, at) {
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.moveTo(w[at], w[at + 1]);
    ctx.lineTo(w[at + 2], w[at + 3]);
    ctx.lineTo(w[at + 4], w[at + 5]);
    ctx.lineTo(w[at + 6], w[at + 7]);
    ctx.closePath();
  }

  // A gouraud quad as a linear gradient along the axis where its corner colours differ most:
  // exact for the usual two-colour bands (sky, felt, panels), an approximation otherwise.
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
    this.quadPath(w, at);
    ctx.fill();
  }

  image(x, y, width, scale, w, at, nruns) {
    const ctx = this.ctx;
    if (width <= 0) return;
    let pos = 0;
    for (let k = 0; k < nruns; k++) {
      let len = w[at + 2 * k];
      const color = w[at + 2 * k + 1];
      if (len <= 0) continue;
      if (alphaOf(color) === 0) {
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
