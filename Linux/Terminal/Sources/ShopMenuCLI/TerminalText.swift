import Foundation

/// Makes text from outside the program (feed labels, URLs, file names, error messages) safe to
/// print: nothing in it can reach the terminal as a control sequence.
public enum TerminalText {
  /// The longest piece of outside text printed in one place; longer text ends with `…`.
  public static let maximumLength = 300

  /// `text` with every control character (C0, DEL, C1), line or paragraph separator and
  /// bidirectional override or isolate replaced by `�`, on one line, at most
  /// ``maximumLength`` characters.
  public static func safe(_ text: String, maximumLength: Int = TerminalText.maximumLength) -> String
  {
    var out = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maximumLength {
        out.append("…")
        break
      }
      if scalar == "\t" {
        out.append(" ")
      } else if isUnsafe(scalar) {
        out.append("\u{FFFD}")
      } else {
        out.append(scalar)
      }
      count += 1
    }
    return String(out)
  }

  /// Whether printing `scalar` could change the terminal's state or the text's direction.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x2028, 0x2029: return true
    case 0x200E, 0x200F, 0x061C: return true
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// JSON text with every unsafe character inside its strings written as a `\uXXXX` escape.
  /// (Outside strings JSON has only structural characters, spaces and newlines.)
  static func escapeJSON(_ json: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if scalar != "\n", isUnsafe(scalar) {
        out.append(contentsOf: String(format: "\\u%04X", scalar.value).unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}

/// Colours for a terminal; every method returns its text unchanged when colour is off.
struct Style: Sendable {
  /// Whether to emit SGR sequences.
  let enabled: Bool

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func yellow(_ text: String) -> String { wrap(text, "33") }
  func blue(_ text: String) -> String { wrap(text, "34") }
  func cyan(_ text: String) -> String { wrap(text, "36") }
}
