import Foundation
import PlumbPreview
import Testing

/// The preview server under attack, on 127.0.0.1, in bounded loops: what it refuses, with which
/// status, and that it keeps answering afterwards. Requests are sent byte for byte
/// (`RawConnection`), since curl would fix or refuse most of them.
@Suite(.serialized) struct PreviewServerLimitTests {
    static let scene = PreviewServerTests.scene

    /// The status of `request` sent on its own connection.
    static func status(_ fixture: PreviewFixture, _ request: String) throws -> Int {
        RawConnection.status(of: try fixture.raw(request))
    }

    /// A request line or a header longer than 8 KiB is refused with 431 as soon as it passes the
    /// limit, whatever its length (the parser stops there), and the server answers the next
    /// request. Two 1 MiB lines at once don't stop it either.
    @Test func longLinesAre431AndTheServerKeepsAnswering() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        for length in [8 * 1024 + 1, 64 * 1024, 256 * 1024, 1024 * 1024] {
            let long = String(repeating: "a", count: length)
            #expect(try Self.status(fixture, fixture.request("GET /\(long) HTTP/1.1")) == 431, "request line of \(length)")
            #expect(try Self.status(fixture, fixture.request(headers: ["X-Long: \(long)"])) == 431, "header of \(length)")
            #expect(try Self.status(fixture, fixture.request()) == 200)
        }
        // Just inside the limit is still served (the path is not a scene's: 404).
        #expect(try Self.status(fixture, fixture.request("GET /\(String(repeating: "a", count: 8000)) HTTP/1.1")) == 404)

