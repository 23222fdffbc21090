#!/usr/bin/env python3
"""Renders the mesh-gradient reference cases with cairo's mesh patterns and writes them as fixtures.

Usage: Scripts/mesh-references.py [--out DIR] [--only NAME ...] [--check]

Each case is a mesh of the JSON spec's form (`{"mesh": {...}}`, smoothsColors off, device
colours, opaque 8-bit colours), made from a fixed seed (Python's `random.Random`, whose
sequence is stable across Python versions), and drawn by cairo, an independent renderer:
one cairo Coons patch per cell of the mesh (cairo_mesh_pattern_*, bilinear colour per patch),
the background painted first. The mesh is written as `<name>.json` and cairo's picture as
`<name>.png` (8-bit RGBA) in DIR (default Tests/GradientIntegrationTests/Fixtures/mesh-cairo); a case
with a background (a mesh that does not fill the frame) also gets `<name>.mask.png`, the same
patches in white over black, which tells the pixels its outline cuts. `cases.json` lists the
cases with their sizes; `cairo-version.txt` says what drew them.
`--check` renders every case again and compares with the files there instead of writing.

How the picture is made: cairo's mesh rasterizer paints each pixel with the colour of the
last sample of the patch that fell inside it, up to a pixel away from the pixel's centre, and
does not antialias. So each case is drawn at 8 times the size (every coordinate times 8) and
each 8 x 8 block averaged, rounded half up: the average over the pixel's area, which for the
smooth colours of a mesh is its colour at the centre to well under a level, and an
antialiased edge from 64 samples.

The mesh's control points: a point given as [x, y] has its control points inferred by the
rule GradientMesh documents (GradientMesh.controlPoints(row:column:)), implemented here again
from that description: the edge from vertex P to neighbour N leaves P along
(next - previous) of P's own neighbours, a third of |N - P| long; with one neighbour, a
third of the way to it. Each patch (row r, column c) goes to cairo starting at its top-left
vertex and running down its left edge first, so that cairo's parameter v is the mesh's
vertical one: where a patch folds over itself cairo paints the larger v on top, then the
larger u, as the engine does.

Needs Debian's libcairo2 (loaded with ctypes; no Python binding) and numpy. The cairo version
is printed and written to DIR/cairo-version.txt.
"""
import argparse
import ctypes
import ctypes.util
import json
import math
import os
import random
import struct
import sys
import zlib

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "GradientIntegrationTests", "Fixtures", "mesh-cairo")
SUPERSAMPLE = 8

# --- cairo through ctypes -------------------------------------------------------------

_cairo = ctypes.CDLL(ctypes.util.find_library("cairo") or "libcairo.so.2")
_vp, _d, _i = ctypes.c_void_p, ctypes.c_double, ctypes.c_int
for name, restype, argtypes in [
    ("cairo_version_string", ctypes.c_char_p, []),
    ("cairo_image_surface_create", _vp, [_i, _i, _i]),
    ("cairo_image_surface_get_data", ctypes.POINTER(ctypes.c_ubyte), [_vp]),
    ("cairo_image_surface_get_stride", _i, [_vp]),
    ("cairo_surface_flush", None, [_vp]),
    ("cairo_surface_status", _i, [_vp]),
    ("cairo_surface_destroy", None, [_vp]),
    ("cairo_create", _vp, [_vp]),
    ("cairo_destroy", None, [_vp]),
    ("cairo_status", _i, [_vp]),
    ("cairo_set_source_rgba", None, [_vp, _d, _d, _d, _d]),
    ("cairo_set_source", None, [_vp, _vp]),
    ("cairo_paint", None, [_vp]),
    ("cairo_pattern_create_mesh", _vp, []),
    ("cairo_pattern_status", _i, [_vp]),
    ("cairo_pattern_destroy", None, [_vp]),
    ("cairo_mesh_pattern_begin_patch", None, [_vp]),
    ("cairo_mesh_pattern_end_patch", None, [_vp]),
    ("cairo_mesh_pattern_move_to", None, [_vp, _d, _d]),
    ("cairo_mesh_pattern_curve_to", None, [_vp, _d, _d, _d, _d, _d, _d]),
    ("cairo_mesh_pattern_set_corner_color_rgba", None, [_vp, ctypes.c_uint, _d, _d, _d, _d]),
]:
    f = getattr(_cairo, name)
    f.restype = restype
    f.argtypes = argtypes
