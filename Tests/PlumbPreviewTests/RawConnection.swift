import Foundation

/// A TCP connection to 127.0.0.1 that sends exactly the bytes it is given: the attacks a client
/// like curl would not send (long lines, repeated headers, lowercase methods, sockets left idle).
final class RawConnection {
    fileprivate let socket: Int32
    /// Bytes read past what `read(until:)` returned (a first WebSocket frame that came in the
    /// same segment as the upgrade's answer), for the next read.
    private var leftover: [UInt8] = []

    /// Connects to `port`; reads give up after `timeout` seconds. A healthy server answers at
    /// once; the limit is for a loaded CI machine, where 10 s once passed before the first
    /// WebSocket message arrived.
    init(port: UInt16, timeout: Double = 30) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure("socket() failed: errno \(errno)") }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure("connect() failed: errno \(errno)")
        }
    }

    deinit { close(socket) }

    /// Sends `text`; false when the server closed the connection before it all went out.
    @discardableResult
    func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// Everything the server sends until it closes the connection (or the read times out).
    func readToEnd() -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data += buffer[..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads until `marker` has arrived (or the server closes, or the read times out).
    func read(until marker: String) -> String {
        var data = leftover
        leftover = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let needle = Array(marker.utf8)
        while true {
            if let end = Self.end(of: needle, in: data) {
                leftover = Array(data[end...])
                return String(decoding: data[..<end], as: UTF8.self)
            }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data += buffer[..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The index just past the first `needle` in `bytes`, if it is there.
    private static func end(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }

    /// True when the server has closed the connection: a read returns end of file (not a time-out).
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, 0) == 0
    }

    /// The status code of an HTTP response's first line ("HTTP/1.1 400 Bad Request" → 400), or
    /// -1 when there is none.
    static func status(of response: String) -> Int {
        let parts = response.prefix { $0 != "\r" }.split(separator: " ")
        return parts.count >= 2 && parts[0].hasPrefix("HTTP/") ? Int(parts[1]) ?? -1 : -1
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

extension RawConnection {
    /// Opens scene 0's WebSocket with `origin` (none when nil): the server's answer head.
    func upgrade(port: UInt16, origin: String?, host: String? = nil, path: String = "/scene/0/socket") -> String {
        var lines = ["GET \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")", "Upgrade: websocket", "Connection: Upgrade",
                     "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"]
        if let origin { lines.append("Origin: \(origin)") }
        send((lines + ["", ""]).joined(separator: "\r\n"))
        return read(until: "\r\n\r\n")
    }

    /// The next `count` text messages the server sends on an open WebSocket (fewer when it
    /// stops sending before the read times out). Server frames are unmasked.
    func textMessages(_ count: Int) -> [String] {
        var messages: [String] = []
        var pending = leftover
        leftover = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while messages.count < count {
            while let (message, used) = Self.frame(in: pending) {
                if let message { messages.append(message) }
                pending.removeFirst(used)
            }
            if messages.count >= count { break }
            let read = recv(socket, &buffer, buffer.count, 0)
            if read <= 0 { break }
            pending += buffer[..<read]
        }
        return messages
    }

    /// A whole unmasked frame at the start of `bytes`: its text (nil for a frame that isn't
    /// text, such as the server's ping) and its length in bytes.
    private static func frame(in bytes: [UInt8]) -> (String?, Int)? {
        guard bytes.count >= 2 else { return nil }
        var length = Int(bytes[1] & 0x7f)
        var start = 2
        if length == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[2]) << 8 | Int(bytes[3])
            start = 4
        }
        guard bytes.count >= start + length else { return nil }
        let isText = bytes[0] & 0x0f == 1
        return (isText ? String(decoding: bytes[start..<start + length], as: UTF8.self) : nil, start + length)
    }
}
