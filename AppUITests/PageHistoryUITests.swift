import XCTest

/// The web view's history, as the bottom bar shows it: Back, Forward and Reload follow what the
/// web view reports after a page has committed.
/// Each test is main-actor isolated, not the class (see `ShopAppUITests`).
final class PageHistoryUITests: XCTestCase {
  private let home = "https://www.bonprix.de/"
  private let damen = "https://www.bonprix.de/kategorie/damen/"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// The bottom bar follows the web view's history: at launch Back and Forward are disabled;
  /// choosing a page from the menu enables Back; Back shows the home page again and enables
  /// Forward; Forward shows the chosen page again; Reload keeps it.
  /// Linux twin: `BrowserFlowTests.testBackForwardAndReloadFollowTheWebViewsHistory`.
  @MainActor
  func testBottomBarBackForwardAndReload() {
    let app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15))
    let back = app.buttons[AccessibilityID.pageBack]
    let forward = app.buttons[AccessibilityID.pageForward]
    let reload = app.buttons[AccessibilityID.pageReload]
    XCTAssertTrue(back.waitForExistence(timeout: 5), "Back")
    XCTAssertTrue(forward.exists, "Forward")
    XCTAssertTrue(reload.exists, "Reload")
    XCTAssertFalse(back.isEnabled, "nothing to go back to at launch")
    XCTAssertFalse(forward.isEnabled, "nothing to go forward to at launch")
    XCTAssertTrue(reload.isEnabled)

    chooseDamen(in: app)
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

  /// Choosing the page shown loads it again and adds no history item (WebKit treats a load of
  /// the URL shown as the same load: `FrameLoadType::Same`, committed as a reload), so Back
  /// goes to the page before it.
  /// Linux twin: `AppFlowTests.testChoosingThePageShownLoadsItAgain`.
  @MainActor
  func testChoosingThePageShownAgainAddsNoHistory() {
    let app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15))
    let back = app.buttons[AccessibilityID.pageBack]
    for _ in 0..<2 {
      chooseDamen(in: app)
      waitUntil(back, isEnabled: true)
    }
    back.tap()
    XCTAssertTrue(
      app.page(showing: home).waitForExistence(timeout: 15), "Back goes to the page before it")
    waitUntil(back, isEnabled: false)
  }

  /// Chooses Damen › Zur Übersicht in the menu and waits for the menu to close and the page.
  @MainActor
  private func chooseDamen(
    in app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line
  ) {
    app.openMenu(file: file, line: line)
    app.tapEntry(AccessibilityID.entry("Damen"), file: file, line: line)
    app.tapEntry(AccessibilityID.entry("Damen", "Zur Übersicht"), file: file, line: line)
    waitUntilGone(app.element(AccessibilityID.menuClose), file: file, line: line)
    XCTAssertTrue(
      app.page(showing: damen).waitForExistence(timeout: 15), file: file, line: line)
  }
}
