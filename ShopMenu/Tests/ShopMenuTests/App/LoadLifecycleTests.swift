import XCTest

@testable import ShopMenu

/// The launch load and Retry, as SwiftUI drives them on iOS 15: `.task` may run `start()` again
/// whenever the main screen reappears, and Retry may be tapped while a refresh is running.
final class LoadLifecycleTests: XCTestCase {
  @MainActor
  private func makeModel(_ client: ScriptedClient, clock: TestClock = TestClock()) -> ShopAppModel {
    let repository = MenuRepository(
      shop: .bonprix, client: client.client, cache: nil, bundled: { nil }, now: { clock.now })
    return ShopAppModel(shop: .bonprix, repository: repository, now: { clock.now })
  }

  // MARK: - start() is idempotent

  @MainActor
  func testStartAgainSendsNoSecondRequest() async throws {
    let client = ScriptedClient([.feed(try Fixture.bonprix.data, .init())])
    let model = makeModel(client)
    await model.start()
    XCTAssertEqual(client.callCount, 1)
    // The menu opens and closes; the main screen reappears and `.task` runs again.
    model.openMenu()
    model.closeMenu()
    model.menuDidDismiss()
    await model.start()
    await model.start()
    XCTAssertEqual(client.callCount, 1, "start() again is not a refresh")
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
  }

  @MainActor
  func testOverlappingStartsShareOneLoad() async throws {
    let client = ScriptedClient([.feed(try Fixture.bonprix.data, .init())])
    client.delayNanoseconds = 20_000_000
    let model = makeModel(client)
    async let first: Void = model.start()
    async let second: Void = model.start()
    _ = await (first, second)
    await model.start()
    XCTAssertEqual(client.callCount, 1)
    XCTAssertNotNil(model.menuState.menu)
  }

  @MainActor
  func testStartAgainAfterAFailureLeavesRetryingToTheMenu() async throws {
    let client = ScriptedClient([.failure(.offline), .feed(try Fixture.bonprix.data, .init())])
    let model = makeModel(client)
    await model.start()
    await model.start()
    XCTAssertEqual(client.callCount, 1)
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    model.openMenu()
    await model.waitForRefresh()
    XCTAssertEqual(client.callCount, 2, "opening the menu retries a failed load")
    XCTAssertNotNil(model.menuState.menu)
  }

  // MARK: - Retry

  /// The scenario that used to lose the Retry now and then: the launch load fails, opening the
  /// menu refreshes in the background and fails again, then Retry. Repeated in one process, as a
  /// race would show itself.
  @MainActor
  func testRetryAfterAFailedBackgroundRefreshAlwaysSendsANewRequest() async throws {
    let good = try Fixture.bonprix.data
    for round in 0..<300 {
      let client = ScriptedClient([.failure(.offline), .failure(.offline), .feed(good, .init())])
      let model = makeModel(client)
      await model.start()
      model.openMenu()
      await model.waitForRefresh()
      XCTAssertEqual(model.menuState, .failed(.network(.offline)), "round \(round)")
      await model.retry()
      XCTAssertEqual(client.callCount, 3, "round \(round): Retry sent a request")
      XCTAssertEqual(model.menuState.snapshot?.source, .network, "round \(round)")
      if client.callCount != 3 { return }
    }
  }

  /// Retry tapped while a background refresh is still running, and that refresh fails: Retry
  /// waits for it and then sends a request of its own.
  @MainActor
  func testRetryDuringAFailingRefreshSendsANewRequestAfterIt() async throws {
    let good = try Fixture.bonprix.data
    for round in 0..<300 {
      let client = ScriptedClient([.failure(.offline), .failure(.timedOut), .feed(good, .init())])
      let model = makeModel(client)
      await model.start()
      model.openMenu()
      XCTAssertEqual(client.callCount, 1, "round \(round)")
      await model.retry()
      XCTAssertEqual(client.callCount, 3, "round \(round)")
      XCTAssertNil(model.menuState.error, "round \(round)")
      if client.callCount != 3 { return }
    }
  }

  /// Retry tapped while a refresh runs that then succeeds: the menu is there, nothing more is
  /// sent.
  @MainActor
  func testRetryDuringASucceedingRefreshSendsNothingMore() async throws {
    let client = ScriptedClient([.failure(.offline), .feed(try Fixture.bonprix.data, .init())])
    let model = makeModel(client)
    await model.start()
    model.openMenu()
    await model.retry()
    XCTAssertEqual(client.callCount, 2)
    XCTAssertNil(model.menuState.error)
  }

  @MainActor
  func testAFinishedRefreshIsNeverJoined() async throws {
    let client = ScriptedClient([
      .feed(try Fixture.bonprix.data, .init()), .feed(tinyBonprixFeed("Neu"), .init()),
    ])
    let clock = TestClock()
    let model = makeModel(client, clock: clock)
    await model.start()
    clock.advance(model.refreshInterval + 1)
    model.openMenu()
    await model.waitForRefresh()
    XCTAssertEqual(client.callCount, 2)
    await model.refresh()
    XCTAssertEqual(client.callCount, 3, "pull to refresh after a finished refresh sends a request")
  }
}
