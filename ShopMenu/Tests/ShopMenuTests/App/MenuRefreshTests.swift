import Foundation
import XCTest

@testable import ShopMenu

/// A menu that arrives shows at once, also while the menu is open: the levels that still exist
/// stay open with their new rows (entries keep their label paths), a level that went says so.
/// One request at a time: a pull or Retry joins the fetch running.
final class MenuRefreshTests: XCTestCase {
  private let mode = MenuEntry.ID("Damen", "Mode")
  private let neuheiten = MenuEntry.ID("Damen", "Mode", "Neuheiten")
  private let damen = MenuEntry.ID("Damen")

  @MainActor
  private func makeModel(
    _ client: MenuClient, cache: MenuDiskCache? = nil, clock: TestClock
  ) -> ShopAppModel {
    let repository = MenuRepository(
      shop: .bonprix, client: client, cache: cache, bundled: { nil }, now: { clock.now })
    return ShopAppModel(shop: .bonprix, repository: repository, now: { clock.now })
  }

  /// Launched on the fixture, with the menu open on Damen › Mode › Neuheiten after the menu
  /// has become old enough to be refreshed as it opens: the background refresh has finished.
  @MainActor
  private func openedAfterABackgroundRefresh(
    _ next: ScriptedClient.Step..., clock: TestClock = TestClock()
  ) async throws -> (ShopAppModel, ScriptedClient, before: MenuState) {
    let client = ScriptedClient([.feed(try Fixture.bonprix.data, .init())] + next)
    let model = makeModel(client.client, clock: clock)
    await model.start()
    let before = model.menuState
    clock.advance(ShopAppModel.refreshInterval + 1)
    model.openMenu()
    await model.refresh()  // joins the fetch the opening started
    XCTAssertEqual(client.callCount, 2)
    return (model, client, before)
  }

  /// Launched on the fixture, then the menu opened once it is old enough to be refreshed: the
  /// background refresh that opening started waits for the test's answer.
  @MainActor
  private func openedWhileABackgroundRefreshWaits() async throws -> (GatedClient, ShopAppModel) {
    let gate = GatedClient()
    let clock = TestClock()
    let model = makeModel(gate.client, clock: clock)
    let starting = Task { await model.start() }
    await gate.waitForRequest()
    gate.answer(.feed(try Fixture.bonprix.data, .init()))
    await starting.value
    clock.advance(ShopAppModel.refreshInterval + 1)
    model.openMenu()
    await gate.waitForRequest()
    return (gate, model)
  }

  @MainActor
  private func labels(_ model: ShopAppModel, under level: MenuEntry.ID?) -> [String] {
    model.groups(under: level).flatMap { $0.entries.map(\.label) }
  }

  // MARK: - Background

  @MainActor
  func testANewMenuFromABackgroundRefreshShowsAtOnceWhileTheMenuIsOpen() async throws {
    let (model, _, before) = try await openedAfterABackgroundRefresh(
      .feed(changedBonprixFeed(), .init()))
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertNotEqual(model.menuState, before)
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertNil(model.menuNotice)
    XCTAssertTrue(model.isAvailable(level: damen), "Damen still exists and stays open")
    XCTAssertEqual(labels(model, under: damen), ["Neu"])
    XCTAssertFalse(model.isAvailable(level: mode), "Mode has gone")
    XCTAssertFalse(model.isAvailable(level: neuheiten))
    model.closeMenu()
    model.menuDidDismiss()
    XCTAssertEqual(labels(model, under: damen), ["Neu"], "closing the menu changes nothing")
  }

