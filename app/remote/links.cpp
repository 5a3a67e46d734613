#include "links.h"

#include "mqttlink.h"
#include "tcplink.h"

#include <QHostAddress>
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

} // namespace cozen::remote
