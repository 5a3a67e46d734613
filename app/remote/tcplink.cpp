#include "tcplink.h"

#include <QPointer>
#include <QTcpSocket>
#include <QtEndian>

#include <algorithm>
#include <utility>

namespace cozen::remote {
namespace {

constexpr qsizetype kLengthBytes = 4;
// How much Qt reads from the system at a time, before this link takes it.
constexpr qint64 kReadChunk = 64 * 1024;
// After the system refused to hand over a connection (out of file handles), the listening end
// tries again this much later.
constexpr int kAcceptAgainMs = 1000;

// "127.0.0.1:5555", "[::1]:5555", "example.org:5555".
QString address(const QString& host, quint16 port) {
    return (host.contains(u':') ? u'[' + host + u']' : host) + u':' + QString::number(port);
}

QString address(const QHostAddress& host, quint16 port) {
    bool v4 = false;
    const quint32 ipv4 = host.toIPv4Address(&v4); // an IPv4 peer of a dual-stack socket
    return address(v4 ? QHostAddress(ipv4).toString() : host.toString(), port);
}

// Why a connection failed or dropped, in a few words.
QString why(int error, const QString& qtText) {
    switch (QAbstractSocket::SocketError(error)) {
    case QAbstractSocket::ConnectionRefusedError:
        return QStringLiteral("connection refused");
    case QAbstractSocket::RemoteHostClosedError:
        return QStringLiteral("the other side closed it");
    case QAbstractSocket::HostNotFoundError:
        return QStringLiteral("no such host");
    case QAbstractSocket::SocketTimeoutError:
        return QStringLiteral("no answer in time");
    default:
        return qtText;
    }
}

} // namespace

TcpLink::TcpLink(const Listen& where, QObject* parent)
    : Link(parent)
    , listening_(true)
    , address_(where.address) {
    connect(&server_, &QTcpServer::newConnection, this, &TcpLink::accept);
    // The system refused a connection (out of file handles): Qt stops accepting, this resumes.
    acceptAgain_.setSingleShot(true);
    acceptAgain_.setInterval(kAcceptAgainMs);
    connect(&acceptAgain_, &QTimer::timeout, this, [this] {
        if (server_.isListening()) server_.resumeAccepting();
    });
    connect(&server_, &QTcpServer::acceptError, this, [this] {
        setProblem(QStringLiteral("cannot take a connection on %1: %2")
                       .arg(address(address_, port_), server_.errorString()));
        acceptAgain_.start();
    });
    if (server_.listen(where.address, where.port)) {
        port_ = server_.serverPort();
        return;
    }
    QString reason;
    switch (server_.serverError()) {
    case QAbstractSocket::AddressInUseError:
        reason = QStringLiteral("the port is already in use");
        break;
    case QAbstractSocket::SocketAccessError:
        reason = QStringLiteral("the system does not allow it");
        break;
    case QAbstractSocket::SocketAddressNotAvailableError:
        reason = QStringLiteral("this computer has no such address");
        break;
    default:
        reason = server_.errorString();
    }
    port_ = where.port;
    setProblem(QStringLiteral("cannot listen on %1: %2").arg(address(address_, port_), reason));
    state_ = State::Closed;
}

TcpLink::TcpLink(const Connect& where, QObject* parent)
    : Link(parent)
    , listening_(false)
    , host_(where.host)
    , port_(where.port)
    , peer_(address(host_, port_)) {
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &TcpLink::dial);
    giveUp_.setSingleShot(true);
    giveUp_.setInterval(kConnectTimeoutMs);
    connect(&giveUp_, &QTimer::timeout, this, [this] {
        lose(QStringLiteral("cannot reach %1: no answer in %2 seconds")
                 .arg(peer_)
                 .arg(kConnectTimeoutMs / 1000));
    });
    retry_.start(0);
}

TcpLink::~TcpLink() {
    // The socket, a child, goes with this object; none of its signals reaches this one meanwhile.
    if (socket_) socket_->disconnect(this);
}

void TcpLink::send(const QByteArray& frame) {
    if (state_ == State::Closed) return;
    if (frame.size() > kMaxFrameBytes) {
        setProblem(QStringLiteral("a message of %1 bytes was not sent; at most %2 are allowed")
                       .arg(frame.size())
                       .arg(kMaxFrameBytes));
        return;
    }
    if (state_ != State::Connected) {
        enqueue(frame);
        return;
    }
    // Qt writes to the system when the event loop runs: a burst is written out first, and what
    // the system still will not take waits for a peer that does not read.
    if (socket_->bytesToWrite() + frame.size() > kMaxWaitingBytes) socket_->flush();
    if (socket_->bytesToWrite() + frame.size() > kMaxWaitingBytes) {
        lose(QStringLiteral("the other side at %1 does not read: more than %2 bytes wait to be "
                            "sent to it")
                 .arg(peer_)
                 .arg(kMaxWaitingBytes));
        enqueue(frame);
        return;
    }
    write(frame);
}

