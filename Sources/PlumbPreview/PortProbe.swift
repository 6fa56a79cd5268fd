import Foundation

/// Checks, before any scene is loaded, that a port is free on both loopback addresses: on
/// 127.0.0.1, where the server listens, and on ::1, where browsers send `localhost` first. A
/// program listening on [::1]:PORT alone doesn't stop the server from listening on
/// 127.0.0.1:PORT, but then `http://localhost:PORT/` opens that program instead, and the
/// command would seem to hang: it is refused the same way as a taken 127.0.0.1.
enum PortProbe {
    /// Throws ``PreviewServerError`` ("address in use") when another socket listens on `port`.
    static func check(_ port: UInt16) throws(PreviewServerError) {
        if bindFails(port, ipv6: false) { throw PreviewServerError(port: port, reason: "address in use") }
        if bindFails(port, ipv6: true) {
            throw PreviewServerError(port: port, reason: "address in use (another program listens on [::1]:\(port), where localhost:\(port) leads)")
        }
    }

    /// True when binding the loopback address (with `SO_REUSEADDR`, as the server does) fails
    /// because the address is in use. No IPv6 on the machine is no conflict.
    private static func bindFails(_ port: UInt16, ipv6: Bool) -> Bool {
        let descriptor = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let result: Int32
        if ipv6 {
            setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            address.sin6_addr = in6addr_loopback
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        return result != 0 && errno == EADDRINUSE
    }
}
