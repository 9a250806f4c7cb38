import XCTest

@testable import ShopMenu

final class ShopConfigurationTests: XCTestCase {
  /// Adding a shop means one configuration entry, one bundled feed and one scheme: the first two
  /// are checked here (check 20 checks the scheme and the UI tests' table of shops).
  func testEveryShopHasItsConfigurationAndABundledFeedInItsFormat() throws {
    for shop in ShopConfiguration.Shop.allCases {
      let configuration = ShopConfiguration.standard(shop)
      XCTAssertEqual(configuration.id, shop)
      XCTAssertEqual(shop.feedFormat.shop, shop, "\(shop)'s feed format names it")
      XCTAssertEqual(configuration.homeURL.scheme, "https", "\(shop)")
      XCTAssertEqual(
        try? configuration.urlPolicy.destination(for: configuration.homeURL.absoluteString).get(),
        .inApp(configuration.homeURL), "\(shop)'s home page opens in the app")
      let data = try XCTUnwrap(BundledMenu.data(for: shop), "\(shop) has no bundled feed")
      let menu = try FeedDecoder(shop: configuration).decode(data)
      XCTAssertEqual(menu.format, shop.feedFormat, "\(shop)'s bundled feed is in its format")
      XCTAssertFalse(menu.entries.isEmpty)
    }
  }

  func testDefaults() {
    let bonprix = ShopConfiguration.resolved(overrides: [:])
    XCTAssertEqual(bonprix, .bonprix)
    XCTAssertEqual(bonprix.homeURL.absoluteString, "https://www.bonprix.de/")
    XCTAssertEqual(
      bonprix.navigationEndpoint.absoluteString,
      "https://codechallenge.mobilelab.io/v1/bonprix/navigation")
    XCTAssertEqual(
      ShopConfiguration.mytoys.navigationEndpoint.absoluteString,
      "https://codechallenge.mobilelab.io/v1/mytoys/navigation")
    XCTAssertEqual(bonprix.apiKey, .challengeDefault)
  }

  func testOverrides() {
    let configuration = ShopConfiguration.resolved(overrides: [
      "SHOPMENU_SHOP": "MyToys",
      "SHOPMENU_API_KEY": " secret ",
      "SHOPMENU_ENDPOINT": "http://127.0.0.1:8080/v1/mytoys/navigation",
      "SHOPMENU_HOME_URL": "http://example.com/",
    ])
    XCTAssertEqual(configuration.id, .mytoys)
    XCTAssertEqual(configuration.apiKey.value, "secret")
    XCTAssertEqual(
      configuration.navigationEndpoint.absoluteString, "http://127.0.0.1:8080/v1/mytoys/navigation")
    XCTAssertEqual(
      configuration.homeURL, ShopConfiguration.mytoys.homeURL, "plain http off loopback is ignored")
  }

  /// An `https` override is read by the URL policy, so the same setting never points the app at
  /// different servers on different OSes.
  func testOverrideURLsEveryParserReadsAlike() {
    for text in [
      "https://example.com/a b", "https://example.com/%zz", "https://exa%6Dple.com/",
      "https://example.com:8x/", "http://example.com/",
    ] {
      XCTAssertNil(ShopConfiguration.acceptableOverrideURL(text), text)
    }
    for text in ["https://example.com/m%C3%BC?a=1#x", "http://[::1]:8080/feed"] {
      XCTAssertEqual(ShopConfiguration.acceptableOverrideURL(text)?.absoluteString, text)
    }
    XCTAssertEqual(
      ShopConfiguration.acceptableOverrideURL("https://example.com/a[1]")?.absoluteString,
      "https://example.com/a%5B1%5D")
  }

  func testEmptyAndUnexpandedBuildSettingsAreIgnored() {
    let configuration = ShopConfiguration.resolved(overrides: [
      "SHOPMENU_API_KEY": "$(SHOPMENU_API_KEY)", "SHOPMENU_SHOP": "",
    ])
    XCTAssertEqual(configuration, .bonprix)
  }

  func testExplicitShopWins() {
    XCTAssertEqual(
      ShopConfiguration.resolved(shop: .bonprix, overrides: ["SHOPMENU_SHOP": "mytoys"]).id,
      .bonprix)
  }

  func testLoopbackHosts() {
    for host in ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]"] {
      XCTAssertTrue(ShopConfiguration.isLoopback(host), host)
    }
    for host in ["128.0.0.1", "127.0.0", "localhost.evil.com", "10.0.0.1", "127.0.0.256"] {
      XCTAssertFalse(ShopConfiguration.isLoopback(host), host)
    }
  }

  func testKeyIsNeverPrinted() {
    let key = APIKey.challengeDefault
    XCTAssertFalse("\(key)".contains(key.value))
    XCTAssertFalse(String(reflecting: key).contains(key.value))
    XCTAssertFalse("\(ShopConfiguration.bonprix)".contains(key.value))
  }
}
