// The game window's performance goals (issues 5 and 9: first frame <= 1 s, <= 150 MB resident
// after a whole game, no stall of the GUI thread over 16 ms, the person's own move included),
// measured on the real window:
//
//   build/tests/bench/bench_gui [--level expert] [--turns 8] [--seats 4]     (under X, or
//   QT_QPA_PLATFORM=offscreen)
//
// 1. First frame: from the start of main() to the window's first frameSwapped().
// 2. Stalls: a 1 ms timer on the GUI thread; the longest gap between its ticks (less the 1 ms),
//    over `turns` computer moves at `level`, animations on, put down to what was happening: the
//    computer thinking, the person's move (game.input.play and the frames that show it), a click at
//    the end of a round; with each, the GUI thread's own CPU time in it (the rest of a stall is
//    time the thread waited for a core). Also the person's move alone (game.input.play to the
//    computer's turn begun), the longest frame, and one autosave (written off the GUI thread, timed
//    here alone).
// 3. Memory: resident set size after a whole game against the computer (hard, played fast).

#include "game.h"
#include "renderer.h"

#if defined(COZEN_QML_PROFILING)
#define QT_QML_DEBUG // qmlprofiler may attach (see docs/performance.md)
#include <QtQml/qqmldebug.h>
#endif

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <string>
#include <vector>

#if defined(Q_OS_UNIX)
#include <sys/resource.h>
#include <time.h>
#endif

Q_IMPORT_QML_PLUGIN(Cozen_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(Cozen_TablePlugin)

using cozen::app::againstTheComputer;
using cozen::app::Game;

namespace {

// The peak resident memory, in MB (-1 where getrusage is missing).
double peakMb() {
#if defined(Q_OS_UNIX)
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
#else
    return -1;
#endif
}

// The CPU time this thread has used, in microseconds (-1 where it cannot be read). A stall's wall
// time less it is time the thread was ready but not running (another thread or process had the
// core): the table's own work is the CPU time.
qint64 threadCpuUs() {
#if defined(Q_OS_UNIX)
    timespec t{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0)
        return qint64(t.tv_sec) * 1000000 + qint64(t.tv_nsec) / 1000;
#endif
    return -1;
}

// Resident memory now, in MB (Linux: /proc; elsewhere the peak).
double residentMb() {
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    if (statm >> pages >> resident) return double(resident) * 4096.0 / (1024.0 * 1024.0);
    return peakMb();
}

// Runs an event loop until `done` or the timeout. A real loop, not processEvents(): only a loop
// deletes what deleteLater() left (delegates the views let go), as the game's own loop does.
void waitUntil(const std::function<bool()>& done, int timeoutMs) {
    if (done()) return;
    QEventLoop loop;
    QElapsedTimer clock;
    clock.start();
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done() || clock.elapsed() >= timeoutMs) loop.quit();
    });
    poll.start(2);
    loop.exec();
}

// The person's move: a random card of the hand, staked or wagered.
void playSomething(Game& game, QRandomGenerator& random) {
    const int count = game.hand()->rowCount();
    const QString card = game.hand()->codeAt(random.bounded(count));
    const int column = random.bounded(game.row()->rowCount() + 1) - 1;
    if (!game.input()->play(column, {card})) game.input()->play(-1, {card});
}

// The game whose moves are watched, a computer to move first. A function of its own, so that
// `valgrind --tool=callgrind --toggle-collect='*startWatchedGame*'` counts its cost alone (the
// window's first game, started by Main.qml, is not counted).
[[gnu::noinline]] void startWatchedGame(Game& game, const std::vector<cozen::app::Player>& players,
                                        int target) {
    game.newGame(players, 1, target);
}

