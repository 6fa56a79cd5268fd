import Foundation
import Plumb
import PlumbRender
import PlumbScene
import PlumbTestSupport
import Testing

/// Mutated scene files and VFL strings never crash the loader or the layout: each either loads
/// and lays out, or fails with an error located inside the file. `PLUMB_FUZZ_COUNT` sets how
/// many of each to try (default 3,000).
@Suite(.tags(.slow)) struct SceneFuzzTests {
    static let count = ProcessInfo.processInfo.environment["PLUMB_FUZZ_COUNT"].flatMap(Int.init) ?? 3000

    static let seeds: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted()
            .compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }()

    static let vflSeeds = [
        "H:|-[a]-[b(==a@750)]-|", "V:|-(>=8,<=20@250)-[a(50)]-pad-[b]|", "H:[a(100)]-(-4)-[b(>=a)] @high",
        "V:[a]-0-|", "H:|-(pad@999)-[a(==b,<=200)]", "H:|[a][b]|",
    ]

    /// Characters that mean something to YAML, VFL or equations.
    static let alphabet = Array("{}[]:,-|@()=<>*/.#\"' \n\t0123456789eabxyz_+.~&!%")

    @Test func mutatedSceneFilesLoadOrFailWithALocatedError() throws {
        #expect(Self.seeds.count >= 20)
        var random = SplitMix64(seed: 0x5EED)
        var loadedCount = 0
        for index in 0..<Self.count {
            let text = Self.mutate(Self.seeds[index % Self.seeds.count], &random)
            if try check(text) { loadedCount += 1 }
        }
        // Both branches are exercised: some mutants still load, most don't.
        #expect(loadedCount > Self.count / 50 && loadedCount < Self.count)
    }

    @Test func mutatedVisualFormatsLoadOrFailWithALocatedError() throws {
        var random = SplitMix64(seed: 0xF0F0)
        var failures = 0
        for index in 0..<Self.count {
            let format = Self.mutate(Self.vflSeeds[index % Self.vflSeeds.count], &random, maxEdits: 3)
                .replacingOccurrences(of: "\n", with: " ")
            let quoted = "'" + format.replacingOccurrences(of: "'", with: "''") + "'"
            let yaml = "size: {width: 300, height: 200}\nmetrics: {pad: 12}\nviews:\n  - {id: a}\n  - {id: b}\nconstraints:\n  - \(quoted)\n"
            if try !check(yaml) { failures += 1 }
        }
        #expect(failures > 0 && failures < Self.count)
    }

    /// Loads and lays out the text; true when it loaded. A failure must point into the file.
    private func check(_ text: String) throws -> Bool {
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        do {
            let loaded = try SceneLoader.load(yaml: text, file: "fuzz.yaml", services: .rendering.measuring(with: MonospaceTextMeasurer()))
            LayoutLog.$sink.withValue(CollectingSink()) { _ = loaded.layout() }
            return true
        } catch {
            #expect(error.file == "fuzz.yaml")
            #expect((1...max(lineCount, 1) + 1).contains(error.line), "line \(error.line) of \(lineCount): \(error)")
            #expect(error.column >= 1)
            #expect(!error.message.isEmpty)
            #expect(error.description.hasPrefix("fuzz.yaml:\(error.line):\(error.column): error: "))
            #expect(error.description.hasSuffix("^"))
            return false
        }
    }

    /// A few random edits: delete a run, insert characters, duplicate or drop a line, or put an
    /// awkward number in place of a digit.
    static func mutate(_ text: String, _ random: inout SplitMix64, maxEdits: Int = 4) -> String {
        var characters = Array(text)
        for _ in 0..<(1 + Int(random.next() % UInt64(maxEdits))) {
            let position = characters.isEmpty ? 0 : Int(random.next() % UInt64(characters.count))
            switch random.next() % 6 {
            case 0:
                let length = min(characters.count - position, 1 + Int(random.next() % 8))
                characters.removeSubrange(position..<(position + length))
            case 1, 2:
                for _ in 0..<(1 + Int(random.next() % 3)) {
                    characters.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
                }
            case 3:
                var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let line = Int(random.next() % UInt64(lines.count))
                if random.next() % 2 == 0 { lines.insert(lines[line], at: line) } else { lines.remove(at: line) }
                characters = Array(lines.joined(separator: "\n"))
            case 4:
                if let digit = characters[position...].firstIndex(where: \.isNumber) {
                    let awkward = [".nan", "1e999", "-.inf", "-5", "0", "1001", "99999999999"]
                    characters.replaceSubrange(digit...digit, with: Array(awkward[Int(random.next() % UInt64(awkward.count))]))
                }
            default:
                characters = Array(characters.prefix(position))
            }
        }
        return String(characters)
    }
}
