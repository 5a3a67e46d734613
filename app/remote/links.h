#pragma once
// The link a remote game's setup names (session.h): the host listening on its port, the guest
// connecting to it, or the two meeting on the relay's topics of the invite's room.

#include "link.h"
#include "session.h"

namespace cozen::remote {

// A new link, for the session to take; nothing, with `problem` saying why, when it cannot be made
// (the port to listen on is taken). A direct host listens on the address in the setup's
// extra["listen"] and the invite's port (0: any free one; tcplink.h's port() says which).
Link* makeLink(const Session::Setup& setup, QString& problem);

} // namespace cozen::remote
