"""The four games' table scenes, played through whole AI games in the arcade: the scene's prims are in the frame
when the table view is chosen and not when the board is, the same frames compose the same bytes, and the
session's hash sequence is the same whichever view is drawn (presentation never reaches the rules)."""

from __future__ import annotations

import pytest

from pycore.host.arcade import RESULTS, Arcade
from pycore.kernel.session import Seat
from pycore.look import scene as scenes
from pycore.packs import practice_pack
from pycore.prims import decode

GAMES = {"card_duels": 2, "poker": 3, "races": 3, "golf": 2}
LIMIT = {"card_duels": 2000, "poker": 1500, "races": 1500, "golf": 1500}


@pytest.fixture(autouse=True)
def _board_after():
    yield
    scenes.use("table")


def play(mode: str, view: str, frames: int, draw: bool = True) -> tuple[list[str], list[bytes], Arcade]:
    """Play ``mode``'s practice game with AI in every seat for ``frames``; return the hashes, the frames, the arcade."""
    assert scenes.use(view) is None
    arcade = Arcade(practice_pack(), seed=3)
    assert arcade.enter(f"practice-{mode}", [Seat.ai("expert")] * GAMES[mode], seed=7) is None
    hashes, out = [], []
    for _ in range(frames):
        arcade.tick([0])
        hashes.append(arcade.state()["state_hash"])
        if draw:
            out.append(arcade.draw().export())
        if arcade.screen == RESULTS:
            break
    return hashes, out, arcade


def nodes(frame: bytes) -> list:
    return [p for p in decode(frame) if p[0] in ("scene", "node")]


@pytest.mark.parametrize("mode", list(GAMES))
def test_the_table_view_exports_a_scene_and_the_board_view_none(mode):
    _, table, _ = play(mode, "table", 120)
    _, board, _ = play(mode, "board", 120)
    assert all(nodes(f) for f in table[1:]), "every frame of the table view holds its scene"
    assert nodes(table[-1])[0][0] == "scene" and len(nodes(table[-1])) > 10
    assert not any(nodes(f) for f in board), "the board view draws no scene"


@pytest.mark.parametrize("mode", list(GAMES))
def test_the_same_frames_compose_the_same_scene_and_the_hash_never_sees_the_view(mode):
    hashes, first, _ = play(mode, "table", LIMIT[mode])
    again, second, _ = play(mode, "table", LIMIT[mode])
    assert first == second, "the same frames compose the same bytes"
    board, _, _ = play(mode, "board", LIMIT[mode])
    bare, _, _ = play(mode, "table", LIMIT[mode], draw=False)
    assert hashes == again == board == bare, "the hash sequence is the same whichever view is drawn, or none"
