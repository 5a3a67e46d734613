#include "links.h"

#include "mqttlink.h"
#include "tcplink.h"

#include <QHostAddress>
#include <QNetworkInterface>
#include <QUrl>

namespace cozen::remote {

Link* makeLink(const Session::Setup& setup, QString& problem) {
    const bool host = setup.role == Role::Host;
    if (setup.invite.way == Invite::Way::Direct) {
        if (!host) return new TcpLink(TcpLink::Connect{setup.invite.host, setup.invite.port});
        auto* tcp = new TcpLink(TcpLink::Listen{
            QHostAddress(setup.extra.value("listen").toString()), setup.invite.port});
        if (tcp->state() == Link::State::Closed) {
            problem = tcp->problem();
            delete tcp;
            return nullptr;
        }
        return tcp;
    }
    const Keys keys(setup.invite.secret);
    return new MqttLink(QUrl(setup.invite.brokerUrl()), keys.room(),
                        host ? QStringLiteral("host") : QStringLiteral("guest"),
                        host ? QStringLiteral("guest") : QStringLiteral("host"));
}

namespace {

// HOST:PORT, or [v6]:PORT, into its two parts; false when it is not one.
bool splitHostPort(const QString& s, QString& host, quint16& port) {
    const qsizetype colon = s.lastIndexOf(u':');
    if (colon <= 0) return false;
    host = s.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']')) host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint n = s.mid(colon + 1).toUInt(&ok);
    if (!ok || n > 65535) return false;
    port = quint16(n);
    return !host.isEmpty();
}

// An address of this computer that another on its network can reach, for an invite to a game
// listening on every address.
QString reachableAddress() {
    for (const QHostAddress& address : QNetworkInterface::allAddresses())
        if (!address.isLoopback() && address.protocol() == QAbstractSocket::IPv4Protocol)
            return address.toString();
    return QStringLiteral("127.0.0.1");
}

} // namespace

std::optional<Invite> hostInvite(const QString& relay, const QString& listen, QJsonObject& extra,
                                 QString& problem) {
    if (relay.isEmpty() == listen.isEmpty()) {
        problem = QStringLiteral("a game is hosted through a relay (mqtt://HOST:PORT) or "
                                 "listening at ADDRESS:PORT, one of the two");
        return std::nullopt;
    }
    if (!listen.isEmpty()) {
        QString host;
        quint16 port = 0;
        if (!splitHostPort(listen, host, port) || QHostAddress(host).isNull()) {
            problem = QStringLiteral("a game listens at ADDRESS:PORT, not \"%1\"").arg(listen);
            return std::nullopt;
        }
        const QHostAddress listening(host);
        const QString shown = listening == QHostAddress::AnyIPv4 || listening == QHostAddress::Any
                                  ? reachableAddress()
                                  : host;
        extra.insert(QStringLiteral("listen"), host);
        return Invite::create(Invite::Way::Direct, shown, port);
    }
    const QUrl url(relay, QUrl::StrictMode);
    const bool tls = url.scheme() == u"mqtts";
    if (!url.isValid() || (url.scheme() != u"mqtt" && !tls) || url.host().isEmpty()) {
        problem = QStringLiteral("a relay is mqtt://HOST:PORT or mqtts://HOST:PORT, not \"%1\"")
                      .arg(relay);
        return std::nullopt;
    }
    return Invite::create(Invite::Way::Relay, url.host(),
                          quint16(url.port(tls ? kMqttsPort : kMqttPort)), tls);
}

Link* hostLink(Session::Setup& setup, const QString& relay, const QString& listen,
               QString& problem) {
    const std::optional<Invite> invite = hostInvite(relay, listen, setup.extra, problem);
    if (!invite) return nullptr;
    setup.invite = *invite;
    Link* link = makeLink(setup, problem);
    if (link && setup.invite.port == 0) // listening on any free port: the invite names the one
        setup.invite.port = static_cast<TcpLink*>(link)->port();
    return link;
}

} // namespace cozen::remote
