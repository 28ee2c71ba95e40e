"""The local server: the page (`web/`), its runtime (`static/`) and content packs (`packs/`).

A small HTTP/1.1 server on asyncio streams, stdlib only. It serves files with the MIME
types the page needs (``.wasm`` for streaming compilation, ``.mjs`` as JavaScript,
``.toml`` as text), asks the browser to revalidate everything (``Cache-Control: no-cache``
with ``Last-Modified``/``ETag``, so a rebuilt wheel is never stale and an unchanged runtime
costs a 304), and generates ``/packs/index.json`` from the pack folders.

It runs no game. Later endpoints (the netplay signalling socket) plug in through
:meth:`Server.route` for plain requests and :meth:`Server.upgrade` for a connection that
asks to switch protocols: the handler gets the parsed request and the raw streams.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Awaitable, Callable
from urllib.parse import unquote, urlsplit

from server import signalling

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
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
}

MAX_HEADER_BYTES = 16 * 1024
CHUNK = 256 * 1024
REASONS = {200: "OK", 304: "Not Modified", 400: "Bad Request", 404: "Not Found",
           405: "Method Not Allowed", 500: "Internal Server Error"}


@dataclass
class Request:
    """One parsed request line and its headers (names lower-cased)."""

    method: str
    target: str
    path: str
    query: str
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Response:
    """A whole response body in memory (files stream separately)."""

    status: int
    body: bytes = b""
    content_type: str = "text/plain; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)


Handler = Callable[[Request], Awaitable[Response]]
Upgrade = Callable[[Request, asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


class Server:
    """Serves the folders under ``root``: ``/`` from web/, ``/static/``, ``/packs/``, ``/bench/``."""

    def __init__(self, root: Path = ROOT) -> None:
        self.root = root
        self.mounts = [("/static/", root / "static"), ("/packs/", root / "packs"),
                       ("/bench/", root / "bench"), ("/", root / "web")]
        self.routes: dict[str, Handler] = {"/packs/index.json": self._packs_index}
        self.upgrades: dict[str, Upgrade] = {"/signal": signalling.handler}

    def route(self, path: str, handler: Handler) -> None:
        """Answer GET ``path`` with ``handler`` instead of a file."""
        self.routes[path] = handler

    def upgrade(self, path: str, handler: Upgrade) -> None:
        """Hand a connection asking to upgrade at ``path`` (e.g. a WebSocket) to ``handler``."""
        self.upgrades[path] = handler

    # -- connections ------------------------------------------------------------------
    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Serve requests on one connection until it closes (keep-alive)."""
        try:
            while True:
                request = await self._read_request(reader)
                if request is None:
                    break
                if request.headers.get("upgrade") and request.path in self.upgrades:
                    await self.upgrades[request.path](request, reader, writer)
                    return
                keep = await self._answer(request, writer)
                if not keep:
                    break
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            pass
        finally:
            writer.close()

    async def _read_request(self, reader: asyncio.StreamReader) -> "Request | None":
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            return None
        if len(head) > MAX_HEADER_BYTES:
            return None
        lines = head.decode("latin-1").split("\r\n")
        parts = lines[0].split(" ")
        if len(parts) != 3:
            return None
        method, target, _version = parts
        headers = {}
        for line in lines[1:]:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        url = urlsplit(target)
        return Request(method, target, unquote(url.path), url.query, headers)

    async def _answer(self, request: Request, writer: asyncio.StreamWriter) -> bool:
        keep = request.headers.get("connection", "").lower() != "close"
        head_only = request.method == "HEAD"
        if request.method not in ("GET", "HEAD"):
            await self._send(writer, Response(405, b"Only GET and HEAD are served.\n"), keep, head_only)
            return keep
        handler = self.routes.get(request.path)
        if handler is not None:
            try:
                response = await handler(request)
            except Exception as e:  # a broken route answers 500 in words, the server goes on
                response = Response(500, f"{type(e).__name__}: {e}\n".encode())
            await self._send(writer, response, keep, head_only)
            return keep
        path = self.resolve(request.path)
        if path is None:
            await self._send(writer, Response(404, f"Not found: {request.path}\n".encode()), keep, head_only)
            return keep
        await self._send_file(writer, request, path, keep, head_only)
        return keep

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

    # -- writing ----------------------------------------------------------------------
    @staticmethod
    def _head(status: int, headers: dict[str, str]) -> bytes:
        lines = [f"HTTP/1.1 {status} {REASONS.get(status, 'OK')}"]
        lines += [f"{k}: {v}" for k, v in headers.items()]
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")

    async def _send(self, writer: asyncio.StreamWriter, response: Response, keep: bool, head_only: bool) -> None:
        headers = {"Content-Type": response.content_type, "Content-Length": str(len(response.body)),
                   "Cache-Control": "no-cache", "Connection": "keep-alive" if keep else "close",
                   **response.headers}
        writer.write(self._head(response.status, headers))
        if not head_only:
            writer.write(response.body)
        await writer.drain()

    async def _send_file(self, writer: asyncio.StreamWriter, request: Request, path: Path,
                         keep: bool, head_only: bool) -> None:
        st = path.stat()
        etag = f'"{st.st_mtime_ns:x}-{st.st_size:x}"'
        base = {"Cache-Control": "no-cache", "ETag": etag,
                "Last-Modified": email.utils.formatdate(st.st_mtime, usegmt=True),
                "Connection": "keep-alive" if keep else "close"}
        if request.headers.get("if-none-match") == etag:
            writer.write(self._head(304, base))
            await writer.drain()
            return
        content_type = MIME.get(path.suffix.lower(), "application/octet-stream")
        writer.write(self._head(200, {**base, "Content-Type": content_type, "Content-Length": str(st.st_size)}))
        if not head_only:
            with path.open("rb") as f:
                while chunk := f.read(CHUNK):
                    writer.write(chunk)
                    await writer.drain()
        await writer.drain()

    # -- generated --------------------------------------------------------------------
    async def _packs_index(self, request: Request) -> Response:
        body = json.dumps(packs_index(self.root / "packs"), indent=1).encode()
        return Response(200, body, MIME[".json"])


def packs_index(folder: Path) -> list[dict]:
    """Return every pack folder holding a ``modes.toml``: id, name and its files' URLs.

    The name comes from the pack's ``[pack] name`` when it reads; validating the pack is
    the loader's job in the page, which reports any error in words.
    """
    out = []
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
                    "cards": f"/packs/{sub.name}/cards.toml" if cards.is_file() else None})
    return out


async def serve(host: str, port: int, server: "Server | None" = None, ready: "Callable[[int], None] | None" = None) -> None:
    """Serve forever on ``host:port`` (port 0 picks a free one, reported to ``ready``)."""
    server = server or Server()
    srv = await asyncio.start_server(server.handle, host, port, limit=MAX_HEADER_BYTES)
    bound = srv.sockets[0].getsockname()[1]
    if ready:
        ready(bound)
    async with srv:
        await srv.serve_forever()


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
