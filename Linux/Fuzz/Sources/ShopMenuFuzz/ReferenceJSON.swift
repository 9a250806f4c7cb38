import Foundation

/// A strict JSON reader written apart from the core's, to check its verdict: recursive descent
/// over RFC 8259's grammar, the standard library's UTF-8 and UTF-16 decoders for the text, and
/// the core's documented number range (nonzero magnitudes from 1e-307 up to, not including,
/// 1e308). A leading UTF-8 byte order mark is skipped. Slow and simple on purpose.
struct ReferenceJSON {
  /// What the reader finds in a valid document.
  struct Verdict {
    /// The deepest nesting of arrays and objects.
    var depth: Int
    /// Whether an object has two keys that are equal `String`s once read.
    var repeatsAKey: Bool
  }

  /// The verdict on valid JSON, or `nil` when it is invalid.
  static func verdict(_ bytes: [UInt8]) -> Verdict? {
    var reader = ReferenceJSON(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    guard let depth = reader.value(depth: 0) else { return nil }
    reader.space()
    return reader.position == bytes.count
      ? Verdict(depth: depth, repeatsAKey: reader.repeatsAKey) : nil
  }

  private let bytes: [UInt8]
  private var position = 0
  private var repeatsAKey = false

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func space() {
    while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { position += 1 }
  }

  private mutating func take(_ byte: Character) -> Bool {
    guard current == byte.asciiValue else { return false }
    position += 1
    return true
  }

  /// A value, with the whitespace before it; returns the nesting depth it reaches.
  private mutating func value(depth: Int) -> Int? {
    space()
    guard let byte = current else { return nil }
    switch Character(Unicode.Scalar(byte)) {
    case "{": return members(depth: depth + 1)
    case "[": return elements(depth: depth + 1)
    case "\"": return string() == nil ? nil : depth
    case "t": return literal("true") ? depth : nil
    case "f": return literal("false") ? depth : nil
    case "n": return literal("null") ? depth : nil
    default: return number() ? depth : nil
    }
  }

  private mutating func members(depth: Int) -> Int? {
    position += 1
    space()
    if take("}") { return depth }
    var deepest = depth
    var keys = Set<String>()
    repeat {
      space()
      guard current == UInt8(ascii: "\""), let key = string() else { return nil }
      if !keys.insert(key).inserted { repeatsAKey = true }
      space()
      guard take(":"), let inner = value(depth: depth) else { return nil }
      deepest = max(deepest, inner)
      space()
    } while take(",")
    return take("}") ? deepest : nil
  }

  private mutating func elements(depth: Int) -> Int? {
    position += 1
    space()
    if take("]") { return depth }
    var deepest = depth
    repeat {
      guard let inner = value(depth: depth) else { return nil }
      deepest = max(deepest, inner)
      space()
    } while take(",")
    return take("]") ? deepest : nil
  }

  private mutating func literal(_ word: String) -> Bool {
    let expected = Array(word.utf8)
    guard bytes.count - position >= expected.count,
      Array(bytes[position..<position + expected.count]) == expected
    else { return false }
    position += expected.count
    return true
  }

  /// A string at its opening quote, read: the raw runs decoded by `UTF8`, the escapes
  /// collected as UTF-16 and decoded by `UTF16`, each of which refuses what is not well-formed.
  private mutating func string() -> String? {
    position += 1
    var text = String.UnicodeScalarView()
    var raw: [UInt8] = []
    var units: [UInt16] = []
    while let byte = current {
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        guard Self.decode(raw, as: UTF8.self, into: &text) else { return nil }
        raw.removeAll()
        if byte == UInt8(ascii: "\"") {
          position += 1
          return Self.decode(units, as: UTF16.self, into: &text) ? String(text) : nil
        }
        position += 1
        guard let escaped = current else { return nil }
        position += 1
        if escaped == UInt8(ascii: "u") {
          guard bytes.count - position >= 4,
            let unit = UInt16(
              String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
            bytes[position..<position + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
          else { return nil }
          units.append(unit)
          position += 4
          continue
        }
        guard let unit = Self.escapes[escaped] else { return nil }
        units.append(unit)
      } else {
        guard byte >= 0x20 else { return nil }
        guard Self.decode(units, as: UTF16.self, into: &text) else { return nil }
        units.removeAll()
        raw.append(byte)
        position += 1
      }
    }
    return nil
  }

  /// `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t`, by the byte after the backslash.
  private static let escapes: [UInt8: UInt16] = [
    0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09,
  ]

  /// Appends `input` decoded by `codec`; `false` when it is not well-formed.
  private static func decode<Codec: UnicodeCodec>(
    _ input: [Codec.CodeUnit], as codec: Codec.Type, into text: inout String.UnicodeScalarView
  ) -> Bool {
    var decoder = Codec()
    var iterator = input.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): text.append(scalar)
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, then the range.
  private mutating func number() -> Bool {
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    func digits() -> String {
      let start = position
      while let byte = current, isDigit(byte) { position += 1 }
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }
    _ = take("-")
    let integer = digits()
    guard !integer.isEmpty, integer == "0" || !integer.hasPrefix("0") else { return false }
    var fraction = ""
    if take(".") {
      fraction = digits()
      guard !fraction.isEmpty else { return false }
    }
    var exponent = 0
    if take("e") || take("E") {
      let negative = take("-")
      if !negative { _ = take("+") }
      let text = digits()
      guard !text.isEmpty else { return false }
      // More than nine digits: beyond any range in question either way.
      let value = text.count > 9 ? 1_000_000_000 : Int(text)!
      exponent = negative ? -value : value
    }
    let mantissa = integer + fraction
    guard let first = mantissa.firstIndex(where: { $0 != "0" }) else { return true }
    // |x| = 0.d… × 10^magnitude, with a first digit d that is not zero.
    let magnitude =
      integer.count - mantissa.distance(from: mantissa.startIndex, to: first) + exponent
    return (-306...308).contains(magnitude)
  }
}
