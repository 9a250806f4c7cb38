import XCTest

@testable import ShopMenu

/// Where the person is: the menu marks the page the web view shows, and a relaunch reopens the
/// last page. Each UI flow here names its twin in `AppUITests/LastPageUITests.swift`.
@MainActor
final class LocationFlowTests: XCTestCase {
  private let oberteileID = MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile")
  private let oberteile = URL(
    string: "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")!

  private func launch(
    _ fixture: Fixture = .bonprix, store: LastPageStore = .none, clock: TestClock = TestClock()
  ) async throws -> ShopAppModel {
    let shop = fixture.shop
    let client = ScriptedClient([.feed(try fixture.data, .init())])
    let repository = MenuRepository(
      shop: shop, client: client.client, cache: nil, bundled: { nil }, now: { clock.now })
    let model = ShopAppModel(
      shop: shop, repository: repository, now: { clock.now }, lastPage: store)
    await model.start()
    return model
  }

  private func marked(_ model: ShopAppModel) -> [String] {
    model.menu?.allEntries.filter { model.isMarked($0.id) }.map(\.id.description) ?? []
  }

  // MARK: - The mark

  func testTheHomePageMarksTheShopEntry() async throws {
    let model = try await launch()
    XCTAssertNil(model.browser.currentURL)
    XCTAssertEqual(model.markedEntry, MenuEntry.ID("Shop"), "https://www.bonprix.de has no slash")
    model.webViewDidFinishLoading(URL(string: "https://www.bonprix.de/")!, title: "bonprix")
    XCTAssertEqual(marked(model), ["Shop"])
  }

  func testNavigationInsideTheSiteMovesTheMarkToTheDeepestEntry() async throws {
    let model = try await launch()
    model.webViewDidFinishLoading(
      URL(string: "http://WWW.bonprix.de/kategorie/damen-mode?utm_source=nl&wt_mc=x#top")!,
      title: nil)
    XCTAssertEqual(
      model.markedEntry, MenuEntry.ID("Damen", "Mode", "Alle Artikel anzeigen"),
      "the category and its first row share the page: the deeper row is marked")
    XCTAssertEqual(
      marked(model), ["Damen", "Damen › Mode", "Damen › Mode › Alle Artikel anzeigen"])
    XCTAssertFalse(model.isMarked(MenuEntry.ID("Damen", "Zur Übersicht")))

    model.webViewDidChangeURL(URL(string: "https://www.bonprix.de/kategorie/damen/")!)
    XCTAssertEqual(model.markedEntry, MenuEntry.ID("Damen", "Zur Übersicht"))
    XCTAssertFalse(model.isMenuPresented, "marking opens nothing")
  }

  func testTheChosenEntryStaysMarkedUntilThePageMatchesAnotherOne() async throws {
    let model = try await launch()
    model.openMenu()
    model.select(oberteileID)
    model.webViewDidStartLoading(oberteile)
    model.webViewDidFinishLoading(oberteile, title: "Oberteile")
    XCTAssertEqual(model.markedEntry, oberteileID)
    // A product page reached from the category matches no entry: the chosen one stays marked.
    model.webViewDidFinishLoading(
      URL(string: "https://www.bonprix.de/produkt/shirt-951273/")!, title: nil)
    XCTAssertEqual(model.markedEntry, oberteileID)
    XCTAssertTrue(model.isOnChosenPath(MenuEntry.ID("Damen", "Mode")))
    // A page that another entry opens moves the mark there.
    model.webViewDidFinishLoading(
      URL(string: "https://www.bonprix.de/kategorie/damen-neu/")!, title: nil)
    XCTAssertEqual(
      model.markedEntry, MenuEntry.ID("Damen", "Mode", "Neuheiten", "Alle Artikel anzeigen"))
    model.openMenu()
    XCTAssertTrue(model.isMarked(MenuEntry.ID("Damen")))
    XCTAssertEqual(
      model.groups(under: nil).flatMap(\.entries).map { model.isMarked($0.id) }, [false, true])
  }

  func testEntriesSharingAPageMarkTheChosenOneElseTheFirst() async throws {
    // The myToys capture has two entries for one page, at the same depth.
    let model = try await launch(.mytoys)
    let page = URL(string: "https://www.mytoys.de/mode-schuhe/sportbekleidung/")!
    let first = MenuEntry.ID("Sortiment", "Kategorien", "Mode & Schuhe", "Sportbekleidung")
    let second = MenuEntry.ID(
      "Sortiment", "Kategorien", "Sport & Garten", "Sportbekleidung & Sportschuhe")
    XCTAssertEqual(model.menu?.pageIndex.entries(showing: page), [first, second])
    model.webViewDidFinishLoading(page, title: nil)
    XCTAssertEqual(model.markedEntry, first)
    model.select(second)
    model.webViewDidFinishLoading(page, title: nil)
    XCTAssertEqual(model.markedEntry, second)
    XCTAssertFalse(model.isMarked(MenuEntry.ID("Sortiment", "Kategorien", "Mode & Schuhe")))
  }

