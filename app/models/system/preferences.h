#pragma once
// The player's settings, kept between runs with QSettings: the new-game choices (against the
// computer or two people at this screen, the people's names, the computer's level, who starts,
// the target VP), the animation speed, and the sound.

#include <QObject>
#include <QSettings>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace cozen::app {

class Preferences : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool hotSeat READ hotSeat WRITE setHotSeat NOTIFY changed)  // else the computer
    Q_PROPERTY(QStringList names READ names WRITE setNames NOTIFY changed) // Red's, Black's
    Q_PROPERTY(QString level READ level WRITE setLevel NOTIFY changed)
    // Against the computer: the seat the person plays (0 Red, 1 Black).
    Q_PROPERTY(int yourSeat READ yourSeat WRITE setYourSeat NOTIFY changed)
    Q_PROPERTY(int starter READ starter WRITE setStarter NOTIFY changed) // a seat, -1 at random
    Q_PROPERTY(int target READ target WRITE setTarget NOTIFY changed)
    // The MQTT broker a game hosted over the internet meets its guest through (remote play;
    // docs/remote-play.md, "The broker"), and the port a game hosted directly listens on.
    Q_PROPERTY(QString relay READ relay WRITE setRelay NOTIFY changed)
    Q_PROPERTY(int directPort READ directPort WRITE setDirectPort NOTIFY changed)
    Q_PROPERTY(QString defaultRelay READ defaultRelay CONSTANT)
    // 0 off, 1 fast, 2 normal, 3 slow.
    Q_PROPERTY(int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY changed)
    // How long a card takes to fly across the table at this speed, in ms (0 when off).
    Q_PROPERTY(int animationMs READ animationMs NOTIFY changed)
    // Shorter movements of the cards (a deal, a flight, a flip), for players whom motion troubles:
    // the table shows the same things, only with less travel (Theme.reduceMotion).
    Q_PROPERTY(bool reduceMotion READ reduceMotion WRITE setReduceMotion NOTIFY changed)
    // The table's sounds (TableSounds.qml): their volume, 0 to 100 (as a slider shows it; 70 by
    // default), and whether they are muted.
    Q_PROPERTY(int soundVolume READ soundVolume WRITE setSoundVolume NOTIFY changed)
    Q_PROPERTY(bool soundMuted READ soundMuted WRITE setSoundMuted NOTIFY changed)
    // False when the environment sets COZEN_MUTE (every test does): the game then opens no sound
    // device at all, whatever the settings say.
    Q_PROPERTY(bool soundDeviceAllowed READ soundDeviceAllowed CONSTANT)
    // Draw the table with Qt Quick's software renderer rather than the graphics card (from the
    // next start). Off by default: the software renderer is what a machine without a graphics
    // driver gets anyway (renderer.h); this is for a driver that draws wrongly.
    Q_PROPERTY(bool softwareRenderer READ softwareRenderer WRITE setSoftwareRenderer NOTIFY changed)
    // Larger cards on the table, and colours of higher contrast (for players who see less well).
    Q_PROPERTY(bool largeCards READ largeCards WRITE setLargeCards NOTIFY changed)
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY changed)
    // The tutorial: the step reached (from 0; it resumes there), and whether it was offered at
    // the first start.
    Q_PROPERTY(int tutorialStep READ tutorialStep WRITE setTutorialStep NOTIFY changed)
    Q_PROPERTY(bool tutorialOffered READ tutorialOffered WRITE setTutorialOffered NOTIFY changed)

public:
    explicit Preferences(QObject* parent = nullptr);

    bool hotSeat() const;
    void setHotSeat(bool hotSeat);
    QStringList names() const;
    void setNames(const QStringList& names);
    QString level() const;
    void setLevel(const QString& level);
    int starter() const;
    void setStarter(int starter);
    int yourSeat() const;
    void setYourSeat(int seat);
    // The players these settings name, for Game::newGame: two people (names[0] Red, names[1]
    // Black), or one (named names[0], or unnamed when that is empty) at yourSeat against the
    // computer.
    Q_INVOKABLE QVariantList players() const;
    int target() const;
    void setTarget(int target);
    QString relay() const;
    void setRelay(const QString& relay);
    QString defaultRelay() const;
    int directPort() const;
    void setDirectPort(int port);
    int animationSpeed() const;
    void setAnimationSpeed(int speed);
    int animationMs() const;
    bool reduceMotion() const;
    void setReduceMotion(bool reduce);
    int soundVolume() const;
    void setSoundVolume(int volume);
    bool soundMuted() const;
    void setSoundMuted(bool muted);
    bool soundDeviceAllowed() const;
    bool softwareRenderer() const;
    void setSoftwareRenderer(bool software);
    bool largeCards() const;
    void setLargeCards(bool large);
    bool highContrast() const;
    void setHighContrast(bool high);
    int tutorialStep() const;
    void setTutorialStep(int step);
    bool tutorialOffered() const;
    void setTutorialOffered(bool offered);

signals:
    void changed();

private:
    // Writes `value` under `key` and says so, unless it is the setting's `current` value.
    void store(const QString& key, const QVariant& value, const QVariant& current);

    QSettings settings_;
};

} // namespace cozen::app
