/// Cleans text that comes from a feed before anyone shows it.
enum FeedText {
  /// Without invisible characters, every run of whitespace one space, trimmed.
  static func cleanLabel(_ raw: String) -> String {
    if isClean(raw) { return raw }
    var cleaned = String.UnicodeScalarView()
    var spaceBefore = false
    for scalar in raw.unicodeScalars {
      if isWhitespace(scalar) {
        spaceBefore = !cleaned.isEmpty
      } else if !isInvisible(scalar) {
        if spaceBefore { cleaned.append(" ") }
        spaceBefore = false
        cleaned.append(scalar)
      }
    }
    return String(cleaned)
  }

  /// No invisible character, no whitespace but single spaces between words.
  private static func isClean(_ text: String) -> Bool {
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      if isInvisible(scalar) || isWhitespace(scalar) && (scalar != " " || previous == " ") {
        return false
      }
      previous = scalar
    }
    return previous != " "
  }

  /// Unicode's White_Space (`Unicode.Scalar.Properties` looks each scalar up in a table).
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      return true
    default:
      return false
    }
  }

  /// C0 and C1 controls (a terminal escape becomes inert) and the bidirectional embeddings,
  /// overrides and isolates (a label cannot make the text after it read as something else).
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Shortens to `limit` characters, ending with an ellipsis.
  static func truncate(_ text: String, to limit: Int) -> String {
    // Never more characters than scalars: most labels are decided without counting characters.
    guard text.unicodeScalars.count > limit, text.count > limit else { return text }
    return String(text.prefix(max(limit - 1, 0))) + "…"
  }
}
