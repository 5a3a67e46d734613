#include <QTest>
class TestPosition : public QObject { Q_OBJECT };
QTEST_GUILESS_MAIN(TestPosition)
#include "tst_position.moc"
