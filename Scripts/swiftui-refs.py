#!/usr/bin/env python3
"""The analysis behind the `swiftui` interpolation (Docs/swiftui-model.md).

Reads the SwiftUI renders in ../shared/swiftui-refs (each <name>.png with <name>.json giving
its parameters) and prints the figures the document quotes:

  1. mixing spaces: how far each candidate space's exact colours (no dithering) lie from
     each render, so the space is chosen on the pictures and not on faith;
  2. the dithering: the period of SwiftUI's noise pattern and its size;
  3. the steps in t: the angular render's colour changes in steps, and how wide they are;
  4. where the renders leave OKLab: the stop colours, the rows of the basic linear render
     that jump, the levels of the translucent render;
  5. the translucent render's levels against 8-bit premultiplied storage;
  6. the iOS 26.2 render: each segment against OKLab and against straight pieces through it.

Needs Python 3 with numpy and Pillow (`pip install numpy pillow`). Run from the repository:
`python3 Scripts/swiftui-refs.py` (or give the folder: `python3 Scripts/swiftui-refs.py DIR`).
"""

import glob
import json
import math
import os
import sys

import numpy as np
from PIL import Image

REFS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..", "shared", "swiftui-refs")

# --- colour spaces --------------------------------------------------------------------------


def srgb_to_linear(c):
    a = np.abs(c)
    return np.sign(c) * np.where(a <= 0.04045, a / 12.92, ((a + 0.055) / 1.055) ** 2.4)


def linear_to_srgb(c):
    a = np.abs(c)
    return np.sign(c) * np.where(a <= 0.0031308, a * 12.92, 1.055 * a ** (1 / 2.4) - 0.055)


# OKLab (Björn Ottosson, 2021 constants): linear sRGB -> LMS, then cube roots.
OK_M1 = np.array([[0.4122214708, 0.5363325363, 0.0514459929],
                  [0.2119034982, 0.6806995451, 0.1073969566],
                  [0.0883024619, 0.2817188376, 0.6299787005]])
OK_M2 = np.array([[0.2104542553, 0.7936177850, -0.0040720468],
                  [1.9779984951, -2.4285922050, 0.4505937099],
                  [0.0259040371, 0.7827717662, -0.8086757660]])
SRGB_TO_XYZ = np.array([[0.4123907993, 0.3575843394, 0.1804807884],
                        [0.2126390059, 0.7151686788, 0.0721923154],
                        [0.0193308187, 0.1191947798, 0.9505321522]])
D65 = np.array([0.95047, 1.0, 1.08883])


def power_space(matrix, p):
    """Mixing in (matrix · linear)^(1/p): OKLab is OK_M1 with p = 3 (OK_M2 is linear, so
    it does not change a straight-line mix); plain linear light is p = 1."""
    inverse = np.linalg.inv(matrix)

    def to(c):
        v = srgb_to_linear(c) @ matrix.T
        return np.sign(v) * np.abs(v) ** (1 / p)

    def back(v):
        return linear_to_srgb((np.sign(v) * np.abs(v) ** p) @ inverse.T)

    return to, back


def lab_space():
    """CIE Lab (D65 white)."""
    e, k = 216 / 24389, 24389 / 27

    def to(c):
        xyz = srgb_to_linear(c) @ SRGB_TO_XYZ.T / D65
        f = np.where(xyz > e, np.cbrt(xyz), (k * xyz + 16) / 116)
        return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)

    def back(lab):
        fy = (lab[..., 0] + 16) / 116
        fx, fz = fy + lab[..., 1] / 500, fy - lab[..., 2] / 200

        def inv(f):
            return np.where(f ** 3 > e, f ** 3, (116 * f - 16) / k)

        xyz = np.stack([inv(fx), inv(fy), inv(fz)], -1) * D65
        return linear_to_srgb(xyz @ np.linalg.inv(SRGB_TO_XYZ).T)

    return to, back


def oklch_space():
    """OKLCH, shorter hue."""
    to_ok, back_ok = power_space(OK_M1, 3)

    def to(c):
        lab = to_ok(c) @ OK_M2.T
        return np.stack([lab[..., 0], np.hypot(lab[..., 1], lab[..., 2]), np.arctan2(lab[..., 2], lab[..., 1])], -1)

    def back(v):
        lab = np.stack([v[..., 0], v[..., 1] * np.cos(v[..., 2]), v[..., 1] * np.sin(v[..., 2])], -1)
        return back_ok(lab @ np.linalg.inv(OK_M2).T)

    return to, back


SPACES = {
    "srgb (encoded)": (lambda c: c, lambda v: v),
    "linear sRGB": power_space(np.eye(3), 1),
    "linear^(1/1.8) (Core Animation's exponent)": power_space(np.eye(3), 1.8),
    "CIE Lab": lab_space(),
    "OKLCH": oklch_space(),
    "OKLab": power_space(OK_M1, 3),
    "OKLab LMS^(1/2.8)": power_space(OK_M1, 2.8),
    "OKLab LMS^(1/2.9)": power_space(OK_M1, 2.9),
    "OKLab LMS^(1/3.1)": power_space(OK_M1, 3.1),
    "OKLab LMS^(1/3.2)": power_space(OK_M1, 3.2),
}


