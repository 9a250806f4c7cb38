import Foundation

/// One spelling for WebKit and `URL(string:)` on every OS: `[ ] | ^ { }` and the backtick, which
/// WebKit leaves in paths and queries, are percent-encoded outside the host, as is every non-ASCII
/// byte; `.` and `..` segments are removed as WebKit removes them.
enum URLSpelling {
  /// `nil` when an ASCII character is not allowed (space, quote, control, the above in the host).
  static func spelled(_ text: String) -> String? {
    let scan = URLText.withBytes(of: text) { Scan($0) }
    guard scan.refused == nil else { return nil }
    guard scan.needsEncoding || scan.mayHaveDotSegments else { return text }
    var bytes = Array(text.utf8)
    if scan.needsEncoding { bytes = encoded(bytes, authority: scan.authority) }
    if scan.mayHaveDotSegments { bytes = removingDotSegments(bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The first character ``spelled(_:)`` refuses, as `U+0022 (")` (`U+001B` if invisible).
  static func firstRefusedCharacter(in text: String) -> String {
    guard let byte = URLText.withBytes(of: text, { Scan($0).refused }) else {
      return "an unknown character"
    }
    let code = String(format: "U+%04X", Int(byte))
    return byte > 0x20 && byte < 0x7F ? "\(code) (\(Character(Unicode.Scalar(byte))))" : code
  }

  private static func isLeftUnencodedByWebKit(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "|")
      || byte == UInt8(ascii: "^") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
      || byte == UInt8(ascii: "`")
  }

  /// ``URLText/isAllowed(_:)`` without `/`, `[` and `]`: what the path scan passes over.
  static func isPlain(_ byte: UInt8) -> Bool {
    URLText.isAllowed(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "[")
      && byte != UInt8(ascii: "]")
  }

  private struct Scan {
    var authority: Range<Int>?
    var refused: UInt8?
    var needsEncoding = false
    /// A `/` then `.` or `%2e` (a dot segment, or a name like `.well-known`).
    var mayHaveDotSegments = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      authority = URLText.authority(in: bytes)
      let pathStart = authority?.upperBound ?? 0
      for byte in bytes[..<pathStart] {
        if byte >= 0x80 {
          needsEncoding = true
        } else if !URLText.isAllowed(byte) {
          refused = byte
          return
        }
      }
      for index in pathStart..<bytes.count {
        let byte = bytes[index]
        if URLSpelling.isPlain(byte) { continue }
        if byte >= 0x80 || isLeftUnencodedByWebKit(byte) {
          needsEncoding = true
        } else if byte == UInt8(ascii: "/") {
          if !mayHaveDotSegments { mayHaveDotSegments = startsDot(bytes[(index + 1)...]) }
        } else {
          refused = byte
          return
        }
      }
    }
  }

  private static func startsDot(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var rest = bytes
    guard let first = rest.popFirst() else { return false }
    if first == UInt8(ascii: ".") { return true }
    return first == UInt8(ascii: "%") && rest.popFirst() == UInt8(ascii: "2")
      && rest.popFirst().map { $0 | 0x20 } == UInt8(ascii: "e")
  }

  private static func encoded(_ bytes: [UInt8], authority: Range<Int>?) -> [UInt8] {
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 3)
    for (index, byte) in bytes.enumerated() {
      let inAuthority = authority?.contains(index) == true
      if byte >= 0x80 || (!inAuthority && isLeftUnencodedByWebKit(byte)) {
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      } else {
        out.append(byte)
      }
    }
    return out
  }

  private static func removingDotSegments(_ bytes: [UInt8]) -> [UInt8] {
    let pathStart = bytes.withUnsafeBufferPointer { URLText.authority(in: $0)?.upperBound } ?? 0
    let pathEnd =
      bytes[pathStart...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
      ?? bytes.count
    guard pathStart < pathEnd, bytes[pathStart] == UInt8(ascii: "/") else { return bytes }
    let segments = bytes[(pathStart + 1)..<pathEnd].split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    var kept: [ArraySlice<UInt8>] = []
    for (position, segment) in segments.enumerated() {
      let count = dots(in: segment)
      if count == 2, !kept.isEmpty { kept.removeLast() }
      if count == 0 {
        kept.append(segment)
      } else if position == segments.count - 1 {
        kept.append([])  // `a/.` and `a/..` keep their final slash
      }
    }
    var out = Array(bytes[..<pathStart])
    for segment in kept { out += [UInt8(ascii: "/")] + segment }
    if kept.isEmpty { out.append(UInt8(ascii: "/")) }
    return out + bytes[pathEnd...]
  }

  /// 1 for `.`, 2 for `..` (`%2e` a dot), else 0.
  private static func dots(in segment: ArraySlice<UInt8>) -> Int {
    let text = String(decoding: segment, as: UTF8.self).lowercased()
      .replacingOccurrences(of: "%2e", with: ".")
    return text == "." ? 1 : text == ".." ? 2 : 0
  }
}
