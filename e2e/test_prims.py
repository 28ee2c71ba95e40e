"""The page's renderer (web/js/prims.js) against a frame built by hand with pycore.prims.Stage.

No Pyodide here: CPython exports the frame, the page's module decodes and draws it on a canvas
at scale 2, and the test reads pixels back.
"""

from __future__ import annotations

import pytest

from pycore.prims import CENTER, Stage, rgb

pytestmark = pytest.mark.e2e

RED, GREEN, BLUE, WHITE = rgb(255, 0, 0), rgb(0, 255, 0), rgb(0, 0, 255), rgb(255, 255, 255)
YELLOW, CYAN, MAGENTA = rgb(255, 255, 0), rgb(0, 255, 255), rgb(255, 0, 255)
BG = rgb(16, 16, 16)
SCALE = 2


def frame() -> bytes:
    s = Stage()
    s.rect(0, 0, 320, 240, BG)
    s.rect(10, 10, 20, 20, RED)
    s.box(40, 10, 20, 20, GREEN, 2)
    s.line(0, 50, 99, 50, BLUE)
    s.tri(10, 60, 50, 60, 10, 100, YELLOW)
    s.quad([60, 60, 100, 60, 100, 100, 60, 100], CYAN)
    s.ellipse(140, 80, 15, 10, MAGENTA)
    s.gquad([170, 60, 230, 60, 230, 120, 170, 120], [RED, RED, BLUE, BLUE])
    s.image(200, 10, 2, [(1, WHITE), (3, rgb(0, 0, 0)), (2, rgb(0, 0, 0, 0))], scale=3)
    s.rect(10, 130, 100, 20, rgb(255, 0, 0, 128))
    s.text(160, 160, "Grid Duel — ünïcode ✓", WHITE, 12, CENTER)
    s.hot(10, 10, 20, 20, {"do": "pick", "card": 0})
    s.hot(15, 15, 5, 5, {"do": "place", "card": 0, "cell": 4})
    return s.export()


@pytest.fixture(scope="module")
def drawn(browser, server_url):
    context = browser.new_context()
    page = context.new_page()
    page.goto(server_url + "no-page-here")  # any same-origin document can import the module
    result = page.evaluate("""async ([bytes, scale]) => {
        const { Renderer, decodeFrame } = await import('/js/prims.js');
        const canvas = document.createElement('canvas');
        const r = new Renderer(canvas);
        r.scale = scale; canvas.width = 320 * scale; canvas.height = 240 * scale;
        const frame = decodeFrame(new Uint8Array(bytes));
        r.draw(frame);
        const ctx = canvas.getContext('2d');
        const px = (x, y) => Array.from(ctx.getImageData(x * scale + 1, y * scale + 1, 1, 1).data);
        const points = {};
        for (const [name, x, y] of [['rect', 15, 15], ['box_edge', 40, 10], ['box_inner_edge', 41, 11],
             ['box_centre', 50, 20], ['line', 50, 50], ['below_line', 50, 51], ['tri', 15, 65],
             ['quad', 80, 80], ['ellipse', 140, 80], ['ellipse_out', 140, 95], ['g_top', 200, 60],
             ['g_bottom', 200, 119], ['img0', 201, 11], ['img1', 204, 11], ['img_clear', 201, 20],
             ['half', 50, 140]]) points[name] = px(x, y);
        let lit = 0;
        const text = ctx.getImageData(60 * scale, 160 * scale, 200 * scale, 14 * scale).data;
        for (let k = 0; k < text.length; k += 4) if (text[k] > 128 && text[k + 1] > 128) lit++;
        return { points, lit, strings: frame.strings, hitTop: r.hit(16, 16), hitUnder: r.hit(11, 11),
                 miss: r.hit(300, 230) };
    }""", [list(frame()), SCALE])
    context.close()
    return result


def rgb_of(p):
    return tuple(p[:3])


def test_fills(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["rect"]) == (255, 0, 0)
    assert rgb_of(pts["tri"]) == (255, 255, 0)
    assert rgb_of(pts["quad"]) == (0, 255, 255)
    assert rgb_of(pts["ellipse"]) == (255, 0, 255)
    assert rgb_of(pts["ellipse_out"]) == (16, 16, 16)


