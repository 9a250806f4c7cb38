import Foundation

extension FeedParser {
  /// Checks one value of any type and moves past it, without building anything. Nested arrays
  /// and objects are followed with an explicit stack (one flag per open container), and count
  /// towards the depth limit like any other.
  mutating func skipValue() throws {
    var objects: [Bool] = []
    while true {
      // At a value.
      skipWhitespace()
      guard pos < end else { throw fail("the document ends before a value") }
      let byte = base[pos]
      switch byte {
      case Byte.openBrace, Byte.openBracket:
        pos += 1
        try enter()
        skipWhitespace()
        let isObject = byte == Byte.openBrace
        let closing = isObject ? Byte.closeBrace : Byte.closeBracket
        if pos < end, base[pos] == closing {
          pos += 1
          depth -= 1
        } else {
          objects.append(isObject)
          if isObject { try skipName() }
          continue
        }
      case Byte.quote:
        _ = try scanString()
      case UInt8(ascii: "t"):
        try skipLiteral("true")
      case UInt8(ascii: "f"):
        try skipLiteral("false")
      case UInt8(ascii: "n"):
        try skipLiteral("null")
      case Byte.minus, Byte.zero...Byte.nine:
        try skipNumber()
      default:
        throw fail("expected a value, found \(describeByte(at: pos))")
      }
      // After a value: close containers until one continues with a comma.
      while let isObject = objects.last {
        if try endOfMember(closing: isObject ? Byte.closeBrace : Byte.closeBracket) {
          objects.removeLast()
          depth -= 1
        } else {
          if isObject { try skipName() }
          break
        }
      }
      if objects.isEmpty { return }
    }
  }

  /// A member name and its colon.
  private mutating func skipName() throws {
    guard pos < end, base[pos] == Byte.quote else {
      throw fail("expected a name in quotes, found \(describeByte(at: pos))")
    }
    _ = try scanString()
    try expectColon()
  }

  /// `true`, `false` or `null`, exactly.
  mutating func skipLiteral(_ literal: StaticString) throws {
    // A byte loop rather than `memcmp`: four or five bytes, and no C call on the hot path.
    let count = literal.utf8CodeUnitCount
    let expected = literal.utf8Start
    var matches = pos + count <= end
    var offset = 0
    while matches, offset < count {
      matches = base[pos + offset] == expected[offset]
      offset += 1
    }
    guard matches else { throw fail("expected a value, found \(describeByte(at: pos))") }
    pos += count
  }

  /// A number as RFC 8259 writes it: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
  private mutating func skipNumber() throws {
    if base[pos] == Byte.minus { pos += 1 }
    guard pos < end, Byte.isDigit(base[pos]) else {
      throw fail("a number needs a digit, found \(describeByte(at: pos))")
    }
    if base[pos] == Byte.zero {
      pos += 1
      if pos < end, Byte.isDigit(base[pos]) { throw fail("a number with a leading zero") }
    } else {
      skipDigits()
    }
    if pos < end, base[pos] == UInt8(ascii: ".") {
      pos += 1
      guard pos < end, Byte.isDigit(base[pos]) else {
        throw fail("a decimal point needs a digit after it")
      }
      skipDigits()
    }
    if pos < end, base[pos] | 0x20 == UInt8(ascii: "e") {
      pos += 1
      if pos < end, base[pos] == UInt8(ascii: "+") || base[pos] == Byte.minus { pos += 1 }
      guard pos < end, Byte.isDigit(base[pos]) else {
        throw fail("an exponent needs a digit")
      }
      skipDigits()
    }
  }

  private mutating func skipDigits() {
    while pos < end, Byte.isDigit(base[pos]) { pos += 1 }
  }
}
