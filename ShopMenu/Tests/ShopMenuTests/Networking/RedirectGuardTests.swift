import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The redirect rule as a table, and the header parsers the client relies on.
final class RedirectGuardTests: XCTestCase {
  private let original = URL(string: "https://codechallenge.mobilelab.io/v1/bonprix/navigation")!

  private func follow(_ target: String) -> URLRequest? {
    var request = URLRequest(url: URL(string: target)!)
    request.setValue("secret", forHTTPHeaderField: "x-api-key")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return RedirectGuard.follow(request, from: original)
  }

  // MARK: - Redirects

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
      XCTAssertNotNil(request, target)
      XCTAssertEqual(request?.value(forHTTPHeaderField: "x-api-key") != nil, keepsKey, target)
      XCTAssertEqual(request?.value(forHTTPHeaderField: "Accept"), "application/json", target)
    }
  }

  func testDowngradesAndOtherSchemesAreRefused() {
    XCTAssertNil(follow("http://codechallenge.mobilelab.io/v1/bonprix/navigation"))
    XCTAssertNil(follow("ftp://codechallenge.mobilelab.io/navigation"))
    XCTAssertNil(follow("file:///etc/passwd"))
  }

  func testHTTPToAnotherLoopbackAddressDropsTheKey() {
    var request = URLRequest(url: URL(string: "http://127.0.0.2:8080/feed")!)
    request.setValue("secret", forHTTPHeaderField: "x-api-key")
    let loopback = URL(string: "http://127.0.0.1:8080/feed")!
    let followed = RedirectGuard.follow(request, from: loopback)
    XCTAssertNotNil(followed)
    XCTAssertNil(followed?.value(forHTTPHeaderField: "x-api-key"))
    XCTAssertTrue(RedirectGuard.isSameOrigin(loopback, URL(string: "http://127.0.0.1:8080/x")!))
    XCTAssertFalse(RedirectGuard.isSameOrigin(loopback, URL(string: "https://127.0.0.1:8080/")!))
  }

  // MARK: - Retry-After

  func testRetryAfterParsing() {
    let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
    XCTAssertEqual(RetryAfter.seconds("120", now: now), 120)
    XCTAssertEqual(RetryAfter.seconds(" 0 ", now: now), 0)
    XCTAssertEqual(RetryAfter.seconds("1.5", now: now), 1.5)
    XCTAssertNil(RetryAfter.seconds("-3", now: now))
    XCTAssertNil(RetryAfter.seconds("soon", now: now))
    XCTAssertNil(RetryAfter.seconds("", now: now))
    XCTAssertNil(RetryAfter.seconds(nil, now: now))
    XCTAssertEqual(RetryAfter.seconds("Sun, 06 Nov 1994 08:50:37 GMT", now: now), 60)
    XCTAssertEqual(RetryAfter.seconds("Sunday, 06-Nov-94 08:51:37 GMT", now: now), 120)
    XCTAssertEqual(RetryAfter.seconds("Sun Nov  6 08:49:47 1994", now: now), 10)
    XCTAssertEqual(RetryAfter.seconds("Sun, 06 Nov 1994 08:00:00 GMT", now: now), 0)
  }

  // MARK: - Body and content type

  func testMediaTypeAndUnusableReasons() {
    XCTAssertEqual(
      ResponseClassifier.mediaType("Application/JSON; charset=UTF-8"), "application/json")
    XCTAssertNil(ResponseClassifier.mediaType(" ; x=y"))
    let json = Data("{}".utf8)
    XCTAssertNil(
      ResponseClassifier.unusableReason(contentType: "application/problem+json", body: json))
    XCTAssertNil(ResponseClassifier.unusableReason(contentType: "", body: json))
    XCTAssertEqual(
      ResponseClassifier.unusableReason(contentType: "application/xhtml+xml", body: json),
      "content type application/xhtml+xml")
  }
}
