#include "protocol.h"

#include "link.h"

#include "cozen/state.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageAuthenticationCode>

#include <cmath>

namespace cozen::remote {

namespace {

struct Named {
    Message::Type type;
    const char* name;
};
constexpr Named kTypes[] = {
    {Message::Type::Hello, "hello"},
    {Message::Type::Welcome, "welcome"},
    {Message::Type::Deal, "deal"},
    {Message::Type::Shuffle, "shuffle"},
    {Message::Type::Open, "open"},
    {Message::Type::Move, "move"},
    {Message::Type::Resign, "resign"},
    {Message::Type::End, "end"},
    {Message::Type::Resume, "resume"},
    {Message::Type::Ping, "ping"},
    {Message::Type::Stop, "stop"},
    {Message::Type::TakeBack, "takeBack"},
    {Message::Type::AskTakeBack, "askTakeBack"},
    {Message::Type::DeclineTakeBack, "declineTakeBack"},
};

constexpr qint64 kMaxSeq = qint64(1) << 53; // exact in a JSON number
constexpr int kMaxRounds = 65535;
// More moves than a round can hold (each seat's 26 cards, one a move, and then some).
constexpr int kMaxMovesInRound = 1000;

QJsonArray hexList(const QList<QByteArray>& list) {
    QJsonArray array;
    for (const QByteArray& bytes : list)
        array.append(QString::fromLatin1(bytes.toHex()));
    return array;
}

QJsonArray openingsJson(const QList<Opening>& openings) {
    QJsonArray array;
    for (const Opening& o : openings)
        array.append(QJsonObject{
            {"slot", o.slot}, {"card", o.card}, {"nonce", QString::fromLatin1(o.nonce.toHex())}});
    return array;
}

// Why a message's fields cannot be read.
struct Unreadable {
    QString why;
};

// Reads a message's fields, refusing at the first that is wrong (it throws Unreadable).
class Reader {
public:
    explicit Reader(const QJsonObject& object)
        : object_(object) {}

    [[noreturn]] static void fail(const QString& why) { throw Unreadable{why}; }

