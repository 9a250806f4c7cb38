import XCTest

@testable import ShopMenu

/// Every flow the UI tests drive (AppUITests), on the state machine. Keep the two in step: each
/// test here names its UI twin. Where the person is inside the menu (the levels pushed, Back) is
/// the navigation view's, checked by the UI tests and the view harness; a twin here checks what
/// the core decides: the rows of each level, what a choice does, the load state.
final class AppFlowTests: XCTestCase {
  private let oberteile = URL(
    string: "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")!
  private let oberteileID = MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile")

  @MainActor
  private func makeModel(
    _ client: ScriptedClient, shop: ShopConfiguration = .bonprix, cache: MenuDiskCache? = nil,
    bundled: Data? = nil, clock: TestClock = TestClock()
  ) -> ShopAppModel {
    let repository = MenuRepository(
      shop: shop, client: client.client, cache: cache, bundled: { bundled }, now: { clock.now })
    return ShopAppModel(shop: shop, repository: repository, now: { clock.now })
  }

  @MainActor
  private func launchedModel() async throws -> ShopAppModel {
    let model = makeModel(ScriptedClient([.feed(try Fixture.bonprix.data, .init())]))
    await model.start()
    return model
  }

  /// The labels of a level's rows, as the level shows them.
  @MainActor
  private func labels(_ model: ShopAppModel, under level: MenuEntry.ID?) -> [String] {
    model.groups(under: level).flatMap { $0.entries.map(\.label) }
  }

  // MARK: - Flows

  /// UI twin: `testLaunchShowsHomePage`.
  @MainActor
  func testLaunchShowsHomePageAndLoadsMenu() async throws {
    let model = makeModel(ScriptedClient([.feed(try Fixture.bonprix.data, .init())]))
    XCTAssertEqual(
      model.browser.page, PageRequest(url: URL(string: "https://www.bonprix.de/")!, id: 0))
    XCTAssertEqual(model.menuState, .loading)
    XCTAssertFalse(model.isMenuPresented)
    await model.start()
    XCTAssertEqual(model.menuState.snapshot?.source, .network)
    XCTAssertNil(model.menuNotice)
    XCTAssertEqual(
      model.browser.page.url, URL(string: "https://www.bonprix.de/")!,
      "loading the menu leaves the page alone")
  }

  /// UI twin: `testMenuOpensWithCategories`.
  @MainActor
  func testOpenMenuShowsTopLevel() async throws {
    let model = try await launchedModel()
    model.openMenu()
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertEqual(model.title(of: nil), "bonprix")
    XCTAssertEqual(labels(model, under: nil), ["Shop", "Damen"])
  }

  /// UI twin: `testDrillDownToOberteileLoadsItAndClosesMenu`. Each category leads to a level
  /// with its rows (the navigation view pushes it; choosing the category changes nothing in the
  /// model); the link closes the menu and loads its page, and the menu marks the way to it.
  @MainActor
  func testDrillDownToOberteileClosesMenuAndLoadsPage() async throws {
    let model = try await launchedModel()
    model.openMenu()
    let home = model.browser.page
    let levels: [(MenuEntry.ID, title: String, rows: [String])] = [
      (MenuEntry.ID("Damen"), "Damen", ["Zur Übersicht", "Mode"]),
      (MenuEntry.ID("Damen", "Mode"), "Mode", ["Alle Artikel anzeigen", "Neuheiten"]),
      (
        MenuEntry.ID("Damen", "Mode", "Neuheiten"), "Neuheiten",
        ["Alle Artikel anzeigen", "Oberteile"]
      ),
    ]
    for (level, title, rows) in levels {
      XCTAssertTrue(model.isAvailable(level: level), "\(level)")
      XCTAssertEqual(model.title(of: level), title)
      XCTAssertEqual(labels(model, under: level), rows, "\(level)")
      model.select(level)
      XCTAssertTrue(model.isMenuPresented, "a category is no choice: \(level)")
      XCTAssertEqual(model.browser.page, home)
      XCTAssertNil(model.lastChosen)
    }
    model.select(oberteileID)
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(model.browser.page.url, oberteile)
    XCTAssertEqual(model.lastChosen, oberteileID)
    XCTAssertTrue(model.isOnChosenPath(MenuEntry.ID("Damen")))
    XCTAssertTrue(model.isOnChosenPath(MenuEntry.ID("Damen", "Mode")))
    XCTAssertFalse(model.isOnChosenPath(MenuEntry.ID("Shop")))
    model.menuDidDismiss()
    model.openMenu()
    XCTAssertEqual(labels(model, under: nil), ["Shop", "Damen"], "the menu opens at the top again")
    XCTAssertTrue(model.isOnChosenPath(MenuEntry.ID("Damen")), "the top level marks the way to it")
  }

