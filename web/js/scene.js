// Table scenes (pycore/look/scene.py, docs/prims.md: SCENE and NODE prims) drawn with three.js (npm `three`,
// MIT, served from /static/vendor/) on a WebGL2 canvas lying under the 2D canvas, exactly over the stage;
// the 2D canvas draws the scene's HUD on top. The meshes are a small library made here in code; one
// lighting setup (a hemisphere light and one directional light with soft shadows) serves every scene.
// Pictures on faces (a card's face) are the 2D renderer's stamped pictures, used as textures. Nothing
// here decides anything: it draws the nodes a frame lists, where the frame says.

import * as THREE from "/static/vendor/three.module.js";

const MM = 1 / 1000;                 // the scene's millimetres, in three.js units (metres)
const TURN = (2 * Math.PI) / 4096;
const NODE = 29;                     // the NODE opcode (docs/prims.md): a still part's definition is made of them
const PART_KEPT = 600;               // draws a still part no frame places is kept (hidden) before its meshes go

/** Return why this browser cannot draw a table scene, or null when it can (WebGL2). */
export function unavailable() {
  try {
    const c = document.createElement("canvas");
    const gl = c.getContext("webgl2");
    if (!gl) return "this browser has no WebGL2";
    const lose = gl.getExtension("WEBGL_lose_context");
    if (lose) lose.loseContext();
    return null;
  } catch (e) {
    return `WebGL2 failed to start (${e.message || e})`;
  }
}

/** True when WebGL is drawn by a software rasteriser (SwiftShader, llvmpipe). */
function softwareGL() {
  try {
    const gl = document.createElement("canvas").getContext("webgl2");
    const info = gl && gl.getExtension("WEBGL_debug_renderer_info");
    const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    const lose = gl && gl.getExtension("WEBGL_lose_context");
    if (lose) lose.loseContext();
    return /swiftshader|llvmpipe|software/i.test(name);
  } catch (_) {
    return false;
  }
}

function color(word) {
  const c = word >>> 0;
  return new THREE.Color().setRGB((c >>> 24) / 255, ((c >>> 16) & 255) / 255, ((c >>> 8) & 255) / 255, THREE.SRGBColorSpace);
}

function std(col, extra = {}) {
  if (typeof col === "number") col = new THREE.Color().setHex(col, THREE.SRGBColorSpace);
  return new THREE.MeshStandardMaterial({ color: col, roughness: 0.7, metalness: 0.05, ...extra });
}

