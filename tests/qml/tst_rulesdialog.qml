import QtQuick
import QtQuick.Controls // qmllint disable unused-imports
import QtTest
import Cozen.Table

// The Rules dialog: it shows that more lies below (a scroll bar always, a fade at the foot until
// the end is reached), and it explains what the table shows (the jail, the trackers) and the rule
// players miss (a stake counts in a tie only in a combination).
Item {
    id: root
    width: 1024
    height: 640

    RulesDialog { id: rules }

    TestCase {
        name: "RulesDialog"
        when: windowShown

        function test_scrollsVisiblyAndExplains() {
            rules.open()
            tryCompare(rules, "opened", true)
            const page = findChild(rules.contentItem, "rulesPage")
            const fade = findChild(rules.contentItem, "moreBelow")
            verify(page && fade)
            const bar = page.ScrollBar.vertical
            verify(bar.visible, "a scroll bar is shown")
            verify(bar.size < 1, "at 1024×640 the rules are longer than the dialog")
            verify(fade.visible, "more below: the foot fades")
            bar.position = 1 - bar.size
            tryVerify(() => !fade.visible, 1000, "at the end, no fade")

            // Every topic the table needs explained is there.
            const texts = []
            const collect = item => {
                if (item.text !== undefined && typeof item.text === "string") texts.push(item.text)
                for (let i = 0; i < item.children.length; ++i) collect(item.children[i])
            }
            collect(page.contentItem)
            const all = texts.join("\n")
            for (const needle of ["jail", "tracker", "only when the stake is part of a combination",
                                  "Won by default", "2v2", "Stake & Draw", "marked kings"])
                verify(all.indexOf(needle) >= 0, "the rules speak of " + needle)
            rules.close()
        }
    }
}