def ramp(colors, locations, t, space):
    """Straight (the renders' stops share one alpha) mixing of the stops at positions t."""
    to, back = space
    t = np.clip(t, 0, 1)
    out = np.zeros(t.shape + (3,))
    for i in range(len(colors) - 1):
        inside = (t >= locations[i]) & (t <= locations[i + 1])
        u = ((t[inside] - locations[i]) / (locations[i + 1] - locations[i]))[:, None]
        a, b = to(np.array(colors[i], float)), to(np.array(colors[i + 1], float))
        if space is SPACES["OKLCH"]:
            b = b.copy()
            b[2] = a[2] + (b[2] - a[2] + math.pi) % (2 * math.pi) - math.pi
        out[inside] = back(a + (b - a) * u)
    return np.clip(out, 0, 1) * 255


# --- the references -------------------------------------------------------------------------


def load(name):
    ref = json.load(open(os.path.join(REFS, name + ".json")))
    png = np.asarray(Image.open(os.path.join(REFS, name + ".png")).convert("RGBA")).astype(np.int32)
    return ref, png


def stops(ref):
    p = ref["parameters"]
    if "equivalent_visible_gradient" in p:
        s = p["equivalent_visible_gradient"]["stops"]
        return [x["rgba"][:3] for x in s], [x["location"] for x in s]
    colors = [c["rgba"][:3] for c in p["colors"]]
    return colors, [i / (len(colors) - 1) for i in range(len(colors))]


def positions(ref, height, width):
    """t at every pixel centre, SwiftUI's geometry in points (docs: unit points mapped into
    the frame; radii in points; angles from +x, clockwise on screen)."""
    scale = ref["scale"]
    fw, fh = ref["frame_points"]
    y, x = (np.mgrid[0:height, 0:width] + 0.5) / scale
    p = ref["parameters"]
    kind = ref["kind"]
    if kind == "linear":
        s, e = p["startPoint"]["unit_point"], p["endPoint"]["unit_point"]
        s, e = np.array([s[0] * fw, s[1] * fh]), np.array([e[0] * fw, e[1] * fh])
        d = e - s
        return ((x - s[0]) * d[0] + (y - s[1]) * d[1]) / (d @ d)
    c = p["center"]["unit_point"]
    dx, dy = x - c[0] * fw, y - c[1] * fh
    if kind == "radial":
        return (np.hypot(dx, dy) - p["startRadius"]) / (p["endRadius"] - p["startRadius"])
    if kind == "angular":
        a0, a1 = math.radians(p["startAngle_deg"]), math.radians(p["endAngle_deg"])
        return np.mod(np.arctan2(dy, dx) - a0, 2 * math.pi) / (a1 - a0)
    raise ValueError(kind)


def triple(v):
    return "(" + ", ".join(f"{x:.2f}" for x in v) + ")"


def figures(model, png):
    d = np.abs(model - png[..., :3])
    worst = d.max(axis=2)
    return d.mean(), (worst <= 1).mean() * 100, (worst <= 2).mean() * 100, d.max()


