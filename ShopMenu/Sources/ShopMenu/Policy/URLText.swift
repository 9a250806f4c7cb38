import Foundation

enum URLText {
  /// RFC 3986 unreserved, reserved and `%`, a bit per ASCII byte.
  static func isAllowed(_ byte: UInt8) -> Bool {
    let low: UInt64 = 0xAFFF_FFFA_0000_0000
    let high: UInt64 = 0x47FF_FFFE_AFFF_FFFF
    return byte < 64 ? low >> byte & 1 == 1 : byte < 128 && high >> (byte - 64) & 1 == 1
  }

  static func isHex(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte | 0x20)
  }

  static func trimmed(_ text: String) -> String {
    guard let first = text.utf8.first, let last = text.utf8.last else { return text }
    func isPlain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
    if isPlain(first) && isPlain(last) { return text }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// No `%` that starts no escape or is in the host, no `[` `]` outside it, one `#`, a port of
  /// digits (`host:80:90`): what `URL(string:)` reads differently up to iOS 16 and from iOS 17.
  static func parsesAlike(_ text: String) -> Bool {
    withBytes(of: text) { bytes -> Bool in
      let authority = Self.authority(in: bytes) ?? 0..<0
      let at = authority.last(where: { bytes[$0] == UInt8(ascii: "@") })
      let host = (at.map { $0 + 1 } ?? authority.lowerBound)..<authority.upperBound
      var inLiteral = false
      for index in host {
        switch bytes[index] {
        case UInt8(ascii: "["): inLiteral = true
        case UInt8(ascii: "]"): inLiteral = false
        case UInt8(ascii: ":") where !inLiteral:
          guard host[(index + 1)...].allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }) else {
            return false
          }
        default: continue
        }
      }
      var hashes = 0
      var index = 0
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "%"):
          guard !host.contains(index), index + 2 < bytes.count,
            isHex(bytes[index + 1]), isHex(bytes[index + 2])
          else { return false }
          index += 2
        case UInt8(ascii: "["), UInt8(ascii: "]"):
          guard host.contains(index) else { return false }
        case UInt8(ascii: "#"):
          hashes += 1
          guard hashes == 1 else { return false }
        default:
          break
        }
        index += 1
      }
      return true
    }
  }

  /// User, host and port: after `scheme://` or a leading `//`, up to `/`, `?` or `#`.
  static func authority(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    func endsPart(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }
    let colon = bytes.firstIndex { $0 == UInt8(ascii: ":") || endsPart($0) }
    let start = colon.map { bytes[$0] == UInt8(ascii: ":") ? $0 + 1 : 0 } ?? 0
    guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "/"),
      bytes[start + 1] == UInt8(ascii: "/")
    else { return nil }
    return (start + 2)..<(bytes[(start + 2)...].firstIndex(where: endsPart) ?? bytes.count)
  }

  /// The scheme, when the text starts with one (`[A-Za-z][A-Za-z0-9+.-]*:`).
  static func scheme(of text: String) -> String? {
    func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
    let name = text.utf8.prefix { byte in
      isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
    guard let first = name.first, isLetter(first),
      text.utf8[name.endIndex...].first == UInt8(ascii: ":")
    else { return nil }
    return String(text[..<name.endIndex])
  }

  /// `https` and `text` after its first `count` bytes (`dropFirst` would count characters).
  static func https(after count: Int, of text: String) -> String {
    "https" + text[text.utf8.index(text.startIndex, offsetBy: count)...]
  }

  static func withBytes<Result>(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    var text = text
    return text.withUTF8(body)
  }
}