  /// UI twin: `testBackAndClose`. Back is the navigation view's alone: the level it returns to
  /// shows the same rows; Close leaves the page as it was.
  @MainActor
  func testBackGoesUpOneLevelAndCloseKeepsThePage() async throws {
    let model = try await launchedModel()
    model.openMenu()
    let damen = MenuEntry.ID("Damen")
    let rows = model.groups(under: damen)
    model.select(damen)
    model.select(MenuEntry.ID("Damen", "Mode"))
    XCTAssertEqual(model.groups(under: damen), rows, "the level below Mode is unchanged")
    XCTAssertEqual(labels(model, under: damen), ["Zur Übersicht", "Mode"])
    let page = model.browser.page
    model.closeMenu()
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(model.browser.page, page)
    model.menuDidDismiss()
    XCTAssertEqual(model.browser.page, page)
    XCTAssertNil(model.lastChosen)
  }

  /// UI twin: `testFailureOnLaunchIsRetriedWhenTheMenuOpens`.
  @MainActor
  func testErrorThenRetry() async throws {
    let client = ScriptedClient([.failure(.offline), .feed(try Fixture.bonprix.data, .init())])
    let model = makeModel(client)
    await model.start()
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    model.openMenu()
    await ModelWatcher(model).waitUntil { client.callCount == 2 && !model.isRefreshing }
    XCTAssertEqual(
      model.menuState.snapshot?.source, .network, "opening the menu after a failure retries")
    XCTAssertEqual(client.callCount, 2)
  }

  /// UI twins: `testFailureThenRetry`, `testFailureThenRetrySucceeds`. A Retry that fails
  /// again looks like one that did nothing; here it is seen to send a new request.
  @MainActor
  func testRetryButtonAfterFailure() async throws {
    let client = ScriptedClient([
      .failure(.serverError(status: 503)), .failure(.offline),
      .feed(try Fixture.bonprix.data, .init()),
    ])
    let model = makeModel(client)
    await model.start()
    XCTAssertEqual(model.menuState, .failed(.network(.serverError(status: 503))))
    await model.refresh()
    XCTAssertEqual(client.callCount, 2, "Retry sent a request")
    XCTAssertEqual(model.menuState, .failed(.network(.offline)))
    await model.refresh()
    XCTAssertEqual(client.callCount, 3)
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Shop", "Damen"])
  }

