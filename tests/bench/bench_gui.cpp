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

#include "play/game.h"
#include "system/renderer.h"

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
#include <variant>
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

// What the command line asks of the benchmark.
struct BenchOptions {
    bool quick = false; // --smoke
    QString levelName;
    cozen::Level level = cozen::Level::Expert;
    int turns = 8;
    bool softwareAsked = false;
    int games = 1;
    bool twoVsTwo = false;
    QString size; // WxH; empty: the game's default
};

// The options, or the exit code of a mistake in them (said on standard error).
std::variant<BenchOptions, int> readOptions(const QCoreApplication& app) {
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
    BenchOptions options;
    options.quick = parser.isSet(smoke);
    options.levelName = parser.value(level);
    const auto computerLevel = cozen::parseLevel(options.levelName.toStdString());
    if (!computerLevel) {
        std::fprintf(stderr, "bench_gui: no such level: %s\n", qPrintable(options.levelName));
        return 2;
    }
    options.level = *computerLevel;
    options.turns = options.quick ? 1 : parser.value(turns).toInt();
    options.softwareAsked = parser.isSet(software);
    options.games = parser.value(games).toInt();
    options.twoVsTwo = parser.value(seats) == QLatin1String("4");
    options.size = parser.value(size);
    return options;
}

// The players of a game: the person against the computer, or with three computers in 2v2.
std::vector<cozen::app::Player> playersOf(const BenchOptions& options, cozen::Level computer) {
    if (!options.twoVsTwo) return againstTheComputer(computer);
    return {{QStringLiteral("Ann"), {}}, {{}, computer}, {{}, computer}, {{}, computer}};
}

// As the game chooses (app/game/main.cpp): the graphics card unless the software renderer is
// asked for or no driver answers; QT_QUICK_BACKEND and QSG_RHI_BACKEND win when set.
cozen::app::Renderer chooseGraphics(bool softwareAsked) {
    const cozen::app::Renderer renderer = cozen::app::chooseRenderer(softwareAsked);
    if (renderer == cozen::app::Renderer::SoftwareAsked ||
        renderer == cozen::app::Renderer::SoftwareNoDriver)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    return renderer;
}

