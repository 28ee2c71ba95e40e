"""Replays of games played in the arcade: recorded as the page plays, read by the command line, played back.

The arcade records every local game (pads, clicks, checkpoints, the config's hash); the file
it gives verifies with `pycore replay`, plays back frame by frame, seeks back and forth to the
same hashes, and a tampered file says where it diverges. Every input from a file is fuzzed:
a refused file raises ValueError and nothing else.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from pycore import bindings
from pycore.cli import main as pycore_main
from pycore.host.replay import CHECK_EVERY, Playback, Recording, config_hash, hex_hash, verify
from pycore.packs import practice_pack


@pytest.fixture(autouse=True)
def fresh_arcade():
    bindings._arcade = None
    bindings._playback = None
    yield
    bindings._arcade = None
    bindings._playback = None


def play(instance: str, seats: str, frames: int, seed: int = 11, pads: "list[int] | None" = None) -> dict:
    """Play ``frames`` frames of ``instance`` through the bindings; return the replay file."""
    assert json.loads(bindings.play_mode_enter(instance, seats, seed))["ok"]
    for f in range(frames):
        word = pads[f % len(pads)] if pads else 0
        bindings.play_tick(f"[{word}]", "")
    return json.loads(bindings.play_replay_json())


def test_a_finished_duel_is_a_replay_the_command_line_verifies(tmp_path):
    raw = play("practice-card_duels", "ai:expert,ai:novice", 3000)
    assert raw["format"] == "parlor-replay-2" and raw["results"] is not None      # the duel ended
    rec = Recording.from_plain(raw)
    assert rec.config == config_hash(practice_pack().instance("practice-card_duels").config)
    frames = [f for f, _ in rec.checkpoints]
    assert frames[-1] == len(rec.pads) - 1 and all((f + 1) % CHECK_EVERY == 0 for f in frames[:-1])
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(raw))
    assert pycore_main(["replay", str(path)]) == 0


def test_clicks_are_recorded_and_replayed():
    """A human's clicked actions ride in the file by frame and seat; without them the replay diverges."""
    assert json.loads(bindings.play_mode_enter("practice-roulette", "human", 4))["ok"]
    clicked = 0
    for f in range(400):
        clicks = ""
        if f % 20 == 5:
            spots = bindings.arcade().draw().hotspots()
            if spots:   # the page's click: the action of a hotspot the frame exported
                clicks = json.dumps([spots[(f // 20) % len(spots)][4]])
                clicked += 1
        bindings.play_tick("[0]", clicks)
    assert clicked > 5
    raw = json.loads(bindings.play_replay_json())
    rec = Recording.from_plain(raw)
    assert rec.actions and all(seat == 0 for _, seat, _ in rec.actions)
    assert verify(rec, practice_pack()) is None
    raw["actions"] = []
    assert verify(Recording.from_plain(raw), practice_pack()) is not None


def test_playback_steps_seeks_and_draws_the_same_hashes():
    raw = play("practice-races", "ai:expert,ai:regular", 700)
    rec = Recording.from_plain(raw)
    pb = Playback(rec, practice_pack())
    hashes = []
    for _ in range(rec.checkpoints[-1][0] + 1):
        pb.step()
        hashes.append(hex_hash(pb.session))
    assert pb.diverged is None and pb.checked == len(rec.checkpoints)
    assert [hashes[f] for f, _ in rec.checkpoints] == [h for _, h in rec.checkpoints]
    n = len(rec.pads)
    assert n > 400
    for target in (n - 1, 10, n // 2, 0, n, 301, 300, 299):
        pb.seek(target)
        assert pb.frame == target
        if target:
            assert hex_hash(pb.session) == hashes[target - 1]
    status = json.loads(bindings.play_replay_open(json.dumps(raw)))
    assert status["frame"] == 0 and status["frames"] == len(rec.pads) and status["diverged"] is None
    frame = bindings.play_replay_frame()
    assert frame and isinstance(frame, bytes)
    status = json.loads(bindings.play_replay_seek(400))
    assert status["frame"] == 400 and status["checked"] == 400 // CHECK_EVERY
    assert bindings.play_replay_frame() != frame


def test_a_tampered_replay_says_where_it_diverges():
    raw = play("practice-golf", "human,ai:regular", 600, pads=[0, 0, 1 << 4, 0, 1 << 12, 0, 0, 1 << 14])
    rec = Recording.from_plain(raw)
    frame, want = rec.checkpoints[3]
    raw["checkpoints"][3][1] = "0" * 16
    status = json.loads(bindings.play_replay_open(json.dumps(raw)))
    assert status["diverged"] is None
    status = json.loads(bindings.play_replay_seek(len(rec.pads)))
    assert status["diverged"] == {"frame": frame, "recorded": "0" * 16, "replayed": want}
    assert verify(Recording.from_plain(raw), practice_pack()) == (frame, "0" * 16, want)


def test_another_config_is_refused_in_words():
    raw = play("practice-card_duels", "ai:expert,ai:novice", 30)
    raw["config"] = "0123456789abcdef"
    answer = json.loads(bindings.play_replay_open(json.dumps(raw)))
    assert "another config" in answer["error"]
    assert verify(Recording.from_plain(raw), practice_pack())[0] == -1


def test_the_command_lines_own_files_still_read_and_play_back(tmp_path):
    path = tmp_path / "cli.json"
    pycore_main(["simulate", "practice-poker", "--seed", "3", "--frames", "200", "--quiet", "--record", str(path)])
    raw = json.loads(path.read_text())
    assert raw["format"] == "parlor-replay-1"
    status = json.loads(bindings.play_replay_open(path.read_text()))
    assert status["checkpoints"] == 200
    status = json.loads(bindings.play_replay_seek(200))
    assert status["diverged"] is None and status["checked"] == 200


def test_no_game_no_replay():
    assert "nothing to replay" in json.loads(bindings.play_replay_json())["error"]
    assert "No replay is open" in json.loads(bindings.play_replay_step(1))["error"]
    assert bindings.play_replay_frame() == b""


_base = None


def base_file() -> dict:
    global _base
    if _base is None:
        bindings._arcade = None
        _base = play("practice-blackjack", "human", 120, pads=[0, 1 << 4])
    return json.loads(json.dumps(_base))


junk = st.recursive(st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                    max_leaves=12)


@settings(max_examples=150, deadline=None)
@given(key=st.sampled_from(["format", "instance", "seed", "seats", "seat", "pads", "actions", "checkpoints",
                            "hashes", "config", "pack"]), value=junk)
def test_fuzzed_files_are_refused_in_words_or_play_back(key, value):
    """Any field replaced by junk: the file is refused with a ValueError (in words through the binding), or plays."""
    raw = base_file()
    raw[key] = value
    answer = json.loads(bindings.play_replay_open(json.dumps(raw)))
    if "error" in answer:
        assert isinstance(answer["error"], str) and answer["error"]
        return
    status = json.loads(bindings.play_replay_seek(10_000))
    assert status["frame"] == status["frames"]


def test_a_players_own_deck_rides_in_the_replay(tmp_path, capsys):
    """A human's duel deals the player's own deck (the sample pack's Tidewood duel fixes none): the replay
    carries its card ids and deals them again; another card is another config, an unknown one is refused."""
    from pycore.cli import _pack
    from pycore.host.arcade import Arcade
    from pycore.kernel.session import parse_seats

    pack = _pack("packs/sample")
    arcade = Arcade(pack)
    assert arcade.enter("tidewood-duel", parse_seats("human,ai:expert"), 21) is None
    pads = [0, 1 << 4, 0, 1 << 5, 0, 1 << 14, 0, 0, 1 << 6, 0, 1 << 14, 0]
    for f in range(900):
        arcade.tick([pads[f % len(pads)]], [])
    raw = arcade.replay().to_plain()
    assert raw["pack"] == "sample" and raw["seat"] == 0
    assert raw["deck"] and all(isinstance(c, str) for c in raw["deck"])
    assert verify(Recording.from_plain(raw), pack) is None
    path = tmp_path / "tidewood.json"
    path.write_text(json.dumps(raw))
    assert pycore_main(["replay", str(path)]) == 0          # the command line finds packs/sample by the id
    other = next(c.id for c in pack.book.cards if c.id not in raw["deck"])
    raw["deck"][0] = other
    assert verify(Recording.from_plain(raw), pack)[0] == -1   # another deck: another config
    path.write_text(json.dumps(raw))
    assert pycore_main(["replay", str(path)]) == 1
    assert "another config" in capsys.readouterr().err
    raw["deck"][0] = "no-such-card"
    with pytest.raises(ValueError, match="no-such-card"):
        verify(Recording.from_plain(raw), pack)


def test_a_replay_frame_that_cannot_be_drawn_is_said_in_words_never_raised(monkeypatch):
    """The frame binding is guarded like the rest: a playback whose drawing fails answers a frame of words."""
    raw = play("practice-races", "human,ai:regular", 40)
    assert "error" not in json.loads(bindings.play_replay_open(json.dumps(raw)))

    def broken(stage):
        stage.rect(0, 0, 5, 5, 0)
        raise TypeError("a screen tripped")
    monkeypatch.setattr(bindings._playback, "draw", broken)
    from pycore.prims import decode
    prims = decode(bindings.play_replay_frame())
    assert [f[5] for n, f in prims if n == "text"] == ["This replay cannot be drawn (TypeError: a screen tripped)"]


def test_a_pad_flipped_inside_a_party_night_s_round_diverges_at_the_next_checkpoint():
    """The checkpoints hash the round being played, not only the night around it (the reviewer's case)."""
    from pycore.host.replay import open_recorded
    from pycore.host.rounds import RoundDriver
    from pycore.kernel.rng import SplitMix64

    rng = SplitMix64(9)
    assert json.loads(bindings.play_mode_enter("practice-party_nights", "human,ai:regular", 3))["ok"]
    rounds = bindings.arcade().recorded.rounds
    inround = []
    for f in range(1500):
        bindings.play_tick(f"[{(0x4000 if f % 10 == 0 else 0) | (rng.next_u64() & 0x00F0)}]", "")
        if rounds.round is not None:
            inround.append(f)
    raw = json.loads(bindings.play_replay_json())
    rec = Recording.from_plain(raw)
    pack = practice_pack()
    assert verify(rec, pack) is None and len(inround) > 200

    def round_hash(pads, upto):
        driver = RoundDriver(pack, open_recorded(rec, pack))
        for words in pads[:upto + 1]:
            driver.tick(words)
        return driver.round.state_hash() if driver.round else None, driver.session.state_hash()

    tried = 0
    for f in inround[::13]:
        if tried == 3:
            break
        flipped = [list(p) for p in rec.pads]
        flipped[f][0] ^= 0xFFFF
        due = next(c for c, _ in rec.checkpoints if c >= f)
        honest, forged = round_hash(rec.pads, due), round_hash(flipped, due)
        if None in (honest[0], forged[0]) or honest[0] == forged[0] or honest[1] != forged[1]:
            continue             # the flip changed nothing by the checkpoint, or changed the night too
        tried += 1
        tampered = Recording.from_plain({**raw, "pads": flipped})
        assert verify(tampered, pack) is not None and verify(tampered, pack)[0] == due, (f, due)
    assert tried >= 2


@pytest.mark.parametrize("seat, words", [("0", "there is no seat 0: seats count from 1"),
                                         ("-1", "there is no seat -1: seats count from 1"),
                                         ("3", "There is no seat 3 in this replay of 2 seats.")])
def test_the_command_line_counts_seats_from_1_in_its_refusals(tmp_path, capsys, seat, words):
    raw = play("practice-card_duels", "ai:expert,ai:novice", 3000)
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(raw))
    capsys.readouterr()
    assert pycore_main(["replay", str(path), "--seat", seat]) == 2
    assert capsys.readouterr().err.strip() == f"pycore: {words}"


def test_playback_says_a_missing_seat_as_the_page_numbers_it():
    raw = play("practice-card_duels", "ai:expert,ai:novice", 60)
    playback = Playback(Recording.from_plain(raw), practice_pack())
    assert playback.show(5) == "There is no seat 6 in this replay of 2 seats."
    assert playback.show(-1) == "There is no seat 0 in this replay of 2 seats."
