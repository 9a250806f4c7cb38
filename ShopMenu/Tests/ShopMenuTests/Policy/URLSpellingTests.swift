import XCTest

@testable import ShopMenu

/// URLs that WebKit, iOS 15's `URL(string:)` (CFURL) and iOS 17's and Linux's (RFC 3986) would
/// read differently are spelled one way before any of them reads them: for feed entries, kept
/// pages, `http` links in the page and the page-shown mark alike.
final class URLSpellingTests: XCTestCase {
  private let policy = ShopConfiguration.bonprix.urlPolicy

  private func inApp(_ raw: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    guard case .success(.inApp(let url)) = policy.destination(for: raw) else {
      XCTFail(
        "\(raw) is not opened in the app: \(policy.destination(for: raw))", file: file, line: line)
      return nil
    }
    return url.absoluteString
  }

  /// WebKit leaves `[ ] | ^ { }` and the backtick unencoded (`?filter[farbe]=blau`); CFURL
  /// refuses them and RFC 3986 parsers encode them. They are encoded here, `%` never again.
  func testWhatWebKitLeavesUnencodedIsPercentEncoded() {
    let table: [(String, String, UInt)] = [
      (
        "https://www.bonprix.de/kategorie/damen/?filter[farbe]=blau",
        "https://www.bonprix.de/kategorie/damen/?filter%5Bfarbe%5D=blau", #line
      ),
      ("https://www.bonprix.de/a[1]/", "https://www.bonprix.de/a%5B1%5D/", #line),
      ("https://www.bonprix.de/?f=a|b", "https://www.bonprix.de/?f=a%7Cb", #line),
      ("http://www.bonprix.de/?q={x}^`", "https://www.bonprix.de/?q=%7Bx%7D%5E%60", #line),
      (
        "https://www.bonprix.de/?q=%5B|]#[top]", "https://www.bonprix.de/?q=%5B%7C%5D#%5Btop%5D",
        #line
      ),
      ("//www.bonprix.de/a]", "https://www.bonprix.de/a%5D", #line),
      ("/suche?f[]=1|2", "https://www.bonprix.de/suche?f%5B%5D=1%7C2", #line),
      (
        "https://www.bonprix.de/m%C3%BCtzen/?a=ü", "https://www.bonprix.de/m%C3%BCtzen/?a=%C3%BC",
        #line
      ),
    ]
    for (raw, expected, line) in table {
      XCTAssertEqual(inApp(raw, line: line), expected, raw, line: line)
      // What is kept reads back the same through `URL(string:)` on every OS.
      XCTAssertEqual(URL(string: expected)?.absoluteString, expected, line: line)
      XCTAssertTrue(URLText.parsesAlike(expected), expected, line: line)
    }
    // In the host they stay refused; an IPv6 literal keeps its brackets.
    XCTAssertEqual(
      policy.destination(for: "https://www.bon|prix.de/"),
      .failure(.invalidCharacter("U+007C (|)")))
    XCTAssertEqual(
      URLSpelling.spelled("https://[::1]:8080/?a=[1]"), "https://[::1]:8080/?a=%5B1%5D")
    XCTAssertEqual(
      policy.destination(for: "https://www.bonprix.de/?a=[1] b"),
      .failure(.invalidCharacter("U+0020")), "the space, not the bracket before it")
  }

  func testThePlainBytesAreTheAllowedOnesButSlashAndBrackets() {
    for byte in UInt8.min...UInt8.max {
      let expected = URLText.isAllowed(byte) && !"/[]".utf8.contains(byte)
      XCTAssertEqual(URLSpelling.isPlain(byte), expected, "\(byte)")
    }
  }

  /// CFURL keeps `.` and `..` segments where Linux's parser removes them, and WebKit shows the
  /// page without them: they are removed as RFC 3986 (5.2.4) and WebKit remove them.
  func testDotSegmentsAreRemoved() {
    let table: [(String, String, UInt)] = [
      ("https://www.bonprix.de/a/../b/", "https://www.bonprix.de/b/", #line),
      ("https://www.bonprix.de/a/./b", "https://www.bonprix.de/a/b", #line),
      ("/kategorie/../damen/", "https://www.bonprix.de/damen/", #line),
      ("/kategorie/./damen/.", "https://www.bonprix.de/kategorie/damen/", #line),
      (
        "https://www.bonprix.de/a/%2e%2E/b?x=/../y#/./z", "https://www.bonprix.de/b?x=/../y#/./z",
        #line
      ),
      ("https://www.bonprix.de/a/.%2e", "https://www.bonprix.de/", #line),
      ("https://www.bonprix.de/../../a", "https://www.bonprix.de/a", #line),
      ("http://www.bonprix.de/a//../b", "https://www.bonprix.de/a/b", #line),
      (
        "https://www.bonprix.de/.well-known/..b/...", "https://www.bonprix.de/.well-known/..b/...",
        #line
      ),
    ]
    for (raw, expected, line) in table {
      XCTAssertEqual(inApp(raw, line: line), expected, raw, line: line)
    }
  }

  /// A kept page is reopened as the policy spells it, the same on every OS.
  func testKeptPagesAreSpelledAlike() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let cases = [
      (
        "https://www.bonprix.de/damen/?filter[farbe]=blau",
        "https://www.bonprix.de/damen/?filter%5Bfarbe%5D=blau"
      ),
      ("https://www.bonprix.de/a/../damen/", "https://www.bonprix.de/damen/"),
    ]
    for (kept, expected) in cases {
      let page = SavedPage(url: URL(string: kept)!, savedAt: now.addingTimeInterval(-60))
      XCTAssertEqual(
        PageRestoration.outcome(for: page, shop: .bonprix, now: now),
        .restored(URL(string: expected)!), kept)
    }
  }

  /// A tapped `http` link with `|` in its query loads on every OS (iOS 15's `URL(string:)`
  /// returned nil for the upgraded text, so the tap did nothing). The link is made from its bytes,
  /// unchecked, as WebKit hands it over: iOS 15's `URL(string:)` refuses `|` (CFURL's
  /// `CFURLCreateWithBytes` skips the check `CFURLCreateWithString` makes).
  func testUpgradedLinksAreSpelledAlike() throws {
    let table = [
      ("http://www.bonprix.de/?f=a|b", "https://www.bonprix.de/?f=a%7Cb"),
      ("http://www.bonprix.de/a/../b/?x[1]=2", "https://www.bonprix.de/b/?x%5B1%5D=2"),
    ]
    for (raw, expected) in table {
      let link = try XCTUnwrap(URL(dataRepresentation: Data(raw.utf8), relativeTo: nil), raw)
      XCTAssertEqual(
        policy.navigationDecision(for: link, isMainFrame: true, isUserAction: true),
        .redirect(URL(string: expected)!), raw)
    }
  }

  /// The page WebKit reports (brackets as they are, dot segments resolved) is marked by the
  /// entry the feed spelled another way.
  func testThePageShownMatchesItsEntryHoweverSpelled() throws {
    let menu = try decodeBonprix(
      """
      {'categories': [
        {'label': 'Blau', 'url': '/damen/?filter[farbe]=blau'},
        {'label': 'Herren', 'url': '/x/../herren/'}
      ]}
      """)
    let shown = [
      ("https://www.bonprix.de/damen/?filter[farbe]=blau", "Blau"),
      ("https://www.bonprix.de/damen/?filter%5Bfarbe%5D=blau", "Blau"),
      ("https://www.bonprix.de/herren/", "Herren"),
      ("https://www.bonprix.de/y/../herren", "Herren"),
    ]
    for (page, label) in shown {
      XCTAssertEqual(
        menu.pageIndex.entry(showing: URL(string: page)!), MenuEntry.ID(label), page)
    }
  }
}
