#pragma once
// One connection between two games, as the remote session uses it: whole messages (frames) out
// and in, in order, and its state. Two kinds carry the same frames: a direct TCP connection
// (tcplink.h) and a relay through an MQTT broker (mqttlink.h). A link never reads a frame: what
// comes in is hostile until the session has checked it (docs/remote-play.md).

#include <QByteArray>
#include <QObject>
#include <QString>

namespace cozen::remote {

// The largest frame a link carries; a bigger one coming in is dropped, and the link says so
// (problem()). The game's end, the longest message, opens every round's deck: about 200 bytes a
// round, so 1 MiB holds thousands of rounds.
inline constexpr qsizetype kMaxFrameBytes = qsizetype(1) << 20;

class Link : public QObject {
    Q_OBJECT
public:
    enum class State {
        Connecting, // on its way to the other side (or to the broker)
        Connected,  // frames flow
        Lost,       // the connection dropped; the link is trying again on its own
        Closed,     // closed for good (close(), or a failure it cannot retry)
    };
    Q_ENUM(State)

    using QObject::QObject;

    // Sends one frame (at most kMaxFrameBytes). While the link is not Connected it keeps the frame
    // and sends it once it is, in order.
    virtual void send(const QByteArray& frame) = 0;
    virtual State state() const = 0;
    // Closes for good; nothing more is sent or received.
    virtual void close() = 0;
    // What went wrong last, in English for logs and the command line ("the broker at 127.0.0.1:1883
    // refused the connection"); empty when nothing did.
    QString problem() const { return problem_; }

signals:
    void received(const QByteArray& frame);
    void stateChanged(cozen::remote::Link::State state);

protected:
    void setProblem(const QString& problem) { problem_ = problem; }

private:
    QString problem_;
};

} // namespace cozen::remote
