#pragma once
// The relay link: two games meet on an MQTT broker (Mosquitto, EMQX, HiveMQ...) that both connect
// out to, so neither needs an open port. Each end publishes its frames to its own topic and reads
// the other's; the broker only passes the bytes on. It runs on libmosquitto, driven from Qt's event
// loop on the thread that owns the link: no thread of its own. docs/remote-play.md, "The relay:
// MQTT", has the topics and what the broker keeps.

#include "link.h"

#include <QByteArray>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <deque>
#include <vector>

struct mosquitto;
struct mosquitto_message;
class QSocketNotifier;

namespace cozen::remote {

// One end of a game relayed through an MQTT broker (MQTT 3.1.1, QoS 1). Frames go to
// cozen/1/<room>/<self> and come from cozen/1/<room>/<peer>. The broker keeps each end's session
// (clean session off, client id cozen-<room>-<self>), so what is published while one end is briefly
// away reaches it when it comes back. The link is Connected once it is subscribed and has seen the
// other end's presence (a retained message on cozen/1/<room>/<peer>/here, published once that end
// is subscribed): only then are its frames sure to be kept for the other end. A drop is retried
// on its own (Lost, then Connected again). QoS 1 is "at least once": after a reconnection a frame
// can come twice, which the session's sequence numbers tell.
class MqttLink : public Link {
    Q_OBJECT
public:
    // Frames kept while the link is not Connected: this many, or this many bytes, whichever comes
    // first. One more, and the link gives up (Closed): dropping a frame would break the game.
    static constexpr qsizetype kMaxWaitingFrames = 1000;
    static constexpr qsizetype kMaxWaitingBytes = 8 * kMaxFrameBytes;

    // `broker` is mqtt://host[:port] (1883 by default) or mqtts://host[:port] (TLS, 8883 by
    // default; the broker's certificate is checked against the system's CA certificates).
    // `room` names the game (a random hex id); `self` and `peer` name the two ends ("0", "1"):
    // letters, digits, '-' and '_' only. It starts connecting at once. Looking the host's name up
    // blocks the thread for a moment (libmosquitto asks the system's resolver).
    MqttLink(const QUrl& broker, const QString& room, const QString& self, const QString& peer,
             QObject* parent = nullptr);
    // Drops the connection without a goodbye, as a crash would: the broker tells the other end
    // (peerGone) and keeps this end's session for when it comes back. close() leaves cleanly.
    ~MqttLink() override;

    void send(const QByteArray& frame) override;
    State state() const override { return state_; }
    // Says goodbye to the broker (no last will), takes back this end's presence and ends: Closed.
    void close() override;

signals:
    // The other end dropped without closing (its last will, published by the broker). Its session
    // still holds what is sent to it; it may come back.
    void peerGone();

private:
    // What a libmosquitto callback reported. Callbacks run inside libmosquitto's calls; the link
    // handles what they saw once the call has returned (handleEvents), so a slot may send, close
    // or delete the link without libmosquitto being in the middle of something.
    struct Event {
        enum class Kind { Connected, Disconnected, Subscribed, Message };
        Kind kind;
        int code = 0;  // CONNACK's code, libmosquitto's error, or the subscription's id
        int error = 0; // errno, when code is MOSQ_ERR_ERRNO
        QByteArray topic{};
        QByteArray payload{}; // empty when the message was too big to keep
        qsizetype size = 0;
        bool retained = false;
        bool refused = false; // a subscription the broker refused
    };

    static void onConnect(mosquitto* mosq, void* self, int code);
    static void onDisconnect(mosquitto* mosq, void* self, int code);
    static void onSubscribe(mosquitto* mosq, void* self, int mid, int count, const int* granted);
    static void onMessage(mosquitto* mosq, void* self, const mosquitto_message* message);
    static void onLog(mosquitto* mosq, void* self, int level, const char* text);

    void connectToBroker();
    void readable();
    void writable();
    void tick();
    void afterCall(int rc);
    void handleEvents();
    void brokerConnected(int code);
    void brokerDisconnected(int code, int error);
    void subscribed(int mid, bool refused);
    void message(const Event& event);
    void checkConnected();
    void retryLater();
    void watchSocket();
    void unwatchSocket();
    bool publish(const QByteArray& topic, const QByteArray& payload, bool retain);
    void fail(const QString& problem);
    void setState(State state);
    QString reason(int code, int error) const;

    mosquitto* mosq_ = nullptr;
    QString brokerName_; // host:port, as problem() names it
    QByteArray host_;
    int port_ = 0;
    bool tls_ = false;
    QByteArray frameTopic_, hereTopic_, goneTopic_;             // this end's
    QByteArray peerFrameTopic_, peerHereTopic_, peerGoneTopic_; // the other end's
    State state_ = State::Connecting;
    bool started_ = false; // the first attempt to connect was made (the next ones reconnect)
    bool closing_ = false; // closed, or failed for good

    // The current connection to the broker: its CONNACK came, its subscription was granted, the
    // other end's presence was seen on it.
    bool brokerUp_ = false;
    int subscription_ = -1;
    bool subscribed_ = false;
    bool peerHere_ = false;
    QString refusal_;  // the broker's refusal of this connection, if it refused it
    QString tlsError_; // OpenSSL's last complaint, from libmosquitto's log

    std::vector<Event> events_;
    std::deque<QByteArray> waiting_; // frames sent while not Connected, in order
    qsizetype waitingBytes_ = 0;

    QSocketNotifier* reader_ = nullptr;
    QSocketNotifier* writer_ = nullptr;
    int watched_ = -1;
    QTimer tick_;    // libmosquitto's keepalive (mosquitto_loop_misc), every second
    QTimer retry_;   // the next attempt to connect, after the backoff
    QTimer breathe_; // a pause between socket events during a TLS handshake (see writable())
    int backoffMs_ = 0;
};

} // namespace cozen::remote