FORMAT_ARGB32 = 0


def cairo_version():
    return _cairo.cairo_version_string().decode()


# --- the mesh model --------------------------------------------------------------------

def hex_rgba(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) / 255 for i in (0, 2, 4)) + (1.0,)


def position(p):
    return tuple(p["position"]) if isinstance(p, dict) else tuple(p)


def inferred(p, neighbour, other):
    """The inferred control point at p of the edge to neighbour (GradientMesh's rule)."""
    if neighbour is None:
        return p
    chord = (neighbour[0] - p[0], neighbour[1] - p[1])
    if other is None:
        return (p[0] + chord[0] / 3, p[1] + chord[1] / 3)
    d = (neighbour[0] - other[0], neighbour[1] - other[1])
    length = math.hypot(*d)
    if length == 0:
        return (p[0] + chord[0] / 3, p[1] + chord[1] / 3)
    reach = math.hypot(*chord) / 3 / length
    return (p[0] + d[0] * reach, p[1] + d[1] * reach)


def control_points(mesh):
    """Per vertex, (leading, top, trailing, bottom): given, or inferred."""
    w, h, pts = mesh["width"], mesh["height"], mesh["points"]

    def at(r, c):
        return position(pts[r * w + c]) if 0 <= r < h and 0 <= c < w else None

    result = []
    for r in range(h):
        for c in range(w):
            p = at(r, c)
            given = pts[r * w + c] if isinstance(pts[r * w + c], dict) else {}
            left, right, above, below = at(r, c - 1), at(r, c + 1), at(r - 1, c), at(r + 1, c)
            result.append((
                tuple(given.get("leadingControlPoint", inferred(p, left, right))),
                tuple(given.get("topControlPoint", inferred(p, above, below))),
                tuple(given.get("trailingControlPoint", inferred(p, right, left))),
                tuple(given.get("bottomControlPoint", inferred(p, below, above))),
            ))
    return result


