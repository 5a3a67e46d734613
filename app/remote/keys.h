#pragma once
// The cryptography of remote play (docs/remote-play.md, "Commitments"), in one place, on Qt's
// QCryptographicHash and QMessageAuthenticationCode (SHA-256, HMAC-SHA256):
//   - from the invite's secret, the room (the broker topic's name, which does not give away the
//     secret) and the key of every message's MAC;
//   - a commitment to a card in a slot: a hash of the card and a 128-bit nonce, with the room,
//     round, seat and slot, so that no commitment fits another place;
//   - the nonces of a round, drawn from one 256-bit round key, so that the game's end lays a
//     round open with the key and the cards alone;
//   - a commitment to a random contribution, and the draw order a contribution fixes.

#include "cozen/card.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace cozen::remote {

inline constexpr qsizetype kHashBytes = 32;     // SHA-256
inline constexpr qsizetype kNonceBytes = 16;    // 128 bits
inline constexpr qsizetype kRoundKeyBytes = 32; // 256 bits
inline constexpr qsizetype kContributionBytes = 16;

class Keys {
public:
    // The keys of the room an invite's secret names.
    explicit Keys(const QString& secret);

    // The room's name: 24 hex digits, the same for both games, public.
    const QString& room() const { return room_; }
    // The MAC of a frame's body.
    QByteArray mac(const QByteArray& body) const;

    // The commitment to `card` (as text, "7H") in `seat`'s slot `slot` of round `round`.
    QByteArray commitment(int round, int seat, int slot, const QString& card,
                          const QByteArray& nonce) const;
    // The commitment to a seat's random contribution to round `round`.
    QByteArray contributionCommitment(int round, int seat, const QByteArray& contribution) const;
    // The seed of `seat`'s draw order in round `round`, fixed by the other seat's contribution.
    std::uint64_t orderSeed(int round, int seat, const QByteArray& otherContribution) const;
    // The seat that starts round 1 (R4), of two: fixed by both contributions to it.
    int firstStarter(const QByteArray& hostContribution, const QByteArray& guestContribution) const;

    // A slot's nonce, from its round's key.
    static QByteArray nonce(const QByteArray& roundKey, int slot);
    // Random bytes from the system's source, for keys, contributions and secrets.
    static QByteArray randomBytes(qsizetype count);

private:
    QByteArray hash(const QByteArray& what) const;

    QByteArray secret_;
    QByteArray macKey_;
    QString room_;
};

} // namespace cozen::remote
