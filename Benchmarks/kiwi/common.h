// Shared by the kiwi driver's workloads (driver.cpp) and trace replay (replay.h): a monotonic
// clock, medians, JSON numbers and output lines, the peak resident set.
#pragma once

#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

namespace {

inline unsigned long long nowNanos() {
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

inline double millis(unsigned long long a, unsigned long long b) { return double(b - a) / 1e6; }

// When the process started (set first thing in main).
unsigned long long processStart = 0;

double median(std::vector<double> xs) {
    std::sort(xs.begin(), xs.end());
    size_t m = xs.size() / 2;
    return xs.size() % 2 == 1 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
}

// Every value read in a timed region is added here, so no read can be optimised away.
volatile double sink = 0;

std::string json(double x) {
    if (!std::isfinite(x)) return "null";
    char buf[40];
    if (x == std::floor(x) && std::fabs(x) < 1e15) {
        std::snprintf(buf, sizeof buf, "%.1f", x);
        return buf;
    }
    std::snprintf(buf, sizeof buf, "%.17g", x);
    // Shorter text when it round-trips.
    for (int p = 1; p <= 17; ++p) {
        char b2[40];
        std::snprintf(b2, sizeof b2, "%.*g", p, x);
        if (std::strtod(b2, nullptr) == x) return b2;
    }
    return buf;
}

void emit(const std::string& line) {
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

[[noreturn]] void fail(const std::string& message) {
    std::fflush(stdout);
    std::fprintf(stderr, "kiwi-bench: %s\n", message.c_str());
    std::exit(2);
}

// The samples as a JSON array.
std::string jsonArray(const std::vector<double>& xs) {
    std::string out = "[";
    for (size_t i = 0; i < xs.size(); ++i) out += (i ? "," : "") + json(xs[i]);
    return out + "]";
}

// The peak resident set of the process so far, in MB (ru_maxrss is in KiB on Linux).
double peakMegabytes() {
    rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024;
}

}  // namespace
