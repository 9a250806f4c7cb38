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

// MARK: - Folding

final class MenuSearchFoldTests: XCTestCase {
  /// Folding is Foundation's (`String.folding`, no locale), so it is the same on iOS and Linux
  /// for the labels of the feeds: Latin letters with their accents, full-width forms and
  /// combining marks. (Comparing it with a second call of Foundation could not fail.)
  func testFoldingIgnoresCaseAccentsAndWidth() {
    let cases: [(String, String)] = [
      ("Damen", "damen"), ("ÜBERSICHT", "ubersicht"), ("u\u{308}ber", "uber"),
      ("Gartenmöbel & Accessoires", "gartenmobel & accessoires"),
      ("Crème Brûlée", "creme brulee"), ("Ｆｕｌｌｗｉｄｔｈ", "fullwidth"), ("", ""),
    ]
    for (text, folded) in cases {
      XCTAssertEqual(MenuSearch.fold(text), folded, text.debugDescription)
    }
  }
}
