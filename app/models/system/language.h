#pragma once
// The language the game speaks, switched at run time: it installs the translation of the chosen
// language (compiled into the game from translations/), lays the window out right to left for a
// language written that way, and has the QML engine say every visible text again. The choice is
// kept between runs; "" follows the system's language.

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QQmlApplicationEngine;

namespace cozen::app {

class Language : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // "" (the system's), or one of `available` ("de", "ar", ...).
    Q_PROPERTY(QString chosen READ chosen WRITE choose NOTIFY changed)
    // The language in use: the chosen one, or the system's when the game has it, else "en".
    Q_PROPERTY(QString current READ current NOTIFY changed)
    Q_PROPERTY(QStringList available READ available CONSTANT)
    // The system's own language ("pl", "de"; "en" for the C locale), whether the game speaks it or
    // not: the language list names it ("The system's (Polski)").
    Q_PROPERTY(QString system READ system CONSTANT)

public:
    explicit Language(QObject* parent = nullptr);
    ~Language() override;

    QString chosen() const;
    void choose(const QString& language);
    QString current() const;
    // Every language the game speaks, English (its source) first.
    static QStringList available();
    static QString system();
    // A language's own name for itself ("Deutsch", "العربية").
    Q_INVOKABLE QString nativeName(const QString& language) const;

    // Installs the translation for `language` ("" for the system's) in the application; the
    // language in use. For main(), before the QML engine starts, and for choose().
    static QString install(const QString& language);
    // Takes out the translation of Qt's own words that a QQmlApplicationEngine installs for the
    // language of the moment as it loads its first file, and keeps: install() installs Qt's
    // words for the language chosen, and the engine's would answer for a language that has none
    // (English: a dialog's "Close" stayed "Schließen" after a start in German). For main(),
    // after the engine's load().
    static void removeEngineTranslation(QQmlApplicationEngine& engine);

signals:
    void changed();
};

} // namespace cozen::app
