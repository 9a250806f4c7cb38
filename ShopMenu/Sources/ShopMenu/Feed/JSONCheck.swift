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
    var highSurrogate: Int?  // where an escaped high surrogate starts
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        if let highSurrogate {
          index = highSurrogate
          return loneSurrogate
        }
        if byte == UInt8(ascii: "\"") { return nil }
        if byte < 0x20 { return controlCharacter }
        if byte < 0x80 {
          index += 1
        } else {
          var parser = Unicode.UTF8.ForwardParser()
          var rest = bytes[index...].makeIterator()
          guard case .valid(let scalar) = parser.parseScalar(from: &rest) else { return notUTF8 }
          index += scalar.count
        }
        continue
      }
      guard bytes[index + 1] == UInt8(ascii: "u") else {
        guard highSurrogate == nil else {
          index = highSurrogate!
          return loneSurrogate
        }
        guard #"\"/bfnrt"#.utf8.contains(bytes[index + 1]) else { return badEscape }
        index += 2
        continue
      }
      let hex = bytes[min(index + 2, bytes.count)..<min(index + 6, bytes.count)]
      guard hex.count == 4, hex.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
        let unit = UInt16(String(decoding: hex, as: UTF8.self), radix: 16)
      else { return badEscape }
      switch (unit, highSurrogate) {
      case (0xD800..<0xDC00, nil): highSurrogate = index
      case (0xDC00..<0xE000, _?), (..<0xD800, nil), (0xE000..., nil): highSurrogate = nil
      case (_, let start?):
        index = start
        return loneSurrogate
      case (_, nil): return loneSurrogate  // a low surrogate first
      }
      index += 6
    }
    return unterminated
  }
}