// The real window, Main.qml as the game loads it, saving into `dir`; null when it cannot be made
// or `size` is not WxH (said on standard error).
QQuickWindow* openWindow(QQmlApplicationEngine& engine, const QTemporaryDir& dir,
                         const QString& size) {
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties(
        {{QStringLiteral("saveFile"), dir.filePath(QStringLiteral("save.json"))}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Cozen/Table/Main.qml")));
    if (engine.rootObjects().isEmpty()) return nullptr;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    if (!window || !window->findChild<Game*>()) return nullptr;
    if (!size.isEmpty()) {
        const QStringList wh = size.split(QLatin1Char('x'));
        if (wh.size() != 2 || wh[0].toInt() <= 0 || wh[1].toInt() <= 0) {
            std::fprintf(stderr, "bench_gui: --size wants WxH, not %s\n", qPrintable(size));
            return nullptr;
        }
        window->resize(wh[0].toInt(), wh[1].toInt());
    }
    return window;
}

// 1. The first frame, in ms from the start of main().
qint64 firstFrameMs(QQuickWindow* window, const QElapsedTimer& sinceStart) {
    qint64 ms = -1;
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [&] {
        if (ms < 0) ms = sinceStart.elapsed();
    });
    waitUntil([&] { return ms >= 0; }, 10000);
    return ms;
}

// 2. The GUI thread's stalls: a 1 ms timer's ticks, each gap (less the 1 ms) put down to what the
// thread was last asked to do (`act`): the person's move or a click at the end of a round (for
// 100 ms after it: the frames that show it), else the computer thinking. Also the frames drawn
// and the longest of them, from the scene's animating to the swap (the software renderer draws on
// the GUI thread).
class GuiWatch {
public:
    GuiWatch(TracingApplication& app, QQuickWindow* window, Game& game)
        : app_(app)
        , game_(game) {
        app_.setTracing(trace_);
        probe_.setTimerType(Qt::PreciseTimer);
        QObject::connect(&probe_, &QTimer::timeout, [this] { tick(); });
        // A computer's move lands on the table (its card flies, the table updates).
        QObject::connect(&game, &Game::moveMade, &game,
                         [this](int seat, bool, bool stake, int column, int cards) {
                             if (game_.savedGame().players()[std::size_t(seat)].isPerson()) return;
                             act("a computer's move landing");
                             if (trace_)
                                 std::fprintf(stderr, "  (seat %d: %s, column %d, %d card(s))\n",
                                              seat, stake ? "a stake" : "a wager", column + 1,
                                              cards);
                         });
        QObject::connect(&game, &Game::columnResolved, &game,
                         [this] { act("the reveal, a column at a time"); });
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [this] { ++frames_; });
        QObject::connect(
            window, &QQuickWindow::afterAnimating, window, [this] { frameClock_.start(); },
            Qt::DirectConnection);
        QObject::connect(
            window, &QQuickWindow::frameSwapped, window, [this] { frameSwapped(); },
            Qt::DirectConnection);
    }

    bool tracing() const { return trace_; }
    void act(const char* what) {
        if (trace_) std::fprintf(stderr, "ACTION %s\n", what);
        action_ = what;
        sinceAction_.start();
    }
    qint64 sinceActionMs() const { return sinceAction_.elapsed(); }
    // The probe ticks before the new game begins, as it does before every other action: started
    // after it, its first tick would come only after everything the new game set off (a frame,
    // the objects made between frames), and count them as one stall. What the window's start
    // cost is left out (it is measured as the first frame).
    void start() {
        tick_.start();
        cpuAtTick_ = threadCpuUs();
        probe_.start(1);
        waitUntil([] { return false; }, 100);
        worstUs_.clear();
        worstCpuUs_.clear();
        mostWorkUs_.clear();
        worstThinkingGapUs_ = 0;
    }
    void stop() { probe_.stop(); }

    void print(const QString& levelName, bool twoVsTwo, qint64 thinkingMs, int turns) const {
        std::printf("GUI thread while the computer%s (%s) thought for %lld ms over %d turns: "
                    "longest stall %.1f ms; %d frames drawn\n",
                    twoVsTwo ? "s" : "", qPrintable(levelName), static_cast<long long>(thinkingMs),
                    turns, double(worstThinkingGapUs_) / 1000.0, frames_);
        for (const auto& [kind, us] : worstUs_)
            std::printf(
                "  longest stall during %s: %.1f ms (the GUI thread's CPU time in it: %.1f ms)\n",
                kind.c_str(), double(us) / 1000.0, double(worstCpuUs_.at(kind)) / 1000.0);
        for (const auto& [kind, workAndStall] : mostWorkUs_)
            std::printf(
                "  most work in one stall during %s: %.1f ms of the GUI thread's CPU time (in a "
                "stall of %.1f ms)\n",
                kind.c_str(), double(workAndStall.first) / 1000.0,
                double(workAndStall.second) / 1000.0);
    }
    void printLongestFrame() const {
        std::printf("the longest frame, from animating to the swap: %.1f ms\n",
                    double(worstFrameUs_) / 1000.0);
    }

private:
    void tick() {
        const qint64 stall = tick_.nsecsElapsed() / 1000 - 1000;
        const qint64 tickNs = app_.now() - tick_.nsecsElapsed();
        tick_.restart();
        const qint64 cpuNow = threadCpuUs();
        const qint64 cpu = cpuNow - cpuAtTick_;
        cpuAtTick_ = cpuNow;
        const bool acted = sinceAction_.isValid() && sinceAction_.elapsed() < 100;
        ticksThinking_ = game_.thinking() ? ticksThinking_ + 1 : 0;
        const char* kind = acted                 ? action_
                           : ticksThinking_ >= 2 ? "the computer thinking"
                                                 : "waiting";
        if (stall >= worstUs_[kind]) {
            worstUs_[kind] = stall;
            worstCpuUs_[kind] = cpu;
        }
        // The most CPU time the GUI thread spent between two ticks, by kind, and that stall's
        // length: what the table's own work comes to, apart from waits the machine makes (a
        // stall in which the thread did no work is the thread not being run: on a virtual
        // machine, its CPU taken away for a while).
        if (auto& [work, during] = mostWorkUs_[kind]; cpu >= work) {
            work = cpu;
            during = stall;
        }
        if (trace_ && stall > 10000) {
            std::fprintf(
                stderr, "STALL %.1f ms (%.1f ms CPU) during %s (stage %d, %lld ms after %s)\n",
                double(stall) / 1000.0, double(cpu) / 1000.0, kind, int(game_.stage()),
                static_cast<long long>(sinceAction_.isValid() ? sinceAction_.elapsed() : -1),
                action_);
            app_.printEventsSince(tickNs);
        }
        if (!acted && ticksThinking_ >= 2)
            worstThinkingGapUs_ = std::max(worstThinkingGapUs_, stall);
    }
    void frameSwapped() {
        if (!frameClock_.isValid()) return;
        worstFrameUs_ = std::max(worstFrameUs_, frameClock_.nsecsElapsed() / 1000);
        if (trace_ && sinceAction_.isValid() && sinceAction_.elapsed() < 100)
            std::fprintf(stderr, "FRAME of %.1f ms, %lld ms after %s\n",
                         double(frameClock_.nsecsElapsed()) / 1e6,
                         static_cast<long long>(sinceAction_.elapsed()), action_);
    }

    TracingApplication& app_;
    Game& game_;
    const bool trace_ = qEnvironmentVariableIsSet("COZEN_BENCH_TRACE");
    QTimer probe_;
    QElapsedTimer tick_;
    qint64 cpuAtTick_ = 0;
    int ticksThinking_ = 0;
    const char* action_ = "";
    QElapsedTimer sinceAction_;
    std::map<std::string, qint64> worstUs_;    // the longest stall of each kind
    std::map<std::string, qint64> worstCpuUs_; // and the GUI thread's CPU time in it
    std::map<std::string, std::pair<qint64, qint64>> mostWorkUs_;
    qint64 worstThinkingGapUs_ = 0;
    int frames_ = 0;
    QElapsedTimer frameClock_;
    qint64 worstFrameUs_ = 0;
};

