import Foundation

/// Cleans text that comes from a feed before anyone shows it.
enum FeedText {
  /// No control characters (a terminal escape becomes inert), single spaces, trimmed.
  static func cleanLabel(_ raw: String) -> String {
    if isClean(raw) { return raw }
    let visible = raw.unicodeScalars.filter { $0.properties.isWhitespace || !isInvisible($0) }
    return visible.split(whereSeparator: \.properties.isWhitespace).map(String.init)
      .joined(separator: " ")
  }

  /// Printable ASCII and U+00A1–U+024F with single inner spaces: nothing to clean.
  private static func isClean(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      var afterSpace = true
      var bytes = buffer.makeIterator()
      while let byte = bytes.next() {
        if byte == 0x20 {
          if afterSpace { return false }
          afterSpace = true
        } else if byte > 0x20 && byte < 0x7F {
          afterSpace = false
        } else if byte >= 0xC2 && byte <= 0xC9, let next = bytes.next(), byte > 0xC2 || next > 0xA0
        {
          afterSpace = false
        } else {
          return false
        }
      }
      return !afterSpace
    }
  }

  /// Shortens to `limit` characters, ending with an ellipsis.
  static func truncate(_ text: String, to limit: Int) -> String {
    guard text.utf8.count > limit, text.count > limit else { return text }
    return String(text.prefix(max(limit - 1, 0))) + "…"
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .surrogate:
      return true
    case .format:  // bidirectional overrides and isolates can make a label read as something else
      return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    default:
      return false
    }
  }
}
