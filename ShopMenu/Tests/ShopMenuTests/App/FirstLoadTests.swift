import Foundation
import XCTest

@testable import ShopMenu

/// The first launch, with no menu saved on the device: the menu shows its loading state for as
/// long as the first load runs, however long, and the copy bundled with the app only once that
/// load has failed. The network is the test's: nothing here sleeps or measures time.
final class FirstLoadTests: XCTestCase {
  private struct Launch {
    let model: ShopAppModel
    let gate: GatedClient
    let watcher: ModelWatcher
    let starting: Task<Void, Never>
  }

  /// Starts a model on `bonprix` with the bundled feed and `cache` (none: a first launch), and
  /// returns once its first request waits for an answer.
  @MainActor
  private func launch(cache: MenuDiskCache? = nil, bundled: Bool = true) async throws -> Launch {
    let feed = bundled ? try Fixture.bonprix.data : nil
    let gate = GatedClient()
    let repository = MenuRepository(
      shop: .bonprix, client: gate.client, cache: cache, bundled: { feed })
    let model = ShopAppModel(shop: .bonprix, repository: repository)
    let watcher = ModelWatcher(model)
    let starting = Task { await model.start() }
    await gate.waitForRequest()
    return Launch(model: model, gate: gate, watcher: watcher, starting: starting)
  }

  @MainActor
  private func sources(_ watcher: ModelWatcher) -> [MenuSnapshot.Source?] {
    watcher.menuStates.map(\.snapshot?.source)
  }

  @MainActor
  func testTheMenuLoadsForAsLongAsTheFirstLoadRuns() async throws {
    let launch = try await launch()
    let model = launch.model
    XCTAssertEqual(model.menuState, .loading)
    XCTAssertTrue(model.isRefreshing)
    model.openMenu()
    for _ in 0..<10 { await Task.yield() }
    XCTAssertEqual(model.menuState, .loading, "no copy while the load runs, however long")
    XCTAssertNil(model.menuNotice)
    XCTAssertEqual(launch.gate.requestCount, 1, "opening the menu joins the first load")
    launch.gate.answer(.feed(tinyBonprixFeed("Neu"), .init()))
    await launch.starting.value
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Neu"])
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertFalse(model.isRefreshing)
    XCTAssertEqual(sources(launch.watcher), [nil, .network], "never the bundled copy")
  }

  @MainActor
  func testAFailedFirstLoadShowsTheBundledCopyWithWhy() async throws {
    let launch = try await launch()
    let model = launch.model
    launch.gate.answer(.failure(.timedOut))
    await launch.starting.value
    let bundled = MenuSnapshot(menu: try Fixture.bonprix.menu(), source: .bundled, fetchedAt: nil)
    XCTAssertEqual(model.menuState, .stale(bundled, reason: .network(.timedOut)))
    XCTAssertEqual(
      model.menuNotice, MenuNotice(cause: .slowNetwork, isBundledCopy: true, since: nil))
    XCTAssertEqual(sources(launch.watcher), [nil, .bundled])
  }

  /// Retry on the bundled copy: progress while it runs, then the shop's menu, notice gone.
  @MainActor
  func testRetryOnTheBundledCopyShowsProgressThenTheMenu() async throws {
    let launch = try await launch()
    let model = launch.model
    launch.gate.answer(.failure(.offline))
    await launch.starting.value
    XCTAssertFalse(model.isRefreshing)
    let retrying = Task { await model.refresh() }
    await launch.gate.waitForRequest()
    XCTAssertTrue(model.isRefreshing, "Retry shows that it is working")
    XCTAssertEqual(model.menuState.snapshot?.source, .bundled, "the copy stays usable meanwhile")
    launch.gate.answer(.feed(tinyBonprixFeed("Neu"), .init()))
    await retrying.value
    XCTAssertFalse(model.isRefreshing)
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertNil(model.menuNotice)
  }

  @MainActor
  func testADiskCachedMenuIsShownAtOnce() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)
    try cache.save(
      CachedFeed(
        shop: .bonprix, data: tinyBonprixFeed("Disk"), validators: .init(), fetchedAt: fetchedAt))
    let launch = try await launch(cache: cache)
    let model = launch.model
    XCTAssertEqual(model.menuState.snapshot?.source, .disk)
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Disk"])
    XCTAssertNil(model.menuNotice)
    launch.gate.answer(.failure(.offline))
    await launch.starting.value
    XCTAssertEqual(model.menuState.snapshot?.source, .disk, "a failure keeps the saved menu")
    XCTAssertEqual(
      model.menuNotice, MenuNotice(cause: .offline, isBundledCopy: false, since: fetchedAt))
    XCTAssertEqual(sources(launch.watcher), [nil, .disk, .disk], "ready, then stale")
  }

  @MainActor
  func testWithNothingBundledAFailedFirstLoadFailsAndRetryShowsProgress() async throws {
    let launch = try await launch(bundled: false)
    let model = launch.model
    launch.gate.answer(.failure(.offline))
    await launch.starting.value
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    XCTAssertNil(model.menuNotice)
    model.openMenu()
    await launch.gate.waitForRequest()
    XCTAssertTrue(model.isRefreshing, "opening a failed menu tries again, visibly")
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    launch.gate.answer(.feed(tinyBonprixFeed("Neu"), .init()))
    await launch.watcher.waitUntil { model.menuState.menu != nil }
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
  }
}