/** The built-in meshes, each a function of (colour material) returning an Object3D; sizes in metres at scale 1. */
const LIBRARY = {
  table: (m) => box(1.2, 0.05, 1.2, m, 0.025),
  oval: (m) => {
    const g = new THREE.Group();
    const top = new THREE.Mesh(new THREE.CylinderGeometry(1, 1, 0.04, 64), m);
    top.scale.set(1.25, 1, 0.75);
    top.position.y = 0.02;
    const rail = new THREE.Mesh(new THREE.TorusGeometry(1, 0.06, 12, 64), std(0x5a3420));
    rail.rotation.x = Math.PI / 2;
    rail.scale.set(1.25, 0.75, 1);
    rail.position.y = 0.05;
    const foot = new THREE.Mesh(new THREE.CylinderGeometry(0.25, 0.35, 0.7, 24), std(0x2a1a10));
    foot.position.y = -0.35;
    rail.userData.keep = foot.userData.keep = true;
    g.add(top, rail, foot);
    return g;
  },
  felt: (m) => box(1, 0.02, 1, m, 0.01),
  chair: (m) => {
    const g = new THREE.Group();
    g.add(box(0.45, 0.05, 0.45, m, 0.45));
    const back = box(0.45, 0.5, 0.05, m, 0.7);
    back.position.z = -0.2;
    g.add(back);
    for (const [x, z] of [[-0.2, -0.2], [0.2, -0.2], [-0.2, 0.2], [0.2, 0.2]]) {
      const leg = box(0.04, 0.45, 0.04, m, 0.225);
      leg.position.x = x;
      leg.position.z = z;
      g.add(leg);
    }
    return g;
  },
  figure: (m) => {
    const g = new THREE.Group();
    const body = new THREE.Mesh(new THREE.CylinderGeometry(0.16, 0.2, 0.6, 16), m);
    body.position.y = 0.75;
    const head = new THREE.Mesh(new THREE.SphereGeometry(0.12, 16, 12), std(0xf0c8a0));
    head.position.y = 1.17;
    head.name = "head";
    head.userData.keep = true;
    const arms = [-1, 1].map((side) => {
      const pivot = new THREE.Group();
      pivot.position.set(0.2 * side, 1.0, 0);
      const arm = new THREE.Mesh(new THREE.CylinderGeometry(0.045, 0.04, 0.45, 8), m);
      arm.position.y = -0.22;
      pivot.add(arm);
      pivot.name = side < 0 ? "left" : "right";
      return pivot;
    });
    g.add(body, head, ...arms);
    return g;
  },
  card: () => {
    const geo = new THREE.BoxGeometry(0.063, 0.0006, 0.088);
    return new THREE.Mesh(geo, [std(0xf8f4ea), std(0xf8f4ea), std(0xffffff), std(0x8a1c2a), std(0xf8f4ea), std(0xf8f4ea)]);
  },
  chips: (m) => { const c = new THREE.Mesh(new THREE.CylinderGeometry(0.02, 0.02, 0.004, 20), m); c.position.y = 0.002; return c; },
  ball: (m) => new THREE.Mesh(new THREE.SphereGeometry(0.5, 24, 16), m),
  cup: () => { const c = new THREE.Mesh(new THREE.CylinderGeometry(0.054, 0.054, 0.01, 24), std(0x101410)); c.userData.keep = true; return c; },
  flag: (m) => {
    const g = new THREE.Group();
    const pin = new THREE.Mesh(new THREE.CylinderGeometry(0.006, 0.006, 0.8, 8), std(0xf0f0f0));
    pin.position.y = 0.4;
    pin.userData.keep = true;
    const flag = new THREE.Mesh(new THREE.PlaneGeometry(0.22, 0.14), std(0xffffff, { side: THREE.DoubleSide }));
    flag.material = m.clone();
    flag.material.side = THREE.DoubleSide;
    flag.position.set(0.11, 0.72, 0);
    g.add(pin, flag);
    return g;
  },
  car: (m) => {
    const g = new THREE.Group();
    const body = box(0.9, 0.18, 0.45, m, 0.17);
    const cab = box(0.36, 0.14, 0.36, std(0x1c2430), 0.32);
    cab.position.x = -0.05;
    cab.children[0].userData.keep = true;
    g.add(body, cab);
    for (const [x, z] of [[-0.3, -0.24], [0.3, -0.24], [-0.3, 0.24], [0.3, 0.24]]) {
      const wheel = new THREE.Mesh(new THREE.CylinderGeometry(0.09, 0.09, 0.08, 14), std(0x141414));
      wheel.rotation.x = Math.PI / 2;
      wheel.position.set(x, 0.09, z);
      wheel.userData.keep = true;
      g.add(wheel);
    }
    return g;
  },
  gate: (m) => {
    const g = new THREE.Group();
    for (const x of [-1, 1]) {
      const post = box(0.08, 1.2, 0.08, m, 0.6);
      post.position.x = x;
      g.add(post);
    }
    const bar = box(2.1, 0.12, 0.1, m, 1.2);
    g.add(bar);
    return g;
  },
  kerb: (m) => box(1, 0.05, 0.25, m, 0.025),
  tile: (m) => box(1, 0.1, 1, m, -0.05),
  box: (m) => box(1, 1, 1, m, 0.5),
  wall: (m) => box(1, 0.25, 0.12, m, 0.125),
  ring: (m) => {
    const r = new THREE.Mesh(new THREE.TorusGeometry(0.5, 0.03, 6, 40), m);
    r.rotation.x = Math.PI / 2;     // lying flat: inside a group, so the node's own turn does not undo it
    const g = new THREE.Group();
    g.add(r);
    return g;
  },
};

function box(w, h, d, m, y) {
  const mesh = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), m);
  mesh.position.y = y;
  const g = new THREE.Group();
  g.add(mesh);
  return g;
}

function pose(obj, name) {
  const left = obj.getObjectByName("left"), right = obj.getObjectByName("right"), head = obj.getObjectByName("head");
  if (!left || !right || !head) return;
  const arms = { idle: [0.1, 0.1], think: [0.2, 2.2], fold: [-0.3, -0.3], allin: [1.4, 1.4], cheer: [2.8, 2.8],
    slump: [-0.1, -0.1], wave: [0.1, 2.6] }[name || "idle"] || [0.1, 0.1];
  left.rotation.x = -arms[0];
  right.rotation.x = -arms[1];
  head.position.z = name === "slump" ? 0.06 : name === "think" ? 0.03 : 0;
  head.position.y = name === "slump" ? 1.1 : 1.17;
}

