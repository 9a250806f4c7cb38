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
    XCTAssertTrue(app.webViews[AccessibilityID.webView].waitForExistence(timeout: 15))
    XCTAssertTrue(app.page(showing: UITestApp.facts(shop).homeURL).waitForExistence(timeout: 15))
    XCTAssertTrue(app.navigationBars[UITestApp.facts(shop).displayName].exists)
    XCTAssertTrue(app.buttons[AccessibilityID.menuButton].exists)
  }

  /// Menu opens the full-screen cover at the top level.
  /// Linux twin: `AppFlowTests.testOpenMenuShowsTopLevel`.
  @MainActor
  func testMenuOpensWithCategories() {
    let shop = UITestApp.schemeShop
    let app = UITestApp.launch(shop: shop)
    app.openMenu()
    XCTAssertTrue(
      app.navigationBars[UITestApp.facts(shop).displayName].waitForExistence(timeout: 5))
    for row in UITestApp.facts(shop).topLevelRows {
      XCTAssertTrue(app.element(AccessibilityID.entry(row)).waitForExistence(timeout: 10), "\(row)")
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
    app.tapEntry(AccessibilityID.entry("Damen"))
    XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5))
    app.tapEntry(AccessibilityID.entry("Damen", "Mode"))
    XCTAssertTrue(app.navigationBars["Mode"].waitForExistence(timeout: 5))
    app.tapEntry(AccessibilityID.entry("Damen", "Mode", "Neuheiten"))
    XCTAssertTrue(app.navigationBars["Neuheiten"].waitForExistence(timeout: 5))
    app.tapEntry(AccessibilityID.entry("Damen", "Mode", "Neuheiten", "Oberteile"))

    app.waitUntilMenuHasGone()
    XCTAssertTrue(app.page(showing: oberteile).waitForExistence(timeout: 15))

    app.openMenu()
    let damen = app.element(AccessibilityID.entry("Damen"))
    XCTAssertTrue(damen.waitForExistence(timeout: 5), "the menu opens at the top level again")
  }

  /// Back goes up one level; Close leaves the page as it was.
  /// Linux twin: `AppFlowTests.testBackGoesUpOneLevelAndCloseKeepsThePage`.
  @MainActor
  func testBackAndClose() {
    let app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: "https://www.bonprix.de/").waitForExistence(timeout: 15))
    app.openMenu()
    app.tapEntry(AccessibilityID.entry("Damen"))
    app.tapEntry(AccessibilityID.entry("Damen", "Mode"))
    let modeBar = app.navigationBars["Mode"]
    XCTAssertTrue(modeBar.waitForExistence(timeout: 5))

    modeBar.buttons["Damen"].tap()
    XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5))
    XCTAssertTrue(app.element(AccessibilityID.entry("Damen", "Mode")).exists)

    app.element(AccessibilityID.menuClose).tap()
    app.waitUntilMenuHasGone()
    XCTAssertTrue(
      app.page(showing: "https://www.bonprix.de/").waitForExistence(timeout: 15),
      "closing keeps the page")
  }

  /// No menu at all: the failure and its Retry button; retrying while still offline fails again.
  /// Linux twins: `AppFlowTests.testRetryButtonAfterFailure`,
  /// `AppLaunchConfigurationTests.testStubbedFailureStaysFailed`.
  @MainActor
  func testFailureThenRetry() {
    let app = UITestApp.launch(stub: .failure)
    app.openMenu()
    let retry = app.element(AccessibilityID.menuRetry)
    XCTAssertTrue(retry.waitForExistence(timeout: 10))
    XCTAssertEqual(
      app.element(AccessibilityID.menuFailedMessage).label,
      "You appear to be offline. Check your connection and try again.")
    // Retrying while still offline shows the same failure again, which the screen cannot tell
    // apart from a Retry that did nothing: its Linux twin checks that a new request is sent.
    retry.tap()
    XCTAssertTrue(app.element(AccessibilityID.menuRetry).waitForExistence(timeout: 10))
    app.element(AccessibilityID.menuClose).tap()
    app.waitUntilMenuHasGone()
  }

  /// The failed state, then Retry succeeds and shows the menu.
  /// Linux twins: `AppFlowTests.testRetryButtonAfterFailure`,
  /// `AppLaunchConfigurationTests.testStubbedFailureTwiceThenRetry`.
  @MainActor
  func testFailureThenRetrySucceeds() {
    let app = UITestApp.launch(shop: "bonprix", stub: .failureTwice)
    app.openMenu()
    let retry = app.element(AccessibilityID.menuRetry)
    XCTAssertTrue(retry.waitForExistence(timeout: 10))
    retry.tap()
    waitUntilGone(retry)
    XCTAssertTrue(app.element(AccessibilityID.entry("Damen")).waitForExistence(timeout: 10))
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
    let first = AccessibilityID.entry(UITestApp.facts(shop).topLevelRows[0])
    XCTAssertTrue(app.element(first).waitForExistence(timeout: 10))
  }

  /// Search over the whole menu, with the way to each result; picking a link closes the menu (one
  /// pick: the search ends first, so the cover goes, not only the search) and loads its page.
  /// Linux twin: `AppFlowTests.testSearchAndPick`.
  @MainActor
  func testSearchAndPick() {
    let app = UITestApp.launch(shop: "bonprix")
    app.openMenu()
    app.search("oberteile")
    let result = app.element(
      AccessibilityID.searchResult("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertTrue(result.waitForExistence(timeout: 5))
    XCTAssertTrue(
      result.label.contains("Damen › Mode › Neuheiten"), "the result's breadcrumb: \(result.label)")
    result.tap()

    app.waitUntilMenuHasGone()
    XCTAssertTrue(app.page(showing: oberteile).waitForExistence(timeout: 15))
  }

  /// A category deep in the menu, picked in search, opens as one level (the category's own,
  /// with the way to it as its breadcrumb, not the levels between); a link on it closes the
  /// menu and loads its page. What the search looks like after a pop is not asserted: no source
  /// documents whether it is still active.
  /// Linux twin: `AppFlowTests.testPickingACategoryFromSearchOpensItAsOneLevel`.
  @MainActor
  func testSearchPicksACategoryAsOneLevel() {
    let app = UITestApp.launch(shop: "bonprix")
    app.openMenu()
    app.search("neuheiten")
    let result = app.element(AccessibilityID.searchResult("Damen", "Mode", "Neuheiten"))
    XCTAssertTrue(result.waitForExistence(timeout: 5))
    result.tap()

    let breadcrumb = app.element(AccessibilityID.levelBreadcrumb)
    XCTAssertTrue(breadcrumb.waitForExistence(timeout: 5), "the level's breadcrumb")
    XCTAssertEqual(breadcrumb.label, "Damen › Mode")
    let row = app.element(AccessibilityID.entry("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertTrue(row.exists, "Neuheiten's rows")
    XCTAssertFalse(
      app.element(AccessibilityID.entry("Damen", "Mode", "Neuheiten")).exists, "not Mode's rows")
    row.tap()
    app.waitUntilMenuHasGone()
    XCTAssertTrue(app.page(showing: oberteile).waitForExistence(timeout: 15))
  }

  /// A top-level category picked in search (myToys' Top-Marken, far down the list) opens as its
  /// level, one push from the result: its rows under the section it is in; Close closes the menu.
  /// Linux twin: `AppFlowTests.testSearchPickingATopLevelMyToysCategory`.
  @MainActor
  func testSearchPicksATopLevelCategory() {
    let app = UITestApp.launch(shop: "mytoys")
    app.openMenu()
    app.search("top-marken")
    let result = app.element(AccessibilityID.searchResult("Sortiment", "Top-Marken"))
    XCTAssertTrue(result.waitForExistence(timeout: 5))
    result.tap()
    XCTAssertTrue(
      app.element(AccessibilityID.entry("Sortiment", "Top-Marken", "4YOU")).waitForExistence(
        timeout: 5),
      "Top-Marken's rows")
    XCTAssertEqual(
      app.element(AccessibilityID.levelBreadcrumb).label, "Sortiment", "the section above it")
    app.element(AccessibilityID.menuClose).tap()
    app.waitUntilMenuHasGone()
  }

  /// myToys: sections are list sections, their entries rows; the last section's rows are there
  /// once the list has been scrolled to them (iOS builds only the rows on screen). Rows are found
  /// by their own identifiers whatever the list's element type: a `List` is a table up to iOS 15
  /// and a collection view from iOS 16 on.
  /// Linux twin: `AppFlowTests.testSectionsGroupTheTopLevelAndAreNotSelectable`.
  @MainActor
  func testMyToysSectionsAreListSections() {
    let app = UITestApp.launch(shop: "mytoys")
    XCTAssertTrue(app.page(showing: "https://www.mytoys.de/").waitForExistence(timeout: 15))
    app.openMenu()
    XCTAssertTrue(
      app.element(AccessibilityID.entry("Sortiment", "Alter")).waitForExistence(timeout: 10))
    XCTAssertTrue(app.staticTexts["Sortiment"].exists, "the section's header")
    XCTAssertFalse(app.buttons["Sortiment"].exists, "a section is no row to tap")
    let hilfe = app.scrollUntilExists(AccessibilityID.entry("Service", "Hilfe"))
    XCTAssertTrue(app.staticTexts["Service"].exists, "the last section's header")
    hilfe.tap()
    app.waitUntilMenuHasGone()
    XCTAssertTrue(
      app.page(showing: "https://www.mytoys.de/c/faq.html").waitForExistence(timeout: 15))
  }
}
