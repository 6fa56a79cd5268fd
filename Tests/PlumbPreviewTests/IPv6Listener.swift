import Foundation

/// A socket listening on [::1] only, on a free port: another program that has `localhost`'s
/// IPv6 address and not 127.0.0.1.
final class IPv6Listener {
    let port: UInt16
    private let descriptor: Int32

    /// True when this machine has an IPv6 loopback to listen on.
    static let isAvailable: Bool = {
        guard let listener = IPv6Listener() else { return false }
        listener.close()
        return true
    }()

    init?() {
        let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr = in6addr_loopback
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 4) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin6_port)
    }

    func close() { Glibc.close(descriptor) }
}
