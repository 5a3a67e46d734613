#include "table/tabledata.h"

#include <QVariant>

namespace cozen::app {

QVariantList RoundSummary::tieBreakList() const {
    QVariantList list;
    for (const TieBreakLine& line : tieBreaks)
        list.append(QVariant::fromValue(line));
    return list;
}

} // namespace cozen::app
