import XCTest

/// The flows a person takes, on the real app with the network replaced (see `UITestApp`).
///
/// Each flow has a Linux twin that drives the same steps on the state machine:
/// `ShopMenu/Tests/ShopMenuTests/App/AppFlowTests.swift` and `AppLaunchConfigurationTests.swift`.
/// Keep them in step: a change to a flow here changes its twin there, and the other way round.
/// Each test is main-actor isolated, not the class: XCUIApplication is main-actor isolated in
/// current SDKs, and a main-actor subclass of the nonisolated `XCTestCase` warns from Xcode 15.3 on.
final class ShopAppUITests: XCTestCase {
  private let oberteile = "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// Launch shows the shop's home page in the web view.
  /// Linux twin: `AppFlowTests.testLaunchShowsHomePageAndLoadsMenu`.
  @MainActor
  func testLaunchShowsHomePage() {
    let shop = UITestApp.schemeShop
    let app = UITestApp.launch(shop: shop)
    XCTAssertTrue(app.webViews[UIID.webView].waitForExistence(timeout: 15))
    XCTAssertTrue(app.page(showing: UITestApp.homeURL(of: shop)).waitForExistence(timeout: 15))
    XCTAssertTrue(app.navigationBars[UITestApp.displayName(of: shop)].exists)
    XCTAssertTrue(app.buttons[UIID.menuButton].exists)
  }

  /// Menu opens the full-screen cover at the top level.
  /// Linux twin: `AppFlowTests.testOpenMenuShowsTopLevel`.
  @MainActor
  func testMenuOpensWithCategories() {
    let shop = UITestApp.schemeShop
    let app = UITestApp.launch(shop: shop)
    app.openMenu()
    XCTAssertTrue(app.navigationBars[UITestApp.displayName(of: shop)].waitForExistence(timeout: 5))
    if shop == "mytoys" {
      XCTAssertTrue(app.element(UIID.entry("Sortiment", "Alter")).waitForExistence(timeout: 10))
      XCTAssertTrue(app.element(UIID.entry("Schnäppchen", "Alle Angebote im Überblick")).exists)
    } else {
      XCTAssertTrue(app.element(UIID.entry("Shop")).waitForExistence(timeout: 10))
      XCTAssertTrue(app.element(UIID.entry("Damen")).exists)
    }
  }

