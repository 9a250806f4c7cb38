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
    await model.refresh()  // joins the fetch the opening started
    XCTAssertEqual(client.callCount, 2, "opening the menu retries a failed load")
    XCTAssertNotNil(model.menuState.menu)
  }

  // MARK: - Retry

  /// The launch load fails, opening the menu fetches again and fails, then Retry: a new request.
  /// Repeated in one process, as a race would show itself.
  @MainActor
  func testRetryAfterAFailedFetchAlwaysSendsANewRequest() async throws {
    let good = try Fixture.bonprix.data
    for round in 0..<300 {
      let client = ScriptedClient([.failure(.offline), .failure(.offline), .feed(good, .init())])
      let model = makeModel(client)
      await model.start()
      model.openMenu()
      await model.refresh()
      XCTAssertEqual(model.menuState, .failed(.network(.offline)), "round \(round)")
      XCTAssertFalse(model.isRefreshing, "round \(round)")
      await model.refresh()
      XCTAssertEqual(client.callCount, 3, "round \(round): Retry sent a request")
      XCTAssertEqual(model.menuState.snapshot?.source, .network, "round \(round)")
      if client.callCount != 3 { return }
    }
  }

  /// Retry tapped while a fetch runs waits for that fetch: one request at a time.
  @MainActor
  func testRetryDuringAFetchJoinsIt() async throws {
    let client = ScriptedClient([.failure(.offline), .feed(try Fixture.bonprix.data, .init())])
    let model = makeModel(client)
    await model.start()
    model.openMenu()
    XCTAssertTrue(model.isRefreshing)
    XCTAssertFalse(model.isRefreshDue, "one fetch at a time")
    await model.refresh()
    XCTAssertEqual(client.callCount, 2)
    XCTAssertNil(model.menuState.error)
    XCTAssertFalse(model.isRefreshing)
  }

  @MainActor
  func testAFinishedFetchIsNeverJoined() async throws {
    let client = ScriptedClient([
      .feed(try Fixture.bonprix.data, .init()), .feed(tinyBonprixFeed("Neu"), .init()),
    ])
    let clock = TestClock()
    let model = makeModel(client, clock: clock)
    await model.start()
    clock.advance(ShopAppModel.refreshInterval + 1)
    model.openMenu()
    await model.refresh()
    XCTAssertEqual(client.callCount, 2)
    await model.refresh()
    XCTAssertEqual(client.callCount, 3, "pull to refresh after a finished fetch sends a request")
  }
}