  /// UI twin: none (the UI tests have no disk cache); the offline banner is checked here.
  @MainActor
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
    XCTAssertEqual(
      model.menuNotice, MenuNotice(cause: .offline, isBundledCopy: false, since: fetchedAt))
    model.openMenu()
    await model.refresh()
    model.select(oberteileID)
    XCTAssertEqual(model.browser.page.url, oberteile)
  }

  @MainActor
  func testOfflineWithNothingCachedFallsBackToBundled() async throws {
    let model = makeModel(ScriptedClient([.failure(.timedOut)]), bundled: try Fixture.bonprix.data)
    await model.start()
    XCTAssertEqual(model.menuState.snapshot?.source, .bundled)
    XCTAssertEqual(model.menuState.error, .network(.timedOut))
    XCTAssertEqual(
      model.menuNotice, MenuNotice(cause: .slowNetwork, isBundledCopy: true, since: nil))
  }

  @MainActor
  func testPullToRefreshAfterStaleBecomesReady() async throws {
    let model = makeModel(
      ScriptedClient([.failure(.offline), .feed(tinyBonprixFeed("Neu"), .init())]),
      bundled: try Fixture.bonprix.data)
    await model.start()
    XCTAssertNotNil(model.menuState.error)
    await model.refresh()
    XCTAssertEqual(model.menuState.error, nil)
    XCTAssertNil(model.menuNotice)
    XCTAssertEqual(model.menuState.menu?.entries.map(\.label), ["Neu"])
  }

  @MainActor
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

  @MainActor
  func testChoosingThePageShownLoadsItAgain() async throws {
    let model = try await launchedModel()
    model.select(oberteileID)
    let first = model.browser.page
    model.openMenu()
    model.select(oberteileID)
    XCTAssertEqual(model.browser.page.url, first.url)
    XCTAssertNotEqual(model.browser.page.id, first.id)
  }

  @MainActor
  func testExternalLinkGoesToTheSystem() async throws {
    let model = makeModel(ScriptedClient([.feed(try Fixture.mytoys.data, .init())]), shop: .mytoys)
    await model.start()
    model.openMenu()
    let page = model.browser.page
    model.select(MenuEntry.ID("Service", "myToys bei Facebook"))
    XCTAssertEqual(model.browser.externalURL?.url, URL(string: "https://www.facebook.com/myToys"))
    XCTAssertFalse(model.isMenuPresented)
    XCTAssertEqual(model.browser.page, page)
    model.browser.externalURLHandled()
    XCTAssertNil(model.browser.externalURL)
  }

  /// UI twin: `testMyToysSectionsAreListSections`.
  @MainActor
  func testSectionsGroupTheTopLevelAndAreNotSelectable() async throws {
    let model = makeModel(ScriptedClient([.feed(try Fixture.mytoys.data, .init())]), shop: .mytoys)
    await model.start()
    let groups = model.groups(under: nil)
    XCTAssertEqual(
      groups.map(\.title),
      ["Sortiment", "Schnäppchen", "Beratung & Inspiration", "KombiShopping", "Service"])
    XCTAssertEqual(
      groups.first?.entries.map(\.label), ["Alter", "Kategorien", "Lieblingsstars", "Top-Marken"])
    model.openMenu()
    let page = model.browser.page
    let sortiment = MenuEntry.ID("Sortiment")
    XCTAssertFalse(model.isAvailable(level: sortiment), "a section is no level")
    model.select(sortiment)
    XCTAssertTrue(model.isMenuPresented)
    XCTAssertEqual(model.browser.page, page)
    XCTAssertNil(model.lastChosen)
    let alter = MenuEntry.ID("Sortiment", "Alter")
    XCTAssertTrue(model.isAvailable(level: alter))
    XCTAssertEqual(model.title(of: alter), "Alter")
    XCTAssertFalse(model.groups(under: alter).isEmpty)
  }

  @MainActor
  func testOpeningTheMenuRefreshesOnlyWhenDue() async throws {
    let clock = TestClock()
    let client = ScriptedClient([.feed(try Fixture.bonprix.data, .init())])
    let model = makeModel(client, clock: clock)
    await model.start()
    model.openMenu()
    XCTAssertFalse(model.isRefreshDue, "fresh menu: no request")
    model.closeMenu()
    clock.advance(ShopAppModel.refreshInterval + 1)
    XCTAssertTrue(model.isRefreshDue)
    model.openMenu()
    await ModelWatcher(model).waitUntil { client.callCount == 2 && !model.isRefreshing }
    XCTAssertEqual(model.menuState.snapshot?.fetchedAt, clock.now)
  }

  /// The page is titled with the level a link was chosen on; a top-level link, one in a
  /// top-level section, Back and a page's own navigation bring back the shop's name.
  @MainActor
  func testTheTitleIsTheLevelAChoiceWasMadeOn() async throws {
    let model = try await launchedModel()
    XCTAssertEqual(model.browser.title, "bonprix")
    model.select(oberteileID)
    XCTAssertEqual(model.browser.title, "Neuheiten")
    model.select(MenuEntry.ID("Shop"))
    XCTAssertEqual(model.browser.title, "bonprix")
    model.select(MenuEntry.ID("Damen", "Zur Übersicht"))
    XCTAssertEqual(model.browser.title, "Damen")
    model.browser.goBack()
    XCTAssertEqual(model.browser.title, "bonprix")

    let mytoys = makeModel(ScriptedClient([.feed(try Fixture.mytoys.data, .init())]), shop: .mytoys)
    await mytoys.start()
    mytoys.select(MenuEntry.ID("Service", "Hilfe"))
    XCTAssertEqual(mytoys.browser.title, "myToys", "a section is part of the top level")
    mytoys.select(MenuEntry.ID("Sortiment", "Alter", "Baby & Kleinkind", "0-6 Monate"))
    XCTAssertEqual(mytoys.browser.title, "Baby & Kleinkind")
  }
}
