import Foundation

/// Reads a feed document's bytes in one pass, straight into the tolerant ``RawEntry`` values:
/// no `JSONDecoder`, no `JSONSerialization`, no intermediate tree.
///
/// The grammar is RFC 8259's, exactly, on every platform: no trailing commas, no leading zeros,
/// no comments, no control characters inside strings, only the four JSON white space bytes.
/// Decisions where the RFC leaves room:
/// - the text must be UTF-8 (RFC 8259 §8.1); a leading byte order mark is ignored;
/// - an escaped surrogate must be half of a pair (`\uD83D\uDE00`); a lone one refuses the
///   document, as invalid UTF-8 does, so every string is valid Unicode;
/// - when an object repeats a name, the first occurrence counts and the others are only checked;
/// - numbers are checked against the grammar and never converted, so any magnitude is accepted.
///
/// Nesting is followed with counters and explicit stacks, never recursion, so a hostile document
/// cannot overflow the call stack; it is refused as soon as it nests deeper than `depthLimit`.
struct FeedParser {
  /// Why parsing stopped.
  enum Failure: Error {
    /// Not JSON: the reason, with the byte offset.
    case syntax(String)
    /// Nested deeper than the limit.
    case tooDeep
  }

  /// The parsed document: which root keys hold an array of entries, and every root key.
  struct Document {
    var bonprix: [RawEntry]?
    var mytoys: [RawEntry]?
    var rootKeys: [String] = []
  }

  let base: UnsafePointer<UInt8>
  let end: Int
  let depthLimit: Int
  var pos = 0
  var depth = 0
  /// Unescaped bytes of the last string that had escapes.
  var scratch: [UInt8] = []

  init(_ bytes: UnsafeRawBufferPointer, depthLimit: Int) {
    self.base =
      bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
      ?? UnsafePointer(bitPattern: 1)!
    self.end = bytes.count
    self.depthLimit = depthLimit
  }

  /// Parses the whole document.
  mutating func parseDocument() throws -> Document {
    if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { pos = 3 }
    skipWhitespace()
    var document = Document()
    if pos < end, base[pos] == Byte.openBrace {
      try parseRoot(into: &document)
    } else {
      try skipValue()
    }
    skipWhitespace()
    guard pos == end else { throw fail("unexpected \(describeByte(at: pos)) after the document") }
    return document
  }

  /// The root object: the two entry lists are read, every other value is only checked.
  private mutating func parseRoot(into document: inout Document) throws {
    pos += 1
    try enter()
    skipWhitespace()
    if pos < end, base[pos] == Byte.closeBrace {
      pos += 1
      depth -= 1
      return
    }
    var seen = Set<String>()
    while true {
      let key = try parseKeyString()
      try expectColon()
      let first = seen.insert(key).inserted
      if first { document.rootKeys.append(key) }
      let isList = pos < end && base[pos] == Byte.openBracket
      if first, isList, key == FeedFormat.bonprix.rootKey {
        document.bonprix = try parseEntries()
      } else if first, isList, key == FeedFormat.mytoys.rootKey {
        document.mytoys = try parseEntries()
      } else {
        try skipValue()
      }
      if try endOfMember(closing: Byte.closeBrace) { break }
    }
    depth -= 1
  }

  /// After a member or element: `true` at the closing bracket, `false` after a comma.
  mutating func endOfMember(closing: UInt8) throws -> Bool {
    skipWhitespace()
    guard pos < end else { throw fail("the document ends inside \(Byte.containerName(closing))") }
    let byte = base[pos]
    pos += 1
    if byte == Byte.comma {
      skipWhitespace()
      return false
    }
    if byte == closing { return true }
    pos -= 1
    throw fail(
      "expected ',' or '\(Character(Unicode.Scalar(closing)))', found \(describeByte(at: pos))")
  }

  /// A colon between a name and its value, and the white space around it.
  mutating func expectColon() throws {
    skipWhitespace()
    guard pos < end, base[pos] == Byte.colon else {
      throw fail("expected ':' after a name, found \(describeByte(at: pos))")
    }
    pos += 1
    skipWhitespace()
  }

  /// One more level of nesting.
  @inline(__always)
  mutating func enter() throws {
    depth += 1
    if depth > depthLimit { throw Failure.tooDeep }
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while pos < end {
      switch base[pos] {
      case 0x20, 0x0A, 0x0D, 0x09: pos += 1
      default: return
      }
    }
  }

  // MARK: - Errors

  /// A syntax failure at the current position.
  func fail(_ message: String) -> Failure {
    .syntax("\(message) at byte \(pos)")
  }

  /// The byte at `offset` for a message, `'x'` or `byte 0xFF`, or `the end`.
  func describeByte(at offset: Int) -> String {
    guard offset < end else { return "the end of the document" }
    let byte = base[offset]
    if byte == Byte.closeBracket || byte == Byte.closeBrace, precededByComma(offset) {
      return "'\(Character(Unicode.Scalar(byte)))' after a trailing comma"
    }
    if byte > 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private func precededByComma(_ offset: Int) -> Bool {
    var index = offset - 1
    while index >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(base[index]) { index -= 1 }
    return index >= 0 && base[index] == Byte.comma
  }
}

/// The bytes the grammar is made of.
enum Byte {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let minus = UInt8(ascii: "-")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")

  static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

  static func containerName(_ closing: UInt8) -> String {
    closing == closeBrace ? "an object" : "an array"
  }
}
