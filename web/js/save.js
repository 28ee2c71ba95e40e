// Saves in browser storage, one per pack: restoring one without ever losing a damaged save.
// pycore decides what a save holds and whether it can be read (play_load_json); this module
// only moves text between localStorage and the bindings.

/** Return the first free key for keeping a damaged save aside next to `key`. */
function asideKey(key) {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${key}.damaged` : `${key}.damaged.${n}`;
    if (localStorage.getItem(candidate) === null) return candidate;
  }
}

/**
 * Load the save stored under `key` into pycore. A save pycore repairs is loaded and the
 * repairs reported; a save it refuses as damaged is copied aside under `<key>.damaged`
 * (never overwritten), reported with pycore's reason, and removed from `key` so that the
 * next write cannot silently replace it. A save refused for the moment (a game is on) is
 * left where it is. Resolves to {loaded, repairs, aside, reason}.
 */
export async function restoreStored(api, key, note) {
  const out = { loaded: false, repairs: [], aside: null, reason: null };
  const text = localStorage.getItem(key);
  if (!text || !api.play_load_json) return out;
  const reply = await api.play_load_json(text);  // an engine that fails to answer sets nothing aside
  let answer;
  try {
    answer = JSON.parse(reply);
  } catch (_) {
    answer = { error: "pycore answered something that is not JSON" };
  }
  if (answer && answer.ok) {
    out.loaded = true;
    out.repairs = answer.repairs || [];
    if (out.repairs.length) note(`Your save was repaired: ${out.repairs.join("; ")}.`);
    return out;
  }
  out.reason = (answer && answer.error) || "it could not be read";
  if (!(answer && answer.damaged)) {
    // the save is fine but could not be taken now: it stays where it is, untouched
    note(`Your save for this pack was not loaded (${out.reason}). It is kept as it was.`, true);
    return out;
  }
  out.aside = asideKey(key);
  localStorage.setItem(out.aside, text);
  localStorage.removeItem(key);
  const words = `Your save for this pack could not be loaded (${out.reason}). It is kept as "${out.aside}" ` +
    "in this browser's storage; a new save starts now.";
  note(words, true);
  alertLine(words);
  return out;
}

/** Show `words` on a line of its own that later status messages do not replace. */
function alertLine(words) {
  let el = document.getElementById("save-problem");
  if (!el) {
    el = document.createElement("p");
    el.id = "save-problem";
    el.setAttribute("role", "alert");
    el.className = "error";
    el.title = "Click to dismiss";
    el.addEventListener("click", () => { el.hidden = true; });
    (document.getElementById("stage") || document.body).append(el);
  }
  el.textContent = words;
  el.hidden = false;
}

/** Return every damaged save kept aside for `key`, as {key, text}. */
export function damagedSaves(key) {
  const out = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k && k.startsWith(`${key}.damaged`)) out.push({ key: k, text: localStorage.getItem(k) });
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : 1));
}
