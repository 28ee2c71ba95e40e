"""The local server: the page (`web/`), its runtime (`static/`) and content packs (`packs/`), on aiohttp.

It serves files with the MIME types the page needs (``.wasm`` for streaming compilation,
``.mjs`` as JavaScript, ``.toml`` as text), asks the browser to revalidate everything
(``Cache-Control: no-cache`` with ``Last-Modified``/``ETag``, so a rebuilt wheel is never
stale and an unchanged runtime costs a 304), generates ``/packs/index.json`` from the pack
folders, answers ``/config.json`` (the ICE servers the page should use, `server/ice.py`) and
relays netplay signalling on the ``/signal`` WebSocket (`server/signalling.py`).

It runs no game. The served folders are the data in :data:`MOUNTS` (URL prefix, folder under
the checkout), longest prefix first; generated answers plug in through :meth:`Server.route`.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import tomllib
from pathlib import Path
from typing import Awaitable, Callable

from aiohttp import web

from server import ice, signalling

ROOT = Path(__file__).resolve().parent.parent

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".webmanifest": "application/manifest+json; charset=utf-8",
    ".map": "application/json; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".toml": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
}

# URL prefix -> folder of the checkout it serves; a prefix ending in "/" serves the files under
# it, "/" last takes everything else from web/
MOUNTS: list[tuple[str, str]] = [
    ("/static/", "static"),
    ("/packs/", "packs"),
    ("/bench/", "bench"),
    ("/", "web"),
]

CHUNK = 256 * 1024
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def text(status: int, body: str) -> web.Response:
    """Return a plain-text answer in words, never cached."""
    return web.Response(status=status, text=body, content_type="text/plain", charset="utf-8",
                        headers={"Cache-Control": "no-cache"})


class Server:
    """Serves the folders of :data:`MOUNTS` under ``root``, the generated routes and the signalling."""

    def __init__(self, root: Path = ROOT, rooms: "signalling.Hub | None" = None,
                 ice_config: "Callable[[], dict] | None" = None) -> None:
        self.root = root
        self.mounts = sorted(((prefix, root / folder) for prefix, folder in MOUNTS), key=lambda m: -len(m[0]))
        self.rooms = rooms
        self.ice_config = ice_config or ice.from_environment()
        self.routes: dict[str, Handler] = {"/packs/index.json": self._packs_index, "/config.json": self._config,
                                           "/workbench": self._workbench}

    def route(self, path: str, handler: Handler) -> None:
        """Answer GET ``path`` with ``handler`` instead of a file."""
        self.routes[path] = handler

    def app(self) -> web.Application:
        """Return the aiohttp application: the signalling socket, then every GET and HEAD."""
        application = web.Application()
        application.router.add_get("/signal", self._signal, allow_head=False)
        application.router.add_route("*", "/{tail:.*}", self._answer)
        application.on_startup.append(self._start)
        application.on_cleanup.append(self._stop)
        return application

    async def _start(self, _app: web.Application) -> None:
        if self.rooms is None:
            self.rooms = signalling.hub_from_environment()
        await self.rooms.start()

    async def _stop(self, _app: web.Application) -> None:
        if self.rooms is not None:
            await self.rooms.stop()

    async def _signal(self, request: web.Request) -> web.StreamResponse:
        assert self.rooms is not None
        return await signalling.websocket(request, self.rooms)

    async def _answer(self, request: web.Request) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            return text(405, "Only GET and HEAD are served.\n")
        handler = self.routes.get(request.path)
        if handler is not None:
            try:
                return await handler(request)
            except Exception as e:  # a broken route answers 500 in words, the server goes on
                return text(500, f"{type(e).__name__}: {e}\n")
        path = self.resolve(request.path)
        if path is None:
            return text(404, f"Not found: {request.path}\n")
        return web.FileResponse(path, chunk_size=CHUNK, headers={
            "Cache-Control": "no-cache",
            "Content-Type": MIME.get(path.suffix.lower(), "application/octet-stream")})

    def resolve(self, url_path: str) -> "Path | None":
        """Return the file a URL path names, or None if outside the served folders or missing."""
        for prefix, folder in self.mounts:
            if url_path.startswith(prefix):
                rel = url_path[len(prefix):]
                break
        else:
            return None
        if rel == "" or rel.endswith("/"):
            rel += "index.html"
        candidate = (folder / rel).resolve()
        base = folder.resolve()
        if base != candidate and base not in candidate.parents:
            return None
        if any(part.startswith(".") for part in candidate.relative_to(base).parts):
            return None
        return candidate if candidate.is_file() else None

    # -- generated --------------------------------------------------------------------
    async def _workbench(self, _request: web.Request) -> web.Response:
        """Send ``/workbench`` to the folder, so the page's relative files resolve under it."""
        return web.Response(status=301, headers={"Location": "/workbench/", "Cache-Control": "no-cache"})

    async def _packs_index(self, _request: web.Request) -> web.Response:
        body = json.dumps(packs_index(self.root / "packs"), indent=1)
        return web.Response(text=body, content_type="application/json", charset="utf-8",
                            headers={"Cache-Control": "no-cache"})

    async def _config(self, _request: web.Request) -> web.Response:
        return web.Response(text=json.dumps(self.ice_config()), content_type="application/json",
                            charset="utf-8", headers={"Cache-Control": "no-store"})


def packs_index(folder: Path) -> list[dict]:
    """Return every pack folder holding a ``modes.toml``: id, name and its files' URLs.

    The name comes from the pack's ``[pack] name`` when it reads; validating the pack is
    the loader's job in the page, which reports any error in words.
    """
    out: list[dict] = []
    if not folder.is_dir():
        return out
    for sub in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")):
        modes = sub / "modes.toml"
        if not modes.is_file():
            continue
        name = sub.name
        try:
            head = tomllib.loads(modes.read_text(encoding="utf-8")).get("pack", {})
            if isinstance(head, dict) and isinstance(head.get("name"), str):
                name = head["name"]
        except (tomllib.TOMLDecodeError, UnicodeDecodeError, OSError):
            pass
        cards = sub / "cards.toml"
        out.append({"id": sub.name, "name": name, "modes": f"/packs/{sub.name}/modes.toml",
                    "cards": f"/packs/{sub.name}/cards.toml" if cards.is_file() else None,
                    "rules": {p.name: f"/packs/{sub.name}/{p.name}" for p in sorted(sub.glob("*.py"))}})
    return out


async def serve(host: str, port: int, server: "Server | None" = None,
                ready: "Callable[[int], None] | None" = None) -> None:
    """Serve forever on ``host:port`` (port 0 picks a free one, reported to ``ready``)."""
    runner = web.AppRunner((server or Server()).app(), access_log=None, handle_signals=False)
    await runner.setup()
    sock = socket.create_server((host, port))
    await web.SockSite(runner, sock).start()
    if ready:
        ready(sock.getsockname()[1])
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()


def main(argv: "list[str] | None" = None) -> None:
    """Run the server from the command line (``python -m server --port 8000``)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m server", description="Serve the Parlor page locally.")
    parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    args = parser.parse_args(argv)

    def ready(port: int) -> None:
        print(f"Parlor is served at http://{args.host}:{port}/  (Ctrl+C stops it)", flush=True)

    if not (ROOT / "static" / "build.json").is_file():
        print("note: static/ is not built; run `make play` (it builds and serves)", flush=True)
    try:
        asyncio.run(serve(args.host, args.port, ready=ready))
    except KeyboardInterrupt:
        pass
    except OSError as e:
        raise SystemExit(f"cannot serve on {args.host}:{args.port}: {e.strerror or e}") from None
