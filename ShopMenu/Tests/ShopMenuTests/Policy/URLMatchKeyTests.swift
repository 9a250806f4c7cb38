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

  /// The fast reading of the text gives the same key as `URLComponents`, or defers to it.
  func testTheFastPathAgreesWithURLComponents() throws {
    var texts = [
      "https://www.bonprix.de", "HTTP://WWW.MyToys.de:80/0-6-months/?utm_source=app#top",
      "https://www.bonprix.de:0443/a", "https://www.bonprix.de:8443",
      "https://www.bonprix.de?page=2", "https://www.bonprix.de#top", "https://www.bonprix.de//",
      "https://www.bonprix.de/a//?", "https://www.bonprix.de/a?=x&&b=&utm_x=1&B=2#f?g",
      "https://user:pw@www.bonprix.de/a", "https://[::1]:8080/a/", "https://www.bonprix.de/%C3%BC/",
      "https:///kategorie", "https://:443/", "ftp://www.bonprix.de/",
      "mailto:service@bonprix.de", "https://www.bonprix.de:12a/",
      "https://www.bonprix.de/kategorie/damen/?gclid=1&fbclid=2&wt_mc=x.y&utm_medium=z",
    ]
    for fixture in [Fixture.bonprix, .mytoys] {
      for entry in try fixture.menu().allEntries {
        guard let url = entry.url else { continue }
        XCTAssertNotNil(URLMatchKey.plainKey(url.absoluteString), "fast path for \(url)")
        texts.append(url.absoluteString)
        texts.append("HTTP" + url.absoluteString.dropFirst(5).dropLast() + "?wt_cc1=a&x=1#b")
      }
    }
    for text in texts {
      guard let url = URL(string: text) else { continue }
      let fast = URLMatchKey.plainKey(text)
      if let fast { XCTAssertEqual(fast, URLMatchKey.parsedKey(url), text) }
      XCTAssertEqual(URLMatchKey(url)?.value, fast ?? URLMatchKey.parsedKey(url), text)
    }
    // An empty port and one above 65535, which iOS 15's `NSURLComponents` may read otherwise
    // than Linux's: the fast path decides them itself, so every platform gives the same key.
    for (text, wanted) in [
      ("https://www.bonprix.de:/a/", "https://www.bonprix.de/a"),
      ("https://www.bonprix.de:99999/", "https://www.bonprix.de:99999/"),
    ] {
      XCTAssertEqual(URLMatchKey.plainKey(text), wanted, text)
      // iOS 15's `URL(string:)` may refuse the text itself; where it reads it, the key is the same.
      if let url = URL(string: text) { XCTAssertEqual(URLMatchKey(url)?.value, wanted, text) }
    }
    XCTAssertNil(URLMatchKey.plainKey("https://user:pw@www.bonprix.de/a"), "defers to Foundation")
    XCTAssertNil(URLMatchKey.plainKey("https://[::1]:8080/a/"), "defers to Foundation")
    // Linux Foundation turns a punycode host into percent-encoded Unicode; the text is kept.
    XCTAssertEqual(URLMatchKey.plainKey("https://xn--mnchen-3ya.de/"), "https://xn--mnchen-3ya.de/")
  }
}
