import XCTest

@testable import ShopMenu

/// The rule that decides whether a restored scene reopens the page it kept (`@SceneStorage` keeps
/// it; the rule is pure).
final class SavedPageTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)
  private let oberteile = URL(
    string: "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")!

  private func reopened(
    _ url: String, savedSecondsAgo age: TimeInterval = 60, shop: ShopConfiguration = .bonprix
  ) -> URL? {
    SavedPage(url: URL(string: url)!, savedAt: now.addingTimeInterval(-age))
      .reopenedURL(shop: shop, now: now)
  }

  func testARecentShopPageIsReopened() {
    XCTAssertEqual(reopened(oberteile.absoluteString), oberteile)
    let product = "https://www.bonprix.de/produkt/shirt-langarm-951273/?color=blau#reviews"
    XCTAssertEqual(reopened(product), URL(string: product)!)
    XCTAssertEqual(reopened(oberteile.absoluteString, savedSecondsAgo: 0), oberteile)
    XCTAssertEqual(
      reopened(oberteile.absoluteString, savedSecondsAgo: SavedPage.maximumAge), oberteile,
      "exactly 24 hours is still reopened")
    let account = "https://checkout.mytoys.de/checkout/serviceOverview"
    XCTAssertEqual(reopened(account, shop: .mytoys), URL(string: account)!, "a shop subdomain")
  }

  func testAnOldPageOrOneFromTheFutureIsNot() {
    XCTAssertNil(reopened(oberteile.absoluteString, savedSecondsAgo: SavedPage.maximumAge + 1))
    XCTAssertNil(reopened(oberteile.absoluteString, savedSecondsAgo: 30 * 24 * 3600))
    let page = SavedPage(url: oberteile, savedAt: now.addingTimeInterval(-120))
    XCTAssertNil(page.reopenedURL(shop: .bonprix, now: now, maximumAge: 60))
    // The clock was set back after saving: the page's age is unknown.
    XCTAssertNil(reopened(oberteile.absoluteString, savedSecondsAgo: -1))
  }

  func testOnlyHTTPSPagesOfTheShopAreReopened() {
    for url in [
      "http://www.bonprix.de/kategorie/damen/", "about:blank", "file:///etc/passwd",
      "https://www.paypal.com/checkoutnow?token=1", "https://user:secret@www.bonprix.de/",
      "https://bonprix.de.example.com/", "https://www.mytoys.de/0-6-months/",
    ] {
      XCTAssertNil(reopened(url), url)
    }
    XCTAssertNil(reopened(oberteile.absoluteString, shop: .mytoys), "another shop's page")
  }

  @MainActor
  func testEveryLaunchOpensTheHomePage() async {
    let model = ShopAppModel(
      shop: .bonprix,
      repository: MenuRepository(
        shop: .bonprix, client: .failing(.offline), cache: nil, bundled: { nil }),
      now: { self.now })
    XCTAssertEqual(model.browser.page, PageRequest(url: ShopConfiguration.bonprix.homeURL, id: 0))
    XCTAssertNil(model.browser.scenePage)
  }
}
