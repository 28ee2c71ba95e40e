"""The local server over real HTTP: MIME types, revalidation, the packs index, refusals."""

from __future__ import annotations

import http.client
import json
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from server.app import packs_index

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def fetch(server_url):
    u = urlsplit(server_url)

    def request(path: str, method: str = "GET", headers: "dict | None" = None):
        conn = http.client.HTTPConnection(u.hostname, u.port, timeout=10)
        conn.request(method, path, headers=headers or {})
        res = conn.getresponse()
        body = res.read()
        conn.close()
        return res, body

    return request


@pytest.mark.parametrize("path, mime", [
    ("/", "text/html; charset=utf-8"),
    ("/js/main.js", "text/javascript; charset=utf-8"),
    ("/static/pyodide/pyodide.mjs", "text/javascript; charset=utf-8"),
    ("/static/pyodide/pyodide.asm.wasm", "application/wasm"),
    ("/static/build.json", "application/json; charset=utf-8"),
    ("/packs/sample/modes.toml", "text/plain; charset=utf-8"),
])
def test_mime_types(fetch, path, mime):
    res, body = fetch(path, "HEAD")
    assert res.status == 200, path
    assert res.getheader("Content-Type") == mime
    assert res.getheader("Cache-Control") == "no-cache"
    assert int(res.getheader("Content-Length")) > 0
    assert body == b""


def test_unchanged_files_revalidate_to_304(fetch):
    res, body = fetch("/static/build.json")
    etag = res.getheader("ETag")
    again, empty = fetch("/static/build.json", headers={"If-None-Match": etag})
    assert again.status == 304 and empty == b""
    manifest = json.loads(body)
    wheel, data = fetch("/static/" + manifest["wheel"])
    assert wheel.status == 200 and len(data) == manifest["bytes"]


def test_packs_index_lists_pack_folders(fetch):
    res, body = fetch("/packs/index.json")
    listed = json.loads(body)
    assert res.status == 200
    assert listed == packs_index(ROOT / "packs")
    sample = next(p for p in listed if p["id"] == "sample")
    assert sample["modes"] == "/packs/sample/modes.toml"
    assert fetch(sample["modes"])[0].status == 200


def test_packs_index_skips_folders_without_modes(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "modes.toml").write_text('[pack]\nname = "Pack A"\n')
    (tmp_path / "b").mkdir()
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "modes.toml").write_text("not toml [[[")
    (tmp_path / "c" / "cards.toml").write_text("")
    (tmp_path / "c" / "four.py").write_text("")
    assert packs_index(tmp_path) == [
        {"id": "a", "name": "Pack A", "modes": "/packs/a/modes.toml", "cards": None, "rules": {}},
        {"id": "c", "name": "c", "modes": "/packs/c/modes.toml", "cards": "/packs/c/cards.toml",
         "rules": {"four.py": "/packs/c/four.py"}},
    ]


def test_the_workbench_is_served_with_its_runtime(fetch):
    res, _ = fetch("/workbench")
    assert res.status == 301 and res.getheader("Location") == "/workbench/"
    res, body = fetch("/workbench/")
    assert res.status == 200 and b"/static/pyscript/core.js" in body
    assert fetch("/static/pyscript/core.js")[0].status == 200
    assert fetch("/packs/tables/four_in_a_row.py")[0].getheader("Content-Type") == "text/plain; charset=utf-8"


@pytest.mark.parametrize("path", ["/static/../pyproject.toml", "/../Makefile", "/%2e%2e/Makefile",
                                  "/nothing-here.js", "/packs/../.git/config", "/.gitignore"])
def test_outside_or_missing_is_404(fetch, path):
    assert fetch(path)[0].status == 404


def test_only_get_and_head(fetch):
    assert fetch("/", "POST")[0].status == 405


def test_config_json_names_the_ice_servers(fetch):
    res, body = fetch("/config.json")
    assert res.status == 200 and res.getheader("Content-Type") == "application/json; charset=utf-8"
    assert res.getheader("Cache-Control") == "no-store"          # TURN credentials are minted per answer
    assert json.loads(body) == {"iceServers": [], "iceTransportPolicy": "all"}   # the suite's server has none set


def test_the_signalling_socket_upgrades(fetch):
    res, _ = fetch("/signal", headers={"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
                                       "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="})
    assert res.status == 101 and res.getheader("Sec-WebSocket-Accept") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
