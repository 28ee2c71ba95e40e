"""The page's renderer (web/js/prims.js) against frames built by hand with pycore.prims.Stage (format 2).

No Pyodide here: CPython exports the frame, the page's module decodes and draws it on a canvas
(a stage pixel is SCALE device pixels), and the test reads pixels back at known points: every
prim, the gradients, a soft shadow, groups that move, turn, scale and fade, a clip, pictures
stamped by name, the letterbox, the pointer's mapping, and the refusal of a frame of format 1.
"""

from __future__ import annotations

import struct

import pytest

from pycore.prims import ADD, CENTER, SERIF, Stage, picture, rgb

pytestmark = pytest.mark.e2e

RED, GREEN, BLUE, WHITE = rgb(255, 0, 0), rgb(0, 255, 0), rgb(0, 0, 255), rgb(255, 255, 255)
YELLOW, CYAN, MAGENTA = rgb(255, 255, 0), rgb(0, 255, 255), rgb(255, 0, 255)
BG = rgb(16, 16, 16)
SCALE = 2
W, H = 960, 540


def _pic(stage: Stage) -> None:
    stage.rect(0, 0, 40, 40, GREEN)
    stage.rect(20, 20, 20, 20, RED)


def frame() -> bytes:
    s = Stage(W, H, backdrop=rgb(1, 2, 3))
    s.rect(0, 0, W, H, BG)
    s.rect(10, 10, 20, 20, RED)
    s.box(40, 10, 20, 20, GREEN, 2)
    s.line(0, 50, 99, 50, BLUE, 2)
    s.tri(10, 60, 50, 60, 10, 100, YELLOW)
    s.quad([60, 60, 100, 60, 100, 100, 60, 100], CYAN)
    s.ellipse(140, 80, 15, 10, MAGENTA)
    s.gquad([170, 60, 230, 60, 230, 120, 170, 120], [RED, RED, BLUE, BLUE])
    s.image(250, 10, 2, [(1, WHITE), (3, rgb(0, 0, 0)), (2, rgb(0, 0, 0, 0))], scale=3)
    s.rect(10, 130, 100, 20, rgb(255, 0, 0, 128))
    s.text(480, 160, "Grid Duel — ünïcode", WHITE, 24, CENTER)
    s.text(480, 200, "Title", GOLD, 30, CENTER, SERIF, True, rgb(0, 0, 0), 3)
    s.rrect(300, 10, 60, 40, 16, GREEN)                   # rounded: its corner is left empty
    s.rrbox(380, 10, 60, 40, 10, BLUE, 4)
    s.ring(500, 40, 20, 20, YELLOW, 4)
    s.arc(580, 40, 20, 0, 1024, CYAN, 4)                  # 12 o'clock to 3 o'clock
    s.pie(660, 40, 24, 1024, 2048, MAGENTA)               # 3 o'clock to 6 o'clock: the lower right quarter
    s.poly([700, 10, 760, 10, 730, 60], RED)
    s.path([780, 10, 840, 10, 840, 60], GREEN, 6, join=0)
    s.linear(10, 250, 110, 250, [(0, RED), (1024, BLUE)])
    s.rect(10, 240, 100, 20, WHITE)                        # painted by the gradient, not white
    s.radial(200, 260, 30, [(0, WHITE), (1024, rgb(0, 0, 0))])
    s.ellipse(200, 260, 30, 30, GREEN)
    with s.group():
        s.shadow(10, 0, 12, rgb(0, 0, 0, 255))
        s.rect(300, 240, 40, 20, WHITE)
    s.rect(380, 240, 40, 40, WHITE)                        # after the group: no shadow under it
    with s.group(500, 260, 1024):                          # a quarter turn: (10, 0) lands at (500, 270)
        s.rect(5, -3, 10, 6, RED)
    with s.group(600, 240, 0, 2048, 2048, 128):            # twice the size, half seen
        s.rect(0, 0, 10, 10, WHITE)
    with s.group():
        s.clip(700, 240, 20, 20)
        s.rect(690, 230, 60, 60, BLUE)
    with s.group(0, 0, 0, 1024, 1024, 255, ADD):
        s.rect(800, 240, 20, 20, RED)
        s.rect(800, 240, 20, 20, GREEN)                    # added: yellow
    pic = picture("e2e/pic", 40, 40, _pic)
    s.stamp(pic, 10, 320)
    s.stamp(pic, 80, 320, 80, 80)                          # stamped twice as large: drawn crisp at the larger size
    s.hot(10, 10, 20, 20, {"do": "pick", "card": 0})
    s.hot(15, 15, 5, 5, {"do": "place", "card": 0, "cell": 4})
    s.cue("deal", 200, 100, -50)
    s.loop("engine", "car1", 90, 0, 10)
    return s.export()


