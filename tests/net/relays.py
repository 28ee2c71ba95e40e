"""Debian's Redis and coturn on loopback for the tests: free ports, bounded lives, stopped on exit.

Each server runs under ``timeout`` so it stops by itself even if the test process dies;
a missing binary fails with the command that installs it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import time
from typing import Iterator

LIFETIME_S = 900     # no test needs a relay longer; `timeout` ends it after that whatever happens


def free_port(kind: int = socket.SOCK_STREAM) -> int:
    """Return a loopback port nothing listens on just now."""
    with socket.socket(socket.AF_INET, kind) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def binary(name: str) -> str:
    """Return the path of Debian's ``name``, or fail saying how to install it."""
    path = shutil.which(name)
    if path is None:
        import pytest
        pytest.fail(f"{name} is not installed: run `make test` (it installs redis-server and coturn with apt)")
    return path


def _stop(proc: "subprocess.Popen[bytes]") -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


@contextlib.contextmanager
def redis_server(port: int = 0) -> Iterator[str]:
    """Run a throwaway ``redis-server`` on a loopback port (a free one unless given); yield its URL."""
    port = port or free_port()
    with tempfile.TemporaryDirectory(prefix="parlor-redis-") as folder:
        proc = subprocess.Popen(["timeout", str(LIFETIME_S), binary("redis-server"), "--port", str(port),
                                 "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", folder,
                                 "--daemonize", "no", "--loglevel", "warning"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 10
            while True:
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                        s.sendall(b"PING\r\n")
                        if s.recv(16).startswith(b"+PONG"):
                            break
                except OSError:
                    pass
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError(f"redis-server did not start on port {port}")
                time.sleep(0.05)
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            _stop(proc)


class Turn(str):
    """A running coturn's ``turn:`` URL (a string), with its log to read when a test fails."""

    log_path = ""

    def log(self, lines: int = 60) -> str:
        """Return the last ``lines`` of the server's log (allocations, permissions, refusals)."""
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                return "".join(f.readlines()[-lines:])
        except OSError as e:
            return f"(no log: {e})"


def _stun_answers(port: int) -> bool:
    """True when a STUN Binding request to 127.0.0.1:``port`` (UDP) is answered within half a second."""
    request = struct.pack("!HHI12s", 0x0001, 0, 0x2112A442, os.urandom(12))
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.settimeout(0.5)
        try:
            s.sendto(request, ("127.0.0.1", port))
            answer = s.recv(2048)
        except OSError:
            return False
    return len(answer) >= 20 and answer[8:20] == request[8:20]


@contextlib.contextmanager
def turn_server(secret: str) -> Iterator[Turn]:
    """Run a throwaway coturn on a loopback port sharing ``secret`` (TURN REST); yield its ``turn:`` URL
    once it answers STUN (a loaded machine may take seconds to start it)."""
    port = free_port(socket.SOCK_DGRAM)
    relay = free_port(socket.SOCK_DGRAM)
    with tempfile.TemporaryDirectory(prefix="parlor-turn-") as folder:
        log = f"{folder}/turn.log"
        proc = subprocess.Popen(["timeout", str(LIFETIME_S), binary("turnserver"), "-n",
                                 "--listening-ip", "127.0.0.1", "--relay-ip", "127.0.0.1",
                                 "--listening-port", str(port), "--min-port", str(relay),
                                 "--max-port", str(relay + 15), "--use-auth-secret",
                                 "--static-auth-secret", secret, "--realm", "parlor", "--fingerprint",
                                 "--no-tls", "--no-dtls", "--no-cli", "--allow-loopback-peers",
                                 "--userdb", f"{folder}/turndb", "--pidfile", f"{folder}/turn.pid",
                                 "--log-file", log, "--simple-log", "--no-stdout-log", "--verbose"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        turn = Turn(f"turn:127.0.0.1:{port}?transport=udp")
        turn.log_path = log
        try:
            deadline = time.monotonic() + 20
            while not _stun_answers(port):
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"turnserver did not answer on port {port}: {turn.log()}")
            yield turn
        finally:
            _stop(proc)
