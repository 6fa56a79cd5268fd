/// PNG stores every number big-endian (network order): these write and read them.
extension Array<UInt8> {
    /// Appends `value`'s bytes, most significant first.
    mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    /// The four bytes at `offset` as a big-endian number; the caller checks they are there.
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        self[offset ..< offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
