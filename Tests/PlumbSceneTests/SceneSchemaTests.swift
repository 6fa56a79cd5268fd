import Foundation
@testable import PlumbScene
import PlumbTestSupport
import Testing

/// `schema/scene.schema.json`, the JSON Schema editors use to complete and check scene files:
/// every sample validates against it, mistakes are caught, and it describes exactly the keys
/// the loader accepts. Validation runs `scripts/validate-scenes.py` (Python's `jsonschema` and
/// `yaml`, which scripts/setup.sh installs).
@Suite(.tags(.cli)) struct SceneSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the validator; its exit status and output.
    static func validate(_ paths: [String]) throws -> (status: Int32, output: String) {
        try runCommand(["python3", root.appendingPathComponent("scripts/validate-scenes.py").path] + paths)
    }

    @Test func everySampleValidates() throws {
        let folder = Self.root.appendingPathComponent("samples")
        let samples = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0).path }
        #expect(samples.count >= 30)
        let result = try Self.validate(samples)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func mistakesAreCaught() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
            size: {width: 200, height: 100}
            views:
              - {id: a, backgroud: "#fff"}
              - {id: b, text: hi}
              - {id: c, type: label, text: hi, background: red}
              - {id: d, type: stack, alignment: natural}
            strings: {en: {hi: Hi}, double: {hi: Hi Hi}}
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.validate([file.path])
        #expect(result.status == 1)
        #expect(result.output.contains("views/0: Unevaluated properties are not allowed ('backgroud' was unexpected)"))
        #expect(result.output.contains("views/1: Unevaluated properties are not allowed ('text' was unexpected)"))
        #expect(result.output.contains("views/2/background: 'red' does not match"))
        #expect(result.output.contains("views/3/alignment: 'natural' is not one of"))
        #expect(result.output.contains("strings: 'double' should not be valid under"))
    }

    /// Keys the schema describes before the loader reads them (none today).
    static let ahead: Set<String> = []

    @Test func theSchemaDescribesTheLoadersKeys() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("schema/scene.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let top = try #require(schema["properties"] as? [String: Any])
        #expect(Set(top.keys).subtracting(Self.ahead) == Set(SceneLoader.sceneKeys))
        let defs = try #require(schema["$defs"] as? [String: Any])
        let view = try #require(defs["view"] as? [String: Any])
        let common = try #require(view["properties"] as? [String: Any])
        #expect(Set(common.keys) == Set(ViewType.commonKeys))
        let branches = try #require(view["allOf"] as? [[String: Any]])
        var own: [String: Set<String>] = [:]
        for branch in branches {
            let condition = try #require(branch["if"] as? [String: Any])
            let type = ((condition["properties"] as? [String: Any])?["type"] as? [String: Any])?["const"] as? String ?? "view"
            let then = try #require(branch["then"] as? [String: Any])
            own[type] = Set((then["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        for type in ViewType.allCases {
            #expect(own[type.rawValue]?.subtracting(Self.ahead) == Set(type.ownKeys), "\(type)")
        }
    }
}
