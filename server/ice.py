"""The ICE servers the page uses for WebRTC, from the server's environment (served as ``/config.json``).

Three variables, all optional (with none the page gets an empty list: loopback and a LAN
need no STUN or TURN):

* ``PARLOR_ICE_SERVERS``: a JSON list of RTCIceServer tables, given to every page as is
  (``[{"urls": "stun:stun.example.org:3478"}]``, or a TURN server with a fixed
  ``username`` and ``credential``).
* ``PARLOR_TURN_URLS`` (comma-separated ``turn:`` URLs) with ``PARLOR_TURN_SECRET``: a TURN
  server sharing a secret with this one (coturn's ``use-auth-secret``); every answer mints
  a fresh username ``<expiry>:parlor`` and its credential, base64 of HMAC-SHA1(secret,
  username), valid for ``PARLOR_TURN_TTL`` seconds (default 86400), so no lasting password
  reaches a page.
* ``PARLOR_ICE_POLICY``: ``all`` (the default) or ``relay``, the page's
  ``iceTransportPolicy`` (``relay`` sends every byte through the TURN server).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import time
from typing import Callable, Mapping

POLICIES = ("all", "relay")


def turn_credential(secret: str, expiry: int, user: str = "parlor") -> dict:
    """Return the TURN REST username and credential valid until the Unix time ``expiry``."""
    username = f"{expiry}:{user}"
    digest = hmac.new(secret.encode("utf-8"), username.encode("utf-8"), hashlib.sha1).digest()
    return {"username": username, "credential": base64.b64encode(digest).decode("ascii")}


def from_environment(env: "Mapping[str, str] | None" = None,
                     clock: Callable[[], float] = time.time) -> Callable[[], dict]:
    """Return what answers ``/config.json``, read once from ``env``; raise SystemExit on a bad value."""
    env = os.environ if env is None else env
    try:
        fixed = json.loads(env.get("PARLOR_ICE_SERVERS") or "[]")
    except ValueError as e:
        raise SystemExit(f"PARLOR_ICE_SERVERS is not JSON: {e}") from None
    if not isinstance(fixed, list) or not all(isinstance(s, dict) and "urls" in s for s in fixed):
        raise SystemExit("PARLOR_ICE_SERVERS is a JSON list of tables, each with its 'urls'")
    policy = env.get("PARLOR_ICE_POLICY") or "all"
    if policy not in POLICIES:
        raise SystemExit(f"PARLOR_ICE_POLICY is 'all' or 'relay', not {policy!r}")
    turn_urls = [u.strip() for u in (env.get("PARLOR_TURN_URLS") or "").split(",") if u.strip()]
    secret = env.get("PARLOR_TURN_SECRET") or ""
    if bool(turn_urls) != bool(secret):
        raise SystemExit("PARLOR_TURN_URLS and PARLOR_TURN_SECRET go together")
    try:
        ttl = int(env.get("PARLOR_TURN_TTL") or "86400")
    except ValueError:
        raise SystemExit("PARLOR_TURN_TTL is a whole number of seconds") from None

    def config() -> dict:
        servers = list(fixed)
        if turn_urls:
            servers.append({"urls": turn_urls, **turn_credential(secret, int(clock()) + ttl)})
        return {"iceServers": servers, "iceTransportPolicy": policy}

    return config
