import QtQuick
import QtTest
import Cozen.Table

// Recent games while its folder is read: "Reading…", not "No finished games yet", until the
// records are there; an empty folder, once read, says there are none.
Item {
    id: root
    width: 1024
    height: 640

    RecentGamesDialog { id: recent }

    TestCase {
        name: "RecentGames"
        when: windowShown

        function init() { Theme.animationMs = 0 }
        function cleanup() { recent.close() }

        function shownWords() { return findChild(recent.contentItem, "recentGamesEmpty") }

        function test_readingIsSaidWhileTheFolderIsRead() {
            const folder = fixtures.fresh("recent-reading") // qmllint disable unqualified
            verify(fixtures.makeFolder(folder + "/records")) // qmllint disable unqualified
            const record = fixtures.read(fixtures.copy("record-game.json")) // qmllint disable unqualified
            for (let i = 0; i < 200; ++i)
                verify(fixtures.write(folder + "/records/2026-01-01_00-00-" + (1000 + i) + ".json", record)) // qmllint disable unqualified
            recent.folder = folder + "/records"
            recent.open()
            // The folder is read on a worker thread: until it is, the dialog says so.
            const words = shownWords()
            verify(recent.store.loading, "the folder is being read")
            verify(words.visible)
            verify(words.text.indexOf("Reading") === 0, words.text)
            tryVerify(() => !recent.store.loading && recent.store.count === 200, 10000)
            verify(!words.visible, "the records are listed")
        }

        function test_anEmptyFolderSaysThereAreNone() {
            const folder = fixtures.fresh("recent-empty") // qmllint disable unqualified
            verify(fixtures.makeFolder(folder + "/records")) // qmllint disable unqualified
            recent.folder = folder + "/records"
            recent.open()
            tryVerify(() => !recent.store.loading, 5000)
            const words = shownWords()
            verify(words.visible)
            verify(words.text.indexOf("No finished games yet") === 0, words.text)
        }
    }
}
