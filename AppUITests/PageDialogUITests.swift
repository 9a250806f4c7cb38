import XCTest

/// A page's JavaScript `confirm()` is shown as an alert with the page's question, and the page
/// receives the answer. The alert is found by what the page decides (its question and the
/// buttons), never by its title, which the app derives from the frame's origin. The test page
/// (served by the app's stand-ins at `/shopmenu-test/confirm`) asks when its "Remove item" button
/// is tapped, and then shows `answer: OK` or `answer: Cancel`.
final class PageDialogUITests: XCTestCase {
  private let page = "https://www.bonprix.de/shopmenu-test/confirm"
  private let question = "Remove this item from the basket?"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// The page is the home page; once the main screen and the page are up, the page's button asks,
  /// so the dialog arrives after launch. OK, then Cancel.
  // Web buttons in app.webViews: firefox-ios SyncFAUITests; an alert in app.alerts: HWS-UltimatePortfolio.
  @MainActor
  func testThePageReceivesOKAndCancel() {
    let app = UITestApp.launch(shop: "bonprix", environment: ["SHOPMENU_HOME_URL": page])
    app.waitForTheMainScreen()
    XCTAssertTrue(app.page(showing: page).waitForExistence(timeout: 15))
    let remove = app.webViews.buttons["Remove item"]
    XCTAssertTrue(remove.waitForExistence(timeout: 5))
    XCTAssertTrue(app.webViews.staticTexts["no answer"].exists)

    remove.tap()
    let alert = app.alerts.firstMatch
    XCTAssertTrue(alert.waitForExistence(timeout: 10), "the page asks")
    XCTAssertTrue(alert.staticTexts[question].exists)
    alert.buttons[UITestApp.Title.ok].tap()
    waitUntilGone(alert)
    XCTAssertTrue(app.webViews.staticTexts["answer: OK"].waitForExistence(timeout: 10))

    remove.tap()
    XCTAssertTrue(alert.waitForExistence(timeout: 10), "the page asks again")
    alert.buttons[UITestApp.Title.cancel].tap()
    waitUntilGone(alert)
    XCTAssertTrue(app.webViews.staticTexts["answer: Cancel"].waitForExistence(timeout: 10))
  }
}
