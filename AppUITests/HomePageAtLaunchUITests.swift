import XCTest

/// A launch shows the shop's home page, also after the person closed the app on another page.
/// `terminate()` ends the app while its scene is in the foreground; the app keeps the page shown
/// for its scene only when the scene goes to the background (`ShopRootView`), so there is nothing
/// to restore. (A scene iOS ends in the background and restores is beyond XCUITest; the package's
/// `SavedPageTests` cover that rule.)
final class HomePageAtLaunchUITests: XCTestCase {
  private let home = "https://www.bonprix.de/"
  private let damen = "https://www.bonprix.de/kategorie/damen/"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// The app is closed on Damen and launched again: it shows the home page under the shop's name.
  // terminate() ends the app, launch() starts it afresh: Apple docs, XCUIApplication.terminate().
  @MainActor
  func testARelaunchShowsTheHomePage() {
    var app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15))
    app.chooseDamen()
    XCTAssertTrue(app.page(showing: damen).waitForExistence(timeout: 15))
    waitUntilGone(app.element(AccessibilityID.pageProgress))
    app.terminate()

    app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15), "the home page")
    XCTAssertFalse(app.page(showing: damen).exists)
    XCTAssertTrue(app.navigationBars["bonprix"].exists)
  }
}
