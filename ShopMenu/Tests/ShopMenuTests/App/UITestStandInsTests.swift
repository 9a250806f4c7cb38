import XCTest

@testable import ShopMenu

/// The launch values the app reads, and the stand-ins the UI tests switch on with them (Debug).
final class UITestStandInsTests: XCTestCase {
  @MainActor
  func testInfoPlistValuesAndEnvironmentOverrides() {
    let info: [String: Any] = [
      "SHOPMENU_SHOP": "mytoys", "SHOPMENU_API_KEY": "from-plist", "CFBundleVersion": "1",
    ]
    let fromPlist = AppLaunchConfiguration(environment: [:], infoDictionary: info)
    XCTAssertEqual(fromPlist.shop.id, .mytoys)
    XCTAssertEqual(fromPlist.shop.apiKey.value, "from-plist")
    XCTAssertNil(fromPlist.standIns, "no stand-in without its switch")

    let overridden = AppLaunchConfiguration(
      environment: [
        "SHOPMENU_SHOP": "bonprix", "SHOPMENU_UITEST_STUB": "failure-once",
        "SHOPMENU_LOCAL_PAGES": "1", "SHOPMENU_UITEST_TEASERS": "missing",
      ],
      infoDictionary: info)
    XCTAssertEqual(overridden.shop.id, .bonprix)
    XCTAssertEqual(overridden.shop.apiKey.value, "from-plist")
    XCTAssertEqual(
      overridden.standIns,
      UITestStandIns(feed: .failureOnce, servesPagesLocally: true, servesTeaserImages: false))
  }

  @MainActor
  private func launch(_ shop: ShopConfiguration, _ feed: UITestStandIns.Feed) -> ShopAppModel {
    var launch = AppLaunchConfiguration(shop: shop)
    launch.standIns = UITestStandIns(feed: feed)
    return ShopAppModel(launch: launch)
  }

  /// The UI tests' launch, end to end: same flow as `AppFlowTests`.
  @MainActor
  func testTheFeedStandIn() async {
    let model = launch(.bonprix, .feed)
    XCTAssertTrue(model.browser.servesPagesLocally)
    await model.start()
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    model.openMenu()
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertEqual(
      model.browser.page.url.absoluteString,
      "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")
  }

  @MainActor
  func testFailureOnceThenRetry() async {
    let model = launch(.mytoys, .failureOnce)
    await model.start()
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    await model.retry()
    XCTAssertEqual(model.menuState.menu?.format, .mytoys)
  }

  /// The launch and the menu's opening both fail; Retry then shows the menu.
  /// UI twin: `testFailureThenRetrySucceeds`.
  @MainActor
  func testFailureTwiceThenRetry() async {
    let model = launch(.bonprix, .failureTwice)
    await model.start()
    model.openMenu()
    await model.waitForRefresh()
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    await model.retry()
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Shop", "Damen"])
  }

  @MainActor
  func testFailureStaysFailed() async {
    let model = launch(.bonprix, .failure)
    await model.start()
    await model.retry()
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
  }

  @MainActor
  func testWithoutStandInsPagesAreTheirOwnURLs() {
    let model = ShopAppModel(launch: AppLaunchConfiguration(shop: .bonprix))
    XCTAssertFalse(model.browser.servesPagesLocally)
    let page = URL(string: "https://www.bonprix.de/kategorie/damen/?p=2#top")!
    XCTAssertEqual(model.browser.webViewURL(for: page), page)
    let local = URL(string: "shopmenu-page://www.bonprix.de/x/")!
    XCTAssertEqual(model.browser.pageURL(reportedBy: local), local)
  }

  @MainActor
  func testLocalPagesSwapOnlyTheSchemeBothWays() {
    let model = launch(.bonprix, .feed)
    let page = URL(string: "https://www.bonprix.de/kategorie/damen/?p=2#top")!
    let loaded = model.browser.webViewURL(for: page)
    XCTAssertEqual(loaded.absoluteString, "shopmenu-page://www.bonprix.de/kategorie/damen/?p=2#top")
    XCTAssertEqual(model.browser.pageURL(reportedBy: loaded), page)
    let http = URL(string: "http://www.bonprix.de/a/")!
    XCTAssertEqual(
      model.browser.pageURL(reportedBy: model.browser.webViewURL(for: http)).absoluteString,
      "https://www.bonprix.de/a/", "plain http is served too, as the https page it becomes")
    for text in ["mailto:service@bonprix.de", "tel:+49401234", "about:blank"] {
      let url = URL(string: text)!
      XCTAssertEqual(model.browser.webViewURL(for: url), url, text)
      XCTAssertEqual(model.browser.pageURL(reportedBy: url), url, text)
    }
  }

  func testALocalPageIsAPlaceholderNamingTheRealURL() throws {
    let served = try XCTUnwrap(
      LocalPages.page(for: URL(string: "shopmenu-page://www.bonprix.de/a?b=1&c=%3Cx%3E")!))
    XCTAssertEqual(served.page.absoluteString, "https://www.bonprix.de/a?b=1&c=%3Cx%3E")
    let html = String(decoding: served.html, as: UTF8.self)
    XCTAssertTrue(
      html.contains(#"<h1 id="page-url">https://www.bonprix.de/a?b=1&amp;c=%3Cx%3E</h1>"#), html)
    XCTAssertFalse(html.contains("<script>"))
    XCTAssertNil(LocalPages.page(for: served.page), "https is never served locally")
  }

  func testTheConfirmTestPageAsksAsItLoads() throws {
    let requested = URL(string: "shopmenu-page://www.bonprix.de/shopmenu-test/confirm")!
    let html = String(decoding: try XCTUnwrap(LocalPages.page(for: requested)).html, as: UTF8.self)
    XCTAssertTrue(html.contains("confirm(\"\(LocalPages.confirmQuestion)\")"), html)
    XCTAssertTrue(html.contains("<p id=\"answer\">no answer</p>"))
    XCTAssertTrue(html.hasSuffix("</body></html>"))
  }
}
