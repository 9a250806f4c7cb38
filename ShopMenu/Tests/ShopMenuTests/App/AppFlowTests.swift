import XCTest

@testable import ShopMenu

/// Every flow the UI tests drive (AppUITests), on the state machine. Keep the two in step: each
/// test here names its UI twin.
@MainActor
final class AppFlowTests: XCTestCase {
  private let oberteile = URL(
    string: "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")!

  private func makeModel(
    _ client: ScriptedClient, cache: MenuDiskCache? = nil, bundled: Data? = nil,
    clock: TestClock = TestClock()
  ) -> ShopAppModel {
    let repository = MenuRepository(
      shop: .bonprix, client: client.client, cache: cache, bundled: { bundled }, now: { clock.now })
    return ShopAppModel(shop: .bonprix, repository: repository, now: { clock.now })
  }

  private func launchedModel() async throws -> ShopAppModel {
    let model = makeModel(ScriptedClient([.feed(try Fixture.bonprix.data, .init())]))
    await model.start()
    return model
  }

  private func labels(_ model: ShopAppModel) -> [String] {
    model.groups(under: model.currentLevel).flatMap { $0.entries.map(\.label) }
  }

  // MARK: - Flows

  /// UI twin: `testLaunchShowsHomePage`.
  func testLaunchShowsHomePageAndLoadsMenu() async throws {
    let model = makeModel(ScriptedClient([.feed(try Fixture.bonprix.data, .init())]))
    XCTAssertEqual(model.page, PageRequest(url: URL(string: "https://www.bonprix.de/")!, id: 0))
    XCTAssertEqual(model.menuState, .loading)
    XCTAssertFalse(model.isMenuPresented)
    await model.start()
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertEqual(
      model.page.url, URL(string: "https://www.bonprix.de/")!,
      "loading the menu leaves the page alone")
  }

  /// UI twin: `testMenuOpensWithCategories`.
  func testOpenMenuShowsTopLevel() async throws {
    let model = try await launchedModel()
    model.openMenu()
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertNil(model.currentLevel)
    XCTAssertEqual(model.title(of: nil), "bonprix")
    XCTAssertEqual(labels(model), ["Shop", "Damen"])
  }

