import XCTest

/// A launch shows the shop's home page, also after the person closed the app on another page;
/// the menu marks the entry for the page shown, and the way to it.
///
/// `terminate()` ends the app while its scene is in the foreground. The app keeps the page shown
/// for its scene only when the scene goes to the background (`ShopRootView`), so whatever iOS
/// does with the scene's storage, there is nothing to restore. (A scene iOS ends in the
/// background and restores is beyond XCUITest; its Linux twin is
/// `LocationFlowTests.testARestoredSceneReopensItsPage…`.)
/// Linux twin: `ShopMenu/Tests/ShopMenuTests/App/LocationFlowTests.swift` (and the restoration
/// rule in `PageRestorationTests.swift`). Keep them in step.
final class HomePageAtLaunchUITests: XCTestCase {
  private let home = "https://www.bonprix.de/"
  private let oberteile = "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// The app is closed on Oberteile and launched again: it shows the home page, and the menu,
  /// opening at the top level, marks the way to the page shown.
  /// Linux twin: `LocationFlowTests.testRelaunchAfterClosingShowsTheHomePageAndTheMenuMarksIt`.
  @MainActor
  func testRelaunchAfterClosingShowsTheHomePageAndTheMenuMarksIt() {
    var app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15))
    app.openMenu()
    chooseOberteile(in: app)
    // The page has finished loading: the model has it as the scene's page.
    waitUntilGone(app.element(UIID.pageProgress))
    app.terminate()

    app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: home).waitForExistence(timeout: 15), "the home page")
    XCTAssertFalse(app.page(showing: oberteile).exists)
    waitUntilGone(app.element(UIID.pageProgress))

    app.openMenu()
    XCTAssertTrue(app.navigationBars["bonprix"].waitForExistence(timeout: 5), "the top level")
    XCTAssertTrue(app.element(UIID.entry("Shop")).waitForExistence(timeout: 10))
    // Which entry the menu marks for the page shown (VoiceOver's value of a row) is the core's
    // decision, tested on Linux: LocationFlowTests. No public source shows XCUITest reading a
    // list row's value alike on iOS 15 and 17, so no UI test reads it.
  }

  /// In the open menu: Damen › Mode › Neuheiten › Oberteile; the menu closes and the page shows.
  @MainActor
  private func chooseOberteile(in app: XCUIApplication) {
    app.tapEntry(UIID.entry("Damen"))
    app.tapEntry(UIID.entry("Damen", "Mode"))
    app.tapEntry(UIID.entry("Damen", "Mode", "Neuheiten"))
    app.tapEntry(UIID.entry("Damen", "Mode", "Neuheiten", "Oberteile"))
    waitUntilGone(app.element(UIID.menuClose))
    XCTAssertTrue(app.page(showing: oberteile).waitForExistence(timeout: 15))
  }
}
