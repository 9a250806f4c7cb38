import XCTest

@testable import ShopMenu

/// Where the person is: the menu marks the page the web view shows; a launch shows the home page,
/// and a scene iOS restores reopens the page it kept. Each UI flow here names its twin in
/// `AppUITests/HomePageAtLaunchUITests.swift`.
final class LocationFlowTests: XCTestCase {
  private let oberteileID = MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile")
  private let oberteile = URL(
    string: "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")!

  @MainActor
  private func launch(
    _ fixture: Fixture = .bonprix, clock: TestClock = TestClock()
  ) async throws -> ShopAppModel {
    let shop = fixture.shop
    let client = ScriptedClient([.feed(try fixture.data, .init())])
    let repository = MenuRepository(
      shop: shop, client: client.client, cache: nil, bundled: { nil }, now: { clock.now })
    let model = ShopAppModel(shop: shop, repository: repository, now: { clock.now })
    await model.start()
    return model
  }

  @MainActor
  private func marked(_ model: ShopAppModel) -> [String] {
    model.menu?.allEntries.filter { model.isMarked($0.id) }.map(\.id.description) ?? []
  }

  // MARK: - The mark

  @MainActor
  func testTheHomePageMarksTheShopEntry() async throws {
    let model = try await launch()
    XCTAssertNil(model.browser.state.currentURL)
    XCTAssertEqual(model.markedEntry, MenuEntry.ID("Shop"), "https://www.bonprix.de has no slash")
    model.browser.webViewDidFinishLoading(URL(string: "https://www.bonprix.de/")!, title: "bonprix")
    XCTAssertEqual(marked(model), ["Shop"])
  }

  @MainActor
  func testNavigationInsideTheSiteMovesTheMarkToTheDeepestEntry() async throws {
    let model = try await launch()
    model.browser.webViewDidFinishLoading(
      URL(string: "http://WWW.bonprix.de/kategorie/damen-mode?utm_source=nl&wt_mc=x#top")!,
      title: nil)
    XCTAssertEqual(
      model.markedEntry, MenuEntry.ID("Damen", "Mode", "Alle Artikel anzeigen"),
      "the category and its first row share the page: the deeper row is marked")
    XCTAssertEqual(
      marked(model), ["Damen", "Damen › Mode", "Damen › Mode › Alle Artikel anzeigen"])
    XCTAssertFalse(model.isMarked(MenuEntry.ID("Damen", "Zur Übersicht")))

    model.browser.webViewDidChangeURL(URL(string: "https://www.bonprix.de/kategorie/damen/")!)
    XCTAssertEqual(model.markedEntry, MenuEntry.ID("Damen", "Zur Übersicht"))
    XCTAssertFalse(model.isMenuPresented, "marking opens nothing")
  }

  @MainActor
  func testTheChosenEntryStaysMarkedUntilThePageMatchesAnotherOne() async throws {
    let model = try await launch()
    model.openMenu()
    model.select(oberteileID)
    model.browser.webViewDidStartLoading(oberteile)
    model.browser.webViewDidFinishLoading(oberteile, title: "Oberteile")
    XCTAssertEqual(model.markedEntry, oberteileID)
    // A product page reached from the category matches no entry: the chosen one stays marked.
    model.browser.webViewDidFinishLoading(
      URL(string: "https://www.bonprix.de/produkt/shirt-951273/")!, title: nil)
    XCTAssertEqual(model.markedEntry, oberteileID)
    XCTAssertTrue(model.isMarked(MenuEntry.ID("Damen", "Mode")))
    // A page that another entry opens moves the mark there.
    model.browser.webViewDidFinishLoading(
      URL(string: "https://www.bonprix.de/kategorie/damen-neu/")!, title: nil)
    XCTAssertEqual(
      model.markedEntry, MenuEntry.ID("Damen", "Mode", "Neuheiten", "Alle Artikel anzeigen"))
    model.openMenu()
    XCTAssertTrue(model.isMarked(MenuEntry.ID("Damen")))
    XCTAssertEqual(
      model.groups(under: nil).flatMap(\.entries).map { model.isMarked($0.id) }, [false, true])
  }

