#pragma once
// Files for the tests of what the game writes (the autosave, the statistics, the game records):
// a file's bytes written and read back, and a full disk without privileges or a real full disk.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace cozen::app::testing {

inline bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

inline QByteArray contentsOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace cozen::app::testing

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>

namespace cozen::app::testing {

// While it lives, no file of this process can grow past `bytes`: a write past the limit fails
// (EFBIG) as a write to a full disk does (ENOSPC), and needs no privileges.
class FileSizeLimit {
public:
    explicit FileSizeLimit(qint64 bytes) {
        getrlimit(RLIMIT_FSIZE, &saved_);
        previous_ = std::signal(SIGXFSZ, SIG_IGN); // else the write kills the process
        rlimit limit = saved_;
        limit.rlim_cur = rlim_t(bytes);
        active_ = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, previous_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool active() const { return active_; }

private:
    rlimit saved_{};
    void (*previous_)(int) = SIG_DFL;
    bool active_ = false;
};

} // namespace cozen::app::testing
#endif
