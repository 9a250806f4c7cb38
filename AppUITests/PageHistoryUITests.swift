import XCTest

/// The bottom bar's Back, Forward and Reload move through the web view's history. Whether they
/// are enabled is not asserted: no source shows `.disabled` reaching XCUITest for an iOS 15 bar
/// item. Each tap waits for the page before it to have finished loading.
final class PageHistoryUITests: XCTestCase {
  private let home = "https://www.bonprix.de/"
  private let damen = "https://www.bonprix.de/kategorie/damen/"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// Choose a page from the menu; Back shows the home page, Forward the chosen page again, and
  /// Reload keeps it.
  // A toolbar Label is a button with its title: pd95/HWS-UltimatePortfolio UI tests (Add Project).
  @MainActor
  func testBottomBarBackForwardAndReload() {
    let app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15))
    app.chooseDamen()
    XCTAssertTrue(app.page(showing: damen).waitForExistence(timeout: 15))
    let progress = app.element(AccessibilityID.pageProgress)
    waitUntilGone(progress)

    app.buttons[UITestApp.Title.back].tap()
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15), "Back shows the home page")
    waitUntilGone(progress)

    app.buttons[UITestApp.Title.forward].tap()
    XCTAssertTrue(app.page(showing: damen).waitForExistence(timeout: 15), "Forward shows it again")
    waitUntilGone(progress)

    app.buttons[UITestApp.Title.reload].tap()
    waitUntilGone(progress)
    XCTAssertTrue(app.page(showing: damen).waitForExistence(timeout: 15), "Reload keeps the page")
    XCTAssertFalse(app.page(showing: home).exists)
  }
}
