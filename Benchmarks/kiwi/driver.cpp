// kiwi side of the Plumb benchmarks, with kiwi, the C++ Cassowary solver:
// - the solver family's workloads: builds the same systems as Benchmarks/SolverBench (see
//   Benchmarks/WORKLOADS.md) and prints the same JSON lines as plumb-solver-bench;
// - the shapes family: replays a trace of solver calls written by plumb-shape-bench
//   --export-trace (replay.h; Benchmarks/README.md, *Trace format*).
//
//   g++ -O2 -std=c++17 -I<kiwisolver sdist dir> driver.cpp -o kiwi-bench
//   ./kiwi-bench --workload longRow --n 1000 --runs 5
//   ./kiwi-bench --replay trace.txt --runs 5 --budget 40
//
// kiwi itself is not part of this repository: the benchmark runner (Benchmarks/runner)
// downloads the kiwisolver sdist into Benchmarks/.kiwi/ at benchmark time.

#include <kiwi/kiwi.h>

#include <map>
#include <fstream>
#include <sstream>
#include <utility>

#include "common.h"
#include "replay.h"

namespace {


void emitResult(const std::string& workload, int n, int views, const char* phase,
                const std::vector<double>& samples, long inner) {
    if (samples.empty()) return;
    std::ostringstream o;
    o << R"({"solver":"kiwi","kind":"result","workload":")" << workload << R"(","n":)" << n
      << R"(,"views":)" << views << R"(,"phase":")" << phase << R"(","median_ms":)" << json(median(samples))
      << R"(,"min_ms":)" << json(*std::min_element(samples.begin(), samples.end()))
      << R"(,"runs":)" << samples.size() << R"(,"inner":)" << inner << R"(,"samples_ms":[)";
    for (size_t i = 0; i < samples.size(); ++i) o << (i ? "," : "") << json(samples[i]);
    o << "]}";
    emit(o.str());
}

typedef std::vector<std::pair<std::string, std::vector<double>>> Captured;

// Prints a summary of the values after each phase, and writes them all to `valuesFile`.
void emitChecks(const std::string& workload, int n, const Captured& phases, const char* valuesFile) {
    for (const auto& p : phases) {
        double sum = 0;
        for (double v : p.second) sum += v;
        std::ostringstream o;
        o << R"({"solver":"kiwi","kind":"check","workload":")" << workload << R"(","n":)" << n
          << R"(,"phase":")" << p.first << R"(","count":)" << p.second.size() << R"(,"sum":)" << json(sum)
          << R"(,"tail":[)";
        size_t from = p.second.size() >= 4 ? p.second.size() - 4 : 0;
        for (size_t i = from; i < p.second.size(); ++i) o << (i > from ? "," : "") << json(p.second[i]);
        o << "]}";
        emit(o.str());
    }
    if (!valuesFile) return;
    FILE* f = std::fopen(valuesFile, "w");
    if (!f) fail(std::string("cannot write ") + valuesFile);
    std::fprintf(f, R"({"solver":"kiwi","workload":"%s","n":%d,"phases":{)", workload.c_str(), n);
    for (size_t k = 0; k < phases.size(); ++k) {
        std::fprintf(f, "%s\"%s\":[", k ? "," : "", phases[k].first.c_str());
        for (size_t i = 0; i < phases[k].second.size(); ++i)
            std::fprintf(f, "%s%s", i ? "," : "", json(phases[k].second[i]).c_str());
        std::fputs("]", f);
    }
    std::fputs("}}\n", f);
    std::fclose(f);
}

// ---------------------------------------------------------------------------------------
// enaml: kiwi's "enaml-like" benchmark

// The 111 constraints of kiwi's "enaml-like" benchmark, read from the file named by
// ENAML_TABLE_PATH (Benchmarks/enaml-constraints.txt, shared with the Swift driver; compare.py
// passes its path): one constraint a line, `#` lines are comments.
#ifndef ENAML_TABLE_PATH
#define ENAML_TABLE_PATH "Benchmarks/enaml-constraints.txt"
#endif
std::string readEnamlTable() {
    std::ifstream in(ENAML_TABLE_PATH);
    if (!in) { std::fprintf(stderr, "kiwi-bench: cannot read %s\n", ENAML_TABLE_PATH); std::exit(2); }
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The 37 variables, in the order kiwi's python benchmark declares them.
const char* enamlNames[] = {
    "left", "height", "top", "width", "contents_top", "contents_bottom", "contents_left",
    "contents_right", "midline", "ctleft", "ctheight", "cttop", "ctwidth", "lb1left", "lb1height",
    "lb1top", "lb1width", "lb2left", "lb2height", "lb2top", "lb2width", "lb3left", "lb3height",
    "lb3top", "lb3width", "fl1left", "fl1height", "fl1top", "fl1width", "fl2left", "fl2height",
    "fl2top", "fl2width", "fl3left", "fl3height", "fl3top", "fl3width",
};
const int enamlVariableCount = 37;

// kiwi's own strengths, as its benchmark uses them.
double kiwiStrength(const std::string& name) {
    if (name == "required") return kiwi::strength::required;
    if (name == "strong") return kiwi::strength::strong;
    if (name == "medium") return kiwi::strength::medium;
    if (name == "weak") return kiwi::strength::weak;
    if (name == "mmedium") return kiwi::strength::create(0.0, 1.0, 0.0, 1.25);
    if (name == "smedium") return kiwi::strength::create(0.0, 100, 0.0);
    fail("unknown strength " + name);
}

struct EnamlSpec {
    double strength;
    kiwi::RelationalOperator op;
    double constant;
    std::vector<std::pair<int, double>> terms;
};

std::vector<EnamlSpec> parseEnaml() {
    std::map<std::string, int> index;
    for (int i = 0; i < enamlVariableCount; ++i) index[enamlNames[i]] = i;
    std::vector<EnamlSpec> out;
    std::istringstream lines(readEnamlTable());
    std::string line;
    while (std::getline(lines, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream f(line);
        std::string st, rel, k, t;
        f >> st >> rel >> k;
        EnamlSpec s;
        s.strength = kiwiStrength(st);
        if (rel == "==") s.op = kiwi::OP_EQ;
        else if (rel == "<=") s.op = kiwi::OP_LE;
        else if (rel == ">=") s.op = kiwi::OP_GE;
        else fail("bad relation in: " + line);
        s.constant = std::strtod(k.c_str(), nullptr);
        while (f >> t) {
            size_t star = t.find('*');
            if (star == std::string::npos || !index.count(t.substr(star + 1))) fail("bad term " + t);
            s.terms.push_back({index[t.substr(star + 1)], std::strtod(t.substr(0, star).c_str(), nullptr)});
        }
        out.push_back(s);
    }
    if (out.size() != 111) fail("expected 111 enaml constraints");
    return out;
}

std::vector<EnamlSpec> enamlSpecs;
int enamlWidth = 3, enamlHeight = 1;  // indices of "width" and "height" in enamlNames
const double enamlSizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};

struct EnamlSystem {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> vars;
};

// The timed "build": variables, solver, the 2 edit variables (added first, as kiwi's benchmark
// does), the 111 constraints, then update and read every value.
__attribute__((noinline)) void enamlBuild(EnamlSystem& s) {
    s.vars.reserve(enamlVariableCount);
    for (int i = 0; i < enamlVariableCount; ++i) s.vars.emplace_back(enamlNames[i]);
    s.solver.addEditVariable(s.vars[enamlWidth], kiwi::strength::strong);
    s.solver.addEditVariable(s.vars[enamlHeight], kiwi::strength::strong);
    for (const EnamlSpec& spec : enamlSpecs) {
        std::vector<kiwi::Term> terms;
        terms.reserve(spec.terms.size());
        for (const auto& t : spec.terms) terms.emplace_back(s.vars[t.first], t.second);
        s.solver.addConstraint(kiwi::Constraint(kiwi::Expression(std::move(terms), spec.constant), spec.op, spec.strength));
    }
    s.solver.updateVariables();
    double acc = 0;
    for (const auto& v : s.vars) acc += v.value();
    sink = sink + acc;
}

// One timed "edit" iteration: suggest width and height, update, read every value.
__attribute__((noinline)) void enamlEdit(EnamlSystem& s, const double* size) {
    s.solver.suggestValue(s.vars[enamlWidth], size[0]);
    s.solver.suggestValue(s.vars[enamlHeight], size[1]);
    s.solver.updateVariables();
    double acc = 0;
    for (const auto& v : s.vars) acc += v.value();
    sink = sink + acc;
}

std::vector<double> enamlValues(const EnamlSystem& s) {
    std::vector<double> out;
    for (const auto& v : s.vars) out.push_back(v.value());
    return out;
}

// Doubles the iteration count until a loop takes 20 ms, then scales it to about 100 ms.
template <class Loop> long calibrate(Loop loop) {
    long iterations = 1;
    while (true) {
        double ms = loop(iterations);
        if (ms >= 20 || iterations >= (1L << 20))
            return std::max(1L, (long)std::llround(double(iterations) * 100 / std::max(ms, 1e-3)));
        iterations *= 2;
    }
}

void runEnaml(int runs, double budgetSeconds, const char* valuesFile) {
    enamlSpecs = parseEnaml();
    unsigned long long start = nowNanos();
    {
        EnamlSystem s;
        enamlBuild(s);
        Captured phases;
        phases.push_back({"build", enamlValues(s)});
        for (int i = 0; i < 6; ++i) {
            enamlEdit(s, enamlSizes[i]);
            phases.push_back({"edit" + std::to_string(i), enamlValues(s)});
        }
        emitChecks("enaml", 37, phases, valuesFile);
    }
    auto buildLoop = [](long iterations) {
        unsigned long long t0 = nowNanos();
        for (long i = 0; i < iterations; ++i) {
            EnamlSystem s;
            enamlBuild(s);
        }
        return millis(t0, nowNanos());
    };
    long buildIterations = calibrate(buildLoop);
    EnamlSystem s;
    enamlBuild(s);
    int next = 0;
    auto editLoop = [&](long iterations) {
        unsigned long long t0 = nowNanos();
        for (long i = 0; i < iterations; ++i) {
            enamlEdit(s, enamlSizes[next]);
            next = next == 5 ? 0 : next + 1;
        }
        return millis(t0, nowNanos());
    };
    long editIterations = calibrate(editLoop);
    std::vector<double> buildSamples, editSamples;
    for (int r = 0; r < runs; ++r) {
        if (r > 0 && double(nowNanos() - start) / 1e9 > budgetSeconds) break;
        double b = buildLoop(buildIterations) / double(buildIterations);
        double e = editLoop(editIterations) / double(editIterations);
        buildSamples.push_back(b);
        editSamples.push_back(e);
        emit(R"({"solver":"kiwi","kind":"run","workload":"enaml","n":37,"views":1,"run":)" + std::to_string(r + 1) +
             R"(,"build_ms":)" + json(b) + R"(,"edit_ms":)" + json(e) + "}");
    }
    emitResult("enaml", 37, 1, "build", buildSamples, buildIterations);
    emitResult("enaml", 37, 1, "edit", editSamples, editIterations);
}

// ---------------------------------------------------------------------------------------
// View-shaped workloads

enum Workload { longRow, grid, deepHierarchy, collection };

int gridSide(int n) { return std::max(1, (int)std::lround(std::sqrt(double(n)))); }

int viewCount(Workload w, int n) {
    if (w == grid) {
        int side = gridSide(n);
        return side * side;
    }
    return n;
}

struct ViewVariables {
    kiwi::Variable x, y, w, h;
};

struct EditSpec {
    kiwi::Variable variable;
    double initial, edited;
};

// Edit-variable priority and preferred-size priority, as kiwi weights.
const double editWeight = 999.0;
const double preferredSizeWeight = 250.0;

struct ViewSystem {
    kiwi::Solver solver;
    std::vector<ViewVariables> views;
    std::vector<kiwi::Variable> extra;  // W, H: edit variables that are not view variables
    std::vector<EditSpec> edits;
    std::vector<std::vector<kiwi::Constraint>> owned;  // each view's constraints, in order
    std::vector<kiwi::Variable> all;  // x, y, w, h of each view, then `extra`

    __attribute__((noinline)) void readAll() {
        solver.updateVariables();
        double acc = 0;
        for (const auto& v : all) acc += v.value();
        sink = sink + acc;
    }

    std::vector<double> values() {
        solver.updateVariables();
        std::vector<double> out;
        out.reserve(all.size());
        for (const auto& v : all) out.push_back(v.value());
        return out;
    }
};

// The timed "build" phase: variables, solver, every constraint (view by view), edit
// variables, initial suggestions, then every value read.
__attribute__((noinline)) void buildSystem(ViewSystem& s, Workload workload, int n) {
    const int count = viewCount(workload, n);
    const int side = gridSide(n);

    // Variables: the extra edit variables first (W, then H), then x, y, w, h view by view
    // (unnamed, so that no string formatting is timed).
    if (workload == longRow) s.extra = {kiwi::Variable("W")};
    if (workload == grid || workload == deepHierarchy) s.extra = {kiwi::Variable("W"), kiwi::Variable("H")};
    s.views.reserve(count);
    for (int i = 0; i < count; ++i) s.views.push_back(ViewVariables{kiwi::Variable(), kiwi::Variable(), kiwi::Variable(), kiwi::Variable()});

    s.owned.reserve(count);
    for (int i = 0; i < count; ++i) {
        const ViewVariables& v = s.views[i];
        std::vector<kiwi::Constraint> cs;
        cs.reserve(10);
        cs.push_back(v.w >= 0);
        cs.push_back(v.h >= 0);
        cs.push_back((v.w == 50) | preferredSizeWeight);
        cs.push_back((v.h == 20) | preferredSizeWeight);
        switch (workload) {
        case longRow: {
            const kiwi::Variable& W = s.extra[0];
            if (i == 0) {
                cs.push_back(v.x == 8);
            } else {
                const ViewVariables& p = s.views[i - 1];
                cs.push_back(v.x == p.x + p.w + 8);
            }
            cs.push_back(v.y == 8);
            if (i == count - 1) cs.push_back(v.x + v.w + 8 == W);
            break;
        }
        case grid: {
            const kiwi::Variable& W = s.extra[0];
            const kiwi::Variable& H = s.extra[1];
            int r = i / side, c = i % side;
            if (c == 0) {
                cs.push_back(v.x == 8);
            } else {
                const ViewVariables& left = s.views[i - 1];
                cs.push_back(v.x == left.x + left.w + 8);
            }
            if (r == 0) {
                cs.push_back(v.y == 8);
            } else {
                const ViewVariables& above = s.views[i - side];
                cs.push_back(v.y == above.y + above.h + 8);
            }
            if (c > 0) cs.push_back(v.w == s.views[r * side].w);
            if (r > 0) cs.push_back(v.h == s.views[c].h);
            if (c == side - 1) cs.push_back(v.x + v.w + 8 == W);
            if (r == side - 1) cs.push_back(v.y + v.h + 8 == H);
            break;
        }
        case deepHierarchy: {
            if (i == 0) {
                cs.push_back(v.x == 0);
                cs.push_back(v.y == 0);
                cs.push_back(v.w == s.extra[0]);
                cs.push_back(v.h == s.extra[1]);
            } else {
                const ViewVariables& p = s.views[i - 1];
                cs.push_back(v.x == p.x + 2);
                cs.push_back(v.y == p.y + 2);
                cs.push_back(v.x + v.w == p.x + p.w - 2);
                cs.push_back(v.y + v.h == p.y + p.h - 2);
            }
            break;
        }
        case collection:
            cs.push_back(v.x == double(8 + 60 * (i % 20)));
            cs.push_back(v.y == double(8 + 30 * (i / 20)));
            break;
        }
        for (const auto& c : cs) s.solver.addConstraint(c);
        s.owned.push_back(std::move(cs));
    }

    switch (workload) {
    case longRow: {
        double w0 = 58.0 * count + 8;
        s.edits = {EditSpec{s.extra[0], w0, w0 + 100}};
        break;
    }
    case grid: {
        double w0 = 58.0 * side + 8, h0 = 28.0 * side + 8;
        s.edits = {EditSpec{s.extra[0], w0, w0 + 100}, EditSpec{s.extra[1], h0, h0 + 100}};
        break;
    }
    case deepHierarchy: {
        double s0 = 4.0 * count + 100;
        s.edits = {EditSpec{s.extra[0], s0, s0 + 10}, EditSpec{s.extra[1], s0, s0 + 10}};
        break;
    }
    case collection:
        s.edits = {EditSpec{s.views[0].w, 60, 70}};
        break;
    }
    for (const auto& e : s.edits) s.solver.addEditVariable(e.variable, editWeight);
    for (const auto& e : s.edits) s.solver.suggestValue(e.variable, e.initial);

    s.all.reserve(count * 4 + s.extra.size());
    for (const auto& v : s.views) {
        s.all.push_back(v.x);
        s.all.push_back(v.y);
        s.all.push_back(v.w);
        s.all.push_back(v.h);
    }
    for (const auto& v : s.extra) s.all.push_back(v);
    s.readAll();
}

// The timed "edit" phase: suggest the edit values, update, read every value.
__attribute__((noinline)) void editSystem(ViewSystem& s) {
    for (const auto& e : s.edits) s.solver.suggestValue(e.variable, e.edited);
    s.readAll();
}

// The timed "remove" phase: remove every constraint of the odd-indexed views (view by view,
// in the order they were added), update, read every value.
__attribute__((noinline)) void removeOddViews(ViewSystem& s) {
    for (size_t i = 1; i < s.owned.size(); i += 2)
        for (const auto& c : s.owned[i]) s.solver.removeConstraint(c);
    s.readAll();
}

struct CycleTimes {
    double build = 0, edit = 0, remove = 0, wall = 0;
};

// One build → edit → remove cycle on a fresh solver. With `captured`, also records the values
// after each phase (read outside the timed regions). The solver is destroyed outside the
// timed regions.
// `onPhase`, when given, hears each phase start (ms < 0) and its time as soon as it is known.
// A phase's start is reported with ms < 0.
typedef void (*PhaseCallback)(const char* phase, double ms, void* context);

CycleTimes runCycle(Workload workload, int n, Captured* captured, PhaseCallback onPhase = nullptr,
                    void* context = nullptr) {
    CycleTimes t;
    unsigned long long c0 = nowNanos();
    {
        ViewSystem s;
        // Times one phase, reports it, and keeps the values it left for the cross-check.
        auto phase = [&](const char* name, double& slot, auto&& body) {
            if (onPhase) onPhase(name, -1, context);
            unsigned long long start = nowNanos();
            body();
            slot = millis(start, nowNanos());
            if (onPhase) onPhase(name, slot, context);
            if (captured) captured->push_back({name, s.values()});
        };
        phase("build", t.build, [&] { buildSystem(s, workload, n); });
        phase("edit", t.edit, [&] { editSystem(s); });
        phase("remove", t.remove, [&] { removeOddViews(s); });
    }
    t.wall = millis(c0, nowNanos());
    return t;
}

// Runs a view workload and prints its JSON lines. The first cycle is a warm-up that also
// records the values for the cross-check; it counts as run 1 when it took 1 s or more. Each
// run is `inner` back-to-back cycles (chosen so a run takes about 50 ms; 1 for big systems)
// and records each phase's mean time per cycle. No new run starts once the next one would
// end past `budgetSeconds`.
void runViewWorkload(Workload workload, const std::string& name, int n, int runs, double budgetSeconds,
                     const char* valuesFile) {
    unsigned long long start = nowNanos();
    const int views = viewCount(workload, n);
    // The warm-up reports each phase as it ends, so a run cut short by a time limit still
    // tells how long the phases it finished took.
    struct WarmContext {
        const std::string* name;
        int n, views;
    } context{&name, n, views};
    auto onPhase = [](const char* phase, double ms, void* c) {
        const WarmContext& w = *static_cast<const WarmContext*>(c);
        if (ms < 0) {
            emit(R"({"solver":"kiwi","kind":"warmup_start","workload":")" + *w.name + R"(","n":)" +
                 std::to_string(w.n) + R"(,"phase":")" + phase + R"(","t_ms":)" + json(millis(processStart, nowNanos())) + "}");
            return;
        }
        emit(R"({"solver":"kiwi","kind":"warmup","workload":")" + *w.name + R"(","n":)" + std::to_string(w.n) +
             R"(,"views":)" + std::to_string(w.views) + R"(,"phase":")" + phase + R"(","ms":)" + json(ms) + "}");
    };
    Captured captured;
    CycleTimes warm = runCycle(workload, n, &captured, onPhase, &context);
    emitChecks(name, n, captured, valuesFile);

    std::vector<CycleTimes> samples;
    long inner = 1;
    double lastRunMs = warm.wall;
    auto record = [&](const CycleTimes& t) {
        samples.push_back(t);
        emit(R"({"solver":"kiwi","kind":"run","workload":")" + name + R"(","n":)" + std::to_string(n) +
             R"(,"views":)" + std::to_string(views) + R"(,"run":)" + std::to_string(samples.size()) +
             R"(,"inner":)" + std::to_string(inner) + R"(,"build_ms":)" + json(t.build) + R"(,"edit_ms":)" +
             json(t.edit) + R"(,"remove_ms":)" + json(t.remove) + "}");
    };
    if (warm.wall >= 1000) {
        record(warm);
    } else {
        inner = std::max(1L, std::min(1000L, (long)std::ceil(50 / std::max(warm.wall, 1e-3))));
    }
    while ((int)samples.size() < runs) {
        double elapsed = millis(start, nowNanos());
        if (!samples.empty() && elapsed + lastRunMs > budgetSeconds * 1000) break;
        unsigned long long r0 = nowNanos();
        CycleTimes sum;
        for (long k = 0; k < inner; ++k) {
            CycleTimes t = runCycle(workload, n, nullptr);
            sum.build += t.build;
            sum.edit += t.edit;
            sum.remove += t.remove;
        }
        CycleTimes mean;
        mean.build = sum.build / inner;
        mean.edit = sum.edit / inner;
        mean.remove = sum.remove / inner;
        record(mean);
        lastRunMs = millis(r0, nowNanos());
    }
    std::vector<double> b, e, r;
    for (const auto& t : samples) {
        b.push_back(t.build);
        e.push_back(t.edit);
        r.push_back(t.remove);
    }
    emitResult(name, n, views, "build", b, inner);
    emitResult(name, n, views, "edit", e, inner);
    emitResult(name, n, views, "remove", r, inner);
}

const char* usage =
    "usage: kiwi-bench --workload NAME [--n N] [--runs R] [--budget SECONDS] [--values FILE]\n"
    "       kiwi-bench --replay FILE [--runs R] [--budget SECONDS] [--check]\n"
    "  NAME: enaml, longRow, grid, deepHierarchy, collection\n"
    "  --n       number of views (default 100; grid uses round(sqrt(N))^2 cells; ignored for enaml)\n"
    "  --runs    timed runs, median reported (default 5)\n"
    "  --budget  start no new run after this many seconds (default 40); at least one run is made\n"
    "  --values  write every variable's value after each phase of the first cycle to FILE (JSON)\n"
    "  --replay  replay a trace written by plumb-shape-bench --export-trace, timing each phase block\n"
    "  --check   (replay) print the sum of every value after each phase of the first run\n";

}  // namespace

int main(int argc, char** argv) {
    processStart = nowNanos();
    std::string workload;
    int n = 100, runs = 5;
    double budget = 40;
    const char* valuesFile = nullptr;
    const char* tracePath = nullptr;
    bool check = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "-h" || a == "--help") {
            std::fputs(usage, stdout);
            return 0;
        }
        if (a == "--check") {
            check = true;
            continue;
        }
        if (i + 1 >= argc) fail(a + " needs a value\n" + usage);
        const char* v = argv[++i];
        if (a == "--workload") workload = v;
        else if (a == "--n") n = std::atoi(v);
        else if (a == "--runs") runs = std::atoi(v);
        else if (a == "--budget") budget = std::strtod(v, nullptr);
        else if (a == "--values") valuesFile = v;
        else if (a == "--replay") tracePath = v;
        else fail("unknown argument " + a + "\n" + usage);
    }
    if (n < 1 || runs < 1) fail("--n and --runs must be at least 1");
    if (tracePath) {
        runReplay(readTrace(tracePath), runs, budget, check);
        return 0;
    }
    if (workload.empty()) fail(std::string("--workload or --replay is required\n") + usage);
    try {
        if (workload == "enaml") runEnaml(runs, budget, valuesFile);
        else if (workload == "longRow") runViewWorkload(longRow, workload, n, runs, budget, valuesFile);
        else if (workload == "grid") runViewWorkload(grid, workload, n, runs, budget, valuesFile);
        else if (workload == "deepHierarchy") runViewWorkload(deepHierarchy, workload, n, runs, budget, valuesFile);
        else if (workload == "collection") runViewWorkload(collection, workload, n, runs, budget, valuesFile);
        else fail("unknown workload " + workload + "\n" + usage);
    } catch (const std::exception& e) {
        fail(std::string("kiwi threw: ") + e.what());
    }
    return 0;
}