// With COZEN_BENCH_TRACE set, the events the GUI thread took over 0.3 ms over are kept (when,
// how long, their type and receiver), so that a stall can be shown as what it was made of. With
// COZEN_BENCH_EVENTS set too, every event over 2 ms is printed as it ends ("EVENT ms type
// receiver"): their spread over a run (a move's landing is an event to an AiInput or a QTimer, a
// frame a timer event to the window) is steadier than the longest stall.
class TracingApplication : public QGuiApplication {
public:
    struct Event {
        qint64 startNs, ns;
        int type;
        const char* receiver;
    };
    using QGuiApplication::QGuiApplication;
    bool notify(QObject* receiver, QEvent* event) override {
        if (!tracing_ || depth_ > 0 || QThread::currentThread() != thread())
            return QGuiApplication::notify(receiver, event);
        ++depth_;
        const qint64 start = clock_.nsecsElapsed();
        const int type = int(event->type());
        const char* className = receiver->metaObject()->className();
        const bool result = QGuiApplication::notify(receiver, event);
        --depth_;
        const qint64 ns = clock_.nsecsElapsed() - start;
        if (ns > 2000000 && logAll_)
            std::fprintf(stderr, "EVENT %.2f %d %s\n", double(ns) / 1e6, type, className);
        if (ns > 300000) {
            events_.push_back({start, ns, type, className});
            if (events_.size() > 64) events_.erase(events_.begin());
        }
        return result;
    }
    void setTracing(bool on) {
        tracing_ = on;
        clock_.start();
    }
    qint64 now() const { return clock_.nsecsElapsed(); }
    // The events kept since `sinceNs`, on standard error.
    void printEventsSince(qint64 sinceNs) const {
        for (const Event& e : events_)
            if (e.startNs >= sinceNs)
                std::fprintf(stderr, "    +%.1f ms: %.1f ms, event type %d to %s\n",
                             double(e.startNs - sinceNs) / 1e6, double(e.ns) / 1e6, e.type,
                             e.receiver);
    }

private:
    bool tracing_ = false;
    bool logAll_ = qEnvironmentVariableIsSet("COZEN_BENCH_EVENTS");
    int depth_ = 0;
    QElapsedTimer clock_;
    std::vector<Event> events_;
};