def main():
    names = sorted(os.path.basename(f)[:-5] for f in glob.glob(os.path.join(REFS, "*.json")))
    if not names:
        sys.exit(f"no references in {REFS}")
    cases = {n: load(n) for n in names}

    print("1. Mixing spaces: exact colours (no dithering) against each render")
    print("   mean |difference| in levels / % of pixels within 2 levels")
    for space_name, space in SPACES.items():
        row = []
        for n, (ref, png) in cases.items():
            colors, locations = stops(ref)
            t = positions(ref, *png.shape[:2])
            model = ramp(colors, locations, t.ravel(), space).reshape(png.shape[:2] + (3,))
            mean, _, w2, _ = figures(model, png)
            row.append(f"{mean:6.2f}/{w2:5.1f}")
        print(f"   {space_name:44s} " + " ".join(row))
    print("   columns: " + ", ".join(names))

    ref, png = cases["sml-linear-basic-3x"]
    rgb = png[..., :3].astype(float)
    rows = rgb.mean(axis=1)
    noise = rgb - rows[:, None, :]
    print("\n2. Dithering (sml-linear-basic-3x: each row is one colour, so a pixel minus its row mean is noise)")
    g = noise[..., 1]
    for lag in (1, 16, 31, 32, 64):
        print(f"   correlation of the noise with itself {lag:2d} px to the right: {np.mean(g[:, :-lag] * g[:, lag:]) / np.mean(g * g):6.3f}")
    print(f"   noise std per channel: {np.round(noise.std(axis=(0, 1)), 3)} levels (rounding alone: 0.29; ±1 triangular: 0.50)")
    ch = noise.reshape(-1, 3)
    print(f"   correlation between channels: {np.round(np.corrcoef(ch.T)[0, 1:], 3)}, {np.round(np.corrcoef(ch.T)[1, 2], 3)}")

    ref, png = cases["sml-angular-basic-3x"]
    t = positions(ref, *png.shape[:2])
    img = png[..., :3].astype(float)
    print("\n3. Steps in t (sml-angular-basic-3x): pixels grouped by t on a grid of a given step; the")
    print("   spread of the colours within a group falls to the dithering's (about 0.47) once the grid is")
    print("   as fine as the render's own steps (best phase of the grid shown)")

    def spread(sel, size):
        best = None
        for offset in np.arange(0, 1, 0.05):
            k = np.floor(t[sel] * size + offset).astype(int)
            v = img[sel]
            total, count = 0.0, 0
            for kk in np.unique(k):
                group = v[k == kk]
                if len(group) > 3:
                    total += ((group - group.mean(0)) ** 2).sum()
                    count += (len(group) - 1) * 3
            value = math.sqrt(total / count)
            best = min(best or (value, offset), (value, offset))
        return best

    for lo, hi, where in ((0.30, 1 / 3, "t in 0.30...1/3 (red falls to 0)"), (0.64, 2 / 3, "t in 0.64...2/3 (green falls to 0)")):
        sel = (t > lo) & (t < hi)
        cells = ", ".join(f"1/{size}: {spread(sel, size)[0]:.3f}" for size in (1024, 2048, 4096, 8192))
        print(f"   {where:36s} {cells}")
    phase = spread((t > 0.30) & (t < 1 / 3), 4096)[1]
    k = np.floor(t * 4096 + phase).astype(int)
    exact = ramp(*stops(ref), t.ravel(), SPACES["OKLab"]).reshape(img.shape)
    print(f"   steps k around the green stop (t = 1/3 = 1365.33/4096; grid phase {phase:.2f}):")
    print("   render (mean of the step's pixels) / OKLab at the same pixels")
    for kk in range(1352, 1369):
        sel = k == kk
        if sel.sum():
            print(f"   {kk:5d}: {triple(img[sel].mean(0))} / {triple(exact[sel].mean(0))}")

    ref, png = cases["sml-linear-basic-3x"]
    t = (np.arange(png.shape[0]) + 0.5) / 300
    exact = ramp(*stops(ref), t, SPACES["OKLab"])
    rows = png[..., :3].mean(axis=1)
    print("\n4. Rows of sml-linear-basic-3x (mean of 300 px) against OKLab: blue between red and green, red before green")
    for y in (60, 61, 72, 88, 89, 92, 93, 96, 98, 99):
        print(f"   row {y:3d}: render {triple(rows[y])}  OKLab {triple(exact[y])}")
    off = np.abs(rows - exact).max(axis=1)
    print(f"   rows whose mean is off OKLab by more than 1 level: {(off > 1).sum()} of {len(off)}, more than 2: {(off > 2).sum()}"
          f" (no dither of ours brings a row more than 2 off within 2 levels)")

    ref, png = cases["sml-linear-alpha-3x"]
    levels = set(np.unique(png[..., :3]).tolist())
    stored = {int(math.floor(p * 255 / 128 + 0.5)) for p in range(129)}
    print(f"\n5. sml-linear-alpha-3x: alpha {np.unique(png[..., 3])}; {len(levels)} colour levels occur, "
          f"{len(levels & stored)} of them among the {len(stored)} that 8-bit premultiplied storage at alpha 128 reads back")

    ref, png = cases["glb-swiftui-default-ios26-3x"]
    colors, locations = stops(ref)
    t = positions(ref, *png.shape[:2])[0]
    columns = png[..., :3].mean(axis=0)
    ok = SPACES["OKLab"]
    print("\n6. glb-swiftui-default-ios26-3x (iOS 26.2): each segment against OKLab, and against n straight")
    print("   pieces in encoded sRGB through OKLab's colours at 0, 1/n, ... 1 (column means; mean |difference|)")
    models = {"OKLab": ramp(colors, locations, t, ok)}
    for n in (2, 3, 4):
        sub_colors, sub_locations = [], []
        for i in range(len(colors) - 1):
            for k in range(n):
                sub_colors.append(ramp([colors[i], colors[i + 1]], [0, 1], np.array([k / n]), ok)[0] / 255)
                sub_locations.append(locations[i] + (locations[i + 1] - locations[i]) * k / n)
        models[f"{n} pieces"] = ramp(sub_colors + [colors[-1]], sub_locations + [locations[-1]], t, SPACES["srgb (encoded)"])
    for name, model in models.items():
        cells = [np.abs(model - columns)[(t >= locations[i]) & (t < locations[i + 1])].mean() for i in range(len(colors) - 1)]
        print(f"   {name:9s} " + " ".join(f"{c:6.3f}" for c in cells) + f"   all {np.abs(model - columns).mean():.3f}")
    first = (t >= locations[0]) & (t < locations[1])
    u = (t[first] - locations[0]) / (locations[1] - locations[0])
    print("   green of the pink-to-purple segment, render / OKLab, every tenth of the way:")
    for k in range(0, 10):
        j = np.argmin(np.abs(u - k / 10))
        print(f"   u {u[j]:.2f}: {columns[first][j][1]:6.2f} / {models['OKLab'][first][j][1]:6.2f}")


if __name__ == "__main__":
    main()
