import Foundation

/// A feed's bytes read as RFC 8259 JSON in UTF-8, strictly, in one pass bounding the nesting,
/// before `JSONDecoder` sees them. iOS 15's decoder refuses a malformed string anywhere, iOS 17's
/// and swift-foundation's only where one is read, and iOS 17.0–18.2's traps on a key that is not
/// valid text (swift-foundation PR 1043, rdar://133742708): after this pass all read alike.
///
/// No trailing comma (Foundation accepts one: swift-foundation's `JSONScanner`,
/// swift-corelibs-foundation issue 4682); a nonzero number between 1e-307 and 1e308 (iOS 15's
/// `JSONSerialization` refuses what a `Double` cannot hold: JSONTestSuite); a leading UTF-8 byte
/// order mark is skipped, as every `JSONDecoder` does.
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
