// The direct link (tcplink.h) on the loopback address: frames both ways whole and in order, however
// TCP cuts them; a hostile length drops that connection and the next one works; half a frame and
// garbage harm nothing; the connecting end comes back by itself to a listener that went and came
// back, sending what waited; a new connection replaces the old one at the listener; an address
// where nothing listens and a port already taken are said plainly. Other peers are raw Qt sockets
// in this process, driven by its event loop: nothing sleeps, every wait is for what it means.

#include "remote/tcplink.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtEndian>
#include <QtTest>

#include <memory>

using namespace cozen::remote;
using State = Link::State;

namespace {

// Generous: both cores may be busy with something else, and a reconnection waits up to 5 s.
constexpr int kWaitMs = 20000;

QByteArray lengthOf(quint32 length) {
    char bytes[4];
    qToBigEndian<quint32>(length, bytes);
    return QByteArray(bytes, 4);
}

// A frame as it goes on the wire.
QByteArray framed(const QByteArray& frame) {
    return lengthOf(quint32(frame.size())) + frame;
}

QList<QByteArray> framesOf(const QSignalSpy& spy) {
    QList<QByteArray> frames;
    for (const QList<QVariant>& arguments : spy)
        frames.append(arguments.at(0).toByteArray());
    return frames;
}

QList<State> statesOf(const QSignalSpy& spy) {
    QList<State> states;
    for (const QList<QVariant>& arguments : spy)
        states.append(arguments.at(0).value<State>());
    return states;
}

// A port where nothing listens (just now).
quint16 freePort() {
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

bool bothConnected(const TcpLink& a, const TcpLink& b) {
    return a.state() == State::Connected && b.state() == State::Connected;
}

} // namespace

class TestTcpLink : public QObject {
    Q_OBJECT

private slots:
    void framesBothWaysInOrder_data();
    void framesBothWaysInOrder();
    void framesCutAnywhereArriveWhole();
    void hostileLengthDropsThatConnection_data();
    void hostileLengthDropsThatConnection();
    void hostileLengthToTheConnectingEnd();
    void garbageAndHalfFramesHarmNothing();
    void listenerBackOnTheSamePort();
    void newConnectionReplacesTheOld();
    void nothingListening_data();
    void nothingListening();
    void portInUse();
    void waitingFramesAreBounded_data();
    void waitingFramesAreBounded();
    void peerThatDoesNotReadIsDropped();
    void closeEndsIt();
};

void TestTcpLink::framesBothWaysInOrder_data() {
    QTest::addColumn<QString>("host");
    QTest::newRow("IPv4") << QStringLiteral("127.0.0.1");
    QTest::newRow("IPv6") << QStringLiteral("::1");
}

void TestTcpLink::framesBothWaysInOrder() {
    QFETCH(QString, host);
    TcpLink listener(TcpLink::Listen{QHostAddress(host), 0});
    if (listener.state() == State::Closed && host == u"::1")
        QSKIP(qPrintable(QStringLiteral("no IPv6 loopback here: ") + listener.problem()));
    QCOMPARE(listener.state(), State::Connecting);
    QVERIFY(listener.listening());
    QVERIFY(listener.port() != 0);
    TcpLink connector(TcpLink::Connect{host, listener.port()});
    QVERIFY(!connector.listening());
    QSignalSpy atListener(&listener, &Link::received);
    QSignalSpy atConnector(&connector, &Link::received);
    QTRY_VERIFY_WITH_TIMEOUT(bothConnected(listener, connector), kWaitMs);
    QVERIFY(listener.problem().isEmpty());
    QVERIFY(connector.problem().isEmpty());
    for (const TcpLink* link : {&listener, &connector}) {
        auto* socket = link->findChild<QTcpSocket*>();
        QVERIFY(socket);
        QCOMPARE(socket->socketOption(QAbstractSocket::KeepAliveOption).toInt(), 1);
    }

    // A frame over the limit is not sent, and says so.
    connector.send(QByteArray(kMaxFrameBytes + 1, 'x'));
    QCOMPARE(
        connector.problem(),
        QStringLiteral("a message of 1048577 bytes was not sent; at most 1048576 are allowed"));

    QList<QByteArray> frames{QByteArray(), QByteArray("x"), QByteArray(kMaxFrameBytes - 1, 'a'),
                             QByteArray(kMaxFrameBytes, 'b')};
    for (int i = 0; i < 1000; ++i)
        frames.append(QByteArray::number(i));
    for (const QByteArray& frame : frames) {
        connector.send(frame);
        listener.send(frame);
    }
    QTRY_COMPARE_WITH_TIMEOUT(atListener.count(), frames.size(), kWaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(atConnector.count(), frames.size(), kWaitMs);
    QVERIFY(framesOf(atListener) == frames); // not QCOMPARE: it would print megabytes
    QVERIFY(framesOf(atConnector) == frames);
    QVERIFY(listener.problem().isEmpty());
    QCOMPARE(listener.state(), State::Connected);
    QCOMPARE(connector.state(), State::Connected);
}

void TestTcpLink::framesCutAnywhereArriveWhole() {
    TcpLink listener(TcpLink::Listen{QHostAddress::LocalHost, 0});
    QSignalSpy got(&listener, &Link::received);
    QTcpSocket raw;
    raw.connectToHost(QHostAddress::LocalHost, listener.port());
    QVERIFY(raw.waitForConnected(kWaitMs));
    raw.setSocketOption(QAbstractSocket::LowDelayOption, 1); // each byte its own segment
    QTRY_COMPARE_WITH_TIMEOUT(listener.state(), State::Connected, kWaitMs);

    // Byte by byte, the event loop turning between: each frame comes once it is whole, not before.
    const QList<QByteArray> frames{"hello", QByteArray(), QByteArray(300, 'z'), "!"};
    QByteArray bytes;
    QList<qsizetype> ends; // where each frame ends in `bytes`
    for (const QByteArray& frame : frames) {
        bytes += framed(frame);
        ends.append(bytes.size());
    }
    qsizetype whole = 0;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        raw.write(bytes.constData() + i, 1);
        QVERIFY(raw.flush());
        QCoreApplication::processEvents();
        while (whole < ends.size() && ends[whole] <= i + 1)
            ++whole;
        if (whole > got.count()) QTRY_COMPARE_WITH_TIMEOUT(got.count(), whole, kWaitMs);
        QCOMPARE(got.count(), whole);
    }
    QCOMPARE(framesOf(got), frames);

    // Two frames and the start of a third in one write, then the rest.
    got.clear();
    const QByteArray third = framed(QByteArray(5000, 'c'));
    raw.write(framed("one") + framed("two") + third.left(7));
    QVERIFY(raw.flush());
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), 2, kWaitMs);
    raw.write(third.mid(7));
    QVERIFY(raw.flush());
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), 3, kWaitMs);
    QCOMPARE(framesOf(got), (QList<QByteArray>{"one", "two", QByteArray(5000, 'c')}));
    QCOMPARE(listener.state(), State::Connected);
    QVERIFY(listener.problem().isEmpty());
}

