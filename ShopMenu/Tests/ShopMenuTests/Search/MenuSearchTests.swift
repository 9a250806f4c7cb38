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
  private func foundation(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  func testFastFoldingAgreesWithFoundation() throws {
    var samples = [
      "Damen", "ÜBERSICHT", "Gartenmöbel & Accessoires", "Schnee- & Skibeleidung", "Ærø Øst",
      "ﬁne", "Ｆｕｌｌｗｉｄｔｈ", "u\u{308}ber", "Straße", "İstanbul", "Ελληνικά", "日本語", "",
      "Crème Brûlée", "ŁÓDŹ", "Ǆemal",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let scalars = (0..<Int.random(in: 1...8, using: &generator)).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0x20..<0x250, using: &generator))
      }
      samples.append(String(String.UnicodeScalarView(scalars)))
    }
    for sample in samples {
      XCTAssertEqual(MenuSearch.fold(sample), foundation(sample), sample.debugDescription)
    }
  }
}
