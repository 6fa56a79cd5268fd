// kiwi-bench --replay: replays the solver calls plumb-shape-bench recorded from Plumb's layout
// engine (--export-trace; the format is in Benchmarks/README.md, *Trace format*) on kiwi, and
// prints the same JSON lines as plumb-shape-bench, with "solver":"kiwi".
//
// The trace is parsed before anything is timed. Each run replays it on a fresh kiwi::Solver,
// one call at a time; each `phase` block is one timed sample of its phase and ends with
// updateVariables() and reading every variable made so far. Variables are made on first use
// and constraints when added, inside the timed blocks. Plumb priority 1000 is
// kiwi::strength::required; any other priority p is the kiwi weight p.
#pragma once

#include <kiwi/kiwi.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "common.h"

namespace {

// `a ID STRENGTH REL CONSTANT VAR:COEF ...`: Σ COEF·v(VAR) + CONSTANT REL 0.
struct TraceConstraint {
    double strength = 0;
    kiwi::RelationalOperator op = kiwi::OP_EQ;
    double constant = 0;
    std::vector<std::pair<int, double>> terms;
};

// One call: `kind` is the line's letter; `id` a constraint (a, r, k) or a variable (e, x, s).
struct TraceOp {
    char kind;
    int id;
    double value;
};

struct TraceBlock {
    std::string phase;
    std::vector<TraceOp> ops;
};

struct Trace {
    std::string head;  // the JSON fields every output line shares: solver, shape, n, views
    int variables = 0;
    std::vector<TraceConstraint> constraints;  // by id
    std::vector<TraceBlock> blocks;
};

double kiwiWeight(double priority) { return priority >= 1000 ? kiwi::strength::required : priority; }

// A number exactly as written (strtod reads Swift's shortest round-trip text, inf and nan too).
double number(const std::string& word, int line) {
    char* end = nullptr;
    double x = std::strtod(word.c_str(), &end);
    if (word.empty() || *end) fail("trace line " + std::to_string(line) + ": bad number '" + word + "'");
    return x;
}

int index(const std::string& word, int line) {
    double x = number(word, line);
    if (x < 0 || x != std::floor(x)) fail("trace line " + std::to_string(line) + ": bad id '" + word + "'");
    return int(x);
}

Trace readTrace(const char* path) {
    std::ifstream in(path);
    if (!in) fail(std::string("cannot read ") + path);
    Trace t;
    std::string line;
    for (int at = 1; std::getline(in, line); ++at) {
        std::istringstream words(line);
        std::vector<std::string> w;
        for (std::string word; words >> word;) w.push_back(word);
        if (w.empty() || w[0][0] == '#') continue;
        const std::string& kind = w[0];
        auto need = [&](size_t count) {
            if (w.size() < count) fail("trace line " + std::to_string(at) + ": too short: " + line);
        };
        if (kind == "shape") {
            need(4);
            t.head = R"("solver":"kiwi","shape":")" + w[1] + R"(","n":)" + std::to_string(index(w[2], at)) +
                     R"(,"views":)" + std::to_string(index(w[3], at));
            continue;
        }
        if (kind == "phase") {
            need(2);
            t.blocks.push_back(TraceBlock{w[1], {}});
            continue;
        }
        // `b COUNT`: the next COUNT adds were one batch in Plumb; kiwi adds them one by one.
        if (kind == "b") continue;
        if (t.blocks.empty()) fail("trace line " + std::to_string(at) + ": a call before the first phase line");
        need(2);
        TraceOp op{kind[0], index(w[1], at), 0};
        if (kind == "a") {
            need(5);
            TraceConstraint c;
            c.strength = kiwiWeight(number(w[2], at));
            if (w[3] == "==") c.op = kiwi::OP_EQ;
            else if (w[3] == "<=") c.op = kiwi::OP_LE;
            else if (w[3] == ">=") c.op = kiwi::OP_GE;
            else fail("trace line " + std::to_string(at) + ": bad relation " + w[3]);
            c.constant = number(w[4], at);
            for (size_t i = 5; i < w.size(); ++i) {
                size_t colon = w[i].find(':');
                if (colon == std::string::npos) fail("trace line " + std::to_string(at) + ": bad term " + w[i]);
                int v = index(w[i].substr(0, colon), at);
                t.variables = std::max(t.variables, v + 1);
                c.terms.push_back({v, number(w[i].substr(colon + 1), at)});
            }
            if ((int)t.constraints.size() <= op.id) t.constraints.resize(op.id + 1);
            t.constraints[op.id] = c;
        } else if (kind == "k" || kind == "e" || kind == "s") {
            need(3);
            op.value = number(w[2], at);
        } else if (kind != "r" && kind != "x") {
            fail("trace line " + std::to_string(at) + ": unknown call " + kind);
        }
        if ((kind == "r" || kind == "k") && op.id >= (int)t.constraints.size())
            fail("trace line " + std::to_string(at) + ": constraint " + w[1] + " was never added");
        if (kind == "e" || kind == "x" || kind == "s") t.variables = std::max(t.variables, op.id + 1);
        t.blocks.back().ops.push_back(op);
    }
    if (t.head.empty()) fail(std::string("no shape line in ") + path);
    return t;
}

// One replay on a fresh solver.
class KiwiReplay {
public:
    explicit KiwiReplay(const Trace& trace) : trace_(trace), constraints_(trace.constraints.size()) {
        variables_.reserve(trace.variables);
    }

