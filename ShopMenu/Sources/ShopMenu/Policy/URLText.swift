import Foundation

/// Byte-level helpers for ``URLPolicy``: the common case (a plain ASCII URL) is checked in one
/// pass over its UTF-8 bytes, without Foundation's character sets.
enum URLText {
  /// Bytes allowed in a URL as written (RFC 3986 unreserved, reserved and `%`), as a bit per
  /// ASCII byte: `A–Z a–z 0–9 - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; = %`. (A table in a
  /// `static let` costs a lazy-initialization check on every call.)
  static func isAllowed(_ byte: UInt8) -> Bool {
    let low: UInt64 = 0xAFFF_FFFA_0000_0000
    let high: UInt64 = 0x47FF_FFFE_AFFF_FFFF
    return byte < 64 ? low >> byte & 1 == 1 : byte < 128 && high >> (byte - 64) & 1 == 1
  }

  /// `text` without leading and trailing white space; Foundation is asked only when an end is
  /// white space or not ASCII.
  static func trimmed(_ text: String) -> String {
    guard let first = text.utf8.first, let last = text.utf8.last else { return text }
    func isPlain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
    if isPlain(first) && isPlain(last) { return text }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `text` with non-ASCII characters percent-encoded as UTF-8; `nil` when an ASCII character
  /// is not allowed in a URL (space, quote, angle bracket, control character…).
  static func encodingNonASCII(_ text: String) -> String? {
    var hasNonASCII = false
    let allowed = withBytes(of: text) { bytes -> Bool in
      for byte in bytes {
        if byte >= 0x80 {
          hasNonASCII = true
        } else if !isAllowed(byte) {
          return false
        }
      }
      return true
    }
    guard allowed else { return nil }
    guard hasNonASCII else { return text }
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count * 3)
    for byte in text.utf8 {
      if byte < 0x80 {
        out.append(byte)
      } else {
        out.append(UInt8(ascii: "%"))
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0x0F)])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The first ASCII character `encodingNonASCII` refuses, named for a person: `U+0022 (")`,
  /// or just `U+001B` for an invisible one.
  static func firstDisallowedCharacter(in text: String) -> String {
    guard let byte = text.utf8.first(where: { $0 < 0x80 && !isAllowed($0) }) else {
      return "an unknown character"
    }
    let code =
      "U+" + String(repeating: "0", count: byte < 0x10 ? 3 : 2)
      + String(byte, radix: 16, uppercase: true)
    return byte > 0x20 && byte < 0x7F ? "\(code) (\(Character(Unicode.Scalar(byte))))" : code
  }

  /// Whether `text` is clear of what Foundation's two URL parsers are known to read
  /// differently: `URL(string:)` parses by RFC 1738/1808 up to iOS 16 and by RFC 3986 from
  /// iOS 17 on (and on Linux), and then percent-encodes invalid characters (Apple,
  /// `URL.init(string:)`). For a text made of the characters ``encodingNonASCII(_:)`` lets
  /// through, that is: a `%` that starts no escape (`%zz`, a `%` at the end; Linux repairs it
  /// to `%25`), a `%` in the host (Linux decodes it), `[` or `]` outside the host, a second
  /// `#`, and a port that is not digits. A port is what follows the first `:` outside an IPv6
  /// literal: `host:80:90` is refused (CFURL takes the first colon, RFC 3986 parsers refuse it).
  static func parsesAlike(_ text: String) -> Bool {
    withBytes(of: text) { bytes -> Bool in
      func isHex(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (byte >= 0x30 && byte <= 0x39) || (lower >= 0x61 && lower <= 0x66)
      }
      let authority = Self.authority(in: bytes) ?? 0..<0
      // The host and port follow the last `@` (a user name is refused later, by its own rule).
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

  /// The authority (user, host and port): what follows `scheme://` or a leading `//`, up to
  /// `/`, `?` or `#`; `nil` when there is none.
  static func authority(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let slash = UInt8(ascii: "/")
    var start = 0
    while start < bytes.count, bytes[start] != UInt8(ascii: ":"), bytes[start] != slash,
      bytes[start] != UInt8(ascii: "?"), bytes[start] != UInt8(ascii: "#")
    {
      start += 1
    }
    if start < bytes.count, bytes[start] == UInt8(ascii: ":") { start += 1 } else { start = 0 }
    guard start + 1 < bytes.count, bytes[start] == slash, bytes[start + 1] == slash else {
      return nil
    }
    var end = start + 2
    while end < bytes.count, bytes[end] != slash, bytes[end] != UInt8(ascii: "?"),
      bytes[end] != UInt8(ascii: "#")
    {
      end += 1
    }
    return (start + 2)..<end
  }

  /// The scheme, when the text starts with one (`[A-Za-z][A-Za-z0-9+.-]*:`).
  static func scheme(of text: String) -> String? {
    var length = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: ":") {
        guard length > 0 else { return nil }
        return String(decoding: text.utf8.prefix(length), as: UTF8.self)
      }
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      let isMark =
        byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
      guard isLetter || (length > 0 && (isDigit || isMark)) else { return nil }
      length += 1
    }
    return nil
  }

  /// Whether `text` starts with `prefix` (ASCII, compared byte for byte).
  static func hasBytePrefix(_ text: String, _ prefix: StaticString) -> Bool {
    withBytes(of: text) { bytes in
      bytes.starts(
        with: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
    }
  }

  /// `https` followed by `text` without its first `count` bytes (its scheme, ASCII). Not
  /// `"https" + text.dropFirst(count)`: that counts characters and appends them one by one.
  static func https(after count: Int, of text: String) -> String {
    var result = "https"
    result.append(contentsOf: text[text.utf8.index(text.startIndex, offsetBy: count)...])
    return result
  }

  /// Whether `text` contains the ASCII character `byte`.
  static func contains(_ byte: UInt8, in text: String) -> Bool {
    withBytes(of: text) { $0.contains(byte) }
  }

  /// Calls `body` with the UTF-8 bytes of `text`. A loop over this buffer takes a fraction of
  /// the instructions of one over `text.utf8`.
  static func withBytes<Result>(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    var text = text
    return text.withUTF8(body)
  }

  /// Whether `host` (any case) is `domain` (lower case) or a subdomain of it, without
  /// allocating; `nil` when either is not ASCII, for the caller to decide with full Unicode.
  static func isHost(_ host: String, inDomain domain: String) -> Bool? {
    var host = host
    var domain = domain
    return host.withUTF8 { host in
      domain.withUTF8 { domain -> Bool? in
        guard !host.contains(where: { $0 >= 0x80 }), !domain.contains(where: { $0 >= 0x80 })
        else { return nil }
        guard host.count >= domain.count else { return false }
        let tail = host.count - domain.count
        for index in 0..<domain.count {
          let byte = host[tail + index]
          let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
          if lower != domain[index] { return false }
        }
        return tail == 0 || host[tail - 1] == UInt8(ascii: ".")
      }
    }
  }
}