  @MainActor
  func testEntriesSharingAPageMarkTheChosenOneElseTheFirst() async throws {
    // The myToys capture has two entries for one page, at the same depth.
    let model = try await launch(.mytoys)
    let page = URL(string: "https://www.mytoys.de/mode-schuhe/sportbekleidung/")!
    let first = MenuEntry.ID("Sortiment", "Kategorien", "Mode & Schuhe", "Sportbekleidung")
    let second = MenuEntry.ID(
      "Sortiment", "Kategorien", "Sport & Garten", "Sportbekleidung & Sportschuhe")
    XCTAssertEqual(model.menu?.pageIndex.entries(showing: page), [first, second])
    model.browser.webViewDidFinishLoading(page, title: nil)
    XCTAssertEqual(model.markedEntry, first)
    model.select(second)
    model.browser.webViewDidFinishLoading(page, title: nil)
    XCTAssertEqual(model.markedEntry, second)
    XCTAssertFalse(model.isMarked(MenuEntry.ID("Sortiment", "Kategorien", "Mode & Schuhe")))
  }

  @MainActor
  func testExternalEntriesAndOtherSitesMarkNothing() async throws {
    let model = try await launch(.mytoys)
    model.browser.webViewDidFinishLoading(URL(string: "https://www.mirapodo.de/")!, title: nil)
    XCTAssertNil(model.markedEntry, "mirapodo opens outside the app: not a page of the web view")
    model.browser.webViewDidFinishLoading(
      URL(string: "https://checkout.mytoys.de/checkout/serviceOverview")!, title: nil)
    XCTAssertEqual(model.markedEntry, MenuEntry.ID("Service", "Mein Konto"))
  }

  @MainActor
  func testTheMarkFollowsANewMenu() async throws {
    let clock = TestClock()
    let client = ScriptedClient([
      .feed(try Fixture.bonprix.data, .init()), .feed(tinyBonprixFeed("Sale"), .init()),
    ])
    let repository = MenuRepository(
      shop: .bonprix, client: client.client, cache: nil, bundled: { nil }, now: { clock.now })
    let model = ShopAppModel(shop: .bonprix, repository: repository, now: { clock.now })
    await model.start()
    model.browser.webViewDidFinishLoading(URL(string: "https://www.bonprix.de/sale")!, title: nil)
    XCTAssertNil(model.markedEntry)
    await model.refresh()
    XCTAssertEqual(model.markedEntry, MenuEntry.ID("Sale"))
  }

  // MARK: - Launch and scene restoration

  /// UI twin: `HomePageAtLaunchUITests.testRelaunchAfterClosingShowsTheHomePageAndTheMenuMarksIt`.
  @MainActor
  func testRelaunchAfterClosingShowsTheHomePageAndTheMenuMarksIt() async throws {
    let clock = TestClock()
    let first = try await launch(clock: clock)
    XCTAssertEqual(
      first.browser.restoreScene(nil), .home(ShopConfiguration.bonprix.homeURL, .nothingSaved))
    XCTAssertEqual(first.browser.page, PageRequest(url: ShopConfiguration.bonprix.homeURL, id: 0))
    first.openMenu()
    // Damen, Mode and Neuheiten are pushed by the navigation view; Oberteile is chosen.
    for depth in 1..<oberteileID.depth {
      XCTAssertTrue(
        first.isAvailable(level: MenuEntry.ID(Array(oberteileID.components.prefix(depth)))))
    }
    first.select(oberteileID)
    XCTAssertFalse(first.isMenuPresented)
    XCTAssertEqual(first.browser.page.url, oberteile)
    first.menuDidDismiss()
    first.browser.webViewDidStartLoading(oberteile)
    first.browser.webViewDidFinishLoading(oberteile, title: "Oberteile")
    XCTAssertEqual(first.browser.scenePage, SavedPage(url: oberteile, savedAt: clock.now))

    // The person closes the app: iOS discards the scene's storage, so nothing is handed over.
    clock.advance(10 * 60)
    let second = try await launch(clock: clock)
    XCTAssertEqual(
      second.browser.restoreScene(nil), .home(ShopConfiguration.bonprix.homeURL, .nothingSaved))
    XCTAssertEqual(second.browser.page, PageRequest(url: ShopConfiguration.bonprix.homeURL, id: 0))
    second.browser.webViewDidFinishLoading(ShopConfiguration.bonprix.homeURL, title: "bonprix")
    XCTAssertEqual(second.markedEntry, MenuEntry.ID("Shop"), "the home page is marked")
    second.openMenu()
    second.select(oberteileID)
    second.browser.webViewDidFinishLoading(oberteile, title: "Oberteile")
    second.openMenu()
    XCTAssertEqual(
      second.groups(under: nil).flatMap(\.entries).map { second.isMarked($0.id) }, [false, true],
      "the top level marks the way to the page shown")
    XCTAssertTrue(second.isMarked(MenuEntry.ID("Damen", "Mode", "Neuheiten")))
  }

