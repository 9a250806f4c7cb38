import XCTest

@testable import ShopMenu

/// Documents that cannot be a menu are refused with a typed error, never a crash.
final class BadDocumentTests: XCTestCase {
  func testNotJSON() {
    for text in ["", "not json", "{", "{\"categories\": [", "<html>503</html>", "\u{FEFF}{]"] {
      XCTAssertThrowsError(try FeedDecoder(shop: .bonprix).decode(Data(text.utf8)), text) { error in
        guard case .notJSON = error as? FeedError else {
          return XCTFail("\(text): expected notJSON, got \(error)")
        }
      }
    }
  }

  func testInvalidUTF8IsNotJSON() {
    let data = Data([0xFF, 0xFE, 0x00, 0x7B])
    XCTAssertThrowsError(try FeedDecoder(shop: .bonprix).decode(data)) { error in
      guard case .notJSON = error as? FeedError else { return XCTFail("\(error)") }
    }
  }

  func testInvalidUTF8InsideALabelIsNotACrash() {
    var data = Data(#"{"categories":[{"label":"A"#.utf8)
    data.append(contentsOf: [0xFF, 0xC3])
    data.append(contentsOf: Data(#"","url":"/a/"},{"label":"B","url":"/b/"}]}"#.utf8))
    // Refused before any JSONDecoder sees it, as iOS 15's JSONSerialization refuses it.
    assertThrowsFeedError(
      .notJSON(reason: "byte offset 26: bytes that are not UTF-8"),
      try FeedDecoder(shop: .bonprix).decode(data))
  }

  func testWrongRoot() {
    assertThrowsFeedError(
      .unknownFormat(rootKeys: ["items"]), try decodeBonprix("{'items': []}"))
    assertThrowsFeedError(.unknownFormat(rootKeys: []), try decodeBonprix("[1, 2]"))
    assertThrowsFeedError(.unknownFormat(rootKeys: []), try decodeBonprix("42"))
    assertThrowsFeedError(
      .unknownFormat(rootKeys: ["categories"]), try decodeBonprix("{'categories': {'label': 'x'}}"))
    assertThrowsFeedError(
      .unknownFormat(rootKeys: ["navigationEntries"]),
      try decodeBonprix("{'navigationEntries': null}"))
  }

  func testEmptyOrUnusableFeedIsAnError() {
    assertThrowsFeedError(
      .noUsableEntries(diagnostics: 0), try decodeBonprix("{'categories': []}"))
    assertThrowsFeedError(
      .noUsableEntries(diagnostics: 2),
      try decodeBonprix("{'categories': [1, {'url': 'https://www.bonprix.de/'}]}"))
  }

  func testTooLarge() {
    let limits = FeedDecoder.Limits(maxBytes: 100)
    let big = "{'categories': [{'label': '\(String(repeating: "x", count: 200))', 'url': '/'}]}"
    XCTAssertThrowsError(try decodeBonprix(big, limits: limits)) { error in
      guard case .tooLarge(let bytes, 100) = error as? FeedError else { return XCTFail("\(error)") }
      XCTAssertGreaterThan(bytes, 200)
    }
  }

  func testNestingOf300LevelsIsTooDeep() {
    var json = "{'label': 'leaf', 'url': 'https://www.bonprix.de/'}"
    for level in 0..<300 { json = "{'label': 'L\(level)', 'children': [\(json)]}" }
    assertThrowsFeedError(.tooDeep(limit: 16), try decodeBonprix("{'categories': [\(json)]}"))
  }

  func testRawNestingBeyondJSONDecodersLimitIsTooDeepNotACrash() {
    let depth = 100_000
    let text =
      "{\"categories\": " + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth) + "}"
    assertThrowsFeedError(
      .tooDeep(limit: 16), try FeedDecoder(shop: .bonprix).decode(Data(text.utf8)))
  }

  func testSixteenLevelsAreAcceptedAndSeventeenAreNot() throws {
    func document(levels: Int) -> String {
      var json = "{'label': 'L\(levels)', 'url': 'https://www.bonprix.de/'}"
      for level in stride(from: levels - 1, through: 1, by: -1) {
        json = "{'label': 'L\(level)', 'children': [\(json)]}"
      }
      return "{'categories': [\(json)]}"
    }
    XCTAssertEqual(try decodeBonprix(document(levels: 16)).maxDepth, 16)
    assertThrowsFeedError(.tooDeep(limit: 16), try decodeBonprix(document(levels: 17)))
  }

  func testBracketsInsideStringsDoNotCountAsNesting() throws {
    let label = String(repeating: "[{", count: 50)
    let menu = try decodeBonprix("{'categories': [{'label': '\(label)', 'url': '/x'}]}")
    XCTAssertEqual(menu.entries.first?.label, label)
  }

  /// For logs and the terminal: each says what and how much.
  func testErrorsNameWhatAndHowMuch() throws {
    XCTAssertEqual(FeedError.tooDeep(limit: 16).description, "nested deeper than 16 levels")
    XCTAssertEqual(
      FeedError.unknownFormat(rootKeys: ["b", "a"]).description,
      #"neither "categories" nor "navigationEntries"; root keys: ["a", "b"]"#)
    XCTAssertEqual(FeedError.notJSON(reason: "").description, "not valid JSON")
    XCTAssertEqual(
      FeedError.notJSON(reason: "Unexpected end of file").description,
      "not valid JSON: Unexpected end of file")
    XCTAssertEqual(
      FeedError.noUsableEntries(diagnostics: 3).description, "no usable entries (3 problems)")
    let limits = FeedDecoder.Limits(maxLabelLength: 1)
    let menu = try FeedDecoder(shop: .bonprix, limits: limits)
      .decode(Data(#"{"categories": [{"label": "Shop", "url": "https://www.bonprix.de/"}]}"#.utf8))
    XCTAssertEqual(
      menu.diagnostics.first?.message, "the label is longer than 1 characters; shortened")
  }

  func testAnEmptyFeedSaysItHasNoEntries() {
    for document in [#"{"categories": []}"#, #"{"navigationEntries": []}"#] {
      XCTAssertThrowsError(try FeedDecoder(shop: .bonprix).decode(Data(document.utf8))) { error in
        XCTAssertEqual(error as? FeedError, .noUsableEntries(diagnostics: 0))
      }
    }
  }
}
