import XCTest

@testable import ShopMenu

/// What matching a page against the menu ignores, on the real capture's URLs.
final class URLMatchKeyTests: XCTestCase {
  private func key(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    -> URLMatchKey?
  {
    guard let url = URL(string: text) else {
      XCTFail("not a URL: \(text)", file: file, line: line)
      return nil
    }
    return URLMatchKey(url)
  }

  private func assertSame(
    _ lhs: String, _ rhs: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertNotNil(key(lhs), lhs, file: file, line: line)
    XCTAssertEqual(key(lhs), key(rhs), "\(lhs) vs \(rhs)", file: file, line: line)
  }

  private func assertDifferent(
    _ lhs: String, _ rhs: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertNotEqual(key(lhs), key(rhs), "\(lhs) vs \(rhs)", file: file, line: line)
  }

  func testTheNormalizedForm() {
    XCTAssertEqual(
      key("HTTP://WWW.MyToys.de:80/0-6-months/?utm_source=app#top")?.value,
      "https://www.mytoys.de/0-6-months")
    XCTAssertEqual(key("https://www.bonprix.de")?.value, "https://www.bonprix.de/")
    XCTAssertEqual(
      key("https://www.bonprix.de:8443/a/")?.description, "https://www.bonprix.de:8443/a")
  }

  func testSchemeCaseAndHTTPAgainstHTTPS() {
    assertSame("http://www.mytoys.de/0-6-months/", "https://www.mytoys.de/0-6-months/")
    assertSame("HTTPS://www.mytoys.de/0-6-months/", "https://www.mytoys.de/0-6-months/")
    assertSame("https://WWW.MYTOYS.DE/0-6-months/", "https://www.mytoys.de/0-6-months/")
    assertSame("https://www.mytoys.de:443/0-6-months/", "http://www.mytoys.de:80/0-6-months/")
  }

  func testTrailingSlash() {
    // The bonprix capture's "Shop" entry has no slash; its home page has one.
    assertSame("https://www.bonprix.de", "https://www.bonprix.de/")
    assertSame("https://www.bonprix.de/kategorie/damen/", "https://www.bonprix.de/kategorie/damen")
    assertSame("http://www.mytoys.de/c/ratgeber.html", "https://www.mytoys.de/c/ratgeber.html/")
    assertSame(
      "http://www.mytoys.de/mkt/knaller-der-woche", "https://www.mytoys.de/mkt/knaller-der-woche/")
  }

  func testFragment() {
    assertSame("http://www.mytoys.de/c/faq.html", "https://www.mytoys.de/c/faq.html#versand")
    assertSame(
      "https://www.bonprix.de/kategorie/damen-neu/#", "https://www.bonprix.de/kategorie/damen-neu/")
  }

  func testEveryIgnoredQueryItem() {
    let page = "https://www.bonprix.de/kategorie/damen-mode/"
    let names =
      URLMatchKey.ignoredQueryItems.sorted()
      + ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "UTM_Source"]
      + ["wt_mc", "wt_cc1", "WT_MC"]
    for name in names {
      XCTAssertTrue(URLMatchKey.isIgnoredQueryItem(name), name)
      assertSame(page, page + "?\(name)=abc.123")
      assertSame(page + "?page=2", page + "?\(name)=x&page=2")
    }
    assertSame(page, page + "?")
    assertSame(
      page, page + "?utm_source=newsletter&utm_medium=email&gclid=Cj0KCQ&fbclid=IwAR&wt_mc=nl.1#top"
    )
  }

  func testWhatStillCounts() {
    let page = "https://www.bonprix.de/kategorie/damen-mode/"
    assertDifferent(page, page + "?page=2")
    assertDifferent(page + "?page=2", page + "?page=3")
    assertDifferent(page, "https://www.bonprix.de/kategorie/DAMEN-mode/")
    assertDifferent(page, "https://bonprix.de/kategorie/damen-mode/")
    assertDifferent(page, "https://www.bonprix.de:8443/kategorie/damen-mode/")
    assertDifferent(page, "https://www.bonprix.de/kategorie/damen-mode/oberteile/")
    // Not tracking: a name that merely contains a listed one.
    XCTAssertFalse(URLMatchKey.isIgnoredQueryItem("sort_utm"))
    XCTAssertFalse(URLMatchKey.isIgnoredQueryItem("page"))
    assertSame(page + "?size=40&color=blau", page + "?color=blau&size=40&utm_term=x")
  }

  func testOnlyWebURLsWithAHostHaveAKey() {
    XCTAssertNil(key("mailto:service@mytoys.de"))
    XCTAssertNil(key("tel:+4940123"))
    XCTAssertNil(key("javascript:alert(1)"))
    XCTAssertNil(key("file:///etc/passwd"))
    XCTAssertNil(key("https:///kategorie"))
    XCTAssertNil(key("/kategorie/damen/"))
  }

  /// Every in-app page of both captures matches itself however the web view spells it.
  func testEveryPageOfTheCapturesMatchesItsVariants() throws {
    for fixture in [Fixture.bonprix, .mytoys] {
      let menu = try fixture.menu()
      var checked = 0
      for entry in menu.allEntries {
        guard case .inApp(let url)? = entry.destination else { continue }
        let text = url.absoluteString
        let http = "http" + text.dropFirst("https".count)
        let slashed = text.hasSuffix("/") ? String(text.dropLast()) : text + "/"
        assertSame(text, http)
        assertSame(text, slashed + "#details")
        assertSame(text, slashed + "?utm_source=app&wt_mc=menu.\(checked)&gclid=1")
        XCTAssertEqual(menu.pageIndex.entries(showing: URL(string: http)!).contains(entry.id), true)
        checked += 1
      }
      XCTAssertGreaterThan(checked, fixture == .bonprix ? 5 : 150, "\(fixture)")
    }
  }

  func testAPunycodeHostHasAKey() {
    let url = URL(string: "https://xn--bcher-kav.bonprix.de/Damen/?utm_source=x")!
    XCTAssertEqual(URLMatchKey(url)?.value, "https://xn--bcher-kav.bonprix.de/Damen")
  }
}
