import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The redirect rule as a table; the loopback server's real 3xx are in ``LoopbackServerTests``.
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
    let loopback = URL(string: "http://127.0.0.1:8080/feed")!
    func keepsKey(_ target: String) -> Bool? {
      follow(target, from: loopback).map { $0.value(forHTTPHeaderField: "x-api-key") != nil }
    }
    XCTAssertEqual(keepsKey("http://127.0.0.2:8080/feed"), false)
    XCTAssertEqual(keepsKey("http://127.0.0.1:8080/x"), true)
    XCTAssertEqual(keepsKey("https://127.0.0.1:8080/"), false, "another scheme, another origin")
  }
}
