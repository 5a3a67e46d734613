#include "system/language.h"

#include <algorithm>
#include <optional>
#include <vector>

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQmlEngine>
#include <QSettings>

namespace cozen::app {
namespace {

const QString kSetting = QStringLiteral("language");

// The translators the game installs: English's plural forms first, under the language's own (a
// string the language's file lacks falls back to English, "2 cards", not the source's "2 card(s)").
struct Installed {
    std::unique_ptr<QTranslator> english;
    std::unique_ptr<QTranslator> language;
    std::unique_ptr<QTranslator> qt; // Qt's own words: a dialog's Close and OK
};
Installed& installed() {
    static Installed translators;
    return translators;
}

// The translation `name` in `directory`, installed; none when there is no such file.
std::unique_ptr<QTranslator> load(const QString& name, const QString& directory) {
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(name, directory)) return nullptr;
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

// Takes `translator` out of the application, if there is one.
void remove(const std::unique_ptr<QTranslator>& translator) {
    if (translator) QCoreApplication::removeTranslator(translator.get());
}

// The language is the application's, whichever Language object is asked or told (the window
// has one, a test another): one choice, and every object says when it changes.
struct Chosen {
    bool read = false;
    QString chosen;  // "" or one of available()
    QString current; // the language in use
    std::optional<QString>
        installedFor; // the choice install() was last asked for ("": the system's)
    std::vector<Language*> objects;
};
Chosen& shared() {
    static Chosen state;
    return state;
}

} // namespace

Language::Language(QObject* parent)
    : QObject(parent) {
    Chosen& state = shared();
    if (!state.read) {
        state.read = true;
        state.chosen =
            QSettings(QStringLiteral("Cozen"), QStringLiteral("Cozen")).value(kSetting).toString();
        if (!available().contains(state.chosen)) state.chosen.clear();
        // The language in use, until install() says which it installed: the system's guess.
        if (state.current.isEmpty()) {
            state.current = QLocale().name().section(QLatin1Char('_'), 0, 0);
            if (!available().contains(state.current)) state.current = QStringLiteral("en");
        }
    }
    state.objects.push_back(this);
}

Language::~Language() {
    std::erase(shared().objects, this);
}

QString Language::chosen() const {
    return shared().chosen;
}
QString Language::current() const {
    return shared().current;
}

QStringList Language::available() {
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es"),
            QStringLiteral("ru"), QStringLiteral("ja"), QStringLiteral("ar")};
}

QString Language::system() {
    const QLocale locale = QLocale::system();
    if (locale.language() == QLocale::C) return QStringLiteral("en");
    return locale.name().section(QLatin1Char('_'), 0, 0);
}

QString Language::nativeName(const QString& language) const {
    if (language.isEmpty()) return {};
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (name.isEmpty()) return language; // a language Qt has no name for: its code
    name[0] = name[0].toUpper();         // "français" -> "Français"
    return name;
}

QString Language::install(const QString& language) {
    QString use = language.isEmpty() ? system() : language;
    if (!available().contains(use)) use = QStringLiteral("en");
    const QString ours = QStringLiteral(":/i18n");
    Installed& translators = installed();
    if (!translators.english) translators.english = load(QStringLiteral("cozen_en"), ours);
    remove(translators.language);
    remove(translators.qt);
    const bool english = use == QStringLiteral("en");
    translators.language = english ? nullptr : load(QStringLiteral("cozen_") + use, ours);
    // Qt's own translations, where the system has them (Debian: qt6-translations-l10n; on Windows
    // and macOS Qt's deploy tools put them beside the game).
    translators.qt = english ? nullptr
                             : load(QStringLiteral("qtbase_") + use,
                                    QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    shared().current = use; // (main() installs the chosen language before any object asks)
    shared().installedFor = language;
    const QLocale locale(use);
    QLocale::setDefault(locale);
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        QGuiApplication::setLayoutDirection(locale.textDirection());
    return use;
}

void Language::removeEngineTranslation(QQmlApplicationEngine& engine) {
    // Qt 6.4's QQmlApplicationEngine loads "qt_<language>" (Qt's words, a catalogue of qtbase,
    // qtdeclarative, qtmultimedia...) into a translator of its own, its child.
    for (QTranslator* translator :
         engine.findChildren<QTranslator*>(QString(), Qt::FindDirectChildrenOnly))
        QCoreApplication::removeTranslator(translator);
}

void Language::choose(const QString& language) {
    Chosen& state = shared();
    const QString chosen = available().contains(language) ? language : QString();
    // (The choice read from the settings is not yet installed where nothing installed it: a test.)
    if (chosen == state.chosen && state.installedFor == chosen) return;
    state.chosen = chosen;
    QSettings(QStringLiteral("Cozen"), QStringLiteral("Cozen")).setValue(kSetting, chosen);
    install(chosen);
    // Every qsTr of every binding, said again in the new language; Qt.uiLanguage tells the rest
    // (numbers in the language's digits: Words.n).
    std::vector<QQmlEngine*> engines;
    for (Language* object : state.objects)
        if (QQmlEngine* engine = qmlEngine(object);
            engine && std::find(engines.begin(), engines.end(), engine) == engines.end())
            engines.push_back(engine);
    for (QQmlEngine* engine : engines) {
        engine->setUiLanguage(state.current);
        engine->retranslate();
    }
    for (Language* object : std::vector<Language*>(state.objects))
        emit object->changed();
}

} // namespace cozen::app
