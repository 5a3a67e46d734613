#include "session.h"

#include "mqttlink.h"

#include "cozen/ai.h"
#include "cozen/error.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <bit>

namespace cozen::remote {

namespace {

// What the other end did that the protocol does not allow: it stops the game.
struct Breach {
    QString why;
};

[[noreturn]] void breach(const QString& why) {
    throw Breach{why};
}

// What everybody sees of the game, as bytes, for the digest: every field of the public view.
QByteArray viewBytes(const View& view) {
    QByteArray bytes;
    const auto put = [&](qint64 n) {
        bytes += QByteArray::number(n);
        bytes += ',';
    };
    put(int(view.phase));
    put(view.winner);
    put(view.toMove);
    put(view.starter);
    put(view.finalTurnsLeft);
    put(view.round);
    put(view.target);
    for (int s = 0; s < view.seatCount; ++s) {
        const SeatView& seat = view.seats[std::size_t(s)];
        put(seat.handSize);
        put(seat.deckSize);
        put(seat.jailed);
    }
    for (const ColumnView& column : view.row()) {
        put(column.stakeKnown);
        put(column.stakeKnown ? column.stake : 0);
        put(column.stakeOwner);
        put(column.faceUp);
        for (int s = 0; s < view.seatCount; ++s) {
            put(column.wagers[std::size_t(s)]);
            put(column.hiddenWagers[std::size_t(s)]);
        }
    }
    return bytes;
}

QString cardOf(int seat, int index) {
    return QString::fromStdString(cardText(colourOfSeat(seat), index));
}

// The index of `text` in `seat`'s set; -1 when it is a card of the other colour.
int indexOf(int seat, const QString& text) {
    const std::optional<CardFace> face = parseCardFace(text.toStdString());
    if (!face || face->colour != colourOfSeat(seat)) return -1;
    return face->index;
}

} // namespace

Session::Session(const Setup& setup, Link* link, QObject* parent)
    : QObject(parent)
    , setup_(setup)
    , keys_(setup.invite.secret)
    , link_(link)
    , target_(setup.target) {
    link_->setParent(this);
    connect(link_, &Link::received, this, &Session::received);
    connect(link_, &Link::stateChanged, this, &Session::linkChanged);
    clock_.start();
    heartbeat_.setInterval(setup.heartbeatMs);
    connect(&heartbeat_, &QTimer::timeout, this, &Session::beat);
    if (auto* mqtt = qobject_cast<MqttLink*>(link_))
        connect(mqtt, &MqttLink::peerGone, this, [this] { setPeerPresent(false); });
    heartbeat_.start();
    QTimer::singleShot(0, this, &Session::speak);
}

int Session::seatOf(Role role) const {
    return role == setup_.role ? mySeat_ : 1 - mySeat_;
}

Role Session::roleOf(int seat) const {
    return seat == mySeat_ ? setup_.role : otherRole(setup_.role);
}

QString Session::peerName() const {
    if (peer_ && !peer_->name.isEmpty()) return peer_->name;
    return setup_.role == Role::Host ? QStringLiteral("the guest") : QStringLiteral("the host");
}

Role Session::speaker() const {
    switch (step_) {
    case Step::Hello:
    case Step::DealAnswer:
    case Step::FlipOpen:
    case Step::EndGuest:
        return Role::Guest;
    case Step::Welcome:
    case Step::DealCommit:
    case Step::Shuffle:
    case Step::EndHost:
    case Step::Done:
        return Role::Host;
    case Step::Move:
        return roleOf(game_->toMove());
    case Step::Reveal:
        return otherRole(roleOf(game_->toMove()));
    }
    return Role::Host;
}

bool Session::myMove() const {
    return stage_ == Stage::Playing && step_ == Step::Move && speaker() == setup_.role;
}

bool Session::awaitingPeer() const {
    return (stage_ == Stage::Meeting || stage_ == Stage::Playing || stage_ == Stage::LayingOpen) &&
           step_ != Step::Done && speaker() != setup_.role;
}

Message Session::draft(Message::Type type) const {
    Message m;
    m.type = type;
    m.from = setup_.role;
    m.ack = receivedSeq_;
    return m;
}

void Session::send(Message message) {
    if (message.numbered()) {
        message.seq = ++sentSeq_;
        message.state = digest_;
    }
    const QByteArray frame = seal(message, keys_);
    if (message.numbered()) {
        const bool wasSettled = settled();
        unacknowledged_[message.seq] = {frame, clock_.elapsed()};
        if (wasSettled) emit settledChanged();
        transcript_.append({true, frame});
        if (replaying_) return;
        save(); // before it leaves: a game taken up again must not say it differently
    }
    if (link_) link_->send(frame);
}

void Session::updateDigest(Message::Type type, Role from, qint64 seq) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(digest_);
    hash.addData(typeName(type).toLatin1());
    hash.addData(QByteArray::number(seq));
    hash.addData(from == Role::Host ? "h" : "g");
    if (game_) hash.addData(viewBytes(game_->publicView()));
    digest_ = hash.result();
}

