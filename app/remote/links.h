#pragma once
// The link a remote game's setup names (session.h): the host listening on its port, the guest
// connecting to it, or the two meeting on the relay's topics of the invite's room.

#include "link.h"
#include "session.h"

#include <QJsonObject>

#include <optional>

namespace cozen::remote {

// A new link, for the session to take; nothing, with `problem` saying why, when it cannot be made
// (the port to listen on is taken). A direct host listens on the address in the setup's
// extra["listen"] and the invite's port (0: any free one; tcplink.h's port() says which).
Link* makeLink(const Session::Setup& setup, QString& problem);

// The invite of a new game hosted through the broker at `relay` (mqtt://HOST:PORT or
// mqtts://HOST:PORT) or listening at `listen` (ADDRESS:PORT, [v6]:PORT; port 0: any free one),
// exactly one of them given; for a direct host `extra` gets where it listens (makeLink). Nothing,
// with `problem` saying what is wrong, when they are not one of those.
std::optional<Invite> hostInvite(const QString& relay, const QString& listen, QJsonObject& extra,
                                 QString& problem);
// Makes the host's setup.invite and link (hostInvite, makeLink), the invite naming the port a
// direct host listens on; null, with `problem`, when either cannot be made.
Link* hostLink(Session::Setup& setup, const QString& relay, const QString& listen,
               QString& problem);

} // namespace cozen::remote
