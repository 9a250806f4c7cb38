import Foundation

/// A page's `alert()`, `confirm()` or `prompt()`, titled with ``host`` as Safari does.
public struct WebDialog: Sendable, Hashable, Identifiable {
  /// Which JavaScript function asked.
  public enum Kind: Sendable, Hashable {
    /// `alert()`, `confirm()`, `prompt()`.
    case alert, confirm, prompt
  }

  /// The person's answer.
  public enum Answer: Sendable, Hashable {
    /// OK to an alert or a confirm.
    case ok
    /// OK with a prompt's text.
    case text(String)
    /// Cancel, also when the page goes first.
    case cancel

    /// What `confirm()` returns.
    public var confirmed: Bool { self != .cancel }

    /// What `prompt()` returns.
    public var text: String? {
      switch self {
      case .text(let text): return text
      case .ok: return ""
      case .cancel: return nil
      }
    }
  }

  /// Increases with every dialog.
  public let id: Int
  public let kind: Kind
  public let message: String
  /// The host of the frame that asked; empty for a `data:` or `about:` frame.
  public let host: String
  /// `prompt()`'s second argument.
  public let defaultText: String?

  /// A dialog the frame at `host` asked for; `id` is unique within its queue.
  public init(id: Int, kind: Kind, message: String, host: String, defaultText: String? = nil) {
    self.id = id
    self.kind = kind
    self.message = message
    self.host = host
    self.defaultText = defaultText
  }
}