def render(mesh, width, height):
    """cairo's picture of `mesh` on width x height pixels, as (height, width, 4) uint8 RGBA."""
    s = SUPERSAMPLE
    big_w, big_h = width * s, height * s
    surface = _cairo.cairo_image_surface_create(FORMAT_ARGB32, big_w, big_h)
    assert _cairo.cairo_surface_status(surface) == 0
    cr = _cairo.cairo_create(surface)
    bg = hex_rgba(mesh.get("background", "#00000000")) if mesh.get("background") else (0, 0, 0, 0)
    _cairo.cairo_set_source_rgba(cr, *bg)
    _cairo.cairo_paint(cr)
    pattern = _cairo.cairo_pattern_create_mesh()
    w, h = mesh["width"], mesh["height"]
    controls = control_points(mesh)

    def px(point):
        return (point[0] * big_w, point[1] * big_h)

    for r in range(h - 1):
        for c in range(w - 1):
            tl, tr, bl, br = r * w + c, r * w + c + 1, (r + 1) * w + c, (r + 1) * w + c + 1
            pos = [position(mesh["points"][k]) for k in (tl, tr, bl, br)]
            _cairo.cairo_mesh_pattern_begin_patch(pattern)
            _cairo.cairo_mesh_pattern_move_to(pattern, *px(pos[0]))
            # Down the left edge, along the bottom, up the right edge, back along the top.
            _cairo.cairo_mesh_pattern_curve_to(pattern, *px(controls[tl][3]), *px(controls[bl][1]), *px(pos[2]))
            _cairo.cairo_mesh_pattern_curve_to(pattern, *px(controls[bl][2]), *px(controls[br][0]), *px(pos[3]))
            _cairo.cairo_mesh_pattern_curve_to(pattern, *px(controls[br][1]), *px(controls[tr][3]), *px(pos[1]))
            _cairo.cairo_mesh_pattern_curve_to(pattern, *px(controls[tr][0]), *px(controls[tl][2]), *px(pos[0]))
            for corner, k in enumerate((tl, bl, br, tr)):
                _cairo.cairo_mesh_pattern_set_corner_color_rgba(pattern, corner, *hex_rgba(mesh["colors"][k]))
            _cairo.cairo_mesh_pattern_end_patch(pattern)
    assert _cairo.cairo_pattern_status(pattern) == 0
    _cairo.cairo_set_source(cr, pattern)
    _cairo.cairo_paint(cr)
    assert _cairo.cairo_status(cr) == 0
    _cairo.cairo_surface_flush(surface)
    stride = _cairo.cairo_image_surface_get_stride(surface)
    data = _cairo.cairo_image_surface_get_data(surface)
    raw = np.ctypeslib.as_array(data, shape=(big_h * stride,)).copy()
    _cairo.cairo_pattern_destroy(pattern)
    _cairo.cairo_destroy(cr)
    _cairo.cairo_surface_destroy(surface)
    # ARGB32 is premultiplied, one native-endian (little) 32-bit word a pixel: B, G, R, A bytes.
    big = raw.reshape(big_h, stride)[:, :big_w * 4].reshape(big_h, big_w, 4).astype(np.float64)
    premultiplied = big[:, :, [2, 1, 0, 3]]
    blocks = premultiplied.reshape(height, s, width, s, 4).mean(axis=(1, 3))
    alpha = blocks[:, :, 3:4]
    with np.errstate(invalid="ignore", divide="ignore"):
        straight = np.where(alpha > 0, blocks[:, :, :3] * 255 / np.maximum(alpha, 1e-12), 0)
    out = np.concatenate([straight, alpha], axis=2)
    return np.clip(np.floor(out + 0.5), 0, 255).astype(np.uint8)


def png(pixels):
    """An 8-bit RGBA PNG of `pixels` (no filter, zlib level 9)."""
    h, w, _ = pixels.shape
    raw = b"".join(b"\0" + pixels[y].tobytes() for y in range(h))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# --- the cases -------------------------------------------------------------------------

def color(rng):
    return "#%02x%02x%02x" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))


def grid(w, h, rng, jitter=0.0, inset=0.0, edge_jitter=0.0):
    """A w x h grid of [x, y] points; inner points moved by up to `jitter` of a cell, the
    border pulled in by `inset` and moved along itself (and across, by `edge_jitter`)."""
    points = []
    for r in range(h):
        for c in range(w):
            x, y = c / (w - 1), r / (h - 1)
            inner_x, inner_y = 0 < c < w - 1, 0 < r < h - 1
            if inner_x:
                x += rng.uniform(-jitter, jitter) / (w - 1)
            if inner_y:
                y += rng.uniform(-jitter, jitter) / (h - 1)
            if not inner_x:
                x = inset + (1 - 2 * inset) * x + rng.uniform(-edge_jitter, edge_jitter)
            if not inner_y:
                y = inset + (1 - 2 * inset) * y + rng.uniform(-edge_jitter, edge_jitter)
            points.append([round(x, 6), round(y, 6)])
    return points


def with_handles(points, w, h, rng, spread):
    """Each point as an object with all four control points given: the inferred ones moved by
    up to `spread` (unit coordinates) in each axis, border edges kept on the frame."""
    mesh = {"width": w, "height": h, "points": points}
    out = []
    for k, (p, cp) in enumerate(zip(points, control_points(mesh))):
        r, c = divmod(k, w)
        names = ("leadingControlPoint", "topControlPoint", "trailingControlPoint", "bottomControlPoint")
        obj = {"position": p}
        for name, q in zip(names, cp):
            dx, dy = rng.uniform(-spread, spread), rng.uniform(-spread, spread)
            # Keep the frame's border straight: a point on the border moves only along it.
            if r in (0, h - 1) and name in ("leadingControlPoint", "trailingControlPoint"):
                dy = 0
            if c in (0, w - 1) and name in ("topControlPoint", "bottomControlPoint"):
                dx = 0
            obj[name] = [round(q[0] + dx, 6), round(q[1] + dy, 6)]
        out.append(obj)
    return out


