#include "storage/datafolder.h"

#include "storage/filereading.h"
#include "storage/savefile.h"

#include <QCoreApplication>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>

#include <filesystem>
#include <system_error>
#include <vector>

namespace cozen::app {
namespace {

namespace fs = std::filesystem;

// What the game writes in its folder: a folder holding any of them is in use.
bool holdsData(const fs::path& folder) {
    std::error_code ec;
    for (const char* name : {"autosave.json", "statistics.json", "records"})
        if (fs::exists(folder / name, ec)) return true;
    return false;
}

} // namespace

QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString oldDataFolder() {
    return dataFolder() + QStringLiteral("/Cozen");
}

bool migrateDataFolder(const QString& from, const QString& to) {
    const fs::path old = fs::path(from.toStdU16String());
    const fs::path target = fs::path(to.toStdU16String());
    std::error_code ec;
    if (from.isEmpty() || to.isEmpty() || !fs::is_directory(old, ec) || holdsData(target))
        return false;
    fs::create_directories(target, ec);
    // Every entry of the old folder copied in, then the old removed: until the copies are all
    // made, nothing of the old folder is touched.
    std::vector<fs::path> copied; // in the new folder
    const auto fail = [&](const fs::path& what, const std::error_code& why) {
        qWarning().noquote() << QStringLiteral(
                                    "Cozen: the data in %1 could not be moved to %2 (%3: "
                                    "%4); it stays where it is.")
                                    .arg(from, to, QString::fromStdU16String(what.u16string()),
                                         QString::fromLocal8Bit(why.message().c_str()));
        std::error_code ignored;
        for (const fs::path& made : copied)
            fs::remove_all(made, ignored);
        return false;
    };
    if (ec) return fail(target, ec);
    fs::directory_iterator entries(old, ec);
    if (ec) return fail(old, ec);
    std::vector<fs::path> moved; // the old entries copied
    for (const fs::directory_entry& entry : entries) {
        const fs::path into = target / entry.path().filename();
        if (fs::exists(into, ec)) continue; // not the game's data: both stay as they are
        fs::copy(entry.path(), into, fs::copy_options::recursive, ec);
        copied.push_back(into); // on a failure, a part of it may have been made
        if (ec) return fail(entry.path(), ec);
        moved.push_back(entry.path());
    }
    for (const fs::path& entry : moved)
        fs::remove_all(entry, ec);
    fs::remove(old, ec); // once empty
    if (ec)
        qWarning().noquote() << QStringLiteral("Cozen: the data was moved to %1, but the old "
                                               "folder %2 could not be removed (%3).")
                                    .arg(to, from, QString::fromLocal8Bit(ec.message().c_str()));
    return true;
}

} // namespace cozen::app

namespace cozen::app {

QString settingsFile() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/Cozen/Cozen.conf");
#else
    return {};
#endif
}

QString clearFileWay(const QString& path) {
    const QString kind = notARegularFile(path);
    if (kind.isEmpty()) return {};
    const QString aside = setAside(path);
    if (aside.isEmpty())
        qWarning("Cozen: %s is %s, and could not be set aside", qPrintable(path), qPrintable(kind));
    else
        qWarning("Cozen: %s was %s, set aside as %s", qPrintable(path), qPrintable(kind),
                 qPrintable(aside));
    return aside;
}

QString clearSettingsFileWay() {
    const QString path = settingsFile();
    if (path.isEmpty()) return {};
    // QSettings' own lock file too, which QLockFile reads when it is there.
    clearFileWay(path + QStringLiteral(".lock"));
    const QString kind = notARegularFile(path);
    if (kind.isEmpty()) return {};
    const QString aside = setAside(path);
    if (aside.isEmpty()) {
        // Kept out of its way: this session's settings live in a folder of their own, and go.
        const QString elsewhere = QDir::temp().filePath(
            QStringLiteral("cozen-settings-%1").arg(QCoreApplication::applicationPid()));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, elsewhere);
        qWarning("Cozen: the settings %s are %s and could not be set aside; this session's "
                 "settings are kept in %s",
                 qPrintable(path), qPrintable(kind), qPrintable(elsewhere));
    } else {
        qWarning("Cozen: the settings %s were %s, set aside as %s; the settings start afresh",
                 qPrintable(path), qPrintable(kind), qPrintable(aside));
    }
    return aside;
}

QString makePrivateFolder(const QString& folder) {
    if (!QDir().mkpath(folder)) return QStringLiteral("%1 could not be made").arg(folder);
#ifdef Q_OS_UNIX
    if (!QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
        return QStringLiteral("%1 could not be kept for its user alone (0700)").arg(folder);
#endif
    return {};
}

} // namespace cozen::app
