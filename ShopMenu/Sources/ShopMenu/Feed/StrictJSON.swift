import Foundation

/// RFC 8259 JSON in UTF-8, strictly, in one pass bounding the nesting, so every `JSONDecoder`
/// reads it alike: iOS 15's refuses a malformed string anywhere, iOS 17's only where read, and
/// iOS 17.0–18.2's traps on an invalid key (swift-foundation PR 1043, rdar://133742708). No
/// trailing comma (swift-foundation's `JSONScanner`, swift-corelibs-foundation issue 4682); a
/// non-zero number at least 1e-307 and below 1e308 (iOS 15's `JSONSerialization`: JSONTestSuite); a BOM skipped.
enum StrictJSON {
  enum Failure: Error, Hashable {
    /// Brackets nest deeper than the limit.
    case tooDeep
    /// The offset of the first wrong byte, and what is wrong.
    case invalid(offset: Int, problem: Problem)
  }

  enum Problem: String, Hashable {
    case truncated = "the document ends too early"
    case controlCharacter = "a control character in a string"
    case badEscape = "an escape other than \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
    case loneSurrogate = "a \\u surrogate without its other half"
    case invalidUTF8 = "bytes that are not UTF-8"
    case overlongUTF8 = "an overlong UTF-8 sequence"
    case badNumber = "a malformed number"
    case numberOutOfRange = "a number too large or too small"
    case expectedValue = "a value was expected"
    case trailingComma = "a comma before a closing bracket"
    case expectedName = "a name in quotes was expected"
    case expectedColon = "\":\" was expected"
    case expectedObjectEnd = "\",\" or \"}\" was expected"
    case expectedArrayEnd = "\",\" or \"]\" was expected"
    case trailingText = "text after the document"
  }

  /// Checks `data`; `nil` when it is valid JSON nesting at most `depthLimit` arrays and objects.
  static func check(_ data: Data, depthLimit: Int) -> Failure? {
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress, !raw.isEmpty else {
        return .invalid(offset: 0, problem: .truncated)
      }
      var reader = StrictJSONReader(bytes: base.assumingMemoryBound(to: UInt8.self), end: raw.count)
      return reader.document(depthLimit: depthLimit)
    }
  }
}
