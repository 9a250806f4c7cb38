import Foundation

/// Cleans text that comes from a feed before anyone shows it.
enum FeedText {
  /// Bidirectional overrides and isolates: they can make a label read as something else.
  private static let bidiControls: ClosedRange<UInt32> = 0x202A...0x202E
  private static let bidiIsolates: ClosedRange<UInt32> = 0x2066...0x2069

  /// Removes control characters (so a terminal escape sequence becomes inert text), turns any
  /// run of white space into one space and trims both ends.
  static func cleanLabel(_ raw: String) -> String {
    var out = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in raw.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !out.isEmpty
        continue
      }
      if isInvisibleControl(scalar) { continue }
      if pendingSpace {
        out.append(" ")
        pendingSpace = false
      }
      out.append(scalar)
    }
    return String(out)
  }

  /// Shortens to `limit` characters, ending with an ellipsis.
  static func truncate(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(max(limit - 1, 0))) + "…"
  }

  private static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .surrogate:
      return true
    case .format:
      return bidiControls.contains(scalar.value) || bidiIsolates.contains(scalar.value)
    default:
      return false
    }
  }
}
