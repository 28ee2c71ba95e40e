// The workbench page: the editor's gutter, the canvas, keys and clicks, drafts and exports.
// The rules run in Python (web/workbench/workbench.py hands pycore's bench_* bindings over as
// window.benchPy); this file only draws the frames they export and passes input on.
import { Renderer, decodeFrame } from "/js/prims.js";

const $ = (id) => document.getElementById(id);
const DRAFT = "parlor-workbench-draft";
const KEYS = { ArrowUp: 1 << 4, ArrowRight: 1 << 5, ArrowDown: 1 << 6, ArrowLeft: 1 << 7, z: 1 << 14, x: 1 << 13 };
const bench = (window.workbench = { ready: false, errorLine: 0, clicks: [], pad: 0, tapped: 0 });
let renderer = null;

function gutter(bad = 0) {
  const lines = $("code").value.split("\n").length;
  const out = [];
  for (let i = 1; i <= lines; i++) out.push(i === bad ? `<span class="bad">${i}</span>` : `${i}`);
  $("gutter").innerHTML = out.join("\n");
  $("gutter").scrollTop = $("code").scrollTop;
}

function showError(report) {
  const box = $("error");
  bench.errorLine = report && report.line ? report.line : 0;
  gutter(bench.errorLine);
  if (!report) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.textContent = report.traceback || report.error;
  if (bench.errorLine) {   // select the line in the editor, so the eye lands on it
    const lines = $("code").value.split("\n");
    const start = lines.slice(0, bench.errorLine - 1).join("\n").length + (bench.errorLine > 1 ? 1 : 0);
    $("code").setSelectionRange(start, start + lines[bench.errorLine - 1].length);
    $("code").scrollTop = Math.max(0, (bench.errorLine - 5) * 18);
    gutter(bench.errorLine);
  }
}

function status(text) {
  $("status").textContent = text;
}

function run() {
  const report = JSON.parse(window.benchPy.run($("code").value, $("opponent").value));
  if (report.ok) {
    showError(null);
    localStorage.setItem(DRAFT, $("code").value);
    status(`Dealt: ${report.title}${report.hidden ? " (hidden pieces: it would play online hosted)" : ""}.`);
  } else {
    showError(report);
    status("The rules did not run: the table keeps the last rules that did.");
  }
  return report;
}

function open(name) {
  const answer = JSON.parse(window.benchPy.source(name));
  if (answer.error) return status(answer.error);
  $("code").value = answer.source;
  gutter();
  run();
}

function download(name, bytes, type) {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function exportPack() {
  const id = (prompt("The pack's id (lowercase letters, digits, - or _):", "my-table") || "").trim();
  if (!id) return;
  const data = window.benchPy.export(id, id);
  if (typeof data === "string") return status(JSON.parse(data).error);
  download(`${id}.zip`, data, "application/zip");
  status(`Exported ${id}.zip: unzip it into packs/ and the parlour offers the game.`);
}

function loop() {
  if (bench.ready && !bench.paused) {
    const clicks = bench.clicks.splice(0);
    const pad = bench.pad | bench.tapped;   // a key pressed and let go between two frames still counts
    bench.tapped = 0;
    const answer = JSON.parse(window.benchPy.tick(pad, clicks.length ? JSON.stringify(clicks) : ""));
    if (answer.error && answer.line !== bench.shownLine) {
      bench.shownLine = answer.line;
      showError(answer);
      status("A rule failed during play: fix it and Run.");
    }
    renderer.draw(decodeFrame(window.benchPy.frame()));
  }
  requestAnimationFrame(loop);
}

window.benchReady = () => {
  renderer = new Renderer($("stage"));
  renderer.fit(640, 480);
  bench.hotspots = () => renderer.hotspots.map(([x, y, w, h, a]) => ({ x, y, w, h, action: JSON.parse(a) }));
  bench.stageBox = () => ({ ...renderer.stageBox(), stageWidth: renderer.width, stageHeight: renderer.height });
  for (const name of JSON.parse(window.benchPy.games())) $("game").append(new Option(name, name));
  for (const id of ["game", "run", "save", "export"]) $(id).disabled = false;
  const draft = localStorage.getItem(DRAFT);
  if (draft) {
    $("code").value = draft;
    gutter();
    run();
    status("Your saved draft is open.");
  } else {
    open("tictactoe");
  }
  bench.ready = true;
  requestAnimationFrame(loop);
};

$("code").addEventListener("input", () => gutter(bench.errorLine));
$("code").addEventListener("scroll", () => ($("gutter").scrollTop = $("code").scrollTop));
$("code").addEventListener("keydown", (e) => {
  if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    run();
  } else if (e.key === "Tab") {
    e.preventDefault();
    $("code").setRangeText("    ", $("code").selectionStart, $("code").selectionEnd, "end");
  }
});
$("run").addEventListener("click", run);
$("game").addEventListener("change", () => open($("game").value));
$("opponent").addEventListener("change", run);
$("save").addEventListener("click", () => {
  localStorage.setItem(DRAFT, $("code").value);
  status("Draft saved in this browser.");
});
$("export").addEventListener("click", exportPack);
$("stage").addEventListener("click", (e) => {
  $("stage").focus();
  const [x, y] = renderer.toStage(e.clientX, e.clientY);
  const action = renderer.hit(x, y);
  if (action) bench.clicks.push(JSON.parse(action));
});
$("stage").addEventListener("keydown", (e) => {
  if (KEYS[e.key]) {
    bench.pad |= KEYS[e.key];
    bench.tapped |= KEYS[e.key];
    e.preventDefault();
  }
});
$("stage").addEventListener("keyup", (e) => {
  if (KEYS[e.key]) bench.pad &= ~KEYS[e.key];
});