void Session::beat() {
    send(draft(Message::Type::Ping));
    if (peerSilentMs() > 3 * qint64(setup_.heartbeatMs)) setPeerPresent(false);
}

void Session::setPeerPresent(bool present) {
    if (present == peerPresent_) return;
    peerPresent_ = present;
    emit presenceChanged(present);
    emit changed();
}

// ---- Speaking ----------------------------------------------------------------------------------

Session::MyRound Session::layMyRound() {
    MyRound round;
    const CardMask home = game_ ? game_->homeOf(mySeat_) : kFullSet;
    for (CardMask m = home; m; m &= m - 1)
        round.cards.push_back(std::countr_zero(m));
    QByteArray seedBytes = Keys::randomBytes(8);
    std::uint64_t seed = 0;
    for (char c : seedBytes)
        seed = (seed << 8) | std::uint8_t(c);
    Rng rng(seed);
    shuffle(std::span<int>(round.cards), rng);
    round.key = Keys::randomBytes(kRoundKeyBytes);
    round.contribution = Keys::randomBytes(kContributionBytes);
    return round;
}

QList<Opening> Session::myOpenings(const std::vector<SlotRef>& refs) const {
    QList<Opening> openings;
    const MyRound& round = myRounds_.back();
    for (const SlotRef& ref : refs)
        if (ref.seat == mySeat_)
            openings.append({ref.slot, cardOf(mySeat_, round.cards[std::size_t(ref.slot)]),
                             Keys::nonce(round.key, ref.slot)});
    return openings;
}

// Says what this end has to say, when it is this end's turn and it needs nobody (a move needs
// play()).
void Session::speak() {
    while ((stage_ == Stage::Meeting || stage_ == Stage::Playing || stage_ == Stage::LayingOpen) &&
           step_ != Step::Done && step_ != Step::Move && speaker() == setup_.role) {
        Message m;
        switch (step_) {
        case Step::Hello:
        case Step::Welcome:
            m = draft(step_ == Step::Hello ? Message::Type::Hello : Message::Type::Welcome);
            m.name = setup_.me.name;
            m.computer = setup_.me.computer;
            m.app = setup_.app;
            m.takeBack = true;
            m.hostSeat = setup_.hostSeat;
            m.target = setup_.target;
            break;
        case Step::DealCommit:
        case Step::DealAnswer: {
            m = draft(Message::Type::Deal);
            m.round = int(myRounds_.size()) + 1;
            const MyRound& round = myRounds_.emplace_back(layMyRound());
            for (std::size_t slot = 0; slot < round.cards.size(); ++slot)
                m.commitments.append(keys_.commitment(m.round, mySeat_, int(slot),
                                                      cardOf(mySeat_, round.cards[slot]),
                                                      Keys::nonce(round.key, int(slot))));
            if (setup_.role == Role::Host)
                m.contributionCommitment =
                    keys_.contributionCommitment(m.round, mySeat_, round.contribution);
            else
                m.contribution = round.contribution;
            break;
        }
        case Step::Shuffle:
            m = draft(Message::Type::Shuffle);
            m.round = int(myRounds_.size());
            m.contribution = myRounds_.back().contribution;
            break; // the openings are added once the deal is made (apply)
        case Step::FlipOpen:
        case Step::Reveal:
            m = draft(Message::Type::Open);
            m.round = int(myRounds_.size());
            m.openings = myOpenings(step_ == Step::FlipOpen ? game_->toOpen()
                                                            : game_->revealedBy(*pending_));
            break;
        case Step::EndHost:
        case Step::EndGuest:
            m = draft(Message::Type::End);
            for (std::size_t r = 0; r < myRounds_.size(); ++r) {
                LaidRound laid{int(r) + 1, myRounds_[r].key, {}};
                for (int index : myRounds_[r].cards)
                    laid.cards.append(cardOf(mySeat_, index));
                m.laid.append(laid);
            }
            break;
        case Step::Move:
        case Step::Done:
            return;
        }
        try {
            apply(m, true);
        } catch (const Breach& b) { // cannot happen with this end's own messages
            stop(b.why);
            return;
        }
    }
}

bool Session::play(const Move& move, QString* problem) {
    const auto refuse = [&](const QString& why) {
        if (problem) *problem = why;
        return false;
    };
    if (!myMove()) return refuse(QStringLiteral("it is not this seat's move"));
    if (const Refusal refusal = whyIllegal(game_->view(), move))
        return refuse(QString::fromStdString(refusalText(refusal)));
    Message m = draft(Message::Type::Move);
    m.round = game_->round();
    m.kind = move.kind;
    m.column = move.column;
    const SlotMove carried = game_->toSlots(move);
    for (std::uint32_t s = carried.slotMask; s; s &= s - 1)
        m.moved.append(std::countr_zero(s));
    m.openings = myOpenings(game_->revealedBy(carried));
    try {
        apply(m, true);
    } catch (const Breach& b) {
        stop(b.why);
    }
    speak(); // the next deal, or the game's end, may be this end's to say
    return true;
}