void TestTcpLink::hostileLengthDropsThatConnection_data() {
    QTest::addColumn<quint32>("length");
    QTest::newRow("4 GiB") << quint32(0xFFFFFFFF);
    QTest::newRow("one over") << quint32(kMaxFrameBytes + 1);
}

void TestTcpLink::hostileLengthDropsThatConnection() {
    QFETCH(quint32, length);
    TcpLink listener(TcpLink::Listen{QHostAddress::LocalHost, 0});
    QSignalSpy got(&listener, &Link::received);
    QTcpSocket hostile;
    QSignalSpy dropped(&hostile, &QAbstractSocket::disconnected);
    hostile.connectToHost(QHostAddress::LocalHost, listener.port());
    QVERIFY(hostile.waitForConnected(kWaitMs));
    QTRY_COMPARE_WITH_TIMEOUT(listener.state(), State::Connected, kWaitMs);
    hostile.write(framed("fine first") + lengthOf(length) + "and then some bytes");
    QVERIFY(hostile.flush());

    QTRY_COMPARE_WITH_TIMEOUT(dropped.count(), 1, kWaitMs);
    QCOMPARE(listener.state(), State::Lost); // and listening still
    QCOMPARE(
        listener.problem(),
        QStringLiteral("the other side sent a message of %1 bytes; at most 1048576 are allowed")
            .arg(length));
    QCOMPARE(framesOf(got), QList<QByteArray>{"fine first"});

    // An honest connection after it.
    TcpLink connector(TcpLink::Connect{QStringLiteral("127.0.0.1"), listener.port()});
    QSignalSpy back(&connector, &Link::received);
    QTRY_VERIFY_WITH_TIMEOUT(bothConnected(listener, connector), kWaitMs);
    connector.send("honest");
    listener.send("welcome");
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), 2, kWaitMs);
    QCOMPARE(got.at(1).at(0).toByteArray(), QByteArray("honest"));
    QTRY_COMPARE_WITH_TIMEOUT(back.count(), 1, kWaitMs);
    QCOMPARE(back.at(0).at(0).toByteArray(), QByteArray("welcome"));
}

