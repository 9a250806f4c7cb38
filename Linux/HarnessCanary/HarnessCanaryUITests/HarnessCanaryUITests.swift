import XCTest

/// Pins behaviours of SwiftUI on iOS that the Linux view harness models and the shop app's UI tests
/// rely on (Linux/AppleShims/README.md), on the canary app's screen. They run against the harness
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
  /// iOS 16 on (the harness's profiles, `Linux/AppleShims/runtime/UIKit/HarnessProfile.swift`).
  /// It is attached to the test's report and printed, so the first run on a simulator shows
  /// whether the profile for its iOS version is right; its rows are cells under both.
  @MainActor
  func testTheListsElementTypeIsRecorded() {
    let app = launch()
    XCTAssertTrue(app.staticTexts["task runs: 1"].waitForExistence(timeout: 10))
    let table = app.tables.firstMatch
    let collection = app.collectionViews.firstMatch
    let name = table.exists ? "table" : collection.exists ? "collectionView" : "neither"
    record("List element type", name)
    XCTAssertNotEqual(name, "neither", "a List is a table or a collection view")
    let list = table.exists ? table : collection
    XCTAssertTrue(list.cells.firstMatch.exists, "a List's rows are cells")
  }

  /// A `List`'s own accessibility identifier is found by no query; the list's element reports the
  /// identifier of the container around it, and the rows keep theirs (harness rule
  /// container-identifier; flashcards-open-source-app PR 1542, iOS 26.5).
  @MainActor
  func testAListsIdentifierDoesNotReachXCUITest() {
    let app = launch()
    XCTAssertTrue(app.buttons["canary.row"].waitForExistence(timeout: 10))
    let own = app.descendants(matching: .any).matching(identifier: "canary.list").firstMatch
    let list = app.tables.firstMatch.exists ? app.tables.firstMatch : app.collectionViews.firstMatch
    record("A List's identifier found", String(own.exists))
    record("The List's element's identifier", list.identifier)
    XCTAssertFalse(own.exists)
    XCTAssertEqual(list.identifier, "canary.screen")
  }

  /// An identifier on a plain container makes no element of its own; the element inside without
  /// an identifier of its own reports it (harness rule container-identifier;
  /// flashcards-open-source-app PR 1541, iOS 26.5). Whether the one with its own keeps it is only
  /// recorded: wei18/apple-dev-skills PR 41 saw an ancestor's replace it in some layouts.
  @MainActor
  func testAPlainContainersIdentifierGoesToTheElementsInside() {
    let app = launch()
    XCTAssertTrue(app.buttons["canary.row"].waitForExistence(timeout: 10))
    let container = app.otherElements["canary.plainContainer"]
    let text = app.staticTexts.matching(identifier: "canary.plainContainer").firstMatch
    record("A plain container found as an element", String(container.exists))
    record("The text inside reports the container's identifier", String(text.exists))
    record(
      "The text with its own identifier keeps it", String(app.staticTexts["canary.ownText"].exists))
    XCTAssertFalse(container.exists)
    XCTAssertTrue(text.exists)
    XCTAssertEqual(text.label, "Plain container text")
  }

  /// A container whose children are all hidden is not exposed (harness rule empty-container).
  @MainActor
  func testAContainerWithOnlyHiddenChildrenIsNotExposed() {
    let app = launch()
    XCTAssertTrue(app.buttons["canary.row"].waitForExistence(timeout: 10))
    let container = app.descendants(matching: .any)["canary.emptyContainer"]
    record("An empty container found", String(container.exists))
    XCTAssertFalse(container.exists)
  }

  /// An alert leaves the elements beneath it in the tree, not hittable (harness rule
  /// alert-overlay).
  @MainActor
  func testAnAlertLeavesTheElementsBeneathItNotHittable() {
    let app = launch()
    let (button, alert) = showAlert(in: app)
    record("Beneath an alert: exists, hittable", "\(button.exists), \(button.isHittable)")
    XCTAssertTrue(button.exists)
    XCTAssertFalse(button.isHittable)
    alert.buttons["OK"].tap()
    XCTAssertTrue(button.isHittable)
  }

  /// The order of a tap on an alert's button: up to iOS 15 `isPresented` is set to false before
  /// the button's action runs, from iOS 16 on after it (harness rule alert-dismissed-first;
  /// pointfreeco/swift-composable-architecture issue 1981). The iOS version is the simulator's,
  /// and on Linux the harness's profile.
  @MainActor
  func testAnAlertIsDismissedBeforeItsButtonsActionRuns() {
    let app = launch()
    showAlert(in: app).alert.buttons["OK"].tap()
    let expected = iOSMajorVersion <= 15 ? "dismissed, action" : "action, dismissed"
    let found = app.staticTexts["alert order: \(expected)"].waitForExistence(timeout: 5)
    record(
      "An alert's button tapped on iOS \(iOSMajorVersion)",
      app.staticTexts["canary.alertOrder"].label)
    XCTAssertTrue(found, "iOS \(iOSMajorVersion): \(expected)")
  }

  /// Only the rows on screen exist: a row far down exists once the list is scrolled to it
  /// (harness rule viewport).
  @MainActor
  func testOnlyTheRowsOnScreenExist() {
    let app = launch()
    let last = app.staticTexts["canary.lastRow"]
    XCTAssertTrue(app.buttons["canary.row"].waitForExistence(timeout: 10))
    record("The last row exists before scrolling", String(last.exists))
    XCTAssertFalse(last.exists)
    for _ in 0..<10 where !last.exists { app.swipeUp() }
    XCTAssertTrue(last.exists)
  }

  /// Unverified until it runs on a Mac — no source shows this pattern's highlight and
  /// accessibility on iOS 15. The app's photo row (`MenuEntriesList`): a `Button` with a custom
  /// `ButtonStyle` in a `List`, pushing through one hidden `NavigationLink(destination:isActive:
  /// label:)` with an `EmptyView` label in the list's background, as Jawziyya/azkar-ios does
  /// (`Azkar/Library/Custom Views/NavigationButton.swift`). The row is one button labelled with
  /// its text; its cell has that one button and no image (no chevron: harness rule
  /// disclosure-indicator); a tap pushes the level; the style is drawn pressed during the tap
  /// (harness rule button-style-pressed), as far as XCUITest lets a test see it. A standard link
  /// row's cell is recorded beside it.
  @MainActor
  func testAPhotoRowIsOneButtonAndPushesThroughAHiddenLink() {
    let app = launch()
    let row = app.buttons["canary.photoRow"]
    XCTAssertTrue(row.waitForExistence(timeout: 10))
    XCTAssertEqual(row.label, "Photo row")
    XCTAssertEqual(
      app.buttons["Photo row"].identifier, "canary.photoRow", "one button, found by its label")
    let cell = app.cells.containing(.button, identifier: "canary.photoRow").firstMatch
    let linkCell = app.cells.containing(.button, identifier: "canary.row").firstMatch
    record("The photo row's cell: buttons, images", "\(cell.buttons.count), \(cell.images.count)")
    record(
      "A link row's cell: buttons, images", "\(linkCell.buttons.count), \(linkCell.images.count)")
    XCTAssertEqual(cell.buttons.count, 1, "one button, no disclosure button")
    XCTAssertEqual(cell.images.count, 0, "no chevron")

    row.tap()
    let level = app.navigationBars["Photo level"]
    XCTAssertTrue(level.waitForExistence(timeout: 5), "the hidden link pushed its level")
    level.buttons["Canary"].tap()
    XCTAssertTrue(app.navigationBars["Canary"].waitForExistence(timeout: 5))
    let pressed = app.staticTexts["canary.photoRowPressed"]
    record("The photo row drawn pressed during a tap", pressed.label)
    XCTAssertEqual(pressed.label, "photo row pressed: true")
  }

  /// The iOS major version the app runs on: the simulator's, or on Linux the view harness's
  /// profile (`SHIM_HARNESS_OS`, set in the test's process by Linux/AppleShims/harness/run.sh).
  private var iOSMajorVersion: Int {
    if let profile = ProcessInfo.processInfo.environment["SHIM_HARNESS_OS"],
      let version = Int(profile)
    {
      return version
    }
    return ProcessInfo.processInfo.operatingSystemVersion.majorVersion
  }

  /// Taps "Show alert"; its button and the alert, once shown.
  @MainActor
  private func showAlert(
    in app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line
  ) -> (button: XCUIElement, alert: XCUIElement) {
    let button = app.buttons["canary.showAlert"]
    XCTAssertTrue(button.waitForExistence(timeout: 10), file: file, line: line)
    button.tap()
    let alert = app.alerts["Canary alert"]
    XCTAssertTrue(alert.waitForExistence(timeout: 5), file: file, line: line)
    return (button, alert)
  }

  /// Attaches an observation to the test's report and prints it, so the first run on a
  /// simulator shows what iOS does whether or not the assertion holds.
  @MainActor
  private func record(_ what: String, _ value: String) {
    let attachment = XCTAttachment(string: "\(what): \(value)")
    attachment.name = what
    attachment.lifetime = .keepAlways
    add(attachment)
    print("HarnessCanaryUITests: \(what): \(value)")
  }
}
