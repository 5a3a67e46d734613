// Cozen, the game window: the Qt Quick table (qml/, module Cozen.Table) over the models
// (app/models, module Cozen.Models).

#include "datafolder.h"
#include "language.h"
#include "players.h"
#include "preferences.h"

#include "cozen/error.h"

#include <QCommandLineParser>
#include <QDir>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(Cozen_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(Cozen_TablePlugin)

namespace {
// As in the New game dialog: around the rulebook's 70.
constexpr int kMinTarget = 30;
constexpr int kMaxTarget = 150;
} // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    // No organization name: with one, the data folder would be `Cozen/Cozen` (the settings name
    // theirs, QSettings("Cozen", "Cozen")).
    QGuiApplication::setApplicationName(QStringLiteral("Cozen"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Cozen"));
    QGuiApplication::setApplicationVersion(QStringLiteral(COZEN_VERSION));
    // The desktop entry's name, which Wayland compositors match the window with.
    QGuiApplication::setDesktopFileName(QStringLiteral(COZEN_APP_ID));
    QIcon icon;
    const QDir icons(QStringLiteral(":/qt/qml/Cozen/Table/icons"));
    for (const QString& name : icons.entryList({QStringLiteral("cozen-*.png")}))
        icon.addFile(icons.filePath(name));
    QGuiApplication::setWindowIcon(icon);
    // A named pipe (or anything but a file) where the settings are would hang the first QSettings.
    cozen::app::clearSettingsFileWay();
    // The data of a version that kept it in `Cozen/Cozen`, moved up once.
    cozen::app::migrateDataFolder(cozen::app::oldDataFolder(), cozen::app::dataFolder());
    // The language chosen in the settings, else the system's (switched later without a restart).
    cozen::app::Language::install(cozen::app::Language().chosen());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Cozen, the card game of bluffing and wagering"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption saveOption(QStringLiteral("save"),
                                  QStringLiteral("Autosave to FILE instead of the usual place."),
                                  QStringLiteral("FILE"));
    parser.addOption(saveOption);
    QCommandLineOption openGLOption(QStringLiteral("opengl"),
                                    QStringLiteral("Draw with OpenGL (also a setting), not Qt "
                                                   "Quick's software renderer."));
    parser.addOption(openGLOption);
    QCommandLineOption playersOption(
        QStringLiteral("players"),
        QStringLiteral("Start a new game with these players, one per seat: Red, then Black, or "
                       "for 2v2 Red 1, Black 1, Red 2, Black 2 (who moves first is drawn at "
                       "random). Each is a person's name or computer:LEVEL (random, greedy, easy, "
                       "medium, hard, expert): \"Ann,Ben\" is two people at this screen, "
                       "\"Ann,computer:hard\" Ann as Red against the computer, "
                       "\"Ann,computer:expert,Bob,computer:hard\" Ann and Bob partners in 2v2."),
        QStringLiteral("LIST"));
    parser.addOption(playersOption);
    QCommandLineOption targetOption(
        QStringLiteral("target"),
        QStringLiteral("Start a new game to N VP in jail (%1 to %2; 70 by default, 100 in 2v2).")
            .arg(kMinTarget)
            .arg(kMaxTarget),
        QStringLiteral("N"));
    parser.addOption(targetOption);
    parser.process(app);

    const auto fail = [](const QString& message) {
        std::fprintf(stderr, "cozen: %s\n", qPrintable(message));
        return 2;
    };
    QVariantList players;
    if (parser.isSet(playersOption)) {
        try {
            players =
                cozen::app::playersToVariant(cozen::app::parsePlayers(parser.value(playersOption)));
        } catch (const cozen::Error& e) {
            return fail(QStringLiteral("--players: %1").arg(QString::fromUtf8(e.what())));
        }
    }
    int target = 0;
    if (parser.isSet(targetOption)) {
        bool ok = false;
        target = parser.value(targetOption).toInt(&ok);
        if (!ok || target < kMinTarget || target > kMaxTarget)
            return fail(QStringLiteral("--target: %1 is not a whole number from %2 to %3")
                            .arg(parser.value(targetOption))
                            .arg(kMinTarget)
                            .arg(kMaxTarget));
    }

    // Qt Quick's software renderer unless OpenGL is asked for (or QT_QUICK_BACKEND names one).
    if (!parser.isSet(openGLOption) && !cozen::app::Preferences().openGL() &&
        qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);

    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml")); // the default from Qt 6.5 on
    engine.setInitialProperties({{QStringLiteral("saveFile"), parser.value(saveOption)},
                                 {QStringLiteral("startPlayers"), players},
                                 {QStringLiteral("startTarget"), target}});
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreated, &app,
        [](QObject* root, const QUrl&) {
            if (!root) QCoreApplication::exit(1);
        },
        Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Cozen/Table/Main.qml")));
    return app.exec();
}