export class SceneView {
  constructor(canvas, renderer2d) {
    this.canvas = canvas;
    this.pictures2d = renderer2d;
    this.software = softwareGL();
    // a software rasteriser (SwiftShader: headless Chromium, a machine with no GPU) pays per pixel on the CPU:
    // it draws at part resolution, without multisampling, and the page scales it up
    this.resolution = this.software ? 0.5 : 1;
    this.gl = new THREE.WebGLRenderer({ canvas, antialias: !this.software, alpha: false, powerPreference: "high-performance" });
    // and without the shadow map's second pass and its soft filtering: bench/README.md measured 1.4 to 2.1
    // times the frames drawn a second without it, and the engine's worker less starved of the cores
    this.gl.shadowMap.enabled = !this.software;
    this.gl.shadowMap.type = THREE.PCFSoftShadowMap;
    this.scene = new THREE.Scene();
    this.camera = new THREE.PerspectiveCamera(45, 16 / 9, 0.05, 200);
    const hemi = new THREE.HemisphereLight(0xfff4e0, 0x202830, 0.9);
    const sun = new THREE.DirectionalLight(0xfff0d8, 1.6);
    sun.position.set(2.5, 5, 2);
    sun.castShadow = true;
    sun.shadow.mapSize.set(1024, 1024);
    sun.shadow.camera.left = -6;
    sun.shadow.camera.right = 6;
    sun.shadow.camera.top = 6;
    sun.shadow.camera.bottom = -6;
    sun.shadow.radius = 4;
    this.scene.add(hemi, sun, sun.target);
    this.pool = [];              // [{mesh, obj, material}] by the node's place in the frame's list
    this.textures = new Map();   // picture name -> {texture, canvas}
    this.parts = new Map();      // part name -> {pic, obj, last}: a still part's meshes, built once from its definition
    this.partKept = PART_KEPT;
    this.draws = 0;
    this.ms = 0;
    this.rasterise = true;       // bench/page.py turns it off to measure the rest of a table frame alone
  }

  material(node) {
    if (node.picture) {
      const tex = this.texture(node.picture);
      if (tex) return std(0xffffff, { map: tex });
    }
    return std(color(node.color));
  }

  texture(name) {
    const pics = this.pictures2d.pictures;
    const pic = pics.get(name);
    if (!pic) return null;
    if (!pic.canvas || pic.res < 2) this.pictures2d.rasterise(pic, 2);
    let t = this.textures.get(name);
    if (!t || t.canvas !== pic.canvas) {
      const texture = new THREE.CanvasTexture(pic.canvas);
      texture.colorSpace = THREE.SRGBColorSpace;
      texture.anisotropy = 4;
      t = { texture, canvas: pic.canvas };
      this.textures.set(name, t);
    }
    return t.texture;
  }

  /** Place the canvas over the stage's box (CSS pixels within its parent) and draw the scene. */
  draw(frame, box) {
    const t0 = performance.now();
    const dpr = (window.devicePixelRatio || 1) * this.resolution;
    const style = this.canvas.style;
    style.left = `${box.left}px`;
    style.top = `${box.top}px`;
    style.width = `${box.width}px`;
    style.height = `${box.height}px`;
    this.canvas.hidden = false;
    const w = Math.max(1, Math.round(box.width * dpr)), h = Math.max(1, Math.round(box.height * dpr));
    if (this.canvas.width !== w || this.canvas.height !== h) this.gl.setSize(w, h, false);
    this.scene.background = color(frame.sky);
    this.camera.fov = Math.max(10, Math.min(100, frame.fov));
    this.camera.aspect = box.width / Math.max(1, box.height);
    this.camera.position.set(frame.eye[0] * MM, frame.eye[1] * MM, frame.eye[2] * MM);
    this.camera.lookAt(frame.look[0] * MM, frame.look[1] * MM, frame.look[2] * MM);
    this.camera.updateProjectionMatrix();
    const nodes = frame.nodes;
    let k = 0;                            // the pool's slots, one per node that is not a part
    const placed = new Set();
    for (const n of nodes) {
      if (n.mesh === "part") {
        const part = this.part(n.picture);
        if (part.parent !== this.scene) this.scene.add(part);
        part.visible = true;
        this.place(part, n);
        placed.add(part);
        continue;
      }
      let slot = this.pool[k++];
      const look = `${n.color}|${n.picture}`;
      if (!slot || slot.mesh !== n.mesh) {
        if (slot) this.scene.remove(slot.obj);
        slot = this.pool[k - 1] = { mesh: n.mesh, obj: this.make(n), look: "" };
        this.scene.add(slot.obj);
      }
      if (slot.look !== look) {
        slot.look = look;
        this.paint(slot.obj, n);
      }
      slot.obj.visible = true;
      this.place(slot.obj, n);
    }
    for (let j = k; j < this.pool.length; j++) this.pool[j].obj.visible = false;
    for (const [name, kept] of this.parts) {
      if (placed.has(kept.obj)) kept.last = this.draws;
      else if (this.draws - kept.last > this.partKept) this.drop(name);   // another game's: its meshes go
      else kept.obj.visible = false;
    }
    if (this.rasterise) this.gl.render(this.scene, this.camera);
    this.draws++;
    this.ms = performance.now() - t0;
  }

