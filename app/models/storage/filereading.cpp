#include "storage/filereading.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace cozen::app {

namespace {

#ifdef Q_OS_UNIX
QString kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return QStringLiteral("a folder");
    if (S_ISFIFO(mode)) return QStringLiteral("a named pipe");
    if (S_ISCHR(mode) || S_ISBLK(mode)) return QStringLiteral("a device");
    if (S_ISSOCK(mode)) return QStringLiteral("a socket");
    return QStringLiteral("not a regular file");
}
#endif

} // namespace

QString notARegularFile(const QString& path) {
    if (path.startsWith(QLatin1Char(':'))) return {};
#ifdef Q_OS_UNIX
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0) return {}; // missing
    return S_ISREG(status.st_mode) ? QString() : kindOf(status.st_mode);
#else
    const QFileInfo info(path);
    if (!info.exists() || info.isFile()) return {};
    return info.isDir() ? QStringLiteral("a folder") : QStringLiteral("not a regular file");
#endif
}

bool readingForbidden(const QString& path) {
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return errno == EACCES || errno == EPERM;
    ::close(fd);
    return false;
#else
    const QFileInfo info(path);
    return info.exists() && !info.isReadable();
#endif
}

QByteArray readRegularFile(const QString& path, qint64 limit, QString* why) {
    why->clear();
    QFile file;
    if (path.startsWith(QLatin1Char(':'))) {
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *why = file.errorString();
            return {};
        }
    } else {
#ifdef Q_OS_UNIX
        // O_NONBLOCK: a named pipe put there between a check and the open does not block it
        // either; what was opened is checked, not the name.
        const int fd =
            ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) {
            *why = QString::fromLocal8Bit(std::strerror(errno));
            return {};
        }
        struct stat status {};
        if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
            *why = QStringLiteral("not a regular file (%1)").arg(kindOf(status.st_mode));
            ::close(fd);
            return {};
        }
        if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            *why = file.errorString();
            ::close(fd);
            return {};
        }
#else
        if (const QString kind = notARegularFile(path); !kind.isEmpty()) {
            *why = QStringLiteral("not a regular file (%1)").arg(kind);
            return {};
        }
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *why = file.errorString();
            return {};
        }
#endif
    }
    QByteArray bytes = file.read(limit + 1);
    if (file.error() != QFileDevice::NoError) {
        *why = file.errorString();
        return {};
    }
    return bytes;
}

} // namespace cozen::app
