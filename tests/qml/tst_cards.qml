import QtQuick
import QtTest
import Cozen.Table

// A card's face at every size the table draws it: the index stays in its corner, "10" included.
Item {
    id: root
    width: 400
    height: 500

    Component { id: cardComponent; PlayingCard {} }

    TestCase {
        name: "Cards"
        when: windowShown

        function init() { Theme.animationMs = 0 } // the face is made at once

        function test_theIndexStaysInside_data() {
            const rows = []
            for (const width of [28, 40, 56, 70, 90, 130, 180, 260])
                for (const code of ["10H", "10S", "QD", "AC", "8S"])
                    rows.push({ tag: code + " at " + width, code: code, width: width })
            return rows
        }
        function test_theIndexStaysInside(data) {
            const card = createTemporaryObject(cardComponent, root, { code: data.code, width: data.width })
            verify(card)
            const rank = findChild(card, "rankText")
            verify(rank, "the face shows its index")
            const box = rank.mapToItem(card, 0, 0, rank.width, rank.height)
            // Where the glyphs are drawn, centred in the text's box.
            const left = box.x + (rank.width - rank.contentWidth) / 2
            const right = left + rank.contentWidth
            verify(left >= 1, data.tag + ": the index starts at " + left)
            verify(right <= data.width * 0.4, data.tag + ": the index ends at " + right + " of " + data.width)
            compare(rank.text, data.code.slice(0, -1))
            // Still large enough to read: at least half the size of a single-digit index.
            verify(rank.fontInfo.pixelSize >= data.width * 0.15, data.tag + ": " + rank.fontInfo.pixelSize)
        }
    }
}
