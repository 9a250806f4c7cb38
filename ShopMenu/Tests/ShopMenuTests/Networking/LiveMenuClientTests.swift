import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live client against ``StubURLProtocol``: the request it sends and how it reads each
/// kind of answer. Retries are in ``LiveMenuClientRetryTests``, redirects in
/// ``RedirectGuardTests``.
final class LiveMenuClientTests: XCTestCase {
  private func client(_ server: StubServer) -> MenuClient {
    server.client(RetryRecorder().options(retryWaits: []))
  }

  // MARK: - Request

  func testSendsKeyAndAcceptAndNoConditionalHeadersWithoutValidators() async throws {
    let server = StubServer([.feed()])
    _ = try await fetch(client(server))
    let request = try XCTUnwrap(server.requests.first)
    XCTAssertEqual(request.httpMethod, "GET")
    XCTAssertEqual(request.url, server.endpoint)
    XCTAssertEqual(request.value(forHTTPHeaderField: "x-api-key"), StubServer.apiKey.value)
    XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
    XCTAssertNil(request.value(forHTTPHeaderField: "If-None-Match"))
    XCTAssertNil(request.value(forHTTPHeaderField: "If-Modified-Since"))
  }

  func testSendsValidatorsAndReads304AsNotModified() async throws {
    let server = StubServer([.status(304)])
    let validators = CacheValidators(etag: "\"v1\"", lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
    let response = try await fetch(client(server), validators: validators)
    XCTAssertEqual(response, .notModified)
    let request = try XCTUnwrap(server.requests.first)
    XCTAssertEqual(request.value(forHTTPHeaderField: "If-None-Match"), "\"v1\"")
    XCTAssertEqual(
      request.value(forHTTPHeaderField: "If-Modified-Since"), "Sun, 06 Nov 1994 08:49:37 GMT")
  }

  /// RFC 9110 §8.6 lets a 304 carry the `Content-Length` of the body it does not send.
  func test304WithContentLengthAndNoBodyIsNotModified() async throws {
    let headers = ["Content-Length": "1234", "ETag": "\"v1\""]
    let notModified = StubServer([.http(status: 304, headers: headers, body: Data())])
    let response = try await fetch(client(notModified), validators: CacheValidators(etag: "\"v1\""))
    XCTAssertEqual(response, .notModified)
  }

  func testEmptyValidatorsMakeAPlainRequestAnd304IsThenUnexpected() async throws {
    let server = StubServer([.status(304)])
    let error = await fetchError(client(server), validators: CacheValidators())
    XCTAssertEqual(error, .unexpectedStatus(304))
    XCTAssertNil(server.requests.first?.value(forHTTPHeaderField: "If-None-Match"))
  }

  func testOKReturnsBodyAndValidators() async throws {
    let body = #"{"categories":[{"label":"Damen"}]}"#
    let lastModified = "Wed, 21 Oct 2015 07:28:00 GMT"
    let headers = ["Content-Type": "application/json", "ETag": "W/\"abc\""]
    let server = StubServer([
      .http(
        status: 200, headers: headers.merging(["Last-Modified": lastModified]) { $1 },
        body: Data(body.utf8))
    ])
    let response = try await fetch(client(server))
    XCTAssertEqual(
      response,
      .modified(Data(body.utf8), CacheValidators(etag: "W/\"abc\"", lastModified: lastModified)))
  }

  /// The client looks at neither the content type nor the body: a page that is not JSON goes
  /// to the decoder, whose typed error the repository reports.
  func testAnHTMLPageIsRefusedByTheDecoderNotTheClient() async throws {
    let page = Data("<!DOCTYPE html><html><body>Wartung</body></html>".utf8)
    let server = StubServer([.http(status: 200, headers: ["Content-Type": "text/html"], body: page)]
    )
    let response = try await fetch(client(server))
    XCTAssertEqual(response, .modified(page, CacheValidators()))
    let repository = MenuRepository(
      shop: server.shop, client: client(server), cache: nil, bundled: { nil })
    do {
      _ = try await repository.refresh()
      XCTFail("an HTML page is no menu")
    } catch MenuLoadError.feed(.notJSON) {
    }
  }

  /// A transfer that ends early fails in URLSession itself (``LoopbackServerTests``); should a
  /// success bring a body cut short all the same, the decoder refuses it with a typed error and
  /// the last good menu stays, in memory and on disk.
  func testABodyCutShortIsRefusedByTheDecoderAndTheMenuStays() async throws {
    let good = tinyBonprixFeed("Good")
    for length in [1, good.count / 2, good.count - 1] {
      let server = StubServer([
        .http(status: 200, headers: [:], body: good),
        .http(status: 200, headers: [:], body: good.prefix(length)),
      ])
      let cache = MenuDiskCache(directory: try temporaryDirectory(self))
      let repository = MenuRepository(
        shop: server.shop, client: client(server), cache: cache, bundled: { nil })
      let first = try await repository.refresh()
      XCTAssertEqual(first.menu.entries.map(\.label), ["Good"])
      do {
        _ = try await repository.refresh()
        XCTFail("\(length) of \(good.count) bytes are no menu")
      } catch MenuLoadError.feed(.notJSON) {
      }
      let held = await repository.savedSnapshot()
      XCTAssertEqual(held, first, "\(length) bytes")
      XCTAssertEqual(cache.load(.bonprix)?.data, good, "\(length) bytes")
    }
  }

  /// Linux would end a fractional timeout at once (swift-corelibs-foundation truncates it to
  /// whole seconds), so the client rounds it up; the caller's configuration is left alone.
  func testTheAttemptTimeoutIsRoundedUpToWholeSeconds() {
    let configuration = URLSessionConfiguration.ephemeral
    let client = LiveMenuClient(
      shop: .bonprix, configuration: configuration, options: MenuClient.Options(timeout: 0.5))
    XCTAssertEqual(client.session.configuration.timeoutIntervalForRequest, 1)
    XCTAssertEqual(client.session.configuration.timeoutIntervalForResource, 1)
    XCTAssertEqual(configuration.timeoutIntervalForRequest, 60)
  }

  // MARK: - Status codes

  /// No 3xx here: a URL protocol reports a redirect by a call of its own, which the stub never
  /// makes; a refused redirect's 3xx comes from the loopback server (``LoopbackServerTests``).
  func testEachStatusMapsToItsError() async {
    let cases: [(StubServer.Reply, MenuAPIError)] = [
      (.status(401), .keyRejected(status: 401)),
      (.status(403), .keyRejected(status: 403)),
      (.status(404), .notFound),
      (.status(429, ["Retry-After": "7"]), .rateLimited(retryAfter: 7)),
      (
        .status(429, ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"]),
        .rateLimited(retryAfter: nil)
      ),
      (.status(500), .serverError(status: 500)),
      (.status(503), .serverError(status: 503)),
      (.status(418), .unexpectedStatus(418)),
    ]
    for (reply, expected) in cases {
      let server = StubServer([reply])
      let error = await fetchError(client(server))
      XCTAssertEqual(error, expected, "for \(reply)")
      XCTAssertEqual(server.requests.count, 1)
    }
  }

  // MARK: - Cancellation

  /// The request is held until the caller is cancelled; the stub then sees it stopped
  /// (`stopLoading`). Nothing here waits for a time, so a slow machine changes nothing.
  func testCancellingTheCallerCancelsTheRequest() async throws {
    let hold = StubHold()
    let server = StubServer([.held(hold)])
    let client = client(server)
    let task = Task { try await client.fetch(nil) }
    await hold.waitForArrivals(1)
    task.cancel()
    do {
      _ = try await bounded("the cancelled fetch") { try await task.value }
      XCTFail("expected cancellation")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    await hold.waitForCancellations(1)
    XCTAssertEqual(hold.cancellations.value, 1)
    XCTAssertEqual(server.requests.count, 1, "a cancelled fetch is not retried")
  }
}
