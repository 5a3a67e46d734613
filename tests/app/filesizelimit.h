#pragma once
// A full disk, for the tests of what is written to one (the autosave, the statistics, the game
// records), without privileges or a real full disk.

#include <QtGlobal>

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