  /// UI twin: `testDrillDownToOberteileLoadsItAndClosesMenu`.
  func testDrillDownToOberteileClosesMenuAndLoadsPage() async throws {
    let model = try await launchedModel()
    model.openMenu()
    model.select(MenuEntry.ID("Damen"))
    XCTAssertEqual(model.title(of: model.currentLevel), "Damen")
    XCTAssertEqual(labels(model), ["Zur Übersicht", "Mode"])
    model.select(MenuEntry.ID("Damen", "Mode"))
    XCTAssertEqual(labels(model), ["Alle Artikel anzeigen", "Neuheiten"])
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten"))
    XCTAssertEqual(
      model.path.map(\.description), ["Damen", "Damen › Mode", "Damen › Mode › Neuheiten"])
    XCTAssertTrue(model.isMenuPresented)
    let levels = model.path
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(model.path, levels, "the levels stay while the menu slides away")
    XCTAssertEqual(model.page.url, oberteile)
    XCTAssertEqual(model.lastChosen, MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertTrue(model.isOnChosenPath(MenuEntry.ID("Damen", "Mode")))
    XCTAssertFalse(model.isOnChosenPath(MenuEntry.ID("Shop")))
    model.menuDidDismiss()
    XCTAssertEqual(model.path, [], "reset once the menu has gone")
    model.openMenu()
    XCTAssertEqual(model.path, [], "the menu opens at the top again")
  }

  /// UI twin: `testBackAndClose`.
  func testBackGoesUpOneLevelAndCloseKeepsThePage() async throws {
    let model = try await launchedModel()
    model.openMenu()
    model.select(MenuEntry.ID("Damen"))
    model.select(MenuEntry.ID("Damen", "Mode"))
    model.back()
    XCTAssertEqual(model.currentLevel, MenuEntry.ID("Damen"))
    model.back()
    XCTAssertNil(model.currentLevel)
    model.back()
    XCTAssertNil(model.currentLevel)
    let page = model.page
    model.closeMenu()
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(model.page, page)
  }

  func testPopToDepthFollowsTheNavigationViewsBackGesture() async throws {
    let model = try await launchedModel()
    model.select(MenuEntry.ID("Damen"))
    model.select(MenuEntry.ID("Damen", "Mode"))
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten"))
    XCTAssertEqual(model.path.count, 3)
    model.popTo(depth: 1)
    XCTAssertEqual(model.path, [MenuEntry.ID("Damen")])
    model.popTo(depth: 5)
    XCTAssertEqual(model.path, [MenuEntry.ID("Damen")])
  }

  /// UI twin: `testFailureThenRetry`.
  func testErrorThenRetry() async throws {
    let client = ScriptedClient([.failure(.offline), .feed(try Fixture.bonprix.data, .init())])
    let model = makeModel(client)
    await model.start()
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    XCTAssertEqual(
      model.menuState.error?.description,
      "You appear to be offline. Check your connection and try again.")
    model.openMenu()
    await model.waitForRefresh()
    XCTAssertEqual(
      model.menuState.snapshot?.source, .network, "opening the menu after a failure retries")
    XCTAssertEqual(client.callCount, 2)
  }

  func testRetryButtonAfterFailure() async throws {
    let client = ScriptedClient([
      .failure(.serverError(status: 503)), .feed(try Fixture.bonprix.data, .init()),
    ])
    let model = makeModel(client)
    await model.start()
    XCTAssertEqual(model.menuState, .failed(.network(.serverError(status: 503))))
    await model.retry()
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Shop", "Damen"])
  }

  /// UI twin: none (the UI tests have no disk cache); the offline banner is checked here.
  func testOfflineWithCachedMenuIsStaleButUsable() async throws {
    let cache = MenuDiskCache(directory: try temporaryDirectory(self))
    let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)
    try cache.save(
      CachedFeed(
        shop: .bonprix, data: try Fixture.bonprix.data, validators: .init(), fetchedAt: fetchedAt))
    let model = makeModel(ScriptedClient([.failure(.offline)]), cache: cache)
    await model.start()
    guard case .stale(let snapshot, let reason) = model.menuState else {
      return XCTFail("expected stale, got \(model.menuState)")
    }
    XCTAssertEqual(snapshot.source, .disk)
    XCTAssertEqual(snapshot.fetchedAt, fetchedAt)
    XCTAssertEqual(reason, .network(.offline))
    model.openMenu()
    await model.waitForRefresh()
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertEqual(model.page.url, oberteile)
  }

  func testOfflineWithNothingCachedFallsBackToBundled() async throws {
    let model = makeModel(ScriptedClient([.failure(.timedOut)]), bundled: try Fixture.bonprix.data)
    await model.start()
    XCTAssertEqual(model.menuState.snapshot?.source, .bundled)
    XCTAssertEqual(model.menuState.error, .network(.timedOut))
  }

  func testPullToRefreshAfterStaleBecomesReady() async throws {
    let model = makeModel(
      ScriptedClient([.failure(.offline), .feed(tinyBonprixFeed("Neu"), .init())]),
      bundled: try Fixture.bonprix.data)
    await model.start()
    XCTAssertNotNil(model.menuState.error)
    await model.refresh()
    XCTAssertEqual(model.menuState.error, nil)
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Neu"])
  }

  func testBadFeedOnRefreshKeepsTheGoodMenu() async throws {
    let model = makeModel(
      ScriptedClient([
        .feed(try Fixture.bonprix.data, .init()), .feed(Data("<html/>".utf8), .init()),
      ]))
    await model.start()
    let good = model.menuState.menu
    await model.refresh()
    XCTAssertEqual(model.menuState.menu, good)
    guard case .stale(_, .feed(.notJSON)) = model.menuState else {
      return XCTFail("expected stale with a feed error, got \(model.menuState)")
    }
  }

