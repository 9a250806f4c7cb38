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
    // Same origin keeps the key; another scheme on the same host and port does not.
    func keepsKey(_ target: String) -> Bool? {
      var request = URLRequest(url: URL(string: target)!)
      request.setValue("secret", forHTTPHeaderField: "x-api-key")
      let followed = RedirectGuard.follow(request, from: loopback)
      return followed.map { $0.value(forHTTPHeaderField: "x-api-key") != nil }
    }
    XCTAssertEqual(keepsKey("http://127.0.0.1:8080/x"), true)
    XCTAssertEqual(keepsKey("https://127.0.0.1:8080/"), false)
  }

  // MARK: - Retry-After

  /// The seconds form only; a date (RFC 9110 allows one) waits the client's own back-off.
  func testRetryAfterParsing() {
    XCTAssertEqual(LiveMenuClient.retryAfter("120"), 120)
    XCTAssertEqual(LiveMenuClient.retryAfter(" 0 "), 0)
    XCTAssertEqual(LiveMenuClient.retryAfter("1.5"), 1.5)
    XCTAssertNil(LiveMenuClient.retryAfter("-3"))
    XCTAssertNil(LiveMenuClient.retryAfter("soon"))
    XCTAssertNil(LiveMenuClient.retryAfter(""))
    XCTAssertNil(LiveMenuClient.retryAfter(nil))
    XCTAssertNil(LiveMenuClient.retryAfter("Sun, 06 Nov 1994 08:50:37 GMT"))
  }

  // MARK: - Body and content type

  func testMediaTypeAndUnusableReasons() {
    let json = Data("{}".utf8)
    let reason = { (type: String) in LiveMenuClient.unusableReason(contentType: type, body: json) }
    // The media type is read without parameters, case-insensitively.
    XCTAssertEqual(
      reason("Application/XHTML+XML; charset=UTF-8"), "content type application/xhtml+xml")
    XCTAssertNil(reason(" ; x=y"))
    XCTAssertNil(reason("application/problem+json"))
    XCTAssertNil(reason(""))
    XCTAssertEqual(reason("application/xhtml+xml"), "content type application/xhtml+xml")
  }
}
