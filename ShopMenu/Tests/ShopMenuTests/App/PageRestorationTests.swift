import XCTest

@testable import ShopMenu

/// The rule that decides whether a restored scene reopens the page it kept (`@SceneStorage` keeps
/// it; the rule is pure).
final class PageRestorationTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)
  private let oberteile = URL(
    string: "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")!
  private let home = ShopConfiguration.bonprix.homeURL

  private func outcome(
    _ url: String, savedSecondsAgo age: TimeInterval = 60, shop: ShopConfiguration = .bonprix
  ) -> PageRestoration.Outcome {
    let page = SavedPage(url: URL(string: url)!, savedAt: now.addingTimeInterval(-age))
    return PageRestoration.outcome(for: page, shop: shop, now: now)
  }

  func testARecentShopPageIsRestored() {
    XCTAssertEqual(outcome(oberteile.absoluteString), .restored(oberteile))
    let product = "https://www.bonprix.de/produkt/shirt-langarm-951273/?color=blau#reviews"
    XCTAssertEqual(outcome(product), .restored(URL(string: product)!))
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
      PageRestoration.outcome(for: nil, shop: .bonprix, now: now),
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
      PageRestoration.outcome(for: page, shop: .bonprix, now: now, maximumAge: 60),
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

  @MainActor
  func testEveryLaunchOpensTheHomePage() async {
    let model = ShopAppModel(
      shop: .bonprix,
      repository: MenuRepository(
        shop: .bonprix, client: .failing(.offline), cache: nil, bundled: { nil }),
      now: { self.now })
    XCTAssertEqual(model.browser.page, PageRequest(url: home, id: 0))
    XCTAssertNil(
      model.browser.sceneRestoration, "nothing is restored until a scene hands its page over")
    XCTAssertNil(model.browser.scenePage)
  }
}