void TestTcpLink::hostileLengthToTheConnectingEnd() {
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    TcpLink connector(TcpLink::Connect{QStringLiteral("127.0.0.1"), server.serverPort()});
    QSignalSpy states(&connector, &Link::stateChanged);
    QSignalSpy got(&connector, &Link::received);
    QTRY_VERIFY_WITH_TIMEOUT(server.hasPendingConnections(), kWaitMs);
    QTcpSocket* hostile = server.nextPendingConnection();
    QTRY_COMPARE_WITH_TIMEOUT(connector.state(), State::Connected, kWaitMs);
    hostile->write(lengthOf(0xFFFFFFFF));
    QVERIFY(hostile->flush());
    QTRY_COMPARE_WITH_TIMEOUT(connector.state(), State::Lost, kWaitMs);
    QCOMPARE(connector.problem(), QStringLiteral("the other side sent a message of 4294967295 "
                                                 "bytes; at most 1048576 are allowed"));

    // It connects again by itself.
    QTRY_VERIFY_WITH_TIMEOUT(server.hasPendingConnections(), kWaitMs);
    QTcpSocket* honest = server.nextPendingConnection();
    honest->write(framed("honest"));
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), 1, kWaitMs);
    QCOMPARE(got.at(0).at(0).toByteArray(), QByteArray("honest"));
    QCOMPARE(statesOf(states), (QList<State>{State::Connected, State::Lost, State::Connected}));
}

