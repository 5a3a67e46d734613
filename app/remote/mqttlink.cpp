#include "mqttlink.h"

#include <QCryptographicHash>
#include <QDir>
#include <QPointer>
#include <QSaveFile>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QtNetwork/qtnetworkglobal.h>
#if QT_CONFIG(ssl)
#include <QSslCertificate>
#include <QSslConfiguration>
#endif

#include <mosquitto.h>

#include <algorithm>
#include <cerrno>

namespace cozen::remote {

namespace {

// The broker drops a client it has not heard from in 1.5 times this (and publishes its will); the
// link sends a ping when it has had nothing to send for this long.
constexpr int kKeepaliveSeconds = 15;
// The wait before each attempt to connect again: doubled after each failure, up to the last.
constexpr int kFirstRetryMs = 500;
constexpr int kLastRetryMs = 5000;
// MQTT 3.1.1 lets a broker refuse a longer client id.
constexpr qsizetype kMaxClientId = 23;
// How libmosquitto reports a refused connection on Windows (WSAECONNREFUSED) in errno.
constexpr int kWsaConnectionRefused = 10061;

void initLibrary() {
    // Once per process. Never cleaned up: a link may be destroyed after main() has returned.
    static const bool done = [] {
        mosquitto_lib_init();
        return true;
    }();
    Q_UNUSED(done)
}

#if (defined(Q_OS_WIN) || defined(Q_OS_MACOS)) && QT_CONFIG(ssl)
// Where an OpenSSL built for Windows or macOS has no store of its own: the system's root
// certificates as Qt reads them (Windows' ROOT store, macOS's keychain), written once per run as a
// PEM file in this user's own data folder (never a shared temporary one, where another user could
// put their own there), for libmosquitto's OpenSSL. Empty when there is none; SSL_CERT_FILE, when
// set, wins.
QString systemCaFile() {
    static const QString file = []() -> QString {
        const QList<QSslCertificate> roots = QSslConfiguration::systemCaCertificates();
        const QString folder =
            QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
        if (roots.isEmpty() || folder.isEmpty() || !QDir().mkpath(folder)) return {};
        QSaveFile out(QDir(folder).filePath(QStringLiteral("ca-certificates.pem")));
        if (!out.open(QIODevice::WriteOnly)) return {};
        for (const QSslCertificate& root : roots)
            out.write(root.toPem());
        return out.commit() ? out.fileName() : QString();
    }();
    return file;
}
#endif

// A name that is safe inside a topic and a client id: no '/', '+', '#', nor anything a broker
// might refuse.
bool isName(const QString& name) {
    if (name.isEmpty() || name.size() > 64) return false;
    return std::all_of(name.begin(), name.end(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
               c == u'-' || c == u'_';
    });
}

// cozen-<room>-<self>, the same for the same end of the same game, so that the broker gives a
// returning end its session back. Where that is longer than MQTT 3.1.1 allows, the room is
// replaced by the start of its hash (at least 48 bits of it; both ends' ids still differ by
// their names), or, for a long name, the room and the name together.
QByteArray clientId(const QString& room, const QString& self) {
    const QByteArray plain = "cozen-" + room.toUtf8() + '-' + self.toUtf8();
    if (plain.size() <= kMaxClientId) return plain;
    const qsizetype roomRoom = kMaxClientId - qsizetype(sizeof "cozen--" - 1) - self.size();
    if (roomRoom >= 12) {
        const QByteArray hash =
            QCryptographicHash::hash(room.toUtf8(), QCryptographicHash::Sha256).toHex();
        return "cozen-" + hash.left(roomRoom) + '-' + self.toUtf8();
    }
    const QByteArray hash =
        QCryptographicHash::hash((room + u'/' + self).toUtf8(), QCryptographicHash::Sha256).toHex();
    return "cozen-" + hash.left(kMaxClientId - 6);
}

QString lowerFirst(QString text) {
    if (!text.isEmpty()) text[0] = text[0].toLower();
    while (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

QString socketError(int error) {
    if (error == ECONNREFUSED || error == kWsaConnectionRefused)
        return QStringLiteral("connection refused");
    if (error == 0) return QStringLiteral("the connection failed");
    return lowerFirst(qt_error_string(error));
}

} // namespace

MqttLink::MqttLink(const QUrl& broker, const QString& room, const QString& self,
                   const QString& peer, QObject* parent)
    : Link(parent) {
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, &MqttLink::tick);
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &MqttLink::connectToBroker);
    breathe_.setSingleShot(true);
    breathe_.setInterval(10);
    connect(&breathe_, &QTimer::timeout, this, &MqttLink::watchSocket);

