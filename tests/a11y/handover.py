#!/usr/bin/python3
"""What a screen reader reads while the hand-over screen shows (issue 9).

Run inside a D-Bus session (dbus-run-session): starts Xvfb and the accessibility bus, then the game
with --players "Ann,Ben", and reads its accessibility tree through AT-SPI, as Orca would:
  - while the screen waits for the next person, the tree names that person, and no node names a
    card (by code, "4S", or as shown, "4♠");
  - the person's button, pressed through AT-SPI, gives them the table.

  dbus-run-session -- /usr/bin/python3 tests/a11y/handover.py build/app/game/cozen
"""

import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import Gio

CARD = re.compile(r"(?<![0-9A-Za-z])(10|[2-9AJQK])[CDHS\u2663\u2666\u2665\u2660](?![0-9A-Za-z])")


def start_xvfb():
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24"],
                            pass_fds=[write], stderr=subprocess.DEVNULL)
    os.close(write)
    display = b""
    while not display.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise SystemExit("Xvfb did not start")
        display += chunk
    os.close(read)
    return xvfb, ":" + display.decode().strip()


def wait_for_bus(timeout=30):
    """Until the accessibility bus answers: Qt looks for it once, as the game starts."""
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    end = time.time() + timeout
    while True:
        try:
            session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                              None, Gio.DBusCallFlags.NONE, 2000, None)
            return
        except Exception:
            if time.time() > end:
                raise SystemExit("FAIL: the accessibility bus did not start")
            time.sleep(0.2)


def find_app(name, timeout=60):
    end = time.time() + timeout
    while time.time() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name and app.name.lower() == name:
                return app
        time.sleep(0.3)
    return None


def nodes(node, out=None):
    """Every node under `node`: (role, name, text, showing)."""
    if out is None:
        out = []
    text = ""
    try:
        text = node.queryText().getText(0, -1)
    except NotImplementedError:
        pass
    showing = node.getState().contains(pyatspi.STATE_SHOWING)
    out.append((node.getRoleName(), node.name or "", text or "", showing))
    for child in node:
        if child is not None:
            nodes(child, out)
    return out


def wait_for(app, predicate, what, timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        tree = nodes(app)
        if predicate(tree):
            return tree
        time.sleep(0.3)
    dump = "\n".join(f"  [{r}] {n!r} {t!r}{'' if s else ' (not showing)'}" for r, n, t, s in nodes(app))
    raise SystemExit(f"FAIL: {what}; the tree:\n{dump}")


def main():
    game = sys.argv[1]
    xvfb, display = start_xvfb()
    home = tempfile.mkdtemp(prefix="cozen-a11y-")
    env = dict(os.environ, DISPLAY=display, HOME=home, XDG_RUNTIME_DIR=home,
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"),
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
    env.pop("QT_QPA_PLATFORM", None)
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for_bus()
    app_process = subprocess.Popen([game, "--players", "Ann,Ben"], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        app = find_app("cozen")
        if app is None:
            raise SystemExit("FAIL: the game did not appear on the accessibility bus")
        # The hand-over screen: the first person named (Red, Ann, or Black, Ben: who starts is
        # drawn), and no card anywhere in the tree, shown or not.
        tree = wait_for(app, lambda t: any(s and re.search(r"Pass to (Ann|Ben)", n) for _, n, _, s in t),
                        "the hand-over screen names the person")
        heading = next(n for _, n, _, s in tree if s and n.startswith("Pass to"))
        person = "Ann" if "Ann" in heading else "Ben"
        other = "Ben" if person == "Ann" else "Ann"
        buttons = [n for r, n, _, s in tree if s and r == "push button" and person in n]
        if not buttons:
            raise SystemExit(f"FAIL: no button for {person} to take the screen")
        if any(s and other in n + t for _, n, t, s in tree):
            raise SystemExit(f"FAIL: the hand-over screen for {person} also names {other}")
        cards = sorted({m.group(0) for _, n, t, _ in tree for m in CARD.finditer(n + " " + t)})
        if cards:
            raise SystemExit(f"FAIL: the hand-over screen's tree names cards: {cards}")
        print(f"hand-over: '{heading}', button '{buttons[0]}', {len(tree)} nodes, no card")

        # The person presses their button through AT-SPI, as a screen reader user would. The screen
        # ignores presses for its first second (a second Enter meant for the move just played), so
        # press until it goes, as a person would.
        def press(node):
            if node.getRoleName() == "push button" and person in (node.name or ""):
                action = node.queryAction()
                names = [action.getName(i) for i in range(action.nActions)]
                action.doAction(names.index("Press") if "Press" in names else 0)
                return True
            return any(press(child) for child in node if child is not None)

        def gone(tree):
            return not any(s and n.startswith("Pass to") for _, n, _, s in tree)
        end = time.time() + 15
        while not gone(nodes(app)):
            if time.time() > end:
                wait_for(app, gone, "the hand-over screen goes once the person takes the screen", 0)
            press(app)
            time.sleep(0.5)
        print(f"{person} took the screen")
    finally:
        app_process.terminate()
        app_process.wait(10)
        bus.terminate()
        xvfb.terminate()
    print("PASS")


if __name__ == "__main__":
    main()