  /// Damen ⇒ Mode ⇒ Neuheiten ⇒ Oberteile closes the menu and shows that page; the menu then
  /// marks the way to it.
  /// Linux twin: `AppFlowTests.testDrillDownToOberteileClosesMenuAndLoadsPage`.
  @MainActor
  func testDrillDownToOberteileLoadsItAndClosesMenu() {
    let app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: "https://www.bonprix.de/").waitForExistence(timeout: 15))
    app.openMenu()
    app.tapEntry(UIID.entry("Damen"))
    XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5))
    app.tapEntry(UIID.entry("Damen", "Mode"))
    XCTAssertTrue(app.navigationBars["Mode"].waitForExistence(timeout: 5))
    app.tapEntry(UIID.entry("Damen", "Mode", "Neuheiten"))
    XCTAssertTrue(app.navigationBars["Neuheiten"].waitForExistence(timeout: 5))
    app.tapEntry(UIID.entry("Damen", "Mode", "Neuheiten", "Oberteile"))

    waitUntilGone(app.element(UIID.menuClose))
    XCTAssertTrue(app.page(showing: oberteile).waitForExistence(timeout: 15))

    app.openMenu()
    let damen = app.element(UIID.entry("Damen"))
    XCTAssertTrue(damen.waitForExistence(timeout: 5), "the menu opens at the top level again")
    XCTAssertEqual(
      app.buttons[UIID.entry("Damen")].value as? String, "Contains the last chosen entry")
  }

  /// Back goes up one level; Close leaves the page as it was.
  /// Linux twin: `AppFlowTests.testBackGoesUpOneLevelAndCloseKeepsThePage`.
  @MainActor
  func testBackAndClose() {
    let app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: "https://www.bonprix.de/").waitForExistence(timeout: 15))
    app.openMenu()
    app.tapEntry(UIID.entry("Damen"))
    app.tapEntry(UIID.entry("Damen", "Mode"))
    let modeBar = app.navigationBars["Mode"]
    XCTAssertTrue(modeBar.waitForExistence(timeout: 5))

    modeBar.buttons["Damen"].tap()
    XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5))
    XCTAssertTrue(app.element(UIID.entry("Damen", "Mode")).exists)

    app.element(UIID.menuClose).tap()
    waitUntilGone(app.element(UIID.menuClose))
    XCTAssertTrue(app.page(showing: "https://www.bonprix.de/").exists, "closing keeps the page")
  }

  /// The bottom bar follows the web view's history: at launch Back and Forward are disabled;
  /// choosing a page from the menu enables Back; Back shows the home page again and enables
  /// Forward; Forward shows the chosen page again; Reload keeps it.
  /// Linux twin: `BrowserFlowTests.testBackForwardAndReloadFollowTheWebViewsHistory`.
  @MainActor
  func testBottomBarBackForwardAndReload() {
    let home = "https://www.bonprix.de/"
    let damen = "https://www.bonprix.de/kategorie/damen/"
    let app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15))
    let back = app.buttons[UIID.pageBack]
    let forward = app.buttons[UIID.pageForward]
    let reload = app.buttons[UIID.pageReload]
    XCTAssertTrue(back.waitForExistence(timeout: 5), "Back")
    XCTAssertTrue(forward.exists, "Forward")
    XCTAssertTrue(reload.exists, "Reload")
    XCTAssertFalse(back.isEnabled, "nothing to go back to at launch")
    XCTAssertFalse(forward.isEnabled, "nothing to go forward to at launch")
    XCTAssertTrue(reload.isEnabled)

    app.openMenu()
    app.tapEntry(UIID.entry("Damen"))
    app.tapEntry(UIID.entry("Damen", "Zur Übersicht"))
    waitUntilGone(app.element(UIID.menuClose))
    XCTAssertTrue(app.page(showing: damen).waitForExistence(timeout: 15))
    waitUntil(back, isEnabled: true)
    XCTAssertFalse(forward.isEnabled, "a new page leaves nothing to go forward to")

    back.tap()
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15), "Back shows the home page")
    waitUntil(forward, isEnabled: true)
    waitUntil(back, isEnabled: false)

    forward.tap()
    XCTAssertTrue(app.page(showing: damen).waitForExistence(timeout: 15), "Forward shows it again")
    waitUntil(forward, isEnabled: false)
    XCTAssertTrue(back.isEnabled)

    reload.tap()
    XCTAssertTrue(app.page(showing: damen).waitForExistence(timeout: 15), "Reload keeps the page")
    XCTAssertTrue(back.isEnabled, "Reload keeps the history")
    XCTAssertFalse(forward.isEnabled)
  }

  /// No menu at all: the failure and its Retry button; retrying while still offline fails again.
  /// Linux twins: `AppFlowTests.testRetryButtonAfterFailure`,
  /// `AppLaunchConfigurationTests.testStubbedFailureStaysFailed`.
  @MainActor
  func testFailureThenRetry() {
    let app = UITestApp.launch(stub: .failure)
    app.openMenu()
    let retry = app.element(UIID.menuRetry)
    XCTAssertTrue(retry.waitForExistence(timeout: 10))
    XCTAssertEqual(
      app.element(UIID.menuFailedMessage).label,
      "You appear to be offline. Check your connection and try again.")
    // Retrying while still offline shows the same failure again, which the screen cannot tell
    // apart from a Retry that did nothing: its Linux twin checks that a new request is sent.
    retry.tap()
    XCTAssertTrue(app.element(UIID.menuRetry).waitForExistence(timeout: 10))
    app.element(UIID.menuClose).tap()
    waitUntilGone(app.element(UIID.menuClose))
  }

  /// The failed state, then Retry succeeds and shows the menu.
  /// Linux twins: `AppFlowTests.testRetryButtonAfterFailure`,
  /// `AppLaunchConfigurationTests.testStubbedFailureTwiceThenRetry`.
  @MainActor
  func testFailureThenRetrySucceeds() {
    let app = UITestApp.launch(shop: "bonprix", stub: .failureTwice)
    app.openMenu()
    let retry = app.element(UIID.menuRetry)
    XCTAssertTrue(retry.waitForExistence(timeout: 10))
    retry.tap()
    waitUntilGone(retry)
    XCTAssertTrue(app.element(UIID.entry("Damen")).waitForExistence(timeout: 10))
    XCTAssertTrue(
      app.searchFields.firstMatch.exists, "the search field is there after failed → Retry → ready")
  }

  /// The launch's load fails; opening the menu tries again and shows the menu.
  /// Linux twins: `AppFlowTests.testErrorThenRetry`,
  /// `AppLaunchConfigurationTests.testStubbedFailureOnceThenRetry`.
  @MainActor
  func testFailureOnLaunchIsRetriedWhenTheMenuOpens() {
    let shop = UITestApp.schemeShop
    let app = UITestApp.launch(shop: shop, stub: .failureOnce)
    app.openMenu()
    let first = shop == "mytoys" ? UIID.entry("Sortiment", "Alter") : UIID.entry("Damen")
    XCTAssertTrue(app.element(first).waitForExistence(timeout: 10))
  }

  /// Search over the whole menu, with the way to each result; picking a link closes the menu and
  /// loads its page.
  /// Linux twin: `AppFlowTests.testSearchAndPick`.
  @MainActor
  func testSearchAndPick() {
    let app = UITestApp.launch(shop: "bonprix")
    app.openMenu()
    app.search("oberteile")
    let result = app.element(UIID.searchResult("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertTrue(result.waitForExistence(timeout: 5))
    XCTAssertTrue(
      result.label.contains("Damen › Mode › Neuheiten"), "the result's breadcrumb: \(result.label)")
    result.tap()

    waitUntilGone(app.element(UIID.menuClose))
    XCTAssertTrue(app.page(showing: oberteile).waitForExistence(timeout: 15))
  }

  /// A category deep in the menu, picked in search, opens as one level with the way to it as
  /// its breadcrumb; Back returns to the results, the search as it was.
  /// Linux twin: `AppFlowTests.testPickingACategoryFromSearchOpensItAsOneLevel`.
  @MainActor
  func testSearchPicksACategoryAsOneLevel() {
    let app = UITestApp.launch(shop: "bonprix")
    app.openMenu()
    app.search("neuheiten")
    let result = app.element(UIID.searchResult("Damen", "Mode", "Neuheiten"))
    XCTAssertTrue(result.waitForExistence(timeout: 5))
    result.tap()

    let bar = app.navigationBars["Neuheiten"]
    XCTAssertTrue(bar.waitForExistence(timeout: 5))
    XCTAssertEqual(app.element(UIID.levelBreadcrumb).label, "Damen › Mode")
    XCTAssertTrue(app.element(UIID.entry("Damen", "Mode", "Neuheiten", "Oberteile")).exists)
    bar.buttons["bonprix"].tap()
    XCTAssertTrue(result.waitForExistence(timeout: 5), "the results again")
    XCTAssertTrue(app.navigationBars["bonprix"].exists, "the top level")
    XCTAssertFalse(app.navigationBars["Mode"].exists, "no levels between")
  }

  /// A top-level category picked in search (myToys' Top-Marken, far down the list) opens as its
  /// level, one push from the result.
  /// Linux twin: `AppFlowTests.testSearchPickingATopLevelMyToysCategory`.
  @MainActor
  func testSearchPicksATopLevelCategory() {
    let app = UITestApp.launch(shop: "mytoys")
    app.openMenu()
    app.search("top-marken")
    let result = app.element(UIID.searchResult("Sortiment", "Top-Marken"))
    XCTAssertTrue(result.waitForExistence(timeout: 5))
    result.tap()
    let bar = app.navigationBars["Top-Marken"]
    XCTAssertTrue(bar.waitForExistence(timeout: 5))
    bar.buttons["myToys"].tap()
    XCTAssertTrue(app.navigationBars["myToys"].waitForExistence(timeout: 5), "the top level")
  }

  /// myToys: sections are list sections, their entries rows.
  /// The list is found by its identifier whatever its element type: a `List` is a table up to
  /// iOS 15 and a collection view from iOS 16 on.
  /// Linux twin: `AppFlowTests.testSectionsGroupTheTopLevelAndAreNotSelectable`.
  @MainActor
  func testMyToysSectionsAreListSections() {
    let app = UITestApp.launch(shop: "mytoys")
    XCTAssertTrue(app.page(showing: "https://www.mytoys.de/").waitForExistence(timeout: 15))
    app.openMenu()
    XCTAssertTrue(app.element(UIID.entry("Sortiment", "Alter")).waitForExistence(timeout: 10))
    let list = app.element(UIID.menuList)
    XCTAssertTrue(list.exists, "the menu's list")
    XCTAssertTrue(list.staticTexts["Sortiment"].exists, "the section's header, in the list")
    XCTAssertFalse(list.buttons["Sortiment"].exists, "a section is no row to tap")
  }
}