        let megabyte = String(repeating: "b", count: 1024 * 1024)
        let attackers = try (0..<2).map { _ in try RawConnection(port: fixture.port) }
        for attacker in attackers { attacker.send("GET /scene/0 HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nX-Long: \(megabyte)") }
        #expect(try Self.status(fixture, fixture.request()) == 200)
        #expect(attackers.map { RawConnection.status(of: $0.readToEnd()) } == [431, 431])
        await fixture.server.stop()
    }

    /// At most 64 header lines, 32 KiB in all.
    @Test func tooManyOrTooLargeHeadersAre431() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        let numbered = { (count: Int) in (0..<count).map { "X-Header-\($0): \($0)" } }
        // With Host and Connection, 62 lines pass and 64 + 2 don't.
        #expect(try Self.status(fixture, fixture.request(headers: numbered(60))) == 200)
        #expect(try Self.status(fixture, fixture.request(headers: numbered(64))) == 431)
        #expect(try Self.status(fixture, fixture.request(headers: numbered(10_000))) == 431)
        let line = String(repeating: "c", count: 7000)
        #expect(try Self.status(fixture, fixture.request(headers: (0..<4).map { "X-Part-\($0): \(line)" })) == 200)
        #expect(try Self.status(fixture, fixture.request(headers: (0..<5).map { "X-Part-\($0): \(line)" })) == 431)
        await fixture.server.stop()
    }

    /// Every method but GET and HEAD is 405, those the parser doesn't know (lowercase `get`
    /// among them) too. HEAD answers the headers of GET without the body.
    @Test func everyMethodButGetAndHeadIs405() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "get", "Get", "FOO", "BREW"] {
            let answer = try fixture.raw(fixture.request("\(method) /scene/0/model HTTP/1.1"))
            #expect(RawConnection.status(of: answer) == 405, "\(method)")
        }
        let get = try fixture.raw(fixture.request())
        let head = try fixture.raw(fixture.request("HEAD /scene/0/model HTTP/1.1"))
        #expect(RawConnection.status(of: head) == 200)
        let length = get.components(separatedBy: "\r\n\r\n")[1].utf8.count
        #expect(head.contains("Content-Length: \(length)\r\n"))
        #expect(head.hasSuffix("\r\n\r\n"))
        await fixture.server.stop()
    }

    /// Exactly one Host, this server's, checked before the method and the path.
    @Test func theHostIsCheckedFirstAndMustBeOne() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        let port = fixture.port
        let cases: [(headers: [String], status: Int)] = [
            (["Host: evil.example:\(port)"], 403),
            (["Host: 127.0.0.1"], 403),
            (["Host: localhost:\(port)"], 200),
            (["Host: LOCALHOST:\(port)"], 200),
            (["Host: 127.0.0.1:\(port)", "Host: 127.0.0.1:\(port)"], 400),
            (["Host: 127.0.0.1:\(port)", "Host: evil.example"], 400),
            (["Host: evil.example", "Host: 127.0.0.1:\(port)"], 400),
            ([], 400),
        ]
        for (headers, status) in cases {
            #expect(try Self.status(fixture, fixture.request(host: false, headers: headers)) == status, "\(headers)")
        }
        // Another host is refused before the method, the body and the path are looked at.
        let evil = ["Host: evil.example:\(port)", "Content-Length: 3"]
        #expect(try Self.status(fixture, fixture.request("POST /etc/passwd HTTP/1.1", host: false, headers: evil) + "abc") == 403)
        await fixture.server.stop()
    }

    /// GET and HEAD carry no body: one, of any length or chunked, is 413 and the connection ends.
    @Test func aBodyIs413() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        #expect(try Self.status(fixture, fixture.request(headers: ["Content-Length: 0"])) == 200)
        #expect(try Self.status(fixture, fixture.request(headers: ["Content-Length: 5"]) + "hello") == 413)
        #expect(try Self.status(fixture, fixture.request(headers: ["Content-Length: 1000000000"])) == 413)
        #expect(try Self.status(fixture, fixture.request(headers: ["Transfer-Encoding: chunked"]) + "5\r\nhello\r\n0\r\n\r\n") == 413)
        await fixture.server.stop()
    }

    /// The WebSocket opens only for one of the preview's own pages: exactly one Origin, this
    /// server's, and a Host like every request's. Refused upgrades get 400 and no socket.
    @Test func webSocketsOpenOnlyFromThePreviewsOwnPages() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        let port = fixture.port
        let refused: [(origin: String?, host: String?, path: String)] = [
            ("http://evil.example", nil, "/scene/0/socket"),
            ("http://127.0.0.1:\(port).evil.example", nil, "/scene/0/socket"),
            ("https://127.0.0.1:\(port)", nil, "/scene/0/socket"),
            ("null", nil, "/scene/0/socket"),
            (nil, nil, "/scene/0/socket"),
            ("http://127.0.0.1:\(port)", "evil.example:\(port)", "/scene/0/socket"),
            ("http://127.0.0.1:\(port)", nil, "/scene/1/socket"),
            ("http://127.0.0.1:\(port)", nil, "/scene/0/other"),
        ]
        for (origin, host, path) in refused {
            let connection = try RawConnection(port: port)
            let answer = connection.upgrade(port: port, origin: origin, host: host, path: path)
            #expect(RawConnection.status(of: answer) == 400, "\(origin ?? "no origin") \(host ?? "") \(path)")
        }
        let twice = try RawConnection(port: port)
        twice.send("GET /scene/0/socket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + "Origin: http://127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n")
        #expect(RawConnection.status(of: twice.read(until: "\r\n\r\n")) == 400)

        for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] {
            let page = try RawConnection(port: port)
            #expect(RawConnection.status(of: page.upgrade(port: port, origin: origin)) == 101)
            #expect(page.textMessages(1) == [#"{"version":1}"#])
        }
        // Without an upgrade the socket's address is an error, not a page.
        #expect(try Self.status(fixture, fixture.request("GET /scene/0/socket HTTP/1.1")) == 400)
        await fixture.server.stop()
    }

    /// With at most 4 connections and 1 s of idle time: 12 sockets that send nothing, one that
    /// sends a header a byte at a time and one kept alive after a request are all closed by the
    /// server, the connections past the limit wait their turn, and a request after them is
    /// answered.
    @Test func idleConnectionsCloseAndTheLimitHolds() async throws {
        let limits = PreviewLimits(idleTimeout: .seconds(1), connections: 4)
        let fixture = try await PreviewFixture(["box.yaml": Self.scene], limits: limits)
        let kept = try RawConnection(port: fixture.port)
        kept.send("GET /scene/0/model HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\n\r\n")
        #expect(RawConnection.status(of: kept.read(until: "\"svg\"")) == 200)
        let slow = try RawConnection(port: fixture.port)
        let idle = try (0..<12).map { _ in try RawConnection(port: fixture.port) }
        var sentSlowly = 0
        for byte in "GET /scene/0/model HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nX-Slow: ".utf8 {
            guard slow.send([byte]) else { break }
            sentSlowly += 1
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(sentSlowly < 40, "a header sent a byte every 100 ms was cut off within 4 s")
        #expect(kept.isClosedByServer())
        #expect(slow.isClosedByServer())
        #expect(idle.filter { $0.isClosedByServer() }.count == 12)
        #expect(try PreviewServerLimitTests.status(fixture, fixture.request()) == 200)
        await fixture.server.stop()
    }

    /// A port another server listens on is reported at once, in words: before any scene is
    /// loaded (the status closure hears nothing).
    @Test func aBusyPortIsAddressInUse() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        let seen = LinesSeen()
        let second = PreviewServer(scenes: [fixture.folder.appendingPathComponent("box.yaml").path], port: fixture.port,
                                   content: PreviewFixture.content) { seen.add($0) }
        do {
            _ = try await second.start()
            Issue.record("a second server listened on the same port")
        } catch let error as PreviewServerError {
            #expect(error.description == "cannot listen on 127.0.0.1:\(fixture.port): address in use")
        }
        #expect(seen.all.isEmpty)
        await fixture.server.stop()
    }

    /// A program listening on [::1] alone (where browsers send `localhost`) takes the port too:
    /// the server would listen on 127.0.0.1 while localhost:PORT opened the other program.
    @Test(.enabled(if: IPv6Listener.isAvailable)) func aPortTakenOnIPv6LoopbackIsAddressInUse() async throws {
        let listener = try #require(IPv6Listener())
        defer { listener.close() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("box.yaml").path
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
        let seen = LinesSeen()
        let server = PreviewServer(scenes: [path], port: listener.port, content: PreviewFixture.content) { seen.add($0) }
        do {
            _ = try await server.start()
            Issue.record("the server listened on a port taken on ::1")
            await server.stop()
        } catch let error as PreviewServerError {
            let port = listener.port
            #expect(error.description
                == "cannot listen on 127.0.0.1:\(port): address in use (another program listens on [::1]:\(port), where localhost:\(port) leads)")
        }
        #expect(seen.all.isEmpty)
    }
}
