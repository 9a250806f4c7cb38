import Foundation

/// Strings: raw runs checked eight bytes at a time, escapes, and UTF-8 scalars.
extension StrictJSONReader {
  /// A string after its opening quote, through the closing one.
  mutating func string() -> Problem? {
    // Plain bytes are skipped eight at a time (a local index stays in a register).
    var at = index
    while at < end {
      if at + 8 <= end {
        var word: UInt64 = 0
        memcpy(&word, bytes + at, 8)
        let special = Self.specialBytes(UInt64(littleEndian: word))
        if special == 0 {
          at += 8
          continue
        }
        at += special.trailingZeroBitCount >> 3
      }
      let byte = bytes[at]
      if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\\") {
        at += 1
        if byte == UInt8(ascii: "\"") {
          index = at
          return nil
        }
        continue
      }
      index = at
      if byte < 0x20 { return .controlCharacter }
      if let problem = byte == UInt8(ascii: "\\") ? escape() : scalar() { return problem }
      at = index
    }
    index = at
    return .truncated
  }

  /// The high bit of each byte of `word` that is a quote, a backslash, a control character or
  /// not ASCII; exact up to the first such byte, the lowest (above it a borrow can mark others).
  @inline(__always)
  private static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    func zero(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & high }
    let below = (word &- ones &* 0x20) & ~word & high
    return (word & high) | below | zero(word ^ (ones &* 0x22)) | zero(word ^ (ones &* 0x5C))
  }

  /// An escape, at its backslash.
  private mutating func escape() -> Problem? {
    guard index + 1 < end else { return .truncated }
    switch bytes[index + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      index += 2
      return nil
    case UInt8(ascii: "u"):
      guard let unit = hex(at: index + 2) else { return .badEscape }
      switch unit {
      case 0xD800..<0xDC00:
        guard index + 7 < end, bytes[index + 6] == UInt8(ascii: "\\"),
          bytes[index + 7] == UInt8(ascii: "u"), let low = hex(at: index + 8),
          (0xDC00..<0xE000).contains(low)
        else { return .loneSurrogate }
        index += 12
      case 0xDC00..<0xE000:
        return .loneSurrogate
      default:
        index += 6
      }
      return nil
    default:
      return .badEscape
    }
  }

  private func hex(at offset: Int) -> UInt32? {
    guard offset + 4 <= end else { return nil }
    var value: UInt32 = 0
    for position in offset..<offset + 4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// A scalar of two to four bytes, at its first byte: the well-formed sequences of the
  /// Unicode Standard's table 3-7.
  private mutating func scalar() -> Problem? {
    let lead = bytes[index]
    let continuation: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: continuation = 1
    case 0xE0: (continuation, low) = (2, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: continuation = 2
    case 0xED: (continuation, high) = (2, 0x9F)  // above: UTF-16 surrogates
    case 0xF0: (continuation, low) = (3, 0x90)
    case 0xF1...0xF3: continuation = 3
    case 0xF4: (continuation, high) = (3, 0x8F)  // above: beyond U+10FFFF
    case 0xC0, 0xC1: return .overlongUTF8
    default: return .invalidUTF8
    }
    guard index + continuation < end else { return .invalidUTF8 }
    let second = bytes[index + 1]
    guard second >= low && second <= high else {
      return second >= 0x80 && second < low ? .overlongUTF8 : .invalidUTF8
    }
    if continuation > 1 {
      for offset in 2...continuation where bytes[index + offset] & 0xC0 != 0x80 {
        return .invalidUTF8
      }
    }
    index += continuation + 1
    return nil
  }
}
