// `cozen-cli remote host` and `remote join` as a person runs them, two processes on this machine:
// whole games directly (TCP on 127.0.0.1) and through a real mosquitto on a loopback port. Both
// exit 0 and print the same record, which loads and replays, with each side's level. An invite
// mistyped, or one nobody answers, ends with a sentence and a non-zero exit.

#include "broker.h"
#include "wirecheck.h"

#include "cozen/record.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

using namespace cozen;

namespace {

constexpr int kWaitMs = 120000;

struct Ran {
    int code = -1;
    QByteArray out, err;
};

Ran finish(QProcess& process) {
    if (!process.waitForFinished(kWaitMs)) {
        process.kill();
        process.waitForFinished();
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

// Hosts with `hostArguments`, joins the invite it prints, and checks the two ends' records. With a
// broker, everything published on its cozen/ topics is heard too (mosquitto_sub), and no card is
// named there before it is public.
void playBetween(const QStringList& hostArguments, const TestBroker* broker = nullptr) {
    QProcess listener;
    if (broker) {
        listener.start(QStringLiteral("mosquitto_sub"),
                       {"-h", "127.0.0.1", "-p", QString::number(broker->port()), "-t", "cozen/#",
                        "-F", "%x", "-V", "mqttv311"});
        QVERIFY2(listener.waitForStarted(), "mosquitto_sub (mosquitto-clients) is not installed");
        // Its subscription is in place once a message published after it comes through.
        QTRY_VERIFY_WITH_TIMEOUT(
            (QProcess::execute(QStringLiteral("mosquitto_pub"),
                               {"-h", "127.0.0.1", "-p", QString::number(broker->port()), "-t",
                                "cozen/probe", "-m", "x"}),
             listener.waitForReadyRead(200)),
            kWaitMs);
        listener.readAllStandardOutput();
    }
    QProcess host;
    host.start(QStringLiteral(COZEN_CLI),
               QStringList{"remote", "host"} + hostArguments + QStringList{"--level", "easy"});
    QVERIFY(host.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(host.canReadLine() || host.state() == QProcess::NotRunning, kWaitMs);
    const QString invite = QString::fromUtf8(host.readLine()).trimmed();
    QVERIFY2(invite.startsWith(QStringLiteral("cozen+")),
             qPrintable(invite + host.readAllStandardError()));
    QProcess guest;
    guest.start(QStringLiteral(COZEN_CLI),
                {"remote", "join", invite, "--level", "greedy", "--name", "Ben"});
    const Ran joined = finish(guest);
    const Ran hosted = finish(host);
    QVERIFY2(joined.code == 0, joined.err.constData());
    QVERIFY2(hosted.code == 0, hosted.err.constData());
    QVERIFY(!joined.out.isEmpty());
    QCOMPARE(hosted.out, joined.out);
    const GameRecord record = parseRecord(joined.out.toStdString());
    const RecordReplay replay(record);
    QVERIFY(replay.result().winner == 0 || replay.result().winner == 1);
    QCOMPARE(replay.result(), record.result);
    if (broker) {
        listener.terminate();
        listener.waitForFinished();
        QList<QByteArray> bodies;
        for (const QByteArray& line : listener.readAllStandardOutput().split('\n')) {
            const QByteArray payload = QByteArray::fromHex(line.trimmed());
            if (payload.size() > 32) bodies.append(payload.mid(32)); // past the MAC
        }
        QVERIFY(bodies.size() > 10); // the game's messages were heard
        const QString leak = cozen::testing::cardNamedTooSoon(bodies, record);
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
    }
    const int hostSeat = hostArguments.contains(QStringLiteral("black")) ? 1 : 0;
    QCOMPARE(record.players[std::size_t(hostSeat)].computer, Level::Easy);
    QCOMPARE(record.players[std::size_t(1 - hostSeat)].computer, Level::Greedy);
}

// Reads `process`'s stderr until a line starts with `prefix`; false when it ends first.
bool waitForLine(QProcess& process, const QByteArray& prefix) {
    process.setReadChannel(QProcess::StandardError);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < kWaitMs) {
        while (process.canReadLine())
            if (process.readLine().startsWith(prefix)) return true;
        if (process.state() == QProcess::NotRunning) return false;
        process.waitForReadyRead(1000);
    }
    return false;
}

QString startHost(QProcess& host, const QStringList& arguments) {
    host.start(QStringLiteral(COZEN_CLI), QStringList{"remote", "host"} + arguments);
    if (!host.waitForStarted()) return {};
    host.setReadChannel(QProcess::StandardOutput);
    QElapsedTimer clock;
    clock.start();
    while (!host.canReadLine() && host.state() != QProcess::NotRunning && clock.elapsed() < kWaitMs)
        host.waitForReadyRead(1000);
    return QString::fromUtf8(host.readLine()).trimmed();
}

Ran runCli(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(COZEN_CLI), arguments);
    return finish(process);
}

} // namespace

class TestRemoteCli : public QObject {
    Q_OBJECT

private slots:
    // Directly: the host listens on a free port of 127.0.0.1, the guest connects.
    void direct() { playBetween({"--listen", "127.0.0.1:0"}); }
    // Through the relay: a real mosquitto on a free port of 127.0.0.1; the host plays black.
    void relay() {
        TestBroker broker;
        COZEN_START_BROKER(broker);
        playBetween({"--relay", broker.url().toString(), "--seat", "black"}, &broker);
    }
    // Either program killed mid-game (kill -9) and run again with the same command takes the game
    // up from its save (--save) and both finish with the same record; or the broker restarted
    // under a game, and the two find each other again.
    void killedAndStartedAgain_data() {
        QTest::addColumn<QString>("way");
        QTest::addColumn<QString>("victim");
        QTest::newRow("guest killed, direct") << "direct"
                                              << "guest";
        QTest::newRow("host killed, direct") << "direct"
                                             << "host";
        QTest::newRow("guest killed, relay") << "relay"
                                             << "guest";
        QTest::newRow("host killed, relay") << "relay"
                                            << "host";
        QTest::newRow("broker restarted") << "relay"
                                          << "broker";
    }
    void killedAndStartedAgain() {
        QFETCH(QString, way);
        QFETCH(QString, victim);
        TestBroker broker;
        if (way == u"relay") COZEN_START_BROKER(broker);
        QTemporaryDir dir;
        const QStringList common{"--level", "hard", "--progress", "--wait", "60"};
        const QStringList hostArguments =
            QStringList{way == u"relay" ? "--relay" : "--listen",
                        way == u"relay" ? broker.url().toString() : "127.0.0.1:0",
                        "--target",
                        "150",
                        "--save",
                        dir.filePath("host.json")} +
            common;
        QProcess host;
        const QString invite = startHost(host, hostArguments);
        QVERIFY2(invite.startsWith(u"cozen+"), qPrintable(invite));
        const QStringList guestArguments =
            QStringList{"remote", "join", invite, "--save", dir.filePath("guest.json")} + common;
        QProcess guest;
        guest.start(QStringLiteral(COZEN_CLI), guestArguments);
        // Mid-game: the second round's first move.
        QVERIFY(waitForLine(victim == u"guest" ? guest : host, "round 2:"));
        if (victim == u"broker") {
            broker.stop();
            QCOMPARE(host.state(), QProcess::Running); // the game was on when the broker went
            QVERIFY(broker.start());
        } else {
            QProcess& killed = victim == u"guest" ? guest : host;
            killed.kill(); // no goodbye, as a crash or a power cut
            killed.waitForFinished();
            QCOMPARE(killed.exitStatus(), QProcess::CrashExit); // killed mid-game, not ended
            if (victim == u"guest") {
                guest.start(QStringLiteral(COZEN_CLI), guestArguments);
            } else {
                QCOMPARE(startHost(host, hostArguments), invite); // the same game, the same invite
            }
        }
        const Ran joined = finish(guest);
        const Ran hosted = finish(host);
        QVERIFY2(joined.code == 0, joined.err.constData());
        QVERIFY2(hosted.code == 0, hosted.err.constData());
        QCOMPARE(hosted.out, joined.out);
        const GameRecord record = parseRecord(joined.out.toStdString());
        QVERIFY(record.rounds.size() >= 2);
        QCOMPARE(RecordReplay(record).result(), record.result);
    }

    // A mistyped invite says so; an invite nobody answers gives up after --wait, saying why.
    void invitesThatGoNowhere() {
        const Ran mistyped =
            runCli({"remote", "join", "cozen+tcp://127.0.0.1:9/K882-PWZH-8A8E-64BW-GRG1-M"});
        QCOMPARE(mistyped.code, 2);
        QVERIFY2(mistyped.err.contains("mistyped"), mistyped.err.constData());
        QTcpServer closed; // a port nobody listens on: taken, then freed
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        const Ran nobody =
            runCli({"remote", "join",
                    QStringLiteral("cozen+tcp://127.0.0.1:%1/K882-PWZH-8A8E-64BW-GRG1-N").arg(port),
                    "--wait", "2"});
        QCOMPARE(nobody.code, 1);
        QVERIFY2(
            nobody.err.contains("the remote game did not end: the other game said nothing for 2 s"),
            nobody.err.constData());
        QVERIFY2(nobody.err.contains("cannot reach 127.0.0.1"), nobody.err.constData());
        const Ran neither = runCli({"remote", "host", "--level", "easy"});
        QCOMPARE(neither.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestRemoteCli)
#include "tst_remotecli.moc"
