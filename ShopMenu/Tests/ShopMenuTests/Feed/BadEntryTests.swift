import XCTest

@testable import ShopMenu

/// An entry that cannot be used is dropped with a diagnostic naming its path; the rest stays.
final class BadEntryTests: XCTestCase {
  private func messages(_ menu: Menu) -> [String] { menu.diagnostics.map(\.description) }

  func testBadEntriesAreDroppedAndSiblingsKept() throws {
    let menu = try decodeBonprix(
      """
      {'categories': [
        {'label': 'Damen', 'url': 'https://www.bonprix.de/damen/', 'children': [
          {'label': 'Mode', 'children': [
            {'label': 'Neuheiten', 'url': 'javascript:alert(1)'},
            {'label': 'Kleider', 'url': 'https://www.bonprix.de/kleider/'}
          ]},
          {'url': 'https://www.bonprix.de/nolabel/'},
          {'label': 42, 'url': 'https://www.bonprix.de/x/'},
          'just a string',
          {'label': 'Ohne URL'},
          {'label': 'Typfehler', 'url': 17},
          {'label': '   ', 'url': 'https://www.bonprix.de/blank/'}
        ]},
        {'label': 'Herren', 'url': 'https://www.bonprix.de/herren/'}
      ]}
      """)
    XCTAssertEqual(menu.entries.map(\.label), ["Damen", "Herren"])
    XCTAssertEqual(menu.entry(MenuEntry.ID("Damen"))?.children.map(\.label), ["Mode"])
    XCTAssertEqual(menu.entry(MenuEntry.ID("Damen", "Mode"))?.children.map(\.label), ["Kleider"])
    XCTAssertEqual(
      messages(menu),
      [
        "Damen › Mode › Neuheiten: unsafe URL scheme \"javascript:\" (dropped)",
        "Damen › #2: the entry has no label (dropped)",
        "Damen › #3: \"label\" is not text (dropped)",
        "Damen › #4: the entry is not an object (dropped)",
        "Damen › Ohne URL: a link has no URL (dropped)",
        "Damen › Typfehler: \"url\" is not text (dropped)",
        "Damen › #7: the label is empty (dropped)",
      ])
  }

  func testCategoryWithoutUsableChildrenBecomesLinkOrIsDropped() throws {
    let menu = try decodeBonprix(
      """
      {'categories': [
        {'label': 'A', 'url': 'https://www.bonprix.de/a/', 'children': [{'label': 'x'}]},
        {'label': 'B', 'children': [{'label': 'y'}]},
        {'label': 'C', 'url': 'https://www.bonprix.de/c/', 'children': []},
        {'label': 'D', 'url': 'https://www.bonprix.de/d/', 'children': 'oops'}
      ]}
      """)
    XCTAssertEqual(menu.entries.map(\.label), ["A", "C", "D"])
    XCTAssertTrue(menu.entries.allSatisfy { $0.kind == .link })
    XCTAssertEqual(
      messages(menu),
      [
        "A › x: a link has no URL (dropped)",
        "A: none of its entries is usable; kept as a link (adjusted)",
        "B › y: a link has no URL (dropped)",
        "B: a category has no entries and no URL (dropped)",
        "D: \"children\" is not a list; it is ignored (adjusted)",
      ])
  }

