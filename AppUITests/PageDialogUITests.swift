import XCTest

/// A page's JavaScript `confirm()` is shown as an alert with the page's question, and the page
/// receives the person's answer. The alert is found by what the page decides (its question and
/// the buttons), never by its title, which WebKit derives from the frame's origin. The test page (served by the app in UI tests, at
/// `/shopmenu-test/confirm/`) asks as it loads and then shows `answer: OK` or `answer: Cancel`.
/// Linux twin: `ShopMenu/Tests/ShopMenuTests/App/WebDialogTests.swift`.
final class PageDialogUITests: XCTestCase {
  private let page = "https://www.bonprix.de/shopmenu-test/confirm/"
  private let question = "Remove this item from the basket?"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  @MainActor
  private func launchOnTheAskingPage() -> XCUIApplication {
    UITestApp.launch(shop: "bonprix", environment: ["SHOPMENU_HOME_URL": page])
  }

  /// OK: the page's `confirm()` returns true.
  /// Linux twin: `WebDialogTests.testASecondDialogWaitsForTheFirst`.
  @MainActor
  func testThePageReceivesOK() {
    let app = launchOnTheAskingPage()
    let alert = app.alerts.firstMatch
    XCTAssertTrue(alert.waitForExistence(timeout: 15), "the page asks")
    XCTAssertTrue(alert.staticTexts[question].exists)
    XCTAssertTrue(alert.buttons["Cancel"].exists)
    alert.buttons["OK"].tap()
    waitUntilGone(alert)
    XCTAssertTrue(app.webViews.staticTexts["answer: OK"].waitForExistence(timeout: 10))
    XCTAssertFalse(app.webViews.staticTexts["no answer"].exists)
  }

  /// Cancel: the page's `confirm()` returns false.
  /// Linux twin: `WebDialogTests.testDialogsAreAnsweredWithCancelWhenThePageGoesAway`.
  @MainActor
  func testThePageReceivesCancel() {
    let app = launchOnTheAskingPage()
    let alert = app.alerts.firstMatch
    XCTAssertTrue(alert.waitForExistence(timeout: 15))
    XCTAssertTrue(alert.staticTexts[question].exists)
    alert.buttons["Cancel"].tap()
    waitUntilGone(alert)
    XCTAssertTrue(app.webViews.staticTexts["answer: Cancel"].waitForExistence(timeout: 10))
  }
}
