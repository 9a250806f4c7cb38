import XCTest

@testable import ShopMenu

/// Both real feeds decode to the expected shape.
final class FixtureDecodingTests: XCTestCase {
  // MARK: - bonprix

  func testBonprixSampleDecodesWithImagesAndCategories() throws {
    let menu = try Fixture.bonprix.menu()
    XCTAssertEqual(menu.format, .bonprix)
    XCTAssertEqual(menu.entries.map(\.label), ["Shop", "Damen"])
    XCTAssertEqual(menu.count, 8)
    XCTAssertEqual(menu.maxDepth, 4)
    XCTAssertEqual(menu.count(of: .category), 3)
    XCTAssertEqual(menu.count(of: .link), 5)
    XCTAssertEqual(menu.count(of: .section), 0)
    XCTAssertEqual(menu.diagnostics, [])

    let damen = try XCTUnwrap(menu.entry(MenuEntry.ID("Damen")))
    XCTAssertEqual(damen.kind, .category)
    XCTAssertEqual(
      damen.imageURL?.absoluteString,
      "https://image01.bonprix.de/bonprixbilder/teaser/app/channels/app-dez-19a.jpg")
    XCTAssertEqual(
      damen.destination, .inApp(URL(string: "https://www.bonprix.de/kategorie/damen/")!))

    let oberteile = try XCTUnwrap(
      menu.entry(MenuEntry.ID("Damen", "Mode", "Neuheiten", "Oberteile")))
    XCTAssertEqual(oberteile.kind, .link)
    XCTAssertEqual(
      oberteile.url?.absoluteString,
      "https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/")
    XCTAssertEqual(menu.entry(MenuEntry.ID("Shop"))?.kind, .link)
  }

  // MARK: - myToys

  func testMyToysCaptureDecodesWithTwoDiagnostics() throws {
    let menu = try Fixture.mytoys.menu()
    XCTAssertEqual(menu.format, .mytoys)
    // 222 entries in the capture; the malformed `ttp://` URL and the URL ending in a quote are
    // dropped.
    XCTAssertEqual(menu.count, 220)
    XCTAssertEqual(menu.maxDepth, 4)
    XCTAssertEqual(menu.count(of: .section), 5)
    XCTAssertEqual(menu.count(of: .category), 22)
    XCTAssertEqual(menu.count(of: .link), 193)
    XCTAssertEqual(
      menu.diagnostics.map(\.description),
      [
        "Sortiment › Kategorien › Kinderzimmer & Wohnen › Geschirr & Besteck: URL contains U+0022 (\"), which is not allowed in a URL (dropped)",
        "Sortiment › Top-Marken › Esprit: unsupported URL scheme \"ttp:\" (dropped)",
      ])
  }

  func testMyToysSectionsAreTopLevelAndHttpIsUpgraded() throws {
    let menu = try Fixture.mytoys.menu()
    XCTAssertEqual(
      menu.entries.map(\.label),
      ["Sortiment", "Schnäppchen", "Beratung & Inspiration", "KombiShopping", "Service"])
    XCTAssertTrue(menu.entries.allSatisfy { $0.kind == .section && $0.destination == nil })
    let links = menu.allEntries.filter { $0.kind == .link }
    XCTAssertTrue(links.allSatisfy { $0.url?.scheme == "https" })
    let baby = try XCTUnwrap(
      menu.entry(MenuEntry.ID("Sortiment", "Alter", "Baby & Kleinkind", "0-6 Monate")))
    XCTAssertEqual(baby.destination, .inApp(URL(string: "https://www.mytoys.de/0-6-months/")!))
  }

  func testMyToysExternalLinksOpenOutsideTheApp() throws {
    let menu = try Fixture.mytoys.menu()
    let external = menu.allEntries.filter(\.opensExternally)
    XCTAssertEqual(
      external.map(\.label),
      ["mirapodo", "ambellis", "myToys Blog", "myToys bei Facebook", "Jobs bei myToys"])
    XCTAssertEqual(
      menu.entry(MenuEntry.ID("KombiShopping", "mirapodo"))?.destination,
      .external(URL(string: "https://www.mirapodo.de/")!))
  }

  func testTrailingSpaceInLabelIsTrimmed() throws {
    let menu = try Fixture.mytoys.menu()
    let entry = menu.entry(MenuEntry.ID("Beratung & Inspiration", "Kinderparty", "Eiskönigin"))
    XCTAssertEqual(entry?.label, "Eiskönigin")
  }

  func testEveryEntryIsReachableByItsID() throws {
    for fixture in [Fixture.bonprix, .mytoys] {
      let menu = try fixture.menu()
      XCTAssertEqual(menu.entries.reduce(0) { $0 + $1.subtreeCount }, menu.count)
      XCTAssertEqual(Set(menu.allEntries.map(\.id)).count, menu.count, "ids are unique")
      for entry in menu.allEntries {
        XCTAssertEqual(menu.entry(entry.id), entry)
        XCTAssertEqual(menu.path(to: entry.id)?.last, entry)
      }
    }
  }

  func testDecodingIsDeterministicAndRoundTrips() throws {
    for fixture in [Fixture.bonprix, .mytoys] {
      let menu = try fixture.menu()
      XCTAssertEqual(try fixture.menu(), menu)
      let encoded = try FeedEncoder.encode(menu)
      let again = try FeedDecoder(shop: fixture.shop).decode(encoded)
      XCTAssertEqual(again.entries, menu.entries, "\(fixture) round-trips")
      XCTAssertEqual(again.diagnostics, [])
    }
  }

  func testBundledSnapshotsDecode() throws {
    for shop in ShopConfiguration.Shop.allCases {
      let data = try XCTUnwrap(BundledMenu.data(for: shop))
      let menu = try FeedDecoder(shop: .standard(shop)).decode(data)
      XCTAssertGreaterThan(menu.count, 0)
    }
  }
}