// ---- Take-back by consent ---------------------------------------------------------------------

std::optional<Session::TakeBackKey> Session::takeBackKey() const {
    if (stage_ != Stage::Playing || step_ != Step::Move || !game_) return std::nullopt;
    return TakeBackKey{game_->round(), game_->movesThisRound()};
}

bool Session::canAskTakeBack() const {
    return peerTakesBack_ && takeBackKey() && speaker() != setup_.role &&
           game_->takeBackSeat() == mySeat_ && askedTakeBack_ != takeBackKey() &&
           myAskDeclined_ != takeBackKey();
}

bool Session::askTakeBack() {
    if (!canAskTakeBack()) return false;
    askedTakeBack_ = takeBackKey();
    Message m = draft(Message::Type::AskTakeBack);
    std::tie(m.round, m.moves) = *askedTakeBack_;
    send(m);
    emit changed();
    return true;
}

bool Session::askingTakeBack() const {
    return askedTakeBack_ && askedTakeBack_ == takeBackKey() && speaker() != setup_.role;
}

bool Session::takeBackDeclined() const {
    return myAskDeclined_ && myAskDeclined_ == takeBackKey();
}

bool Session::takeBackAsked() const {
    return peerAskedTakeBack_ && peerAskedTakeBack_ == takeBackKey() && myMove() &&
           game_->takeBackSeat() == 1 - mySeat_;
}

bool Session::allowTakeBack() {
    if (!takeBackAsked()) return false;
    Message m = draft(Message::Type::TakeBack);
    std::tie(m.round, m.moves) = *peerAskedTakeBack_;
    try {
        apply(m, true);
    } catch (const Breach& b) { // cannot happen with this end's own messages
        stop(b.why);
    }
    return true;
}

bool Session::declineTakeBack() {
    if (!takeBackAsked()) return false;
    declinedTakeBack_ = std::exchange(peerAskedTakeBack_, std::nullopt);
    Message m = draft(Message::Type::DeclineTakeBack);
    std::tie(m.round, m.moves) = *declinedTakeBack_;
    send(m);
    emit changed();
    return true;
}

// An ask or a refusal: either may come late (crossed with a move) or again, and is then nothing.
void Session::heardAboutTakeBack(const Message& m) {
    const TakeBackKey key{m.round, m.moves};
    if (takeBackKey() != key) return;
    if (m.type == Message::Type::AskTakeBack) {
        if (!myMove() || game_->takeBackSeat() != 1 - mySeat_ || declinedTakeBack_ == key ||
            peerAskedTakeBack_ == key)
            return;
        peerAskedTakeBack_ = key;
    } else {
        if (askedTakeBack_ != key) return;
        askedTakeBack_.reset();
        myAskDeclined_ = key;
        emit askDeclined();
    }
    emit changed();
}

int Session::applyTakeBack(const Message& m, bool mine) {
    if (m.moves != game_->movesThisRound())
        breach(QStringLiteral("took back move %1 of the round, when %2 had been played")
                   .arg(m.moves)
                   .arg(game_->movesThisRound()));
    const int seat = game_->takeBackSeat();
    // (The end to move takes back the other's wager: one it has made itself is not its to undo.)
    if (seat < 0 || seat == (mine ? mySeat_ : 1 - mySeat_))
        breach(QStringLiteral("took back a move that cannot be taken back"));
    // Only what was asked: a wager is not taken back behind its player's back. (Replayed from
    // the save, the ask was checked when the TakeBack first came.)
    if (!mine && !replaying_ && askedTakeBack_ != takeBackKey())
        breach(QStringLiteral("took back a wager this game did not ask to take back"));
    game_->takeBack();
    return seat;
}

bool Session::canClaim() const {
    return stage_ == Stage::Playing && peer_ && mySeat_ >= 0 && !peerPresent_ &&
           peerSilentMs() >= setup_.claimAfterMs;
}

bool Session::claim() {
    if (!canClaim()) return false;
    claimedBy_ = mySeat_;
    // (The Stop is kept by the link until the other end is back, and by a relay's broker.)
    stop(QStringLiteral("claimed the game: the other game was away for %1 s")
             .arg(peerSilentMs() / 1000),
         true, true);
    return true;
}