  func testMyToysKinds() throws {
    let menu = try decodeMyToys(
      """
      {'navigationEntries': [
        {'type': 'section', 'label': 'S', 'children': [
          {'type': 'node', 'label': 'N', 'children': [
            {'type': 'link', 'label': 'L', 'url': 'https://www.mytoys.de/l/'},
            {'type': 'teleport', 'label': 'T', 'url': 'https://www.mytoys.de/t/'},
            {'type': 7, 'label': 'Seven', 'url': 'https://www.mytoys.de/7/'},
            {'label': 'Untyped', 'url': 'https://www.mytoys.de/u/'},
            {'type': 'section', 'label': 'Inner', 'children': [
              {'type': 'link', 'label': 'I', 'url': 'https://www.mytoys.de/i/'}
            ]}
          ]},
          {'type': 'external-link', 'label': 'Blog', 'url': 'http://www.mytoys.de/blog/'},
          {'type': 'link', 'label': 'Kids', 'url': 'https://kids.example.com/', 'children': [
            {'type': 'link', 'label': 'ignored', 'url': 'https://www.mytoys.de/x/'}
          ]}
        ]},
        {'type': 'section', 'label': 'Empty', 'children': []}
      ]}
      """)
    XCTAssertEqual(menu.entries.map(\.label), ["S"])
    XCTAssertEqual(
      menu.entry(MenuEntry.ID("S", "N"))?.children.map(\.label), ["L", "Untyped", "Inner"])
    XCTAssertEqual(menu.entry(MenuEntry.ID("S", "N", "Inner"))?.kind, .category)
    XCTAssertEqual(
      menu.entry(MenuEntry.ID("S", "Blog"))?.destination,
      .external(URL(string: "https://www.mytoys.de/blog/")!))
    XCTAssertEqual(
      menu.entry(MenuEntry.ID("S", "Kids"))?.destination,
      .external(URL(string: "https://kids.example.com/")!))
    XCTAssertEqual(menu.entry(MenuEntry.ID("S", "Kids"))?.children, [])
    XCTAssertEqual(
      messages(menu),
      [
        "S › N › T: unknown type \"teleport\" (dropped)",
        "S › N › Seven: \"type\" is not text (dropped)",
        "S › N › Untyped: the entry has no type; inferred from its children (adjusted)",
        "S › N › Inner: a section below the top level is shown as a category (adjusted)",
        "S › Kids: a link has children; they are ignored (adjusted)",
        "Empty: a section has no entries and no URL (dropped)",
      ])
  }

  func testDuplicateSiblingLabelsGetDistinctIDs() throws {
    let menu = try decodeBonprix(
      """
      {'categories': [
        {'label': 'Sale', 'url': '/sale-1/'},
        {'label': 'Sale', 'url': '/sale-2/'},
        {'label': 'Sale', 'url': '/sale-3/'}
      ]}
      """)
    XCTAssertEqual(
      menu.entries.map(\.id.description), ["Sale", "Sale #2", "Sale #3"])
    XCTAssertEqual(menu.entries.map(\.label), ["Sale", "Sale", "Sale"])
    XCTAssertEqual(
      menu.entry(MenuEntry.ID("Sale #3"))?.url?.absoluteString, "https://www.bonprix.de/sale-3/")
  }

  func testBadTeaserImageIsDroppedButEntryKept() throws {
    let menu = try decodeBonprix(
      """
      {'categories': [
        {'label': 'A', 'url': '/a/', 'image': 'javascript:x'},
        {'label': 'B', 'url': '/b/', 'image': 5},
        {'label': 'C', 'url': '/c/', 'image': 'http://img.example.com/c.jpg'}
      ]}
      """)
    XCTAssertEqual(menu.entries.map(\.label), ["A", "B", "C"])
    XCTAssertEqual(
      menu.entries.map(\.imageURL?.absoluteString), [nil, nil, "https://img.example.com/c.jpg"])
    XCTAssertEqual(
      messages(menu),
      [
        "A: teaser image: unsafe URL scheme \"javascript:\"; no teaser image (adjusted)",
        "B: \"image\" is not text; no teaser image (adjusted)",
      ])
  }

  func testNullFieldsCountAsAbsent() throws {
    let menu = try decodeBonprix(
      "{'categories': [{'label': 'A', 'url': '/a/', 'image': null, 'children': null}]}")
    XCTAssertEqual(menu.entries.first?.kind, .link)
    XCTAssertEqual(menu.diagnostics, [])
  }
}
