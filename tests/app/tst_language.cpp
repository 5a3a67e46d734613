// The language chosen in an earlier run (the settings' "language"), as a test process meets it:
// something else was installed first (a test's setup installs English), and choosing the kept
// language again installs it, where the choice once counted as made already and the game kept
// speaking English while saying it spoke German. Its own process: the first Language object
// reads the settings, once.

#include "system/language.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace cozen::app;

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theKeptChoiceIsInstalledWhenChosen() {
        QSettings(QStringLiteral("Cozen"), QStringLiteral("Cozen"))
            .setValue(QStringLiteral("language"), QStringLiteral("de"));
        QCOMPARE(Language::install(QStringLiteral("en")), QStringLiteral("en"));
        Language language;
        QCOMPARE(language.chosen(), QStringLiteral("de"));
        QCOMPARE(language.current(), QStringLiteral("en")); // what is installed, not what is kept
        QSignalSpy changed(&language, &Language::changed);
        language.choose(QStringLiteral("de"));
        QCOMPARE(language.current(), QStringLiteral("de"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(QCoreApplication::translate("Words", "%n card(s)", nullptr, 2),
                 QStringLiteral("2 Karten"));
        // Chosen again, nothing changes.
        language.choose(QStringLiteral("de"));
        QCOMPARE(changed.count(), 1);
        language.choose(QString());
        QCOMPARE(QSettings(QStringLiteral("Cozen"), QStringLiteral("Cozen"))
                     .value(QStringLiteral("language"))
                     .toString(),
                 QString());
    }
};

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