def cases():
    """(name, width, height, mesh) of every case, each from its own seed."""
    result = []

    def add(name, size, seed, w, h, **kw):
        rng = random.Random(seed)
        points = grid(w, h, rng, kw.get("jitter", 0), kw.get("inset", 0), kw.get("edge_jitter", 0))
        if kw.get("handles"):
            points = with_handles(points, w, h, rng, kw["handles"])
        mesh = {"width": w, "height": h, "points": points, "colors": [color(rng) for _ in range(w * h)],
                "smoothsColors": False, "colorSpace": "device"}
        if "background" in kw:
            mesh["background"] = kw["background"]
        result.append((name, size[0], size[1], mesh))

    add("regular-2x2", (96, 64), 1, 2, 2)
    add("regular-3x3", (96, 96), 2, 3, 3)
    add("regular-5x3", (128, 72), 3, 5, 3)
    add("warped-3x3", (96, 96), 4, 3, 3, jitter=0.35)
    add("warped-4x4", (128, 96), 5, 4, 4, jitter=0.4)
    add("warped-5x4", (128, 128), 6, 5, 4, jitter=0.3)
    add("handles-3x3", (96, 96), 7, 3, 3, jitter=0.2, handles=0.08)
    add("handles-4x3", (128, 96), 8, 4, 3, jitter=0.25, handles=0.06)
    add("inset-3x3", (96, 80), 9, 3, 3, jitter=0.3, inset=0.12, edge_jitter=0.04, background="#203040")
    add("inset-handles-4x4", (128, 96), 10, 4, 4, jitter=0.25, inset=0.1, edge_jitter=0.03, handles=0.06, background="#f0e8d0")
    # A patch that folds over itself: its left edge bulges past its right edge, so part of the
    # frame is covered twice, by small u (drawn first) and by large u (on top).
    rng = random.Random(11)
    result.append(("folded-2x2", 96, 96, {
        "width": 2, "height": 2,
        "points": [{"position": [0.1, 0.1], "bottomControlPoint": [1.3, 0.35]}, [0.75, 0.1],
                   {"position": [0.1, 0.9], "topControlPoint": [1.3, 0.65]}, [0.75, 0.9]],
        "colors": [color(rng) for _ in range(4)], "background": "#101010", "smoothsColors": False, "colorSpace": "device"}))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=OUT)
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--check", action="store_true", help="compare with the files in --out instead of writing")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    version = cairo_version()
    print(f"cairo {version}, numpy {np.__version__}, supersampled {SUPERSAMPLE}x")
    failed = 0
    manifest = []
    files = {}
    for name, width, height, mesh in cases():
        if args.only and name not in args.only:
            continue
        files[f"{name}.json"] = (json.dumps({"mesh": mesh}, indent=1) + "\n").encode()
        files[f"{name}.png"] = png(render(mesh, width, height))
        entry = {"name": name, "width": width, "height": height, "mask": "background" in mesh}
        if entry["mask"]:
            # Where the mesh reaches: the same patches in white over black.
            white = dict(mesh, colors=["#ffffff"] * len(mesh["colors"]), background="#000000")
            files[f"{name}.mask.png"] = png(render(white, width, height))
        manifest.append(entry)
    if not args.only:
        files["cases.json"] = (json.dumps(manifest, indent=1) + "\n").encode()
        files["cairo-version.txt"] = f"cairo {version} (Debian libcairo2), numpy {np.__version__}, supersampled {SUPERSAMPLE}x\n".encode()
    for file, data in files.items():
        path = os.path.join(args.out, file)
        if args.check:
            try:
                with open(path, "rb") as f:
                    same = f.read() == data
            except FileNotFoundError:
                same = False
            print(f"{'same' if same else 'DIFFERS'}  {file}")
            failed += 0 if same else 1
        else:
            with open(path, "wb") as f:
                f.write(data)
            print(f"wrote {file}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
