#!/usr/bin/python3
"""The game window on a hostile or shared profile, as a player's machine may have it (issue 25):

1. named pipes (and a link to one) as the autosave, the statistics, the settings (Cozen.conf), the
   two lock files (QLockFile reads one that is there) and among the records: the game starts, saves a new game, sets each pipe aside and says why, where
   it used to wait forever at 0 % CPU;
2. a second copy on the same profile says the game is already open and ends, the first left as it
   was, whatever TMPDIR says; the first's local server outlives floods of bytes (its memory stays)
   and of connections; a stopped first copy is not taken for a crashed one (the next is told it
   does not answer); the first killed (-9), its lock is stale and the next copy starts;
3. --help and --version answer without a display.
4. The game without a display (or with one that does not answer) says so and exits with 2.
5. A mistake in the command line is named (with or without a display) and exits with 2.
6. --save at a folder, a named pipe, a device, another program's file (also after 100 spaces), an
   empty file, a save the game cannot resume or in a missing folder is refused with a sentence,
   and nothing there is moved or changed; a new file is written.

  python3 tests/app/profile.py build/app/game/cozen
"""

import glob
import os
import resource
import signal
import socket
import stat
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


def rss(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


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
    if (second.returncode != 0 or "Cozen is already open for this profile (process %d); its window "
            "was asked to come forward" % first.pid not in second.stderr):
        fail(f"the second copy: {second.returncode} {second.stderr!r}")
    if first.poll() is not None or text(save) != before:
        fail("the first copy was disturbed by the second")
    lock = os.path.join(data, "cozen.lock")
    held = text(lock)

    # 2a. The lock decides, wherever the temporary folder is, and whatever sits at the shared
    # temporary folder's names (where the server lived before): a copy with another TMPDIR is told.
    squat = tempfile.mkdtemp(dir=home)
    for name in ("cozen-" + "%x" % n for n in range(16)):
        open(os.path.join(squat, name), "w").close()
    other = subprocess.run([GAME], env=dict(env, TMPDIR=squat), capture_output=True, text=True,
                           timeout=60)
    if other.returncode != 0 or "already open" not in other.stderr:
        fail(f"a copy with another TMPDIR: {other.returncode} {other.stderr!r}")

    # 2b. The server outlives floods: bytes without end (the game keeps none of them: its memory
    # stays where it was), then connections held by the thousand; a later copy is still answered.
    server = os.path.join(data, "cozen.socket")
    if not stat.S_ISSOCK(os.stat(server).st_mode) or os.stat(server).st_mode & 0o077:
        fail(f"the server is not a socket for the user alone: {oct(os.stat(server).st_mode)}")
    before_flood = rss(first.pid)
    flood = socket.socket(socket.AF_UNIX)
    flood.settimeout(10)
    flood.connect(server)
    sent = 0
    try:
        while sent < 200 << 20:
            sent += flood.send(b"x" * (1 << 20))
    except OSError:
        pass
    flood.close()
    if sent >= 200 << 20:
        fail("200 MB were taken by the game's server without a word")
    if rss(first.pid) > before_flood + (40 << 20):
        fail(f"the game grew from {before_flood >> 20} to {rss(first.pid) >> 20} MB under a flood")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    connections = []
    for _ in range(1100):
        c = socket.socket(socket.AF_UNIX)
        c.settimeout(0.5)
        try:
            c.connect(server)
        except OSError:
            c.close()
            continue
        connections.append(c)
    during = subprocess.run([GAME], env=env, capture_output=True, text=True, timeout=60)
    for c in connections:
        c.close()
    if during.returncode != 0 or "asked to come forward" not in during.stderr:
        fail(f"a copy during a flood of connections: {during.returncode} {during.stderr!r}")
    after = subprocess.run([GAME], env=env, capture_output=True, text=True, timeout=60)
    if after.returncode != 0 or "asked to come forward" not in after.stderr:
        fail(f"a copy after the floods: {after.returncode} {after.stderr!r}")

    # 2c. The first stopped (its kernel still queues connections, and it answers none): the next
    # copy says so and ends, taking nothing; the first, continued, plays on.
    first.send_signal(signal.SIGSTOP)
    stopped = subprocess.run([GAME], env=env, capture_output=True, text=True, timeout=60)
    first.send_signal(signal.SIGCONT)
    if stopped.returncode != 1 or "but it does not answer" not in stopped.stderr:
        fail(f"a copy beside a stopped one: {stopped.returncode} {stopped.stderr!r}")
    if text(lock) != held or text(save) != before or first.poll() is not None:
        fail("a copy beside a stopped one took its lock, or wrote its save")
    again = subprocess.run([GAME], env=env, capture_output=True, text=True, timeout=60)
    if again.returncode != 0 or "asked to come forward" not in again.stderr:
        fail(f"the first, continued, does not answer: {again.returncode} {again.stderr!r}")
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

    # 5. The command line is read before the window system is asked for: a mistake in it is named,
    # with or without a display, and exits 2.
    for args, said in ((["--bogus"], "Unknown option 'bogus'"),
                       (["--target", "7"], '--target: "7" is not a whole number from 30 to 150'),
                       (["--players", "Ann,Ann"], "--players: two players are named"),
                       (["stray"], '"stray": the game takes no file or word but its options')):
        for where, environment in (("no display", bare), ("a display", env)):
            run = subprocess.run([GAME] + args, env=environment, capture_output=True, text=True,
                                 timeout=60)
            if run.returncode != 2 or said not in run.stderr or "cannot open" in run.stderr:
                fail(f"{args} with {where}: {run.returncode} {run.stderr!r}")

    # 6. --save at what is no save of the game's: refused with a sentence, and left as it was
    # (never renamed aside); a new file in a folder that exists is written.
    scratch = tempfile.mkdtemp(dir=home)
    folder = os.path.join(scratch, "Documents")
    os.mkdir(folder)
    open(os.path.join(folder, "letter.txt"), "w").write("Dear Ann")
    fifo = os.path.join(scratch, "pipe")
    os.mkfifo(fifo)
    notes = os.path.join(scratch, "notes.txt")
    open(notes, "w").write("not a game")
    spaced = os.path.join(scratch, "spaced.txt")
    open(spaced, "w").write(" " * 100 + "IMPORTANT notes, not a save")
    empty = os.path.join(scratch, "empty.json")
    open(empty, "w").close()
    damaged = os.path.join(scratch, "damaged.json")
    open(damaged, "w").write('{"cozen": "not really", "my": "data"}')
    cases = [(folder, "is a folder, not a file"), (fifo, "is a named pipe, not a file"),
             (notes, "is not a Cozen save"), (spaced, "is not a Cozen save"),
             (empty, "is empty, not a Cozen save"), (damaged, "is a save the game cannot resume"),
             (os.path.join(scratch, "missing", "game.json"), "the folder " +
              os.path.join(scratch, "missing") + " does not exist")]
    if os.geteuid() == 0:
        device = os.path.join(scratch, "null")
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        cases.append((device, "is a device, not a file"))
    for path, said in cases:
        for environment in (bare, env):
            run = subprocess.run([GAME, "--save", path], env=environment, capture_output=True,
                                 text=True, timeout=60)
            if run.returncode != 2 or "--save: " not in run.stderr or said not in run.stderr:
                fail(f"--save {path}: {run.returncode} {run.stderr!r}")
    if sorted(os.listdir(scratch)) != sorted(["Documents", "pipe", "notes.txt", "spaced.txt",
                                              "empty.json", "damaged.json"] +
                                             (["null"] if os.geteuid() == 0 else [])):
        fail(f"--save moved something: {os.listdir(scratch)}")
    if (text(os.path.join(folder, "letter.txt")) != "Dear Ann" or text(notes) != "not a game"
            or text(damaged) != '{"cozen": "not really", "my": "data"}' or text(empty) != ""):
        fail("--save changed a file that is not the game's")
    mine = os.path.join(scratch, "game.json")
    game = subprocess.Popen([GAME, "--save", mine], env=dict(env, XDG_DATA_HOME=os.path.join(
        scratch, "data")), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(lambda: os.path.isfile(mine) and os.path.getsize(mine) > 0, 60,
             "--save at a new file wrote no game")
    game.terminate()
    game.wait(30)

print("PASS: pipes set aside, one game per profile, a stale lock taken over, --help without a display,"
      " the game without a display, the command line read first, --save never at another's file")
