import Foundation
import XCTest

@testable import ShopMenu

/// Which failures the live client retries, how long it waits (recorded by the injected sleep,
/// so nothing actually waits) and where it stops.
final class LiveMenuClientRetryTests: XCTestCase {
  // MARK: - Backoff

  func testTransientFailuresAreRetriedWithDoublingWaits() async throws {
    let recorder = RetryRecorder()
    let server = StubServer([.status(503), .failure(.networkConnectionLost), .feed()])
    let response = try await server.client(recorder.options(jitter: 1)).fetch(nil)
    XCTAssertEqual(response, .modified(Data(#"{"categories":[]}"#.utf8), CacheValidators()))
    XCTAssertEqual(server.requests.count, 3)
    XCTAssertEqual(recorder.sleeps, [0.5, 1.0])
  }

  func testJitterTakesBetweenHalfAndAllOfTheWait() async {
    let recorder = RetryRecorder()
    let server = StubServer([.status(500)])
    let error = await fetchError(server.client(recorder.options(maxAttempts: 4, jitter: 0)))
    XCTAssertEqual(error, .serverError(status: 500))
    XCTAssertEqual(server.requests.count, 4)
    XCTAssertEqual(recorder.sleeps, [0.25, 0.5, 1.0])
  }

  func testBackoffIsCapped() {
    let options = MenuClient.Options(initialBackoff: 1, maxBackoff: 5, jitter: { 1 })
    XCTAssertEqual((1...6).map { options.backoff(beforeRetry: $0) }, [1, 2, 4, 5, 5, 5])
    XCTAssertEqual(options.backoff(beforeRetry: 1_000), 5)
  }

  func testGivesUpAfterMaxAttemptsWithTheLastError() async {
    let recorder = RetryRecorder()
    let server = StubServer([.failure(.notConnectedToInternet), .failure(.timedOut)])
    let error = await fetchError(server.client(recorder.options(maxAttempts: 3)))
    XCTAssertEqual(error, .timedOut)
    XCTAssertEqual(server.requests.count, 3)
    XCTAssertEqual(recorder.sleeps.count, 2)
  }

  func testPermanentFailuresAreNotRetried() async {
    let replies: [StubServer.Reply] = [
      .status(401), .status(403), .status(404), .status(400),
      .http(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html/>".utf8)),
    ]
    for reply in replies {
      let recorder = RetryRecorder()
      let server = StubServer([reply, .feed()])
      let error = await fetchError(server.client(recorder.options()))
      XCTAssertEqual(error?.isTransient, false)
      XCTAssertEqual(server.requests.count, 1, "for \(reply)")
      XCTAssertEqual(recorder.sleeps, [])
    }
  }

  // MARK: - Retry-After

  func testRetryAfterOn429IsHonoured() async throws {
    let recorder = RetryRecorder()
    let server = StubServer([.status(429, ["Retry-After": "3"]), .feed()])
    _ = try await server.client(recorder.options()).fetch(nil)
    XCTAssertEqual(recorder.sleeps, [3])
    XCTAssertEqual(server.requests.count, 2)
  }

  func testRetryAfterOn503IsHonoured() async throws {
    let recorder = RetryRecorder()
    let server = StubServer([.status(503, ["Retry-After": "2"]), .feed()])
    _ = try await server.client(recorder.options()).fetch(nil)
    XCTAssertEqual(recorder.sleeps, [2])
  }

  func testRetryAfterPastTheDeadlineIsNotWaitedFor() async {
    let recorder = RetryRecorder()
    let server = StubServer([.status(429, ["Retry-After": "120"]), .feed()])
    let error = await fetchError(server.client(recorder.options(deadline: 30)))
    XCTAssertEqual(error, .rateLimited(retryAfter: 120))
    XCTAssertEqual(server.requests.count, 1)
    XCTAssertEqual(recorder.sleeps, [])
  }

  // MARK: - Deadline

  func testBackoffNeverWaitsPastTheDeadline() async {
    let recorder = RetryRecorder()
    let server = StubServer([.status(503)])
    // Waits of 0.5 s then 1 s: the second would end at 1.5 s, after the 1.2 s deadline.
    let options = recorder.options(deadline: 1.2, maxAttempts: 10)
    let error = await fetchError(server.client(options))
    XCTAssertEqual(error, .serverError(status: 503))
    XCTAssertEqual(recorder.sleeps, [0.5])
    XCTAssertEqual(server.requests.count, 2)
  }

  /// The attempt's timer is cut from 60 s to the deadline's 0.3 s. The bound lies halfway:
  /// far above what a loaded simulator needs, far below an uncut attempt.
  func testAttemptTimeoutIsCutToWhatIsLeftOfTheDeadline() async {
    let server = StubServer([.hang])
    let options = MenuClient.Options(requestTimeout: 60, deadline: 0.3, maxAttempts: 3)
    let started = Date()
    let error = await fetchError(server.client(options))
    XCTAssertEqual(error, .timedOut)
    XCTAssertLessThan(Date().timeIntervalSince(started), 30)
  }

  func testATimedOutAttemptIsRetried() async throws {
    let recorder = RetryRecorder()
    let server = StubServer([.hang, .feed()])
    _ = try await server.client(recorder.options(requestTimeout: 0.2)).fetch(nil)
    XCTAssertEqual(server.requests.count, 2)
    XCTAssertEqual(recorder.sleeps, [0.5])
  }

  // MARK: - Log

  func testLogExplainsRetriesAndNeverContainsTheKey() async {
    let recorder = RetryRecorder()
    let server = StubServer([.status(503), .status(401)])
    _ = await fetchError(server.client(recorder.options()))
    XCTAssertEqual(recorder.log.count, 2)
    XCTAssertTrue(recorder.log[0].contains("attempt 1 of 3 failed"), recorder.log[0])
    XCTAssertTrue(recorder.log[0].contains("Retrying in 0.50 s"), recorder.log[0])
    for line in recorder.log {
      XCTAssertFalse(line.contains(StubServer.apiKey.value))
    }
    XCTAssertFalse("\(StubServer.apiKey)".contains(StubServer.apiKey.value))
  }
}