  func testExternalEntriesAndOtherSitesMarkNothing() async throws {
    let model = try await launch(.mytoys)
    model.webViewDidFinishLoading(URL(string: "https://www.mirapodo.de/")!, title: nil)
    XCTAssertNil(model.markedEntry, "mirapodo opens outside the app: not a page of the web view")
    model.webViewDidFinishLoading(
      URL(string: "https://checkout.mytoys.de/checkout/serviceOverview")!, title: nil)
    XCTAssertEqual(model.markedEntry, MenuEntry.ID("Service", "Mein Konto"))
  }

  func testTheMarkFollowsANewMenu() async throws {
    let clock = TestClock()
    let client = ScriptedClient([
      .feed(try Fixture.bonprix.data, .init()), .feed(tinyBonprixFeed("Sale"), .init()),
    ])
    let repository = MenuRepository(
      shop: .bonprix, client: client.client, cache: nil, bundled: { nil }, now: { clock.now })
    let model = ShopAppModel(shop: .bonprix, repository: repository, now: { clock.now })
    await model.start()
    model.webViewDidFinishLoading(URL(string: "https://www.bonprix.de/sale")!, title: nil)
    XCTAssertNil(model.markedEntry)
    await model.refresh()
    XCTAssertEqual(model.markedEntry, MenuEntry.ID("Sale"))
  }

  // MARK: - Relaunch

  /// UI twin: `LastPageUITests.testRelaunchReopensTheLastPageAndTheMenuMarksIt`.
  func testRelaunchReopensTheLastPageAndTheMenuMarksIt() async throws {
    let store = LastPageStore.inMemory()
    let clock = TestClock()
    let first = try await launch(store: store, clock: clock)
    XCTAssertEqual(first.launchPage, .home(ShopConfiguration.bonprix.homeURL, .nothingSaved))
    first.openMenu()
    // Damen, Mode and Neuheiten are pushed by the navigation view; Oberteile is chosen.
    for depth in 1..<oberteileID.depth {
      XCTAssertTrue(
        first.isAvailable(level: MenuEntry.ID(Array(oberteileID.components.prefix(depth)))))
    }
    first.select(oberteileID)
    XCTAssertFalse(first.isMenuPresented)
    XCTAssertEqual(first.page.url, oberteile)
    first.menuDidDismiss()
    first.webViewDidStartLoading(oberteile)
    first.webViewDidFinishLoading(oberteile, title: "Oberteile")
    XCTAssertEqual(try store.load(), SavedPage(url: oberteile, savedAt: clock.now))

    clock.advance(10 * 60)
    let second = try await launch(store: store, clock: clock)
    XCTAssertEqual(second.launchPage, .restored(oberteile))
    XCTAssertEqual(second.page, PageRequest(url: oberteile, id: 0))
    XCTAssertNil(second.lastChosen)
    XCTAssertEqual(second.markedEntry, oberteileID, "the restored page is marked")
    second.openMenu()
    XCTAssertTrue(second.isMenuPresented)
    XCTAssertEqual(
      second.groups(under: nil).flatMap(\.entries).map { second.isMarked($0.id) }, [false, true],
      "the top level marks the way to it")
    XCTAssertTrue(second.isMarked(MenuEntry.ID("Damen", "Mode", "Neuheiten")))
  }

  /// UI twin: none (a UI test would wait a day); the rule is in `PageRestorationTests`.
  func testThePageShownAfterNavigationIsSavedAndOldPagesAreNotReopened() async throws {
    let store = LastPageStore.inMemory()
    let clock = TestClock()
    let first = try await launch(store: store, clock: clock)
    let product = URL(string: "https://www.bonprix.de/produkt/shirt-951273/#reviews")!
    first.webViewDidFinishLoading(oberteile, title: nil)
    clock.advance(5)
    first.webViewDidChangeURL(product)
    XCTAssertEqual(try store.load(), SavedPage(url: product, savedAt: clock.now))
    first.webViewDidFailLoading(
      URL(string: "https://www.bonprix.de/kaputt/")!, code: -1009, message: "offline")
    XCTAssertEqual(try store.load()?.url, product, "a page that failed is not saved")

    clock.advance(PageRestoration.maximumAge + 1)
    let late = try await launch(store: store, clock: clock)
    XCTAssertEqual(late.launchPage, .home(ShopConfiguration.bonprix.homeURL, .tooOld))
    XCTAssertEqual(late.page.url, ShopConfiguration.bonprix.homeURL)

    store.save(SavedPage(url: URL(string: "https://www.paypal.com/pay")!, savedAt: clock.now))
    let paying = try await launch(store: store, clock: clock)
    XCTAssertEqual(paying.page.url, ShopConfiguration.bonprix.homeURL)
    let other = try await launch(
      .mytoys, store: .inMemory(SavedPage(url: product, savedAt: clock.now)), clock: clock)
    XCTAssertEqual(other.page.url, ShopConfiguration.mytoys.homeURL, "another shop's page")
  }
}