  /// UI twin: none (the harness has no background; a simulator shows it). iOS restores a scene
  /// it ended in the background with its `@SceneStorage`: the root view hands the kept page over.
  @MainActor
  func testARestoredSceneReopensItsPageAndTheMenuMarksIt() async throws {
    let clock = TestClock()
    let model = try await launch(clock: clock)
    let kept = SavedPage(url: oberteile, savedAt: clock.now.addingTimeInterval(-600))
    XCTAssertEqual(model.browser.restoreScene(kept), .restored(oberteile))
    XCTAssertEqual(model.browser.page.url, oberteile)
    XCTAssertNotEqual(model.browser.page.id, 0, "a new request: the web view loads it")
    XCTAssertEqual(model.browser.sceneRestoration, .restored(oberteile))
    let request = model.browser.page
    XCTAssertEqual(
      model.browser.restoreScene(nil), .restored(oberteile), "only the first call counts")
    XCTAssertEqual(model.browser.page, request, "the view appearing again loads nothing")
    XCTAssertNil(model.lastChosen)
    XCTAssertEqual(model.markedEntry, oberteileID, "the restored page is marked")
    model.openMenu()
    XCTAssertEqual(
      model.groups(under: nil).flatMap(\.entries).map { model.isMarked($0.id) }, [false, true])
  }

  /// UI twin: none (a UI test would wait a day); the rule is in `PageRestorationTests`.
  @MainActor
  func testThePageShownAfterNavigationIsKeptAndOldPagesAreNotReopened() async throws {
    let clock = TestClock()
    let first = try await launch(clock: clock)
    let product = URL(string: "https://www.bonprix.de/produkt/shirt-951273/#reviews")!
    first.browser.webViewDidFinishLoading(oberteile, title: nil)
    clock.advance(5)
    first.browser.webViewDidChangeURL(product)
    XCTAssertEqual(first.browser.scenePage, SavedPage(url: product, savedAt: clock.now))
    first.browser.webViewDidFailLoading(
      URL(string: "https://www.bonprix.de/kaputt/")!, message: "offline")
    XCTAssertEqual(first.browser.scenePage?.url, product, "a page that failed is not kept")
    let kept = first.browser.scenePage

    clock.advance(PageRestoration.maximumAge + 1)
    let late = try await launch(clock: clock)
    XCTAssertEqual(
      late.browser.restoreScene(kept), .home(ShopConfiguration.bonprix.homeURL, .tooOld))
    XCTAssertEqual(late.browser.page.url, ShopConfiguration.bonprix.homeURL)

    let paying = try await launch(clock: clock)
    paying.browser.restoreScene(
      SavedPage(url: URL(string: "https://www.paypal.com/pay")!, savedAt: clock.now))
    XCTAssertEqual(paying.browser.page.url, ShopConfiguration.bonprix.homeURL)
    let other = try await launch(.mytoys, clock: clock)
    other.browser.restoreScene(SavedPage(url: product, savedAt: clock.now))
    XCTAssertEqual(other.browser.page.url, ShopConfiguration.mytoys.homeURL, "another shop's page")
  }
}
