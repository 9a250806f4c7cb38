import XCTest

/// Pins behaviours of SwiftUI on iOS that the Linux view harness models and the other UI tests
/// rely on (Tools/AppleShims/README.md). They run against the harness on Linux (check 27) and on
/// a simulator in the macOS CI jobs: a failure on a simulator means the harness's model is wrong
/// there, and the harness needs fixing before its green runs can be trusted.
final class HarnessCanaryUITests: XCTestCase {
  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  private func launch() -> XCUIApplication {
    let app = XCUIApplication()
    app.launchEnvironment["SHOPMENU_HARNESS_CANARY"] = "1"
    app.launch()
    return app
  }

  /// A full-screen cover hides its presenter: `.task` runs again when the cover has closed.
  func testTaskRunsAgainWhenTheCoverCloses() {
    let app = launch()
    XCTAssertTrue(app.staticTexts["task runs: 1"].waitForExistence(timeout: 10))
    app.buttons["canary.showCover"].tap()
    let close = app.buttons["canary.closeCover"]
    XCTAssertTrue(close.waitForExistence(timeout: 5))
    close.tap()
    XCTAssertTrue(app.staticTexts["task runs: 2"].waitForExistence(timeout: 10))
  }

  /// `onDismiss` runs once the cover's content has gone (its `onDisappear` has run).
  func testOnDismissRunsAfterTheCoverHasGone() {
    let app = launch()
    app.buttons["canary.showCover"].tap()
    let close = app.buttons["canary.closeCover"]
    XCTAssertTrue(close.waitForExistence(timeout: 5))
    close.tap()
    XCTAssertTrue(
      app.staticTexts["dismissed after content gone: true"].waitForExistence(timeout: 10))
  }

  /// An identifier on a list row's link is the row's button's, with its value.
  func testARowsIdentifierIsOnItsButton() {
    let app = launch()
    let row = app.buttons["canary.row"]
    XCTAssertTrue(row.waitForExistence(timeout: 10))
    XCTAssertEqual(row.value as? String, "row value")
  }

  /// ImageIO downsamples a thumbnail's longer side to the limit, keeping the aspect ratio, and
  /// never scales up (what the teasers' decoder relies on).
  func testImageIOThumbnailsKeepTheAspectRatioAndNeverScaleUp() {
    let app = launch()
    XCTAssertTrue(app.staticTexts["thumbnails: 2×1, 4×2"].waitForExistence(timeout: 10))
  }

  /// A pushed level's back button is labelled with the title of the level under it.
  func testTheBackButtonIsLabelledWithThePreviousTitle() {
    let app = launch()
    let row = app.buttons["canary.row"]
    XCTAssertTrue(row.waitForExistence(timeout: 10))
    row.tap()
    let bar = app.navigationBars["Detail"]
    XCTAssertTrue(bar.waitForExistence(timeout: 5))
    bar.buttons["Canary"].tap()
    XCTAssertTrue(app.navigationBars["Canary"].waitForExistence(timeout: 5))
  }
}
