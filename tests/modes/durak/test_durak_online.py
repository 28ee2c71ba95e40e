"""Durak hosted online: no byte a guest receives holds another seat's hidden card, and the deal verifies."""

from __future__ import annotations

from pycore.cards52 import card_code
from pycore.net.codec import View, canonical, decode, inflate
from pycore.net.hosted import DEAL_VERIFIED
from pycore.net.lockstep import AI
from pycore.packs import practice_pack
from tests.net.sim import Wire, held_pads
from tests.net.test_hosted import hosted_table


def test_a_durak_game_never_shows_a_guest_another_seat_s_hidden_card_and_its_deal_verifies():
    inst = practice_pack().instance("practice-durak-perevodnoy")
    make = lambda seats, seed: inst.spec.session(config=inst.config, seed=seed, seats=seats)
    owners = [0, 1, AI, 2]
    peers = hosted_table(make, owners, seed=17)
    host = peers[0]
    wire = Wire(peers, seed=4)
    leaks, seen_own = [], [0, 0]

    def watch(src, dst, data):
        if src != 0:
            return
        seat = owners.index(dst)
        msg = decode(data)
        text = inflate(msg.data, "view") if isinstance(msg, View) and msg.data else b""
        own = [card_code(c) for c in host.session.hands[seat]]
        seen_own[dst - 1] += any(f'"{code}"'.encode() in text for code in own)
        for code in host.session.hidden_from(seat):
            quoted = f'"{code}"'.encode()
            if quoted in data or quoted in text:
                leaks.append((host.session.frame, dst, code))

    wire.watch = watch
    pads = held_pads(5)
    while not all(p.status()["verdict"] for p in (peers[1], peers[2])) and wire.frame < 200_000:
        wire.tick(pads)
    assert host.session.is_finished()
    assert leaks == [] and min(seen_own) > 20
    assert peers[1].status()["verdict"] == peers[2].status()["verdict"] == DEAL_VERIFIED
    assert canonical(peers[2].view) == canonical({"instance": "", "seat": 3, "view": host.session.view(3)})