GOLD = rgb(230, 186, 92)
POINTS = [("rect", 15, 15), ("box_edge", 40, 10), ("box_inner_edge", 41, 11), ("box_centre", 50, 20),
          ("line", 50, 50), ("below_line", 50, 53), ("tri", 15, 65), ("quad", 80, 80), ("ellipse", 140, 80),
          ("ellipse_out", 140, 95), ("g_top", 200, 60), ("g_bottom", 200, 119), ("img0", 251, 11),
          ("img1", 254, 11), ("img_clear", 251, 20), ("half", 50, 140), ("rr_mid", 330, 30), ("rr_corner", 301, 11),
          ("rrbox_edge", 382, 30), ("rrbox_mid", 410, 30), ("ring", 520, 40), ("ring_mid", 500, 40),
          ("arc_ne", 594, 26), ("arc_sw", 566, 54), ("pie_se", 670, 50), ("pie_nw", 650, 30), ("poly", 730, 20),
          ("path", 840, 40), ("path_inside", 815, 40), ("lin_left", 12, 250), ("lin_right", 107, 250),
          ("rad_mid", 200, 260), ("rad_edge", 226, 260), ("shadow", 320, 266), ("no_shadow", 400, 283),
          ("turned", 500, 270), ("unturned", 510, 260), ("scaled", 615, 255), ("clip_in", 710, 250),
          ("clip_out", 695, 235), ("added", 810, 250), ("pic_green", 15, 325), ("pic_red", 35, 355),
          ("pic2_green", 90, 330), ("pic2_red", 150, 390)]


@pytest.fixture(scope="module")
def drawn(browser, server_url):
    context = browser.new_context()
    page = context.new_page()
    page.goto(server_url + "no-page-here")  # any same-origin document can import the module
    result = page.evaluate("""async ([bytes, scale, points]) => {
        const { Renderer, decodeFrame } = await import('/js/prims.js');
        const canvas = document.createElement('canvas');
        canvas.width = 960 * scale; canvas.height = 540 * scale;
        const r = new Renderer(canvas);
        r.place();
        const frame = decodeFrame(new Uint8Array(bytes));
        r.draw(frame);
        const ctx = canvas.getContext('2d');
        const px = (x, y) => Array.from(ctx.getImageData(x * scale + 1, y * scale + 1, 1, 1).data);
        const out = {};
        for (const [name, x, y] of points) out[name] = px(x, y);
        let lit = 0;
        const text = ctx.getImageData(300 * scale, 160 * scale, 360 * scale, 28 * scale).data;
        for (let k = 0; k < text.length; k += 4) if (text[k] > 128 && text[k + 1] > 128) lit++;
        return { points: out, lit, strings: frame.strings, hitTop: r.hit(16, 16), hitUnder: r.hit(11, 11),
                 miss: r.hit(900, 500), cues: r.cues, loops: r.loops, pictures: [...r.pictures.keys()],
                 rasterised: r.rasterised, width: frame.width, backdrop: frame.backdrop };
    }""", [list(frame()), SCALE, POINTS])
    context.close()
    return result


def rgb_of(p):
    return tuple(p[:3])


def close(p, want, slack=40):
    return all(abs(a - b) <= slack for a, b in zip(p[:3], want))


def test_fills(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["rect"]) == (255, 0, 0)
    assert rgb_of(pts["tri"]) == (255, 255, 0)
    assert rgb_of(pts["quad"]) == (0, 255, 255)
    assert rgb_of(pts["ellipse"]) == (255, 0, 255)
    assert rgb_of(pts["ellipse_out"]) == (16, 16, 16)
    assert rgb_of(pts["poly"]) == (255, 0, 0)


def test_box_outline_is_inside_the_rect(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["box_edge"]) == (0, 255, 0)
    assert rgb_of(pts["box_inner_edge"]) == (0, 255, 0)   # thickness 2
    assert rgb_of(pts["box_centre"]) == (16, 16, 16)


