#include "wirecheck.h"

#include "cozen/rules.h"

#include <QRegularExpression>

namespace cozen::testing {

QString cardNamedTooSoon(const QList<QByteArray>& bodies, const GameRecord& record) {
    const RecordReplay replay(record);
    static const QRegularExpression cardPattern(QStringLiteral("\"card\":\"([0-9AJQKHDSC]+)\""));
    static const QRegularExpression roundPattern(QStringLiteral("\"round\":(\\d+)"));
    for (const QByteArray& bytes : bodies) {
        const QString body = QString::fromUtf8(bytes);
        if (body.contains(QStringLiteral("\"type\":\"end\""))) continue;
        const int round = roundPattern.match(body).captured(1).toInt();
        for (auto it = cardPattern.globalMatch(body); it.hasNext();) {
            const QString text = it.next().captured(1);
            const std::optional<CardFace> face = parseCardFace(text.toStdString());
            if (!face || round < 1 || round > int(record.rounds.size()))
                return QStringLiteral("%1 named in a message of no round").arg(text);
            const Seat owner = Seat(face->colour);
            const Card card = makeCard(owner, face->index);
            bool isPublic = false;
            for (const Column& column : record.rounds[std::size_t(round - 1)].start.row())
                isPublic = isPublic || (column.faceUp && column.stake == card);
            if (const RoundReport* report = replay.report(round - 1))
                for (const ColumnReport& column : report->columns) {
                    const bool inColumn =
                        column.column.stake == card ||
                        ((column.column.wagers[std::size_t(owner)] >> face->index) & 1);
                    const bool stakeCaptured =
                        column.column.stake == card && column.captured[std::size_t(owner)];
                    isPublic = isPublic || (inColumn && column.revealed) || stakeCaptured;
                }
            if (!isPublic)
                return QStringLiteral("%1 named in round %2 before it was public")
                    .arg(text)
                    .arg(round);
        }
    }
    return {};
}

} // namespace cozen::testing