  /// UI twin: `testSearchAndPick`. A link picked while the search field is active closes the
  /// menu at once; the query is cleared once the menu has gone.
  func testSearchAndPick() async throws {
    let model = try await launchedModel()
    model.openMenu()
    model.searchQuery = "OBERTEILE"
    XCTAssertEqual(model.searchResults.map(\.entry.label), ["Oberteile"])
    XCTAssertEqual(model.searchResults.first?.breadcrumbText, "Damen › Mode › Neuheiten")
    model.searchQuery = "ubersicht"
    XCTAssertEqual(model.searchResults.map(\.entry.id.description), ["Damen › Zur Übersicht"])
    model.searchQuery = "alle artikel"
    XCTAssertEqual(model.searchResults.count, 2)
    model.searchQuery = "oberteile"
    let levels = model.path
    let waits = model.pickSearchResult(
      try XCTUnwrap(model.searchResults.first).id, searchIsActive: true)
    XCTAssertFalse(waits, "a link does not wait: closing the cover ends the search with it")
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(model.page.url, oberteile)
    XCTAssertEqual(model.path, levels)
    XCTAssertEqual(model.searchQuery, "oberteile", "the results stay while the menu slides away")
    model.menuDidDismiss()
    XCTAssertEqual(model.searchQuery, "")
  }

  /// UI twin: `testSearchPicksACategoryAsOneLevel`. A category deep in the menu opens as one
  /// level over the top level, with the way to it as its breadcrumb; Back returns to the top.
  func testPickingACategoryFromSearchOpensItAsOneLevel() async throws {
    let model = try await launchedModel()
    model.openMenu()
    model.searchQuery = "neuheiten"
    let neuheiten = MenuEntry.ID("Damen", "Mode", "Neuheiten")
    XCTAssertTrue(
      model.pickSearchResult(try XCTUnwrap(model.searchResults.first).id, searchIsActive: true))
    XCTAssertEqual(model.path, [], "nothing is pushed while the search is being dismissed")
    XCTAssertEqual(model.searchQuery, "")
    model.searchDidEnd()
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertEqual(model.path, [neuheiten], "one level, never the three above it")
    XCTAssertEqual(model.jumpedLevel, neuheiten)
    XCTAssertTrue(model.isJumpedLevelOpen)
    XCTAssertEqual(model.breadcrumb(of: neuheiten), ["Damen", "Mode"])
    XCTAssertEqual(model.locationTitles, ["bonprix", "Damen", "Mode", "Neuheiten"])
    XCTAssertEqual(model.searchQuery, "")
    XCTAssertEqual(labels(model), ["Alle Artikel anzeigen", "Oberteile"])
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertFalse(model.isMenuPresented)
    model.menuDidDismiss()
    model.openMenu()
    model.searchQuery = "neuheiten"
    model.pickSearchResult(neuheiten, searchIsActive: false)
    XCTAssertEqual(model.path, [neuheiten], "without an active search field the pick is at once")
    model.back()
    XCTAssertEqual(model.path, [])
    XCTAssertFalse(model.isJumpedLevelOpen)
    XCTAssertEqual(model.jumpedLevel, neuheiten, "kept while the level slides away")
  }

  /// UI twin: `testSearchPicksATopLevelCategory`.
  func testSearchPickingATopLevelMyToysCategory() async throws {
    let model = makeModel(ScriptedClient([.feed(try Fixture.mytoys.data, .init())]))
    await model.start()
    model.openMenu()
    model.searchQuery = "top-marken"
    let topMarken = MenuEntry.ID("Sortiment", "Top-Marken")
    XCTAssertEqual(model.searchResults.first?.id, topMarken)
    XCTAssertTrue(model.pickSearchResult(topMarken, searchIsActive: true))
    model.searchDidEnd()
    XCTAssertEqual(model.path, [topMarken])
    XCTAssertTrue(model.isJumpedLevelOpen)
    XCTAssertEqual(model.title(of: model.currentLevel), "Top-Marken")
    model.back()
    XCTAssertEqual(model.path, [])
    XCTAssertFalse(model.isJumpedLevelOpen)
  }

