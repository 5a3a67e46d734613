#pragma once
// Calendar days, for today's deal (daily.h) and the records that name one: UTC dates counted
// without the C library's time zones, so that every platform counts them alike.

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>

namespace cozen {

// A day of the proleptic Gregorian calendar, from 1970-01-01 to 9999-12-31.
struct Date {
    int year = 1970;
    int month = 1; // 1 to 12
    int day = 1;   // 1 to the month's length
    auto operator<=>(const Date&) const = default;
};

inline constexpr Date kFirstDate{1970, 1, 1};
inline constexpr Date kLastDate{9999, 12, 31};

// Days since 1970-01-01 (which is 0), and back. dateOfDay holds its argument to the range above.
std::int64_t dayNumber(const Date& date);
Date dateOfDay(std::int64_t days);
// The UTC date of a moment given as seconds since 1970-01-01T00:00Z.
Date utcDateOf(std::int64_t unixSeconds);
// "2026-12-07"; parseDate reads exactly that form (throws Error naming what is wrong).
std::string dateText(const Date& date);
Date parseDate(std::string_view text);

} // namespace cozen