    const QString scheme = broker.scheme().toLower();
    tls_ = scheme == u"mqtts";
    const QString host = broker.host();
    host_ = host.toUtf8();
    port_ = broker.port(tls_ ? 8883 : 1883);
    brokerName_ = (host.contains(u':') ? u'[' + host + u']' : host) + u':' + QString::number(port_);
    if (!broker.isValid() || (scheme != u"mqtt" && !tls_) || host.isEmpty() || port_ <= 0) {
        fail(QStringLiteral("%1 is not a broker's address: it should read mqtt://host:port or "
                            "mqtts://host:port")
                 .arg(broker.toDisplayString()));
        return;
    }
    if (!isName(room) || !isName(self) || !isName(peer) || self == peer) {
        fail(QStringLiteral(
                 "the room (%1) and the two ends' names (%2, %3) must be letters, digits, "
                 "'-' and '_', and the names must differ")
                 .arg(room, self, peer));
        return;
    }
    const QByteArray base = "cozen/1/" + room.toUtf8() + '/';
    frameTopic_ = base + self.toUtf8();
    hereTopic_ = frameTopic_ + "/here";
    goneTopic_ = frameTopic_ + "/gone";
    peerFrameTopic_ = base + peer.toUtf8();
    peerHereTopic_ = peerFrameTopic_ + "/here";
    peerGoneTopic_ = peerFrameTopic_ + "/gone";

