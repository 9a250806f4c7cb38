import XCTest

@testable import ShopMenu

/// Readers disagree on an object with a repeated key (swift-foundation's `JSONDecoder` keeps the
/// first value, corelibs' `JSONSerialization` the last), so such a document is refused whole,
/// wherever the object is; keys are compared as they read, escapes decoded.
final class RepeatedKeyTests: XCTestCase {
  /// `^` marks where the repeated key starts; it is removed from the document.
  private func assertRefused(
    _ marked: String, key: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let parts = marked.components(separatedBy: "^")
    XCTAssertEqual(parts.count, 2, "one marker", file: file, line: line)
    let offset = parts[0].utf8.count
    let reason = "byte offset \(offset): a repeated key \"\(key)\""
    for shop in [ShopConfiguration.bonprix, .mytoys] {
      XCTAssertThrowsError(
        try FeedDecoder(shop: shop).decode(Data(parts.joined().utf8)), file: file, line: line
      ) { error in
        XCTAssertEqual(
          error as? FeedError, .notJSON(reason: reason), marked, file: file, line: line)
      }
    }
  }

  func testARepeatedKeyAnywhereRefusesTheWholeFeed() {
    let entry = #"{"categories": [{"label": "A", "url": "/a/""#
    assertRefused(entry + #", ^"url": "/b/"}]}"#, key: "url")
    assertRefused(entry + #", ^"label": "B"}]}"#, key: "label")
    assertRefused(entry + #", "image": null, ^"image": null}]}"#, key: "image")
    assertRefused(entry + #"}], ^"categories": []}"#, key: "categories")
    assertRefused(entry + #", "x": [{"k": 1, "m": {}, ^"k": 2}]}]}"#, key: "k")
    assertRefused(
      #"{"navigationEntries": [{"type": "link", "label": "A", "url": "/a/", ^"type": "external-link"}]}"#,
      key: "type")
    assertRefused(
      #"{"categories": [{"label": "A", "children": [{"label": "B", "url": "/b/", ^"url": "/c/"}]}]}"#,
      key: "url")
  }

  func testKeysAreComparedAsTheyRead() {
    let entry = #"{"categories": [{"label": "A", "url": "/a/""#
    assertRefused(entry + #", ^"\u0075rl": "/b/"}]}"#, key: "url")
    assertRefused(entry + #", "\/": 1, ^"/": 2}]}"#, key: "/")
    // Canonically equivalent spellings are one key, as in a Swift dictionary.
    assertRefused(entry + #", "caf\u00e9": 1, ^"cafe\u0301": 2}]}"#, key: "café")
  }

  func testTheMessageSaysWhichKeyAndWhere() {
    let json = #"{"categories": [{"label": "A", "url": "/a/", "url": "/b/"}]}"#
    XCTAssertThrowsError(try decodeBonprix(json)) { error in
      XCTAssertEqual(
        "\(error)", #"not valid JSON: byte offset 45: a repeated key "url""#)
    }
    let hostile = #"{"categories": [{"label": "A", "\u001b[2J\u202e": 1, "\u001b[2J\u202e": 2}]}"#
    XCTAssertThrowsError(try decodeBonprix(hostile)) { error in
      XCTAssertEqual(
        error as? FeedError, .notJSON(reason: #"byte offset 53: a repeated key "[2J""#))
    }
  }

  /// The same key in different objects, a key spelled like a value, and keys that differ only
  /// in case are not repeats.
  func testKeysRepeatedOnlyAcrossObjectsAreRead() throws {
    let menu = try decodeBonprix(
      """
      {'categories': [
        {'label': 'url', 'url': '/a/', 'URL': '/x/', 'x': {'url': 1, 'y': {'url': 2}}, 'children': [
          {'label': 'B', 'url': '/b/', 'x': ['url', 'url', {'url': 3}]}
        ]},
        {'label': 'C', 'url': '/c/'}
      ], 'x': {'categories': 1}}
      """)
    XCTAssertEqual(menu.allEntries.map(\.label), ["url", "B", "C"])
    XCTAssertEqual(menu.entries.first?.url?.absoluteString, "https://www.bonprix.de/a/")
  }

  /// One trailing comma is read by every platform's `JSONDecoder`: swift-foundation's and
  /// corelibs' parsers both say so in their source, and Darwin's `NSJSONSerialization`, which
  /// iOS 15's decoder parses with, accepts it too.
  func testOneTrailingCommaReads() throws {
    let entry = #"{"categories": [{"label": "A", "url": "/a/""#
    for json in [entry + "},]}", entry + ",}]}", entry + "}],}"] {
      XCTAssertEqual(try decodeBonprix(json).entries.map(\.label), ["A"], json)
    }
  }
}
