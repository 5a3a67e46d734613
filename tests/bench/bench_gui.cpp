// The game window's performance goals (issue: first frame <= 1 s, <= 150 MB resident after a
// whole game, no GUI stall over 16 ms while the computer thinks), measured on the real window:
//
//   build/tests/bench/bench_gui [--level expert] [--turns 8]     (under X, or
//   QT_QPA_PLATFORM=offscreen)
//
// 1. First frame: from the start of main() to the window's first frameSwapped().
// 2. Stalls: a 1 ms timer on the GUI thread; the longest gap between its ticks (less the 1 ms)
//    while the computer thinks, over `turns` computer moves at `level`, animations on.
// 3. Memory: resident set size after a whole game against the computer (hard, played fast).

#include "game.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <functional>
#include <string>

#if defined(Q_OS_UNIX)
#include <sys/resource.h>
#endif

Q_IMPORT_QML_PLUGIN(Cozen_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(Cozen_TablePlugin)

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
    if (!game.play(column, {card})) game.play(-1, {card});
}

} // namespace

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    QCommandLineOption smoke(QStringLiteral("smoke"),
                             QStringLiteral("A quick run for the test suite."));
    QCommandLineOption level(QStringLiteral("level"), QStringLiteral("The computer's level."),
                             QStringLiteral("LEVEL"), QStringLiteral("expert"));
    QCommandLineOption turns(QStringLiteral("turns"), QStringLiteral("Computer moves to watch."),
                             QStringLiteral("N"), QStringLiteral("8"));
    QCommandLineOption openGL(QStringLiteral("opengl"),
                              QStringLiteral("Draw with OpenGL, not the software renderer the game "
                                             "uses unless asked."));
    QCommandLineOption games(QStringLiteral("games"), QStringLiteral("Whole games to play."),
                             QStringLiteral("N"), QStringLiteral("1"));
    parser.addOptions({smoke, level, turns, openGL, games});
    parser.process(app);
    if (!parser.isSet(openGL)) QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
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

    // 1. The first frame.
    qint64 firstFrameMs = -1;
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [&] {
        if (firstFrameMs < 0) firstFrameMs = sinceStart.elapsed();
    });
    waitUntil([&] { return firstFrameMs >= 0; }, 10000);
    std::printf("first frame: %lld ms after main() began\n", static_cast<long long>(firstFrameMs));

    // 2. The GUI thread while the computer thinks: the person plays at once, the computer thinks.
    qint64 worstGapUs = 0;
    qint64 thinkingMs = 0;
    int frames = 0;
    QElapsedTimer tick;
    tick.start();
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    // A gap counts as the computer's once a whole tick passed in its turn: the gap in which the
    // person's own move was handled (the table updating) is reported apart, as the worst overall.
    qint64 worstOverallUs = 0;
    int ticksThinking = 0;
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 gap = tick.nsecsElapsed() / 1000;
        tick.restart();
        worstOverallUs = std::max(worstOverallUs, gap - 1000);
        ticksThinking = game->thinking() ? ticksThinking + 1 : 0;
        if (ticksThinking >= 2) worstGapUs = std::max(worstGapUs, gap - 1000);
    });
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [&] { ++frames; });
    QRandomGenerator random(1);
    game->newGame(parser.value(level), QStringLiteral("computer"), 70);
    probe.start(1);
    const int computerTurns = quick ? 1 : parser.value(turns).toInt();
    QElapsedTimer thinking;
    for (int turn = 0; turn < computerTurns; ++turn) {
        waitUntil([&] { return game->thinking(); }, 5000);
        thinking.start();
        waitUntil([&] { return !game->thinking(); }, 10000);
        thinkingMs += thinking.elapsed();
        waitUntil([&] { return game->yourTurn() || game->stage() != Game::Playing; }, 10000);
        if (game->stage() != Game::Playing) game->advance();
        if (game->stage() != Game::Playing) game->advance();
        if (game->yourTurn()) playSomething(*game, random);
    }
    probe.stop();
    std::printf(
        "GUI thread while the computer (%s) thought for %lld ms over %d moves: longest stall "
        "%.1f ms (%.1f ms counting the handling of the person's own moves); %d frames drawn\n",
        qPrintable(parser.value(level)), static_cast<long long>(thinkingMs), computerTurns,
        double(worstGapUs) / 1000.0, double(worstOverallUs) / 1000.0, frames);

    // 3. Whole games, played fast, then memory (more games show whether it grows).
    game->setProperty("revealMs", 0);
    game->setProperty("computerDelayMs", 0);
    bool finished = true;
    for (int g = 0; g < parser.value(games).toInt(); ++g) {
        game->newGame(quick ? QStringLiteral("random") : QStringLiteral("hard"),
                      QStringLiteral("random"), 70);
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