def test_a_line_covers_its_width_only(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["line"]) == (0, 0, 255)
    assert rgb_of(pts["below_line"]) == (16, 16, 16)


def test_rounded_shapes_rings_arcs_and_wedges(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["rr_mid"]) == (0, 255, 0) and rgb_of(pts["rr_corner"]) == (16, 16, 16)
    assert rgb_of(pts["rrbox_edge"]) == (0, 0, 255) and rgb_of(pts["rrbox_mid"]) == (16, 16, 16)
    assert close(pts["ring"], (255, 255, 0)) and rgb_of(pts["ring_mid"]) == (16, 16, 16)
    assert close(pts["arc_ne"], (0, 255, 255), 80) and rgb_of(pts["arc_sw"]) == (16, 16, 16)
    assert rgb_of(pts["pie_se"]) == (255, 0, 255) and rgb_of(pts["pie_nw"]) == (16, 16, 16)
    assert rgb_of(pts["path"]) == (0, 255, 0) and rgb_of(pts["path_inside"]) == (16, 16, 16)


def test_gradients_paint_the_next_fill(drawn):
    pts = drawn["points"]
    top, bottom = pts["g_top"], pts["g_bottom"]
    assert top[0] > 200 and top[2] < 50 and bottom[2] > 200 and bottom[0] < 50
    assert pts["lin_left"][0] > 200 and pts["lin_left"][2] < 60       # red at the start, not white
    assert pts["lin_right"][2] > 200 and pts["lin_right"][0] < 60
    assert pts["rad_mid"][0] > 200 and pts["rad_edge"][0] < 80        # white in the middle, dark at the rim


def test_a_shadow_lies_under_its_group_only(drawn):
    pts = drawn["points"]
    assert pts["shadow"][0] < 16                                       # darkened under the rect, below it
    assert rgb_of(pts["no_shadow"]) == (16, 16, 16)


def test_groups_turn_scale_fade_clip_and_blend(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["turned"]) == (255, 0, 0) and rgb_of(pts["unturned"]) == (16, 16, 16)
    assert 120 <= pts["scaled"][0] <= 140                              # twice the size, half seen
    assert rgb_of(pts["clip_in"]) == (0, 0, 255) and rgb_of(pts["clip_out"]) == (16, 16, 16)
    assert rgb_of(pts["added"]) == (255, 255, 16)                     # red and green added over the ground


def test_pictures_are_kept_by_name_and_stamped_at_any_size(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["pic_green"]) == (0, 255, 0) and rgb_of(pts["pic_red"]) == (255, 0, 0)
    assert rgb_of(pts["pic2_green"]) == (0, 255, 0) and rgb_of(pts["pic2_red"]) == (255, 0, 0)
    assert drawn["pictures"] == ["e2e/pic"] and drawn["rasterised"] >= 1


def test_image_runs_wrap_rows_and_scale(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["img0"]) == (255, 255, 255)
    assert rgb_of(pts["img1"]) == (0, 0, 0)
    assert rgb_of(pts["img_clear"]) == (16, 16, 16)   # a transparent run leaves the background


def test_alpha_blends(drawn):
    r, g, b = rgb_of(drawn["points"]["half"])
    assert 120 <= r <= 140 and g == b and g < 20


def test_text_in_the_shipped_font_and_its_string_table(drawn):
    assert "Grid Duel — ünïcode" in drawn["strings"]
    assert drawn["lit"] > 50


def test_sounds_ride_in_the_frame(drawn):
    assert drawn["cues"] == [{"name": "deal", "volume": 200, "pitch": 100, "pan": -50}]
    assert drawn["loops"] == [{"name": "engine", "key": "car1", "volume": 90, "pitch": 0, "pan": 10}]


def test_later_hotspots_lie_on_top(drawn):
    assert drawn["hitTop"] == '{"card":0,"cell":4,"do":"place"}'
    assert drawn["hitUnder"] == '{"card":0,"do":"pick"}'
    assert drawn["miss"] is None


def _renderer(width: int, height: int) -> str:
    """Return the script that makes `r`, a Renderer on a fresh canvas of width x height CSS pixels, fitted to it
    (and `decodeFrame`), for a test's page.evaluate to go on from."""
    return f"""
        const {{ Renderer, decodeFrame }} = await import('/js/prims.js');
        const canvas = document.createElement('canvas');
        canvas.style.cssText = 'position:fixed;left:0;top:0;width:{width}px;height:{height}px';
        document.body.append(canvas);
        const r = new Renderer(canvas);
        r.fit({width}, {height});"""