void TestTcpLink::garbageAndHalfFramesHarmNothing() {
    TcpLink listener(TcpLink::Listen{QHostAddress::LocalHost, 0});
    QSignalSpy got(&listener, &Link::received);
    const QList<QByteArray> garbage{
        lengthOf(100) + "only ten b",        // half a frame, then gone
        "GET / HTTP/1.1\r\nHost: x\r\n\r\n", // "GET " is a length of 1195725856
        QByteArray("\0\0", 2),               // half a length
    };
    for (const QByteArray& bytes : garbage) {
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, listener.port());
        QVERIFY(raw.waitForConnected(kWaitMs));
        QTRY_COMPARE_WITH_TIMEOUT(listener.state(), State::Connected, kWaitMs);
        raw.write(bytes);
        QVERIFY(raw.flush());
        raw.disconnectFromHost();
        QTRY_COMPARE_WITH_TIMEOUT(listener.state(), State::Lost, kWaitMs);
        QVERIFY2(!listener.problem().isEmpty(), bytes.constData());
    }
    QCOMPARE(got.count(), 0);

    // Half a frame, and then nothing: the link and the event loop go on.
    QTcpSocket stalled;
    stalled.connectToHost(QHostAddress::LocalHost, listener.port());
    QVERIFY(stalled.waitForConnected(kWaitMs));
    QTRY_COMPARE_WITH_TIMEOUT(listener.state(), State::Connected, kWaitMs);
    stalled.write(lengthOf(1000).left(3));
    QVERIFY(stalled.flush());
    listener.send("still here");
    QTRY_COMPARE_WITH_TIMEOUT(stalled.bytesAvailable(), qint64(framed("still here").size()),
                              kWaitMs);
    QCOMPARE(stalled.readAll(), framed("still here"));
    bool fired = false;
    QTimer::singleShot(50, [&fired] { fired = true; });
    QTRY_VERIFY_WITH_TIMEOUT(fired, kWaitMs);
    QCOMPARE(listener.state(), State::Connected);
    QCOMPARE(got.count(), 0);

    // An honest peer replaces it.
    QSignalSpy stalledGone(&stalled, &QAbstractSocket::disconnected);
    TcpLink connector(TcpLink::Connect{QStringLiteral("127.0.0.1"), listener.port()});
    QTRY_COMPARE_WITH_TIMEOUT(connector.state(), State::Connected, kWaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(stalledGone.count(), 1, kWaitMs);
    connector.send("honest");
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), 1, kWaitMs);
    QCOMPARE(got.at(0).at(0).toByteArray(), QByteArray("honest"));
}

void TestTcpLink::listenerBackOnTheSamePort() {
    auto first = std::make_unique<TcpLink>(TcpLink::Listen{QHostAddress::LocalHost, 0});
    const quint16 port = first->port();
    TcpLink connector(TcpLink::Connect{QStringLiteral("127.0.0.1"), port});
    QSignalSpy states(&connector, &Link::stateChanged);
    QTRY_VERIFY_WITH_TIMEOUT(bothConnected(*first, connector), kWaitMs);

    first->close();
    QCOMPARE(first->state(), State::Closed);
    QTRY_COMPARE_WITH_TIMEOUT(connector.state(), State::Lost, kWaitMs);
    QCOMPARE(
        connector.problem(),
        QStringLiteral("lost the connection to 127.0.0.1:%1: the other side closed it").arg(port));
    first.reset();
    const QList<QByteArray> frames{"one", "two", QByteArray(), "three"};
    for (const QByteArray& frame : frames)
        connector.send(frame); // they wait
    QTRY_COMPARE_WITH_TIMEOUT(
        connector.problem(),
        QStringLiteral("cannot reach 127.0.0.1:%1: connection refused").arg(port), kWaitMs);
    QCOMPARE(connector.state(), State::Lost);

    TcpLink second(TcpLink::Listen{QHostAddress::LocalHost, port});
    QCOMPARE(second.state(), State::Connecting);
    QSignalSpy got(&second, &Link::received);
    QTRY_VERIFY_WITH_TIMEOUT(bothConnected(second, connector), kWaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), frames.size(), kWaitMs);
    QCOMPARE(framesOf(got), frames);
    QCOMPARE(statesOf(states), (QList<State>{State::Connected, State::Lost, State::Connected}));
}

