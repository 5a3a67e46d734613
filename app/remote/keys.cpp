#include "keys.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

namespace cozen::remote {

namespace {

QByteArray hmac(const QByteArray& key, const QByteArray& message) {
    return QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256);
}

// The fields of a hashed message, each told apart from the next.
QByteArray fields(std::initializer_list<QByteArray> parts) {
    QByteArray joined;
    for (const QByteArray& part : parts) {
        joined += QByteArray::number(part.size());
        joined += ':';
        joined += part;
    }
    return joined;
}

QByteArray number(int n) {
    return QByteArray::number(n);
}

} // namespace

Keys::Keys(const QString& secret)
    : secret_(secret.toUtf8())
    , macKey_(hmac(secret_, "cozen/1 mac"))
    , room_(QString::fromLatin1(hmac(secret_, "cozen/1 room").toHex().left(24))) {}

QByteArray Keys::mac(const QByteArray& body) const {
    return hmac(macKey_, body);
}

QByteArray Keys::hash(const QByteArray& what) const {
    return QCryptographicHash::hash(what, QCryptographicHash::Sha256);
}

QByteArray Keys::commitment(int round, int seat, int slot, const QString& card,
                            const QByteArray& nonce) const {
    return hash(fields({"cozen/1 commit", room_.toLatin1(), number(round), number(seat),
                        number(slot), card.toLatin1(), nonce}));
}

QByteArray Keys::contributionCommitment(int round, int seat, const QByteArray& contribution) const {
    return hash(fields(
        {"cozen/1 contribution", room_.toLatin1(), number(round), number(seat), contribution}));
}

std::uint64_t Keys::orderSeed(int round, int seat, const QByteArray& otherContribution) const {
    const QByteArray digest = hash(fields(
        {"cozen/1 order", room_.toLatin1(), number(round), number(seat), otherContribution}));
    std::uint64_t seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = (seed << 8) | std::uint8_t(digest[i]);
    return seed;
}

int Keys::firstStarter(const QByteArray& hostContribution,
                       const QByteArray& guestContribution) const {
    const QByteArray digest =
        hash(fields({"cozen/1 starter", room_.toLatin1(), hostContribution, guestContribution}));
    return std::uint8_t(digest[0]) & 1;
}

QByteArray Keys::nonce(const QByteArray& roundKey, int slot) {
    return hmac(roundKey, fields({"cozen/1 nonce", number(slot)})).left(kNonceBytes);
}

QByteArray Keys::randomBytes(qsizetype count) {
    QByteArray bytes(count, Qt::Uninitialized);
    QRandomGenerator* random = QRandomGenerator::system();
    for (qsizetype i = 0; i < count; ++i)
        bytes[i] = char(random->bounded(256));
    return bytes;
}

} // namespace cozen::remote
