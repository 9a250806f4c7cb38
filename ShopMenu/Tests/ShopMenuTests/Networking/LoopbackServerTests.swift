#if os(Linux) || os(macOS)
  import Foundation
  import XCTest

  @testable import ShopMenu

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The live client against a real HTTP server on loopback (`Tests/Server/navigation_server.py`)
  /// and each of its fault modes: the typed error, how often the client asked, and whether the
  /// key went anywhere it should not. Retries use a recorded sleep, so only timeouts take time.
  final class LoopbackServerTests: XCTestCase {
    private static let shared = LoopbackServer.Shared()

    override class func tearDown() {
      shared.stop()
      super.tearDown()
    }

    private var server: LoopbackServer!
    private var recorder = RetryRecorder()
    private let token = String(UUID().uuidString.prefix(8))

    override func setUpWithError() throws {
      server = try Self.shared.get()
      recorder = RetryRecorder()
    }

    private func client(
      fault: String? = nil, _ extra: String = "", key: APIKey = LoopbackServer.apiKey,
      timeout: TimeInterval = 1, attempts: Int = 3, maxBytes: Int = 1 << 20
    ) -> MenuClient {
      let url = server.endpoint(fault: fault, token: token, extra)
      let options = recorder.options(
        requestTimeout: timeout, maxResponseBytes: maxBytes, maxAttempts: attempts)
      return MenuClient.live(shop: server.shop(url, key: key), options: options)
    }

    private func requestCount() async throws -> Int { try await server.seen(token: token).count }

    // MARK: - Key and validators

    func testKeyHeaderIsRequired() async throws {
      let plain = URLSession(configuration: .ephemeral)
      defer { plain.finishTasksAndInvalidate() }
      let (_, response) = try await plain.data(for: URLRequest(url: server.endpoint(token: token)))
      XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 403)

      let wrongKey = client(key: APIKey("not-the-key"))
      let error = await fetchError(wrongKey)
      XCTAssertEqual(error, .keyRejected(status: 403))
      let count = try await requestCount()
      XCTAssertEqual(count, 2, "a refused key is not retried")

      guard case .modified(let data, let validators) = try await client().fetch(nil) else {
        return XCTFail("expected the feed")
      }
      XCTAssertEqual(data, server.feed)
      XCTAssertNotNil(validators.etag)
      XCTAssertNotNil(validators.lastModified)
    }

    func testConditionalRequestsGetNotModified() async throws {
      guard case .modified(_, let validators) = try await client().fetch(nil) else {
        return XCTFail("expected the feed")
      }
      let etagOnly = CacheValidators(etag: validators.etag)
      let dateOnly = CacheValidators(lastModified: validators.lastModified)
      for sent in [validators, etagOnly, dateOnly] {
        let response = try await client().fetch(sent)
        XCTAssertEqual(response, .notModified, "for \(sent)")
      }
      let stale = CacheValidators(etag: "\"stale\"")
      guard case .modified = try await client().fetch(stale) else {
        return XCTFail("a stale ETag must get the feed")
      }
    }

    func testUnknownPathIsNotFound() async throws {
      let url = URL(string: "http://127.0.0.1:\(server.port)/v2/bonprix/navigation")!
      let options = recorder.options()
      let client = MenuClient.live(shop: server.shop(url), options: options)
      let error = await fetchError(client)
      XCTAssertEqual(error, .notFound)
    }

    // MARK: - Slow responses

    func testSlowHeadersHitTheTimeoutAndAreRetriedOnce() async throws {
      let started = Date()
      let error = await fetchError(client(fault: "slow-headers", timeout: 0.5, attempts: 2))
      XCTAssertEqual(error, .timedOut)
      XCTAssertLessThan(Date().timeIntervalSince(started), 2.5)
      let count = try await requestCount()
      XCTAssertEqual(count, 2)
      XCTAssertEqual(recorder.sleeps, [0.5])
    }

    func testSlowBodyHitsTheTimeout() async throws {
      let started = Date()
      let error = await fetchError(client(fault: "slow-body", timeout: 0.5, attempts: 1))
      XCTAssertEqual(error, .timedOut)
      XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }

    func testSlowResponseWithinTheTimeoutSucceeds() async throws {
      let response = try await client(fault: "slow-headers", "&delay=0.2", timeout: 2).fetch(nil)
      XCTAssertEqual(response.data, server.feed)
    }

    // MARK: - Broken bodies

    func testTruncatedBodyIsATransportFailureAndRetried() async throws {
      let error = await fetchError(client(fault: "truncated", attempts: 2))
      // Each system words it its own way ("the connection was lost", curl's "transfer closed").
      guard case .transport? = error else { return XCTFail("\(String(describing: error))") }
      let count = try await requestCount()
      XCTAssertEqual(count, 2)
    }

    func testWrongContentTypeIsUnusable() async throws {
      let error = await fetchError(client(fault: "wrong-content-type"))
      XCTAssertEqual(error, .unusableBody(reason: "content type image/png"))
      let count = try await requestCount()
      XCTAssertEqual(count, 1)
    }

    func testHTMLErrorPageWith200IsUnusable() async throws {
      let error = await fetchError(client(fault: "html-200"))
      XCTAssertEqual(error, .unusableBody(reason: "content type text/html"))
      let count = try await requestCount()
      XCTAssertEqual(count, 1)
    }

    func testHugeBodyIsRejected() async throws {
      for fault in ["huge", "huge-chunked"] {
        let error = await fetchError(client(fault: fault, "&size=4194304", maxBytes: 1 << 20))
        XCTAssertEqual(error, .responseTooLarge(limit: 1 << 20), fault)
      }
      let count = try await requestCount()
      XCTAssertEqual(count, 2, "one request per mode, no retry")
    }

    func testConnectionResetIsRetriedThenReported() async throws {
      let error = await fetchError(client(fault: "reset", attempts: 2))
      XCTAssertEqual(error, .transport(reason: "the connection was lost"))
      let count = try await requestCount()
      XCTAssertEqual(count, 2)
    }

    // MARK: - Statuses

    func testUnauthorizedAndForbiddenAreKeyRejections() async throws {
      let unauthorized = await fetchError(client(fault: "401"))
      XCTAssertEqual(unauthorized, .keyRejected(status: 401))
      let forbidden = await fetchError(client(fault: "403"))
      XCTAssertEqual(forbidden, .keyRejected(status: 403))
      let count = try await requestCount()
      XCTAssertEqual(count, 2)
      XCTAssertEqual(recorder.sleeps, [])
    }

    func testRateLimitHonoursRetryAfter() async throws {
      let error = await fetchError(client(fault: "429", "&retry-after=1", attempts: 2))
      XCTAssertEqual(error, .rateLimited(retryAfter: 1))
      XCTAssertEqual(recorder.sleeps, [1])
      let count = try await requestCount()
      XCTAssertEqual(count, 2)
    }

    func testServiceUnavailableThenOK() async throws {
      let response = try await client(fault: "503-then-200").fetch(nil)
      XCTAssertEqual(response.data, server.feed)
      XCTAssertEqual(recorder.sleeps, [0.5])
      let count = try await requestCount()
      XCTAssertEqual(count, 2)
    }

    // MARK: - Redirects

    func testRedirectToAnotherLoopbackHostDoesNotCarryTheKey() async throws {
      let response = try await client(fault: "redirect").fetch(nil)
      XCTAssertEqual(response.data, server.feed)
      let seen = try await server.seen(token: token)
      XCTAssertEqual(seen.count, 2)
      XCTAssertEqual(seen.first?.key, true)
      let redirected = try XCTUnwrap(seen.last)
      XCTAssertTrue(redirected.path.hasPrefix("/open/navigation"), redirected.path)
      XCTAssertTrue(redirected.host.hasPrefix(server.secondHost + ":"), redirected.host)
      XCTAssertFalse(redirected.key, "the key was sent to \(redirected.host)")
      #if os(Linux)
        XCTAssertEqual(redirected.listener, "127.0.0.2")
      #endif
    }

    func testRedirectOnTheSameHostKeepsTheKey() async throws {
      let response = try await client(fault: "redirect-same").fetch(nil)
      XCTAssertEqual(response.data, server.feed)
      let seen = try await server.seen(token: token)
      XCTAssertEqual(seen.map(\.key), [true, true])
    }
  }

  extension FetchResponse {
    /// The body of a `.modified` response.
    fileprivate var data: Data? {
      if case .modified(let data, _) = self { return data }
      return nil
    }
  }
#endif
