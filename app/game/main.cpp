// Cozen, the game window: the Qt Quick table (qml/, module Cozen.Table) over the models
// (app/models, module Cozen.Models).

#include "play/players.h"
#include "storage/datafolder.h"
#include "storage/profileguard.h"
#include "storage/savefile.h"
#include "system/language.h"
#include "system/preferences.h"
#include "system/renderer.h"

#include "cozen/document.h"
#include "cozen/error.h"

#include <QCommandLineParser>
#include <QDir>
#include <QGuiApplication>
#include <QIcon>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <vector>

Q_IMPORT_QML_PLUGIN(Cozen_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(Cozen_TablePlugin)

namespace {
// As in the New game dialog: around the rulebook's 70.
constexpr int kMinTarget = 30;
constexpr int kMaxTarget = 150;

// The options, for the window's start and for --help and --version alone.
struct Options {
    QCommandLineParser parser;
    QCommandLineOption save{QStringLiteral("save"),
                            QStringLiteral("Autosave to FILE instead of the usual place."),
                            QStringLiteral("FILE")};
    QCommandLineOption softwareRenderer{
        QStringLiteral("software-renderer"),
        QStringLiteral("Draw with Qt Quick's software renderer, not the graphics card (also a "
                       "setting; without a graphics driver, the game draws this way by itself).")};
    QCommandLineOption players{
        QStringLiteral("players"),
        QStringLiteral("Start a new game with these players, one per seat: Red, then Black, or "
                       "for 2v2 Red 1, Black 1, Red 2, Black 2 (who moves first is drawn at "
                       "random). Each is a person's name or computer:LEVEL (random, greedy, easy, "
                       "medium, hard, expert, adaptive: at the strength your results have "
                       "given it): \"Ann,Ben\" is two people at this screen, "
                       "\"Ann,computer:hard\" Ann as Red against the computer, "
                       "\"Ann,computer:expert,Bob,computer:hard\" Ann and Bob partners in 2v2."),
        QStringLiteral("LIST")};
    QCommandLineOption target{
        QStringLiteral("target"),
        QStringLiteral("Start a new game to N VP in jail (%1 to %2; 70 by default, 100 in 2v2).")
            .arg(kMinTarget)
            .arg(kMaxTarget),
        QStringLiteral("N")};

    Options() {
        parser.setApplicationDescription(
            QStringLiteral("Cozen, the card game of bluffing and wagering"));
        // Qt's own options are one word after one dash (-platform offscreen): so are ours, then.
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(save);
        parser.addOption(softwareRenderer);
        parser.addOption(players);
        parser.addOption(target);
        // The options every Qt program takes (QGuiApplication reads them): known, so that the
        // command line is checked before the window system is asked for, and left out of --help.
        for (const char* name :
             {"platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
              "qwindowicon", "qwindowtitle", "session", "display", "geometry", "style",
              "stylesheet", "qmljsdebugger", "dialogs", "fontengine", "name", "title", "visual"}) {
            QCommandLineOption option(QString::fromLatin1(name));
            option.setValueName(QStringLiteral("VALUE"));
            option.setFlags(QCommandLineOption::HiddenFromHelp);
            parser.addOption(option);
        }
        for (const char* name : {"reverse", "widgetcount", "nograb", "dograb", "sync"}) {
            QCommandLineOption option(QString::fromLatin1(name));
            option.setFlags(QCommandLineOption::HiddenFromHelp);
            parser.addOption(option);
        }
    }
};

// What the command line asks for, checked.
struct Command {
    QVariantList players;
    int target = 0;
    QString save;
};

// The command line read and checked, or the sentence that says what is wrong with it.
std::optional<Command> readCommand(Options& options, const QStringList& arguments, QString* why) {
    QCommandLineParser& parser = options.parser;
    if (!parser.parse(arguments)) {
        *why = parser.errorText() + QStringLiteral(" (cozen --help lists the options)");
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *why = QStringLiteral("%1: the game takes no file or word but its options; a save is "
                              "named with --save (cozen --help lists the options)")
                   .arg(QString::fromStdString(
                       cozen::quoteText(parser.positionalArguments().first().toStdString())));
        return std::nullopt;
    }
    Command command;
    if (parser.isSet(options.players)) {
        try {
            command.players = cozen::app::playersToVariant(
                cozen::app::parsePlayers(parser.value(options.players)));
        } catch (const cozen::Error& e) {
            *why = QStringLiteral("--players: %1").arg(QString::fromUtf8(e.what()));
            return std::nullopt;
        }
    }
    if (parser.isSet(options.target)) {
        bool ok = false;
        command.target = parser.value(options.target).toInt(&ok);
        if (!ok || command.target < kMinTarget || command.target > kMaxTarget) {
            *why = QStringLiteral("--target: %1 is not a whole number from %2 to %3")
                       .arg(QString::fromStdString(
                           cozen::quoteText(parser.value(options.target).toStdString())))
                       .arg(kMinTarget)
                       .arg(kMaxTarget);
            return std::nullopt;
        }
    }
    if (parser.isSet(options.save)) {
        const QString save = parser.value(options.save);
        if (save.isEmpty()) {
            *why = QStringLiteral("--save: the file's name is empty");
            return std::nullopt;
        }
        command.save = QFileInfo(save).absoluteFilePath();
        if (const QString problem = cozen::app::whyNotASaveFile(command.save); !problem.isEmpty()) {
            *why = QStringLiteral("--save: %1").arg(problem);
            return std::nullopt;
        }
    }
    return command;
}

void nameApplication() {
    // No organization name: with one, the data folder would be `Cozen/Cozen` (the settings name
    // theirs, QSettings("Cozen", "Cozen")).
    QCoreApplication::setApplicationName(QStringLiteral("Cozen"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COZEN_VERSION));
}

// --help and --version print and exit: they need no display, so no QGuiApplication (which
// fails without one) is made for them.
bool asksOnlyForText(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    return false;
}

// The graphics card failed to draw: the same command again with --software-renderer, once this
// copy has let go of the profile's lock (the new copy takes it), and this copy ends.
void startAgainWithSoftware(const QString& message, cozen::app::ProfileGuard& guard) {
    std::fprintf(stderr,
                 "cozen: the graphics card could not draw (%s); starting again with "
                 "--software-renderer\n",
                 qPrintable(message.simplified()));
    guard.release();
    QStringList arguments = QCoreApplication::arguments().mid(1);
    arguments << QStringLiteral("--software-renderer");
    const bool started =
        QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments);
    QCoreApplication::exit(started ? 0 : 1);
}

// What Qt says while the application is being made, held back: when no window can be opened (no
// display, or one that does not answer) Qt stops the program with a page about platform plug-ins;
// a person is told in one sentence instead, and the program ends with 2 (a usage error) rather
// than an abort. Said as it was when the application was made.
class WindowSystemCheck {
public:
    WindowSystemCheck() { previous_ = qInstallMessageHandler(&WindowSystemCheck::hold); }
    ~WindowSystemCheck() { done(); }
    WindowSystemCheck(const WindowSystemCheck&) = delete;
    WindowSystemCheck& operator=(const WindowSystemCheck&) = delete;
    // The application is made: what was held is said.
    void done() {
        if (!installed_) return;
        installed_ = false;
        qInstallMessageHandler(previous_);
        for (const Held& message : held()) {
            const QMessageLogContext context(nullptr, 0, nullptr, message.category.constData());
            if (previous_) previous_(message.type, context, message.text);
        }
        held().clear();
    }

private:
    struct Held {
        QtMsgType type;
        QByteArray category;
        QString text;
    };
    static std::vector<Held>& held() {
        static std::vector<Held> messages;
        return messages;
    }
    static void hold(QtMsgType type, const QMessageLogContext& context, const QString& text) {
        if (type != QtFatalMsg) {
            held().push_back({type, QByteArray(context.category), text});
            return;
        }
        const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
        const QByteArray display = qgetenv("DISPLAY");
        QString why;
        if (!platform.isEmpty())
            why = QStringLiteral("the window system \"%1\" (QT_QPA_PLATFORM) could not be used")
                      .arg(QString::fromLocal8Bit(platform));
        else if (!display.isEmpty())
            why = QStringLiteral("the display \"%1\" (DISPLAY) did not answer")
                      .arg(QString::fromLocal8Bit(display));
        else
            why = QStringLiteral("there is no display (DISPLAY and WAYLAND_DISPLAY are not set)");
        std::fprintf(stderr,
                     "cozen: cannot open the game's window: %s. Start Cozen in a desktop "
                     "session; cozen-cli plays in a terminal.\n",
                     qPrintable(why));
        // What Qt found, for whoever must find out more ("could not connect to display :1"); not
        // its page on reinstalling the application, which would not help.
        (void)text;
        for (const Held& message : held())
            if (message.category.startsWith("qt.qpa")) {
                std::fprintf(stderr, "cozen: (Qt: %s)\n", qPrintable(message.text.simplified()));
                break;
            }
        std::fflush(stderr);
        std::_Exit(2); // where Qt would abort: nothing of the game has started, nothing to save
    }

    static inline QtMessageHandler previous_ = nullptr;
    bool installed_ = true;
};

// The window's names and icon, for the desktop and its task bar.
void presentApplication() {
    nameApplication();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Cozen"));
    // The desktop entry's name, which Wayland compositors match the window with.
    QGuiApplication::setDesktopFileName(QStringLiteral(COZEN_APP_ID));
    QIcon icon;
    const QDir icons(QStringLiteral(":/qt/qml/Cozen/Table/icons"));
    for (const QString& name : icons.entryList({QStringLiteral("cozen-*.png")}))
        icon.addFile(icons.filePath(name));
    QGuiApplication::setWindowIcon(icon);
}

// One game per profile (profileguard.h): a second copy asks the first to come forward, says so,
// and ends. The program's exit code when this copy must not go on.
std::optional<int> takeProfile(cozen::app::ProfileGuard& guard) {
    using cozen::app::ProfileGuard;
    switch (const ProfileGuard::Outcome taken = guard.take(); taken.taken) {
    case ProfileGuard::Taken::Ours:
        if (const QString problem = guard.listen(); !problem.isEmpty())
            std::fprintf(stderr,
                         "cozen: the game cannot listen for a copy started later (%s): that copy "
                         "will say this one does not answer, and end\n",
                         qPrintable(problem));
        return std::nullopt;
    case ProfileGuard::Taken::Answered:
        std::fprintf(stderr,
                     "cozen: Cozen is already open for this profile (process %lld); its window "
                     "was asked to come forward\n",
                     static_cast<long long>(taken.pid));
        return 0;
    case ProfileGuard::Taken::Silent:
        std::fprintf(stderr,
                     "cozen: Cozen is already open for this profile (process %lld), but it does "
                     "not answer: it may be stopped or busy. Close it (or end process %lld) and "
                     "start again; two copies would write over each other's games\n",
                     static_cast<long long>(taken.pid), static_cast<long long>(taken.pid));
        return 1;
    case ProfileGuard::Taken::Unlockable:
        // A read-only folder: play on, as before there was a lock.
        std::fprintf(stderr,
                     "cozen: the lock %s could not be made (%s); another copy of the game "
                     "would not be noticed\n",
                     qPrintable(guard.lockPath()), qPrintable(taken.lockError));
        return std::nullopt;
    }
    return std::nullopt;
}

// The data folder, made (private), its lock's place cleared of anything but a file.
QString prepareDataFolder() {
    const QString folder = cozen::app::dataFolder();
    if (const QString problem = cozen::app::makePrivateFolder(folder); !problem.isEmpty())
        std::fprintf(stderr, "cozen: the data folder: %s\n", qPrintable(problem));
    // QLockFile reads one that is there: never a named pipe.
    cozen::app::clearFileWay(QDir(folder).filePath(QStringLiteral("cozen.lock")));
    return folder;
}

// The settings' place cleared of anything but a file, the data of an older version moved in, and
// the language chosen installed.
void prepareSettings() {
    // A named pipe (or anything but a file) where the settings are would hang the first QSettings.
    cozen::app::clearSettingsFileWay();
    // The data of a version that kept it in `Cozen/Cozen`, moved up once.
    cozen::app::migrateDataFolder(cozen::app::oldDataFolder(), cozen::app::dataFolder());
    // The language chosen in the settings, else the system's (switched later without a restart).
    cozen::app::Language::install(cozen::app::Language().chosen());
}

// The graphics card (Qt's RHI on the API Qt chooses), unless the software renderer is asked for
// or no graphics driver answers; QT_QUICK_BACKEND and QSG_RHI_BACKEND win when set.
cozen::app::Renderer chooseGraphics(bool softwareAsked) {
    const cozen::app::Renderer renderer =
        cozen::app::chooseRenderer(softwareAsked || cozen::app::Preferences().softwareRenderer());
    if (renderer == cozen::app::Renderer::SoftwareAsked ||
        renderer == cozen::app::Renderer::SoftwareNoDriver)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    // Said where a person may wonder why drawing is slow; not on a platform with no screen at all
    // (offscreen, minimal: tests and scripts), where nothing else is to be expected.
    const QString platform = QGuiApplication::platformName();
    const bool headless =
        platform == QLatin1String("offscreen") || platform == QLatin1String("minimal");
    if (renderer == cozen::app::Renderer::SoftwareNoDriver && !headless)
        std::fprintf(stderr, "cozen: %s\n", qPrintable(cozen::app::describe(renderer)));
    return renderer;
}

// Main.qml loaded with what the command line asked for. The program ends when it cannot be made;
// a driver that answered the probe and still cannot draw (Qt Quick would stop the program) makes
// the game start again with the software renderer, in a process of its own.
void loadTable(QQmlApplicationEngine& engine, const Command& command, cozen::app::Renderer renderer,
               cozen::app::ProfileGuard& guard) {
    engine.addImportPath(QStringLiteral("qrc:/qt/qml")); // the default from Qt 6.5 on
    engine.setInitialProperties({{QStringLiteral("saveFile"), command.save},
                                 {QStringLiteral("startPlayers"), command.players},
                                 {QStringLiteral("startTarget"), command.target}});
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreated, qApp,
        [](QObject* root, const QUrl&) {
            if (!root) QCoreApplication::exit(1);
        },
        Qt::QueuedConnection);
    if (renderer == cozen::app::Renderer::GraphicsCard)
        QObject::connect(&engine, &QQmlApplicationEngine::objectCreated, qApp,
                         [&guard](QObject* root, const QUrl&) {
                             auto* window = qobject_cast<QQuickWindow*>(root);
                             if (!window) return;
                             QObject::connect(
                                 window, &QQuickWindow::sceneGraphError, window,
                                 [&guard](QQuickWindow::SceneGraphError, const QString& message) {
                                     startAgainWithSoftware(message, guard);
                                 },
                                 Qt::QueuedConnection);
                         });
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Cozen/Table/Main.qml")));
    // Qt's own words in the language chosen, switched with it: not the engine's, of the start's.
    cozen::app::Language::removeEngineTranslation(engine);
}

