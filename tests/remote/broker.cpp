#include "broker.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QHostAddress>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>

namespace {

constexpr int kStartMs = 10000;

// Readable by others too: a broker started as root runs as the user "mosquitto", and reads the
// certificate and key only once it is that user.
constexpr QFile::Permissions kShared =
    QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;

} // namespace

TestBroker::TestBroker() {
    // A free port: the system picks one for a listening socket, closed at once for the broker to
    // take. Kept for every start, so that a restarted broker is found where it was.
    QTcpServer probe;
    if (probe.listen(QHostAddress::LocalHost, 0)) port_ = probe.serverPort();
    process_.setProcessChannelMode(QProcess::MergedChannels);
}

TestBroker::~TestBroker() {
    stop();
}

QString TestBroker::program() {
    QString found = QStandardPaths::findExecutable(QStringLiteral("mosquitto"));
    if (found.isEmpty()) {
        found = QStandardPaths::findExecutable(
            QStringLiteral("mosquitto"),
            {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/local/sbin"),
             QStringLiteral("/opt/homebrew/sbin"), QStringLiteral("C:/Program Files/mosquitto")});
    }
    return found;
}

void TestBroker::useTls(const QString& certificateFile, const QString& keyFile) {
    certificate_ = certificateFile;
    key_ = keyFile;
}

QUrl TestBroker::url() const {
    return QUrl(QStringLiteral("%1://127.0.0.1:%2")
                    .arg(certificate_.isEmpty() ? QStringLiteral("mqtt") : QStringLiteral("mqtts"))
                    .arg(port_));
}

bool TestBroker::isRunning() const {
    return process_.state() != QProcess::NotRunning;
}

bool TestBroker::writeConfiguration() {
    if (!dir_.isValid()) return false;
    QFile::setPermissions(dir_.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                           QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                           QFile::ExeOther);
    QByteArray conf = "# Written by tests/remote/broker.cpp for one test.\n"
                      "listener " +
                      QByteArray::number(port_) +
                      " 127.0.0.1\n"
                      "allow_anonymous true\n"
                      "persistence false\n"
                      "log_dest stderr\n"
                      "log_type error\nlog_type warning\nlog_type notice\nlog_type information\n"
                      "# message_size_limit is 0 by default: any message MQTT allows, the frames\n"
                      "# over 1 MiB that the links must drop included.\n";
    if (!certificate_.isEmpty()) {
        const QString certificate = dir_.filePath(QStringLiteral("certificate.pem"));
        const QString key = dir_.filePath(QStringLiteral("key.pem"));
        QFile::remove(certificate);
        QFile::remove(key);
        if (!QFile::copy(certificate_, certificate) || !QFile::copy(key_, key)) return false;
        QFile::setPermissions(certificate, kShared);
        QFile::setPermissions(key, kShared);
        conf += "certfile " + certificate.toUtf8() + "\nkeyfile " + key.toUtf8() + '\n';
    }
    QFile file(dir_.filePath(QStringLiteral("mosquitto.conf")));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(conf) != conf.size())
        return false;
    file.close();
    file.setPermissions(kShared);
    return true;
}

bool TestBroker::start() {
    error_.clear();
    if (isRunning()) return true;
    const QString mosquitto = program();
    if (mosquitto.isEmpty()) {
        error_ = QStringLiteral("mosquitto is not installed");
        return false;
    }
    if (port_ == 0) {
        error_ = QStringLiteral("no free port on 127.0.0.1");
        return false;
    }
    if (!writeConfiguration()) {
        error_ = QStringLiteral("could not write mosquitto's configuration in %1").arg(dir_.path());
        return false;
    }
    process_.start(mosquitto,
                   {QStringLiteral("-c"), dir_.filePath(QStringLiteral("mosquitto.conf"))});
    if (!process_.waitForStarted(kStartMs)) {
        error_ = QStringLiteral("could not start %1: %2").arg(mosquitto, process_.errorString());
        return false;
    }
    // It says "running" once its listener is open; then a connection proves it.
    const QDeadlineTimer deadline(kStartMs);
    QByteArray output;
    while (!output.contains(" running")) {
        if (process_.state() != QProcess::Running || deadline.hasExpired()) break;
        process_.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
        output += process_.readAll();
    }
    QTcpSocket probe;
    if (output.contains(" running")) {
        probe.connectToHost(QHostAddress::LocalHost, port_);
        if (probe.waitForConnected(int(std::max<qint64>(1, deadline.remainingTime())))) {
            probe.abort();
            return true;
        }
    }
    output += process_.readAll();
    error_ = QStringLiteral("mosquitto did not start on 127.0.0.1:%1 in %2 s; it wrote:\n%3")
                 .arg(port_)
                 .arg(kStartMs / 1000)
                 .arg(QString::fromLocal8Bit(output));
    stop();
    return false;
}

void TestBroker::stop() {
    if (!isRunning()) return;
#ifdef Q_OS_WIN
    process_.kill(); // a console program on Windows has no SIGTERM to answer
#else
    process_.terminate();
#endif
    if (!process_.waitForFinished(kStartMs)) {
        process_.kill();
        process_.waitForFinished(kStartMs);
    }
}
