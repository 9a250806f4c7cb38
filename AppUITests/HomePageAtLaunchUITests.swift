import XCTest

/// A launch shows the shop's home page, also after the person closed the app on another page.
///
/// `terminate()` ends the app while its scene is in the foreground. The app keeps the page shown
/// for its scene only when the scene goes to the background (`ShopRootView`), so whatever iOS
/// does with the scene's storage, there is nothing to restore. (A scene iOS ends in the
/// background and restores is beyond XCUITest; its Linux twin is
/// `LocationFlowTests.testARestoredSceneReopensItsPage`.)
/// Linux twin: `ShopMenu/Tests/ShopMenuTests/App/LocationFlowTests.swift` (and the restoration
/// rule in `SavedPageTests.swift`). Keep them in step.
final class HomePageAtLaunchUITests: XCTestCase {
  private let home = "https://www.bonprix.de/"
  private let oberteile = "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// The app is closed on Oberteile and launched again: it shows the home page, and the menu
  /// opens at the top level.
  /// Linux twin: `LocationFlowTests.testRelaunchAfterClosingShowsTheHomePage`.
  @MainActor
  func testRelaunchAfterClosingShowsTheHomePage() {
    var app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15))
    app.openMenu()
    chooseOberteile(in: app)
    // The page has finished loading: the model has it as the scene's page.
    waitUntilGone(app.element(AccessibilityID.pageProgress))
    app.terminate()

    app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15), "the home page")
    XCTAssertFalse(app.page(showing: oberteile).exists)
    waitUntilGone(app.element(AccessibilityID.pageProgress))

    app.openMenu()
    XCTAssertTrue(app.navigationBars["bonprix"].waitForExistence(timeout: 5), "the top level")
    XCTAssertTrue(app.element(AccessibilityID.entry("Shop")).waitForExistence(timeout: 10))
  }

  /// In the open menu: Damen › Mode › Neuheiten › Oberteile; the menu closes and the page shows.
  @MainActor
  private func chooseOberteile(in app: XCUIApplication) {
    app.tapEntry(AccessibilityID.entry("Damen"))
    app.tapEntry(AccessibilityID.entry("Damen", "Mode"))
    app.tapEntry(AccessibilityID.entry("Damen", "Mode", "Neuheiten"))
    app.tapEntry(AccessibilityID.entry("Damen", "Mode", "Neuheiten", "Oberteile"))
    waitUntilGone(app.element(AccessibilityID.menuClose))
    XCTAssertTrue(app.page(showing: oberteile).waitForExistence(timeout: 15))
  }
}
