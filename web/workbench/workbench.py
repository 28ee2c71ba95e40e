# The workbench page's Python (PyScript on the page's own Pyodide): pycore's bench_* bindings
# handed to the page's script as plain functions. The rules live in pycore; this file only
# converts bytes for JavaScript.
from pyodide.ffi import create_proxy, to_js
from pyscript import window

from pycore import bindings


def frame():
    return to_js(bindings.bench_frame())


def export(pack_id, name):
    data = bindings.bench_export(pack_id, name)
    return data if isinstance(data, str) else to_js(data)


window.benchPy = to_js({
    "games": create_proxy(bindings.bench_games_json),
    "source": create_proxy(bindings.bench_source),
    "run": create_proxy(bindings.bench_run),
    "tick": create_proxy(bindings.bench_tick),
    "state": create_proxy(bindings.bench_state_json),
    "frame": create_proxy(frame),
    "export": create_proxy(export),
}, dict_converter=window.Object.fromEntries)
window.benchReady()
