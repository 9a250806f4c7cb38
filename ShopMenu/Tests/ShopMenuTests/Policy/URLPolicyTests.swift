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

  /// `URL(string:)` parses by RFC 1738/1808 up to iOS 16 and by RFC 3986 from iOS 17 on (and
  /// on Linux), where it percent-encodes what it once refused. What one parser repairs and the
  /// other refuses is refused here on every OS, so no menu entry depends on the OS's parser.
  func testWhatTheTwoURLParsersReadDifferentlyIsRefused() {
    let refused = [
      "https://www.bonprix.de/a%zz", "https://www.bonprix.de/a%2", "https://www.bonprix.de/a%",
      "https://www.bon%70rix.de/", "https://www.bonprix.de/a#b#c", "https://www.bonprix.de:80x/",
      "/kategorie/%zz/", "https://www.bonprix.de:80:90/", "https://www.bonprix.de:8443:/x",
      "//www.bonprix.de::80/", "https://[::1]:80/", "https://www.bon_prix.de/",
    ]
    for raw in refused {
      XCTAssertEqual(policy.destination(for: raw), .failure(.malformed), raw)
    }
    XCTAssertEqual(
      policy.destination(for: "https://user:pw@www.bonprix.de/"), .failure(.credentials),
      "a user name keeps its own rejection")
  }

  /// WebKit leaves `[ ] | ^ { }` and the backtick unencoded (`?filter[farbe]=blau`); CFURL
  /// (iOS 15) refuses them and RFC 3986 parsers encode them. They are encoded here, `%` never
  /// again, and so is every non-ASCII character.
  func testWhatWebKitLeavesUnencodedIsPercentEncoded() {
    let table: [(String, String, UInt)] = [
      (
        "https://www.bonprix.de/kategorie/damen/?filter[farbe]=blau",
        "https://www.bonprix.de/kategorie/damen/?filter%5Bfarbe%5D=blau", #line
      ),
      ("https://www.bonprix.de/?f=a|b", "https://www.bonprix.de/?f=a%7Cb", #line),
      ("http://www.bonprix.de/?q={x}^`", "https://www.bonprix.de/?q=%7Bx%7D%5E%60", #line),
      ("/suche?f[]=1|2", "https://www.bonprix.de/suche?f%5B%5D=1%7C2", #line),
      (
        "https://www.bonprix.de/m%C3%BCtzen/?a=ü", "https://www.bonprix.de/m%C3%BCtzen/?a=%C3%BC",
        #line
      ),
    ]
    for (raw, expected, line) in table {
      XCTAssertEqual(
        try policy.destination(for: raw).get(), .inApp(URL(string: expected)!), raw, line: line)
      XCTAssertEqual(URL(string: expected)?.absoluteString, expected, line: line)
    }
    XCTAssertEqual(
      policy.destination(for: "https://www.bon|prix.de/"), .failure(.malformed), "not in a host")
    XCTAssertEqual(
      policy.destination(for: "https://www.bonprix.de/?a=[1] b"),
      .failure(.invalidCharacter("U+0020")), "the space, not the bracket before it")
  }

  /// A tapped `http` link with `|` in its query loads on every OS. The link is made from its
  /// bytes, unchecked, as WebKit hands it over (iOS 15's `URL(string:)` refuses `|`).
  func testUpgradedLinksAreSpelledAlike() throws {
    let raw = "http://www.bonprix.de/?f=a|b&x[1]=2"
    let link = try XCTUnwrap(URL(dataRepresentation: Data(raw.utf8), relativeTo: nil))
    XCTAssertEqual(
      policy.navigationDecision(for: link, isMainFrame: true, isUserAction: true),
      .redirect(URL(string: "https://www.bonprix.de/?f=a%7Cb&x%5B1%5D=2")!))
  }

  /// A kept page is reopened as the policy spells it, the same on every OS.
  func testKeptPagesAreSpelledAlike() throws {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let kept = Data("https://www.bonprix.de/damen/?filter[farbe]=blau".utf8)
    let page = SavedPage(
      url: try XCTUnwrap(URL(dataRepresentation: kept, relativeTo: nil)),
      savedAt: now.addingTimeInterval(-60))
    XCTAssertEqual(
      page.reopenedURL(shop: .bonprix, now: now),
      URL(string: "https://www.bonprix.de/damen/?filter%5Bfarbe%5D=blau")!)
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

  /// Every row is decided for a navigation in the main page or in a frame, started by the
  /// person (a link tapped, a form sent) or not (a script, a redirect, back/forward, reload).
  func testInPageNavigationTable() {
    enum Frame { case main, sub }
    enum Start { case tap, script }
    let tel = URL(string: "tel:+494012345")!
    let mail = URL(string: "mailto:service@bonprix.de")!
    let appStore = URL(string: "itms-apps://apps.apple.com/app/id1")!
    let table: [(String, Frame, Start, URLPolicy.NavigationDecision, UInt)] = [
      ("https://www.bonprix.de/checkout/", .main, .tap, .allow, #line),
      ("https://www.bonprix.de/checkout/", .main, .script, .allow, #line),
      ("https://www.paypal.com/checkoutnow", .main, .tap, .allow, #line),
      ("https://pay.klarna.com/x", .sub, .script, .allow, #line),
      // http: upgraded in the main page on any host (ATS would block it), cancelled in frames.
      (
        "http://www.bonprix.de/x", .main, .tap, .redirect(URL(string: "https://www.bonprix.de/x")!),
        #line
      ),
      (
        "http://www.bonprix.de/x", .main, .script,
        .redirect(URL(string: "https://www.bonprix.de/x")!), #line
      ),
      (
        "http://tracker.example.com/", .main, .tap,
        .redirect(URL(string: "https://tracker.example.com/")!), #line
      ),
      (
        "HTTP://Example.com/a?b=1", .main, .script,
        .redirect(URL(string: "https://Example.com/a?b=1")!), #line
      ),
      ("http://www.bonprix.de/frame", .sub, .script, .cancel, #line),
      ("http://tracker.example.com/", .sub, .tap, .cancel, #line),
      ("about:blank", .main, .script, .allow, #line),
      ("about:blank", .sub, .script, .allow, #line),
      ("blob:https://www.bonprix.de/uuid", .sub, .script, .allow, #line),
      ("data:text/html,hi", .sub, .script, .allow, #line),
      ("data:text/html,hi", .main, .tap, .cancel, #line),
      ("javascript:void(0)", .main, .tap, .cancel, #line),
      ("javascript:void(0)", .sub, .script, .cancel, #line),
      ("file:///etc/passwd", .main, .tap, .cancel, #line),
      // Other apps: only a link the person tapped in the main page reaches the system.
      ("tel:+494012345", .main, .tap, .openExternally(tel), #line),
      ("mailto:service@bonprix.de", .main, .tap, .openExternally(mail), #line),
      ("itms-apps://apps.apple.com/app/id1", .main, .tap, .openExternally(appStore), #line),
      ("tel:+494012345", .main, .script, .cancel, #line),
      ("itms-apps://apps.apple.com/app/id1", .main, .script, .cancel, #line),
      ("itms-apps://apps.apple.com/app/id1", .sub, .script, .cancel, #line),
      ("itms-apps://apps.apple.com/app/id1", .sub, .tap, .cancel, #line),
      ("paypal://pay", .sub, .tap, .cancel, #line),
      ("mailto:service@bonprix.de", .sub, .script, .cancel, #line),
    ]
    for (raw, frame, start, expected, line) in table {
      let url = URL(string: raw)!
      XCTAssertEqual(
        policy.navigationDecision(
          for: url, isMainFrame: frame == .main, isUserAction: start == .tap),
        expected, "\(raw) \(frame) \(start)", line: line)
    }
  }

  /// A frame (an ad, a payment widget) never hands a URL to the system and never loads `http`,
  /// whatever it asks for and however it was started.
  func testFramesNeverLeaveTheApp() {
    let samples = [
      "tel:1", "mailto:a@b.c", "sms:1", "itms-apps://x", "itms-appss://x", "maps://x", "paypal://x",
      "intent://x", "whatsapp://send", "fb://profile", "http://www.bonprix.de/",
      "http://x.example/",
      "HTTP://X.EXAMPLE/", "ftp://x.example/", "custom-scheme:rest",
    ]
    for raw in samples {
      let url = URL(string: raw)!
      for isUserAction in [true, false] {
        XCTAssertEqual(
          policy.navigationDecision(for: url, isMainFrame: false, isUserAction: isUserAction),
          .cancel, raw)
      }
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