// What watching the computer's turns found besides the stalls.
struct TurnsWatched {
    qint64 thinkingMs = 0;
    qint64 worstMoveUs = 0; // the person's move, handled on the GUI thread
    int personMoves = 0;
};

// The person plays at once, the computer thinks, for `turns` of the computer's; the end of a
// round is clicked through as a person would: the reveal, then the summary.
TurnsWatched watchComputerTurns(TracingApplication& app, Game& game, GuiWatch& watch, int turns,
                                QRandomGenerator& random) {
    TurnsWatched watched;
    QElapsedTimer thinking;
    for (int turn = 0; turn < turns; ++turn) {
        waitUntil([&] { return game.thinking(); }, 5000);
        thinking.start();
        waitUntil([&] { return !game.thinking(); }, 10000);
        watched.thinkingMs += thinking.elapsed();
        waitUntil([&] { return game.yourTurn() || game.stage() != Game::Playing; }, 10000);
        for (int click = 0; click < 2 && game.stage() != Game::Playing; ++click) {
            watch.act("a click at the end of a round");
            const qint64 before = app.now();
            game.advance();
            if (watch.tracing())
                std::fprintf(stderr, "Game::advance itself: %.1f ms\n",
                             double(app.now() - before) / 1e6);
            waitUntil([] { return false; }, 300);
        }
        waitUntil([&] { return game.yourTurn() || game.stage() != Game::Playing; }, 10000);
        if (game.yourTurn()) {
            QElapsedTimer handling;
            handling.start();
            watch.act("the person's move");
            playSomething(game, random);
            watched.worstMoveUs = std::max(watched.worstMoveUs, handling.nsecsElapsed() / 1000);
            ++watched.personMoves;
        }
    }
    return watched;
}

