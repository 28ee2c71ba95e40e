"""The ICE servers the server hands the page: from the environment, TURN credentials minted per answer."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json

import pytest

from server.ice import from_environment, turn_credential


def test_no_environment_means_no_servers_and_every_path():
    assert from_environment({})() == {"iceServers": [], "iceTransportPolicy": "all"}


def test_fixed_servers_and_the_relay_policy_pass_through():
    stun = [{"urls": "stun:stun.example.org:3478"}]
    config = from_environment({"PARLOR_ICE_SERVERS": json.dumps(stun), "PARLOR_ICE_POLICY": "relay"})()
    assert config == {"iceServers": stun, "iceTransportPolicy": "relay"}


def test_turn_credentials_are_minted_per_answer_and_expire():
    now = [1_700_000_000.0]
    config = from_environment({"PARLOR_TURN_URLS": "turn:turn.example.org:3478?transport=udp, turn:turn.example.org:3478",
                                "PARLOR_TURN_SECRET": "s3cret", "PARLOR_TURN_TTL": "600"}, clock=lambda: now[0])
    first = config()["iceServers"][0]
    assert first["urls"] == ["turn:turn.example.org:3478?transport=udp", "turn:turn.example.org:3478"]
    assert first["username"] == "1700000600:parlor"
    # coturn's use-auth-secret checks base64(HMAC-SHA1(secret, username)) and that the expiry is ahead
    expected = base64.b64encode(hmac.new(b"s3cret", b"1700000600:parlor", hashlib.sha1).digest()).decode()
    assert first["credential"] == expected
    now[0] += 100
    assert config()["iceServers"][0]["username"] == "1700000700:parlor"
    assert turn_credential("other", 1700000600)["credential"] != expected


@pytest.mark.parametrize("env, words", [
    ({"PARLOR_ICE_SERVERS": "[{"}, "PARLOR_ICE_SERVERS is not JSON"),
    ({"PARLOR_ICE_SERVERS": '{"urls": "stun:x"}'}, "a JSON list of tables"),
    ({"PARLOR_ICE_SERVERS": '[{"url": "stun:x"}]'}, "each with its 'urls'"),
    ({"PARLOR_ICE_POLICY": "none"}, "'all' or 'relay'"),
    ({"PARLOR_TURN_URLS": "turn:x"}, "go together"),
    ({"PARLOR_TURN_SECRET": "s"}, "go together"),
    ({"PARLOR_TURN_URLS": "turn:x", "PARLOR_TURN_SECRET": "s", "PARLOR_TURN_TTL": "1h"}, "whole number of seconds"),
])
def test_a_bad_setting_stops_the_server_with_a_sentence(env, words):
    with pytest.raises(SystemExit, match=words):
        from_environment(env)
