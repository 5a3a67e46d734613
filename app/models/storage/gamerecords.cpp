#include "storage/gamerecords.h"

#include <QDir>
#include <QFileInfo>

namespace cozen::app {

QString gameId(const SavedGame& game) {
    // FNV-1a, 64 bits: the same on every platform and standard library.
    std::uint64_t hash = 0xcbf29ce484222325ull;
    const auto add = [&hash](unsigned char byte) {
        hash ^= byte;
        hash *= 0x100000001b3ull;
    };
    for (int i = 0; i < 8; ++i)
        add((unsigned char)(game.session.seed() >> (8 * i)));
    for (const auto& round : game.history()) {
        add('[');
        for (const std::string& move : round) {
            for (const char c : move)
                add((unsigned char)c);
            add(';');
        }
    }
    return QStringLiteral("%1").arg(hash, 16, 16, QLatin1Char('0'));
}

QString recordsFolder(const QString& savePath) {
    if (savePath.isEmpty()) return {};
    return QFileInfo(savePath).absoluteDir().filePath(QStringLiteral("records"));
}

QString newRecordPath(const QString& folder, const QString& stem) {
    const QDir dir(folder);
    QString path = dir.filePath(stem + QStringLiteral(".json"));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = dir.filePath(QStringLiteral("%1-%2.json").arg(stem).arg(n));
    return path;
}

} // namespace cozen::app
