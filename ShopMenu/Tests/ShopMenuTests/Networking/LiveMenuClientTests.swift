import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live client against ``StubURLProtocol``: the request it sends and how it reads each
/// kind of answer. Retries are in ``LiveMenuClientRetryTests``.
final class LiveMenuClientTests: XCTestCase {
  private func client(_ server: StubServer, maxBytes: Int = 1 << 20) -> MenuClient {
    server.client(RetryRecorder().options(maxResponseBytes: maxBytes, maxAttempts: 1))
  }

  // MARK: - Request

  func testSendsKeyAndAcceptAndNoConditionalHeadersWithoutValidators() async throws {
    let server = StubServer([.feed()])
    _ = try await client(server).fetch(nil)
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
    let response = try await client(server).fetch(validators)
    XCTAssertEqual(response, .notModified)
    let request = try XCTUnwrap(server.requests.first)
    XCTAssertEqual(request.value(forHTTPHeaderField: "If-None-Match"), "\"v1\"")
    XCTAssertEqual(
      request.value(forHTTPHeaderField: "If-Modified-Since"), "Sun, 06 Nov 1994 08:49:37 GMT")
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
    let server = StubServer([
      .http(
        status: 200,
        headers: [
          "Content-Type": "application/json", "ETag": "W/\"abc\"", "Last-Modified": lastModified,
        ],
        body: Data(body.utf8))
    ])
    let response = try await client(server).fetch(nil)
    XCTAssertEqual(
      response,
      .modified(Data(body.utf8), CacheValidators(etag: "W/\"abc\"", lastModified: lastModified)))
  }

  // MARK: - Status codes

  func testEachStatusMapsToItsError() async {
    let cases: [(StubServer.Reply, MenuAPIError)] = [
      (.status(401), .keyRejected(status: 401)),
      (.status(403), .keyRejected(status: 403)),
      (.status(404), .notFound),
      (.status(429, ["Retry-After": "7"]), .rateLimited(retryAfter: 7)),
      (.status(429), .rateLimited(retryAfter: nil)),
      (.status(500), .serverError(status: 500)),
      (.status(503), .serverError(status: 503)),
      (.status(418), .unexpectedStatus(418)),
      (.status(302, ["Location": "/elsewhere"]), .unexpectedStatus(302)),
    ]
    for (reply, expected) in cases {
      let server = StubServer([reply])
      let error = await fetchError(client(server))
      XCTAssertEqual(error, expected, "for \(reply)")
      XCTAssertEqual(server.requests.count, 1)
    }
  }

