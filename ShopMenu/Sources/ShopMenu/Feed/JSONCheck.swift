import Foundation

/// What a document must be before `JSONDecoder` reads it: nesting at most `depthLimit` arrays and
/// objects, every string UTF-8 and free of raw control characters and malformed escapes. The rest
/// of JSON's grammar is the decoder's to check.
enum JSONCheck {
  enum Failure: Error, Hashable {
    case tooDeep
    /// What is wrong, and where.
    case invalid(offset: Int, problem: String)
  }

  static let notUTF8 = "bytes that are not UTF-8"
  static let controlCharacter = "a control character in a string"
  static let badEscape = #"an escape other than \" \\ \/ \b \f \n \r \t \uXXXX"#
  static let loneSurrogate = #"a \u surrogate without its other half"#
  static let unterminated = "a string without its closing quote"

  static func check(_ data: Data, depthLimit: Int) -> Failure? {
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var depth = 0
      var index = 0
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          if depth > depthLimit { return .tooDeep }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
        case UInt8(ascii: "\""):
          let start = index
          if let problem = skipString(bytes, at: &index) {
            return .invalid(offset: problem == unterminated ? start : index, problem: problem)
          }
        default:
          break
        }
        index += 1
      }
      return nil
    }
  }

  /// From a string's opening quote to its closing one, or to the first wrong byte.
  private static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int)
    -> String?
  {
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        index += 1
      } else if byte == UInt8(ascii: "\"") {
        return nil
      } else if byte < 0x20 {
        return controlCharacter
      } else if byte >= 0x80 {
        var parser = Unicode.UTF8.ForwardParser()
        var rest = bytes[index...].makeIterator()
        guard case .valid(let scalar) = parser.parseScalar(from: &rest) else { return notUTF8 }
        index += scalar.count
      } else if let problem = skipEscape(bytes, at: &index) {
        return problem
      }
    }
    return unterminated
  }

  /// An escape, from its backslash; an escaped high surrogate must be followed by a low one.
  private static func skipEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int)
    -> String?
  {
    guard index + 1 < bytes.count else { return unterminated }
    switch bytes[index + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      index += 2
    case UInt8(ascii: "u"):
      guard let unit = hexUnit(bytes, at: index + 2) else { return badEscape }
      switch unit {
      case 0xD800..<0xDC00:
        guard index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
          bytes[index + 7] == UInt8(ascii: "u"), let low = hexUnit(bytes, at: index + 8),
          (0xDC00..<0xE000).contains(low)
        else { return loneSurrogate }
        index += 12
      case 0xDC00..<0xE000:
        return loneSurrogate
      default:
        index += 6
      }
    default:
      return badEscape
    }
    return nil
  }

  private static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt16? {
    guard offset + 4 <= bytes.count else { return nil }
    let hex = bytes[offset..<offset + 4]
    guard hex.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
    return UInt16(String(decoding: hex, as: UTF8.self), radix: 16)
  }
}