bool Session::resign(QString* problem) {
    if (!myMove()) {
        if (problem) *problem = QStringLiteral("a game is given up on one's own move");
        return false;
    }
    Message m = draft(Message::Type::Resign);
    m.round = game_->round();
    try {
        apply(m, true);
    } catch (const Breach& b) {
        stop(b.why);
    }
    speak();
    return true;
}

// ---- Hearing -----------------------------------------------------------------------------------

void Session::linkChanged(Link::State state) {
    if (state != Link::State::Connected) setPeerPresent(false);
    if (state == Link::State::Connected && stage_ != Stage::Stopped) {
        // Whatever was lost on the way: the other end sends again what this one has not had.
        send(draft(Message::Type::Resume));
    }
    emit changed();
}

void Session::refuse(const QString& why) {
    ++refused_;
    lastRefusal_ = why;
    emit refused(why);
}

void Session::received(const QByteArray& frame) {
    if (stage_ == Stage::Stopped) return;
    QString problem;
    const std::optional<Message> message = unseal(frame, keys_, &problem);
    if (!message) {
        // Unsigned bytes could come from anyone on the way: refused, and the game goes on. Signed
        // ones come from the other end, which should know better.
        if (problem.startsWith(QStringLiteral("a signed message")))
            stop(QStringLiteral("%1's game sent %2").arg(peerName(), problem));
        else
            refuse(problem);
        return;
    }
    const Message& m = *message;
    if (m.from == setup_.role) {
        refuse(QStringLiteral("a message of this game's own, sent back to it"));
        return;
    }
    lastHeard_ = clock_.elapsed();
    setPeerPresent(true);
    // What the other end has received of this end's.
    const bool wasSettled = settled();
    unacknowledged_.erase(unacknowledged_.begin(), unacknowledged_.upper_bound(m.ack));
    if (!wasSettled && settled()) emit settledChanged();

    // Sent again: what the other end has not had, when it asks (Resume); or, when its heartbeat
    // shows it has not had what this end waits on it to answer, what left a heartbeat ago or more
    // (lost on the way, not still on it).
    const bool resend = m.type == Message::Type::Resume ||
                        (m.type == Message::Type::Ping && awaitingPeer() && m.ack < sentSeq_);
    if (resend && link_)
        for (auto& [seq, sent] : unacknowledged_)
            if (seq > m.ack && (m.type == Message::Type::Resume ||
                                clock_.elapsed() - sent.at >= setup_.heartbeatMs)) {
                sent.at = clock_.elapsed();
                link_->send(sent.frame);
            }
    if (resend) return;
    if (m.type == Message::Type::Stop) {
        // The other end's own words, kept to one printable line.
        QString reason = m.reason.left(500);
        for (QChar& c : reason)
            if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
                c = u'?';
        // A claim ends a game that was on, as won by the seat of the end that claimed it.
        if (m.claim && stage_ == Stage::Playing && mySeat_ >= 0) {
            claimedBy_ = 1 - mySeat_;
            stop(QStringLiteral("%1 claimed the game, this end having been away").arg(peerName()),
                 false);
            return;
        }
        stop(QStringLiteral("%1's game stopped the game: %2").arg(peerName(), reason), false);
        return;
    }
    if (m.type == Message::Type::AskTakeBack || m.type == Message::Type::DeclineTakeBack) {
        heardAboutTakeBack(m);
        return;
    }
    if (!m.numbered()) return;
    if (m.seq <= receivedSeq_) {
        refuse(QStringLiteral("message %1 again, received already").arg(m.seq));
        return;
    }
    if (m.seq > receivedSeq_ + 1) {
        refuse(QStringLiteral("message %1 before message %2").arg(m.seq).arg(receivedSeq_ + 1));
        send(draft(Message::Type::Resume)); // ask for what is missing
        return;
    }
    if (stage_ == Stage::Finished) return;
    try {
        apply(m, false);
        transcript_.append({false, frame});
        save();
    } catch (const Breach& b) {
        stop(QStringLiteral("%1's game %2").arg(peerName(), b.why));
        return;
    } catch (const Error& e) {
        stop(QStringLiteral("%1's game %2").arg(peerName(), QString::fromUtf8(e.what())));
        return;
    }
    if (stage_ == Stage::Finished) send(draft(Message::Type::Ping)); // acknowledges its last
    speak();
}

// ---- Applying ----------------------------------------------------------------------------------