    QJsonValue field(const char* name) const {
        const QJsonValue value = object_.value(QLatin1String(name));
        if (value.isUndefined()) fail(QStringLiteral("it has no \"%1\"").arg(QLatin1String(name)));
        return value;
    }
    static qint64 integer(const QJsonValue& value, const QString& what, qint64 low, qint64 high) {
        const double d = value.toDouble(std::nan(""));
        if (!value.isDouble() || std::isnan(d) || d != std::floor(d) || d < double(low) ||
            d > double(high))
            fail(QStringLiteral("%1 is not a whole number from %2 to %3")
                     .arg(what)
                     .arg(low)
                     .arg(high));
        return qint64(d);
    }
    qint64 integer(const char* name, qint64 low, qint64 high) const {
        return integer(field(name), QStringLiteral("\"%1\"").arg(QLatin1String(name)), low, high);
    }
    static QString text(const QJsonValue& value, const QString& what, qsizetype maxBytes) {
        if (!value.isString()) fail(QStringLiteral("%1 is not text").arg(what));
        const QString s = value.toString();
        if (s.toUtf8().size() > maxBytes)
            fail(QStringLiteral("%1 is longer than %2 bytes").arg(what).arg(maxBytes));
        return s;
    }
    // An optional true or false (absent: false).
    bool flag(const char* name) const {
        const QJsonValue value = object_.value(QLatin1String(name));
        if (value.isUndefined()) return false;
        if (!value.isBool())
            fail(QStringLiteral("\"%1\" is not true or false").arg(QLatin1String(name)));
        return value.toBool();
    }
    QString text(const char* name, qsizetype maxBytes) const {
        return text(field(name), QStringLiteral("\"%1\"").arg(QLatin1String(name)), maxBytes);
    }
    static QByteArray hex(const QJsonValue& value, const QString& what, qsizetype bytes) {
        if (!value.isString()) fail(QStringLiteral("%1 is not hex digits").arg(what));
        const QString s = value.toString();
        if (s.size() != bytes * 2)
            fail(QStringLiteral("%1 is not %2 hex digits").arg(what).arg(bytes * 2));
        for (const QChar c : s)
            if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
                fail(QStringLiteral("%1 is not hex digits").arg(what));
        return QByteArray::fromHex(s.toLatin1());
    }
    QByteArray hex(const char* name, qsizetype bytes) const {
        return hex(field(name), QStringLiteral("\"%1\"").arg(QLatin1String(name)), bytes);
    }
    QJsonArray array(const char* name, qsizetype low, qsizetype high) const {
        const QJsonValue value = field(name);
        if (!value.isArray()) fail(QStringLiteral("\"%1\" is not a list").arg(QLatin1String(name)));
        const QJsonArray a = value.toArray();
        if (a.size() < low || a.size() > high)
            fail(QStringLiteral("\"%1\" has %2 items, not %3 to %4")
                     .arg(QLatin1String(name))
                     .arg(a.size())
                     .arg(low)
                     .arg(high));
        return a;
    }
    static QString card(const QJsonValue& value, const QString& what) {
        const QString s = text(value, what, 3);
        if (!parseCardFace(s.toStdString())) fail(QStringLiteral("%1 is not a card").arg(what));
        return s;
    }
    QList<Opening> openings(const char* name) const {
        QList<Opening> list;
        const QJsonArray a = array(name, 0, 2 * kSetSize);
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString what = QStringLiteral("opening %1").arg(i + 1);
            if (!a[i].isObject()) fail(what + QStringLiteral(" is not an object"));
            const Reader r(a[i].toObject());
            list.append({int(r.integer("slot", 0, kSetSize - 1)), card(r.field("card"), what),
                         r.hex("nonce", kNonceBytes)});
        }
        return list;
    }

private:
    QJsonObject object_;
};

Message read(const QJsonObject& object) {
    const Reader r(object);
    Message m;
    if (r.integer("cozen", 0, 1 << 20) != kProtocolVersion)
        Reader::fail(
            QStringLiteral("it is of version %1 of the protocol; this game speaks version %2")
                .arg(r.integer("cozen", 0, 1 << 20))
                .arg(kProtocolVersion));
    const QString type = r.text("type", 16);
    bool known = false;
    for (const Named& t : kTypes)
        if (type == QLatin1String(t.name)) {
            m.type = t.type;
            known = true;
        }
    if (!known) Reader::fail(QStringLiteral("it is of no known type"));
    const QString from = r.text("from", 8);
    if (from != u"host" && from != u"guest") Reader::fail(QStringLiteral("\"from\" names no end"));
    m.from = from == u"host" ? Role::Host : Role::Guest;
    m.ack = r.integer("ack", 0, kMaxSeq);
    if (m.numbered()) {
        m.seq = r.integer("seq", 1, kMaxSeq);
        m.state = r.hex("state", kHashBytes);
    }
    using T = Message::Type;
    switch (m.type) {
    case T::Hello:
    case T::Welcome:
        m.name = r.text("name", kMaxNameBytes);
        m.computer = r.text("computer", 16);
        m.app = r.text("app", 40);
        m.takeBack = r.flag("takeBack");
        if (m.type == T::Welcome) {
            m.hostSeat = int(r.integer("hostSeat", 0, 1));
            m.target = int(r.integer("target", 1, 1000));
        }
        break;
    case T::Deal: {
        m.round = int(r.integer("round", 1, kMaxRounds));
        const QJsonArray commitments = r.array("commitments", 0, kSetSize);
        for (qsizetype i = 0; i < commitments.size(); ++i)
            m.commitments.append(Reader::hex(
                commitments[i], QStringLiteral("commitment %1").arg(i + 1), kHashBytes));
        if (m.from == Role::Host)
            m.contributionCommitment = r.hex("contributionCommitment", kHashBytes);
        else
            m.contribution = r.hex("contribution", kContributionBytes);
        break;
    }
    case T::Shuffle:
        m.round = int(r.integer("round", 1, kMaxRounds));
        m.contribution = r.hex("contribution", kContributionBytes);
        m.openings = r.openings("open");
        break;
    case T::Open:
        m.round = int(r.integer("round", 1, kMaxRounds));
        m.openings = r.openings("open");
        break;
    case T::Move: {
        m.round = int(r.integer("round", 1, kMaxRounds));
        const QString kind = r.text("move", 8);
        if (kind != u"stake" && kind != u"wager")
            Reader::fail(QStringLiteral("\"move\" is neither stake nor wager"));
        m.kind = kind == u"stake" ? MoveKind::Stake : MoveKind::Wager;
        if (m.kind == MoveKind::Wager) m.column = int(r.integer("column", 1, kMaxColumns)) - 1;
        const QJsonArray moved = r.array("slots", 1, kSetSize);
        for (qsizetype i = 0; i < moved.size(); ++i)
            m.moved.append(int(
                Reader::integer(moved[i], QStringLiteral("slot %1").arg(i + 1), 0, kSetSize - 1)));
        m.openings = r.openings("open");
        break;
    }
    case T::Resign:
        m.round = int(r.integer("round", 0, kMaxRounds));
        break;
    case T::TakeBack:
    case T::AskTakeBack:
    case T::DeclineTakeBack:
        m.round = int(r.integer("round", 1, kMaxRounds));
        m.moves = int(r.integer("moves", 1, kMaxMovesInRound));
        break;
    case T::End: {
        const QJsonArray rounds = r.array("rounds", 0, kMaxRounds);
        for (qsizetype i = 0; i < rounds.size(); ++i) {
            const QString what = QStringLiteral("laid round %1").arg(i + 1);
            if (!rounds[i].isObject()) Reader::fail(what + QStringLiteral(" is not an object"));
            const Reader lr(rounds[i].toObject());
            LaidRound laid{
                int(lr.integer("round", 1, kMaxRounds)), lr.hex("key", kRoundKeyBytes), {}};
            const QJsonArray cards = lr.array("cards", 0, kSetSize);
            for (qsizetype c = 0; c < cards.size(); ++c)
                laid.cards.append(
                    Reader::card(cards[c], what + QStringLiteral(", card %1").arg(c + 1)));
            m.laid.append(laid);
        }
        break;
    }
    case T::Stop:
        m.reason = r.text("reason", kMaxReasonBytes);
        m.claim = r.flag("claim");
        break;
    case T::Resume:
    case T::Ping:
        break;
    }
    return m;
}

QJsonObject write(const Message& m) {
    QJsonObject o{{"cozen", kProtocolVersion},
                  {"type", typeName(m.type)},
                  {"from", m.from == Role::Host ? "host" : "guest"},
                  {"ack", double(m.ack)}};
    if (m.numbered()) {
        o["seq"] = double(m.seq);
        o["state"] = QString::fromLatin1(m.state.toHex());
    }
    using T = Message::Type;
    switch (m.type) {
    case T::Hello:
    case T::Welcome:
        o["name"] = m.name;
        o["computer"] = m.computer;
        o["app"] = m.app;
        if (m.takeBack) o["takeBack"] = true;
        if (m.type == T::Welcome) {
            o["hostSeat"] = m.hostSeat;
            o["target"] = m.target;
        }
        break;
    case T::Deal:
        o["round"] = m.round;
        o["commitments"] = hexList(m.commitments);
        if (m.from == Role::Host)
            o["contributionCommitment"] = QString::fromLatin1(m.contributionCommitment.toHex());
        else
            o["contribution"] = QString::fromLatin1(m.contribution.toHex());
        break;
    case T::Shuffle:
        o["round"] = m.round;
        o["contribution"] = QString::fromLatin1(m.contribution.toHex());
        o["open"] = openingsJson(m.openings);
        break;
    case T::Open:
        o["round"] = m.round;
        o["open"] = openingsJson(m.openings);
        break;
    case T::Move: {
        o["round"] = m.round;
        o["move"] = m.kind == MoveKind::Stake ? "stake" : "wager";
        if (m.kind == MoveKind::Wager) o["column"] = m.column + 1;
        QJsonArray moved;
        for (int slot : m.moved)
            moved.append(slot);
        o["slots"] = moved;
        o["open"] = openingsJson(m.openings);
        break;
    }
    case T::Resign:
        o["round"] = m.round;
        break;
    case T::TakeBack:
    case T::AskTakeBack:
    case T::DeclineTakeBack:
        o["round"] = m.round;
        o["moves"] = m.moves;
        break;
    case T::End: {
        QJsonArray rounds;
        for (const LaidRound& laid : m.laid)
            rounds.append(QJsonObject{{"round", laid.round},
                                      {"key", QString::fromLatin1(laid.key.toHex())},
                                      {"cards", QJsonArray::fromStringList(laid.cards)}});
        o["rounds"] = rounds;
        break;
    }
    case T::Stop:
        o["reason"] = m.reason;
        if (m.claim) o["claim"] = true;
        break;
    case T::Resume:
    case T::Ping:
        break;
    }
    return o;
}

} // namespace

