import XCTest

@testable import ShopMenu

/// The notice above a stale menu or the bundled copy says why: each cause its own symbol.
final class MenuNoticeTests: XCTestCase {
  func testEachErrorHasItsCause() {
    XCTAssertEqual(MenuNotice.Cause(.network(.offline)), .offline)
    XCTAssertEqual(
      MenuNotice.Cause(.network(.transport(reason: "could not connect to the server"))), .offline)
    XCTAssertEqual(MenuNotice.Cause(.network(.timedOut)), .slowNetwork)
    for error: MenuLoadError in [
      .network(.keyRejected(status: 401)), .network(.serverError(status: 500)),
      .network(.notFound), .network(.rateLimited(retryAfter: 30)),
      .network(.unexpectedStatus(302)), .feed(.tooDeep(limit: 32)), .unavailable,
    ] {
      XCTAssertEqual(MenuNotice.Cause(error), .serverError, "\(error)")
    }
  }

  func testEachCauseHasASymbolOfItsOwn() {
    let causes: [MenuNotice.Cause] = [.offline, .serverError, .slowNetwork]
    let symbols = causes.map { MenuNotice(cause: $0, isBundledCopy: false, since: nil).symbolName }
    XCTAssertEqual(Set(symbols).count, 3)
  }

  /// A saved menu says since when; the bundled copy has no date; a current menu no notice.
  @MainActor
  func testTheNoticeFollowsTheMenuShown() async throws {
    let since = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    try cache.save(
      CachedFeed(
        shop: .bonprix, data: try Fixture.bonprix.data, validators: .init(), fetchedAt: since))
    let client = ScriptedClient([
      .failure(.serverError(status: 503)), .feed(try Fixture.bonprix.data, .init()),
    ])
    let saved = ShopAppModel(
      shop: .bonprix,
      repository: MenuRepository(
        shop: .bonprix, client: client.client, cache: cache, bundled: { nil }))
    await saved.start()
    XCTAssertEqual(
      saved.menuNotice, MenuNotice(cause: .serverError, isBundledCopy: false, since: since))
    await saved.refresh()
    XCTAssertNil(saved.menuNotice)

    let bundled = ShopAppModel(
      shop: .bonprix,
      repository: MenuRepository(shop: .bonprix, client: .failing(.offline), cache: nil))
    await bundled.start()
    XCTAssertEqual(bundled.menuNotice, MenuNotice(cause: .offline, isBundledCopy: true, since: nil))
  }
}
