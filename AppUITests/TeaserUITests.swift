import XCTest

/// The top-level category's teaser as the header of its levels: the photo with the category's
/// name on it, found by that text (the photo itself is decorative), there while the image loads
/// and once it has, gone once it failed. (A row's own teaser is its background, which XCUITest
/// cannot see; its Linux twin, `TeaserShownTests`, covers the decision for rows and headers.)
///
/// Linux twin: `MenuTeasersTests` in the ShopMenu package (which level gets which teaser).
final class TeaserUITests: XCTestCase {
  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// Damen has a teaser in the bundled bonprix feed: its level and the level below show it as
  /// their header; the top level has none (its rows show theirs).
  @MainActor
  func testACategorysLevelsShowItsTeaserAsHeader() {
    let app = UITestApp.launch(shop: "bonprix")
    app.openMenu()
    XCTAssertTrue(app.element(AccessibilityID.entry("Damen")).waitForExistence(timeout: 10))
    XCTAssertFalse(app.element(AccessibilityID.levelTeaser).exists, "no header on the top level")

    app.tapEntry(AccessibilityID.entry("Damen"))
    XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5))
    let header = app.staticTexts[AccessibilityID.levelTeaser]
    XCTAssertTrue(header.waitForExistence(timeout: 5), "Damen's header")
    XCTAssertEqual(header.label, "Damen")

    app.tapEntry(AccessibilityID.entry("Damen", "Mode"))
    XCTAssertTrue(app.navigationBars["Mode"].waitForExistence(timeout: 5))
    XCTAssertTrue(
      app.element(AccessibilityID.levelTeaser).waitForExistence(timeout: 5), "Mode's header")
  }

  /// A level opened from search shows its top-level category's teaser too.
  @MainActor
  func testALevelOpenedFromSearchShowsItsCategorysTeaser() {
    let app = UITestApp.launch(shop: "bonprix")
    app.openMenu()
    app.search("Mode")
    app.tapEntry(AccessibilityID.searchResult("Damen", "Mode"))
    XCTAssertTrue(app.navigationBars["Mode"].waitForExistence(timeout: 5))
    XCTAssertTrue(app.element(AccessibilityID.levelTeaser).waitForExistence(timeout: 5))
  }

  /// myToys' feed has no images: its levels have no header.
  @MainActor
  func testALevelWithoutATeaserHasNoHeader() {
    let app = UITestApp.launch(shop: "mytoys")
    app.openMenu()
    app.tapEntry(AccessibilityID.entry("Sortiment", "Alter"))
    XCTAssertTrue(app.navigationBars["Alter"].waitForExistence(timeout: 5))
    XCTAssertTrue(
      app.element(AccessibilityID.entry("Sortiment", "Alter", "Baby & Kleinkind")).waitForExistence(
        timeout: 5)
    )
    XCTAssertFalse(app.element(AccessibilityID.levelTeaser).exists)
  }

  /// A teaser that cannot be loaded leaves its category a plain row, and its levels no header.
  @MainActor
  func testAFailedTeaserLeavesAPlainRowAndNoHeader() {
    let app = UITestApp.launch(shop: "bonprix", teasers: .missing)
    app.openMenu()
    app.tapEntry(AccessibilityID.entry("Damen"))
    XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5), "the row opens")
    XCTAssertTrue(app.element(AccessibilityID.entry("Damen", "Mode")).waitForExistence(timeout: 5))
    waitUntilGone(app.element(AccessibilityID.levelTeaser))
  }
}
