import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// The settings' language list names the system's own language, whichever the game speaks now.
Item {
    id: root
    width: 1024
    height: 640

    Preferences { id: preferences }
    Language { id: language }
    SettingsDialog { id: settings; preferences: preferences; language: language }

    TestCase {
        name: "Settings"
        when: windowShown

        function cleanup() { language.chosen = "" }

        function test_theSystemsLanguageByItsName() {
            const box = findChild(settings.contentItem, "languageBox")
            verify(box)
            const system = language.nativeName(language.system)
            verify(system !== "")
            language.chosen = ""
            verify(box.model[0].indexOf(system) >= 0, box.model[0])
            // Another language chosen: the first entry still names the system's, not the one in use.
            const other = language.system === "fr" ? "de" : "fr"
            language.chosen = other
            verify(box.model[0].indexOf(system) >= 0, box.model[0])
            verify(box.model[0].indexOf(language.nativeName(other)) < 0, box.model[0])
        }

        // The sound's mute and volume and "Reduce motion" set the preferences (kept between runs:
        // tst_models); the volume's slider rests while muted.
        function test_soundAndMotion() {
            const mute = findChild(settings.contentItem, "soundMuted")
            const volume = findChild(settings.contentItem, "soundVolume")
            const motion = findChild(settings.contentItem, "reduceMotion")
            verify(mute && volume && motion)
            const before = { muted: preferences.soundMuted, volume: preferences.soundVolume,
                             reduce: preferences.reduceMotion }
            compare(volume.value, before.volume)
            settings.soundAllowed = true // as without COZEN_MUTE
            settings.open()
            tryCompare(settings, "opened", true)
            if (preferences.soundMuted) { mute.toggle(); mute.toggled() }
            verify(volume.enabled)
            volume.value = 40
            volume.moved()
            compare(preferences.soundVolume, 40)
            mute.toggle()
            mute.toggled()
            verify(preferences.soundMuted)
            verify(!volume.enabled)
            compare(preferences.soundVolume, 40, "the volume is kept while muted")
            motion.toggle()
            motion.toggled()
            compare(preferences.reduceMotion, !before.reduce)
            settings.close()
            tryCompare(settings, "visible", false)
            preferences.soundMuted = before.muted
            preferences.soundVolume = before.volume
            preferences.reduceMotion = before.reduce
            settings.soundAllowed = Qt.binding(() => preferences.soundDeviceAllowed)
        }

        // With COZEN_MUTE set (as here) the settings do not say the sound is on: Mute shows
        // checked and rests, the volume rests, and a line says why.
        function test_soundOffByTheEnvironmentIsShown() {
            verify(!preferences.soundDeviceAllowed, "the tests run with COZEN_MUTE")
            const before = preferences.soundMuted
            preferences.soundMuted = false
            settings.open()
            tryCompare(settings, "opened", true)
            const mute = findChild(settings.contentItem, "soundMuted")
            verify(mute.checked && !mute.enabled)
            verify(!findChild(settings.contentItem, "soundVolume").enabled)
            const note = findChild(settings.contentItem, "soundOffNote")
            verify(note.visible && note.text.indexOf("COZEN_MUTE") >= 0, note.text)
            settings.close()
            tryCompare(settings, "visible", false)
            preferences.soundMuted = before
        }

        // "Draw without the graphics card" is the setting read at the next start; the line under it
        // says what draws now (offscreen, as the tests run: the software renderer).
        function test_drawingWithoutTheGraphicsCard() {
            const box = findChild(settings.contentItem, "softwareRenderer")
            const now = findChild(settings.contentItem, "drawnWith")
            verify(box && now)
            const before = preferences.softwareRenderer
            compare(box.checked, before)
            box.toggle()
            box.toggled()
            compare(preferences.softwareRenderer, !before)
            box.toggle()
            box.toggled()
            compare(preferences.softwareRenderer, before)
            settings.open()
            tryCompare(settings, "opened", true)
            tryCompare(now.GraphicsInfo, "api", GraphicsInfo.Software)
            compare(now.text, qsTr("Now drawn without the graphics card."))
            settings.close()
            tryCompare(settings, "visible", false)
        }
    }
}
