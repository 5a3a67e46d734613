#pragma once
// Work done on Qt's thread pool, its result handed back on the thread of `context` (the GUI
// thread for the models): reading the save, the statistics and the records at the start, where a
// slow disk or a large file must not hold the table. Only values cross: `work` takes what it
// captured by value and returns its result, which `done` receives. If `context` is gone first,
// `done` is not called.

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <type_traits>
#include <utility>

namespace cozen::app {

template <typename Work, typename Done>
void runOffThread(QObject* context, Work work, Done done) {
    using Result = std::invoke_result_t<Work>;
    auto* watcher = new QFutureWatcher<Result>(context);
    QObject::connect(watcher, &QFutureWatcher<Result>::finished, context,
                     [watcher, done = std::move(done)]() mutable {
                         watcher->deleteLater();
                         done(watcher->result());
                     });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
}

} // namespace cozen::app