    // Makes the block's calls (a call kiwi refuses is counted and skipped), then reads every value.
    __attribute__((noinline)) void run(const TraceBlock& block) {
        for (const TraceOp& op : block.ops) {
            kiwi::Constraint& c = op.kind == 'a' || op.kind == 'r' || op.kind == 'k' ? constraints_[op.id] : none_;
            switch (op.kind) {
            case 'a':
                c = make(trace_.constraints[op.id], trace_.constraints[op.id].constant);
                attempt([&] { solver_.addConstraint(c); });
                break;
            case 'r': attempt([&] { solver_.removeConstraint(c); }); break;
            case 'k':
                // kiwi has no setConstant: the old constraint goes, one with the new constant comes.
                if (!solver_.hasConstraint(c)) {
                    ++failures;
                    break;
                }
                attempt([&] { solver_.removeConstraint(c); });
                c = make(trace_.constraints[op.id], op.value);
                attempt([&] { solver_.addConstraint(c); });
                break;
            case 'e': attempt([&] { solver_.addEditVariable(variable(op.id), kiwiWeight(op.value)); }); break;
            case 'x': attempt([&] { solver_.removeEditVariable(variable(op.id)); }); break;
            case 's': attempt([&] { solver_.suggestValue(variable(op.id), op.value); }); break;
            }
        }
        sink = sink + valueSum();
    }

    // Brings values up to date and sums every variable made so far (also the --check checksum).
    double valueSum() {
        solver_.updateVariables();
        double acc = 0;
        for (const auto& v : variables_) acc += v.value();
        return acc;
    }

    long failures = 0;

private:
    const Trace& trace_;
    kiwi::Solver solver_;
    std::vector<kiwi::Variable> variables_;
    std::vector<kiwi::Constraint> constraints_;
    kiwi::Constraint none_;

    kiwi::Variable& variable(int k) {
        while ((int)variables_.size() <= k) variables_.emplace_back();
        return variables_[k];
    }

    kiwi::Constraint make(const TraceConstraint& spec, double constant) {
        std::vector<kiwi::Term> terms;
        terms.reserve(spec.terms.size());
        for (const auto& t : spec.terms) terms.emplace_back(variable(t.first), t.second);
        return kiwi::Constraint(kiwi::Expression(std::move(terms), constant), spec.op, spec.strength);
    }

    template <class Call> void attempt(Call call) {
        try {
            call();
        } catch (const std::exception&) {
            ++failures;
        }
    }
};

void emitReplayLine(const Trace& t, const char* kind, const std::string& phase, const std::string& rest) {
    emit(std::string(R"({"kind":")") + kind + R"(",)" + t.head + R"(,"phase":")" + phase + "\"" + rest + "}");
}

void emitCheck(const Trace& t, const std::pair<std::string, std::vector<double>>& phase, double checksum) {
    emitReplayLine(t, "check", phase.first,
                   R"(,"steps":)" + std::to_string(phase.second.size()) + R"(,"checksum":)" + json(checksum));
}

// Runs the replay up to `runs` times (at least once, none started after `budget` seconds; once
// it is spent, a run makes only each phase's first block) and prints phase_start, check, run,
// result and memory lines as plumb-shape-bench does.
void runReplay(const Trace& t, int runs, double budget, bool check) {
    std::vector<std::string> order;
    std::map<std::string, std::vector<double>> all;
    unsigned long long start = nowNanos();
    auto withinBudget = [&] { return millis(start, nowNanos()) / 1000 < budget; };
    for (int run = 0; run < runs; ++run) {
        if (run > 0 && !withinBudget()) break;
        KiwiReplay replay(t);
        std::vector<std::pair<std::string, std::vector<double>>> samples;
        for (const TraceBlock& block : t.blocks) {
            bool firstOfPhase = samples.empty() || samples.back().first != block.phase;
            if (!firstOfPhase && !withinBudget()) continue;  // once the budget is spent, one block a phase
            if (firstOfPhase) {
                if (run == 0) {
                    if (check && !samples.empty()) emitCheck(t, samples.back(), replay.valueSum());
                    emitReplayLine(t, "phase_start", block.phase, R"(,"t_ms":)" + json(millis(processStart, nowNanos())));
                }
                samples.push_back({block.phase, {}});
            }
            unsigned long long t0 = nowNanos();
            replay.run(block);
            samples.back().second.push_back(millis(t0, nowNanos()));
        }
        if (run == 0 && check && !samples.empty()) emitCheck(t, samples.back(), replay.valueSum());
        if (run == 0 && replay.failures > 0)
            emit(R"({"kind":"errors",)" + t.head + R"(,"count":)" + std::to_string(replay.failures) + "}");
        for (const auto& s : samples) {
            if (!all.count(s.first)) order.push_back(s.first);
            all[s.first].insert(all[s.first].end(), s.second.begin(), s.second.end());
            emitReplayLine(t, "run", s.first, R"(,"run":)" + std::to_string(run + 1) + R"(,"samples_ms":)" + jsonArray(s.second));
        }
    }
    for (const std::string& phase : order) {
        const std::vector<double>& xs = all[phase];
        emit(R"({"kind":"result",)" + t.head + R"(,"phase":")" + phase +
             R"(","median_ms":)" + json(median(xs)) + R"(,"min_ms":)" + json(*std::min_element(xs.begin(), xs.end())) +
             R"(,"runs":)" + std::to_string(xs.size()) + R"(,"samples_ms":)" + jsonArray(xs) + "}");
    }
    emit(R"({"kind":"memory","peak_mb":)" + json(peakMegabytes()) + "}");
}

}  // namespace
