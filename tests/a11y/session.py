"""The game under Xvfb with the accessibility bus, for the tests that read its tree through
AT-SPI (handover.py, round.py). Run them inside a D-Bus session (dbus-run-session)."""

import contextlib
import os
import subprocess
import tempfile
import time

import pyatspi
from gi.repository import Gio


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


@contextlib.contextmanager
def running(game, args):
    """The game started with `args` on a fresh Xvfb and accessibility bus, in a home of its own:
    yields (its node on the bus, that home)."""
    xvfb, display = start_xvfb()
    home = tempfile.mkdtemp(prefix="cozen-a11y-")
    env = dict(os.environ, DISPLAY=display, HOME=home, XDG_RUNTIME_DIR=home,
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"),
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
    env.pop("QT_QPA_PLATFORM", None)
    # The game speaks the system's language: English here, whatever the machine's.
    env.update(LANG="C.UTF-8", LANGUAGE="")
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app_process = None
    try:
        wait_for_bus()
        app_process = subprocess.Popen([game] + [a.replace("{home}", home) for a in args], env=env,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        app = find_app("cozen")
        if app is None:
            raise SystemExit("FAIL: the game did not appear on the accessibility bus")
        yield app, home
    finally:
        if app_process:
            app_process.terminate()
            app_process.wait(10)
        bus.terminate()
        xvfb.terminate()
