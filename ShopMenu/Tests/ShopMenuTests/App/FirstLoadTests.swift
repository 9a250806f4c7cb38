import Foundation
import XCTest

@testable import ShopMenu

/// The first launch, with no menu of the app's own yet (nothing in memory or on disk): the menu
/// shows its loading state while the first load runs, and the copy bundled with the app only
/// when that load has failed, or once the menu has been open for `bundledMenuDelay` while it
/// runs. A menu that arrives then replaces the copy at once. The network and the clock are
/// both the test's: nothing here sleeps or measures time.
final class FirstLoadTests: XCTestCase {
  private struct Launch {
    let model: ShopAppModel
    let gate: GatedClient
    let sleep: ControlledSleep
    let watcher: ModelWatcher
    let starting: Task<Void, Never>
  }

  /// Starts a model on `bonprix` with the fixture bundled and `cache` (none: a first launch),
  /// and returns once its first request waits for an answer.
  @MainActor
  private func launch(cache: MenuDiskCache? = nil) async throws -> Launch {
    let bundled = try Fixture.bonprix.data
    let gate = GatedClient()
    let sleep = ControlledSleep()
    let repository = MenuRepository(
      shop: .bonprix, client: gate.client, cache: cache, bundled: { bundled })
    let model = ShopAppModel(shop: .bonprix, repository: repository, sleep: sleep.sleep)
    let watcher = ModelWatcher(model)
    let starting = Task { await model.start() }
    await gate.waitForRequest()
    return Launch(model: model, gate: gate, sleep: sleep, watcher: watcher, starting: starting)
  }

  @MainActor
  private func sources(_ watcher: ModelWatcher) -> [MenuSnapshot.Source?] {
    watcher.menuStates.map(\.snapshot?.source)
  }

  @MainActor
  func testTheMenuShowsItsLoadingStateWhileTheFirstLoadRuns() async throws {
    let launch = try await launch()
    let model = launch.model
    XCTAssertEqual(model.menuState, .loading)
    XCTAssertNil(model.menuNotice)
    XCTAssertEqual(launch.sleep.requested, [], "the delay counts from the menu's opening")
    model.openMenu()
    await launch.sleep.waitForSleeps()
    XCTAssertEqual(launch.sleep.requested, [3], "the default delay: three seconds")
    XCTAssertEqual(model.menuState, .loading, "opening the menu shows the loading state")
    XCTAssertFalse(model.showsSearchResults)
    XCTAssertEqual(launch.gate.requestCount, 1, "opening the menu joins the first load")
    launch.gate.answer(.feed(tinyBonprixFeed("Neu"), .init()))
    await launch.starting.value
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Neu"])
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
  }

  @MainActor
  func testAFirstLoadThatSucceedsBeforeTheDelayNeverShowsTheBundledCopy() async throws {
    let launch = try await launch()
    let model = launch.model
    model.openMenu()
    await launch.sleep.waitForSleeps()
    launch.gate.answer(.feed(tinyBonprixFeed("Neu"), .init()))
    await launch.starting.value
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertNil(model.menuNotice)
    XCTAssertEqual(launch.sleep.cancellations, 1, "the delay is called off")
    XCTAssertEqual(sources(launch.watcher), [nil, .network], "loading, then the network's menu")
    XCTAssertFalse(
      launch.watcher.menuStates.contains { $0.snapshot?.source == .bundled },
      "\(launch.watcher.menuStates)")
  }

  @MainActor
  func testTheDelayShowsTheBundledCopyWhileTheFirstLoadStillRuns() async throws {
    let launch = try await launch()
    let model = launch.model
    model.openMenu()
    await launch.sleep.waitForSleeps()
    XCTAssertEqual(model.menuState, .loading)
    launch.sleep.wake()
    await launch.watcher.waitUntil { model.menuState != .loading }
    let bundled = MenuSnapshot(menu: try Fixture.bonprix.menu(), source: .bundled, fetchedAt: nil)
    XCTAssertEqual(model.menuState, .ready(bundled))
    XCTAssertEqual(
      model.menuNotice, MenuNotice(cause: .slowNetwork, isBundledCopy: true, since: nil),
      "the first load still runs")
    model.searchQuery = "oberteile"
    XCTAssertEqual(model.searchResults.map(\.entry.label), ["Oberteile"], "a usable menu")
    model.searchQuery = ""

    launch.gate.answer(.feed(tinyBonprixFeed("Neu"), .init()))
    await launch.starting.value
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Neu"])
    XCTAssertNil(model.menuNotice)
    XCTAssertEqual(sources(launch.watcher), [nil, .bundled, .network])
    XCTAssertTrue(model.isMenuPresented, "the fresh menu replaced the copy in the open menu")
  }