  /** Return a new object of node `n`'s mesh from the library. */
  make(n) {
    const obj = (LIBRARY[n.mesh] || LIBRARY.box)(std(color(n.color)));
    obj.traverse((o) => { if (o.isMesh) { o.castShadow = true; o.receiveShadow = true; } });
    return obj;
  }

  /** Move, turn, scale and pose `obj` as node `n` says. */
  place(obj, n) {
    obj.position.set(n.pos[0] * MM, n.pos[1] * MM, n.pos[2] * MM);
    obj.rotation.set(n.rot[0] * TURN, n.rot[1] * TURN, n.rot[2] * TURN, "YXZ");
    obj.scale.set(n.scale[0] / 1024, n.scale[1] / 1024, n.scale[2] / 1024);
    if (n.mesh === "figure") pose(obj, n.pose);
  }

  /** Return the group of still part `name` (a definition of NODE prims), built once and kept while its
   *  definition stands; a part the page does not hold asks for the pictures again and is empty meanwhile. */
  part(name) {
    const pic = this.pictures2d.pictures.get(name);
    const kept = this.parts.get(name);
    if (kept && kept.pic === pic) return kept.obj;
    if (!pic) {
      this.pictures2d.missing.add(name);
      return this.empty || (this.empty = new THREE.Group());
    }
    const group = new THREE.Group();
    const w = pic.words, strings = pic.strings;
    for (let i = 0; i + 14 <= w.length && w[i] === NODE; i += 14) {
      const n = { mesh: strings[w[i + 1]], pos: [w[i + 2], w[i + 3], w[i + 4]], rot: [w[i + 5], w[i + 6], w[i + 7]],
        scale: [w[i + 8], w[i + 9], w[i + 10]], color: w[i + 11], picture: strings[w[i + 12]], pose: strings[w[i + 13]] };
      if (n.mesh === "part") continue;
      const obj = this.make(n);
      this.paint(obj, n);
      this.place(obj, n);
      group.add(obj);
    }
    group.traverse((o) => { o.updateMatrix(); o.matrixAutoUpdate = false; });   // still: its matrices are made once
    group.matrixAutoUpdate = true;        // the placing node may still move the whole part
    if (kept) this.drop(name);            // redefined: the old meshes go
    this.parts.set(name, { pic, obj: group, last: this.draws });
    return group;
  }

  /** Forget still part `name`: out of the scene, its geometry freed. */
  drop(name) {
    const kept = this.parts.get(name);
    if (!kept) return;
    kept.obj.removeFromParent();
    kept.obj.traverse((o) => { if (o.geometry) o.geometry.dispose(); });
    this.parts.delete(name);
  }

  /** Colour a node's meshes, or put its picture on a card's face. */
  paint(obj, n) {
    if (n.mesh === "card") {
      const mesh = obj.isMesh ? obj : obj.children[0];
      const face = n.picture ? this.texture(n.picture) : null;
      const back = this.texture("card52/back");
      mesh.material[2] = face ? std(0xffffff, { map: face }) : std(color(n.color));
      mesh.material[3] = back ? std(0xffffff, { map: back }) : std(0x8a1c2a);
      return;
    }
    const m = this.material(n);
    obj.traverse((o) => {
      if (o.isMesh && !o.userData.keep) o.material = m;
    });
  }

  hide() {
    this.canvas.hidden = true;
  }
}
