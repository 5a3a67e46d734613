#pragma once
// A timer for QML that fires in an event of its own, after everything already due: the timers
// that are late (the next frame among them) and the events already posted. QML's Timer does not:
// with an interval it is driven by the animation clock and fires inside a frame, and without one
// it fires in a posted event, handled right after the event that started it. The table makes its
// parts with this one, a part after each frame, so that the GUI thread does not go from a frame
// straight into the next part (bench_gui, 2v2: 16-22 ms without a break at a new game).

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace cozen::table {

class EventLoopTimer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int interval READ interval WRITE setInterval NOTIFY intervalChanged) // ms, 0 default
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)

public:
    explicit EventLoopTimer(QObject* parent = nullptr);
    int interval() const { return timer_.interval(); }
    void setInterval(int ms);
    bool running() const { return timer_.isActive(); }
    // Starts it, or again from now when it runs; it fires once.
    Q_INVOKABLE void start();
    Q_INVOKABLE void stop();

signals:
    void triggered();
    void intervalChanged();
    void runningChanged();

private:
    QTimer timer_;
};

} // namespace cozen::table