void TestTcpLink::newConnectionReplacesTheOld() {
    TcpLink listener(TcpLink::Listen{QHostAddress::LocalHost, 0});
    QSignalSpy states(&listener, &Link::stateChanged);
    QSignalSpy got(&listener, &Link::received);

    // The old end: a connection that stays open and says nothing (a laptop asleep).
    QTcpSocket old;
    QSignalSpy oldGone(&old, &QAbstractSocket::disconnected);
    old.connectToHost(QHostAddress::LocalHost, listener.port());
    QVERIFY(old.waitForConnected(kWaitMs));
    QTRY_COMPARE_WITH_TIMEOUT(listener.state(), State::Connected, kWaitMs);

    // The game started again: a new link.
    TcpLink connector(TcpLink::Connect{QStringLiteral("127.0.0.1"), listener.port()});
    QSignalSpy back(&connector, &Link::received);
    QTRY_COMPARE_WITH_TIMEOUT(connector.state(), State::Connected, kWaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(oldGone.count(), 1, kWaitMs);
    QCOMPARE(listener.state(), State::Connected);
    QCOMPARE(statesOf(states), (QList<State>{State::Connected, State::Lost, State::Connected}));
    connector.send("hello");
    listener.send("welcome");
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), 1, kWaitMs);
    QCOMPARE(got.at(0).at(0).toByteArray(), QByteArray("hello"));
    QTRY_COMPARE_WITH_TIMEOUT(back.count(), 1, kWaitMs);
    QCOMPARE(back.at(0).at(0).toByteArray(), QByteArray("welcome"));

    // Once more, the old end a link too, which hears its connection closed (and is closed for
    // good then, as a game that has gone: else the two would take turns).
    connect(&connector, &Link::stateChanged, &connector, [&connector](State state) {
        if (state == State::Lost) connector.close();
    });
    TcpLink again(TcpLink::Connect{QStringLiteral("127.0.0.1"), listener.port()});
    QSignalSpy backAgain(&again, &Link::received);
    QTRY_COMPARE_WITH_TIMEOUT(connector.state(), State::Closed, kWaitMs);
    QTRY_VERIFY_WITH_TIMEOUT(bothConnected(listener, again), kWaitMs);
    again.send("hello again");
    listener.send("welcome again");
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), 2, kWaitMs);
    QCOMPARE(got.at(1).at(0).toByteArray(), QByteArray("hello again"));
    QTRY_COMPARE_WITH_TIMEOUT(backAgain.count(), 1, kWaitMs);
    QCOMPARE(backAgain.at(0).at(0).toByteArray(), QByteArray("welcome again"));
    QCOMPARE(back.count(), 1);
}

void TestTcpLink::nothingListening_data() {
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("named");
    QTest::newRow("IPv4") << QStringLiteral("127.0.0.1") << QStringLiteral("127.0.0.1");
    QTest::newRow("IPv6") << QStringLiteral("::1") << QStringLiteral("[::1]");
}

void TestTcpLink::nothingListening() {
    QFETCH(QString, host);
    QFETCH(QString, named);
    QTcpServer probe;
    if (!probe.listen(QHostAddress(host), 0)) QSKIP("no such loopback here");
    const quint16 port = probe.serverPort();
    probe.close();

    TcpLink connector(TcpLink::Connect{host, port});
    QSignalSpy states(&connector, &Link::stateChanged);
    QTRY_COMPARE_WITH_TIMEOUT(
        connector.problem(),
        QStringLiteral("cannot reach %1:%2: connection refused").arg(named).arg(port), kWaitMs);
    QCOMPARE(connector.state(), State::Connecting); // never connected yet
    QCOMPARE(states.count(), 0);

    // It tries again by itself: a listener that comes later is reached.
    connector.send("waited");
    TcpLink listener(TcpLink::Listen{QHostAddress(host), port});
    QSignalSpy got(&listener, &Link::received);
    QTRY_VERIFY_WITH_TIMEOUT(bothConnected(listener, connector), kWaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), 1, kWaitMs);
    QCOMPARE(got.at(0).at(0).toByteArray(), QByteArray("waited"));
}

void TestTcpLink::portInUse() {
    QTcpServer taken;
    QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
    TcpLink listener(TcpLink::Listen{QHostAddress::LocalHost, taken.serverPort()});
    QSignalSpy states(&listener, &Link::stateChanged);
    QCOMPARE(listener.state(), State::Closed);
    QCOMPARE(listener.problem(),
             QStringLiteral("cannot listen on 127.0.0.1:%1: the port is already in use")
                 .arg(taken.serverPort()));
    listener.send("nowhere");
    listener.close();
    QCOMPARE(listener.state(), State::Closed);
    QCOMPARE(states.count(), 0);
}

