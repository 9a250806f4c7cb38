import Foundation

/// What a document must be before `JSONDecoder` reads it, checked in one pass:
/// - arrays and objects nested no deeper than the menu levels allowed;
/// - every string, key or value, used or skipped: UTF-8, no raw control character, only JSON's
///   escapes, no `\u` surrogate without its other half (iOS 17.0–18.2's `JSONDecoder` traps on
///   such a key instead of throwing);
/// - no object with a repeated key: the platforms' decoders keep different values for it.
///
/// The rest of JSON's grammar is the decoder's.
struct JSONCheck {
  static let notUTF8 = "bytes that are not UTF-8"
  static let controlCharacter = "a control character in a string"
  static let badEscape = #"an escape other than \" \\ \/ \b \f \n \r \t \uXXXX"#
  static let loneSurrogate = #"a \u surrogate without its other half"#
  static let unterminated = "a string without its closing quote"

  private let bytes: [UInt8]
  private var index = 0

  /// - Throws: ``FeedError/tooDeep(limit:)`` when the document nests deeper than `maxDepth`
  ///   menu levels, ``FeedError/notJSON(reason:)`` with the first problem and its byte offset.
  static func check(_ data: Data, maxDepth: Int) throws {
    var check = JSONCheck(bytes: [UInt8](data))
    try check.run(maxDepth: maxDepth)
  }

  private mutating func run(maxDepth: Int) throws {
    // The root object and the entries array, then an object and a children array per level.
    let depthLimit = 2 * maxDepth + 2
    // Per open container, top last: an object's keys so far, `nil` for an array. As in the
    // dictionaries Foundation's readers build, canonically equivalent keys are one key.
    var open: [Set<String>?] = []
    while index < bytes.count {
      switch Unicode.Scalar(bytes[index]) {
      case "{", "[":
        open.append(bytes[index] == UInt8(ascii: "{") ? [] : nil)
        guard open.count <= depthLimit else { throw FeedError.tooDeep(limit: maxDepth) }
      case "}", "]":
        _ = open.popLast()
      case "\"":
        let start = index
        try skipString()
        if let last = open.indices.last, open[last] != nil, isKey {
          let key = Self.key(bytes[start...index])
          if open[last]?.insert(key).inserted == false {
            let shown = FeedText.truncate(FeedText.cleanLabel(key), to: 40)
            throw Self.invalid(at: start, "a repeated key \"\(shown)\"")
          }
        }
      default:
        break
      }
      index += 1
    }
  }

  /// Whether the string that ends at `index` is a key: a colon follows it, after JSON's spaces.
  private var isKey: Bool {
    bytes[(index + 1)...].first { !Self.isSpace($0) } == UInt8(ascii: ":")
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A checked string literal as it reads: one with escapes as Foundation reads it.
  private static func key(_ literal: ArraySlice<UInt8>) -> String {
    let text = String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
    guard literal.contains(UInt8(ascii: "\\")) else { return text }
    let read = try? JSONSerialization.jsonObject(with: Data(literal), options: .fragmentsAllowed)
    return read as? String ?? text
  }

  /// From the string's opening quote at `index` to its closing one.
  private mutating func skipString() throws {
    let start = index
    index += 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        return
      case UInt8(ascii: "\\") where index + 1 < bytes.count:
        try skipEscape()
      case ..<0x20:
        throw Self.invalid(at: index, Self.controlCharacter)
      case ..<0x80:
        break
      default:
        var parser = Unicode.UTF8.ForwardParser()
        var rest = bytes[index...].makeIterator()
        guard case .valid(let scalar) = parser.parseScalar(from: &rest) else {
          throw Self.invalid(at: index, Self.notUTF8)
        }
        index += scalar.count - 1
      }
      index += 1
    }
    throw Self.invalid(at: start, Self.unterminated)
  }

  /// From the escape's backslash at `index` to its last byte.
  private mutating func skipEscape() throws {
    let start = index
    index += 1
    if #""\/bfnrt"#.utf8.contains(bytes[index]) { return }
    guard bytes[index] == UInt8(ascii: "u") else { throw Self.invalid(at: start, Self.badEscape) }
    let unit = try hexUnit(after: start)
    index += 4
    guard UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) else { return }
    // A high surrogate is whole only with the `\uXXXX` of a low one right after it.
    guard UTF16.isLeadSurrogate(unit), bytes.dropFirst(index + 1).starts(with: #"\u"#.utf8),
      let low = try? hexUnit(after: index + 1), UTF16.isTrailSurrogate(low)
    else { throw Self.invalid(at: start, Self.loneSurrogate) }
    index += 6
  }

  /// The four hex digits after the `\u` whose backslash is at `backslash`.
  private func hexUnit(after backslash: Int) throws -> UInt16 {
    let digits = bytes.dropFirst(backslash + 2).prefix(4)
    guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
      let unit = UInt16(String(decoding: digits, as: UTF8.self), radix: 16)
    else { throw Self.invalid(at: backslash, Self.badEscape) }
    return unit
  }

  private static func invalid(at offset: Int, _ problem: String) -> FeedError {
    .notJSON(reason: "byte offset \(offset): \(problem)")
  }
}
