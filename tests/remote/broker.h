#pragma once
// A real MQTT broker for the tests of remote play: Mosquitto, started by the test on a free port
// of 127.0.0.1 and on nothing else, with no persistence (a restart forgets every session) and
// anonymous clients let in. Stopped and started again on the same port, it plays a broker that
// went away for a while. A test that needs one starts it with COZEN_START_BROKER, which skips the
// test where Mosquitto is not installed.
//
//     TestBroker broker;
//     COZEN_START_BROKER(broker);
//     MqttLink link(broker.url(), room, "0", "1");

#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

class TestBroker {
public:
    // Picks the port; starts nothing.
    TestBroker();
    // Stops the broker if it runs.
    ~TestBroker();
    TestBroker(const TestBroker&) = delete;
    TestBroker& operator=(const TestBroker&) = delete;

    // The mosquitto program (PATH, then where packages put it: /usr/sbin...), or empty.
    static QString program();

    // Serves TLS with this certificate and key (PEM files) from the next start() on: url() is
    // then mqtts://.
    void useTls(const QString& certificateFile, const QString& keyFile);

    // Starts the broker and waits until it accepts connections (10 s at most). False, with the
    // reason and what the broker wrote in error(), when it does not.
    bool start();
    // Stops it, as a broker shut down does (its clients see their connections closed), and waits
    // until it has.
    void stop();
    bool isRunning() const;

    quint16 port() const { return port_; }
    // mqtt://127.0.0.1:<port>, or mqtts:// with TLS.
    QUrl url() const;
    QString error() const { return error_; }

private:
    bool writeConfiguration();

    QTemporaryDir dir_;
    QProcess process_;
    quint16 port_ = 0;
    QString certificate_, key_;
    QString error_;
};

// In a test function: starts `broker`, skips the test when Mosquitto is not installed, fails it
// when the broker does not start.
#define COZEN_START_BROKER(broker)                                                                 \
    do {                                                                                           \
        if (TestBroker::program().isEmpty())                                                       \
            QSKIP("mosquitto (the MQTT broker, Debian's mosquitto package) is not installed");     \
        QVERIFY2((broker).start(), qPrintable((broker).error()));                                  \
    } while (false)
