import Foundation
import XCTest

@testable import ShopMenu

/// Which failures the live client tries again, after which waits (recorded by the injected
/// sleep, so nothing waits), and where it stops.
final class LiveMenuClientRetryTests: XCTestCase {
  private let feed = Data(#"{"categories":[]}"#.utf8)

  func testTransientFailuresAreRetriedOneThenTwoSecondsLater() async throws {
    let recorder = RetryRecorder()
    let server = StubServer([.status(503), .failure(.networkConnectionLost), .feed()])
    let response = try await fetch(server.client(recorder.options()))
    XCTAssertEqual(response, .modified(feed, CacheValidators()))
    XCTAssertEqual(server.requests.count, 3)
    XCTAssertEqual(recorder.sleeps, [1, 2])
  }

  func testGivesUpAfterThreeAttemptsWithTheLastError() async {
    let recorder = RetryRecorder()
    let server = StubServer([.failure(.notConnectedToInternet), .failure(.timedOut)])
    let error = await fetchError(server.client(recorder.options()))
    XCTAssertEqual(error, .timedOut)
    XCTAssertEqual(server.requests.count, 3)
    XCTAssertEqual(recorder.sleeps, [1, 2])
  }

  /// A refused key, a missing endpoint, a 429, a refused connection or a failed handshake will
  /// not mend within seconds: the person is told at once.
  func testOtherFailuresAreNotRetried() async {
    let replies: [StubServer.Reply] = [
      .status(401), .status(403), .status(404), .status(400), .status(429, ["Retry-After": "1"]),
      .failure(.cannotConnectToHost), .failure(.secureConnectionFailed), .failure(.badURL),
    ]
    for reply in replies {
      let recorder = RetryRecorder()
      let server = StubServer([reply, .feed()])
      let error = await fetchError(server.client(recorder.options()))
      XCTAssertEqual(error?.isTransient, false, "for \(reply)")
      XCTAssertEqual(server.requests.count, 1, "for \(reply)")
      XCTAssertEqual(recorder.sleeps, [])
    }
  }

  func testWithoutWaitsThereIsOneAttempt() async {
    let recorder = RetryRecorder()
    let server = StubServer([.status(503), .feed()])
    let error = await fetchError(server.client(recorder.options(retryWaits: [])))
    XCTAssertEqual(error, .serverError(status: 503))
    XCTAssertEqual(server.requests.count, 1)
  }

  func testTheAppsDefaultsAreThreeAttemptsOneAndTwoSecondsApart() {
    let options = MenuClient.Options()
    XCTAssertEqual(options.retryWaits, [1, 2])
    XCTAssertEqual(options.timeout, 10)
  }
}
