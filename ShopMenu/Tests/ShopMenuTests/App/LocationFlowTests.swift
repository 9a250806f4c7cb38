import XCTest

@testable import ShopMenu

/// Where the person is: the menu marks the entry chosen last; a launch shows the home page, and a
/// scene iOS restores reopens the page it kept. Each UI flow here names its twin in
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
    model.menu?.allEntries.filter { model.isOnChosenPath($0.id) }.map(\.id.description) ?? []
  }

  // MARK: - The mark

  @MainActor
  func testNothingIsMarkedBeforeAChoice() async throws {
    let model = try await launch()
    model.browser.webViewDidFinishLoading(URL(string: "https://www.bonprix.de/")!)
    model.browser.webViewDidChangeURL(URL(string: "https://www.bonprix.de/kategorie/damen/")!)
    XCTAssertNil(model.lastChosen)
    XCTAssertEqual(marked(model), [], "the page shown marks nothing")
  }

  @MainActor
  func testTheChosenEntryAndTheWayToItAreMarkedWhereverThePageGoes() async throws {
    let model = try await launch()
    model.openMenu()
    model.select(oberteileID)
    XCTAssertEqual(
      marked(model), ["Damen", "Damen › Mode", "Damen › Mode › Neuheiten", oberteileID.description])
    model.browser.webViewDidFinishLoading(
      URL(string: "https://www.bonprix.de/kategorie/damen-neu/")!)
    XCTAssertEqual(model.lastChosen, oberteileID, "another entry's page moves no mark")
    XCTAssertFalse(model.isOnChosenPath(MenuEntry.ID("Damen", "Zur Übersicht")))
  }

  @MainActor
  func testOfEntriesSharingAPageOnlyTheChosenOneIsMarked() async throws {
    // The myToys capture has two entries for one page.
    let model = try await launch(.mytoys)
    let first = MenuEntry.ID("Sortiment", "Kategorien", "Mode & Schuhe", "Sportbekleidung")
    let second = MenuEntry.ID(
      "Sortiment", "Kategorien", "Sport & Garten", "Sportbekleidung & Sportschuhe")
    XCTAssertEqual(model.menu?.entry(first)?.url, model.menu?.entry(second)?.url)
    model.select(second)
    XCTAssertEqual(model.lastChosen, second)
    XCTAssertFalse(model.isOnChosenPath(first))
    XCTAssertFalse(model.isOnChosenPath(MenuEntry.ID("Sortiment", "Kategorien", "Mode & Schuhe")))
  }

  // MARK: - Launch and scene restoration

  /// UI twin: `HomePageAtLaunchUITests.testRelaunchAfterClosingShowsTheHomePage`.
  @MainActor
  func testRelaunchAfterClosingShowsTheHomePage() async throws {
    let clock = TestClock()
    let first = try await launch(clock: clock)
    first.browser.restoreScene(nil)
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
    first.browser.webViewDidFinishLoading(oberteile)
    XCTAssertEqual(
      first.browser.scenePage, SavedPage(url: oberteile, savedAt: clock.now, title: "Neuheiten"))

    // The person closes the app: iOS discards the scene's storage, so nothing is handed over.
    clock.advance(10 * 60)
    let second = try await launch(clock: clock)
    second.browser.restoreScene(nil)
    XCTAssertEqual(second.browser.page, PageRequest(url: ShopConfiguration.bonprix.homeURL, id: 0))
    XCTAssertNil(second.lastChosen, "a new launch has chosen nothing")
  }

  /// UI twin: none (the harness has no background; a simulator shows it). iOS restores a scene
  /// it ended in the background with its `@SceneStorage`: the root view hands the kept page over.
  @MainActor
  func testARestoredSceneReopensItsPage() async throws {
    let clock = TestClock()
    let model = try await launch(clock: clock)
    let kept = SavedPage(
      url: oberteile, savedAt: clock.now.addingTimeInterval(-600), title: "Neuheiten")
    model.browser.restoreScene(kept)
    XCTAssertEqual(model.browser.page.url, oberteile)
    XCTAssertEqual(model.browser.title, "Neuheiten", "the title is restored with the page")
    XCTAssertNotEqual(model.browser.page.id, 0, "a new request: the web view loads it")
    let request = model.browser.page
    model.browser.restoreScene(nil)
    XCTAssertEqual(model.browser.page, request, "only the first call counts")
    XCTAssertNil(model.lastChosen, "a restored page is no choice")
  }

  /// UI twin: none (a UI test would wait a day); the rule is in `SavedPageTests`.
  @MainActor
  func testThePageShownAfterNavigationIsKeptAndOldPagesAreNotReopened() async throws {
    let clock = TestClock()
    let first = try await launch(clock: clock)
    let product = URL(string: "https://www.bonprix.de/produkt/shirt-951273/#reviews")!
    first.browser.webViewDidFinishLoading(oberteile)
    clock.advance(5)
    first.browser.webViewDidChangeURL(product)
    XCTAssertEqual(first.browser.scenePage, SavedPage(url: product, savedAt: clock.now))
    first.browser.webViewDidFailLoading(
      URL(string: "https://www.bonprix.de/kaputt/")!, message: "offline")
    XCTAssertEqual(first.browser.scenePage?.url, product, "a page that failed is not kept")
    let kept = first.browser.scenePage

    clock.advance(SavedPage.maximumAge + 1)
    let late = try await launch(clock: clock)
    late.browser.restoreScene(kept)
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
