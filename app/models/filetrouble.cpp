#include "filetrouble.h"

#include "savefile.h"

#include <utility>

namespace cozen::app {

Unreadable setAsideUnreadable(const char* what, const QString& path, const QString& detail,
                              const QString& kind) {
    qWarning("Cozen: %s %s could not be read: %s", what, qPrintable(path), qPrintable(detail));
    Unreadable out;
    out.keptAs = setAside(path);
    if (out.keptAs.isEmpty()) {
        // It cannot be moved: it stays, and nothing is written over it.
        out.notice = {kind + QStringLiteral("Stays"), path, {}, detail};
    } else {
        out.notice = {kind, path, out.keptAs, detail};
    }
    return out;
}

Notice FailureOnce::written(const char* what, const QString& kind, const QString& path,
                            const QString& error) {
    const bool wasFailing = std::exchange(failing_, !error.isEmpty());
    if (error.isEmpty()) return {};
    qWarning("Cozen: %s could not be written to %s: %s", what, qPrintable(path), qPrintable(error));
    if (wasFailing) return {};
    return {kind, path, {}, error};
}

} // namespace cozen::app
