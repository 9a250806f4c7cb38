import XCTest

/// Pins behaviours of SwiftUI on iOS that the Linux view harness models and the shop app's UI tests
/// rely on (Tools/AppleShims/README.md), on the canary app's screen. They run against the harness
/// on Linux (check 27) and, in the `HarnessCanaries` scheme, on a simulator: a failure there means
/// the harness's model is wrong, and the harness needs fixing before its green runs can be
/// trusted. They are in no product scheme. Each test is main-actor isolated, not the class:
/// `XCUIApplication` is main-actor isolated in current SDKs, and Xcode 15.3 and later warn on a
/// main-actor subclass of the nonisolated `XCTestCase`.
final class HarnessCanaryUITests: XCTestCase {
  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  @MainActor
  private func launch() -> XCUIApplication {
    let app = XCUIApplication()
    app.launch()
    return app
  }

  /// A full-screen cover hides its presenter: `.task` runs again when the cover has closed.
  @MainActor
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
  @MainActor
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
  @MainActor
  func testARowsIdentifierIsOnItsButton() {
    let app = launch()
    let row = app.buttons["canary.row"]
    XCTAssertTrue(row.waitForExistence(timeout: 10))
    XCTAssertEqual(row.value as? String, "row value")
  }

  /// ImageIO downsamples a thumbnail's longer side to the limit, keeping the aspect ratio, and
  /// never scales up (what the teasers' decoder relies on).
  @MainActor
  func testImageIOThumbnailsKeepTheAspectRatioAndNeverScaleUp() {
    let app = launch()
    XCTAssertTrue(app.staticTexts["thumbnails: 2×1, 4×2"].waitForExistence(timeout: 10))
  }

  /// A pushed level's back button is labelled with the title of the level under it.
  @MainActor
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

  /// The element type the OS reports for a `List`: a table up to iOS 15, a collection view from
  /// iOS 16 on (the harness's profiles, `Tools/AppleShims/runtime/UIKit/HarnessProfile.swift`).
  /// It is attached to the test's report and printed, so the first run on a simulator shows
  /// whether the profile for its iOS version is right; its rows are cells under both.
  @MainActor
  func testTheListsElementTypeIsRecorded() {
    let app = launch()
    let list = app.descendants(matching: .any).matching(identifier: "canary.list").firstMatch
    XCTAssertTrue(list.waitForExistence(timeout: 10))
    let type = list.elementType
    let name: String
    switch type {
    case .table: name = "table"
    case .collectionView: name = "collectionView"
    default: name = "another type (raw value \(type.rawValue))"
    }
    let attachment = XCTAttachment(string: "List element type: \(name)")
    attachment.name = "List element type"
    attachment.lifetime = .keepAlways
    add(attachment)
    print("HarnessCanaryUITests: a List's element type is \(name)")
    XCTAssertTrue(type == .table || type == .collectionView, "a List is \(name)")
    XCTAssertTrue(list.cells.firstMatch.exists, "a List's rows are cells")
  }
}
