/// A page's `alert()` or `confirm()`, titled with ``host`` as Safari does. (`prompt()` is left
/// to WebKit, which answers it as cancelled.)
public struct WebDialog: Sendable, Hashable, Identifiable {
  public enum Kind: Sendable, Hashable {
    case alert, confirm
  }

  /// The person's answer; Cancel also when the page goes first.
  public enum Answer: Sendable, Hashable {
    case ok, cancel

    /// What `confirm()` returns.
    public var confirmed: Bool { self == .ok }
  }

  /// Increases with every dialog.
  public let id: Int
  public let kind: Kind
  public let message: String
  /// The host of the frame that asked; empty for a `data:` or `about:` frame.
  public let host: String
}
