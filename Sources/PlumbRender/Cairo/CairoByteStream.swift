import CPangoCairo

/// Collects what a Cairo stream surface writes.
@_spi(Benchmarks)
public final class CairoByteStream {
    /// Everything written so far.
    public var bytes: [UInt8] = []

    /// Creates an empty stream.
    public init() {}

    /// The write function to hand Cairo, with `Unmanaged.passUnretained(stream).toOpaque()` as its closure.
    public static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let stream = Unmanaged<CairoByteStream>.fromOpaque(closure).takeUnretainedValue()
        stream.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    /// The closure pointer for Cairo. Valid while `self` is alive.
    public var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