// The autosave of a game in progress, written as the game writes it after every move.
void timeAutosave(const Game& game, const QTemporaryDir& dir, bool quick) {
    qint64 worstSaveUs = 0;
    qint64 totalSaveUs = 0;
    const int saves = quick ? 3 : 50;
    for (int i = 0; i < saves; ++i) {
        QElapsedTimer clock;
        clock.start();
        cozen::app::writeSave(dir.filePath(QStringLiteral("bench-save.json")), game.savedGame());
        const qint64 us = clock.nsecsElapsed() / 1000;
        worstSaveUs = std::max(worstSaveUs, us);
        totalSaveUs += us;
    }
    std::printf("one autosave: %.2f ms on average, %.2f ms at most over %d\n",
                double(totalSaveUs) / saves / 1000.0, double(worstSaveUs) / 1000.0, saves);
}

// 3. Whole games, played fast, then memory (more games show whether it grows); whether each came
// to its end.
bool playWholeGames(Game& game, const BenchOptions& options, QRandomGenerator& random) {
    game.setProperty("revealMs", 0);
    game.setProperty("computerDelayMs", 0);
    bool finished = true;
    for (int g = 0; g < options.games; ++g) {
        game.newGame(playersOf(options, options.quick ? cozen::Level::Random : cozen::Level::Hard),
                     -1, options.twoVsTwo ? 100 : 70);
        int moves = 0;
        while (game.stage() != Game::GameOver && moves < 2000) {
            waitUntil([&] { return game.yourTurn() || game.stage() != Game::Playing; }, 10000);
            if (game.stage() == Game::Reveal || game.stage() == Game::Summary) {
                game.advance();
                continue;
            }
            if (game.yourTurn()) {
                playSomething(game, random);
                ++moves;
            }
        }
        waitUntil([] { return false; }, 200); // let the last frames draw
        std::printf("after whole game %d (%d rounds, %d moves of yours): %.1f MB resident, %.1f MB "
                    "peak\n",
                    g + 1, game.round(), moves, residentMb(), peakMb());
        finished = finished && game.stage() == Game::GameOver;
    }
    return finished;
}

} // namespace

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    // Started again to ask the graphics driver, as the game is (renderer.h).
    if (const int probed = cozen::app::answerProbe(argc, argv); probed >= 0) return probed;
    TracingApplication app(argc, argv);
    const std::variant<BenchOptions, int> read = readOptions(app);
    if (const int* exitCode = std::get_if<int>(&read)) return *exitCode;
    const BenchOptions& options = std::get<BenchOptions>(read);
    const cozen::app::Renderer renderer = chooseGraphics(options.softwareAsked);

    QTemporaryDir dir;
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, dir, options.size);
    if (!window) return 1;
    Game& game = *window->findChild<Game*>();

    std::printf("first frame: %lld ms after main() began\n",
                static_cast<long long>(firstFrameMs(window, sinceStart)));
    std::printf("drawn with: %s (%s)\n", graphicsApiName(window),
                qPrintable(cozen::app::describe(renderer)));

    GuiWatch watch(app, window, game);
    QRandomGenerator random(1);
    watch.start();
    watch.act("a new game's first frames");
    startWatchedGame(game, playersOf(options, options.level), options.twoVsTwo ? 100 : 70);
    if (watch.tracing())
        std::fprintf(stderr, "the new game itself (Game::newGame and what it set off): %lld ms\n",
                     static_cast<long long>(watch.sinceActionMs()));
    const TurnsWatched watched = watchComputerTurns(app, game, watch, options.turns, random);
    watch.stop();
    watch.print(options.levelName, options.twoVsTwo, watched.thinkingMs, options.turns);
    std::printf("the person's move, from game.input.play to the computer's turn begun: at most "
                "%.1f ms over %d moves\n",
                double(watched.worstMoveUs) / 1000.0, watched.personMoves);
    watch.printLongestFrame();
    timeAutosave(game, dir, options.quick);
    return playWholeGames(game, options, random) ? 0 : 1;
}
