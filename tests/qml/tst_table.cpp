// Runs the tst_*.qml files of this folder against the game's own QML modules.

#include "language.h"

#include <QDir>
#include <QFile>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Cozen_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(Cozen_TablePlugin)

// Saves to start the table from, as `fixtures` in QML: each copied out of tests/qml/data (the game
// writes its autosave over the file it resumed).
class Fixtures : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    Q_INVOKABLE QString copy(const QString& name) {
        const QString from = QStringLiteral(QUICK_TEST_SOURCE_DIR "/data/") + name;
        const QString to = dir_.filePath(QString::number(++copies_) + QLatin1Char('-') + name);
        return QFile::copy(from, to) ? to : QString();
    }

private:
    QTemporaryDir dir_;
    int copies_ = 0;
};

// The pseudo-translation (pseudo.py: every string two fifths longer, bracketed), as `pseudo` in
// QML: use(true) installs it and has the engine say every text again, use(false) takes it away.
class Pseudo : public QObject {
    Q_OBJECT

public:
    QQmlEngine* engine = nullptr;

    Q_INVOKABLE bool use(bool on) {
        if (on && translator_.isEmpty() && !translator_.load(QStringLiteral(COZEN_PSEUDO_QM)))
            return false;
        if (on)
            QCoreApplication::installTranslator(&translator_);
        else
            QCoreApplication::removeTranslator(&translator_);
        if (engine) engine->retranslate();
        return true;
    }

private:
    QTranslator translator_;
};

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        QQuickStyle::setStyle(QStringLiteral("Basic"));
        // English, as the game speaks it: its plural forms ("1 card", "2 cards") installed.
        cozen::app::Language::install(QStringLiteral("en"));
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml")); // the default from Qt 6.5 on
        engine->rootContext()->setContextProperty(QStringLiteral("fixtures"), &fixtures_);
        pseudo_.engine = engine;
        engine->rootContext()->setContextProperty(QStringLiteral("pseudo"), &pseudo_);
    }

private:
    Fixtures fixtures_;
    Pseudo pseudo_;
};

QUICK_TEST_MAIN_WITH_SETUP(tst_table, Setup)

#include "tst_table.moc"
