import XCTest

@testable import ShopMenu

/// The rule that decides whether a launch reopens the last page, and the stores that keep it.
final class PageRestorationTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)
  private let oberteile = URL(
    string: "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")!
  private let home = ShopConfiguration.bonprix.homeURL

  private func outcome(
    _ url: String, savedSecondsAgo age: TimeInterval = 60, shop: ShopConfiguration = .bonprix
  ) -> PageRestoration.Outcome {
    let page = SavedPage(url: URL(string: url)!, savedAt: now.addingTimeInterval(-age))
    return PageRestoration.outcome(for: .success(page), shop: shop, now: now)
  }

  func testARecentShopPageIsRestored() {
    XCTAssertEqual(outcome(oberteile.absoluteString), .restored(oberteile))
    let product = "https://www.bonprix.de/produkt/shirt-langarm-951273/?color=blau#reviews"
    XCTAssertEqual(outcome(product).url.absoluteString, product)
    XCTAssertEqual(outcome(oberteile.absoluteString, savedSecondsAgo: 0), .restored(oberteile))
    XCTAssertEqual(
      outcome(oberteile.absoluteString, savedSecondsAgo: PageRestoration.maximumAge),
      .restored(oberteile), "exactly 24 hours is still restored")
    let account = "https://checkout.mytoys.de/checkout/serviceOverview"
    XCTAssertEqual(
      outcome(account, shop: .mytoys), .restored(URL(string: account)!), "a shop subdomain")
  }

  func testNothingSavedOpensHome() {
    XCTAssertEqual(
      PageRestoration.outcome(for: .success(nil), shop: .bonprix, now: now),
      .home(home, .nothingSaved))
  }

  func testTooOldOpensHome() {
    XCTAssertEqual(
      outcome(oberteile.absoluteString, savedSecondsAgo: PageRestoration.maximumAge + 1),
      .home(home, .tooOld))
    XCTAssertEqual(
      outcome(oberteile.absoluteString, savedSecondsAgo: 30 * 24 * 3600), .home(home, .tooOld))
    let page = SavedPage(url: oberteile, savedAt: now.addingTimeInterval(-120))
    XCTAssertEqual(
      PageRestoration.outcome(for: .success(page), shop: .bonprix, now: now, maximumAge: 60),
      .home(home, .tooOld))
  }

  func testADateInTheFutureOpensHome() {
    // The clock was set back after saving: the page's age is unknown.
    XCTAssertEqual(
      outcome(oberteile.absoluteString, savedSecondsAgo: -1), .home(home, .savedInFuture))
    XCTAssertEqual(
      outcome(oberteile.absoluteString, savedSecondsAgo: -3600), .home(home, .savedInFuture))
  }

  func testPlainHTTPOpensHome() {
    XCTAssertEqual(
      outcome("http://www.bonprix.de/kategorie/damen/"), .home(home, .notHTTPS))
    XCTAssertEqual(outcome("about:blank"), .home(home, .notHTTPS))
    XCTAssertEqual(outcome("file:///etc/passwd"), .home(home, .notHTTPS))
  }

  func testPagesThePolicyDoesNotOpenInTheAppOpenHome() {
    // Payment and other sites are allowed in the web view after a tap, but not reopened.
    XCTAssertEqual(
      outcome("https://www.paypal.com/checkoutnow?token=1"), .home(home, .refusedByPolicy))
    XCTAssertEqual(
      outcome("https://user:secret@www.bonprix.de/"), .home(home, .refusedByPolicy))
    XCTAssertEqual(outcome("https://bonprix.de.example.com/"), .home(home, .refusedByPolicy))
  }

  func testAnotherShopsPageOpensHome() {
    XCTAssertEqual(
      outcome("https://www.mytoys.de/0-6-months/"), .home(home, .refusedByPolicy))
    XCTAssertEqual(
      outcome(oberteile.absoluteString, shop: .mytoys),
      .home(ShopConfiguration.mytoys.homeURL, .refusedByPolicy))
  }

  func testUnreadableStorageOpensHome() {
    let corrupt = LastPageStore.LoadError.corrupt("garbage")
    XCTAssertEqual(
      PageRestoration.outcome(for: .failure(corrupt), shop: .bonprix, now: now),
      .home(home, .unreadable(corrupt)))
    struct Broken: Error {}
    let store = LastPageStore(load: { throw Broken() }, save: { _ in })
    let restoration = PageRestoration(store: store, shop: .bonprix, now: { self.now })
    guard case .home(home, .unreadable(.corrupt)) = restoration.launch else {
      return XCTFail("\(restoration.launch)")
    }
  }

  // MARK: - Stores

  func testInMemoryStoreKeepsTheLastPage() throws {
    let store = LastPageStore.inMemory()
    XCTAssertNil(try store.load())
    let page = SavedPage(url: oberteile, savedAt: now)
    store.save(page)
    XCTAssertEqual(try store.load(), page)
    XCTAssertNil(try LastPageStore.none.load())
  }

  @MainActor
  func testUserDefaultsStoreRoundTripsAndReportsCorruptValues() throws {
    let suite = "ShopMenuTests.\(UUID().uuidString)"
    let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
    addTeardownBlock { defaults.removePersistentDomain(forName: suite) }
    let key = LastPageStore.defaultsKey(for: .bonprix)
    XCTAssertNotEqual(key, LastPageStore.defaultsKey(for: .mytoys), "each shop keeps its own")
    let store = LastPageStore.userDefaults(defaults, key: key)
    XCTAssertNil(try store.load())
    let page = SavedPage(url: oberteile, savedAt: now)
    store.save(page)
    XCTAssertEqual(try store.load(), page)

    defaults.set(Data("{\"url\": 42}".utf8), forKey: key)
    XCTAssertThrowsError(try store.load()) { error in
      guard case .corrupt? = error as? LastPageStore.LoadError else { return XCTFail("\(error)") }
    }
    defaults.set("https://www.bonprix.de/", forKey: key)
    XCTAssertThrowsError(try store.load()) { error in
      XCTAssertTrue(
        "\(error)".hasPrefix("the saved page cannot be read: expected data"), "\(error)")
    }
    let model = ShopAppModel(
      shop: .bonprix,
      repository: MenuRepository(
        shop: .bonprix, client: .failing(.offline), cache: nil, bundled: { nil }),
      now: { self.now }, lastPage: store)
    XCTAssertEqual(model.page.url, home)
    guard case .home(_, .unreadable) = model.launchPage else {
      return XCTFail("\(model.launchPage)")
    }
    store.save(page)
    XCTAssertEqual(try store.load(), page, "the next page shown replaces the unreadable value")
  }

  // MARK: - Launch configuration

  func testTheLaunchChoosesTheStorage() {
    XCTAssertEqual(LastPageStorage(suiteName: nil, stubbed: false), .userDefaults(suiteName: nil))
    XCTAssertEqual(LastPageStorage(suiteName: nil, stubbed: true), LastPageStorage.none)
    XCTAssertEqual(LastPageStorage(suiteName: "", stubbed: true), LastPageStorage.none)
    XCTAssertEqual(LastPageStorage(suiteName: "s", stubbed: true), .userDefaults(suiteName: "s"))
    let launch = AppLaunchConfiguration(
      environment: [
        AppLaunchConfiguration.stubKey: "feed", AppLaunchConfiguration.lastPageSuiteKey: "ui-test",
      ], infoDictionary: [:])
    XCTAssertEqual(launch.lastPageStorage, .userDefaults(suiteName: "ui-test"))
    XCTAssertEqual(
      AppLaunchConfiguration(
        environment: [AppLaunchConfiguration.stubKey: "feed"], infoDictionary: [:]
      )
      .lastPageStorage, LastPageStorage.none, "UI tests start at the home page")
    XCTAssertEqual(
      AppLaunchConfiguration(environment: [:], infoDictionary: [:]).lastPageStorage,
      .userDefaults(suiteName: nil), "the app keeps the page in its standard defaults")
    XCTAssertEqual(AppLaunchConfiguration(shop: .bonprix).lastPageStorage, LastPageStorage.none)
  }
}