def test_the_stage_fills_its_box_at_any_fraction_letterboxed_in_the_backdrop(browser, server_url):
    """A 960 x 540 frame in a 1280 x 900 canvas: scale 4/3 (the width binds), bands above and below in the
    frame's backdrop colour, the pointer mapped back to stage pixels."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(server_url + "no-page-here")
    s = Stage(W, H, backdrop=rgb(200, 10, 10))
    s.rect(0, 0, W, H, BG)
    s.rect(950, 530, 10, 10, GREEN)
    s.hot(950, 530, 10, 10, {"do": "corner"})
    out = page.evaluate("async (bytes) => {" + _renderer(1280, 900) + """
        r.draw(decodeFrame(new Uint8Array(bytes)));
        const ctx = canvas.getContext('2d');
        const px = (x, y) => Array.from(ctx.getImageData(x, y, 1, 1).data);
        const box = r.stageBox();
        const at = r.toStage(box.x + 955 * box.width / 960, box.y + 535 * box.height / 540);
        return { scale: r.scale, band: px(640, 20), inside: px(640, 450), corner: px(1275, 805), box, hit: r.hit(...at) };
    }""", list(s.export()))
    context.close()
    assert abs(out["scale"] - 1280 / 960) < 1e-6
    assert tuple(out["band"][:3]) == (200, 10, 10) and tuple(out["inside"][:3]) == (16, 16, 16)
    assert tuple(out["corner"][:3]) == (0, 255, 0)
    assert round(out["box"]["y"]) == 90 and round(out["box"]["height"]) == 720
    assert out["hit"] == '{"do":"corner"}'


def test_a_frame_of_the_old_format_is_refused_in_words(browser, server_url):
    context = browser.new_context()
    page = context.new_page()
    page.goto(server_url + "no-page-here")
    old = struct.pack("<I", 6) + struct.pack("<6i", 1, 0, 0, 10, 10, -1) + b"[]"    # format 1: a bare word count
    words = page.evaluate("""async (bytes) => {
        const { decodeFrame } = await import('/js/prims.js');
        try { decodeFrame(new Uint8Array(bytes)); return 'drawn'; } catch (e) { return e.message; }
    }""", list(old))
    context.close()
    assert "not in prims format 2" in words


def test_a_picture_sent_ahead_is_drawn_nowhere_and_rasterised_while_the_page_is_idle(browser, server_url):
    """`stage.ahead(pic)` (a 0 x 0 stamp) defines the picture and paints nothing; the page rasterises it in an
    idle slot at the stage's resolution, so the frame that first stamps it pastes it without rasterising."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    page.goto(server_url + "no-page-here")
    tile = picture("e2e/ahead", 64, 64, lambda st: st.rect(0, 0, 64, 64, GREEN))
    first = Stage(W, H)
    first.rect(0, 0, W, H, BG)
    first.ahead(tile)
    then = Stage(W, H)
    then.rect(0, 0, W, H, BG)
    then.stamp(tile, 100, 100)
    out = page.evaluate("async ([a, b]) => {" + _renderer(1280, 720) + """
        r.draw(decodeFrame(new Uint8Array(a)));
        const ctx = canvas.getContext('2d');
        const px = (x, y) => Array.from(ctx.getImageData(x, y, 1, 1).data);
        const defined = r.pictures.has('e2e/ahead'), before = r.rasterised, blank = px(0, 0);
        for (let k = 0; k < 40 && r.rasterised === before; k++) await new Promise((f) => setTimeout(f, 50));
        const idle = r.rasterised, res = r.pictures.get('e2e/ahead').res;
        r.draw(decodeFrame(new Uint8Array(b)));
        return { defined, before, blank, idle, res, after: r.rasterised, scale: r.scale, tile: px(150, 150) };
    }""", [list(first.export()), list(then.export(sent={"e2e/ahead"}))])
    context.close()
    assert out["defined"] and out["before"] == 0 and tuple(out["blank"][:3]) == (16, 16, 16)
    assert out["idle"] == 1 and out["res"] >= out["scale"]            # rasterised while idle, at least at its size
    assert out["after"] == 1 and tuple(out["tile"][:3]) == (0, 255, 0)   # stamped: pasted, not rasterised again