  /// The launch's refresh, with the menu opened on the disk copy while it ran.
  @MainActor
  func testTheLaunchRefreshShowsAtOnceWhenTheMenuOpenedMeanwhile() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)
    try cache.save(
      CachedFeed(
        shop: .bonprix, data: try Fixture.bonprix.data, validators: .init(), fetchedAt: fetchedAt))
    let gate = GatedClient()
    let model = makeModel(gate.client, cache: cache, clock: TestClock())
    let starting = Task { await model.start() }
    await gate.waitForRequest()
    XCTAssertEqual(model.menuState.snapshot?.source, .disk)
    model.openMenu()
    XCTAssertEqual(gate.requestCount, 1, "the launch's refresh is running: no second one")
    gate.answer(.feed(changedBonprixFeed(), .init()))
    await starting.value
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertEqual(labels(model, under: damen), ["Neu"])
  }

  /// With the menu closed, a background refresh's new menu shows at once.
  @MainActor
  func testANewMenuFromABackgroundRefreshWithTheMenuClosedShowsAtOnce() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    try cache.save(
      CachedFeed(
        shop: .bonprix, data: try Fixture.bonprix.data, validators: .init(),
        fetchedAt: Date(timeIntervalSince1970: 1_700_000_000)))
    let client = ScriptedClient([.feed(changedBonprixFeed(), .init())])
    let model = makeModel(client.client, cache: cache, clock: TestClock())
    await model.start()
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertEqual(labels(model, under: damen), ["Neu"])
  }

  // MARK: - Pulled

  /// Pull to refresh while levels are open: the new menu shows at once; the levels that still
  /// exist keep their rows, the one that has gone says so.
  @MainActor
  func testAPulledRefreshWhileTheMenuIsOpenAppliesAtOnce() async throws {
    let clock = TestClock()
    let client = ScriptedClient([
      .feed(try Fixture.bonprix.data, .init()), .feed(changedBonprixFeed(), .init()),
    ])
    let model = makeModel(client.client, clock: clock)
    await model.start()
    model.openMenu()
    XCTAssertEqual(client.callCount, 1, "a fresh menu is not refreshed as it opens")
    await model.refresh()
    XCTAssertEqual(client.callCount, 2)
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertTrue(model.isAvailable(level: damen), "Damen still exists")
    XCTAssertEqual(labels(model, under: damen), ["Neu"])
    XCTAssertFalse(model.isAvailable(level: mode), "Mode has gone")
    XCTAssertFalse(model.isAvailable(level: neuheiten))
    XCTAssertEqual(model.groups(under: mode), [])
    XCTAssertEqual(model.title(of: mode), "Mode", "the gone level keeps its title")
  }

  /// Pull to refresh while the background refresh from opening the menu still runs: it joins
  /// that refresh, whose new menu then shows at once.
  @MainActor
  func testAPulledRefreshJoiningABackgroundRefreshAppliesAtOnce() async throws {
    let (gate, model) = try await openedWhileABackgroundRefreshWaits()
    let changed = changedBonprixFeed()
    // Runs once the refresh below has joined the running one and waits.
    Task { @MainActor in gate.answer(.feed(changed, .init())) }
    await model.refresh()
    XCTAssertEqual(gate.requestCount, 2, "joined, not doubled")
    XCTAssertEqual(labels(model, under: damen), ["Neu"])
  }

  /// Retry while the background refresh from opening the menu still runs, and it succeeds: its
  /// menu shows at once.
  @MainActor
  func testARetryJoiningABackgroundRefreshAppliesAtOnce() async throws {
    let (gate, model) = try await openedWhileABackgroundRefreshWaits()
    let changed = changedBonprixFeed()
    Task { @MainActor in gate.answer(.feed(changed, .init())) }
    await model.refresh()
    XCTAssertEqual(gate.requestCount, 2)
    XCTAssertEqual(labels(model, under: damen), ["Neu"])
  }

  // MARK: - Nothing new

  @MainActor
  func testABackgroundRefreshWithTheSameMenuAppliesAtOnce() async throws {
    let clock = TestClock()
    let (model, _, before) = try await openedAfterABackgroundRefresh(
      .feed(try Fixture.bonprix.data, .init()), clock: clock)
    XCTAssertEqual(model.menuState.menu, before.menu)
    XCTAssertEqual(model.menuState.snapshot?.fetchedAt, clock.now, "the new fetch time shows")
    XCTAssertTrue(model.isMenuPresented)
  }

  @MainActor
  func testABackgroundRefreshAnsweredNotModifiedAppliesAtOnce() async throws {
    let clock = TestClock()
    let etag = CacheValidators(etag: "\"v1\"")
    let client = ScriptedClient([.feed(try Fixture.bonprix.data, etag), .notModified])
    let model = makeModel(client.client, clock: clock)
    await model.start()
    let before = model.menuState
    clock.advance(ShopAppModel.refreshInterval + 1)
    model.openMenu()
    await model.refresh()
    XCTAssertEqual(client.receivedValidators.last, etag)
    XCTAssertEqual(model.menuState.menu, before.menu)
    XCTAssertEqual(model.menuState.snapshot?.fetchedAt, clock.now)
  }

  @MainActor
  func testAFailedBackgroundRefreshWhileTheMenuIsOpenShowsStaleAtOnce() async throws {
    let (model, _, before) = try await openedAfterABackgroundRefresh(.failure(.offline))
    let snapshot = try XCTUnwrap(before.snapshot)
    XCTAssertEqual(model.menuState, .stale(snapshot, reason: .network(.offline)))
    XCTAssertEqual(
      model.menuNotice, MenuNotice(cause: .offline, isBundledCopy: false, since: snapshot.fetchedAt)
    )
    XCTAssertTrue(model.isAvailable(level: neuheiten))
  }
}
