#pragma once
// The direct link between two games (docs/remote-play.md, "The direct link: TCP"): one TCP
// connection, which one game listens for and the other makes. Once the two are connected both ends
// behave the same.
//
// On the byte stream each frame is its length, 4 bytes big-endian, then its bytes. A length over
// kMaxFrameBytes is a hostile peer: its connection is dropped at once, problem() says so, and the
// link waits for (or makes) the next one. A frame is kept until it is whole, and no more than one
// frame is kept: a peer that sends half a frame and stops holds kMaxFrameBytes of memory at most,
// and nothing waits for it.
//
// The connection comes back by itself:
//   - the connecting end, when the connection drops or cannot be made, tries again after 0.5 s,
//     then 1, 2, 4 and 5 s (and 5 s after that), until it is connected; it says Lost meanwhile
//     (Connecting until it has been connected once), and problem() names the address and why;
//   - the listening end, when its peer goes, says Lost and takes the next connection. A new
//     connection while one is open replaces it (the old one is closed): a laptop that wakes up
//     connects again before its old connection has timed out. Anyone who can reach the port can
//     connect; the session above checks who is there.
// The link goes Lost and then Connected again at each new connection, replacements too: the
// session hears of each.
//
// Frames sent while not connected wait (at most kMaxQueuedFrames, and kMaxWaitingBytes together;
// beyond that the oldest go) and are sent in order once connected, before anything sent after. A
// frame in flight when a connection drops may be lost, as may the frames waiting for a connection
// that is replaced, and those written to a connection whose peer has gone but which has not yet
// failed: the session above numbers its messages and sends again what the other side has not
// acknowledged. A peer that stops reading while more than kMaxWaitingBytes wait to be sent to it
// is dropped, as one that is gone.
//
// TCP's keep-alive is on (the system's own timing); the session's heartbeats are what notices a
// silent peer. Qt Network alone: the same on Linux, Windows and macOS.
//
// A slot of received() or stateChanged() may send(), close() or deleteLater() the link, not delete
// it.

#include "link.h"

#include <QHostAddress>
#include <QString>
#include <QTcpServer>
#include <QTimer>

#include <deque>

class QTcpSocket;

namespace cozen::remote {

class TcpLink final : public Link {
    Q_OBJECT

public:
    // Where the listening end listens; port 0 for any free one (port() says which it got).
    struct Listen {
        QHostAddress address;
        quint16 port = 0;
    };
    // Where the connecting end connects: a host name or an address, and the port.
    struct Connect {
        QString host;
        quint16 port = 0;
    };

    // What waits for a connection: frames, and their bytes together.
    static constexpr qsizetype kMaxQueuedFrames = 1024;
    static constexpr qsizetype kMaxWaitingBytes = 8 * kMaxFrameBytes;
    // The connecting end's waits between attempts: the first, doubled each time up to the last.
    static constexpr int kFirstRetryMs = 500;
    static constexpr int kLastRetryMs = 5000;
    // An attempt to connect that has no answer in this time is given up, and tried again.
    static constexpr int kConnectTimeoutMs = 10000;

    // Listens at once: a link that cannot (the port is taken) is Closed, and problem() says why.
    // Until a peer connects it is Connecting.
    explicit TcpLink(const Listen& where, QObject* parent = nullptr);
    // Connects once the event loop runs (so that every change of state is signalled).
    explicit TcpLink(const Connect& where, QObject* parent = nullptr);
    ~TcpLink() override;

    void send(const QByteArray& frame) override;
    State state() const override { return state_; }
    // Closes for good. What was sent before goes out if this object lives on for the event loop
    // to write it; a listening end stops listening.
    void close() override;

    // The port listened on (the one it got, for port 0), or connected to.
    quint16 port() const { return port_; }
    bool listening() const { return listening_; }

private:
    void dial();   // the connecting end's next attempt
    void accept(); // the listening end's new connections, each replacing the one before
    void watch(QTcpSocket* socket);
    void connected(); // socket_ is connected: what waited goes, then Connected
    void readFrames();
    // socket_ failed or closed (`socket`, when it is still the one): lost, or not reached.
    void fail(QTcpSocket* socket, int error, const QString& qtText);
    // Drops socket_, says why, and waits for the next connection or tries again.
    void lose(const QString& problem);
    void write(const QByteArray& frame);
    void enqueue(const QByteArray& frame); // the oldest go beyond the bounds
    void setState(State state);

    const bool listening_;
    QString host_;
    quint16 port_ = 0;
    QHostAddress address_;         // the listening end's
    QTcpServer server_;            // the listening end's
    QTcpSocket* socket_ = nullptr; // the connection, or the attempt to make one
    QString peer_;                 // its other end, for problem()
    State state_ = State::Connecting;
    QTimer retry_;       // the connecting end's next attempt
    QTimer giveUp_;      // the connecting end's attempt that has no answer
    QTimer acceptAgain_; // the listening end's, after the system refused a connection
    int retryMs_ = kFirstRetryMs;
    std::deque<QByteArray> queue_; // waiting for a connection
    qsizetype queuedBytes_ = 0;
    QByteArray frame_;   // the frame being read: its length's bytes, then its own
    qint64 length_ = -1; // its length, once read
};

} // namespace cozen::remote
