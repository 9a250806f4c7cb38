import Foundation

/// The one reading of a feed's bytes as JSON, before `JSONDecoder` sees them: RFC 8259 in UTF-8,
/// strictly, in one linear pass that also bounds the nesting.
///
/// Foundation's `JSONDecoder` is not the same on the systems the app runs on. iOS 15's parses
/// the whole document with `JSONSerialization` and refuses a malformed string anywhere. iOS 17's
/// and this toolchain's (swift-foundation) read a string only when it is asked for, so a
/// malformed string in a field the menu skips passes, and one in an entry only drops the entry.
/// iOS 17.0–18.2's read object keys with `try!`, so a key that is not valid text traps the
/// process (swift-foundation PR 1043, rdar://133742708, "JSONDecoder crashes whole app on
/// invalid input instead of throwing Error", merged November 2024). After this pass every
/// string is valid text and the document is valid JSON: all of them read it alike, and none
/// reaches that `try!`.
///
/// Strings: no raw control characters; only the escapes `\" \\ \/ \b \f \n \r \t \uXXXX`; a
/// `\u` surrogate only as half of a pair; well-formed UTF-8 (no overlong forms, no encoded
/// surrogates, nothing above U+10FFFF). Structure and numbers as RFC 8259 writes them: no
/// trailing comma (Foundation accepts one: swift-foundation's `JSONScanner`, and
/// swift-corelibs-foundation issue 4682), no leading zero. A nonzero number's magnitude must be
/// at least 1e-307 and below 1e308: iOS 15's `JSONSerialization` refuses numbers a `Double`
/// cannot hold (JSONTestSuite's results), and this keeps clear of that boundary. A leading UTF-8
/// byte order mark is skipped, as every `JSONDecoder` does; other encodings are refused.
enum StrictJSON {
  /// Why a document is refused.
  enum Failure: Error, Hashable {
    /// Brackets nest deeper than the limit.
    case tooDeep
    /// Not valid JSON: the offset of the first byte that is wrong, and what is wrong.
    case invalid(offset: Int, problem: Problem)
  }

  /// What is wrong at the offset.
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
