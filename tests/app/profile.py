#!/usr/bin/python3
"""The game window on a hostile or shared profile, as a player's machine may have it (issue 25):

1. named pipes (and a link to one) as the autosave, the statistics, the settings (Cozen.conf), the
   two lock files (QLockFile reads one that is there) and among the records: the game starts, saves a new game, sets each pipe aside and says why, where
   it used to wait forever at 0 % CPU;
2. a second copy on the same profile says the game is already open and ends, the first left as it
   was; the first killed (-9), its lock is stale and the next copy starts;
3. --help and --version answer without a display.
4. The game without a display (or with one that does not answer) says so and exits with 2.

  python3 tests/app/profile.py build/app/game/cozen
"""

import glob
import os
import signal
import subprocess
import sys
import tempfile
import time

GAME = os.path.abspath(sys.argv[1])


def fail(message):
    raise SystemExit("FAIL: " + message)


def profile(home):
    return dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
                XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_RUNTIME_DIR=home,
                QT_QPA_PLATFORM="offscreen", LANGUAGE="en", LC_ALL="C.UTF-8")


def wait_for(predicate, timeout, what):
    end = time.time() + timeout
    while time.time() < end:
        if predicate():
            return
        time.sleep(0.1)
    fail(what)


def start(env, log):
    return subprocess.Popen([GAME], env=env, stdout=subprocess.DEVNULL, stderr=log)


def text(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


with tempfile.TemporaryDirectory() as home:
    os.chmod(home, 0o700)
    env = profile(home)
    data = os.path.join(home, "data", "Cozen")
    config = os.path.join(home, "config", "Cozen")
    records = os.path.join(data, "records")
    for folder in (data, config, records):
        os.makedirs(folder)
    save = os.path.join(data, "autosave.json")
    os.mkfifo(save)
    os.mkfifo(os.path.join(data, "statistics.json"))
    os.mkfifo(os.path.join(config, "Cozen.conf"))
    os.mkfifo(os.path.join(config, "Cozen.conf.lock"))  # QLockFile reads one that is there
    os.mkfifo(os.path.join(data, "cozen.lock"))
    os.mkfifo(os.path.join(records, "a.json"))
    os.mkfifo(os.path.join(home, "elsewhere"))
    os.symlink(os.path.join(home, "elsewhere"), os.path.join(records, "b.json"))

    # 1. Every pipe set aside or left unopened; the new game saved as a regular file.
    first_log = open(os.path.join(home, "first.log"), "w+")
    first = start(env, first_log)
    wait_for(lambda: os.path.isfile(save) and os.path.getsize(save) > 0, 60,
             "the game did not save a new game over the pipe (waiting on a pipe?)")
    wait_for(lambda: "the statistics" in text(first_log.name), 30,
             "the statistics' pipe was not reported")
    log = text(first_log.name)
    for needle in ("the saved game " + save + " could not be read: cannot read " + save +
                   ": not a regular file (a named pipe)",
                   "not a regular file (a named pipe)",
                   "the settings " + os.path.join(config, "Cozen.conf") + " were a named pipe"):
        if needle not in log:
            fail(f"the log does not say {needle!r}:\n{log}")
    if not glob.glob(os.path.join(data, "autosave.damaged-*.json")):
        fail("the save's pipe was not set aside")
    if not glob.glob(os.path.join(data, "statistics.damaged-*.json")):
        fail("the statistics' pipe was not set aside")
    if not glob.glob(os.path.join(config, "Cozen.damaged-*.conf")):
        fail("the settings' pipe was not set aside")
    if not glob.glob(os.path.join(config, "Cozen.conf.damaged-*.lock")):
        fail("the settings' lock's pipe was not set aside")
    if not glob.glob(os.path.join(data, "cozen.damaged-*.lock")):
        fail("the game's lock's pipe was not set aside")
    if first.poll() is not None:
        fail(f"the game ended: {first.returncode}\n{log}")

    # 2. A second copy: told, and gone; the first plays on, its save as it was.
    before = text(save)
    second = subprocess.run([GAME], env=env, capture_output=True, text=True, timeout=60)
    if second.returncode != 0 or "Cozen is already open for this profile" not in second.stderr:
        fail(f"the second copy: {second.returncode} {second.stderr!r}")
    if first.poll() is not None or text(save) != before:
        fail("the first copy was disturbed by the second")
    # The first killed: its lock is stale, and the next copy starts (it saves its game again).
    first.send_signal(signal.SIGKILL)
    first.wait()
    if not os.path.exists(os.path.join(data, "cozen.lock")):
        fail("no lock file was left to be found stale")
    os.utime(save, (0, 0))
    third_log = open(os.path.join(home, "third.log"), "w+")
    third = start(env, third_log)
    wait_for(lambda: os.path.getmtime(save) > 0, 60, "the copy after a crash did not start")
    if third.poll() is not None or "already open" in text(third_log.name):
        fail("the copy after a crash was refused: " + text(third_log.name))
    third.terminate()
    third.wait(30)

    # 3. --help and --version without a display.
    bare = {k: v for k, v in env.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    for option, expected in (("--version", "Cozen "), ("--help", "--players <LIST>")):
        run = subprocess.run([GAME, option], env=bare, capture_output=True, text=True, timeout=60)
        if run.returncode != 0 or expected not in run.stdout:
            fail(f"{option} without a display: {run.returncode} {run.stdout!r} {run.stderr!r}")

    # 4. The game itself without a display, or with one that does not answer: one clear sentence
    # and exit 2, not Qt's abort (134) and its page on platform plug-ins.
    for extra, said in (({}, "there is no display"), ({"DISPLAY": ":64999"}, 'the display ":64999"')):
        run = subprocess.run([GAME], env=dict(bare, **extra), capture_output=True, text=True, timeout=60)
        first = run.stderr.splitlines()[0] if run.stderr else ""
        if run.returncode != 2 or not first.startswith("cozen: cannot open the game's window: " + said):
            fail(f"the game with {extra or 'no display'}: {run.returncode} {run.stderr!r}")
        if "Reinstalling the application" in run.stderr or "Available platform plugins" in run.stderr:
            fail(f"the game without a display still prints Qt's page: {run.stderr!r}")

print("PASS: pipes set aside, one game per profile, a stale lock taken over, --help without a display,"
      " the game without a display")
