import XCTest

@testable import ShopMenu

final class MenuSearchTests: XCTestCase {
  func testCaseAndDiacriticInsensitiveWithBreadcrumbs() throws {
    let menu = try Fixture.mytoys.menu()
    let results = MenuSearch.search("KUSCHELTIERE", in: menu)
    XCTAssertEqual(results.map(\.entry.label), ["Kuscheltiere & Teddys"])
    XCTAssertEqual(results.first?.breadcrumbText, "Sortiment › Kategorien › Spielzeug & Spiele")
    XCTAssertEqual(
      MenuSearch.search("mobel", in: menu).map(\.entry.label).prefix(2),
      ["Babymöbel", "Gartenmöbel & Accessoires"])
  }

  func testEveryWordMustMatch() throws {
    let menu = try Fixture.mytoys.menu()
    XCTAssertEqual(
      MenuSearch.search("alles baby", in: menu).map(\.entry.label), ["Alles von Babymode"])
  }

  func testSectionsAreNotResultsAndEmptyQueryFindsNothing() throws {
    let menu = try Fixture.mytoys.menu()
    XCTAssertTrue(MenuSearch.search("Sortiment", in: menu).isEmpty)
    XCTAssertTrue(MenuSearch.search("   ", in: menu).isEmpty)
  }

  func testLimit() throws {
    let menu = try Fixture.mytoys.menu()
    XCTAssertEqual(MenuSearch.search("e", in: menu, limit: 3).count, 3)
  }
}
