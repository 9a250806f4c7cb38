import XCTest

/// A top-level category's teaser as the header of its levels: the photo alone, one element with
/// the image trait labelled with the category. Which level gets which teaser, and what a teaser
/// that fails to load leaves, the package's tests decide (`MenuTeasersTests`, `TeaserShownTests`).
final class TeaserUITests: XCTestCase {
  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  /// Damen has a teaser in the bundled bonprix feed: its level and the level below show it as
  /// their header; the top level has none (its rows show theirs).
  // A view made one element reads its own label: Apple docs, View.accessibilityElement(children:).
  @MainActor
  func testACategorysLevelsShowItsTeaser() {
    let app = UITestApp.launch(shop: "bonprix")
    app.openMenu()
    XCTAssertTrue(app.buttons["Damen"].waitForExistence(timeout: 10))
    XCTAssertFalse(app.element(AccessibilityID.levelTeaser).exists, "no header on the top level")

    app.tapEntry(AccessibilityID.entry("Damen"))
    XCTAssertTrue(app.navigationBars["Damen"].waitForExistence(timeout: 5))
    let header = app.element(AccessibilityID.levelTeaser)
    XCTAssertTrue(header.waitForExistence(timeout: 5), "Damen's header")
    XCTAssertEqual(header.label, "Damen")

    app.tapEntry(AccessibilityID.entry("Damen", "Mode"))
    XCTAssertTrue(app.navigationBars["Mode"].waitForExistence(timeout: 5))
    XCTAssertTrue(
      app.element(AccessibilityID.levelTeaser).waitForExistence(timeout: 5), "Mode's header")
  }
}
