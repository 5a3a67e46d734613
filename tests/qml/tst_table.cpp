// Runs the tst_*.qml files of this folder against the game's own QML modules.

#include "system/language.h"

#include "remote/computerplayer.h"
#include "remote/invite.h"
#include "remote/links.h"
#include "remote/session.h"

#include <QDir>
#include <QFile>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlError>
#include <QQuickStyle>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

#include <atomic>
#include <memory>

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
    // A path in the same folder where nothing is yet (a new game's save).
    Q_INVOKABLE QString fresh(const QString& name) {
        return dir_.filePath(QString::number(++copies_) + QLatin1Char('-') + name);
    }
    // A file's bytes as text (the autosave before and after), or "" when there is none.
    Q_INVOKABLE QString read(const QString& path) const {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
    Q_INVOKABLE bool write(const QString& path, const QString& text) const {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) == text.toUtf8().size();
    }
    Q_INVOKABLE bool makeFolder(const QString& path) const { return QDir().mkpath(path); }
    // Gone, or false: tried again for a second, since on a loaded machine it once answered false
    // for the save of the test before (its game's writer thread perhaps still at work on it).
    Q_INVOKABLE bool remove(const QString& path) const {
        for (int attempt = 0; attempt < 20; ++attempt) {
            if (!QFile::exists(path) || QFile::remove(path)) return true;
            QThread::msleep(50);
        }
        return false;
    }
    // A web server on the loopback that answers nothing and counts who calls: markup in a name or
    // a record (<img src="http://127.0.0.1:PORT/...">) must never make the game fetch. Returns
    // the port.
    Q_INVOKABLE int listen() {
        if (!server_.isListening()) {
            QObject::connect(&server_, &QTcpServer::newConnection, &server_, [this] {
                while (QTcpSocket* socket = server_.nextPendingConnection()) {
                    ++calls_;
                    socket->close();
                    socket->deleteLater();
                }
            });
            if (!server_.listen(QHostAddress::LocalHost)) return 0;
        }
        return server_.serverPort();
    }
    Q_INVOKABLE int calls() const { return calls_; }

    // A cozen-cli-like bot at "another computer" (this one, over 127.0.0.1), for a remote game
    // played through the window: Ben, at the easy level. joinBot takes the window's invite (its
    // address made the loopback's: the window listens on every address); hostBot hosts as Black
    // and returns its invite. One bot at a time.
    Q_INVOKABLE bool joinBot(const QString& invite) {
        using namespace cozen::remote;
        QString problem;
        std::optional<Invite> parsed = Invite::parse(invite, &problem);
        if (!parsed) return false;
        parsed->host = QStringLiteral("127.0.0.1");
        Session::Setup setup;
        setup.role = Role::Guest;
        setup.invite = *parsed;
        setup.me = {QStringLiteral("Ben"), QStringLiteral("easy")};
        return startBot(setup, makeLink(setup, problem));
    }
    Q_INVOKABLE QString hostBot() {
        using namespace cozen::remote;
        Session::Setup setup;
        setup.role = Role::Host;
        setup.me = {QStringLiteral("Ben"), QStringLiteral("easy")};
        setup.hostSeat = 1;
        setup.target = 40;
        QString problem;
        Link* link = hostLink(setup, QString(), QStringLiteral("127.0.0.1:0"), problem);
        return startBot(setup, link) ? setup.invite.text() : QString();
    }
    // The bot's game is over and checked; its record (the record format), once it is.
    Q_INVOKABLE bool botFinished() const {
        return bot_ && bot_->stage() == cozen::remote::Session::Stage::Finished;
    }
    Q_INVOKABLE QString botRecord() const {
        return botFinished() ? QString::fromStdString(cozen::formatRecord(bot_->record()))
                             : QString();
    }
    // The bot plays no move sooner than `ms` after its turn came (a person's time to ask it for a
    // take-back); 0: at once.
    Q_INVOKABLE void setBotPace(int ms) {
        if (botPlayer_) botPlayer_->setPaceMs(ms);
    }
    // The bot asks to take its last wager back (as a person at its end would): false when it may
    // not now. And whether the person's end said no to it.
    Q_INVOKABLE bool botAskTakeBack() { return bot_ && bot_->askTakeBack(); }
    Q_INVOKABLE bool botAsking() const { return bot_ && bot_->askingTakeBack(); }
    Q_INVOKABLE bool botMayAskTakeBack() const { return bot_ && bot_->canAskTakeBack(); }
    Q_INVOKABLE void dropBot() {
        botPlayer_.reset();
        bot_.reset();
    }