void Session::apply(const Message& m, bool mine) {
    using T = Message::Type;
    if (!mine) {
        receivedSeq_ = m.seq;
        if (speaker() == setup_.role || step_ == Step::Done)
            breach(QStringLiteral("sent a %1 when it was this game's turn").arg(typeName(m.type)));
    }
    const int seat = mine ? mySeat_ : 1 - mySeat_;
    const auto expect = [&](T type) {
        if ((m.type == T::Resign || m.type == T::TakeBack) && step_ == Step::Move) return;
        if (m.type != type)
            breach(QStringLiteral("sent a %1 where a %2 was due")
                       .arg(typeName(m.type), typeName(type)));
    };
    const auto expectRound = [&](int round) {
        if (m.round != round)
            breach(QStringLiteral("sent a %1 for round %2, in round %3")
                       .arg(typeName(m.type))
                       .arg(m.round)
                       .arg(round));
    };
    Message sent = m;
    int backSeat = -1; // a wager taken back: its seat
    switch (step_) {
    case Step::Hello:
        expect(T::Hello);
        if (!mine) {
            peer_ = Player{m.name, m.computer};
            peerTakesBack_ = m.takeBack;
        }
        step_ = Step::Welcome;
        break;
    case Step::Welcome:
        expect(T::Welcome);
        if (!mine) {
            peer_ = Player{m.name, m.computer};
            peerTakesBack_ = m.takeBack;
            target_ = m.target;
        }
        if (m.target < 30 || m.target > 150)
            breach(QStringLiteral("asked for a target of %1 VP; a game is played to 30-150")
                       .arg(m.target));
        mySeat_ = setup_.role == Role::Host ? m.hostSeat : 1 - m.hostSeat;
        stage_ = Stage::Playing;
        step_ = Step::DealCommit;
        break;
    case Step::DealCommit:
    case Step::DealAnswer:
        expect(T::Deal);
        applyDeal(m, seat);
        step_ = step_ == Step::DealCommit ? Step::DealAnswer : Step::Shuffle;
        break;
    case Step::Shuffle:
        expect(T::Shuffle);
        applyShuffle(m, mine);
        if (mine) { // the deal is made: now the host's flipped stake can be opened
            sent.openings = myOpenings(game_->toOpen());
            applyOpenings(sent.openings, seat, true);
        } else {
            applyOpenings(m.openings, seat, false);
        }
        for (const SlotRef& ref : game_->toOpen())
            if (ref.seat == seat) breach(QStringLiteral("did not open its flipped stake"));
        step_ = game_->phase() == Phase::GameOver ? Step::EndHost : Step::FlipOpen;
        break;
    case Step::FlipOpen:
        expect(T::Open);
        expectRound(game_->round());
        applyOpenings(m.openings, seat, mine);
        if (!game_->toOpen().empty()) breach(QStringLiteral("did not open its flipped stake"));
        step_ = Step::Move;
        break;
    case Step::Move:
        expect(T::Move);
        expectRound(game_->round());
        if (m.type == T::Resign) {
            resigned_ = seat;
            stage_ = Stage::LayingOpen;
            step_ = Step::EndHost;
            break;
        }
        if (m.type == T::TakeBack) {
            backSeat = applyTakeBack(m, mine);
            break;
        }
        applyMove(m, mine);
        break;
    case Step::Reveal:
        expect(T::Open);
        expectRound(game_->round());
        applyOpenings(m.openings, seat, mine);
        playPending();
        break;
    case Step::EndHost:
    case Step::EndGuest:
        expect(T::End);
        applyEnd(m, seat, mine);
        laidOpen_[std::size_t(m.from)] = true;
        step_ = step_ == Step::EndHost ? Step::EndGuest : Step::Done;
        break;
    case Step::Done:
        breach(QStringLiteral("sent a %1 after the game's end").arg(typeName(m.type)));
    }
    if (mine) {
        updateDigest(sent.type, sent.from, sentSeq_ + 1);
        send(sent);
    } else {
        updateDigest(m.type, m.from, m.seq);
        if (m.state != digest_)
            breach(QStringLiteral("sees the game differently from this one (after its %1): the two "
                                  "games do not agree")
                       .arg(typeName(m.type)));
    }
    // Whatever was asked about a take-back was about the game before this message.
    askedTakeBack_.reset();
    peerAskedTakeBack_.reset();
    declinedTakeBack_.reset();
    myAskDeclined_.reset();
    if (step_ == Step::Done) finish();
    if (backSeat >= 0) emit takenBack(backSeat);
    emit changed();
}

void Session::applyDeal(const Message& m, int seat) {
    // The host's deal opens a round; the guest's answers it.
    if (m.from == Role::Host) commitments_.emplace_back();
    const int expected = int(commitments_.size());
    if (m.round != expected)
        breach(QStringLiteral("dealt round %1 when round %2 was due").arg(m.round).arg(expected));
    const CardMask home = game_ ? game_->homeOf(seat) : kFullSet;
    if (m.commitments.size() != std::popcount(home))
        breach(QStringLiteral("committed to %1 slots; its deck holds %2 cards")
                   .arg(m.commitments.size())
                   .arg(std::popcount(home)));
    Commitments& c = commitments_.back();
    c.bySeat[std::size_t(seat)] = m.commitments;
    if (m.from == Role::Host)
        c.hostContributionCommitment = m.contributionCommitment;
    else
        c.contributions[std::size_t(seat)] = m.contribution;
}

