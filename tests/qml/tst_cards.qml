import QtQuick
import QtTest
import Cozen.Models
import Cozen.Table

// A card's face at every size the table draws it: the deck's face fills the card, its index in its
// corner; an index in the language's own letters stays there too; the marked kings stay crossed.
Item {
    id: root
    width: 400
    height: 500

    Language { id: language }
    Component { id: cardComponent; PlayingCard {} }

    TestCase {
        name: "Cards"
        when: windowShown

        function init() { Theme.animationMs = 0 } // the face is made at once
        function cleanup() {
            language.chosen = ""
            Theme.highContrast = false
        }

        // How many of the pixels in a part of the card (fractions of its size) are ink: dark or red.
        function inkIn(image, card, left, top, right, bottom) {
            let ink = 0
            for (let y = Math.floor(card.height * top); y < card.height * bottom; ++y)
                for (let x = Math.floor(card.width * left); x < card.width * right; ++x)
                    if (image.pixel(x, y).g < 0.4) ++ink
            return ink
        }

        function test_theFaceFillsTheCard_data() {
            const rows = []
            for (const width of [28, 40, 56, 70, 90, 130, 180, 260])
                for (const code of ["10H", "10S", "QD", "AC", "8S", "JC"])
                    rows.push({ tag: code + " at " + width, code: code, width: width })
            return rows
        }
        function test_theFaceFillsTheCard(data) {
            const card = createTemporaryObject(cardComponent, root, { code: data.code, width: data.width })
            verify(card)
            const art = findChild(card, "faceArt")
            verify(art, "the face is the deck's")
            compare(art.code, data.code)
            compare(art.width, card.width)
            compare(art.height, card.height)
            waitForRendering(card)
            const image = grabImage(card)
            // The index, in the deck's top left corner: ink on the paper, and paper around it.
            const ink = inkIn(image, card, 0.05, 0.06, 0.23, 0.28)
            verify(ink >= 3, data.tag + ": " + ink + " pixels of ink in the index")
            // The paper: white at the top edge's middle (over the pips and figure).
            const paper = image.pixel(Math.floor(card.width / 2), Math.max(2, Math.floor(card.height * 0.03)))
            verify(paper.r > 0.9 && paper.g > 0.9 && paper.b > 0.9, data.tag + ": paper " + paper)
            // No index drawn over the deck's own: it prints these letters.
            compare(findChild(card, "rankText"), null)
        }

        // Where the language writes the ranks with other letters than the deck (German B, D, K;
        // French V, D, R; Russian Т, В, Д, К), its own index covers the deck's, within the corner and
        // large enough to read at every size; number cards keep the deck's.
        function test_aLanguagesOwnIndexStaysInside_data() {
            const rows = []
            for (const width of [28, 40, 56, 70, 90, 130, 180, 260])
                for (const row of [["de", "QH", "D"], ["de", "JS", "B"], ["fr", "KC", "R"], ["ru", "AD", "Т"]])
                    rows.push({ tag: row[0] + " " + row[1] + " at " + width, language: row[0], code: row[1], letter: row[2], width: width })
            return rows
        }
        function test_aLanguagesOwnIndexStaysInside(data) {
            language.chosen = data.language
            const card = createTemporaryObject(cardComponent, root, { code: data.code, width: data.width })
            verify(card)
            const rank = findChild(card, "rankText")
            verify(rank, "the language's index is shown")
            compare(rank.text, data.letter)
            const box = rank.mapToItem(card, 0, 0, rank.width, rank.height)
            const left = box.x + (rank.width - rank.contentWidth) / 2
            const right = left + rank.contentWidth
            verify(left >= 1, data.tag + ": the index starts at " + left)
            verify(right <= data.width * 0.3, data.tag + ": the index ends at " + right + " of " + data.width)
            verify(box.y + (rank.height - rank.contentHeight) / 2 >= 1, data.tag + ": the index's top")
            verify(rank.fontInfo.pixelSize >= data.width * 0.15, data.tag + ": " + rank.fontInfo.pixelSize)
            const number = createTemporaryObject(cardComponent, root, { code: "10D", width: data.width })
            compare(findChild(number, "rankText"), null, "a number card keeps the deck's index")
        }

        // The marked kings (K♥ and K♠, 70 VP) are crossed over their figure, and say their value;
        // the other kings are not.
        function test_theMarkedKingsStayMarked_data() {
            return [{ tag: "KH", code: "KH", marked: true }, { tag: "KS", code: "KS", marked: true },
                    { tag: "KD", code: "KD", marked: false }, { tag: "KC", code: "KC", marked: false }]
        }
        function test_theMarkedKingsStayMarked(data) {
            const card = createTemporaryObject(cardComponent, root, { code: data.code, width: 90 })
            verify(card)
            const mark = findChild(card, "markedKing")
            compare(mark !== null, data.marked)
            if (!data.marked) return
            waitForRendering(card)
            const image = grabImage(card)
            // The cross's middle, over the figure: the mark's dark ink; "70" in its corner.
            const middle = image.pixel(card.width / 2, Math.floor(card.height * 0.58))
            verify(middle.r < 0.2 && middle.g < 0.2 && middle.b < 0.2, "the cross: " + middle)
            const value = findChild(card, "markedValue")
            verify(value && value.visible)
            const box = value.mapToItem(card, 0, 0, value.width, value.height)
            verify(box.x >= 0 && box.x + box.width <= card.width / 2 && box.y + box.height <= card.height,
                   "the value in the bottom left corner: " + box)
        }

        // In high contrast every face has a dark edge, which tells overlapping white cards apart;
        // otherwise only a chosen card has a frame.
        function test_highContrastEdgesEveryFace() {
            const card = createTemporaryObject(cardComponent, root, { code: "5C", width: 70 })
            verify(card)
            verify(!findChild(card, "cardFrame"))
            Theme.highContrast = true
            tryVerify(() => findChild(card, "cardFrame") !== null)
            compare(findChild(card, "cardFrame").border.color, Theme.black)
            Theme.highContrast = false
            card.selected = true
            tryVerify(() => findChild(card, "cardFrame") !== null)
            compare(findChild(card, "cardFrame").border.color, Theme.gold)
        }
    }
}
