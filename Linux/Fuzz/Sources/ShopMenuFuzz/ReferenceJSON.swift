import Foundation

/// A strict JSON reader written apart from the core's, to check its verdict: recursive descent
/// over RFC 8259's grammar, the standard library's UTF-8 and UTF-16 decoders for the text, and
/// the core's documented number range (nonzero magnitudes from 1e-307 up to, not including,
/// 1e308). A leading UTF-8 byte order mark is skipped. Slow and simple on purpose.
struct ReferenceJSON {
  /// Valid JSON and its deepest nesting of arrays and objects, or `nil` when invalid.
  static func depthIfValid(_ bytes: [UInt8]) -> Int? {
    var reader = ReferenceJSON(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    guard let depth = reader.value(depth: 0) else { return nil }
    reader.space()
    return reader.position == bytes.count ? depth : nil
  }

  private let bytes: [UInt8]
  private var position = 0

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
    case "\"": return string() ? depth : nil
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
    repeat {
      space()
      guard current == UInt8(ascii: "\""), string() else { return nil }
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

  /// A string at its opening quote: the raw runs decoded by `UTF8`, the escapes collected as
  /// UTF-16 and decoded by `UTF16`, each of which refuses what is not well-formed.
  private mutating func string() -> Bool {
    position += 1
    var raw: [UInt8] = []
    var units: [UInt16] = []
    while let byte = current {
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        guard Self.isUTF8(raw) else { return false }
        raw.removeAll()
        if byte == UInt8(ascii: "\"") {
          position += 1
          return Self.isUTF16(units)
        }
        position += 1
        guard let escaped = current else { return false }
        position += 1
        if escaped == UInt8(ascii: "u") {
          guard bytes.count - position >= 4,
            let unit = UInt16(
              String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
            bytes[position..<position + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
          else { return false }
          units.append(unit)
          position += 4
          continue
        }
        guard "\"\\/bfnrt".utf8.contains(escaped) else { return false }
      } else {
        guard byte >= 0x20 else { return false }
        raw.append(byte)
        position += 1
      }
      guard Self.isUTF16(units) else { return false }
      units.removeAll()
    }
    return false
  }

  private static func isUTF8(_ bytes: [UInt8]) -> Bool {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  private static func isUTF16(_ units: [UInt16]) -> Bool {
    var decoder = UTF16()
    var iterator = units.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
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
