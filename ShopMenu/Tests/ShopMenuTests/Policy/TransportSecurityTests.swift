import Foundation
import XCTest

@testable import ShopMenu

/// The web-view policy and the app's App Transport Security settings agree: whatever the policy
/// lets the web view load, ATS lets through. The app's Info.plist has no ATS exception, so plain
/// `http` must never be allowed; the policy upgrades it (main page) or cancels it (frames).
/// `Linux/Scripts/check_xcodeproj.py` checks the same Info.plist from the project's side.
final class TransportSecurityTests: XCTestCase {
  /// What the app's Info.plist lets through ATS.
  private struct TransportSecurity {
    var allowsHTTPInWebContent = false

    init(infoPlist: [String: Any]) {
      guard let ats = infoPlist["NSAppTransportSecurity"] as? [String: Any] else { return }
      let arbitrary = ats["NSAllowsArbitraryLoads"] as? Bool ?? false
      let inWebContent = ats["NSAllowsArbitraryLoadsInWebContent"] as? Bool ?? false
      // Apple: when NSAllowsArbitraryLoadsInWebContent is present, NSAllowsArbitraryLoads is
      // ignored for web views (iOS 10+); either one set alone relaxes web content.
      allowsHTTPInWebContent =
        ats["NSAllowsArbitraryLoadsInWebContent"] != nil ? inWebContent : arbitrary
    }
  }

  /// The app's Info.plist, as a copy in the test resources: the simulator has no checkout to
  /// read it from. `Linux/Scripts/check_test_portability.py` fails when the copy and `App/Info.plist`
  /// differ.
  private func appInfoPlist() throws -> [String: Any] {
    let url = try XCTUnwrap(
      Bundle.module.url(forResource: "app-Info", withExtension: "plist"),
      "app-Info.plist missing")
    let data = try Data(contentsOf: url)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try XCTUnwrap(plist as? [String: Any])
  }

  func testInfoPlistHasNoTransportSecurityException() throws {
    let plist = try appInfoPlist()
    XCTAssertFalse(plist.isEmpty)
    XCTAssertNil(
      plist["NSAppTransportSecurity"],
      "the policy upgrades or cancels http; an ATS exception would need the policy changed too")
  }

  func testThePolicyNeverAllowsWhatTransportSecurityBlocks() throws {
    let ats = TransportSecurity(infoPlist: try appInfoPlist())
    let urls = [
      "http://www.bonprix.de/", "http://www.bonprix.de/kategorie/damen/", "http://bonprix.de/x",
      "http://www.mytoys.de/", "http://tracker.example.com/pixel", "HTTP://WWW.EXAMPLE.COM/",
      "http://127.0.0.1/", "http://[::1]/", "http://payment.example.org/checkout?x=1",
    ]
    for shop in [ShopConfiguration.bonprix, .mytoys] {
      for raw in urls {
        let url = try XCTUnwrap(URL(string: raw))
        for isMainFrame in [true, false] {
          for isUserAction in [true, false] {
            let decision = shop.urlPolicy.navigationDecision(
              for: url, isMainFrame: isMainFrame, isUserAction: isUserAction)
            if !ats.allowsHTTPInWebContent {
              XCTAssertNotEqual(decision, .allow, "\(raw) main: \(isMainFrame)")
            }
            if case .redirect(let target) = decision {
              XCTAssertEqual(target.scheme, "https", raw)
              XCTAssertEqual(target.host?.lowercased(), url.host?.lowercased(), raw)
            }
          }
        }
      }
    }
  }

  func testMenuURLsAreAlwaysHTTPS() throws {
    for fixture in [Fixture.bonprix, .mytoys] {
      for entry in try fixture.menu().allEntries {
        if let url = entry.url { XCTAssertEqual(url.scheme, "https", "\(entry.id)") }
        if let url = entry.imageURL { XCTAssertEqual(url.scheme, "https", "\(entry.id)") }
      }
    }
  }
}
