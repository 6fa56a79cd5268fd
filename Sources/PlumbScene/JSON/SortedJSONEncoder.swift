/// Writes an `Encodable` value as compact JSON, each object's keys sorted by their UTF-8
/// bytes, so the same value always gives the same bytes. Numbers are written as JavaScript
/// reads them (integral values without a fraction), strings as `JSONScalar` escapes them.
///
/// Hand-written, not Foundation's `JSONEncoder`, for two reasons. Its `.sortedKeys` order is
/// not a byte order: Apple documents it as a numeric, locale-aware comparison whose "specific
/// sorting method used is subject to change", and the inspector's bytes must not change. And it
/// builds a tree of boxed values first, which took about as long as finding every view's
/// `constraintsAffectingLayout` on a settings screen; this writes bytes as it goes and sorts
/// only each object's finished members. (`JSONValue` is the other JSON writer's input: the
/// ordered, indented text `plumb layout --json` prints; both share `JSONScalar`.)
package enum SortedJSONEncoder {
    /// Why a value could not be written.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The JSON text of `value`.
    package static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        var out: [UInt8] = []
        try JSONWriter.write(value, into: &out)
        return out
    }
}

/// One value's encoder: the container it was given, filled while `encode(to:)` runs.
private final class JSONWriter: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var storage: JSONContainer?

    static func write<T: Encodable>(_ value: T, into out: inout [UInt8]) throws {
        if try EncodableScalar.write(value, into: &out) { return }
        let writer = JSONWriter()
        try value.encode(to: writer)
        guard let storage = writer.storage else { return out += "{}".utf8 }
        try storage.finish(into: &out)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object = storage as? JSONObject ?? JSONObject()
        storage = object
        return KeyedEncodingContainer(JSONKeyedWriter(object: object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array = storage as? JSONArray ?? JSONArray()
        storage = array
        return JSONUnkeyedWriter(array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        let single = storage as? JSONSingle ?? JSONSingle()
        storage = single
        return JSONSingleWriter(single: single)
    }
}

/// A container being filled; `finish` writes it once its value is encoded.
private class JSONContainer {
    func finish(into out: inout [UInt8]) throws {}
}

/// An object's members, each written when it is encoded; nested containers are written at the end.
private final class JSONObject: JSONContainer {
    var members: [(key: String, value: [UInt8])] = []
    var open: [(key: String, value: JSONContainer)] = []

    override func finish(into out: inout [UInt8]) throws {
        var all = members
        for (key, container) in open {
            var bytes: [UInt8] = []
            try container.finish(into: &bytes)
            all.append((key, bytes))
        }
        all.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        out.append(UInt8(ascii: "{"))
        for (index, member) in all.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONScalar.write(string: member.key, into: &out)
            out.append(UInt8(ascii: ":"))
            out += member.value
        }
        out.append(UInt8(ascii: "}"))
    }
}

/// An array's elements, written in order as they come; nested containers at their place.
private final class JSONArray: JSONContainer {
    var bytes: [UInt8] = []
    var count = 0
    var open: [(offset: Int, value: JSONContainer)] = []

    func separate() {
        if count > 0 { bytes.append(UInt8(ascii: ",")) }
        count += 1
    }

    override func finish(into out: inout [UInt8]) throws {
        out.append(UInt8(ascii: "["))
        var start = 0
        for (offset, container) in open {
            out += bytes[start..<offset]
            try container.finish(into: &out)
            start = offset
        }
        out += bytes[start...]
        out.append(UInt8(ascii: "]"))
    }
}

/// A single value.
private final class JSONSingle: JSONContainer {
    var bytes: [UInt8] = Array("null".utf8)
    override func finish(into out: inout [UInt8]) throws { out += bytes }
}

private struct JSONKeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONObject
    var codingPath: [any CodingKey] { [] }

    func encodeNil(forKey key: Key) throws { object.members.append((key.stringValue, Array("null".utf8))) }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        var bytes: [UInt8] = []
        try JSONWriter.write(value, into: &bytes)
        object.members.append((key.stringValue, bytes))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        object.open.append((key.stringValue, nested))
        return KeyedEncodingContainer(JSONKeyedWriter<NestedKey>(object: nested))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        object.open.append((key.stringValue, nested))
        return JSONUnkeyedWriter(array: nested)
    }

    func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

    func superEncoder(forKey key: Key) -> any Encoder {
        let writer = JSONWriter()
        object.open.append((key.stringValue, JSONDeferred(writer)))
        return writer
    }
}

private struct JSONUnkeyedWriter: UnkeyedEncodingContainer {
    let array: JSONArray
    var codingPath: [any CodingKey] { [] }
    var count: Int { array.count }

    func encodeNil() throws {
        array.separate()
        array.bytes += Array("null".utf8)
    }

    func encode<T: Encodable>(_ value: T) throws {
        array.separate()
        try JSONWriter.write(value, into: &array.bytes)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        place(nested)
        return KeyedEncodingContainer(JSONKeyedWriter<NestedKey>(object: nested))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        place(nested)
        return JSONUnkeyedWriter(array: nested)
    }

    func superEncoder() -> any Encoder {
        let writer = JSONWriter()
        place(JSONDeferred(writer))
        return writer
    }

    private func place(_ container: JSONContainer) {
        array.separate()
        array.open.append((array.bytes.count, container))
    }
}

private struct JSONSingleWriter: SingleValueEncodingContainer {
    let single: JSONSingle
    var codingPath: [any CodingKey] { [] }

    func encodeNil() throws { single.bytes = Array("null".utf8) }

    func encode<T: Encodable>(_ value: T) throws {
        var bytes: [UInt8] = []
        try JSONWriter.write(value, into: &bytes)
        single.bytes = bytes
    }
}

/// What a super encoder was given, written when its parent is.
private final class JSONDeferred: JSONContainer {
    let writer: JSONWriter
    init(_ writer: JSONWriter) { self.writer = writer }
    override func finish(into out: inout [UInt8]) throws {
        guard let storage = writer.storage else { return out += "{}".utf8 }
        try storage.finish(into: &out)
    }
}

/// Numbers, strings and booleans, written directly.
private enum EncodableScalar {
    /// Writes `value` when it is a scalar; false for anything else. The type is compared
    /// first: a cast from a generic value looks up conformances at run time, per value.
    static func write<T: Encodable>(_ value: T, into out: inout [UInt8]) throws -> Bool {
        if T.self == Int.self {
            out += String(unsafeBitCast(value, to: Int.self)).utf8
        } else if T.self == Double.self {
            try write(number: unsafeBitCast(value, to: Double.self), into: &out)
        } else if T.self == String.self {
            JSONScalar.write(string: unsafeBitCast(value, to: String.self), into: &out)
        } else if T.self == Bool.self {
            out += (unsafeBitCast(value, to: Bool.self) ? "true" : "false").utf8
        } else if let integer = value as? any BinaryInteger {
            out += String(describing: integer).utf8
        } else if let number = value as? any BinaryFloatingPoint {
            try write(number: Double(number), into: &out)
        } else {
            return false
        }
        return true
    }

    /// Whole numbers up to 9e15 as integers, others as Swift prints them; not a number or an
    /// infinity is an error, JSON has no spelling for them.
    static func write(number: Double, into out: inout [UInt8]) throws {
        guard number.isFinite else { throw SortedJSONEncoder.Failure(description: "\(number) is not a JSON number") }
        if number == number.rounded(), abs(number) < 9.0e15 {
            out += String(Int64(number)).utf8
        } else {
            out += number.description.utf8
        }
    }
}
