import Foundation

/// Cleans text that comes from a feed before anyone shows it.
enum FeedText {
  /// C0 and C1 controls (a terminal escape becomes inert) and the bidirectional embeddings,
  /// overrides and isolates (a label cannot make the text after it read as something else).
  private static let invisible = CharacterSet(charactersIn: "\u{0}"..."\u{1F}")
    .union(CharacterSet(charactersIn: "\u{7F}"..."\u{9F}"))
    .union(CharacterSet(charactersIn: "\u{202A}"..."\u{202E}"))
    .union(CharacterSet(charactersIn: "\u{2066}"..."\u{2069}"))

  /// Without invisible characters, every run of whitespace one space, trimmed.
  static func cleanLabel(_ raw: String) -> String {
    raw.components(separatedBy: .whitespacesAndNewlines)
      .map { $0.components(separatedBy: invisible).joined() }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// Shortens to `limit` characters, ending with an ellipsis.
  static func truncate(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(max(limit - 1, 0))) + "…"
  }
}
