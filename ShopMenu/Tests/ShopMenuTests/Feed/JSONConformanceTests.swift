import XCTest

@testable import ShopMenu

/// RFC 8259, the same on every OS: the decoder accepts exactly the JSON texts the RFC allows
/// and refuses every other document as `notJSON`; and it agrees with the reference decoder.
final class JSONConformanceTests: XCTestCase {
  /// Whole documents: `true` when RFC 8259 allows them.
  static let documents: [(String, Bool)] = [
    // Structure and white space.
    (#"{"categories":[]}"#, true),
    (" \t\r\n{ \"categories\" : [ ] } \n", true),
    ("\u{FEFF}{\"categories\":[]}", true),  // a leading byte order mark is ignored
    (#"{"categories":[],}"#, false),
    (#"{"categories":[{"label":"a"},]}"#, false),
    (#"{"categories":[{"label":"a",}]}"#, false),
    (#"{"categories":[,]}"#, false),
    (#"{"categories":[]}}"#, false),
    (#"{"categories":[]} {}"#, false),
    (#"{"categories" []}"#, false),
    (#"{categories:[]}"#, false),
    (#"{'categories':[]}"#, false),
    ("{\"categories\":[]}\u{0C}", false),  // form feed is not JSON white space
    ("{\"categories\":[]}\u{A0}", false),
    (#"{"categories":[]} // comment"#, false),
    (#"/* c */ {"categories":[]}"#, false),
    ("", false),
    (" ", false),
    // Any value at the top.
    ("42", true), (#""text""#, true), ("null", true), ("[1, [2, {}]]", true),
    ("[1 2]", false), ("tru", false), ("nulll", false), ("True", false),
    // Numbers.
    ("[0, -0, 1, -1, 10, 0.5, -0.5e3, 1E+2, 1e-2, 12.34E56, 1e400]", true),
    ("[01]", false), ("[-01]", false), ("[00]", false), ("[1.]", false), ("[.5]", false),
    ("[-]", false), ("[+1]", false), ("[1e]", false), ("[1e+]", false), ("[0x10]", false),
    ("[NaN]", false), ("[Infinity]", false), ("[-Infinity]", false), ("[1.5.5]", false),
    // Strings: escapes, surrogates, control characters, UTF-8.
    (#"["\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u00E9 \uD83D\uDE00"]"#, true),
    (#"["\u0000"]"#, true),
    ("[\"\u{7F} é 😀 \u{10FFFF}\"]", true),
    (#"["\x"]"#, false), (#"["\U0041"]"#, false), (#"["\u12"]"#, false),
    (#"["\u12G4"]"#, false), (#"["\u+123"]"#, false), (#"["\'"]"#, false),
    (#"["\uD800"]"#, false), (#"["\uDC00"]"#, false), (#"["\uD800\u0041"]"#, false),
    (#"["\uDE00\uD83D"]"#, false), (#"["\uD800\n"]"#, false),
    ("[\"a\tb\"]", false), ("[\"a\nb\"]", false), ("[\"\u{1F}\"]", false),
    (#"["unterminated]"#, false),
    // Names.
    (#"{"categories":[{"lab\u0065l":"escaped name","url":"/a/"}]}"#, true),
    (#"{"categories":[{"label":"twice","label":"second","url":"/a/"}]}"#, true),
    (#"{"categories":[{"label"}]}"#, false),
    (#"{"categories":[{1:"a"}]}"#, false),
  ]

  /// Byte sequences that are not UTF-8, each placed inside a string.
  static let invalidUTF8: [[UInt8]] = [
    [0xFF], [0xC3], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
    [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0x80], [0xE2, 0x82],
  ]

  func testDocumentsAreAcceptedExactlyWhenRFC8259AllowsThem() {
    for (text, valid) in Self.documents {
      let outcome = ReferenceFeedDecoder.Outcome {
        try FeedDecoder(shop: .bonprix).decode(Data(text.utf8))
      }
      let refused = outcome == .error(.notJSON(reason: ""))
      XCTAssertEqual(!refused, valid, "\(text.debugDescription): \(outcome)")
    }
  }

  func testInvalidUTF8RefusesTheDocument() {
    for bytes in Self.invalidUTF8 {
      var data = Data(#"{"categories":[{"label":"a"#.utf8)
      data.append(contentsOf: bytes)
      data.append(contentsOf: Data(#"b","url":"/a/"}]}"#.utf8))
      let outcome = ReferenceFeedDecoder.Outcome { try decodeReason(data) }
      XCTAssertEqual(outcome, .error(.notJSON(reason: "")), "\(bytes)")
    }
  }

  func testEscapesAndSurrogatePairsAreDecoded() throws {
    let cases: [(String, String)] = [
      (#"\u0041\u00e9\u00C4\u20AC"#, "AéÄ€"),
      (#"\uD83D\uDE00 \ud83d\ude00"#, "😀 😀"),
      (#"a\/b \"q\" \\"#, #"a/b "q" \"#),
      ("é😀 raw", "é😀 raw"),
      (#"tab\there"#, "tab here"),
    ]
    for (escaped, expected) in cases {
      let menu = try decodeBonprix(#"{"categories":[{"label":"\#(escaped)","url":"/a/"}]}"#)
      XCTAssertEqual(menu.entries.first?.label, expected, escaped)
    }
  }

  func testTheFirstOfARepeatedNameCounts() throws {
    let menu = try decodeBonprix(
      #"{"categories":[{"label":"first","label":"second","url":"/a/","url":7}]}"#)
    XCTAssertEqual(menu.entries.first?.label, "first")
    XCTAssertEqual(menu.entries.first?.destination?.url.absoluteString, "https://www.bonprix.de/a/")
    XCTAssertEqual(menu.diagnostics, [])
  }

  /// With the depth limit lifted, 200,000 nested arrays are read without recursion: the stack
  /// of a hostile document lives on the heap, not the call stack.
  func testDeepNestingIsReadWithoutRecursion() throws {
    let depth = 200_000
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let text = #"{"categories":[{"label":"A","url":"/a/","extra":\#(nested)}]}"#
    let limits = FeedDecoder.Limits(maxBytes: 1 << 20, maxDepth: depth)
    XCTAssertEqual(try decodeBonprix(text, limits: limits).entries.map(\.label), ["A"])
    assertThrowsFeedError(.tooDeep(limit: 16), try decodeBonprix(text))
  }

  func testReasonsNameWhatAndWhere() {
    let cases: [(String, String)] = [
      (#"{"categories":[1,]}"#, "']' after a trailing comma at byte 17"),
      (#"[01]"#, "leading zero"),
      (#"["\uD800"]"#, "lone surrogate \\uD800"),
      ("[\"a\tb\"]", "control character U+0009"),
      (#"[1] x"#, "unexpected 'x' after the document at byte 4"),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try decodeReason(Data(text.utf8))) { error in
        guard case .notJSON(let reason) = error as? FeedError else { return XCTFail("\(error)") }
        XCTAssertTrue(reason.contains(expected), "\(text): \(reason)")
      }
    }
  }

  // The reference stands on the JSONDecoder of Linux's Foundation (the fuzz target's platform);
  // Apple's may differ where RFC 8259 leaves room (which of a repeated name counts).
  #if os(Linux)
    func testTheReferenceDecoderAgreesOnEveryTableDocument() throws {
      var documents = Self.documents.map { Data($0.0.utf8) }
      for bytes in Self.invalidUTF8 {
        documents.append(Data(#"{"categories":[{"label":""#.utf8) + bytes + Data(#""}]}"#.utf8))
      }
      documents.append(try Fixture.bonprix.data)
      documents.append(try Fixture.mytoys.data)
      for data in documents {
        for decoder in [FeedDecoder(shop: .bonprix), FeedDecoder(shop: .mytoys)] {
          let ours = ReferenceFeedDecoder.Outcome { try decoder.decode(data) }
          let reference = ReferenceFeedDecoder.Outcome {
            try ReferenceFeedDecoder.decode(data, like: decoder)
          }
          XCTAssertEqual(ours, reference, String(decoding: data.prefix(200), as: UTF8.self))
        }
      }
    }
  #endif

  private func decodeReason(_ data: Data) throws -> Menu {
    try FeedDecoder(shop: .bonprix).decode(data)
  }
}
