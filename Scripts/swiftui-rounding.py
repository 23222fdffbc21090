#!/usr/bin/env python3
"""Rounding models tried, and rejected, for where SwiftUI's renders leave OKLab
(Docs/swiftui-model.md, "What was tried and rejected").

The angular render sml-angular-basic-3x changes colour in steps of t (section 3 of
Scripts/swiftui-refs.py); grouping its pixels by step gives one colour per step, measured to
about 0.1 level. Each model below computes those colours from the gradient's stops and is
scored by the mean |difference| over every step and channel (levels), against exact OKLab in
double precision:

  1. the colour arithmetic in 16-bit floats (numpy float16 after every operation), in every
     combination of: t to u in half or single precision, the stops' OKLab values in half or
     single, the mix in three forms, each 3x3 matrix product in four operation orders or in
     single precision, the cube in half or single (scored on the steps of the red-to-green
     segment, where the red and blue channels are most sensitive);
  2. the steps' colours stored in a coarser format and converted back: 8, 10, 12, 16-bit
     unsigned, half floats, or the extended-range 10-bit format, in sRGB, Display P3, Rec.
     2020 (each encoded or linear), XYZ, LMS, LMS^(1/3) or OKLab;
  3. a 3x3 matrix on linear light after the mix, fitted to the steps (least squares).

Needs numpy, Pillow and scipy. Run from the repository: `python3 Scripts/swiftui-rounding.py`.
"""

import importlib.util
import itertools
import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("refs", os.path.join(HERE, "swiftui-refs.py"))
refs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(refs)

half = lambda x: np.asarray(x, np.float64).astype(np.float16).astype(np.float64)
single = lambda x: np.asarray(x, np.float64).astype(np.float32).astype(np.float64)
M1, M2 = refs.OK_M1, refs.OK_M2
M1I, M2I = np.linalg.inv(M1), np.linalg.inv(M2)


def oklab(c):
    return np.cbrt(refs.srgb_to_linear(np.asarray(c, float)) @ M1.T) @ M2.T


def steps():
    """The render's colour per step of t (t about k / 4096), and each step's mean t."""
    ref, png = refs.load("sml-angular-basic-3x")
    t = refs.positions(ref, *png.shape[:2])
    img = png[..., :3].astype(float)
    k = np.floor(t * 4096 + 0.15).astype(int)
    ks, colors, ts = [], [], []
    for kk in np.unique(k):
        sel = k == kk
        if sel.sum() >= 8:
            ks.append(kk)
            colors.append(img[sel].mean(0))
            ts.append(t[sel].mean())
    return np.array(ks), np.array(colors), np.array(ts), refs.stops(ref)


def product(matrix, v, order):
    """matrix · v row by row, rounding to half after each operation in the given order."""
    if order == "single":
        return single(v @ matrix.T)
    m = half(matrix)
    rows = []
    for r in range(3):
        if order == "products":
            acc = half(half(half(m[r, 0] * v[:, 0]) + half(m[r, 1] * v[:, 1])) + half(m[r, 2] * v[:, 2]))
        elif order == "fma xyz":
            acc = half(m[r, 0] * v[:, 0])
            acc = half(acc + m[r, 1] * v[:, 1])
            acc = half(acc + m[r, 2] * v[:, 2])
        elif order == "fma zyx":
            acc = half(m[r, 2] * v[:, 2])
            acc = half(acc + m[r, 1] * v[:, 1])
            acc = half(acc + m[r, 0] * v[:, 0])
        else:  # "pairs": the first two fused, the third added
            acc = half(half(m[r, 0] * v[:, 0] + m[r, 1] * v[:, 1]) + half(m[r, 2] * v[:, 2]))
        rows.append(acc)
    return np.stack(rows, 1)


def half_arithmetic(t, c0, c1, l0, l1, u_mode, stop_mode, mix_mode, m2, cube, m1):
    if u_mode == "half":
        u = half(half(t - half(l0)) / half(half(l1) - half(l0)))
    else:
        u = single((t - l0) / (l1 - l0))
    a, b = oklab(c0), oklab(c1)
    if stop_mode == "half":
        a, b = half(a), half(b)
    u = u[:, None]
    if mix_mode == "a+(b-a)u fused":
        lab = half(a + half(b - a) * u)
    elif mix_mode == "a+(b-a)u":
        lab = half(a + half(half(b - a) * u))
    elif mix_mode == "a(1-u)+bu":
        lab = half(half(a * half(1 - u)) + half(b * u))
    else:
        lab = single(a + (b - a) * u)
    lms = product(M2I, lab, m2)
    lms3 = half(half(lms * lms) * lms) if cube == "half" else single(lms ** 3)
    return np.clip(refs.linear_to_srgb(product(M1I, lms3, m1)), 0, 1) * 255