void TcpLink::close() {
    if (state_ == State::Closed) return;
    retry_.stop();
    giveUp_.stop();
    acceptAgain_.stop();
    server_.close();
    queue_.clear();
    queuedBytes_ = 0;
    frame_.clear();
    length_ = -1;
    if (QTcpSocket* socket = std::exchange(socket_, nullptr)) {
        socket->disconnect(this);
        // Once what was written has gone out (or at once, when nothing waits).
        connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
        socket->disconnectFromHost();
        if (socket->state() == QAbstractSocket::UnconnectedState) socket->deleteLater();
    }
    setState(State::Closed);
}

void TcpLink::dial() {
    if (state_ == State::Closed || socket_) return;
    auto* socket = new QTcpSocket(this);
    socket_ = socket;
    watch(socket);
    connect(socket, &QAbstractSocket::connected, this, [this, socket] {
        if (socket != socket_) return;
        giveUp_.stop();
        retryMs_ = kFirstRetryMs;
        connected();
    });
    giveUp_.start();
    socket->connectToHost(host_, port_);
}

void TcpLink::accept() {
    while (server_.hasPendingConnections() && state_ != State::Closed) {
        QTcpSocket* socket = server_.nextPendingConnection();
        socket->setParent(this);
        if (QTcpSocket* old = std::exchange(socket_, nullptr)) { // replaced
            old->disconnect(this);
            old->abort();
            old->deleteLater();
            frame_.clear();
            length_ = -1;
            setState(State::Lost);
            if (state_ == State::Closed) { // closed on hearing it
                socket->abort();
                socket->deleteLater();
                return;
            }
        }
        socket_ = socket;
        peer_ = address(socket->peerAddress(), socket->peerPort());
        watch(socket);
        connected();
    }
}

void TcpLink::watch(QTcpSocket* socket) {
    connect(socket, &QIODevice::readyRead, this, [this, socket] {
        if (socket == socket_) readFrames();
    });
    connect(socket, &QAbstractSocket::errorOccurred, this,
            [this, socket](QAbstractSocket::SocketError error) {
                fail(socket, error, socket->errorString());
            });
    connect(socket, &QAbstractSocket::disconnected, this,
            [this, socket] { fail(socket, QAbstractSocket::RemoteHostClosedError, {}); });
}

void TcpLink::connected() {
    socket_->setSocketOption(QAbstractSocket::KeepAliveOption, 1);
    socket_->setSocketOption(QAbstractSocket::LowDelayOption, 1); // small frames go at once
    socket_->setReadBufferSize(kReadChunk);
    // What waited goes first, before anything sent on hearing that the link is connected.
    while (!queue_.empty()) {
        write(queue_.front());
        queue_.pop_front();
    }
    queuedBytes_ = 0;
    setState(State::Connected);
    if (socket_ && socket_->bytesAvailable() > 0) readFrames(); // arrived with the connection
}

void TcpLink::readFrames() {
    const QPointer<TcpLink> alive(this);
    while (socket_ && socket_->bytesAvailable() > 0) {
        if (length_ < 0) {
            frame_ += socket_->read(kLengthBytes - frame_.size());
            if (frame_.size() < kLengthBytes) continue;
            const quint32 length = qFromBigEndian<quint32>(frame_.constData());
            frame_.clear();
            if (length > quint32(kMaxFrameBytes)) {
                lose(QStringLiteral("the other side sent a message of %1 bytes; at most %2 are "
                                    "allowed")
                         .arg(length)
                         .arg(kMaxFrameBytes));
                return;
            }
            length_ = length;
        } else {
            frame_ += socket_->read(length_ - frame_.size());
        }
        if (frame_.size() == length_) {
            length_ = -1;
            emit received(std::exchange(frame_, {}));
            if (!alive) return;
        }
    }
}

void TcpLink::fail(QTcpSocket* socket, int error, const QString& qtText) {
    if (socket != socket_) return;
    if (state_ == State::Connected) {
        readFrames(); // what arrived before the end
        if (socket != socket_) return;
        lose(QStringLiteral("lost the connection to %1: %2").arg(peer_, why(error, qtText)));
    } else {
        lose(QStringLiteral("cannot reach %1: %2").arg(peer_, why(error, qtText)));
    }
}

void TcpLink::lose(const QString& problem) {
    if (QTcpSocket* socket = std::exchange(socket_, nullptr)) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    frame_.clear();
    length_ = -1;
    giveUp_.stop();
    setProblem(problem);
    if (!listening_) {
        retry_.start(retryMs_);
        retryMs_ = std::min(retryMs_ * 2, kLastRetryMs);
    }
    if (state_ == State::Connected) setState(State::Lost);
}

void TcpLink::write(const QByteArray& frame) {
    char length[kLengthBytes];
    qToBigEndian<quint32>(quint32(frame.size()), length);
    socket_->write(length, kLengthBytes);
    socket_->write(frame);
}

void TcpLink::enqueue(const QByteArray& frame) {
    queue_.push_back(frame);
    queuedBytes_ += frame.size();
    while (qsizetype(queue_.size()) > kMaxQueuedFrames || queuedBytes_ > kMaxWaitingBytes) {
        queuedBytes_ -= queue_.front().size();
        queue_.pop_front();
    }
}

void TcpLink::setState(State state) {
    if (state == state_) return;
    state_ = state;
    emit stateChanged(state);
}

} // namespace cozen::remote