void Session::applyShuffle(const Message& m, bool mine) {
    const int round = int(commitments_.size());
    if (m.round != round)
        breach(QStringLiteral("shuffled round %1 when round %2 was due").arg(m.round).arg(round));
    Commitments& c = commitments_.back();
    const int hostSeat = seatOf(Role::Host);
    if (!mine && keys_.contributionCommitment(round, hostSeat, m.contribution) !=
                     c.hostContributionCommitment)
        breach(QStringLiteral("opened its contribution to the shuffle as other than it committed"));
    c.contributions[std::size_t(hostSeat)] = m.contribution;
    if (round == 1) {
        const int guestSeat = 1 - hostSeat;
        const int starter = keys_.firstStarter(c.contributions[std::size_t(hostSeat)],
                                               c.contributions[std::size_t(guestSeat)]);
        game_.emplace(GameOptions{2, target_, starter}, mySeat_);
    }
    std::array<std::vector<int>, kMaxSeats> orders;
    for (int s = 0; s < 2; ++s) {
        Rng rng(keys_.orderSeed(round, s, c.contributions[std::size_t(1 - s)]));
        orders[std::size_t(s)] = drawOrder(int(c.bySeat[std::size_t(s)].size()), rng);
    }
    game_->deal(myRounds_.back().cards, orders);
}

void Session::applyOpenings(const QList<Opening>& openings, int seat, bool mine) {
    const int round = game_->round();
    for (const Opening& o : openings) {
        const int index = indexOf(seat, o.card);
        if (index < 0)
            breach(QStringLiteral("opened a slot as %1, a card of the other colour").arg(o.card));
        if (!mine) {
            const QList<QByteArray>& committed =
                commitments_[std::size_t(round - 1)].bySeat[std::size_t(seat)];
            if (o.slot >= committed.size())
                breach(
                    QStringLiteral("opened slot %1, which it never committed to").arg(o.slot + 1));
            if (keys_.commitment(round, seat, o.slot, o.card, o.nonce) != committed[o.slot])
                breach(QStringLiteral("opened its slot %1 as %2, which is not the card it "
                                      "committed to there")
                           .arg(o.slot + 1)
                           .arg(o.card));
        }
        try {
            game_->open(seat, o.slot, index);
        } catch (const Error& e) {
            breach(
                QStringLiteral("opened a card it could not: %1").arg(QString::fromUtf8(e.what())));
        }
    }
}

void Session::applyMove(const Message& m, bool mine) {
    const int mover = game_->toMove();
    SlotMove carried{m.kind, std::uint8_t(m.column), 0};
    for (int slot : m.moved) {
        if ((carried.slotMask >> slot) & 1)
            breach(QStringLiteral("played one slot twice in a move"));
        carried.slotMask |= 1u << slot;
    }
    std::vector<SlotRef> reveals;
    try {
        reveals = game_->revealedBy(carried); // checks that the move is one (fromSlots)
    } catch (const Error& e) {
        breach(
            QStringLiteral("played a move that is not legal: %1").arg(QString::fromUtf8(e.what())));
    }
    // The mover opens exactly its own cards the resolution turns up.
    QList<int> due;
    for (const SlotRef& ref : reveals)
        if (ref.seat == mover) due.append(ref.slot);
    QList<int> given;
    for (const Opening& o : m.openings)
        given.append(o.slot);
    std::sort(given.begin(), given.end());
    if (given != due) breach(QStringLiteral("did not open exactly the cards its move turns up"));
    applyOpenings(m.openings, mover, mine);
    pending_ = carried;
    bool othersToOpen = false;
    for (const SlotRef& ref : game_->revealedBy(carried))
        othersToOpen = othersToOpen || ref.seat != mover;
    if (othersToOpen)
        step_ = Step::Reveal;
    else
        playPending();
}

void Session::playPending() {
    const SlotMove move = *pending_;
    pending_.reset();
    const int mover = game_->toMove();
    SlotGame::Played played;
    try {
        played = game_->play(move);
    } catch (const Error& e) {
        breach(QStringLiteral("left a card unopened: %1").arg(QString::fromUtf8(e.what())));
    }
    emit moved(mover);
    afterPlay(played.roundEnded);
}

void Session::afterPlay(bool roundEnded) {
    if (game_->phase() == Phase::GameOver) {
        stage_ = Stage::LayingOpen;
        step_ = Step::EndHost;
    } else if (roundEnded) {
        step_ = Step::DealCommit;
    } else {
        step_ = Step::Move;
    }
}

