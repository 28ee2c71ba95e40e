"""The page's online door: a host driven through the bindings (its game through play_tick and play_frame), a guest room beside it, errors as text."""

import base64
import json

from pycore import bindings as b
from pycore.net.room import GuestRoom
from pycore.packs import practice_pack


def test_a_race_hosted_through_the_bindings():
    assert json.loads(b.net_ready(True)) == {"error": "There is no room: host one or join one first."}
    lobby = json.loads(b.net_host_open("practice-races", "Ada", 2, 0))
    assert lobby["model"] == "lockstep" and len(lobby["seats"]) == 2
    guest = GuestRoom(1, practice_pack(), name="Bea")
    guest.set_ready(True)
    now = 0

    def exchange():
        for _, data in guest.outgoing(now):
            assert json.loads(b.net_receive(1, base64.b64encode(data).decode(), now)) == {"ok": True}
        for peer, text in json.loads(b.net_outgoing(now)):
            assert peer == 1 and guest.receive(0, base64.b64decode(text), now) is None

    for _ in range(20):
        now += 16
        exchange()
    assert json.loads(b.net_start(5, "00" * 16, now)) == {"ok": True}
    assert json.loads(b.net_start(5, "00" * 16, now)) == {"error": "The game has started."}
    events = []
    for frame in range(300):
        now += 16
        events += json.loads(b.play_tick(json.dumps([0x20 if frame % 9 else 0]), ""))
        guest.step(0x20)
        exchange()
    assert events[0] == {"kind": "entered", "id": "practice-races", "online": "lockstep"}
    state = json.loads(b.play_state_json())
    assert state["screen"] == "playing" and state["model"] == "lockstep" and state["room"] == "open"
    status = json.loads(b.net_status_json())
    assert status["model"] == "lockstep" and status["frame"] > 250 and status["delay"] == 2
    assert status["hash"] == guest.status()["hash"] or status["checked_frame"] != guest.status()["checked_frame"]
    assert isinstance(b.play_frame(), (bytes, bytearray)) and len(b.play_frame()) > 100
    rec = json.loads(b.net_recording_json())
    assert rec["instance"] == "practice-races" and len(rec["pads"]) == status["frame"]
    assert json.loads(b.net_receive(1, "not base64!", now))["error"]
    assert json.loads(b.net_receive(1, base64.b64encode(b"PN\x02").decode(), now))["error"].startswith("truncated")
    byes = json.loads(b.net_leave())
    assert guest.receive(0, base64.b64decode(byes[0][1]), now) is None
    assert guest.status()["state"] == "ended"
    assert json.loads(b.play_state_json())["screen"] == "picker" and json.loads(b.net_status_json())["state"] == "none"
    assert not [n for n in dir(b) if n in ("net_step", "net_frame", "_netplay")]


def test_trades_through_the_bindings_refuse_with_reasons():
    json.loads(b.net_host_open("practice-card_duels", "Ada", 0, 0))
    assert json.loads(b.net_trade("swap", 1, "")) == {"error": "A trade is offered, confirmed or cancelled, not 'swap'."}
    assert json.loads(b.net_trade("confirm", 1, "")) == {"error": "There is no trade with that player."}
    assert json.loads(b.net_trade("offer", 1, '[[0, "ember_fox"]]')) == {
        "error": "An offer is a list of [side, card id, count] lines."}
    assert json.loads(b.net_trade("offer", 1, '[[0, "ember_fox", 1]]')) == {"ok": True}
    assert json.loads(b.net_status_json())["trades"][0]["lines"] == [[0, "ember_fox", 1]]
    b.net_leave()


def test_the_page_has_one_loop_and_net_js_only_moves_bytes():
    """Only web/js/main.js schedules frames; net.js keeps no step constants and calls no game binding."""
    from pathlib import Path

    web = Path(__file__).resolve().parents[2] / "web" / "js"
    looping = sorted(f.name for f in web.glob("*.js") if "requestAnimationFrame" in f.read_text("utf-8"))
    assert looping == ["main.js"]
    net = (web / "net.js").read_text("utf-8")
    for name in ("STEP_MS", "MAX_CATCH_UP", '"play_', "api.play_", "decodeFrame", "net_step", "net_frame"):
        assert name not in net, name
