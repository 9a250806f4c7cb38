import XCTest

@testable import ShopMenu

/// The stand-in models the SwiftUI previews show (``ShopAppModel/preview(_:shop:)``).
final class PreviewModelTests: XCTestCase {
  @MainActor
  func testTheBundledMenuIsTheStubData() async throws {
    let snapshot = try XCTUnwrap(ShopAppModel.previewSnapshot(shop: .mytoys))
    XCTAssertEqual(snapshot.source, .network)
    XCTAssertEqual(snapshot.menu.count, try Fixture.mytoys.menu().count)
    let bonprix = try XCTUnwrap(ShopAppModel.previewSnapshot(source: .disk))
    XCTAssertNotNil(bonprix.menu.entry(MenuEntry.ID("Damen")))
    XCTAssertEqual(bonprix.source, .disk)
  }

  @MainActor
  func testEachStateIsShownAtOnceWithItsNotice() async throws {
    let snapshot = try XCTUnwrap(ShopAppModel.previewSnapshot())
    let since = Date(timeIntervalSince1970: 1_700_000_000)
    let stale = try XCTUnwrap(ShopAppModel.previewSnapshot(source: .disk, fetchedAt: since))

    XCTAssertEqual(ShopAppModel.preview(.loading).menuState, .loading)
    XCTAssertNil(ShopAppModel.preview(.loading).menu)
    let ready = ShopAppModel.preview(.ready(snapshot))
    XCTAssertEqual(ready.groups(under: nil).flatMap(\.entries).map(\.label), ["Shop", "Damen"])
    XCTAssertNil(ready.menuNotice)
    let failed = ShopAppModel.preview(.failed(.network(.offline)))
    XCTAssertEqual(failed.menuState.error, .network(.offline))
    let staleModel = ShopAppModel.preview(.stale(stale, reason: .network(.offline)))
    XCTAssertEqual(
      staleModel.menuNotice, MenuNotice(since: since, refreshFailedWith: .network(.offline)))
  }

  @MainActor
  func testItNeverReachesTheNetworkAndServesPagesItself() async throws {
    let model = ShopAppModel.preview(.failed(.network(.offline)), shop: .mytoys)
    XCTAssertEqual(model.shop, .mytoys)
    XCTAssertTrue(model.browser.servesPagesLocally)
    await model.retry()
    XCTAssertEqual(model.menuState, .failed(.network(.offline)), "the stand-in fails as offline")
  }
}
