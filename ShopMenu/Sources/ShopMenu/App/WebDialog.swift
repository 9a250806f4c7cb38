import Foundation

/// A question a web page asks with JavaScript's `alert()`, `confirm()` or `prompt()`, as the web
/// view hands it to the model. The app shows it with SwiftUI; its title names ``host``, the host
/// of the frame that asked (as Safari does), so a frame of another site cannot pass for the shop.
public struct WebDialog: Sendable, Hashable, Identifiable {
  /// Which JavaScript function asked.
  public enum Kind: Sendable, Hashable {
    /// `alert(message)`: a message and OK.
    case alert
    /// `confirm(message)`: OK or Cancel.
    case confirm
    /// `prompt(message, defaultText)`: a line of text, or Cancel.
    case prompt
  }

  /// How a person (or the app, for them) answers.
  public enum Answer: Sendable, Hashable {
    /// OK, with no text (an alert, a confirm).
    case ok
    /// OK with the text entered (a prompt).
    case text(String)
    /// Cancel; also the answer when the page goes away before the person answered.
    case cancel

    /// What `confirm()` returns for this answer.
    public var confirmed: Bool { self != .cancel }

    /// What `prompt()` returns for this answer: the text, or `nil` for Cancel.
    public var text: String? {
      switch self {
      case .text(let text): return text
      case .ok: return ""
      case .cancel: return nil
      }
    }
  }

  /// Identifies the dialog while it waits; increases with every dialog.
  public let id: Int
  /// Which function asked.
  public let kind: Kind
  /// The page's message.
  public let message: String
  /// The host of the frame that asked; empty when that frame has none (a `data:` or `about:`
  /// frame).
  public let host: String
  /// The text a prompt starts with (`prompt()`'s second argument), if any.
  public let defaultText: String?

  /// Creates a dialog.
  public init(id: Int, kind: Kind, message: String, host: String, defaultText: String? = nil) {
    self.id = id
    self.kind = kind
    self.message = message
    self.host = host
    self.defaultText = defaultText
  }
}

/// A dialog waiting in the model, with WebKit's completion handler. The handler runs at most once:
/// WebKit raises when it runs twice or never, so every dialog leaves the queue through
/// ``answer(_:)``.
final class PendingWebDialog {
  let dialog: WebDialog
  private var reply: ((WebDialog.Answer) -> Void)?

  init(_ dialog: WebDialog, reply: @escaping (WebDialog.Answer) -> Void) {
    self.dialog = dialog
    self.reply = reply
  }

  /// Calls the handler with `answer`, the first time only.
  func answer(_ answer: WebDialog.Answer) {
    guard let reply else { return }
    self.reply = nil
    reply(answer)
  }
}