  /// A `Retry-After` date is not read: the error says rate-limited, with no wait of its own.
  func testRetryAfterAsHTTPDateLeavesTheWaitToTheBackoff() async {
    let server = StubServer([.status(429, ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"])])
    let error = await fetchError(client(server))
    XCTAssertEqual(error, .rateLimited(retryAfter: nil))
  }

  // MARK: - Transport errors

  func testURLErrorsMapToWhatAPersonCanDo() async {
    let cases: [(URLError.Code, MenuAPIError)] = [
      (.notConnectedToInternet, .offline),
      (.cannotFindHost, .offline),
      (.timedOut, .timedOut),
      (.networkConnectionLost, .transport(reason: "the connection was lost")),
      (.cannotConnectToHost, .transport(reason: "could not connect to the server")),
      (.secureConnectionFailed, .transport(reason: "the secure connection failed")),
      (.badURL, .transport(reason: "the menu URL is not valid")),
      (.unknown, .transport(reason: "an unknown network error")),
    ]
    for (code, expected) in cases {
      let error = await fetchError(client(StubServer([.failure(code)])))
      // Darwin's URLSession may add its own description to the error it hands over, which the
      // client appends (": …"): the words before it are the client's, on every platform.
      if case .transport(let words)? = error, case .transport(let wanted) = expected {
        XCTAssertTrue(words.hasPrefix(wanted), "for \(code.rawValue): \(words)")
      } else {
        XCTAssertEqual(error, expected, "for \(code.rawValue)")
      }
    }
  }

  /// No `URLError` code reads as a bare number ("network error -1"): each one is told in words.
  func testEveryURLErrorCodeIsToldInWords() {
    let known: [URLError.Code] = [
      .unknown, .cancelled, .badURL, .timedOut, .unsupportedURL, .cannotFindHost,
      .cannotConnectToHost, .networkConnectionLost, .dnsLookupFailed, .httpTooManyRedirects,
      .resourceUnavailable, .notConnectedToInternet, .redirectToNonExistentLocation,
      .badServerResponse, .userCancelledAuthentication, .userAuthenticationRequired,
      .zeroByteResource, .cannotDecodeRawData, .cannotDecodeContentData, .cannotParseResponse,
      .appTransportSecurityRequiresSecureConnection, .fileDoesNotExist, .fileIsDirectory,
      .noPermissionsToReadFile, .dataLengthExceedsMaximum, .secureConnectionFailed,
      .serverCertificateHasBadDate, .serverCertificateUntrusted, .serverCertificateHasUnknownRoot,
      .serverCertificateNotYetValid, .clientCertificateRejected, .clientCertificateRequired,
      .cannotLoadFromNetwork, .cannotCreateFile, .cannotOpenFile, .cannotCloseFile,
      .cannotWriteToFile, .cannotRemoveFile, .cannotMoveFile, .downloadDecodingFailedMidStream,
      .downloadDecodingFailedToComplete, .internationalRoamingOff, .callIsActive, .dataNotAllowed,
      .requestBodyStreamExhausted, .backgroundSessionRequiresSharedContainer,
      .backgroundSessionInUseByAnotherProcess, .backgroundSessionWasDisconnected,
    ]
    for code in known {
      let text = MenuAPIError(transportError: URLError(code)).description
      XCTAssertNil(text.range(of: "-[0-9]", options: .regularExpression), text)
      XCTAssertFalse(text.contains("network error -"), text)
    }
    let unlisted = MenuAPIError(transportError: NSError(domain: NSURLErrorDomain, code: -4242))
    XCTAssertEqual(unlisted, .transport(reason: "an unexpected network error (URL error -4242)"))
  }

  /// Linux's URLSession reports a failed TLS handshake as "unknown" with libcurl's words; the
  /// words say what failed, and the system's description is kept when it says more.
  func testVagueCodesKeepTheSystemsDescription() {
    func error(_ code: URLError.Code, _ text: String) -> Error {
      NSError(
        domain: NSURLErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: text])
    }
    XCTAssertEqual(
      MenuAPIError(transportError: error(.unknown, "OpenSSL SSL_connect: SSL_ERROR_SYSCALL ")),
      .transport(reason: "the secure connection failed: OpenSSL SSL_connect: SSL_ERROR_SYSCALL"))
    XCTAssertEqual(
      MenuAPIError(transportError: error(.unknown, "An unknown error occurred.")),
      .transport(reason: "an unknown network error"))
    XCTAssertEqual(
      MenuAPIError(transportError: error(.unsupportedURL, "Received HTTP/0.9 when not allowed")),
      .transport(
        reason: "the URL is not supported or the server did not answer in HTTP: "
          + "Received HTTP/0.9 when not allowed"))
    XCTAssertEqual(
      MenuAPIError(transportError: error(.cannotConnectToHost, "Couldn't connect to server")),
      .transport(reason: "could not connect to the server"), "clear codes need no detail")
  }

  func testNonURLErrorsMap() {
    let dns = NSError(domain: NSURLErrorDomain, code: URLError.Code.dnsLookupFailed.rawValue)
    XCTAssertEqual(MenuAPIError(transportError: dns), .offline)
    let other = NSError(domain: "Other", code: 1)
    XCTAssertEqual(
      MenuAPIError(transportError: other), .transport(reason: "an unexpected error (Other code 1)"))
  }

  /// The client's own timer (0.2 s) ends the attempt, not the request's `timeoutInterval`,
  /// a backstop that is never under 2 s. The 1.8 s between the two is the margin for a loaded
  /// simulator.
  func testServerThatNeverAnswersTimesOut() async {
    let server = StubServer([.hang])
    let options = MenuClient.Options(requestTimeout: 0.2, maxAttempts: 1)
    let started = Date()
    let error = await fetchError(server.client(options))
    XCTAssertEqual(error, .timedOut)
    XCTAssertLessThan(Date().timeIntervalSince(started), 2)
  }

  /// The request is held until the caller is cancelled; the stub then sees it stopped. Nothing
  /// here waits for a time, so a slow machine changes nothing.
  func testCancellingTheCallerCancelsTheRequest() async {
    let hold = StubHold(.feed())
    let server = StubServer([.held(hold)])
    let client = server.client(MenuClient.Options(requestTimeout: 600, maxAttempts: 1))
    let task = Task { try await client.fetch(nil) }
    await hold.waitForArrivals(1)
    task.cancel()
    do {
      _ = try await task.value
      XCTFail("expected cancellation")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    await hold.waitForCancellations(1)
    XCTAssertEqual(hold.cancelled, 1)
  }
}