def test_box_outline_is_inside_the_rect(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["box_edge"]) == (0, 255, 0)
    assert rgb_of(pts["box_inner_edge"]) == (0, 255, 0)   # thickness 2
    assert rgb_of(pts["box_centre"]) == (16, 16, 16)


def test_one_pixel_line_covers_its_row_only(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["line"]) == (0, 0, 255)
    assert rgb_of(pts["below_line"]) == (16, 16, 16)


def test_gouraud_runs_from_top_colour_to_bottom_colour(drawn):
    top, bottom = drawn["points"]["g_top"], drawn["points"]["g_bottom"]
    assert top[0] > 200 and top[2] < 50
    assert bottom[2] > 200 and bottom[0] < 50


def test_image_runs_wrap_rows_and_scale(drawn):
    pts = drawn["points"]
    assert rgb_of(pts["img0"]) == (255, 255, 255)
    assert rgb_of(pts["img1"]) == (0, 0, 0)
    assert rgb_of(pts["img_clear"]) == (16, 16, 16)   # a transparent run leaves the background


def test_alpha_blends(drawn):
    r, g, b = rgb_of(drawn["points"]["half"])
    assert 120 <= r <= 140 and g == b and g < 20


def test_text_and_its_string_table(drawn):
    assert "Grid Duel — ünïcode ✓" in drawn["strings"]
    assert drawn["lit"] > 50


def test_later_hotspots_lie_on_top(drawn):
    assert drawn["hitTop"] == '{"card":0,"cell":4,"do":"place"}'
    assert drawn["hitUnder"] == '{"card":0,"do":"pick"}'
    assert drawn["miss"] is None


def wide_frame() -> bytes:
    s = Stage(480, 270)
    s.rect(0, 0, 480, 270, BG)
    s.rect(470, 260, 10, 10, RED)
    s.hot(470, 260, 10, 10, {"do": "corner"})
    return s.export()


def test_a_declared_stage_is_scaled_to_fit_at_an_integer_scale(browser, server_url):
    """A hand-built 480 x 270 frame: the canvas takes its size at the largest whole scale that fits the box,
    draws to its far corner, maps the pointer onto it; a 320 x 240 frame after it brings the old stage back."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(server_url + "no-page-here")
    out = page.evaluate("""async ([wide, plain]) => {
        const { Renderer, decodeFrame } = await import('/js/prims.js');
        const canvas = document.createElement('canvas');
        document.body.append(canvas);
        const r = new Renderer(canvas);
        r.fit(1000, 600);                           // a 320 x 240 stage: scale 2 (600 / 240 = 2.5)
        const before = [canvas.width, canvas.height, r.scale];
        const frame = decodeFrame(new Uint8Array(wide));
        r.draw(frame);                              // 480 x 270 in 1000 x 600: scale 2 (1000 / 480 = 2.08)
        const ctx = canvas.getContext('2d');
        const corner = Array.from(ctx.getImageData(475 * r.scale, 265 * r.scale, 1, 1).data);
        const box = canvas.getBoundingClientRect();
        const at = r.toStage(box.left + 475 * box.width / 480, box.top + 265 * box.height / 270);
        const wideSize = [frame.width, frame.height, canvas.width, canvas.height, r.scale, r.hit(...at)];
        r.fit(1500, 900);                           // a bigger box: scale 3 (1500 / 480 = 3.1, 900 / 270 = 3.3)
        const bigger = [canvas.width, canvas.height, r.scale];
        r.draw(decodeFrame(new Uint8Array(plain)));  // back to 320 x 240 in 1500 x 900: scale 3 (900 / 240 = 3.75)
        return { before, corner, wideSize, bigger, after: [canvas.width, canvas.height, r.scale] };
    }""", [list(wide_frame()), list(frame())])
    context.close()
    assert out["before"] == [640, 480, 2]
    assert out["wideSize"] == [480, 270, 960, 540, 2, '{"do":"corner"}']
    assert tuple(out["corner"][:3]) == (255, 0, 0)
    assert out["bigger"] == [1440, 810, 3]
    assert out["after"] == [960, 720, 3]
