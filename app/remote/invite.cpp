#include "invite.h"

#include <QRandomGenerator>
#include <QUrl>

namespace cozen::remote {

namespace {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// A symbol's value in Crockford's base32, or -1.
int symbolValue(QChar c) {
    c = c.toUpper();
    if (c == u'I' || c == u'L') c = u'1';
    if (c == u'O') c = u'0';
    for (int i = 0; i < 32; ++i)
        if (c == QLatin1Char(kAlphabet[i])) return i;
    return -1;
}

// The check symbol: each symbol's value weighted by its place, modulo 32.
QChar checkSymbol(const QString& secret) {
    int sum = 0;
    for (int i = 0; i < secret.size(); ++i)
        sum += symbolValue(secret[i]) * (i + 1);
    return QLatin1Char(kAlphabet[sum % 32]);
}

QString schemeOf(const Invite& invite) {
    if (invite.way == Invite::Way::Direct) return QStringLiteral("cozen+tcp");
    return invite.tls ? QStringLiteral("cozen+mqtts") : QStringLiteral("cozen+mqtt");
}

QString hostPort(const QString& host, quint16 port) {
    const QString shown = host.contains(u':') ? u'[' + host + u']' : host;
    return shown + u':' + QString::number(port);
}

} // namespace

Invite Invite::create(Way way, const QString& host, quint16 port, bool tls) {
    Invite invite{way, tls && way == Way::Relay, host, port, {}};
    QRandomGenerator* random = QRandomGenerator::system();
    for (int i = 0; i < kSecretSymbols; ++i)
        invite.secret += QLatin1Char(kAlphabet[random->bounded(32)]);
    return invite;
}

std::optional<Invite> Invite::parse(const QString& text, QString* problem) {
    const auto fail = [&](const QString& why) -> std::optional<Invite> {
        if (problem) *problem = why;
        return std::nullopt;
    };
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) return fail(QStringLiteral("the invite is empty"));
    if (trimmed.size() > 300) return fail(QStringLiteral("that is too long to be an invite"));
    const QUrl url(trimmed, QUrl::StrictMode);
    Invite invite;
    const QString scheme = url.scheme().toLower();
    if (scheme == u"cozen+tcp")
        invite.way = Way::Direct;
    else if (scheme == u"cozen+mqtt" || scheme == u"cozen+mqtts")
        invite.tls = scheme == u"cozen+mqtts";
    else
        return fail(QStringLiteral("an invite starts with cozen+mqtt://, cozen+mqtts:// or "
                                   "cozen+tcp://"));
    if (!url.isValid() || url.host().isEmpty())
        return fail(QStringLiteral("the invite names no computer to connect to"));
    invite.host = url.host();
    const int port = url.port(invite.way == Way::Direct ? -1 : invite.tls ? kMqttsPort : kMqttPort);
    if (port <= 0) return fail(QStringLiteral("a direct invite names its port (host:port)"));
    invite.port = quint16(port);
    QString symbols;
    for (const QChar c : url.path())
        if (c != u'/' && c != u'-' && c != u' ') symbols += c;
    if (symbols.size() != kSecretSymbols + 1)
        return fail(
            QStringLiteral("the invite's secret has %1 symbols; it has %2 and a check symbol")
                .arg(symbols.size())
                .arg(kSecretSymbols));
    for (const QChar c : symbols)
        if (symbolValue(c) < 0)
            return fail(
                QStringLiteral("the invite's secret has a symbol that is not one: %1").arg(c));
    for (int i = 0; i < kSecretSymbols; ++i)
        invite.secret += QLatin1Char(kAlphabet[symbolValue(symbols[i])]);
    if (symbolValue(symbols.back()) != symbolValue(checkSymbol(invite.secret)))
        return fail(
            QStringLiteral("the invite's secret is mistyped: its check symbol does not match"));
    return invite;
}

QString Invite::spokenSecret() const {
    const QString all = secret + checkSymbol(secret);
    QString spoken;
    for (int i = 0; i < all.size(); ++i) {
        if (i > 0 && i % 4 == 0) spoken += u'-';
        spoken += all[i];
    }
    return spoken;
}

QString Invite::text() const {
    return schemeOf(*this) + QStringLiteral("://") + hostPort(host, port) + u'/' + spokenSecret();
}

QString Invite::brokerUrl() const {
    return (tls ? QStringLiteral("mqtts://") : QStringLiteral("mqtt://")) + hostPort(host, port);
}

} // namespace cozen::remote