    initLibrary();
    mosq_ = mosquitto_new(clientId(room, self).constData(), /*clean_session=*/false, this);
    if (!mosq_) {
        fail(QStringLiteral("libmosquitto could not make a client for the broker at %1")
                 .arg(brokerName_));
        return;
    }
    mosquitto_int_option(mosq_, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
    // A game waits on every frame, and they are small: no Nagle delay.
    mosquitto_int_option(mosq_, MOSQ_OPT_TCP_NODELAY, 1);
    mosquitto_connect_callback_set(mosq_, &MqttLink::onConnect);
    mosquitto_disconnect_callback_set(mosq_, &MqttLink::onDisconnect);
    mosquitto_subscribe_callback_set(mosq_, &MqttLink::onSubscribe);
    mosquitto_message_callback_set(mosq_, &MqttLink::onMessage);
    mosquitto_log_callback_set(mosq_, &MqttLink::onLog);
    // The broker publishes this when the link drops without saying goodbye (peerGone at the
    // other end).
    mosquitto_will_set(mosq_, goneTopic_.constData(), 0, nullptr, 1, false);
    if (tls_) {
        // The system's CA certificates: OpenSSL's default paths (SSL_CTX_set_default_verify_paths),
        // which SSL_CERT_FILE and SSL_CERT_DIR override. On Linux that is the distribution's
        // store; an OpenSSL built for Windows or macOS has no such store of its own, so there the
        // system's roots as Qt reads them are given as a file (systemCaFile()) beside them.
        // The host name is checked against the certificate as well (libmosquitto's default).
#if (defined(Q_OS_WIN) || defined(Q_OS_MACOS)) && QT_CONFIG(ssl)
        if (const QString roots = systemCaFile();
            !roots.isEmpty() && qEnvironmentVariableIsEmpty("SSL_CERT_FILE")) {
            // (libmosquitto opens it with the ANSI functions on Windows: the local 8-bit path.)
            const QByteArray path = QDir::toNativeSeparators(roots).toLocal8Bit();
            mosquitto_tls_set(mosq_, path.constData(), nullptr, nullptr, nullptr, nullptr);
        }
#endif
        if (mosquitto_int_option(mosq_, MOSQ_OPT_TLS_USE_OS_CERTS, 1) != MOSQ_ERR_SUCCESS) {
            fail(QStringLiteral("this libmosquitto has no TLS: it cannot reach the broker at %1")
                     .arg(brokerName_));
            return;
        }
        // libmosquitto 2.0.11 refuses to reconnect with the system's certificates alone (fixed in
        // 2.0.12): without its "defaults" it reuses the TLS context of the first connection,
        // which is the same.
        mosquitto_int_option(mosq_, MOSQ_OPT_SSL_CTX_WITH_DEFAULTS, 0);
    }
    tick_.start();
    connectToBroker();
}

MqttLink::~MqttLink() {
    // The notifiers go before their socket does.
    delete reader_;
    delete writer_;
    if (mosq_) mosquitto_destroy(mosq_);
}

void MqttLink::send(const QByteArray& frame) {
    if (state_ == State::Closed) return;
    if (frame.size() > kMaxFrameBytes) {
        setProblem(QStringLiteral("refused to send a frame of %1 bytes: a frame holds at most %2")
                       .arg(frame.size())
                       .arg(kMaxFrameBytes));
        return;
    }
    if (state_ == State::Connected) {
        publish(frameTopic_, frame, false);
        watchSocket(); // what could not be written at once waits for the socket
        return;
    }
    if (qsizetype(waiting_.size()) >= kMaxWaitingFrames ||
        waitingBytes_ + frame.size() > kMaxWaitingBytes) {
        fail(QStringLiteral("gave up: %1 frames (%2 bytes) were waiting for the broker at %3, "
                            "more than a link keeps")
                 .arg(waiting_.size() + 1)
                 .arg(waitingBytes_ + frame.size())
                 .arg(brokerName_));
        return;
    }
    waiting_.push_back(frame);
    waitingBytes_ += frame.size();
}

void MqttLink::close() {
    if (state_ == State::Closed) return;
    closing_ = true;
    retry_.stop();
    waiting_.clear();
    waitingBytes_ = 0;
    events_.clear();
    if (mosq_ && brokerUp_) {
        // An empty retained message takes this end's presence back; DISCONNECT tells the broker
        // not to publish the will. Both are written at once unless a big frame is still on its
        // way: then the socket stays watched until libmosquitto has closed it.
        mosquitto_publish(mosq_, nullptr, hereTopic_.constData(), 0, nullptr, 1, true);
        mosquitto_disconnect(mosq_);
        events_.clear(); // the disconnection's own, already
        watchSocket();
    } else {
        unwatchSocket();
        if (mosq_) mosquitto_destroy(mosq_);
        mosq_ = nullptr;
        tick_.stop();
    }
    setState(State::Closed);
}

// libmosquitto's callbacks: they only note what happened (see Event).

void MqttLink::onConnect(mosquitto*, void* self, int code) {
    static_cast<MqttLink*>(self)->events_.push_back({.kind = Event::Kind::Connected, .code = code});
}

void MqttLink::onDisconnect(mosquitto*, void* self, int code) {
    const int error = errno; // before anything can change it
    static_cast<MqttLink*>(self)->events_.push_back(
        {.kind = Event::Kind::Disconnected, .code = code, .error = error});
}

void MqttLink::onSubscribe(mosquitto*, void* self, int mid, int count, const int* granted) {
    bool refused = false;
    for (int i = 0; i < count && granted; ++i)
        refused = refused || granted[i] < 0 || granted[i] > 2; // 0x80: refused
    static_cast<MqttLink*>(self)->events_.push_back(
        {.kind = Event::Kind::Subscribed, .code = mid, .refused = refused});
}

void MqttLink::onMessage(mosquitto*, void* self, const mosquitto_message* message) {
    if (!message || !message->topic) return;
    Event event{.kind = Event::Kind::Message};
    event.topic = QByteArray(message->topic);
    event.size = std::max(0, message->payloadlen);
    event.retained = message->retain;
    // A frame too big to deliver is not copied: only its size is kept, to say so.
    if (event.size <= kMaxFrameBytes && message->payload)
        event.payload = QByteArray(static_cast<const char*>(message->payload), event.size);
    static_cast<MqttLink*>(self)->events_.push_back(std::move(event));
}

void MqttLink::onLog(mosquitto*, void* self, int level, const char* text) {
    // A failed TLS handshake is only a MOSQ_ERR_TLS; OpenSSL's reason ("certificate verify
    // failed") comes through the log, as "OpenSSL Error[0]: error:0A000086:SSL
    // routines::certificate verify failed".
    if (level != MOSQ_LOG_ERR || !text) return;
    const QString line = QString::fromUtf8(text);
    if (!line.startsWith(u"OpenSSL Error")) return;
    static_cast<MqttLink*>(self)->tlsError_ = line.section(u':', -1).trimmed();
}

void MqttLink::connectToBroker() {
    if (closing_ || !mosq_) return;
    // A new attempt closes the old socket, and the new one may get its number: the old
    // notifiers go first.
    unwatchSocket();
    breathe_.stop();
    brokerUp_ = false;
    subscribed_ = false;
    subscription_ = -1;
    peerHere_ = false;
    refusal_.clear();
    tlsError_.clear();
    errno = 0;
    // Both calls look the host's name up with the system's resolver, which blocks until it
    // answers: a moment on a working network, longer on a broken one. The tests use 127.0.0.1.
    // The TCP connection itself (and TLS's handshake) goes on in the event loop.
    const int rc =
        started_ ? mosquitto_reconnect_async(mosq_)
                 : mosquitto_connect_async(mosq_, host_.constData(), port_, kKeepaliveSeconds);
    const int error = errno;
    if (rc == MOSQ_ERR_INVAL && !started_) {
        fail(QStringLiteral("libmosquitto refused the broker's address %1").arg(brokerName_));
        return;
    }
    started_ = true;
    if (rc == MOSQ_ERR_SUCCESS) {
        watchSocket();
        return;
    }
    // Failed at once (a refusal from this machine, an unknown name): try again later.
    setProblem(
        QStringLiteral("cannot reach the broker at %1: %2").arg(brokerName_, reason(rc, error)));
    retryLater();
}

void MqttLink::retryLater() {
    if (closing_) return;
    backoffMs_ = backoffMs_ == 0 ? kFirstRetryMs : std::min(backoffMs_ * 2, kLastRetryMs);
    retry_.start(backoffMs_);
}

void MqttLink::readable() {
    if (!mosq_) return;
    if (tls_ && !brokerUp_) breathe_.start();
    afterCall(mosquitto_loop_read(mosq_, 1));
}

void MqttLink::writable() {
    if (!mosq_) return;
    int rc = mosquitto_loop_write(mosq_, 1);
    if (tls_ && !brokerUp_) {
        // libmosquitto 2.0.11 moves a TLS handshake on only in mosquitto_loop_read, and asks to
        // write (mosquitto_want_write) until the handshake is over, even while it waits for the
        // broker's answer (fixed in 2.0.16): the socket, writable all that time, would call this
        // again and again. So during a handshake each socket event is followed by a pause of
        // 10 ms (breathe_) before the next is listened for.
        breathe_.start();
        if (rc == MOSQ_ERR_SUCCESS && mosquitto_socket(mosq_) != -1)
            rc = mosquitto_loop_read(mosq_, 1);
    }
    afterCall(rc);
}

void MqttLink::tick() {
    if (!mosq_ || mosquitto_socket(mosq_) == -1) return;
    // The keepalive: a ping when due, and a connection that stopped answering dropped. Then
    // anything still to write, in case a socket event was missed.
    int rc = mosquitto_loop_misc(mosq_);
    if (rc == MOSQ_ERR_SUCCESS && mosquitto_socket(mosq_) != -1 && mosquitto_want_write(mosq_))
        rc = mosquitto_loop_write(mosq_, 1);
    afterCall(rc);
}

void MqttLink::afterCall(int rc) {
    const int error = errno;
    if (!mosq_) return;
    const bool reported = std::any_of(events_.begin(), events_.end(), [](const Event& event) {
        return event.kind == Event::Kind::Disconnected;
    });
    if (!reported && watched_ != -1 && mosquitto_socket(mosq_) == -1) {
        // libmosquitto closed the socket without calling on_disconnect: 2.0.11 does so when a TLS
        // handshake fails (it calls it from 2.0.13 on).
        events_.push_back({.kind = Event::Kind::Disconnected,
                           .code = rc == MOSQ_ERR_SUCCESS ? MOSQ_ERR_CONN_LOST : rc,
                           .error = error});
    }
    QPointer<MqttLink> alive(this);
    handleEvents();
    if (alive) watchSocket();
}

void MqttLink::handleEvents() {
    QPointer<MqttLink> alive(this);
    // A slot may send, close or delete the link while this goes on.
    while (alive && !events_.empty() && !closing_) {
        Event event = std::move(events_.front());
        events_.erase(events_.begin());
        switch (event.kind) {
        case Event::Kind::Connected:
            brokerConnected(event.code);
            break;
        case Event::Kind::Disconnected:
            brokerDisconnected(event.code, event.error);
            break;
        case Event::Kind::Subscribed:
            subscribed(event.code, event.refused);
            break;
        case Event::Kind::Message:
            message(event);
            break;
        }
    }
    if (alive && closing_) events_.clear();
}

void MqttLink::brokerConnected(int code) {
    if (code != 0) {
        // The broker answered, and said no. libmosquitto drops the connection next.
        const bool retry = code == 3;
        switch (code) {
        case 1:
            refusal_ = QStringLiteral("it does not speak MQTT 3.1.1");
            break;
        case 2:
            refusal_ = QStringLiteral("it does not accept this game's client id");
            break;
        case 3:
            refusal_ = QStringLiteral("it is unavailable");
            break;
        case 4:
            refusal_ = QStringLiteral("it wants a user name and password");
            break;
        case 5:
            refusal_ = QStringLiteral("it does not let this game in");
            break;
        default:
            refusal_ = QStringLiteral("it answered %1").arg(code);
            break;
        }
        const QString problem = QStringLiteral("the broker at %1 refused the connection: %2")
                                    .arg(brokerName_, refusal_);
        if (retry)
            setProblem(problem);
        else
            fail(problem);
        return;
    }
    brokerUp_ = true;
    backoffMs_ = 0;
    breathe_.stop();
    // Every time: a broker that lost its sessions (one restarted without persistence) has lost
    // the subscriptions too, and the other end's presence comes with each subscription.
    const char* topics[] = {peerFrameTopic_.constData(), peerHereTopic_.constData(),
                            peerGoneTopic_.constData()};
    const int rc = mosquitto_subscribe_multiple(mosq_, &subscription_, 3,
                                                const_cast<char* const*>(topics), 1, 0, nullptr);
    if (rc != MOSQ_ERR_SUCCESS && rc != MOSQ_ERR_NO_CONN && rc != MOSQ_ERR_CONN_LOST &&
        rc != MOSQ_ERR_ERRNO) {
        fail(QStringLiteral("could not subscribe at the broker at %1: %2")
                 .arg(brokerName_, reason(rc, 0)));
    }
}

void MqttLink::brokerDisconnected(int code, int error) {
    const bool wasUp = brokerUp_;
    brokerUp_ = false;
    subscribed_ = false;
    subscription_ = -1;
    peerHere_ = false;
    breathe_.stop();
    unwatchSocket();
    if (refusal_.isEmpty()) {
        if (wasUp) {
            setProblem(QStringLiteral("lost the connection to the broker at %1: %2")
                           .arg(brokerName_, reason(code, error)));
        } else {
            setProblem(
                QStringLiteral("cannot reach the broker at %1: %2")
                    .arg(brokerName_,
                         code == MOSQ_ERR_KEEPALIVE
                             ? QStringLiteral("it did not answer in %1 s").arg(kKeepaliveSeconds)
                             : reason(code, error)));
        }
    }
    retryLater();
    if (state_ == State::Connected) setState(State::Lost);
}

void MqttLink::subscribed(int mid, bool refused) {
    if (mid != subscription_) return;
    if (refused) {
        fail(QStringLiteral("the broker at %1 does not let this game read %2")
                 .arg(brokerName_, QString::fromUtf8(peerFrameTopic_)));
        return;
    }
    subscribed_ = true;
    // This end's presence, now that what the other end publishes is kept for it. Retained, so
    // that the other end learns it whenever it subscribes.
    if (!publish(hereTopic_, QByteArrayLiteral("here"), true)) return;
    checkConnected();
}

void MqttLink::message(const Event& event) {
    if (event.topic == peerFrameTopic_) {
        // The other end's link never retains a frame: a retained one was put there by someone
        // else, and would come again with every subscription.
        if (event.retained) return;
        if (event.size > kMaxFrameBytes) {
            setProblem(QStringLiteral("dropped a frame of %1 bytes from the broker at %2: a frame "
                                      "holds at most %3")
                           .arg(event.size)
                           .arg(brokerName_)
                           .arg(kMaxFrameBytes));
            return;
        }
        emit received(event.payload);
    } else if (event.topic == peerHereTopic_) {
        // An empty one is the other end's presence taken back (it closed).
        if (event.size == 0) return;
        peerHere_ = true;
        checkConnected();
    } else if (event.topic == peerGoneTopic_) {
        if (!event.retained) emit peerGone();
    }
    // Anything else is not this link's.
}

void MqttLink::checkConnected() {
    if (closing_ || state_ == State::Connected || !brokerUp_ || !subscribed_ || !peerHere_) return;
    // What waited goes first, then what is sent on Connected (a slot may send at once).
    while (!waiting_.empty()) {
        const QByteArray frame = std::move(waiting_.front());
        waiting_.pop_front();
        waitingBytes_ -= frame.size();
        if (!publish(frameTopic_, frame, false)) return;
    }
    setState(State::Connected);
}

bool MqttLink::publish(const QByteArray& topic, const QByteArray& payload, bool retain) {
    const int rc = mosquitto_publish(mosq_, nullptr, topic.constData(), int(payload.size()),
                                     payload.constData(), 1, retain);
    switch (rc) {
    case MOSQ_ERR_SUCCESS:
    case MOSQ_ERR_NO_CONN:
    case MOSQ_ERR_CONN_LOST:
    case MOSQ_ERR_ERRNO:
        // Taken: libmosquitto keeps a QoS 1 message until the broker acknowledges it, and one it
        // could not write goes out again after the reconnection.
        return true;
    default:
        fail(QStringLiteral("could not publish to the broker at %1: %2")
                 .arg(brokerName_, reason(rc, 0)));
        return false;
    }
}

void MqttLink::watchSocket() {
    const int socket = mosq_ ? mosquitto_socket(mosq_) : -1;
    if (socket != watched_) unwatchSocket();
    if (socket == -1) {
        if (closing_) tick_.stop(); // closed, and the goodbye written
        return;
    }
    if (!reader_) {
        watched_ = socket;
        reader_ = new QSocketNotifier(socket, QSocketNotifier::Read, this);
        writer_ = new QSocketNotifier(socket, QSocketNotifier::Write, this);
        connect(reader_, &QSocketNotifier::activated, this, &MqttLink::readable);
        connect(writer_, &QSocketNotifier::activated, this, &MqttLink::writable);
    }
    const bool pause = breathe_.isActive();
    reader_->setEnabled(!pause);
    writer_->setEnabled(!pause && mosquitto_want_write(mosq_));
}

void MqttLink::unwatchSocket() {
    // Disabled now, deleted later: this may run inside one of their own signals.
    for (QSocketNotifier* notifier : {reader_, writer_}) {
        if (!notifier) continue;
        notifier->setEnabled(false);
        notifier->deleteLater();
    }
    reader_ = nullptr;
    writer_ = nullptr;
    watched_ = -1;
}

void MqttLink::fail(const QString& problem) {
    setProblem(problem);
    closing_ = true;
    retry_.stop();
    breathe_.stop();
    tick_.stop();
    waiting_.clear();
    waitingBytes_ = 0;
    events_.clear();
    unwatchSocket();
    // No goodbye: the broker publishes the will, and the other end learns that this one is gone.
    if (mosq_) mosquitto_destroy(mosq_);
    mosq_ = nullptr;
    setState(State::Closed);
}

void MqttLink::setState(State state) {
    if (state == state_) return;
    state_ = state;
    emit stateChanged(state);
}

QString MqttLink::reason(int code, int error) const {
    switch (code) {
    case MOSQ_ERR_ERRNO:
        return socketError(error);
    case MOSQ_ERR_EAI:
        return QStringLiteral("no address was found for %1").arg(QString::fromUtf8(host_));
    case MOSQ_ERR_CONN_LOST:
        return QStringLiteral("the connection was closed");
    case MOSQ_ERR_KEEPALIVE:
        return QStringLiteral("it stopped answering");
    case MOSQ_ERR_PROTOCOL:
        return QStringLiteral("it broke the MQTT protocol");
    case MOSQ_ERR_TLS:
        return tlsError_.isEmpty() ? QStringLiteral("the TLS handshake failed")
                                   : QStringLiteral("the TLS handshake failed (%1)").arg(tlsError_);
    default:
        return lowerFirst(QString::fromUtf8(mosquitto_strerror(code)));
    }
}

} // namespace cozen::remote
