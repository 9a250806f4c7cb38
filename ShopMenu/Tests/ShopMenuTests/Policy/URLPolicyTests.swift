import XCTest

@testable import ShopMenu

/// The URL policy, as one table per question.
final class URLPolicyTests: XCTestCase {
  private let policy = ShopConfiguration.bonprix.urlPolicy

  private enum Expected: Equatable {
    case inApp(String)
    case external(String)
    case rejected(URLPolicy.Rejection)
  }

  func testMenuEntryTable() {
    let table: [(String, Expected, UInt)] = [
      (
        "https://www.bonprix.de/kategorie/damen/",
        .inApp("https://www.bonprix.de/kategorie/damen/"), #line
      ),
      ("https://bonprix.de/", .inApp("https://bonprix.de/"), #line),
      ("HTTPS://WWW.BONPRIX.DE/x", .inApp("https://WWW.BONPRIX.DE/x"), #line),
      ("http://www.bonprix.de/sale/", .inApp("https://www.bonprix.de/sale/"), #line),
      ("  https://www.bonprix.de/trim/ \n", .inApp("https://www.bonprix.de/trim/"), #line),
      ("//www.bonprix.de/proto-relative/", .inApp("https://www.bonprix.de/proto-relative/"), #line),
      ("/kategorie/herren/", .inApp("https://www.bonprix.de/kategorie/herren/"), #line),
      ("https://www.bonprix.de/m%C3%BCtzen/", .inApp("https://www.bonprix.de/m%C3%BCtzen/"), #line),
      ("https://www.bonprix.de/mützen/", .inApp("https://www.bonprix.de/m%C3%BCtzen/"), #line),
      (
        "https://www.bonprix.de:8443/x?a=1#top", .inApp("https://www.bonprix.de:8443/x?a=1#top"),
        #line
      ),
      ("https://www.facebook.com/bonprix", .external("https://www.facebook.com/bonprix"), #line),
      ("http://blog.example.com/", .external("https://blog.example.com/"), #line),
      ("https://bonprix.de.evil.com/", .external("https://bonprix.de.evil.com/"), #line),
      ("https://notbonprix.de/", .external("https://notbonprix.de/"), #line),
      ("javascript:alert(1)", .rejected(.unsafeScheme("javascript")), #line),
      ("JavaScript:alert(1)", .rejected(.unsafeScheme("javascript")), #line),
      ("data:text/html;base64,PHNjcmlwdD4=", .rejected(.unsafeScheme("data")), #line),
      ("file:///etc/passwd", .rejected(.unsafeScheme("file")), #line),
      ("ttp://www.mytoys.de/esprit/", .rejected(.unsupportedScheme("ttp")), #line),
      ("ftp://www.bonprix.de/", .rejected(.unsupportedScheme("ftp")), #line),
      ("tel:+4940123", .rejected(.unsupportedScheme("tel")), #line),
      ("kategorie/damen/", .rejected(.relativeWithoutBase), #line),
      ("www.bonprix.de/damen", .rejected(.relativeWithoutBase), #line),
      ("", .rejected(.empty), #line),
      ("   ", .rejected(.empty), #line),
      ("https://www.bonprix.de/a b", .rejected(.invalidCharacter("U+0020")), #line),
      ("http://www.mytoys.de/geschirr/\"", .rejected(.invalidCharacter("U+0022 (\")")), #line),
      ("https://www.bonprix.de/<script>", .rejected(.invalidCharacter("U+003C (<)")), #line),
      ("https://www.bonprix.de/\u{1b}[31m", .rejected(.invalidCharacter("U+001B")), #line),
      ("https://", .rejected(.missingHost), #line),
      ("https:///path", .rejected(.missingHost), #line),
      ("https://user:pw@www.bonprix.de/", .rejected(.credentials), #line),
      ("https://www.bonprix.de@evil.com/", .rejected(.credentials), #line),
    ]
    for (raw, expected, line) in table {
      let actual: Expected
      switch policy.destination(for: raw) {
      case .success(.inApp(let url)): actual = .inApp(url.absoluteString)
      case .success(.external(let url)): actual = .external(url.absoluteString)
      case .failure(let rejection): actual = .rejected(rejection)
      }
      XCTAssertEqual(actual, expected, raw, line: line)
    }
  }

  func testFeedMarkedExternalOpensOutsideEvenOnShopHost() {
    XCTAssertEqual(
      try policy.destination(for: "http://www.bonprix.de/blog/", preferExternal: true).get(),
      .external(URL(string: "https://www.bonprix.de/blog/")!))
  }

  func testRelativeURLWithoutBaseIsRejected() {
    let bare = URLPolicy(shopHosts: ["bonprix.de"])
    XCTAssertEqual(
      bare.destination(for: "/kategorie/"), .failure(.relativeWithoutBase))
  }

  func testInPageNavigationTable() {
    let table: [(String, Bool, URLPolicy.NavigationDecision, UInt)] = [
      ("https://www.bonprix.de/checkout/", true, .allow, #line),
      ("https://www.paypal.com/checkoutnow", true, .allow, #line),
      ("https://pay.klarna.com/x", false, .allow, #line),
      ("http://www.bonprix.de/x", true, .redirect(URL(string: "https://www.bonprix.de/x")!), #line),
      ("http://www.bonprix.de/frame", false, .allow, #line),
      ("http://tracker.example.com/", true, .allow, #line),
      ("about:blank", true, .allow, #line),
      ("about:blank", false, .allow, #line),
      ("blob:https://www.bonprix.de/uuid", false, .allow, #line),
      ("data:text/html,hi", false, .allow, #line),
      ("data:text/html,hi", true, .cancel, #line),
      ("javascript:void(0)", true, .cancel, #line),
      ("file:///etc/passwd", true, .cancel, #line),
      ("tel:+494012345", true, .openExternally(URL(string: "tel:+494012345")!), #line),
      (
        "mailto:service@bonprix.de", true,
        .openExternally(URL(string: "mailto:service@bonprix.de")!), #line
      ),
      (
        "itms-apps://apps.apple.com/app/id1", true,
        .openExternally(URL(string: "itms-apps://apps.apple.com/app/id1")!), #line
      ),
      ("paypal://pay", false, .openExternally(URL(string: "paypal://pay")!), #line),
    ]
    for (raw, isMainFrame, expected, line) in table {
      let url = URL(string: raw)!
      XCTAssertEqual(
        policy.navigationDecision(for: url, isMainFrame: isMainFrame), expected, raw, line: line)
    }
  }

  func testShopHostMatching() {
    XCTAssertTrue(policy.isShopHost("www.bonprix.de"))
    XCTAssertTrue(policy.isShopHost("BONPRIX.DE"))
    XCTAssertTrue(policy.isShopHost("image01.bonprix.de"))
    XCTAssertFalse(policy.isShopHost("bonprix.de.evil.com"))
    XCTAssertFalse(policy.isShopHost("evilbonprix.de"))
    XCTAssertFalse(policy.isShopHost(""))
  }
}