// A second copy started: this window comes forward (where the platform lets a program raise its
// own window) and says so.
void comeForwardForOtherCopies(cozen::app::ProfileGuard& guard, QQmlApplicationEngine& engine) {
    QObject::connect(&guard, &cozen::app::ProfileGuard::anotherCopyStarted, qApp, [&engine] {
        for (QObject* root : engine.rootObjects())
            if (auto* window = qobject_cast<QWindow*>(root)) {
                if (window->visibility() == QWindow::Minimized) window->showNormal();
                window->raise();
                window->requestActivate();
                QMetaObject::invokeMethod(window, "anotherCopyStarted");
            }
    });
}

int printHelpOrVersion(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    nameApplication();
    Options options;
    options.parser.process(app); // prints, and exits
    return 0;
}

int failWith(const QString& message) {
    std::fprintf(stderr, "cozen: %s\n", qPrintable(message));
    return 2;
}

} // namespace

int main(int argc, char* argv[]) {
    // This program started again to ask the graphics driver (renderer.h): the answer, and out.
    if (const int probed = cozen::app::answerProbe(argc, argv); probed >= 0) return probed;
    if (asksOnlyForText(argc, argv)) return printHelpOrVersion(argc, argv);
    // The command line read and checked before the window system is asked for: a mistake in it is
    // named with no display too. (On Windows, where argv is in the ANSI code page, the Unicode
    // command line is read once the application is made.)
    Options options;
    QString why;
    std::optional<Command> command;
#ifndef Q_OS_WIN
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    command = readCommand(options, arguments, &why);
    if (!command) return failWith(why);
#endif
    WindowSystemCheck windowSystem;
    QGuiApplication app(argc, argv);
    windowSystem.done();
    presentApplication();
#ifdef Q_OS_WIN
    command = readCommand(options, app.arguments(), &why);
    if (!command) return failWith(why);
#endif

    cozen::app::ProfileGuard guard(prepareDataFolder());
    if (const std::optional<int> exitCode = takeProfile(guard)) return *exitCode;
    prepareSettings();
    const cozen::app::Renderer renderer =
        chooseGraphics(options.parser.isSet(options.softwareRenderer));

    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    loadTable(engine, *command, renderer, guard);
    comeForwardForOtherCopies(guard, engine);
    return app.exec();
}
