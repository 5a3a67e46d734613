#include "system/preferences.h"

#include "cozen/ai.h"
#include "play/players.h"

#include <algorithm>

namespace cozen::app {

Preferences::Preferences(QObject* parent)
    : QObject(parent)
    , settings_(QStringLiteral("Cozen"), QStringLiteral("Cozen")) {}

void Preferences::store(const QString& key, const QVariant& value, const QVariant& current) {
    if (value == current) return;
    settings_.setValue(key, value);
    emit changed();
}

QString Preferences::level() const {
    const QString level = settings_.value(QStringLiteral("newGame/level")).toString();
    return parseLevel(level.toStdString()) ? level : QStringLiteral("medium");
}

void Preferences::setLevel(const QString& level) {
    if (!parseLevel(level.toStdString())) return;
    store(QStringLiteral("newGame/level"), level, this->level());
}

int Preferences::starter() const {
    return std::clamp(settings_.value(QStringLiteral("newGame/starter"), -1).toInt(), -1, 1);
}

void Preferences::setStarter(int starter) {
    store(QStringLiteral("newGame/starter"), std::clamp(starter, -1, 1), this->starter());
}

int Preferences::yourSeat() const {
    return std::clamp(settings_.value(QStringLiteral("newGame/yourSeat"), 0).toInt(), 0, 1);
}

void Preferences::setYourSeat(int seat) {
    store(QStringLiteral("newGame/yourSeat"), std::clamp(seat, 0, 1), yourSeat());
}

bool Preferences::hotSeat() const {
    return settings_.value(QStringLiteral("newGame/hotSeat"), false).toBool();
}

void Preferences::setHotSeat(bool hotSeat) {
    store(QStringLiteral("newGame/hotSeat"), hotSeat, this->hotSeat());
}

QStringList Preferences::names() const {
    QStringList names = settings_.value(QStringLiteral("newGame/names")).toStringList();
    names.resize(2);
    // Held to the rules of a name typed in (names.h); one that breaks them is asked for again.
    for (QString& name : names)
        if (name = trimmedName(name); nameProblem(name) != NameProblem::None) name.clear();
    return names;
}

void Preferences::setNames(const QStringList& names) {
    store(QStringLiteral("newGame/names"), names, this->names());
}

QVariantList Preferences::players() const {
    const QStringList names = this->names();
    std::vector<Player> players;
    if (hotSeat())
        players = {{names[0], {}}, {names[1], {}}};
    else
        players = againstTheComputer(*parseLevel(level().toStdString()), yourSeat(), names[0]);
    return playersToVariant(players);
}

int Preferences::target() const {
    const int target = settings_.value(QStringLiteral("newGame/target"), 70).toInt();
    return std::clamp(target, 30, 150);
}

void Preferences::setTarget(int target) {
    target = std::clamp(target, 30, 150);
    store(QStringLiteral("newGame/target"), target, this->target());
}

// EMQX's public broker, over TLS: free, open to anyone, run for testing MQTT clients. It only
// relays what the two games say, which it can neither read the secrets of nor forge (a remote
// game's messages are signed with the invite's secret, and hidden cards never leave their game).
QString Preferences::defaultRelay() const {
    return QStringLiteral("mqtts://broker.emqx.io:8883");
}

QString Preferences::relay() const {
    const QString relay = settings_.value(QStringLiteral("remote/relay")).toString().trimmed();
    return relay.isEmpty() ? defaultRelay() : relay;
}

void Preferences::setRelay(const QString& relay) {
    store(QStringLiteral("remote/relay"), relay.trimmed(), this->relay());
}

int Preferences::directPort() const {
    return std::clamp(settings_.value(QStringLiteral("remote/directPort"), 47047).toInt(), 1024,
                      65535);
}

void Preferences::setDirectPort(int port) {
    port = std::clamp(port, 1024, 65535);
    store(QStringLiteral("remote/directPort"), port, directPort());
}

int Preferences::animationSpeed() const {
    return std::clamp(settings_.value(QStringLiteral("table/animationSpeed"), 2).toInt(), 0, 3);
}

void Preferences::setAnimationSpeed(int speed) {
    speed = std::clamp(speed, 0, 3);
    store(QStringLiteral("table/animationSpeed"), speed, animationSpeed());
}

int Preferences::animationMs() const {
    static constexpr int kMs[] = {0, 180, 350, 700};
    return kMs[animationSpeed()];
}

bool Preferences::reduceMotion() const {
    return settings_.value(QStringLiteral("table/reduceMotion"), false).toBool();
}

void Preferences::setReduceMotion(bool reduce) {
    store(QStringLiteral("table/reduceMotion"), reduce, reduceMotion());
}

int Preferences::soundVolume() const {
    return std::clamp(settings_.value(QStringLiteral("sound/volume"), 70).toInt(), 0, 100);
}

void Preferences::setSoundVolume(int volume) {
    store(QStringLiteral("sound/volume"), std::clamp(volume, 0, 100), soundVolume());
}

bool Preferences::soundMuted() const {
    return settings_.value(QStringLiteral("sound/muted"), false).toBool();
}

void Preferences::setSoundMuted(bool muted) {
    store(QStringLiteral("sound/muted"), muted, soundMuted());
}

bool Preferences::soundDeviceAllowed() const {
    return !qEnvironmentVariableIsSet("COZEN_MUTE");
}

bool Preferences::softwareRenderer() const {
    return settings_.value(QStringLiteral("graphics/softwareRenderer"), false).toBool();
}

void Preferences::setSoftwareRenderer(bool software) {
    store(QStringLiteral("graphics/softwareRenderer"), software, softwareRenderer());
}

bool Preferences::largeCards() const {
    return settings_.value(QStringLiteral("display/largeCards"), false).toBool();
}

void Preferences::setLargeCards(bool large) {
    store(QStringLiteral("display/largeCards"), large, largeCards());
}

bool Preferences::highContrast() const {
    return settings_.value(QStringLiteral("display/highContrast"), false).toBool();
}

void Preferences::setHighContrast(bool high) {
    store(QStringLiteral("display/highContrast"), high, highContrast());
}

int Preferences::tutorialStep() const {
    return std::max(0, settings_.value(QStringLiteral("tutorial/step"), 0).toInt());
}

void Preferences::setTutorialStep(int step) {
    store(QStringLiteral("tutorial/step"), std::max(0, step), tutorialStep());
}

bool Preferences::tutorialOffered() const {
    return settings_.value(QStringLiteral("tutorial/offered"), false).toBool();
}

void Preferences::setTutorialOffered(bool offered) {
    store(QStringLiteral("tutorial/offered"), offered, tutorialOffered());
}

} // namespace cozen::app
