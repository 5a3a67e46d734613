#pragma once
// The seats at the table, one row per seat in turn order: who plays it
// (a person by name, or the computer at a level), its colour and team, how many cards are in its
// hand and deck, whether it is to move and whether the screen shows its eyes. Each seat's deck
// tracker is a DeckModel of its own. Everything here is public (R11).
//
// QML reads a seat either as a row (a Repeater over the model, for layouts of any number of
// seats) or as one object with notifying properties: `game.seats.at(seat)`.

#include "play/players.h"
#include "table/deckmodel.h"
#include "table/tabledata.h"

#include <QAbstractListModel>
#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace cozen::app {

struct SeatItem {
    int seat = 0;
    QString name; // a person's; empty for the computer, or for a lone person ("you")
    bool person = false;
    QString level;    // the computer's level
    int strength = 0; // the adaptive level's in this game (1..6), else 0
    bool red = true;
    int team = 0;
    int number = 0; // in 2v2 its number within its colour (Red 1, Red 2); 0 in 1v1
    int handSize = 0;
    int deckSize = 0;
    bool toMove = false;
    bool viewing = false; // the screen shows what this seat may see
    bool operator==(const SeatItem&) const = default;
};

// A seat's item with what does not change in a game: who plays it, its colour and team. The
// counts and turn are the caller's; where it sits is the model's (setPlaces).
SeatItem seatItemOf(Seat seat, int seatCount, const Player& player);

class SeatInfo : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game owns its seats")
    // Who plays it changes only with the game; its cards
    // and turn at every move, each with a signal of its own (a move re-runs only what shows them).
    Q_PROPERTY(int seat READ seat NOTIFY playerChanged)
    Q_PROPERTY(QString name READ name NOTIFY playerChanged)
    Q_PROPERTY(bool person READ person NOTIFY playerChanged)
    Q_PROPERTY(QString level READ level NOTIFY playerChanged)
    Q_PROPERTY(int strength READ strength NOTIFY playerChanged)
    Q_PROPERTY(bool red READ red NOTIFY playerChanged)
    Q_PROPERTY(int team READ team NOTIFY playerChanged)
    Q_PROPERTY(int number READ number NOTIFY playerChanged)
    Q_PROPERTY(int handSize READ handSize NOTIFY handSizeChanged)
    Q_PROPERTY(int deckSize READ deckSize NOTIFY deckSizeChanged)
    Q_PROPERTY(bool toMove READ toMove NOTIFY toMoveChanged)
    Q_PROPERTY(bool viewing READ viewing NOTIFY viewingChanged)
    Q_PROPERTY(cozen::app::DeckModel* deck READ deck CONSTANT)

public:
    explicit SeatInfo(QObject* parent = nullptr);
    int seat() const { return item_.seat; }
    QString name() const { return item_.name; }
    bool person() const { return item_.person; }
    QString level() const { return item_.level; }
    int strength() const { return item_.strength; }
    bool red() const { return item_.red; }
    int team() const { return item_.team; }
    int number() const { return item_.number; }
    int handSize() const { return item_.handSize; }
    int deckSize() const { return item_.deckSize; }
    bool toMove() const { return item_.toMove; }
    bool viewing() const { return item_.viewing; }
    DeckModel* deck() const { return deck_; }

    const SeatItem& item() const { return item_; }
    // Signals what changed; returns the model's roles that did (none: nothing changed).
    QList<int> set(const SeatItem& item);

signals:
    void playerChanged(); // seat, name, person, level, strength, red, team
    void handSizeChanged();
    void deckSizeChanged();
    void toMoveChanged();
    void viewingChanged();

private:
    SeatItem item_;
    DeckModel* deck_;
};

class SeatsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game owns its seats")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // Where the seats sit on the screen (presenter.h, Seating), the same for the table and the
    // replay: along the bottom the bottom seat, then in 2v2 its partner; along the top the next
    // seat to play after it, then in 2v2 the other opponent.
    Q_PROPERTY(QList<int> bottomSeats READ bottomSeats NOTIFY placesChanged)
    Q_PROPERTY(QList<int> topSeats READ topSeats NOTIFY placesChanged)

public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        PersonRole,
        LevelRole,
        RedRole,
        TeamRole,
        NumberRole,
        HandSizeRole,
        DeckSizeRole,
        ToMoveRole,
        ViewingRole,
        DeckRole,
        InfoRole,
        StrengthRole,
    };
    Q_ENUM(Role)

    explicit SeatsModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // One item per seat, in turn order.
    void setSeats(const QList<SeatItem>& seats);
    void setPlaces(const QList<int>& bottom, const QList<int>& top);
    QList<int> bottomSeats() const { return bottom_; }
    QList<int> topSeats() const { return top_; }

    // A seat as an object whose properties follow it (nullptr for a seat the game does not have).
    Q_INVOKABLE cozen::app::SeatInfo* at(int seat) const;
    DeckModel* deck(int seat) const { return infos_[std::size_t(seat)]->deck(); }

signals:
    void countChanged();
    void placesChanged();

private:
    int count_ = 0;
    QList<int> bottom_, top_;
    std::array<SeatInfo*, 4> infos_{};
};

} // namespace cozen::app
