#pragma once
// The logarithm, exponential and power the AI's search and the match statistics use, computed the
// same to the last bit on every platform (docs/architecture.md, "Determinism"). The standard
// library's std::log, std::exp and std::pow are only nearly right, and differently so in each C
// library (glibc, MinGW's, Microsoft's, Apple's): one bit apart in a search's score can change the
// move a seed plays. These use only + - * / and exact scaling by powers of two, which IEEE 754
// defines to the bit, and core/ is built without fused multiply-add contraction
// (core/CMakeLists.txt), so they give the same bits everywhere. Accurate to about an ulp; not fast,
// and not needed to be.

namespace cozen::portable {

double log(double x);           // the natural logarithm; -inf at 0, NaN below
double exp(double x);           // e to the x
double pow(double x, double y); // x to the y, for x >= 0 (NaN for x < 0)
double log10(double x);         // the decimal logarithm

} // namespace cozen::portable