private:
    bool startBot(const cozen::remote::Session::Setup& setup, cozen::remote::Link* link) {
        dropBot();
        if (!link) return false;
        bot_ = std::make_unique<cozen::remote::Session>(setup, link);
        botPlayer_ =
            std::make_unique<cozen::remote::ComputerPlayer>(bot_.get(), cozen::Level::Easy, 7);
        return true;
    }
    std::unique_ptr<cozen::remote::Session> bot_;
    std::unique_ptr<cozen::remote::ComputerPlayer> botPlayer_;
    QTemporaryDir dir_;
    int copies_ = 0;
    QTcpServer server_;
    int calls_ = 0;
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

// A QML runtime error is a failure wherever it shows, not a line in the log: a handler that once
// set a property the tutorial's screen did not have ("Cannot assign to non-existent property")
// left the tutorial impossible to leave, and every test passed. Each error the engine reports
// (QQmlEngine::warnings: bindings, handlers, assignments, component creation) fails the test
// function it came in; one that came outside any (while a file was loaded) fails the run.
namespace qmlerrors {

std::atomic<int> outsideTests{0};

bool isError(const QString& message) {
    static const QRegularExpression pattern(QStringLiteral(
        "\\b(TypeError|ReferenceError|SyntaxError|RangeError|URIError|EvalError)\\b|Error:|"
        "Cannot assign|Unable to assign|is not a function|Cannot read property|"
        "Cannot call method|non-existent (property|signal|attached object)|is not a type|"
        "Type error|Binding loop detected|Cannot anchor|Component is not ready"));
    return pattern.match(message).hasMatch();
}

void fail(const QList<QQmlError>& errors) {
    for (const QQmlError& error : errors) {
        if (!isError(error.toString())) continue;
        if (QTest::currentTestFunction()) {
            const QByteArray what = "a QML runtime error: " + error.toString().toUtf8();
            QTest::qFail(what.constData(), __FILE__, __LINE__);
        } else {
            ++outsideTests;
        }
    }
}

} // namespace qmlerrors

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        // The same profile on every machine, whatever a run before left in it: the table's
        // animations off (the tests that want them set them, and set them back), as a new
        // machine's 350 ms a step made drags and reveals outlast the waits of some tests.
        QSettings profile(QStringLiteral("Cozen"), QStringLiteral("Cozen"));
        profile.setValue(QStringLiteral("table/animationSpeed"), 0);
        profile.setValue(QStringLiteral("table/reduceMotion"), false);
        QQuickStyle::setStyle(QStringLiteral("Basic"));
        // English, as the game speaks it: its plural forms ("1 card", "2 cards") installed.
        cozen::app::Language::install(QStringLiteral("en"));
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        QObject::connect(engine, &QQmlEngine::warnings, engine, &qmlerrors::fail);
        engine->addImportPath(QStringLiteral("qrc:/qt/qml")); // the default from Qt 6.5 on
        engine->rootContext()->setContextProperty(QStringLiteral("fixtures"), &fixtures_);
        pseudo_.engine = engine;
        engine->rootContext()->setContextProperty(QStringLiteral("pseudo"), &pseudo_);
    }

private:
    Fixtures fixtures_;
    Pseudo pseudo_;
};

int main(int argc, char** argv) {
    QTEST_SET_MAIN_SOURCE_PATH
    // No sound, and no sound device opened, run by ctest or by hand (Main.qml's TableSounds).
    qputenv("COZEN_MUTE", "1");
    Setup setup;
    const int failed =
        quick_test_main_with_setup(argc, argv, "tst_table", QUICK_TEST_SOURCE_DIR, &setup);
    if (qmlerrors::outsideTests > 0) {
        fprintf(stderr, "FAIL: %d QML runtime error(s) outside any test function (see above)\n",
                qmlerrors::outsideTests.load());
        return failed > 0 ? failed : 1;
    }
    return failed;
}

#include "tst_table.moc"