QString typeName(Message::Type type) {
    for (const Named& t : kTypes)
        if (t.type == type) return QLatin1String(t.name);
    return {};
}

QByteArray seal(const Message& message, const Keys& keys) {
    const QByteArray body = QJsonDocument(write(message)).toJson(QJsonDocument::Compact);
    return keys.mac(body) + body;
}

std::optional<Message> unseal(const QByteArray& frame, const Keys& keys, QString* problem) {
    const auto refuse = [&](const QString& why) -> std::optional<Message> {
        if (problem) *problem = why;
        return std::nullopt;
    };
    if (frame.size() <= kHashBytes) return refuse(QStringLiteral("a message too short to be one"));
    if (frame.size() > kMaxFrameBytes)
        return refuse(QStringLiteral("a message of %1 bytes; at most %2 are allowed")
                          .arg(frame.size())
                          .arg(kMaxFrameBytes));
    const QByteArray body = frame.mid(kHashBytes);
    // Compared in full whatever the bytes, so that the time taken tells nothing.
    const QByteArray expected = keys.mac(body);
    char differ = 0;
    for (qsizetype i = 0; i < kHashBytes; ++i)
        differ |= char(expected[i] ^ frame[i]);
    if (differ) return refuse(QStringLiteral("a message not signed with this game's key"));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return refuse(QStringLiteral("a signed message that is not a JSON object"));
    try {
        return read(document.object());
    } catch (const Unreadable& e) {
        return refuse(QStringLiteral("a signed message that cannot be read: %1").arg(e.why));
    }
}

} // namespace cozen::remote