def main():
    ks, colors, ts, (stop_colors, locations) = steps()
    exact = refs.ramp(stop_colors, locations, ts, refs.SPACES["OKLab"])
    print(f"{len(ks)} steps; exact OKLab (double): mean {np.abs(exact - colors).mean():.3f} levels")

    # 1. Half-precision arithmetic, on the red-to-green segment.
    seg = ts < 1 / 3
    base = np.abs(exact[seg] - colors[seg]).mean()
    results = []
    orders = ["single", "products", "fma xyz", "fma zyx", "pairs"]
    for cfg in itertools.product(["half", "single"], ["half", "single"], ["a+(b-a)u fused", "a+(b-a)u", "a(1-u)+bu", "single"],
                                 orders, ["half", "single"], orders):
        model = half_arithmetic(ts[seg], stop_colors[0], stop_colors[1], locations[0], locations[1], *cfg)
        results.append((np.abs(model - colors[seg]).mean(), cfg))
    results.sort(key=lambda r: r[0])
    print(f"\n1. Half-precision arithmetic, {len(results)} variants, red-to-green steps (exact OKLab: {base:.3f})")
    for score, cfg in results[:5]:
        print(f"   {score:.3f}  {cfg}")
    print(f"   worst {results[-1][0]:.3f}")

    # 2. Storage of the steps' colours in a coarser format.
    xyz = refs.SRGB_TO_XYZ
    p3 = np.linalg.inv(np.array([[0.4865709486, 0.2656676932, 0.1982172852], [0.2289745641, 0.6917385218, 0.0792869141],
                                 [0.0, 0.0451133819, 1.0439443689]])) @ xyz
    rec2020 = np.linalg.inv(np.array([[0.6369580483, 0.1446169036, 0.1688809752], [0.2627002120, 0.6779980715, 0.0593017165],
                                      [0.0, 0.0280726930, 1.0609850577]])) @ xyz
    enc, dec = refs.linear_to_srgb, refs.srgb_to_linear
    spaces = {
        "sRGB": (lambda l: enc(l), lambda e: dec(e)),
        "linear sRGB": (lambda l: l, lambda e: e),
        "Display P3": (lambda l: enc(l @ p3.T), lambda e: dec(e) @ np.linalg.inv(p3).T),
        "linear P3": (lambda l: l @ p3.T, lambda e: e @ np.linalg.inv(p3).T),
        "Rec. 2020": (lambda l: enc(l @ rec2020.T), lambda e: dec(e) @ np.linalg.inv(rec2020).T),
        "XYZ": (lambda l: l @ xyz.T, lambda e: e @ np.linalg.inv(xyz).T),
        "LMS": (lambda l: l @ M1.T, lambda e: e @ M1I.T),
        "LMS^(1/3)": (lambda l: np.cbrt(l @ M1.T), lambda e: (e ** 3) @ M1I.T),
        "OKLab": (lambda l: np.cbrt(l @ M1.T) @ M2.T, lambda e: ((e @ M2I.T) ** 3) @ M1I.T),
    }
    formats = {
        "u8": lambda e: np.round(e * 255) / 255, "u10": lambda e: np.round(e * 1023) / 1023,
        "u12": lambda e: np.round(e * 4095) / 4095, "u16": lambda e: np.round(e * 65535) / 65535,
        "half": half, "xr10": lambda e: (np.round(e * 510 + 384) - 384) / 510,
    }
    linear = dec(exact / 255)
    print("\n2. The steps' colours stored in a coarser format (mean over all steps; none is more than 0.003 below exact)")
    for name, (to, back) in spaces.items():
        cells = []
        for fmt, q in formats.items():
            with np.errstate(invalid="ignore"):
                model = np.clip(enc(back(q(to(linear)))), 0, 1) * 255
            cells.append(f"{fmt} {np.nanmean(np.abs(model - colors)):.3f}")
        print(f"   {name:12s} " + ", ".join(cells))

    # 3. A matrix on linear light, fitted.
    from scipy.optimize import least_squares

    def residual(m):
        model = np.clip(enc(np.clip(linear @ (np.eye(3) + m.reshape(3, 3)).T, 0, None)), 0, 1) * 255
        return (model - colors).ravel()

    fit = least_squares(residual, np.zeros(9), loss="soft_l1", f_scale=1.0)
    print(f"\n3. A 3x3 matrix on linear light after the mix, fitted to the steps: mean {np.abs(residual(fit.x)).mean():.3f} "
          f"(exact OKLab {np.abs(exact - colors).mean():.3f}); matrix - identity:")
    print(np.round(fit.x.reshape(3, 3), 5))


if __name__ == "__main__":
    main()
