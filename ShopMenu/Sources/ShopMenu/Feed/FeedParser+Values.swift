import Foundation

extension FeedParser {
  /// A string's content: the bytes between the quotes, or, when it had escapes, the unescaped
  /// bytes in `scratch`.
  struct StringSpan {
    var bytes: UnsafeBufferPointer<UInt8>
    var escaped: Bool
  }

  /// Reads a string (at its opening quote) and makes it a `String`.
  mutating func parseString() throws -> String {
    let span = try scanString()
    if span.escaped {
      return String(decoding: scratch, as: UTF8.self)
    }
    return String(decoding: span.bytes, as: UTF8.self)
  }

  /// Reads a member name of the root object.
  mutating func parseKeyString() throws -> String {
    guard pos < end, base[pos] == Byte.quote else {
      throw fail("expected a name in quotes, found \(describeByte(at: pos))")
    }
    return try parseString()
  }

  /// Reads a string at its opening quote, checking its UTF-8, escapes and control characters.
  mutating func scanString() throws -> StringSpan {
    guard pos < end, base[pos] == Byte.quote else {
      throw fail("expected a string, found \(describeByte(at: pos))")
    }
    pos += 1
    let start = pos
    while pos < end {
      let byte = base[pos]
      if byte == Byte.quote {
        let span = UnsafeBufferPointer(start: base + start, count: pos - start)
        pos += 1
        return StringSpan(bytes: span, escaped: false)
      }
      if byte == Byte.backslash {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + start, count: pos - start))
        try scanEscapedRest()
        return StringSpan(bytes: UnsafeBufferPointer(start: nil, count: 0), escaped: true)
      }
      if byte < 0x20 { throw controlCharacter(byte) }
      if byte < 0x80 {
        pos += 1
      } else {
        pos = try endOfUTF8Sequence(at: pos)
      }
    }
    throw fail("the document ends inside a string")
  }

  /// The rest of a string from its first backslash, unescaped into `scratch`.
  private mutating func scanEscapedRest() throws {
    while pos < end {
      let byte = base[pos]
      if byte == Byte.quote {
        pos += 1
        return
      }
      if byte == Byte.backslash {
        try unescape()
      } else if byte < 0x20 {
        throw controlCharacter(byte)
      } else if byte < 0x80 {
        scratch.append(byte)
        pos += 1
      } else {
        let next = try endOfUTF8Sequence(at: pos)
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + pos, count: next - pos))
        pos = next
      }
    }
    throw fail("the document ends inside a string")
  }

  /// One escape sequence at its backslash, appended to `scratch` as UTF-8.
  private mutating func unescape() throws {
    guard pos + 1 < end else { throw fail("the document ends inside a string") }
    let letter = base[pos + 1]
    let simple: UInt8?
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = letter
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"): simple = nil
    default:
      pos += 1
      throw fail("invalid escape: backslash before \(describeByte(at: pos))")
    }
    if let simple {
      scratch.append(simple)
      pos += 2
      return
    }
    let unit = try hexUnit(at: pos + 2)
    var scalar = unit
    if unit >= 0xDC00 && unit <= 0xDFFF {
      throw fail("lone surrogate \\u\(Self.hex4(unit))")
    }
    if unit >= 0xD800 && unit <= 0xDBFF {
      let low: UInt32? =
        pos + 11 < end && base[pos + 6] == Byte.backslash && base[pos + 7] == UInt8(ascii: "u")
        ? try hexUnit(at: pos + 8) : nil
      guard let low, low >= 0xDC00 && low <= 0xDFFF else {
        throw fail("lone surrogate \\u\(Self.hex4(unit))")
      }
      scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      pos += 6
    }
    pos += 6
    for unit in UTF8.encode(Unicode.Scalar(scalar)!)! { scratch.append(unit) }
  }

  /// The four hex digits at `offset`.
  private func hexUnit(at offset: Int) throws -> UInt32 {
    guard offset + 4 <= end else { throw fail("the document ends inside a \\u escape") }
    var value: UInt32 = 0
    for index in offset..<offset + 4 {
      let byte = base[index]
      let digit: UInt8
      switch byte {
      case Byte.zero...Byte.nine: digit = byte - Byte.zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fail("a \\u escape needs four hex digits")
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// `unit` as four upper-case hex digits.
  private static func hex4(_ unit: UInt32) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private func controlCharacter(_ byte: UInt8) -> Failure {
    fail(
      "control character U+\(Self.hex4(UInt32(byte))) inside a string (it must be escaped)")
  }

  /// The offset after the well-formed UTF-8 sequence starting at `offset` (a byte ≥ 0x80):
  /// no overlong forms, no surrogates, nothing above U+10FFFF.
  private func endOfUTF8Sequence(at offset: Int) throws -> Int {
    let lead = base[offset]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: throw invalidUTF8(at: offset)
    }
    guard offset + length <= end else { throw invalidUTF8(at: offset) }
    let second = base[offset + 1]
    guard second >= low && second <= high else { throw invalidUTF8(at: offset) }
    for index in offset + 2..<offset + length where base[index] & 0xC0 != 0x80 {
      throw invalidUTF8(at: offset)
    }
    return offset + length
  }

  private func invalidUTF8(at offset: Int) -> Failure {
    .syntax("invalid UTF-8 at byte \(offset)")
  }
}
