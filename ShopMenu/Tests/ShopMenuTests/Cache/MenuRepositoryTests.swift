import XCTest

@testable import ShopMenu

final class MenuRepositoryTests: XCTestCase {
  private func repository(
    _ client: ScriptedClient, cache: MenuDiskCache? = nil, bundled: Data? = nil,
    clock: TestClock = TestClock()
  ) -> MenuRepository {
    MenuRepository(
      shop: .bonprix, client: client.client, cache: cache, bundled: { bundled }, now: { clock.now })
  }

  func testSavedIsMemoryThenDiskAndBundledIsApart() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    let bundledOnly = repository(
      ScriptedClient([.failure(.offline)]), cache: cache, bundled: tinyBonprixFeed("Bundled"))
    let none = await bundledOnly.savedSnapshot()
    XCTAssertNil(none, "the bundled copy is not a saved menu")
    let first = await bundledOnly.bundledSnapshot()
    XCTAssertEqual(first?.source, .bundled)
    XCTAssertEqual(first?.menu.entries.map(\.label), ["Bundled"])

    try cache.save(
      CachedFeed(
        shop: .bonprix, data: tinyBonprixFeed("Disk"), validators: .init(),
        fetchedAt: Date(timeIntervalSince1970: 5)))
    let withDisk = repository(
      ScriptedClient([.failure(.offline)]), cache: cache, bundled: tinyBonprixFeed("Bundled"))
    let second = await withDisk.savedSnapshot()
    XCTAssertEqual(second?.source, .disk)
    XCTAssertEqual(second?.fetchedAt, Date(timeIntervalSince1970: 5))
    XCTAssertEqual(second?.menu.entries.map(\.label), ["Disk"])

    try cache.save(
      CachedFeed(
        shop: .bonprix, data: tinyBonprixFeed("Changed"), validators: .init(), fetchedAt: Date()))
    let third = await withDisk.savedSnapshot()
    XCTAssertEqual(third?.menu.entries.map(\.label), ["Disk"], "memory comes first")
  }

  func testNothingAnywhereGivesNil() async {
    let empty = repository(ScriptedClient([.failure(.offline)]))
    let saved = await empty.savedSnapshot()
    let bundled = await empty.bundledSnapshot()
    XCTAssertNil(saved)
    XCTAssertNil(bundled)
  }

  func testSuccessfulRefreshReplacesAndSavesWithValidators() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    let clock = TestClock()
    let client = ScriptedClient([.feed(tinyBonprixFeed("Fresh"), CacheValidators(etag: "\"e1\""))])
    let repo = repository(client, cache: cache, bundled: tinyBonprixFeed("Bundled"), clock: clock)
    let snapshot = try await repo.refresh()
    XCTAssertEqual(snapshot.source, .network)
    XCTAssertEqual(snapshot.fetchedAt, clock.now)
    XCTAssertEqual(snapshot.menu.entries.map(\.label), ["Fresh"])
    XCTAssertEqual(cache.load(.bonprix)?.data, tinyBonprixFeed("Fresh"))
    XCTAssertEqual(cache.load(.bonprix)?.validators.etag, "\"e1\"")
    XCTAssertEqual(client.receivedValidators.count, 1)
    XCTAssertNil(client.receivedValidators[0] ?? nil, "no validators for a bundled snapshot")
  }

  func testConditionalRefreshSendsValidatorsAndKeepsMenuOn304() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    try cache.save(
      CachedFeed(
        shop: .bonprix, data: tinyBonprixFeed("Disk"), validators: CacheValidators(etag: "\"d\""),
        fetchedAt: Date(timeIntervalSince1970: 5)))
    let clock = TestClock()
    let client = ScriptedClient([.notModified])
    let repo = repository(client, cache: cache, clock: clock)
    let snapshot = try await repo.refresh()
    XCTAssertEqual(client.receivedValidators.first??.etag, "\"d\"")
    XCTAssertEqual(snapshot.menu.entries.map(\.label), ["Disk"])
    XCTAssertEqual(snapshot.source, .network)
    XCTAssertEqual(
      cache.load(.bonprix)?.fetchedAt, clock.now, "a 304 renews the cached feed's date")
  }

  func testFailedRefreshKeepsTheOldMenuAndFile() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    let good = CachedFeed(
      shop: .bonprix, data: tinyBonprixFeed("Good"), validators: .init(),
      fetchedAt: Date(timeIntervalSince1970: 5))
    try cache.save(good)
    let failures: [ScriptedClient.Step] = [
      .failure(.offline), .failure(.serverError(status: 503)), .failure(.keyRejected(status: 403)),
      .feed(Data("<html>oops</html>".utf8), .init()), .feed(feed("{'categories': []}"), .init()),
      .feed(feed("{'items': []}"), .init()),
    ]
    for step in failures {
      let repo = repository(ScriptedClient([step]), cache: cache)
      do {
        _ = try await repo.refresh()
        XCTFail("\(step) should fail")
      } catch {
        XCTAssertNotNil(error as? MenuLoadError)
      }
      let after = await repo.savedSnapshot()
      XCTAssertEqual(after?.menu.entries.map(\.label), ["Good"], "\(step)")
      XCTAssertEqual(cache.load(.bonprix), good, "\(step) leaves the file alone")
    }
  }

  func testACorruptDiskFileIsIgnoredAndRemoved() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    try cache.save(
      CachedFeed(
        shop: .bonprix, data: Data("not a feed".utf8), validators: .init(), fetchedAt: Date()))
    let repo = repository(
      ScriptedClient([.failure(.offline)]), cache: cache, bundled: tinyBonprixFeed("Bundled"))
    let snapshot = await repo.savedSnapshot()
    XCTAssertNil(snapshot)
    XCTAssertNil(cache.load(.bonprix))
  }

  /// A header damaged so that a JSON decoder would have trapped on iOS 17.0–18.2: the file is
  /// ignored.
  func testACorruptCacheHeaderIsIgnored() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    try cache.save(
      CachedFeed(
        shop: .bonprix, data: try Fixture.bonprix.data, validators: .init(), fetchedAt: Date()))
    let url = cache.fileURL(for: .bonprix)
    let good = try Data(contentsOf: url)
    let split = try XCTUnwrap(good.range(of: Data("\n\n".utf8)))
    try (Data("{\"sh\\ud800op\": \"bonprix\"}".utf8) + good[split.lowerBound...]).write(to: url)
    let repo = repository(
      ScriptedClient([.failure(.offline)]), cache: cache, bundled: tinyBonprixFeed("Bundled"))
    let snapshot = await repo.savedSnapshot()
    XCTAssertNil(snapshot)
  }
}
