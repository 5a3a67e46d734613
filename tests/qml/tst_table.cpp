// Runs the tst_*.qml files of this folder against the game's own QML modules.

#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Cozen_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(Cozen_TablePlugin)

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        QQuickStyle::setStyle(QStringLiteral("Basic"));
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml")); // the default from Qt 6.5 on
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_table, Setup)

#include "tst_table.moc"
