#if os(Linux) || os(macOS)
  import Foundation
  import XCTest

  @testable import ShopMenu

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The live client against a real HTTP server on loopback (`Tests/Server/navigation_server.py`)
  /// and each of its fault modes: the typed error, how often the client asked, and whether the
  /// key went anywhere it should not. Retries use a recorded sleep, so only timeouts take time
  /// (whole seconds: swift-corelibs-foundation truncates a fraction).
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
      retryWaits: [TimeInterval] = []
    ) -> MenuClient {
      let url = server.endpoint(fault: fault, token: token, extra)
      let options = recorder.options(timeout: 1, retryWaits: retryWaits)
      return MenuClient.live(shop: server.shop(url, key: key), options: options)
    }

    private func requestCount() async throws -> Int { try await server.seen(token: token).count }

    // MARK: - Key and validators

    func testKeyHeaderIsRequired() async throws {
      let plain = URLSession(configuration: .ephemeral)
      defer { plain.finishTasksAndInvalidate() }
      let (_, response) = try await plain.data(for: URLRequest(url: server.endpoint(token: token)))
      XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 403)

      let error = await fetchError(client(key: APIKey("not-the-key"), retryWaits: [1, 2]))
      XCTAssertEqual(error, .keyRejected(status: 403))
      let count = try await requestCount()
      XCTAssertEqual(count, 2, "a refused key is not retried")

      guard case .modified(let data, let validators)? = try await fetch(client()) else {
        return XCTFail("expected the feed")
      }
      XCTAssertEqual(data, server.feed)
      XCTAssertNotNil(validators.etag)
      XCTAssertNotNil(validators.lastModified)
    }

    func testConditionalRequestsGetNotModified() async throws {
      guard case .modified(_, let validators)? = try await fetch(client()) else {
        return XCTFail("expected the feed")
      }
      let etagOnly = CacheValidators(etag: validators.etag)
      let dateOnly = CacheValidators(lastModified: validators.lastModified)
      for sent in [validators, etagOnly, dateOnly] {
        let response = try await fetch(client(), validators: sent)
        XCTAssertEqual(response, .notModified, "for \(sent)")
      }
      let stale = CacheValidators(etag: "\"stale\"")
      guard case .modified? = try await fetch(client(), validators: stale) else {
        return XCTFail("a stale ETag must get the feed")
      }
    }

    /// A 304 with `Content-Length: 1234` and no body (RFC 9110 §8.6), from a real HTTP stack.
    func testA304WithContentLengthIsNotModified() async throws {
      let response = try await fetch(
        client(fault: "304-length"), validators: CacheValidators(etag: "\"any\""))
      XCTAssertEqual(response, .notModified)
    }

    func testUnknownPathIsNotFound() async throws {
      let url = URL(string: "http://127.0.0.1:\(server.port)/v2/bonprix/navigation")!
      let client = MenuClient.live(shop: server.shop(url), options: recorder.options())
      let error = await fetchError(client)
      XCTAssertEqual(error, .notFound)
    }

    // MARK: - Slow and broken responses

    /// The server would answer after 3 s; the attempt's 1 s timeout ends each try before.
    func testSlowHeadersHitTheTimeoutAndAreRetried() async throws {
      let error = await fetchError(client(fault: "slow-headers", retryWaits: [1]))
      XCTAssertEqual(error, .timedOut)
      let count = try await requestCount()
      XCTAssertEqual(count, 2)
      XCTAssertEqual(recorder.sleeps, [1])
    }

    /// Half the body, then 3 s of silence: the attempt's timeout ends it on every system.
    func testABodyThatStallsHitsTheTimeout() async throws {
      let error = await fetchError(client(fault: "slow-body"))
      XCTAssertEqual(error, .timedOut)
    }

    func testTruncatedBodyIsATransportFailure() async throws {
      let error = await fetchError(client(fault: "truncated"))
      // Each system words it its own way ("the connection was lost", curl's "transfer closed").
      guard case .transport? = error else { return XCTFail("\(String(describing: error))") }
    }

    func testConnectionResetIsATransportFailure() async throws {
      let error = await fetchError(client(fault: "reset"))
      guard case .transport? = error else { return XCTFail("\(String(describing: error))") }
    }

    /// Neither the content type nor the body is the client's business: the decoder judges.
    func testBodiesAreHandedOnWhateverTheirType() async throws {
      let mislabelled = try await fetch(client(fault: "wrong-content-type"))
      XCTAssertEqual(mislabelled?.data, server.feed)
      let page = try await fetch(client(fault: "html-200"))
      XCTAssertEqual(page?.data.map { String(decoding: $0.prefix(9), as: UTF8.self) }, "<!DOCTYPE")
    }

    // MARK: - Statuses

    func testUnauthorizedAndForbiddenAreKeyRejections() async throws {
      let unauthorized = await fetchError(client(fault: "401", retryWaits: [1]))
      XCTAssertEqual(unauthorized, .keyRejected(status: 401))
      let forbidden = await fetchError(client(fault: "403", retryWaits: [1]))
      XCTAssertEqual(forbidden, .keyRejected(status: 403))
      let count = try await requestCount()
      XCTAssertEqual(count, 2)
      XCTAssertEqual(recorder.sleeps, [])
    }

    func testRateLimitIsReportedWithItsWaitAndNotRetried() async throws {
      let error = await fetchError(client(fault: "429", "&retry-after=30", retryWaits: [1]))
      XCTAssertEqual(error, .rateLimited(retryAfter: 30))
      let count = try await requestCount()
      XCTAssertEqual(count, 1)
    }

    func testServiceUnavailableThenOK() async throws {
      let response = try await fetch(client(fault: "503-then-200", retryWaits: [1, 2]))
      XCTAssertEqual(response?.data, server.feed)
      XCTAssertEqual(recorder.sleeps, [1])
      let count = try await requestCount()
      XCTAssertEqual(count, 2)
    }

    // MARK: - Redirects

    /// A real 302 to another host: the session's delegate drops the key (on Linux the only
    /// delegate asked, swift-corelibs-foundation#5187; on iOS the one a task without its own
    /// delegate asks).
    func testRedirectToAnotherLoopbackHostDoesNotCarryTheKey() async throws {
      let response = try await fetch(client(fault: "redirect"))
      XCTAssertEqual(response?.data, server.feed)
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
      let response = try await fetch(client(fault: "redirect-same"))
      XCTAssertEqual(response?.data, server.feed)
      let seen = try await server.seen(token: token)
      XCTAssertEqual(seen.map(\.key), [true, true])
    }

    /// A real 302 to another scheme: refused, so the 3xx itself is the answer. (The loopback
    /// server speaks only http: https → http is refused in ``RedirectGuardTests``.)
    func testRedirectToAnotherSchemeIsRefused() async throws {
      let error = await fetchError(client(fault: "redirect-ftp", retryWaits: [1]))
      XCTAssertEqual(error, .unexpectedStatus(302))
      let count = try await requestCount()
      XCTAssertEqual(count, 1)
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
