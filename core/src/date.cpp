#include "cozen/date.h"

#include "cozen/error.h"

#include <algorithm>
#include <cstdio>

namespace cozen {

namespace {

bool leap(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int monthLength(int year, int month) {
    static constexpr int lengths[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && leap(year) ? 29 : lengths[month - 1];
}

} // namespace

// Howard Hinnant's days_from_civil and civil_from_days (public domain): eras of 400 years.
std::int64_t dayNumber(const Date& date) {
    const std::int64_t y = date.year - (date.month <= 2 ? 1 : 0);
    const std::int64_t era = y / 400; // y >= 1969 here, never negative
    const std::int64_t yoe = y - era * 400;
    const std::int64_t mp = (date.month + 9) % 12;
    const std::int64_t doy = (153 * mp + 2) / 5 + date.day - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

Date dateOfDay(std::int64_t days) {
    days = std::clamp(days, dayNumber(kFirstDate), dayNumber(kLastDate));
    const std::int64_t z = days + 719468;
    const std::int64_t era = z / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const int day = int(doy - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    return {int(yoe + era * 400 + (month <= 2 ? 1 : 0)), month, day};
}

Date utcDateOf(std::int64_t unixSeconds) {
    const std::int64_t days =
        unixSeconds >= 0 ? unixSeconds / 86400 : -((-unixSeconds + 86399) / 86400);
    return dateOfDay(days);
}

std::string dateText(const Date& date) {
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02d-%02d", date.year, date.month, date.day);
    return text;
}

Date parseDate(std::string_view text) {
    const auto shown = [&] {
        std::string quoted(text.substr(0, 20));
        for (char& c : quoted)
            if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
                c = '?';
        return "\"" + quoted + (text.size() > 20 ? "…" : "") + "\"";
    };
    const auto digits = [&](std::size_t from, std::size_t count) {
        int value = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (text[i] < '0' || text[i] > '9')
                throw Error("date " + shown() + ": expected the form YYYY-MM-DD, as 2026-12-07");
            value = value * 10 + (text[i] - '0');
        }
        return value;
    };
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        throw Error("date " + shown() + ": expected the form YYYY-MM-DD, as 2026-12-07");
    const Date date{digits(0, 4), digits(5, 2), digits(8, 2)};
    if (date.month < 1 || date.month > 12)
        throw Error("date " + shown() + ": there is no month " + std::to_string(date.month));
    if (date.day < 1 || date.day > monthLength(date.year, date.month))
        throw Error("date " + shown() + ": month " + std::to_string(date.month) + " of " +
                    std::to_string(date.year) + " has " +
                    std::to_string(monthLength(date.year, date.month)) + " days");
    if (date < kFirstDate)
        throw Error("date " + shown() + ": the first day counted is " + dateText(kFirstDate));
    return date;
}

} // namespace cozen
