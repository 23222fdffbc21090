#!/usr/bin/env python3
"""Renders every CSS conformance case in headless Chromium and writes the reference PNGs.

Usage: Scripts/css-references.py [--chromium PATH] [--cases FILE] [--color-scheme light|dark] [--only NAME ...]

Reads Tests/GradientIntegrationTests/Fixtures/css/cases.txt (one case a line:
`name | WxH | css`, `#` starts a comment) and writes `<name>.png` beside it: a div of
exactly W x H CSS pixels whose `background-image` is the case's CSS, captured through the
DevTools protocol (`--remote-debugging-pipe`) with a clip of exactly that box at scale 1,
on a transparent page. (A plain `--screenshot --window-size` capture leaves rows
unpainted at some heights, so it is not used.) `--color-scheme dark` gives the div
`color-scheme: dark`, for the cases of system colours and `light-dark()` on a dark page
(`Fixtures/css/dark/cases.txt`). Standard library only.
"""
import argparse
import base64
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.path.join(ROOT, "Tests", "GradientIntegrationTests", "Fixtures", "css", "cases.txt")
FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
         "--force-color-profile=srgb", "--hide-scrollbars", "--remote-debugging-pipe",
         "--no-first-run", "--no-default-browser-check", "about:blank"]


def read_cases(path):
    cases = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name, size, css = (part.strip() for part in line.split("|", 2))
            w, h = (int(v) for v in size.split("x"))
            cases.append((name, w, h, css))
    return cases


class Browser:
    """Headless Chromium driven over the DevTools pipe (NUL-separated JSON on fds 3 and 4)."""

    def __init__(self, executable, user_dir):
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def setup():
            # Move both ends out of the way first, so neither dup2 clobbers the other.
            r, w = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(r, 3)
            os.dup2(w, 4)

        self.proc = subprocess.Popen(
            [executable, "--user-data-dir=" + user_dir] + FLAGS, pass_fds=(3, 4),
            preexec_fn=setup, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # setup() runs in the child before exec and puts the pipe ends at 3 and 4, which
        # pass_fds keeps open.
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_child, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open_page(self):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = self.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}, session=False)
        self.session = attached["sessionId"]
        self.send("Page.enable")
        self.send("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
        self.frame = self.send("Page.getFrameTree")["frameTree"]["frame"]["id"]

    def render(self, css, width, height, scheme="light"):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": max(width, 64), "height": max(height, 64), "deviceScaleFactor": 1, "mobile": False})
        html = ("<!DOCTYPE html><html><head><style>html,body{margin:0;background:transparent}"
                f"#g{{width:{width}px;height:{height}px;color-scheme:{scheme};background-image:{css}}}</style></head>"
                "<body><div id=g></div></body></html>")
        self.send("Page.setDocumentContent", {"frameId": self.frame, "html": html})
        # Two animation frames so that style, layout and paint have happened.
        self.send("Runtime.evaluate", {
            "expression": "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r("
                          "getComputedStyle(document.getElementById('g')).backgroundImage))))",
            "awaitPromise": True, "returnByValue": True})
        computed = self.send("Runtime.evaluate", {
            "expression": "getComputedStyle(document.getElementById('g')).backgroundImage",
            "returnByValue": True})["result"]["value"]
        if computed == "none":
            raise RuntimeError(f"Chromium rejects the CSS: {css}")
        shot = self.send("Page.captureScreenshot", {
            "format": "png", "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
            "captureBeyondViewport": False, "fromSurface": True})
        return base64.b64decode(shot["data"])

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except RuntimeError:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", default="/usr/lib/chromium/chromium")
    parser.add_argument("--cases", default=CASES)
    parser.add_argument("--only", nargs="*", help="render only these cases")
    parser.add_argument("--color-scheme", choices=["light", "dark"], default="light",
                        help="the div's color-scheme (default light)")
    parser.add_argument("--out", help="directory for the PNGs (default: beside the cases file)")
    args = parser.parse_args()
    out = args.out or os.path.dirname(os.path.abspath(args.cases))
    cases = read_cases(args.cases)
    if args.only:
        cases = [c for c in cases if c[0] in args.only]
    user_dir = os.path.join("/tmp", f"css-references-{os.getpid()}")
    browser = Browser(args.chromium, user_dir)
    try:
        browser.open_page()
        for name, w, h, css in cases:
            png = browser.render(css, w, h, args.color_scheme)
            with open(os.path.join(out, name + ".png"), "wb") as f:
                f.write(png)
            print(f"{name}: {w}x{h}")
    finally:
        browser.close()


if __name__ == "__main__":
    sys.exit(main())
