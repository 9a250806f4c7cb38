import XCTest

@testable import ShopMenu

/// Which teaser each row and each level shows (``Menu/rowTeaser(of:)``,
/// ``Menu/headerTeaser(of:)``).
final class MenuTeasersTests: XCTestCase {
  private let damenImage = URL(string: "https://img.bonprix.de/damen.jpg")!
  private let saleImage = URL(string: "https://img.bonprix.de/sale.jpg")!

  /// Damen (a category with a teaser, two levels deep), Sale (a link with a teaser), Herren (a
  /// category without one), and an image on an entry below the top level.
  private func menu() throws -> Menu {
    try decodeBonprix(
      """
      {'categories': [
        {'label': 'Damen', 'url': 'https://www.bonprix.de/damen/',
         'image': 'https://img.bonprix.de/damen.jpg', 'children': [
          {'label': 'Zur Übersicht', 'url': 'https://www.bonprix.de/damen/'},
          {'label': 'Mode', 'url': 'https://www.bonprix.de/damen/mode/', 'children': [
            {'label': 'Kleider', 'url': 'https://www.bonprix.de/damen/mode/kleider/',
             'image': 'https://img.bonprix.de/kleider.jpg', 'children': [
              {'label': 'Langarmkleider', 'url': 'https://www.bonprix.de/langarm/'}]}]}]},
        {'label': 'Sale', 'url': 'https://www.bonprix.de/sale/',
         'image': 'https://img.bonprix.de/sale.jpg'},
        {'label': 'Herren', 'url': 'https://www.bonprix.de/herren/', 'children': [
          {'label': 'Mode', 'url': 'https://www.bonprix.de/herren/mode/', 'children': [
            {'label': 'Hemden', 'url': 'https://www.bonprix.de/herren/hemden/'}]}]}
      ]}
      """)
  }

  func testEveryTopLevelRowWithAnImageShowsItLinksIncluded() throws {
    let menu = try menu()
    let top = menu.groups(under: nil).flatMap(\.entries)
    XCTAssertEqual(top.map(\.label), ["Damen", "Sale", "Herren"])
    XCTAssertEqual(top.map { menu.rowTeaser(of: $0) }, [damenImage, saleImage, nil])
    XCTAssertEqual(menu.entry(MenuEntry.ID("Sale"))?.kind, .link)
  }

  func testRowsBelowTheTopLevelShowNoTeaserEvenWithAnImage() throws {
    let menu = try menu()
    let kleider = try XCTUnwrap(menu.entry(MenuEntry.ID("Damen", "Mode", "Kleider")))
    XCTAssertNotNil(kleider.imageURL, "the feed gave it an image")
    XCTAssertNil(menu.rowTeaser(of: kleider))
  }

  func testACategorysLevelAndEveryLevelBelowShowItsTeaser() throws {
    let menu = try menu()
    XCTAssertEqual(menu.headerTeaser(of: MenuEntry.ID("Damen"))?.url, damenImage)
    XCTAssertEqual(
      menu.headerTeaser(of: MenuEntry.ID("Damen", "Mode"))?.label, "Damen",
      "named after the top-level row whose teaser it is")
    XCTAssertEqual(menu.headerTeaser(of: MenuEntry.ID("Damen", "Mode"))?.url, damenImage)
    XCTAssertEqual(
      menu.headerTeaser(of: MenuEntry.ID("Damen", "Mode", "Kleider"))?.url, damenImage,
      "the top-level category's teaser, not the level's own image")
  }

  func testTheTopLevelAndLevelsWithoutATeaserHaveNoHeader() throws {
    let menu = try menu()
    XCTAssertNil(menu.headerTeaser(of: nil), "the top level's rows show their own")
    XCTAssertNil(menu.headerTeaser(of: MenuEntry.ID("Herren")))
    XCTAssertNil(menu.headerTeaser(of: MenuEntry.ID("Herren", "Mode")))
  }

  func testNoHeaderForALinkOrALevelTheMenuNoLongerHas() throws {
    let menu = try menu()
    XCTAssertNil(menu.headerTeaser(of: MenuEntry.ID("Sale")), "a link opens no level")
    XCTAssertNil(menu.headerTeaser(of: MenuEntry.ID("Damen", "Zur Übersicht")))
    XCTAssertNil(menu.headerTeaser(of: MenuEntry.ID("Damen", "Gone")))
    XCTAssertNil(menu.headerTeaser(of: MenuEntry.ID("Gone", "Mode")))
  }

  func testInTheBundledBonprixMenuDamenAndItsLevelsHaveTheTeaser() throws {
    let menu = try Fixture.bonprix.menu()
    let damen = try XCTUnwrap(menu.entry(MenuEntry.ID("Damen")))
    let image = try XCTUnwrap(damen.imageURL)
    XCTAssertEqual(menu.rowTeaser(of: damen), image)
    XCTAssertEqual(menu.headerTeaser(of: damen.id)?.url, image)
    XCTAssertEqual(menu.headerTeaser(of: MenuEntry.ID("Damen", "Mode"))?.url, image)
    XCTAssertNil(menu.headerTeaser(of: MenuEntry.ID("Shop")))
  }

  /// myToys: the top level's rows are the entries of its sections, so a section's category is
  /// the row whose teaser its levels show, and a section itself shows none.
  func testUnderASectionTheSectionsCategoryIsTheTopLevelRow() throws {
    let menu = try decodeMyToys(
      """
      {'navigationEntries': [
        {'type': 'section', 'label': 'Sortiment', 'image': 'https://img.mytoys.de/s.jpg',
         'children': [
          {'type': 'node', 'label': 'Alter', 'image': 'https://img.mytoys.de/alter.jpg',
           'children': [
            {'type': 'node', 'label': 'Baby', 'children': [
              {'type': 'link', 'label': '0-6 Monate', 'url': 'https://www.mytoys.de/0-6/'}]}]}]}
      ]}
      """)
    let alterImage = URL(string: "https://img.mytoys.de/alter.jpg")!
    let sortiment = try XCTUnwrap(menu.entry(MenuEntry.ID("Sortiment")))
    let alter = try XCTUnwrap(menu.entry(MenuEntry.ID("Sortiment", "Alter")))
    XCTAssertNil(menu.rowTeaser(of: sortiment))
    XCTAssertEqual(menu.rowTeaser(of: alter), alterImage)
    XCTAssertEqual(menu.headerTeaser(of: alter.id)?.url, alterImage)
    XCTAssertEqual(
      menu.headerTeaser(of: MenuEntry.ID("Sortiment", "Alter", "Baby"))?.url, alterImage)
    XCTAssertNil(menu.headerTeaser(of: sortiment.id), "a section opens no level")
  }
}
