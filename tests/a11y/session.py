"""The game under Xvfb with the accessibility bus, for the tests that read its tree through
AT-SPI (handover.py, round.py). Run them inside a D-Bus session (dbus-run-session)."""

import contextlib
import os
import re
import socket
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import Gio


def _xvfb_once():
    read, write = os.pipe()
    # -noreset: without it the server resets as its last client leaves, and the probe below is a
    # client: the game connecting in that moment was refused ("could not connect to display").
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-noreset", "-screen", "0", "1280x800x24"],
                            pass_fds=[write], stderr=subprocess.DEVNULL)
    os.close(write)
    display = b""
    while not display.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            break
        display += chunk
    os.close(read)
    return xvfb, display.decode().strip()


def _accepts(number, timeout=5):
    """Whether the X server of display `number` takes a connection on its socket."""
    end = time.time() + timeout
    while time.time() < end:
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                s.connect(f"/tmp/.X11-unix/X{number}")
                return True
        except OSError:
            time.sleep(0.1)
    return False


def start_xvfb(attempts=3):
    """An Xvfb of its own, answering on its socket before the game is started (another test's
    X server starting or ending at the same moment can leave a display number that takes no
    connection: then another one)."""
    for _ in range(attempts):
        xvfb, number = _xvfb_once()
        if number and xvfb.poll() is None and _accepts(number):
            return xvfb, ":" + number
        xvfb.terminate()
        xvfb.wait(10)
    raise SystemExit("FAIL: Xvfb did not start")


def wait_for_bus(timeout=30):
    """Until the accessibility bus we started answers: Qt looks for it once, as the game starts.
    Never by D-Bus activation: a bus launcher started that way has no DISPLAY of ours, and racing
    ours for the bus's name it left the game and this test on two different buses (seen: the game
    never appeared, on a second attempt)."""
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    end = time.time() + timeout
    while True:
        try:
            session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                              None, Gio.DBusCallFlags.NO_AUTO_START, 2000, None)
            return
        except Exception:
            if time.time() > end:
                raise SystemExit("FAIL: the accessibility bus did not start")
            time.sleep(0.1)  # a poll


def find_app(name, timeout=60, gone=lambda: False):
    """The application `name` on the accessibility bus; None after `timeout`, or once `gone()`."""
    end = time.time() + timeout
    while time.time() < end and not gone():
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name and app.name.lower() == name:
                return app
        time.sleep(0.1)  # a poll
    return None


def _environment(display, home):
    env = dict(os.environ, DISPLAY=display, HOME=home, XDG_RUNTIME_DIR=home,
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"),
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
    env.pop("QT_QPA_PLATFORM", None)
    # The game speaks the system's language: English here, whatever the machine's.
    env.update(LANG="C.UTF-8", LANGUAGE="")
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    return env


# What the QML engine says when the table's own code fails at run time: a failure wherever it shows.
QML_ERROR = re.compile(r"\b(TypeError|ReferenceError|SyntaxError|RangeError)\b|Error:|Cannot assign|"
                       r"Unable to assign|is not a function|Cannot read property|non-existent property|"
                       r"Binding loop detected")


def qml_errors(log_path):
    """The lines of the game's log that are QML runtime errors."""
    with open(log_path, errors="replace") as f:
        return [line.rstrip() for line in f if QML_ERROR.search(line)]


ATTEMPT = "COZEN_A11Y_ATTEMPT"

# The game `running` started: its process and its X display (for keys typed as a person would).
current = {}


def type_keys(*keys):
    """Keys typed on the game's window, as a person would (xdotool on its X display)."""
    env = dict(os.environ, DISPLAY=current["display"])
    found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "Cozen"],
                           env=env, check=True, timeout=30, capture_output=True, text=True)
    # No window manager gives the window the keyboard: it is given it, then the keys are typed
    # (XTEST: to the window that has it, as a keyboard's would be).
    subprocess.run(["xdotool", "windowfocus", "--sync", found.stdout.split()[0]], env=env,
                   check=True, timeout=30)
    subprocess.run(["xdotool", "key", "--delay", "100"] + list(keys), env=env, check=True,
                   timeout=30)


def tree(root):
    """Every node under `root` (itself first), skipping the ones gone while the tree is walked."""
    stack = [root]
    while stack:
        node = stack.pop()
        try:
            yield node
            stack.extend(node.getChildAtIndex(i) for i in range(node.childCount))
        except Exception:  # a node gone while the tree is walked
            continue


def find(app, test, what, timeout=15):
    """The first node under `app` that passes `test`, waited for up to `timeout` seconds; the test
    fails, naming `what`, when none appears."""
    end = time.time() + timeout
    while time.time() < end:
        for node in tree(app):
            try:
                if test(node):
                    return node
            except Exception:  # a node gone while it is asked
                continue
        time.sleep(0.1)  # a poll: each pass walks the tree again
    raise SystemExit(f"FAIL: {what} is not in the tree")


def press(node):
    """A screen reader's press on `node`: its "Press" action, else its first."""
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("Press") if "Press" in names else 0)


@contextlib.contextmanager
def running(game, args, attempts=2):
    """The game started with `args` on a fresh Xvfb and accessibility bus, in a home of its own:
    yields (its node on the bus, that home). When the game does not appear on the bus (it could
    not reach its X server, another test run's starting or ending at the same moment on this
    machine; or, once seen in CI after a run was killed and left its X server and D-Bus behind,
    it never registered), the whole test starts again in a new process, on a new X server and
    bus: pyatspi keeps the first accessibility bus it met for the life of the process, so a
    second try in the same one looked on the old bus and never found the game. A real fault
    fails every time. A QML runtime error in the game's log (game.log in that home) fails the
    test once it is done."""
    attempt = int(os.environ.get(ATTEMPT, "0"))
    xvfb, display = start_xvfb()
    home = tempfile.mkdtemp(prefix="cozen-a11y-")
    env = _environment(display, home)
    env.pop(ATTEMPT, None)
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                           env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app_process = None

    def end():
        if app_process:
            app_process.terminate()
            app_process.wait(10)
        # Gone before another attempt's start: its bus must not answer for the next one.
        bus.terminate()
        bus.wait(10)
        xvfb.terminate()
        xvfb.wait(10)

    try:
        wait_for_bus()
        log_path = os.path.join(home, "game.log")
        with open(log_path, "w") as log:
            app_process = subprocess.Popen([game] + [a.replace("{home}", home) for a in args],
                                           env=env, stdout=log, stderr=subprocess.STDOUT)
        current.update(process=app_process, display=display)
        app = find_app("cozen", gone=lambda: app_process.poll() is not None)
        if app is None:
            with open(log_path) as f:
                said = f.read()
            state = "running" if app_process.poll() is None else f"gone, exit {app_process.returncode}"
            if attempt + 1 < attempts:
                print(f"a11y: the game did not appear on the bus (it is {state}); the test once more, "
                      f"in a new process (it printed: {said!r})", file=sys.stderr, flush=True)
                end()
                os.execve(sys.executable, [sys.executable] + sys.argv, dict(os.environ, **{ATTEMPT: str(attempt + 1)}))
            raise SystemExit("FAIL: the game did not appear on the accessibility bus (it is "
                             f"{state}; it printed:\n{said})")
        yield app, home
        errors = qml_errors(log_path)
        if errors:
            raise SystemExit("FAIL: the game's log has QML runtime errors:\n" + "\n".join(errors))
    finally:
        end()
