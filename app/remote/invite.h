#pragma once
// An invite to a remote game (docs/remote-play.md, "Invites"): one line a person can read out or
// paste, naming the way to connect, where, and the room's secret:
//
//     cozen+mqtt://broker.example.org:1883/K7QF-M2ZX-P9AB-CD3E-HJ4
//     cozen+mqtts://broker.example.org/K7QF-M2ZX-P9AB-CD3E-HJ4        (TLS, port 8883)
//     cozen+tcp://192.168.1.20:5555/K7QF-M2ZX-P9AB-CD3E-HJ4           (direct)
//
// The secret is 20 symbols of Crockford's base32 (100 bits: 0-9 and the letters but I, L, O, U,
// which read as 1, 1, 0 and nothing; case and dashes do not matter) and one check symbol, so that a
// mistyped invite says so instead of never meeting anyone. Everything the two games share is keyed
// from it (keys.h): the room's topic on a broker, and the key of every message's MAC.

#include <QByteArray>
#include <QString>

#include <optional>

namespace cozen::remote {

struct Invite {
    enum class Way { Relay, Direct };
    Way way = Way::Relay;
    bool tls = false; // a relay over TLS (mqtts)
    QString host;
    quint16 port = 0;
    QString secret; // 20 symbols, upper case, no dashes, no check symbol

    // A new invite with a fresh secret from the system's random source.
    static Invite create(Way way, const QString& host, quint16 port, bool tls = false);
    // Reads an invite; on failure returns nothing and sets `problem` to a sentence naming what is
    // wrong ("the invite's secret is mistyped: its check symbol does not match").
    static std::optional<Invite> parse(const QString& text, QString* problem);

    // The invite's one line, as above.
    QString text() const;
    // The secret as a person reads it: groups of four, with the check symbol.
    QString spokenSecret() const;
    // The broker's address as MQTT names it (mqtt://host:port or mqtts://host:port).
    QString brokerUrl() const;
    bool operator==(const Invite&) const = default;
};

inline constexpr int kSecretSymbols = 20;
inline constexpr quint16 kMqttPort = 1883;
inline constexpr quint16 kMqttsPort = 8883;

} // namespace cozen::remote