void Session::applyEnd(const Message& m, int seat, bool mine) {
    if (mine) return; // this end knows its own cards
    const int rounds = game_ ? game_->roundsDealt() : 0;
    if (m.laid.size() != rounds)
        breach(QStringLiteral("laid open %1 rounds; %2 were dealt").arg(m.laid.size()).arg(rounds));
    for (const LaidRound& laid : m.laid) {
        const int round = laid.round;
        if (round != int(&laid - m.laid.data()) + 1)
            breach(QStringLiteral("laid its rounds open out of order"));
        const QList<QByteArray>& committed =
            commitments_[std::size_t(round - 1)].bySeat[std::size_t(seat)];
        if (laid.cards.size() != committed.size())
            breach(QStringLiteral("laid open %1 slots of round %2; it committed to %3")
                       .arg(laid.cards.size())
                       .arg(round)
                       .arg(committed.size()));
        std::vector<int> cards;
        for (qsizetype slot = 0; slot < laid.cards.size(); ++slot) {
            const QString& card = laid.cards[slot];
            if (keys_.commitment(round, seat, int(slot), card, Keys::nonce(laid.key, int(slot))) !=
                committed[slot])
                breach(QStringLiteral("laid open its slot %1 of round %2 as %3, which is not the "
                                      "card it committed to there")
                           .arg(slot + 1)
                           .arg(round)
                           .arg(card));
            cards.push_back(indexOf(seat, card));
        }
        try {
            game_->openRound(seat, round, cards);
        } catch (const Error& e) {
            breach(QStringLiteral("played cards it did not hold: %1")
                       .arg(QString::fromUtf8(e.what())));
        }
    }
}

void Session::finish() {
    std::vector<RecordPlayer> players(2);
    for (const Role role : {Role::Host, Role::Guest}) {
        const Player& player = role == setup_.role ? setup_.me : *peer_;
        RecordPlayer& p = players[std::size_t(seatOf(role))];
        p.name = player.name.toStdString();
        if (!player.computer.isEmpty()) p.computer = parseLevel(player.computer.toStdString());
    }
    try {
        record_ = game_ ? game_->record(std::move(players)) : GameRecord{};
    } catch (const Error& e) {
        breach(QStringLiteral("played a game that does not add up: %1")
                   .arg(QString::fromUtf8(e.what())));
    }
    stage_ = Stage::Finished;
    emit finished();
}

void Session::stop(const QString& reason, bool tell, bool claim) {
    if (stage_ == Stage::Stopped) return;
    if (tell) { // the other end hears why, rather than waiting for a game that will not go on
        Message m = draft(Message::Type::Stop);
        m.reason = reason.left(int(kMaxReasonBytes / 4));
        m.claim = claim;
        send(m);
    }
    stage_ = Stage::Stopped;
    stopReason_ = reason;
    stoppedByPeer_ = !tell; // (this end tells the other why, unless it was the other that stopped)
    heartbeat_.stop();
    emit stopped(reason);
    emit changed();
}

// ---- The save ----------------------------------------------------------------------------------

namespace {

constexpr int kSaveVersion = 1;
constexpr qint64 kMaxSaveBytes = qint64(64) << 20;

QString roleName(Role role) {
    return role == Role::Host ? QStringLiteral("host") : QStringLiteral("guest");
}

std::optional<QJsonObject> readSave(const QString& file, QString* problem) {
    const auto fail = [&](const QString& why) -> std::optional<QJsonObject> {
        if (problem) *problem = QStringLiteral("%1: %2").arg(file, why);
        return std::nullopt;
    };
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) return fail(in.errorString());
    if (in.size() > kMaxSaveBytes) return fail(QStringLiteral("too big to be a saved remote game"));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(in.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return fail(QStringLiteral("not a saved remote game (not JSON)"));
    const QJsonObject saved = document.object();
    if (saved.value("cozenRemote").toInt() != kSaveVersion)
        return fail(QStringLiteral("not a saved remote game of this version"));
    return saved;
}

} // namespace

void Session::save() {
    if (setup_.saveFile.isEmpty()) return;
    QJsonObject saved{{"cozenRemote", kSaveVersion},    {"role", roleName(setup_.role)},
                      {"invite", setup_.invite.text()}, {"name", setup_.me.name},
                      {"computer", setup_.me.computer}, {"hostSeat", setup_.hostSeat},
                      {"target", setup_.target},        {"app", setup_.app},
                      {"extra", setup_.extra}};
    // For a list of games kept to finish later, and nothing else (a resume reads the messages):
    // who plays the other end, and the round the game is in.
    saved["peer"] = peer_ ? peer_->name : QString();
    saved["round"] = game_ ? game_->round() : 0;
    QJsonArray rounds;
    for (const MyRound& round : myRounds_) {
        QJsonArray cards;
        for (int index : round.cards)
            cards.append(cardOf(mySeat_, index));
        rounds.append(
            QJsonObject{{"cards", cards},
                        {"key", QString::fromLatin1(round.key.toHex())},
                        {"contribution", QString::fromLatin1(round.contribution.toHex())}});
    }
    saved["rounds"] = rounds;
    QJsonArray messages;
    for (const auto& [mine, frame] : transcript_)
        messages.append(
            QJsonObject{{"mine", mine}, {"frame", QString::fromLatin1(frame.toBase64())}});
    saved["messages"] = messages;
    QSaveFile out(setup_.saveFile);
    // It holds the room's secret and this end's round keys: for this user's eyes alone.
    if (!out.open(QIODevice::WriteOnly) ||
        !out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
        out.write(QJsonDocument(saved).toJson(QJsonDocument::Compact)) < 0 || !out.commit())
        emit saveFailed(QStringLiteral("cannot keep the game in %1: %2")
                            .arg(setup_.saveFile, out.errorString()));
}

