import XCTest

@testable import ShopMenu

/// The history of the UI tests' local pages, which `ShopWebView` walks in place of WebKit's.
final class PlaceholderHistoryTests: XCTestCase {
  private let home = URL(string: "https://www.bonprix.de/")!
  private let damen = URL(string: "https://www.bonprix.de/kategorie/damen/")!
  private let sale = URL(string: "https://www.bonprix.de/sale/")!

  func testEmptyHasNowhereToGo() {
    var history = PlaceholderHistory()
    XCTAssertNil(history.current)
    XCTAssertFalse(history.canGoBack)
    XCTAssertFalse(history.canGoForward)
    XCTAssertNil(history.goBack())
    XCTAssertNil(history.goForward())
    XCTAssertEqual(history, PlaceholderHistory())
  }

  func testBackAndForwardMoveOnePage() {
    var history = PlaceholderHistory()
    history.visit(home)
    history.visit(damen)
    XCTAssertEqual(history.current, damen)
    XCTAssertTrue(history.canGoBack)
    XCTAssertEqual(history.goBack(), home)
    XCTAssertFalse(history.canGoBack)
    XCTAssertTrue(history.canGoForward)
    XCTAssertNil(history.goBack(), "nothing before the first page")
    XCTAssertEqual(history.current, home)
    XCTAssertEqual(history.goForward(), damen)
    XCTAssertNil(history.goForward(), "nothing after the last page")
    XCTAssertEqual(history.pages, [home, damen])
  }

  /// As in a browser: a new page after going back drops the pages that were ahead.
  func testANewPageDropsThePagesAhead() {
    var history = PlaceholderHistory()
    history.visit(home)
    history.visit(damen)
    _ = history.goBack()
    history.visit(sale)
    XCTAssertEqual(history.pages, [home, sale])
    XCTAssertEqual(history.current, sale)
    XCTAssertFalse(history.canGoForward)
  }

  /// The page shown, asked for again (the same menu entry chosen twice), is not a new page.
  func testThePageShownIsNotAddedTwice() {
    var history = PlaceholderHistory()
    history.visit(home)
    history.visit(home)
    XCTAssertEqual(history.pages, [home])
    XCTAssertFalse(history.canGoBack)
  }
}
