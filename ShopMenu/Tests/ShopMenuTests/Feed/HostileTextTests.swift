import XCTest

@testable import ShopMenu

/// Text from a feed is shown on screens and terminals: it must arrive inert and bounded.
final class HostileTextTests: XCTestCase {
  func testControlCharactersAndEscapeSequencesAreRemoved() throws {
    let menu = try decodeBonprix(
      #"{"categories": [{"label": "\u001b[31mRot\u001b[0m\u0007 \u0000Null\r\nZeile\tTab \u202eevil", "url": "/r/"}]}"#
    )
    let label = try XCTUnwrap(menu.entries.first?.label)
    XCTAssertEqual(label, "[31mRot[0m Null Zeile Tab evil")
    XCTAssertFalse(label.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  func testVeryLongLabelIsShortenedWithDiagnostic() throws {
    let long = String(repeating: "ä", count: 10_000)
    let menu = try decodeBonprix("{'categories': [{'label': '\(long)', 'url': '/x/'}]}")
    let label = try XCTUnwrap(menu.entries.first?.label)
    XCTAssertEqual(label.count, 120)
    XCTAssertTrue(label.hasSuffix("…"))
    XCTAssertEqual(
      menu.diagnostics.map(\.message), ["the label is longer than 120 characters; shortened"])
  }

  func testEmojiAndJoinersSurvive() throws {
    let menu = try decodeBonprix("{'categories': [{'label': ' 👨‍👩‍👧 Familie ', 'url': '/f/'}]}")
    XCTAssertEqual(menu.entries.first?.label, "👨‍👩‍👧 Familie")
  }

  func testManyEntriesDecode() throws {
    let entries = (0..<5_000).map { "{'label': 'E\($0)', 'url': '/e\($0)/'}" }.joined(
      separator: ",")
    let menu = try decodeBonprix("{'categories': [\(entries)]}")
    XCTAssertEqual(menu.count, 5_000)
    XCTAssertEqual(
      menu.entry(MenuEntry.ID("E4999"))?.url?.absoluteString, "https://www.bonprix.de/e4999/")
  }
}
