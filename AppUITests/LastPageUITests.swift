import XCTest

/// Where the person was: a relaunch reopens the last page, and the menu marks it.
///
/// Linux twin: `ShopMenu/Tests/ShopMenuTests/App/LocationFlowTests.swift` (and the rule itself
/// in `PageRestorationTests.swift`). Keep them in step.
final class LastPageUITests: XCTestCase {
  private let oberteile = "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// The app is ended on Oberteile and launched again: it shows Oberteile, not the home page,
  /// and the menu, opening at the top level, marks the way to it.
  /// Linux twin: `LocationFlowTests.testRelaunchReopensTheLastPageAndTheMenuMarksIt`.
  func testRelaunchReopensTheLastPageAndTheMenuMarksIt() {
    // A suite of its own: other tests, and later runs, still start at the home page.
    let suite = "ShopMenuUITests.lastPage.\(UUID().uuidString)"
    var app = UITestApp.launch(shop: "bonprix", lastPageSuite: suite)
    XCTAssertTrue(app.page(showing: "https://www.bonprix.de/").waitForExistence(timeout: 15))
    app.openMenu()
    app.tapEntry(UIID.entry("Damen"))
    app.tapEntry(UIID.entry("Damen", "Mode"))
    app.tapEntry(UIID.entry("Damen", "Mode", "Neuheiten"))
    app.tapEntry(UIID.entry("Damen", "Mode", "Neuheiten", "Oberteile"))
    waitUntilGone(app.element(UIID.menuClose))
    XCTAssertTrue(app.page(showing: oberteile).waitForExistence(timeout: 15))
    // The page is saved when it has finished loading.
    waitUntilGone(app.element(UIID.pageProgress))
    app.terminate()

    app = UITestApp.launch(shop: "bonprix", lastPageSuite: suite)
    XCTAssertTrue(app.page(showing: oberteile).waitForExistence(timeout: 15), "the last page")
    XCTAssertFalse(app.page(showing: "https://www.bonprix.de/").exists)

    app.openMenu()
    XCTAssertTrue(app.navigationBars["bonprix"].waitForExistence(timeout: 5), "the top level")
    let damen = app.element(UIID.entry("Damen"))
    XCTAssertTrue(damen.waitForExistence(timeout: 10))
    XCTAssertEqual(
      app.buttons[UIID.entry("Damen")].value as? String, "Contains the last chosen entry")
    app.tapEntry(UIID.entry("Damen"))
    app.tapEntry(UIID.entry("Damen", "Mode"))
    app.tapEntry(UIID.entry("Damen", "Mode", "Neuheiten"))
    let row = app.element(UIID.entry("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertTrue(row.waitForExistence(timeout: 5))
    XCTAssertEqual(
      app.buttons[UIID.entry("Damen", "Mode", "Neuheiten", "Oberteile")].value as? String,
      "Last chosen")
  }

  /// Without a suite (every other UI test), a relaunch opens the home page again.
  /// Linux twin: `PageRestorationTests.testTheLaunchChoosesTheStorage`.
  func testWithoutStorageARelaunchOpensTheHomePage() {
    var app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: "https://www.bonprix.de/").waitForExistence(timeout: 15))
    app.openMenu()
    app.tapEntry(UIID.entry("Damen"))
    app.tapEntry(UIID.entry("Damen", "Zur Übersicht"))
    XCTAssertTrue(
      app.page(showing: "https://www.bonprix.de/kategorie/damen/").waitForExistence(timeout: 15))
    waitUntilGone(app.element(UIID.pageProgress))
    app.terminate()
    app = UITestApp.launch(shop: "bonprix")
    XCTAssertTrue(app.page(showing: "https://www.bonprix.de/").waitForExistence(timeout: 15))
  }
}
