import Foundation
@testable import PlumbInspect
import PlumbScene
import Testing

/// The model's JSON writer: what Foundation's `JSONEncoder` (sorted keys) says, byte for byte
/// on scalars, value for value on whole models.
@Suite struct SortedJSONEncoderTests {
    struct Scalars: Codable, Equatable {
        var text: String
        var numbers: [Double]
        var count: Int
        var flag: Bool
        var missing: String?
        var nested: [String: [Int]]
        var sizes: [UInt8] = [7]
        var ratio: Float = 0.5
    }

    @Test func scalarsAreWrittenAsJavaScriptReadsThem() throws {
        let value = Scalars(text: "a\"b\\c\n\t\u{1}é </script>", numbers: [16, 0.5, 0.1, 1.0e-5, -0.0, -3, 1.0e20],
                            count: -42, flag: true, missing: nil, nested: ["b": [2], "a": [1, 3]])
        let bytes = try SortedJSONEncoder.encode(value)
        #expect(String(decoding: bytes, as: UTF8.self) == #"""
            {"count":-42,"flag":true,"nested":{"a":[1,3],"b":[2]},"numbers":[16,0.5,0.1,1e-05,0,-3,1e+20],"ratio":0.5,"sizes":[7],"text":"a\"b\\c\n\t\u0001é </script>"}
            """#)
        #expect(try JSONDecoder().decode(Scalars.self, from: Data(bytes)) == value)
        #expect(throws: SortedJSONEncoder.Failure.self) { try SortedJSONEncoder.encode([Double.nan]) }
    }

    /// Every sample's model, lists of constraintsAffectingLayout and all: the same JSON values
    /// as Foundation's encoder, and the same model read back.
    @Test(arguments: ["planets-unsatisfiable", "planets-ambiguous", "chat-screen", "menu-screen-stack", "text-styles"])
    func modelsMatchFoundationsEncoder(_ name: String) throws {
        let model = try InspectorModelTests.sample(name)
        let mine = try model.jsonBytes()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let foundations = try encoder.encode(model)
        let parsed = try JSONSerialization.jsonObject(with: Data(mine)) as? NSDictionary
        let reference = try JSONSerialization.jsonObject(with: foundations) as? NSDictionary
        #expect(parsed != nil && parsed == reference)
        #expect(try JSONDecoder().decode(InspectorModel.self, from: Data(mine)) == model)
        #expect(model.hasAffecting)
    }
}
