import XCTest

@testable import ShopMenu

/// The UI tests' local pages: the web view loads them under the app's own scheme, and the model
/// sees only the shop's real URLs.
final class PageAddressingTests: XCTestCase {
  private let page = URL(string: "https://www.bonprix.de/kategorie/damen/?p=2#top")!

  func testDirectAddressingLeavesEveryURLAsItIs() {
    let direct = PageAddressing.direct
    XCTAssertEqual(direct.webViewURL(for: page), page)
    XCTAssertEqual(direct.pageURL(reportedBy: page), page)
    let local = URL(string: "shopmenu-page://www.bonprix.de/x/")!
    XCTAssertEqual(direct.pageURL(reportedBy: local), local, "only the local mode reads its scheme")
    XCTAssertNil(direct.servedScheme)
    XCTAssertNil(direct.localPage(for: local))
  }

  func testLocalAddressingSwapsOnlyTheSchemeBothWays() {
    let local = PageAddressing.local
    let loaded = local.webViewURL(for: page)
    XCTAssertEqual(loaded.absoluteString, "shopmenu-page://www.bonprix.de/kategorie/damen/?p=2#top")
    XCTAssertEqual(local.pageURL(reportedBy: loaded), page)
    XCTAssertEqual(local.servedScheme, "shopmenu-page")
    // Plain http is served locally too, and reported back as the https page it becomes.
    let http = URL(string: "http://www.bonprix.de/a/")!
    XCTAssertEqual(
      local.pageURL(reportedBy: local.webViewURL(for: http)).absoluteString,
      "https://www.bonprix.de/a/")
  }

  func testLocalAddressingLeavesOtherSchemesAlone() {
    let local = PageAddressing.local
    for text in [
      "mailto:service@bonprix.de", "tel:+49401234", "about:blank",
      "itms-apps://apps.apple.com/app/id1",
    ] {
      let url = URL(string: text)!
      XCTAssertEqual(local.webViewURL(for: url), url, text)
      XCTAssertEqual(local.pageURL(reportedBy: url), url, text)
    }
  }

  func testALocalPageIsThePlaceholderNamingTheRealURL() throws {
    let served = try XCTUnwrap(
      PageAddressing.local.localPage(for: PageAddressing.local.webViewURL(for: page)))
    XCTAssertEqual(served.page, page)
    let html = try XCTUnwrap(String(data: served.html, encoding: .utf8))
    XCTAssertTrue(html.contains("https://www.bonprix.de/kategorie/damen/?p=2#top"), html)
    XCTAssertNil(PageAddressing.local.localPage(for: page), "https is never served locally")
  }

  @MainActor
  func testTheUITestLaunchServesPagesLocally() {
    let shop = ShopConfiguration.bonprix
    let launch = AppLaunchConfiguration(
      environment: ["SHOPMENU_UITEST_STUB": "feed", "SHOPMENU_LOCAL_PAGES": "1"],
      infoDictionary: [:])
    XCTAssertEqual(ShopAppModel(launch: launch).browser.pageAddressing, .local)
    let app = AppLaunchConfiguration(shop: shop)
    XCTAssertEqual(ShopAppModel(launch: app).browser.pageAddressing, .direct)
  }
}
