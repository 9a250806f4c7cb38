import Foundation

/// A deliberately plain RFC 8259 checker for the reference decoder: recursive descent over the
/// bytes, written apart from the core's parser so the two can be compared. Its callers bound
/// the nesting first. Same decisions as the core: UTF-8 only, a leading byte order mark
/// ignored, a lone escaped surrogate refused.
struct StrictJSON {
  private let bytes: [UInt8]
  private var index = 0

  /// Whether `data` is one JSON text.
  static func isValid(_ data: Data) -> Bool {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    // Well-formed UTF-8 survives a round trip through String unchanged.
    guard Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes else { return false }
    var checker = StrictJSON(bytes: bytes)
    checker.whitespace()
    guard checker.value() else { return false }
    checker.whitespace()
    return checker.index == bytes.count
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    index += 1
    return true
  }

  private mutating func whitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
    }
  }

  private mutating func value() -> Bool {
    switch current {
    case UInt8(ascii: "{"): return object()
    case UInt8(ascii: "["): return array()
    case UInt8(ascii: "\""): return string()
    case UInt8(ascii: "t"): return literal("true")
    case UInt8(ascii: "f"): return literal("false")
    case UInt8(ascii: "n"): return literal("null")
    default: return number()
    }
  }

  private mutating func object() -> Bool {
    index += 1
    whitespace()
    if take(UInt8(ascii: "}")) { return true }
    repeat {
      whitespace()
      guard string() else { return false }
      whitespace()
      guard take(UInt8(ascii: ":")) else { return false }
      whitespace()
      guard value() else { return false }
      whitespace()
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "}"))
  }

  private mutating func array() -> Bool {
    index += 1
    whitespace()
    if take(UInt8(ascii: "]")) { return true }
    repeat {
      whitespace()
      guard value() else { return false }
      whitespace()
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "]"))
  }

  private mutating func literal(_ word: String) -> Bool {
    for byte in word.utf8 where !take(byte) { return false }
    return true
  }

  private mutating func digits() -> Int {
    let start = index
    while let byte = current, byte >= 0x30, byte <= 0x39 { index += 1 }
    return index - start
  }

  private mutating func number() -> Bool {
    _ = take(UInt8(ascii: "-"))
    if take(UInt8(ascii: "0")) {
      if let byte = current, byte >= 0x30, byte <= 0x39 { return false }
    } else if digits() == 0 {
      return false
    }
    if take(UInt8(ascii: ".")), digits() == 0 { return false }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      if digits() == 0 { return false }
    }
    return true
  }

  private mutating func string() -> Bool {
    guard take(UInt8(ascii: "\"")) else { return false }
    while let byte = current {
      index += 1
      if byte == UInt8(ascii: "\"") { return true }
      if byte < 0x20 { return false }
      guard byte == UInt8(ascii: "\\"), let escape = current else { continue }
      index += 1
      switch escape {
      case UInt8(ascii: "u"):
        guard let unit = hex4() else { return false }
        if (0xDC00...0xDFFF).contains(unit) { return false }
        if (0xD800...0xDBFF).contains(unit) {
          guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(),
            (0xDC00...0xDFFF).contains(low)
          else { return false }
        }
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        continue
      default:
        return false
      }
    }
    return false
  }

  private mutating func hex4() -> Int? {
    guard index + 4 <= bytes.count,
      let value = Int(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
      bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
    else { return nil }
    index += 4
    return value
  }
}