std::optional<Session::Setup> Session::savedSetup(const QString& file, QString* problem) {
    const std::optional<QJsonObject> saved = readSave(file, problem);
    if (!saved) return std::nullopt;
    Setup setup;
    setup.role = saved->value("role").toString() == u"guest" ? Role::Guest : Role::Host;
    const std::optional<Invite> invite = Invite::parse(saved->value("invite").toString(), problem);
    if (!invite) return std::nullopt;
    setup.invite = *invite;
    setup.me = {saved->value("name").toString(), saved->value("computer").toString()};
    setup.hostSeat = saved->value("hostSeat").toInt() == 1 ? 1 : 0;
    setup.target = saved->value("target").toInt(70);
    setup.app = saved->value("app").toString();
    setup.extra = saved->value("extra").toObject();
    setup.saveFile = file;
    return setup;
}

std::unique_ptr<Session> Session::resume(const QString& file, Link* link, QString* problem,
                                         QObject* parent) {
    const std::optional<Setup> setup = savedSetup(file, problem);
    const std::optional<QJsonObject> saved = readSave(file, problem);
    if (!setup || !saved) {
        delete link;
        return nullptr;
    }
    auto session = std::make_unique<Session>(*setup, link, parent);
    if (!session->replay(*saved, problem)) {
        if (problem) *problem = QStringLiteral("%1: %2").arg(file, *problem);
        return nullptr;
    }
    return session;
}

bool Session::replay(const QJsonObject& saved, QString* problem) {
    const auto fail = [&](const QString& why) {
        if (problem) *problem = why;
        return false;
    };
    std::vector<MyRound> rounds;
    for (const QJsonValue& value : saved.value("rounds").toArray()) {
        const QJsonObject r = value.toObject();
        MyRound round;
        round.key = QByteArray::fromHex(r.value("key").toString().toLatin1());
        round.contribution = QByteArray::fromHex(r.value("contribution").toString().toLatin1());
        for (const QJsonValue& card : r.value("cards").toArray()) {
            const std::optional<CardFace> face = parseCardFace(card.toString().toStdString());
            if (!face) return fail(QStringLiteral("a round of the save names no card"));
            round.cards.push_back(face->index);
        }
        if (round.key.size() != kRoundKeyBytes || round.contribution.size() != kContributionBytes)
            return fail(QStringLiteral("a round of the save is damaged"));
        rounds.push_back(std::move(round));
    }
    replaying_ = true;
    std::size_t roundsUsed = 0;
    for (const QJsonValue& value : saved.value("messages").toArray()) {
        const QJsonObject entry = value.toObject();
        const bool mine = entry.value("mine").toBool();
        const QByteArray frame = QByteArray::fromBase64(entry.value("frame").toString().toLatin1());
        QString why;
        const std::optional<Message> message = unseal(frame, keys_, &why);
        if (!message || (message->from == setup_.role) != mine)
            return fail(QStringLiteral("a message of the save is damaged"));
        try {
            if (mine) {
                // This end's own rounds, as it laid them then, not laid again.
                if (message->type == Message::Type::Deal) {
                    if (roundsUsed >= rounds.size())
                        return fail(QStringLiteral("the save has a deal without its round"));
                    myRounds_.push_back(rounds[roundsUsed++]);
                }
                const qint64 sentBefore = sentSeq_;
                apply(*message, true);
                if (sentSeq_ != sentBefore + 1 || transcript_.back().second != frame)
                    return fail(QStringLiteral("the save does not replay to what was sent"));
            } else {
                receivedSeq_ = message->seq - 1;
                apply(*message, false);
                transcript_.append({false, frame});
                unacknowledged_.erase(unacknowledged_.begin(),
                                      unacknowledged_.upper_bound(message->ack));
            }
        } catch (const Breach& b) {
            return fail(QStringLiteral("the save does not replay: %1").arg(b.why));
        } catch (const Error& e) {
            return fail(
                QStringLiteral("the save does not replay: %1").arg(QString::fromUtf8(e.what())));
        }
    }
    replaying_ = false;
    return true;
}

} // namespace cozen::remote
