import XCTest

@testable import ShopMenu

/// A malformed string anywhere in a feed, key or value, used or skipped, refuses the whole
/// document before `JSONDecoder` can read it (or trap on it: iOS 17.0–18.2 read keys with `try!`).
final class JSONCheckTests: XCTestCase {
  /// Malformed string contents of each class, and the problem each is reported as.
  private let malformed: [(name: String, bytes: [UInt8], problem: String)] = [
    ("raw newline", [0x0A], JSONCheck.controlCharacter),
    ("raw NUL", [0x00], JSONCheck.controlCharacter),
    ("raw U+001F", [0x1F], JSONCheck.controlCharacter),
    ("escape \\x", Array(#"\x41"#.utf8), JSONCheck.badEscape),
    ("escape \\'", Array(#"\'"#.utf8), JSONCheck.badEscape),
    ("escape \\U", Array(#"\U0041"#.utf8), JSONCheck.badEscape),
    ("short \\u", Array(#"\u12G4"#.utf8), JSONCheck.badEscape),
    ("signed \\u", Array(#"\u+123"#.utf8), JSONCheck.badEscape),
    ("lone high surrogate", Array(#"\uD800"#.utf8), JSONCheck.loneSurrogate),
    ("high surrogate before a letter", Array(#"\uDBFF\u0041"#.utf8), JSONCheck.loneSurrogate),
    ("high surrogate before an escape", Array(#"\uDBFF\n"#.utf8), JSONCheck.loneSurrogate),
    ("two high surrogates", Array(#"\uD800\uD800\uDC00"#.utf8), JSONCheck.loneSurrogate),
    ("lone low surrogate", Array(#"\uDC00"#.utf8), JSONCheck.loneSurrogate),
    ("low surrogate first", Array(#"\uDFFF\uD800"#.utf8), JSONCheck.loneSurrogate),
  ]

  /// Bytes that are not UTF-8, refused in any string.
  private let notUTF8: [(name: String, bytes: [UInt8])] = [
    ("byte 0xFF", [0xFF]),
    ("lone continuation byte", [0x80]),
    ("truncated sequence", [0xC3, 0x41]),
    ("truncated four-byte sequence", [0xF0, 0x9F, 0x98]),
    ("encoded surrogate U+D800", [0xED, 0xA0, 0x80]),
    ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
    ("overlong 2 bytes", [0xC0, 0xAF]),
    ("overlong 3 bytes", [0xE0, 0x80, 0xAF]),
    ("overlong 4 bytes", [0xF0, 0x80, 0x80, 0xAF]),
  ]

  /// Where a malformed string goes: the document before it and after it.
  private let places: [(name: String, before: String, after: String)] = [
    ("root key", #"{"categories":[{"label":"A","url":"/a/"}],"k"#, #"":1}"#),
    (
      "entry key", #"{"categories":[{"label":"A","url":"/a/","k"#,
      #"":1},{"label":"B","url":"/b/"}]}"#
    ),
    ("label", #"{"categories":[{"label":"A"#, #"","url":"/a/"},{"label":"B","url":"/b/"}]}"#),
    ("url", #"{"categories":[{"label":"A","url":"/a/"#, #""},{"label":"B","url":"/b/"}]}"#),
    (
      "skipped field", #"{"categories":[{"label":"A","url":"/a/","x":""#,
      #""},{"label":"B","url":"/b/"}]}"#
    ),
    ("skipped root field", #"{"categories":[{"label":"A","url":"/a/"}],"x":[""#, #""]}"#),
  ]

  func testEveryMalformedStringAnywhereRefusesTheWholeFeed() {
    let cases = malformed + notUTF8.map { ($0.name, $0.bytes, JSONCheck.notUTF8) }
    for (name, bytes, problem) in cases {
      for place in places {
        var data = Data(place.before.utf8)
        let offset = data.count
        data.append(contentsOf: bytes)
        data.append(contentsOf: Data(place.after.utf8))
        let reason = "byte offset \(offset): \(problem)"
        for shop in [ShopConfiguration.bonprix, .mytoys] {
          XCTAssertThrowsError(try FeedDecoder(shop: shop).decode(data)) { error in
            XCTAssertEqual(
              error as? FeedError, .notJSON(reason: reason), "\(name) in the \(place.name)")
          }
        }
      }
    }
  }

  func testAStringWithoutItsClosingQuoteIsNotJSON() {
    assertThrowsFeedError(
      .notJSON(reason: "byte offset 26: \(JSONCheck.unterminated)"),
      try decodeBonprix(#"{"categories": [{"label": "A}]}"#))
  }

  func testTheMessageSaysNotValidJSONAndWhere() {
    XCTAssertThrowsError(try decodeBonprix(#"{"categories": [{"label": "a\xb"}]}"#)) { error in
      XCTAssertEqual(
        "\(error)",
        #"not valid JSON: byte offset 28: an escape other than \" \\ \/ \b \f \n \r \t \uXXXX"#
      )
    }
  }

  func testEveryAllowedEscapeReads() throws {
    let menu = try decodeBonprix(
      #"{"categories": [{"label": "\"A\\B\/C\u0044\u00e4\u20AC\bE\fF\nG\rH\tI", "url": "/\u0061/"}]}"#
    )
    XCTAssertEqual(menu.entries.first?.label, #""A\B/CDä€E F G H I"#)
    XCTAssertEqual(menu.entries.first?.url?.absoluteString, "https://www.bonprix.de/a/")
  }

  func testSurrogatePairsAndRawMultiByteUTF8Read() throws {
    // Raw UTF-8 of every length, up to U+10FFFF, and escaped pairs up to \uDBFF\uDFFF.
    let raw = "Größe € 😀 𝄞 \u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}"
    let menu = try decodeBonprix(
      #"{"categories": [{"label": "\uD83D\uDE00 \ud834\udd1e "#
        + "\(raw)\", \"url\": \"/a/\", \"x\": [\"\u{80}\(raw)\", \"\\uDBFF\\uDFFF\"]}]}")
    XCTAssertEqual(menu.entries.first?.label, "😀 𝄞 " + raw)
  }

  func testAUTF8ByteOrderMarkIsSkipped() throws {
    var data = Data([0xEF, 0xBB, 0xBF])
    data.append(feed("{'categories': [{'label': 'A', 'url': '/a/'}]}"))
    XCTAssertEqual(try FeedDecoder(shop: .bonprix).decode(data).entries.map(\.label), ["A"])
  }

  func testOtherEncodingsAreNotJSON() {
    let utf16 = Data("{\"categories\": []}".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    for data in [utf16, Data([0xFF, 0xFE]) + utf16] {
      XCTAssertThrowsError(try FeedDecoder(shop: .bonprix).decode(data)) { error in
        guard case .notJSON = error as? FeedError else { return XCTFail("\(error)") }
      }
    }
  }

  /// The rest of the grammar is `JSONDecoder`'s: these every platform refuses.
  func testMalformedStructureIsNotJSON() {
    let entry = #"{"categories": [{"label": "A", "url": "/a/""#
    let cases = [
      entry + #", "x": NaN}]}"#, entry + #", "x": tru}]}"#, entry + ", 'x': 1}]}",
      #"{"categories": [{"label" "A"}]}"#, entry + "}]} {}", entry + "}]", entry,
    ]
    for json in cases {
      XCTAssertThrowsError(try FeedDecoder(shop: .bonprix).decode(Data(json.utf8)), json) { error in
        guard case .notJSON = error as? FeedError else { return XCTFail("\(json): \(error)") }
      }
    }
  }

  /// Some platforms may read these and others refuse them: a menu or a typed error, never a
  /// crash. (One trailing comma every platform reads: `RepeatedKeyTests`.)
  func testLenientStructureReadsOrIsATypedError() {
    let entry = #"{"categories": [{"label": "A", "url": "/a/""#
    for json in [entry + #", "x": 01}]}"#, entry + #", "x": 1e309}]}"#, entry + "},,]}"] {
      do {
        let menu = try decodeBonprix(json)
        XCTAssertEqual(menu.entries.map(\.label), ["A"], json)
      } catch {
        XCTAssertTrue(error is FeedError, "\(json): \(error)")
      }
    }
  }

  /// Numbers every platform's reader converts, skipped fields included (iOS 15's `JSONDecoder`
  /// converts each one through `JSONSerialization`).
  func testNumbersWithinADoublesRangeRead() throws {
    let numbers = "[0, -0, 9.99e307, -1.5e+307, 1e-307, -0.00001e-302, 1E2, 12345678901234567]"
    let menu = try decodeBonprix(
      "{'categories': [{'label': 'A', 'url': '/a/', 'x': \(numbers), 'y': [true, false, null]}]}")
    XCTAssertEqual(menu.entries.map(\.label), ["A"])
  }

  /// Numbers the platforms may read differently (a zero with a huge exponent, more digits than
  /// any integer type holds): the menu reads, or the document is refused as a typed error.
  func testNumbersThePlatformsMayReadDifferentlyNeverCrash() {
    for number in ["0.0e99999", "123456789012345678901234567890"] {
      do {
        let menu = try decodeBonprix(
          "{'categories': [{'label': 'A', 'url': '/a/', 'x': \(number)}]}")
        XCTAssertEqual(menu.entries.map(\.label), ["A"], number)
      } catch {
        XCTAssertTrue(error is FeedError, "\(number): \(error)")
      }
    }
  }
}