// The graphics API the window draws with.
const char* graphicsApiName(QQuickWindow* window) {
    switch (window->rendererInterface()->graphicsApi()) {
    case QSGRendererInterface::Software:
        return "the software renderer";
    case QSGRendererInterface::OpenGL:
        return "OpenGL (RHI)";
    case QSGRendererInterface::Direct3D11:
        return "Direct3D 11 (RHI)";
    case QSGRendererInterface::Vulkan:
        return "Vulkan (RHI)";
    case QSGRendererInterface::Metal:
        return "Metal (RHI)";
    case QSGRendererInterface::Null:
        return "nothing (RHI's null backend)";
    default:
        return "another API";
    }
}

} // namespace

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    // Started again to ask the graphics driver, as the game is (renderer.h).
    if (const int probed = cozen::app::answerProbe(argc, argv); probed >= 0) return probed;
    TracingApplication app(argc, argv);
    QCommandLineParser parser;
    QCommandLineOption smoke(QStringLiteral("smoke"),
                             QStringLiteral("A quick run for the test suite."));
    QCommandLineOption level(QStringLiteral("level"), QStringLiteral("The computer's level."),
                             QStringLiteral("LEVEL"), QStringLiteral("expert"));
    QCommandLineOption turns(QStringLiteral("turns"), QStringLiteral("Computer moves to watch."),
                             QStringLiteral("N"), QStringLiteral("8"));
    QCommandLineOption software(QStringLiteral("software-renderer"),
                                QStringLiteral("Draw with Qt Quick's software renderer, not the "
                                               "graphics card (as the game's option)."));
    QCommandLineOption games(QStringLiteral("games"), QStringLiteral("Whole games to play."),
                             QStringLiteral("N"), QStringLiteral("1"));
    QCommandLineOption seats(QStringLiteral("seats"),
                             QStringLiteral("2, or 4 for 2v2: the person and three computers."),
                             QStringLiteral("N"), QStringLiteral("2"));
    QCommandLineOption size(QStringLiteral("size"),
                            QStringLiteral("The window's size (the game's default: 1280x800)."),
                            QStringLiteral("WxH"));
    parser.addOptions({smoke, level, turns, software, games, seats, size});
    parser.process(app);
    // As the game chooses (app/game/main.cpp): the graphics card unless the software renderer is
    // asked for or no driver answers; QT_QUICK_BACKEND and QSG_RHI_BACKEND win when set.
    const cozen::app::Renderer renderer = cozen::app::chooseRenderer(parser.isSet(software));
    if (renderer == cozen::app::Renderer::SoftwareAsked ||
        renderer == cozen::app::Renderer::SoftwareNoDriver)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    const bool quick = parser.isSet(smoke);

    QTemporaryDir dir;
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties(
        {{QStringLiteral("saveFile"), dir.filePath(QStringLiteral("save.json"))}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Cozen/Table/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    Game* game = window->findChild<Game*>();
    if (!game) return 1;
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() != 2 || wh[0].toInt() <= 0 || wh[1].toInt() <= 0) {
            std::fprintf(stderr, "bench_gui: --size wants WxH, not %s\n",
                         qPrintable(parser.value(size)));
            return 2;
        }
        window->resize(wh[0].toInt(), wh[1].toInt());
    }

    // 1. The first frame.
    qint64 firstFrameMs = -1;
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [&] {
        if (firstFrameMs < 0) firstFrameMs = sinceStart.elapsed();
    });
    waitUntil([&] { return firstFrameMs >= 0; }, 10000);
    std::printf("first frame: %lld ms after main() began\n", static_cast<long long>(firstFrameMs));
    std::printf("drawn with: %s (%s)\n", graphicsApiName(window),
                qPrintable(cozen::app::describe(renderer)));

    // 2. The GUI thread while the computer thinks: the person plays at once, the computer thinks.
    qint64 worstGapUs = 0;
    qint64 thinkingMs = 0;
    int frames = 0;
    QElapsedTimer tick;
    tick.start();
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    // Each gap is put down to what the GUI thread was last asked to do: the person's move or a
    // click on at the end of a round (for 100 ms after it: the frames that show it), else the
    // computer thinking.
    std::map<std::string, qint64> worstUs;    // the longest stall of each kind
    std::map<std::string, qint64> worstCpuUs; // and the GUI thread's CPU time in it
    // The most CPU time the GUI thread spent between two ticks, by kind, and that stall's length:
    // what the table's own work comes to, apart from waits the machine makes (a stall in which
    // the thread did no work is the thread not being run: on a virtual machine, its CPU taken
    // away for a while).
    std::map<std::string, std::pair<qint64, qint64>> mostWorkUs;
    const char* action = "";
    QElapsedTimer sinceAction;
    const bool traceActions = qEnvironmentVariableIsSet("COZEN_BENCH_TRACE");
    app.setTracing(traceActions);
    const auto act = [&](const char* what) {
        if (traceActions) std::fprintf(stderr, "ACTION %s\n", what);
        action = what;
        sinceAction.start();
    };
    // A computer's move lands on the table (its card flies, the table updates).
    QObject::connect(game, &Game::moveMade, game,
                     [&](int seat, bool, bool stake, int column, int cards) {
                         if (game->savedGame().players()[std::size_t(seat)].isPerson()) return;
                         act("a computer's move landing");
                         if (traceActions)
                             std::fprintf(stderr, "  (seat %d: %s, column %d, %d card(s))\n", seat,
                                          stake ? "a stake" : "a wager", column + 1, cards);
                     });
    QObject::connect(game, &Game::columnResolved, game,
                     [&] { act("the reveal, a column at a time"); });
    int ticksThinking = 0;
    qint64 cpuAtTick = threadCpuUs();
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 stall = tick.nsecsElapsed() / 1000 - 1000;
        const qint64 tickNs = app.now() - tick.nsecsElapsed();
        tick.restart();
        const qint64 cpuNow = threadCpuUs();
        const qint64 cpu = cpuNow - cpuAtTick;
        cpuAtTick = cpuNow;
        const bool acted = sinceAction.isValid() && sinceAction.elapsed() < 100;
        ticksThinking = game->thinking() ? ticksThinking + 1 : 0;
        const char* kind = acted                ? action
                           : ticksThinking >= 2 ? "the computer thinking"
                                                : "waiting";
        if (stall >= worstUs[kind]) {
            worstUs[kind] = stall;
            worstCpuUs[kind] = cpu;
        }
        if (auto& [work, during] = mostWorkUs[kind]; cpu >= work) {
            work = cpu;
            during = stall;
        }
        if (traceActions && stall > 10000) {
            std::fprintf(
                stderr, "STALL %.1f ms (%.1f ms CPU) during %s (stage %d, %lld ms after %s)\n",
                double(stall) / 1000.0, double(cpu) / 1000.0, kind, int(game->stage()),
                static_cast<long long>(sinceAction.isValid() ? sinceAction.elapsed() : -1), action);
            app.printEventsSince(tickNs);
        }
        if (!acted && ticksThinking >= 2) worstGapUs = std::max(worstGapUs, stall);
    });
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [&] { ++frames; });
    // A frame's own cost: from the scene's polish to the swap (the software renderer draws on the
    // GUI thread).
    QElapsedTimer frameClock;
    qint64 worstFrameUs = 0;
    QObject::connect(
        window, &QQuickWindow::afterAnimating, window, [&] { frameClock.start(); },
        Qt::DirectConnection);
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            if (!frameClock.isValid()) return;
            worstFrameUs = std::max(worstFrameUs, frameClock.nsecsElapsed() / 1000);
            if (traceActions && sinceAction.isValid() && sinceAction.elapsed() < 100)
                std::fprintf(stderr, "FRAME of %.1f ms, %lld ms after %s\n",
                             double(frameClock.nsecsElapsed()) / 1e6,
                             static_cast<long long>(sinceAction.elapsed()), action);
        },
        Qt::DirectConnection);
    QRandomGenerator random(1);
    const auto computerLevel = cozen::parseLevel(parser.value(level).toStdString());
    if (!computerLevel) {
        std::fprintf(stderr, "bench_gui: no such level: %s\n", qPrintable(parser.value(level)));
        return 2;
    }
    const bool twoVsTwo = parser.value(seats) == QLatin1String("4");
    const auto players = [&](cozen::Level computer) {
        if (!twoVsTwo) return againstTheComputer(computer);
        return std::vector<cozen::app::Player>{
            {QStringLiteral("Ann"), {}}, {{}, computer}, {{}, computer}, {{}, computer}};
    };
    // The probe ticks before the new game begins, as it does before every other action: started
    // after it, its first tick would come only after everything the new game set off (a frame, the
    // objects made between frames), and count them as one stall.
    tick.restart();
    probe.start(1);
    waitUntil([] { return false; }, 100);
    worstUs.clear(); // the window's start is measured above, as its first frame
    worstCpuUs.clear();
    mostWorkUs.clear();
    worstGapUs = 0;
    act("a new game's first frames");
    startWatchedGame(*game, players(*computerLevel), twoVsTwo ? 100 : 70);
    if (traceActions)
        std::fprintf(stderr, "the new game itself (Game::newGame and what it set off): %lld ms\n",
                     static_cast<long long>(sinceAction.elapsed()));
    qint64 worstMoveUs = 0; // the person's move, handled on the GUI thread
    int personMoves = 0;
    const int computerTurns = quick ? 1 : parser.value(turns).toInt();
    QElapsedTimer thinking;
    for (int turn = 0; turn < computerTurns; ++turn) {
        waitUntil([&] { return game->thinking(); }, 5000);
        thinking.start();
        waitUntil([&] { return !game->thinking(); }, 10000);
        thinkingMs += thinking.elapsed();
        waitUntil([&] { return game->yourTurn() || game->stage() != Game::Playing; }, 10000);
        // The end of a round, clicked through as a person would: the reveal, then the summary.
        for (int click = 0; click < 2 && game->stage() != Game::Playing; ++click) {
            act("a click at the end of a round");
            const qint64 before = app.now();
            game->advance();
            if (traceActions)
                std::fprintf(stderr, "Game::advance itself: %.1f ms\n",
                             double(app.now() - before) / 1e6);
            waitUntil([] { return false; }, 300);
        }
        waitUntil([&] { return game->yourTurn() || game->stage() != Game::Playing; }, 10000);
        if (game->yourTurn()) {
            QElapsedTimer handling;
            handling.start();
            act("the person's move");
            playSomething(*game, random);
            worstMoveUs = std::max(worstMoveUs, handling.nsecsElapsed() / 1000);
            ++personMoves;
        }
    }
    probe.stop();
    std::printf("GUI thread while the computer%s (%s) thought for %lld ms over %d turns: longest "
                "stall %.1f ms; %d frames drawn\n",
                twoVsTwo ? "s" : "", qPrintable(parser.value(level)),
                static_cast<long long>(thinkingMs), computerTurns, double(worstGapUs) / 1000.0,
                frames);
    for (const auto& [kind, us] : worstUs)
        std::printf(
            "  longest stall during %s: %.1f ms (the GUI thread's CPU time in it: %.1f ms)\n",
            kind.c_str(), double(us) / 1000.0, double(worstCpuUs[kind]) / 1000.0);
    for (const auto& [kind, workAndStall] : mostWorkUs)
        std::printf(
            "  most work in one stall during %s: %.1f ms of the GUI thread's CPU time (in a "
            "stall of %.1f ms)\n",
            kind.c_str(), double(workAndStall.first) / 1000.0,
            double(workAndStall.second) / 1000.0);
    std::printf(
        "the person's move, from game.input.play to the computer's turn begun: at most %.1f ms "
        "over %d moves\n",
        double(worstMoveUs) / 1000.0, personMoves);
    std::printf("the longest frame, from animating to the swap: %.1f ms\n",
                double(worstFrameUs) / 1000.0);

    // The autosave of a game in progress, written as the game writes it after every move.
    {
        qint64 worstSaveUs = 0;
        qint64 totalSaveUs = 0;
        const int saves = quick ? 3 : 50;
        for (int i = 0; i < saves; ++i) {
            QElapsedTimer clock;
            clock.start();
            cozen::app::writeSave(dir.filePath(QStringLiteral("bench-save.json")),
                                  game->savedGame());
            const qint64 us = clock.nsecsElapsed() / 1000;
            worstSaveUs = std::max(worstSaveUs, us);
            totalSaveUs += us;
        }
        std::printf("one autosave: %.2f ms on average, %.2f ms at most over %d\n",
                    double(totalSaveUs) / saves / 1000.0, double(worstSaveUs) / 1000.0, saves);
    }

    // 3. Whole games, played fast, then memory (more games show whether it grows).
    game->setProperty("revealMs", 0);
    game->setProperty("computerDelayMs", 0);
    bool finished = true;
    for (int g = 0; g < parser.value(games).toInt(); ++g) {
        game->newGame(players(quick ? cozen::Level::Random : cozen::Level::Hard), -1,
                      twoVsTwo ? 100 : 70);
        int moves = 0;
        while (game->stage() != Game::GameOver && moves < 2000) {
            waitUntil([&] { return game->yourTurn() || game->stage() != Game::Playing; }, 10000);
            if (game->stage() == Game::Reveal || game->stage() == Game::Summary) {
                game->advance();
                continue;
            }
            if (game->yourTurn()) {
                playSomething(*game, random);
                ++moves;
            }
        }
        waitUntil([] { return false; }, 200); // let the last frames draw
        std::printf("after whole game %d (%d rounds, %d moves of yours): %.1f MB resident, %.1f MB "
                    "peak\n",
                    g + 1, game->round(), moves, residentMb(), peakMb());
        finished = finished && game->stage() == Game::GameOver;
    }
    return finished ? 0 : 1;
}
