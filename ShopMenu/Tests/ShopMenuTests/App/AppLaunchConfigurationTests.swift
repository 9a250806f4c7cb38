import XCTest

@testable import ShopMenu

/// The launch switches the schemes and the UI tests use.
final class AppLaunchConfigurationTests: XCTestCase {
  @MainActor
  func testInfoPlistValuesAndEnvironmentOverrides() {
    let info: [String: Any] = [
      "SHOPMENU_SHOP": "mytoys", "SHOPMENU_API_KEY": "from-plist", "CFBundleVersion": "1",
    ]
    let fromPlist = AppLaunchConfiguration(environment: [:], infoDictionary: info)
    XCTAssertEqual(fromPlist.shop.id, .mytoys)
    XCTAssertEqual(fromPlist.shop.apiKey.value, "from-plist")
    XCTAssertNil(fromPlist.stub)
    XCTAssertFalse(fromPlist.rendersPagesLocally)

    let overridden = AppLaunchConfiguration(
      environment: [
        "SHOPMENU_SHOP": "bonprix", "SHOPMENU_UITEST_STUB": "failure-once",
        "SHOPMENU_LOCAL_PAGES": "1",
      ],
      infoDictionary: info)
    XCTAssertEqual(overridden.shop.id, .bonprix)
    XCTAssertEqual(overridden.shop.apiKey.value, "from-plist")
    XCTAssertEqual(overridden.stub, .failureOnce)
    XCTAssertTrue(overridden.rendersPagesLocally)
  }

  /// The UI tests' stubbed launch, end to end: same flow as `AppFlowTests`.
  @MainActor
  func testStubbedFeedLaunch() async {
    let model = ShopAppModel(launch: AppLaunchConfiguration(shop: .bonprix, stub: .feed))
    await model.start()
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    model.openMenu()
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertEqual(
      model.browser.page.url.absoluteString,
      "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")
  }

  @MainActor
  func testStubbedFailureOnceThenRetry() async {
    let model = ShopAppModel(launch: AppLaunchConfiguration(shop: .mytoys, stub: .failureOnce))
    await model.start()
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    await model.retry()
    XCTAssertEqual(model.menuState.menu?.format, .mytoys)
  }

  /// The launch and the menu's opening both fail; Retry then shows the menu.
  /// UI twin: `testFailureThenRetrySucceeds`.
  @MainActor
  func testStubbedFailureTwiceThenRetry() async {
    let model = ShopAppModel(launch: AppLaunchConfiguration(shop: .bonprix, stub: .failureTwice))
    await model.start()
    model.openMenu()
    await model.waitForRefresh()
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    await model.retry()
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Shop", "Damen"])
  }

  @MainActor
  func testStubbedFailureStaysFailed() async {
    let model = ShopAppModel(launch: AppLaunchConfiguration(shop: .bonprix, stub: .failure))
    await model.start()
    await model.retry()
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
  }

  /// The views reach the teaser loader through the model; a launch builds it for its shop (with
  /// a stub, one that keeps nothing on disk).
  @MainActor
  func testALaunchGivesTheModelItsShopsTeaserLoader() {
    let model = ShopAppModel(launch: AppLaunchConfiguration(shop: .mytoys, stub: .feed))
    let teasers = model.teasers
    XCTAssertEqual(teasers.policy, ShopConfiguration.mytoys.urlPolicy)
    XCTAssertEqual(teasers.memory.totalCostLimit, TeaserLoader.defaultMemoryLimit)
    XCTAssertEqual(teasers.failureBackoff, TeaserLoader.defaultFailureBackoff)
    XCTAssertTrue(model.teasers === teasers, "one loader for every row")
  }

  @MainActor
  func testPlaceholderPageEscapesTheURL() {
    let html = AppLaunchConfiguration.placeholderHTML(
      for: URL(string: "https://www.bonprix.de/a?b=1&c=%3Cx%3E")!)
    XCTAssertTrue(
      html.contains(#"<h1 id="page-url">https://www.bonprix.de/a?b=1&amp;c=%3Cx%3E</h1>"#))
  }
}
