import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The redirect rule as a table and the delegate method the URL loading system calls: the same
/// code on every system. The loopback server's real 3xx are in ``LoopbackServerTests``.
final class RedirectGuardTests: XCTestCase {
  private let original = URL(string: "https://codechallenge.mobilelab.io/v1/bonprix/navigation")!

  private func follow(_ target: String, from original: URL? = nil) -> URLRequest? {
    var request = URLRequest(url: URL(string: target)!)
    request.setValue("secret", forHTTPHeaderField: "x-api-key")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return RedirectGuard.follow(request, from: original ?? self.original)
  }

  // MARK: - The rule

  func testKeyIsKeptOnlyForTheSameSchemeHostAndPort() {
    let cases: [(String, Bool)] = [
      ("https://codechallenge.mobilelab.io/v2/bonprix/navigation", true),
      ("https://CODECHALLENGE.mobilelab.io:443/other", true),
      ("https://cdn.mobilelab.io/v1/bonprix/navigation", false),
      ("https://codechallenge.mobilelab.io:8443/v1/bonprix/navigation", false),
      ("https://evil.example/collect", false),
      ("https://127.0.0.2/v1/bonprix/navigation", false),
    ]
    for (target, keepsKey) in cases {
      let request = follow(target)
      XCTAssertEqual(request?.url?.absoluteString, target)
      XCTAssertEqual(request?.value(forHTTPHeaderField: "x-api-key") != nil, keepsKey, target)
      XCTAssertEqual(request?.value(forHTTPHeaderField: "Accept"), "application/json", target)
    }
  }

  /// The loopback server speaks only http, so the https → http refusal is checked here only.
  func testDowngradesAndOtherSchemesAreRefused() {
    XCTAssertNil(follow("http://codechallenge.mobilelab.io/v1/bonprix/navigation"))
    XCTAssertNil(follow("http://evil.example/collect"))
    XCTAssertNil(follow("ftp://codechallenge.mobilelab.io/navigation"))
    XCTAssertNil(follow("file:///etc/passwd"))
  }

  func testHTTPToAnotherLoopbackAddressDropsTheKey() {
    let loopback = URL(string: "http://127.0.0.1:8080/feed")!
    func keepsKey(_ target: String) -> Bool? {
      follow(target, from: loopback).map { $0.value(forHTTPHeaderField: "x-api-key") != nil }
    }
    XCTAssertEqual(keepsKey("http://127.0.0.2:8080/feed"), false)
    XCTAssertEqual(keepsKey("http://127.0.0.1:8080/x"), true)
    XCTAssertEqual(keepsKey("https://127.0.0.1:8080/"), false, "another scheme, another origin")
  }

  /// The delegate method itself, as iOS and Linux call it on the session's delegate: it judges
  /// the proposed request against the task's original URL.
  func testTheDelegateMethodJudgesAgainstTheTasksOriginalRequest() throws {
    let session = URLSession(configuration: .ephemeral)
    defer { session.invalidateAndCancel() }
    let task = session.dataTask(with: URLRequest(url: original))
    defer { task.cancel() }
    let response = try XCTUnwrap(
      HTTPURLResponse(url: original, statusCode: 302, httpVersion: "HTTP/1.1", headerFields: [:]))
    func decide(_ target: String) -> URLRequest?? {
      var proposed = URLRequest(url: URL(string: target)!)
      proposed.setValue("secret", forHTTPHeaderField: "x-api-key")
      let decision = Decision()
      RedirectGuard().urlSession(
        session, task: task, willPerformHTTPRedirection: response, newRequest: proposed,
        completionHandler: { decision.record($0) })
      return decision.value
    }
    let crossOrigin = try XCTUnwrap(decide("https://cdn.example/feed"), "no answer")
    XCTAssertNotNil(crossOrigin)
    XCTAssertNil(crossOrigin?.value(forHTTPHeaderField: "x-api-key"))
    let sameOrigin = try XCTUnwrap(decide("https://codechallenge.mobilelab.io/v2"), "no answer")
    XCTAssertEqual(sameOrigin?.value(forHTTPHeaderField: "x-api-key"), "secret")
    XCTAssertEqual(decide("http://codechallenge.mobilelab.io/v1"), .some(nil), "refused")
  }
}

/// The completion handler's answer; `.none` until it is called.
private final class Decision: @unchecked Sendable {
  private let lock = NSLock()
  private var answer: URLRequest??

  var value: URLRequest?? { lock.locked { answer } }

  func record(_ request: URLRequest?) { lock.locked { answer = .some(request) } }
}