void TestTcpLink::waitingFramesAreBounded_data() {
    QTest::addColumn<int>("sent");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("kept");
    // Each frame numbered in its first bytes; the oldest go.
    QTest::newRow("by count") << int(TcpLink::kMaxQueuedFrames) + 100 << 8
                              << int(TcpLink::kMaxQueuedFrames);
    QTest::newRow("by bytes") << 10 << int(kMaxFrameBytes) << 8;
}

void TestTcpLink::waitingFramesAreBounded() {
    QFETCH(int, sent);
    QFETCH(int, size);
    QFETCH(int, kept);
    const quint16 port = freePort();
    QVERIFY(port != 0);
    TcpLink connector(TcpLink::Connect{QStringLiteral("127.0.0.1"), port});
    QList<QByteArray> frames;
    for (int i = 0; i < sent; ++i) {
        QByteArray frame = QByteArray::number(i).leftJustified(size, '.');
        connector.send(frame);
        frames.append(frame);
    }
    TcpLink listener(TcpLink::Listen{QHostAddress::LocalHost, port});
    QSignalSpy got(&listener, &Link::received);
    QTRY_VERIFY_WITH_TIMEOUT(bothConnected(listener, connector), kWaitMs);
    connector.send("after");
    frames.append("after");
    QTRY_COMPARE_WITH_TIMEOUT(got.count(), kept + 1, kWaitMs);
    QVERIFY(framesOf(got) == frames.mid(sent - kept));
}

void TestTcpLink::peerThatDoesNotReadIsDropped() {
    TcpLink listener(TcpLink::Listen{QHostAddress::LocalHost, 0});
    QTcpSocket deaf;
    deaf.setReadBufferSize(1); // Qt takes one byte from the system, then no more
    deaf.connectToHost(QHostAddress::LocalHost, listener.port());
    QVERIFY(deaf.waitForConnected(kWaitMs));
    QTRY_COMPARE_WITH_TIMEOUT(listener.state(), State::Connected, kWaitMs);
    // The system's buffers take some megabytes first.
    const QByteArray frame(kMaxFrameBytes, 'x');
    for (int i = 0; i < 200 && listener.state() == State::Connected; ++i) {
        listener.send(frame);
        QCoreApplication::processEvents();
    }
    QCOMPARE(listener.state(), State::Lost);
    QVERIFY2(listener.problem().startsWith(u"the other side at 127.0.0.1:"),
             qPrintable(listener.problem()));
    QVERIFY2(listener.problem().contains(u"does not read"), qPrintable(listener.problem()));
}

void TestTcpLink::closeEndsIt() {
    TcpLink listener(TcpLink::Listen{QHostAddress::LocalHost, 0});
    const quint16 port = listener.port();
    TcpLink connector(TcpLink::Connect{QStringLiteral("127.0.0.1"), port});
    QSignalSpy got(&listener, &Link::received);
    QSignalSpy states(&connector, &Link::stateChanged);
    QTRY_VERIFY_WITH_TIMEOUT(bothConnected(listener, connector), kWaitMs);

    connector.send("last words");
    connector.close();
    QCOMPARE(connector.state(), State::Closed);
    QCOMPARE(statesOf(states), (QList<State>{State::Connected, State::Closed}));
    connector.send("unheard");
    QTRY_COMPARE_WITH_TIMEOUT(listener.state(), State::Lost, kWaitMs);
    QCOMPARE(framesOf(got), QList<QByteArray>{"last words"}); // what was sent went out first

    listener.close();
    QCOMPARE(listener.state(), State::Closed);
    QTcpSocket refused;
    refused.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(!refused.waitForConnected(kWaitMs));
    QCOMPARE(refused.error(), QAbstractSocket::ConnectionRefusedError);
    QCOMPARE(connector.state(), State::Closed); // and stays so: it tries no more
}

QTEST_GUILESS_MAIN(TestTcpLink)
#include "tst_tcplink.moc"
