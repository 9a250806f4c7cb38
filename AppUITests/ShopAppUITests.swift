import XCTest

/// The main screen and the menu, on the real app with the network replaced (see `UITestApp`).
/// Each test is one flow a person takes, and names above it the public source for the iOS
/// behaviour it relies on. Each waits for a screen to be there (its navigation bar's title, the
/// menu gone) before the next tap, so no tap lands during a transition. Each test is main-actor
/// isolated, not the class: `XCUIApplication` is main-actor isolated in current SDKs, and a
/// main-actor subclass of the nonisolated `XCTestCase` warns from Xcode 15.3 on.
final class ShopAppUITests: XCTestCase {
  private let home = "https://www.bonprix.de/"
  private let oberteile = "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// Launch shows the shop's home page, titled with the shop's name.
  // A bar is found by its title: the1scient/BipaChallenge, BipaChallengeUITests.swift.
  @MainActor
  func testLaunchShowsTheHomePage() {
    let shop = UITestApp.facts(UITestApp.schemeShop)
    let app = UITestApp.launch()
    XCTAssertTrue(app.page(showing: shop.homeURL).waitForExistence(timeout: 15))
    XCTAssertTrue(app.navigationBars[shop.displayName].exists)
    XCTAssertTrue(app.categoriesButton.exists)
  }

  /// Categories opens the menu at the shop's top level: bonprix's categories with a teaser are
  /// photo rows, each one button with the entry's label; myToys' are list sections, each a text
  /// header over its rows (the last section's once the list is scrolled to it).
  // A List row's Button is one labelled button: pd95/HWS-UltimatePortfolio UI tests (Add New Item).
  @MainActor
  func testCategoriesOpensTheTopLevel() {
    let name = UITestApp.schemeShop
    let app = UITestApp.launch(shop: name)
    app.openMenu()
    XCTAssertTrue(app.navigationBars[UITestApp.facts(name).displayName].exists, "the top level")
    if name == "mytoys" {
      let alter = app.element(AccessibilityID.entry("Sortiment", "Alter"))
      XCTAssertTrue(alter.waitForExistence(timeout: 10))
      XCTAssertTrue(app.staticTexts["Sortiment"].exists, "the section's header")
      XCTAssertFalse(app.buttons["Sortiment"].exists, "a section is no row to tap")
      _ = app.scrollUntilExists(AccessibilityID.entry("Service", "Hilfe"))
      XCTAssertTrue(app.staticTexts["Service"].exists, "the last section's header")
    } else {
      let damen = app.buttons["Damen"]
      XCTAssertTrue(damen.waitForExistence(timeout: 10), "Damen's photo row")
      XCTAssertEqual(damen.label, "Damen")
      XCTAssertEqual(damen.identifier, AccessibilityID.entry("Damen"))
      // Its photo is decorative and it pushes through a hidden link: its row shows no chevron.
      let row = app.cells.containing(.button, identifier: AccessibilityID.entry("Damen"))
      XCTAssertTrue(row.firstMatch.exists, "the photo row's cell")
      XCTAssertFalse(row.images.firstMatch.exists, "no image in the photo row's cell")
    }
  }

  /// Damen › Mode › Neuheiten › Oberteile closes the menu and loads Oberteile; the main screen is
  /// then titled with the level it was chosen on.
  // A pushed level's bar is found by its title: mozilla-mobile/firefox-ios, SyncFAUITests.swift.
  @MainActor
  func testDrillingDownToALinkLoadsItsPage() {
    let app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15))
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
    XCTAssertTrue(app.navigationBars["Neuheiten"].exists, "titled with the level it was chosen on")
  }

  /// Back goes up one level; Close closes the menu and leaves the page and its title as they were.
  // A back button carries the title under it: pd95/HWS-UltimatePortfolio UI tests (Open Projects).
  @MainActor
  func testBackGoesUpALevelAndCloseCloses() {
    let app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15))
    app.openMenu()
    app.tapEntry(AccessibilityID.entry("Damen"))
    XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5))
    app.tapEntry(AccessibilityID.entry("Damen", "Mode"))
    let modeBar = app.navigationBars["Mode"]
    XCTAssertTrue(modeBar.waitForExistence(timeout: 5))

    modeBar.buttons["Damen"].tap()
    XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5))
    XCTAssertTrue(app.element(AccessibilityID.entry("Damen", "Mode")).exists, "Damen's rows")

    app.closeButton.tap()
    app.waitUntilMenuHasGone()
    XCTAssertTrue(app.page(showing: home).exists, "closing keeps the page")
    XCTAssertTrue(app.navigationBars["bonprix"].exists, "and its title")
  }

  /// With nothing cached, the launch's load fails: the menu shows its loading row and no bundled
  /// entry until then, then the bundled copy with a notice that says why; Retry shows progress
  /// while it fetches, and once the feed is in, the notice goes.
  // A combined element reads as one: Apple docs, AccessibilityChildBehavior.combine.
  @MainActor
  func testAFailedLoadSaysWhyAndRetryLoadsTheMenu() {
    // The launch's fetch fails after 20 s; the next one (Retry) serves the feed after 5 s.
    let app = UITestApp.launch(shop: "bonprix", feed: "offline@20,feed@5")
    app.openMenu()
    XCTAssertTrue(app.element(AccessibilityID.menuLoading).waitForExistence(timeout: 5))
    // The 20 s hold started when the main screen appeared, before `launch()` returned; opening
    // the menu takes a few seconds of it, so these 4 s end well before the load fails.
    XCTAssertFalse(app.buttons["Damen"].waitForExistence(timeout: 4), "no bundled entry yet")

    let notice = app.element(AccessibilityID.menuNotice)
    XCTAssertTrue(notice.waitForExistence(timeout: 25), "the notice, once the load has failed")
    XCTAssertTrue(notice.label.contains("offline"), "why: \(notice.label)")
    XCTAssertTrue(app.buttons["Damen"].exists, "the bundled copy's rows")

    app.element(AccessibilityID.menuNoticeRetry).tap()
    // The answer is held 5 s: the progress is there to be seen meanwhile.
    XCTAssertTrue(app.element(AccessibilityID.menuRefreshing).waitForExistence(timeout: 3))
    waitUntilGone(notice, timeout: 15)
    XCTAssertTrue(app.buttons["Damen"].exists, "the menu from the feed")
  }
}
