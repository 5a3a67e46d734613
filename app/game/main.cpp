// Cozen, the game window: the Qt Quick table (qml/, module Cozen.Table) over the models
// (app/models, module Cozen.Models).

#include "preferences.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(Cozen_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(Cozen_TablePlugin)

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Cozen"));
    QGuiApplication::setApplicationName(QStringLiteral("Cozen"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Cozen"));
    QGuiApplication::setApplicationVersion(QStringLiteral(COZEN_VERSION));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/qt/qml/Cozen/Table/icon.svg")));

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
    parser.process(app);

    // Qt Quick's software renderer unless OpenGL is asked for (or QT_QUICK_BACKEND names one).
    if (!parser.isSet(openGLOption) && !cozen::app::Preferences().openGL() &&
        qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);

    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml")); // the default from Qt 6.5 on
    engine.setInitialProperties({{QStringLiteral("saveFile"), parser.value(saveOption)}});
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreated, &app,
        [](QObject* root, const QUrl&) {
            if (!root) QCoreApplication::exit(1);
        },
        Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Cozen/Table/Main.qml")));
    return app.exec();
}
