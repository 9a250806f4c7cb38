import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How a URL loading failure reads: a kind a person can act on, in words.
final class MenuAPIErrorTests: XCTestCase {
  /// Offline, a timeout and a lost connection have words of their own; the rest are told in
  /// the system's words, which differ between Darwin and Linux (only their kind is checked).
  func testURLErrorsMapToWhatAPersonCanDo() async {
    let cases: [(URLError.Code, MenuAPIError?)] = [
      (.notConnectedToInternet, .offline),
      (.cannotFindHost, .offline),
      (.timedOut, .timedOut),
      (.networkConnectionLost, .transport(reason: "the connection was lost")),
      (.cannotConnectToHost, .transport(reason: "could not connect to the server")),
      (.badServerResponse, nil),
    ]
    for (code, expected) in cases {
      let error = await fetchError(
        StubServer([.failure(code)]).client(RetryRecorder().options(retryWaits: [])))
      if let expected {
        XCTAssertEqual(error, expected, "for \(code.rawValue)")
      } else if case .transport(let words)? = error {
        XCTAssertFalse(words.isEmpty)
      } else {
        XCTFail("for \(code.rawValue): \(String(describing: error))")
      }
    }
  }

  func testTheSystemsWordsAreKeptUnlessTheyOnlyRepeatTheCode() {
    func error(_ code: Int, _ text: String, domain: String = NSURLErrorDomain) -> MenuAPIError {
      MenuAPIError(
        transportError: NSError(
          domain: domain, code: code, userInfo: [NSLocalizedDescriptionKey: text]))
    }
    XCTAssertEqual(
      error(-1, "OpenSSL SSL_connect: SSL_ERROR_SYSCALL "),
      .transport(reason: "the secure connection failed: OpenSSL SSL_connect: SSL_ERROR_SYSCALL"))
    XCTAssertEqual(
      error(-1011, "Received HTTP/0.9 when not allowed"),
      .transport(reason: "Received HTTP/0.9 when not allowed"))
    XCTAssertEqual(
      error(-1011, "The operation could not be completed. (NSURLErrorDomain error -1011.)"),
      .transport(reason: "a network error (NSURLErrorDomain -1011)"))
    XCTAssertEqual(error(-999, "cancelled"), .transport(reason: "the request was cancelled"))
    XCTAssertEqual(
      error(-1003, "A server with the specified hostname could not be found."), .offline)
    XCTAssertEqual(error(7, "Disk full", domain: "Other"), .transport(reason: "Disk full"))
  }
}