  /// A launch whose menu is opened only later: the delay counts from then, not from launch.
  @MainActor
  func testTheDelayCountsFromTheMenusOpening() async throws {
    let launch = try await launch()
    let model = launch.model
    await Task.yield()
    XCTAssertEqual(launch.sleep.requested, [])
    model.openMenu()
    await launch.sleep.waitForSleeps()
    XCTAssertEqual(launch.sleep.requested, [3])
    model.closeMenu()
    model.menuDidDismiss()
    model.openMenu()
    XCTAssertEqual(launch.sleep.requested, [3], "one delay per launch")
    launch.sleep.wake()
    await launch.watcher.waitUntil { model.menuState != .loading }
    XCTAssertEqual(model.menuState.snapshot?.source, .bundled)
    launch.gate.answer(.failure(.offline))
    await launch.starting.value
  }

  /// The bundled copy is shown in the open menu and the first load then brings the shop's menu:
  /// it replaces the copy at once, with the menu still open.
  @MainActor
  func testAFirstLoadEndingWhileTheBundledCopyIsOpenShowsAtOnce() async throws {
    let launch = try await launch()
    let model = launch.model
    model.openMenu()
    await launch.sleep.waitForSleeps()
    launch.sleep.wake()
    await launch.watcher.waitUntil { model.menuState != .loading }
    XCTAssertEqual(launch.gate.requestCount, 1)
    launch.gate.answer(.feed(tinyBonprixFeed("Neu"), .init()))
    await launch.starting.value
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Neu"])
    XCTAssertNil(model.menuNotice)
  }

  @MainActor
  func testAFailingFirstLoadShowsTheBundledCopyWithoutWaiting() async throws {
    let launch = try await launch()
    let model = launch.model
    launch.gate.answer(.failure(.offline))
    await launch.starting.value
    let bundled = MenuSnapshot(menu: try Fixture.bonprix.menu(), source: .bundled, fetchedAt: nil)
    XCTAssertEqual(model.menuState, .stale(bundled, reason: .network(.offline)))
    XCTAssertEqual(
      model.menuNotice, MenuNotice(bundledCopyBecause: .network(.offline)),
      "the bundled copy says so, and why")
    XCTAssertEqual(sources(launch.watcher), [nil, .bundled])
  }

  @MainActor
  func testAFirstLoadFailingAfterTheDelayKeepsTheBundledCopy() async throws {
    let launch = try await launch()
    let model = launch.model
    model.openMenu()
    await launch.sleep.waitForSleeps()
    launch.sleep.wake()
    await launch.watcher.waitUntil { model.menuState != .loading }
    launch.gate.answer(.failure(.timedOut))
    await launch.starting.value
    guard case .stale(let snapshot, .network(.timedOut)) = model.menuState else {
      return XCTFail("expected stale, got \(model.menuState)")
    }
    XCTAssertEqual(snapshot.source, .bundled)
    XCTAssertEqual(model.menuNotice, MenuNotice(bundledCopyBecause: .network(.timedOut)))
    XCTAssertEqual(launch.gate.requestCount, 1)
  }

  @MainActor
  func testADiskCachedMenuIsShownAtOnceWithoutWaiting() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)
    try cache.save(
      CachedFeed(
        shop: .bonprix, data: tinyBonprixFeed("Disk"), validators: .init(), fetchedAt: fetchedAt))
    let launch = try await launch(cache: cache)
    let model = launch.model
    model.openMenu()
    // The first request waits: the disk copy is already shown, with no delay.
    XCTAssertEqual(model.menuState.snapshot?.source, .disk)
    XCTAssertEqual(model.menuState.snapshot?.fetchedAt, fetchedAt)
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Disk"])
    XCTAssertNil(model.menuNotice)
    XCTAssertEqual(launch.sleep.requested, [], "no delay with a menu of the app's own")
    launch.gate.answer(.feed(tinyBonprixFeed("Neu"), .init()))
    await launch.starting.value
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertEqual(sources(launch.watcher), [nil, .disk, .network])
  }

  @MainActor
  func testWithNothingBundledAFailingFirstLoadFails() async throws {
    let gate = GatedClient()
    let sleep = ControlledSleep()
    let repository = MenuRepository(
      shop: .bonprix, client: gate.client, cache: nil, bundled: { nil })
    let model = ShopAppModel(shop: .bonprix, repository: repository, sleep: sleep.sleep)
    let starting = Task { await model.start() }
    await gate.waitForRequest()
    model.openMenu()
    XCTAssertEqual(model.menuState, .loading)
    gate.answer(.failure(.offline))
    await starting.value
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    XCTAssertNil(model.menuNotice)
    XCTAssertEqual(sleep.requested, [], "no bundled copy: nothing to wait for")
  }
}
