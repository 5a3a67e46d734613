#include "table/seatsmodel.h"

#include <utility>

namespace cozen::app {

SeatInfo::SeatInfo(QObject* parent)
    : QObject(parent)
    , deck_(new DeckModel(this)) {}

QList<int> SeatInfo::set(const SeatItem& item) {
    if (item == item_) return {};
    const SeatItem was = std::exchange(item_, item);
    QList<int> roles;
    const auto change = [&roles](bool changed, int role) {
        if (changed) roles.append(role);
        return changed;
    };
    // (Each role is named, so that QML re-runs only what is bound to it.)
    bool player = change(was.seat != item.seat, SeatsModel::SeatRole);
    player |= change(was.name != item.name, SeatsModel::NameRole);
    player |= change(was.person != item.person, SeatsModel::PersonRole);
    player |= change(was.level != item.level, SeatsModel::LevelRole);
    player |= change(was.strength != item.strength, SeatsModel::StrengthRole);
    player |= change(was.red != item.red, SeatsModel::RedRole);
    player |= change(was.team != item.team, SeatsModel::TeamRole);
    player |= change(was.number != item.number, SeatsModel::NumberRole);
    if (player) emit playerChanged();
    if (change(was.place != item.place, SeatsModel::PlaceRole)) emit placeChanged();
    if (change(was.handSize != item.handSize, SeatsModel::HandSizeRole)) emit handSizeChanged();
    if (change(was.deckSize != item.deckSize, SeatsModel::DeckSizeRole)) emit deckSizeChanged();
    if (change(was.toMove != item.toMove, SeatsModel::ToMoveRole)) emit toMoveChanged();
    if (change(was.viewing != item.viewing, SeatsModel::ViewingRole)) emit viewingChanged();
    return roles;
}

SeatsModel::SeatsModel(QObject* parent)
    : QAbstractListModel(parent) {
    for (auto& info : infos_)
        info = new SeatInfo(this);
}

int SeatsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count_;
}

QVariant SeatsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SeatInfo* info = infos_[std::size_t(index.row())];
    const SeatItem& item = info->item();
    switch (role) {
    case SeatRole:
        return item.seat;
    case Qt::DisplayRole:
    case NameRole:
        return item.name;
    case PersonRole:
        return item.person;
    case LevelRole:
        return item.level;
    case StrengthRole:
        return item.strength;
    case RedRole:
        return item.red;
    case TeamRole:
        return item.team;
    case NumberRole:
        return item.number;
    case PlaceRole:
        return item.place;
    case HandSizeRole:
        return item.handSize;
    case DeckSizeRole:
        return item.deckSize;
    case ToMoveRole:
        return item.toMove;
    case ViewingRole:
        return item.viewing;
    case DeckRole:
        return QVariant::fromValue(info->deck());
    case InfoRole:
        return QVariant::fromValue(const_cast<SeatInfo*>(info));
    default:
        return {};
    }
}

QHash<int, QByteArray> SeatsModel::roleNames() const {
    return {{SeatRole, "seat"},         {NameRole, "name"},     {PersonRole, "person"},
            {LevelRole, "level"},       {RedRole, "red"},       {TeamRole, "team"},
            {NumberRole, "number"},     {PlaceRole, "place"},   {HandSizeRole, "handSize"},
            {DeckSizeRole, "deckSize"}, {ToMoveRole, "toMove"}, {ViewingRole, "viewing"},
            {DeckRole, "deck"},         {InfoRole, "info"},     {StrengthRole, "strength"}};
}

void SeatsModel::setSeats(const QList<SeatItem>& seats) {
    const int count = int(std::min<qsizetype>(seats.size(), qsizetype(infos_.size())));
    if (count != count_) {
        beginResetModel();
        for (int i = 0; i < count; ++i)
            infos_[std::size_t(i)]->set(seats[i]);
        count_ = count;
        endResetModel();
        emit countChanged();
        return;
    }
    for (int i = 0; i < count; ++i) {
        const QList<int> roles = infos_[std::size_t(i)]->set(seats[i]);
        if (!roles.isEmpty()) emit dataChanged(index(i), index(i), roles);
    }
}

SeatInfo* SeatsModel::at(int seat) const {
    return seat >= 0 && seat < count_ ? infos_[std::size_t(seat)] : nullptr;
}

SeatItem seatItemOf(Seat seat, int seatCount, const Player& player, int bottomTeam) {
    SeatItem item;
    item.seat = seat;
    item.name = player.name;
    item.person = player.isPerson();
    if (player.computer) item.level = levelText(*player.computer);
    item.strength = player.strength;
    item.red = colourOfSeat(seat) == Colour::Red;
    item.team = teamOfSeat(seat);
    item.number = numberInColour(seat, seatCount);
    item.place = item.team == bottomTeam ? Side::Bottom : Side::Top;
    return item;
}

} // namespace cozen::app