  /// A top-level category picked in search also opens through the search link, never through
  /// its own row, which a lazy list may not have built yet.
  func testSearchPickingATopLevelCategoryOpensItThroughTheSearchLink() async throws {
    let model = try await launchedModel()
    model.openMenu()
    model.searchQuery = "damen"
    model.pickSearchResult(MenuEntry.ID("Damen"), searchIsActive: false)
    XCTAssertEqual(model.path, [MenuEntry.ID("Damen")])
    XCTAssertEqual(model.jumpedLevel, MenuEntry.ID("Damen"))
    XCTAssertTrue(model.isJumpedLevelOpen)
    XCTAssertFalse(model.isRowOpen(MenuEntry.ID("Damen"), atDepth: 0), "one link, not two")
    XCTAssertEqual(model.locationTitles, ["bonprix", "Damen"])
    model.select(MenuEntry.ID("Damen", "Mode"))
    XCTAssertEqual(model.path, [MenuEntry.ID("Damen"), MenuEntry.ID("Damen", "Mode")])
    XCTAssertTrue(model.isJumpedLevelOpen)
    XCTAssertTrue(model.isRowOpen(MenuEntry.ID("Damen", "Mode"), atDepth: 1))
    model.popTo(depth: 0)
    XCTAssertFalse(model.isJumpedLevelOpen)
    model.select(MenuEntry.ID("Damen"))
    XCTAssertTrue(
      model.isRowOpen(MenuEntry.ID("Damen"), atDepth: 0), "a tap on the row is the row's")
    XCTAssertFalse(model.isJumpedLevelOpen)
  }

  func testChoosingThePageShownLoadsItAgain() async throws {
    let model = try await launchedModel()
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    let first = model.page
    model.openMenu()
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile"))
    XCTAssertEqual(model.page.url, first.url)
    XCTAssertNotEqual(model.page.id, first.id)
  }

  func testExternalLinkGoesToTheSystem() async throws {
    let model = makeModel(ScriptedClient([.feed(try Fixture.mytoys.data, .init())]))
    await model.start()
    model.openMenu()
    let page = model.page
    model.select(MenuEntry.ID("Service", "myToys bei Facebook"))
    XCTAssertEqual(model.externalURL?.url, URL(string: "https://www.facebook.com/myToys"))
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(model.page, page)
    model.externalURLHandled()
    XCTAssertNil(model.externalURL)
  }

  func testSectionsGroupTheTopLevelAndAreNotSelectable() async throws {
    let model = makeModel(ScriptedClient([.feed(try Fixture.mytoys.data, .init())]))
    await model.start()
    let groups = model.groups(under: nil)
    XCTAssertEqual(
      groups.map(\.title),
      ["Sortiment", "Schnäppchen", "Beratung & Inspiration", "KombiShopping", "Service"])
    XCTAssertEqual(
      groups.first?.entries.map(\.label), ["Alter", "Kategorien", "Lieblingsstars", "Top-Marken"])
    model.openMenu()
    model.select(MenuEntry.ID("Sortiment"))
    XCTAssertEqual(model.path, [])
    model.select(MenuEntry.ID("Sortiment", "Alter"))
    XCTAssertEqual(model.path, [MenuEntry.ID("Sortiment", "Alter")], "sections are not on the path")
    XCTAssertEqual(model.title(of: model.currentLevel), "Alter")
  }

  func testRefreshKeepsThePathWhileItsCategoriesExist() async throws {
    let changed = feed(
      "{'categories': [{'label': 'Damen', 'url': '/d/', 'children': [{'label': 'Neu', 'url': '/n/'}]}]}"
    )
    let clock = TestClock()
    let model = makeModel(
      ScriptedClient([.feed(try Fixture.bonprix.data, .init()), .feed(changed, .init())]),
      clock: clock)
    await model.start()
    model.openMenu()
    model.select(MenuEntry.ID("Damen"))
    model.select(MenuEntry.ID("Damen", "Mode"))
    model.select(MenuEntry.ID("Damen", "Mode", "Neuheiten"))
    await model.refresh()
    XCTAssertEqual(model.path, [MenuEntry.ID("Damen")], "Mode is gone, so the path stops at Damen")
  }

  func testOpeningTheMenuRefreshesOnlyWhenDue() async throws {
    let clock = TestClock()
    let client = ScriptedClient([.feed(try Fixture.bonprix.data, .init())])
    let model = makeModel(client, clock: clock)
    await model.start()
    model.openMenu()
    await model.waitForRefresh()
    XCTAssertEqual(client.callCount, 1, "fresh menu: no request")
    model.closeMenu()
    clock.advance(model.refreshInterval + 1)
    model.openMenu()
    await model.waitForRefresh()
    XCTAssertEqual(client.callCount, 2)
  }
}
