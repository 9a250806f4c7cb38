import Foundation

/// The menu's load state, as the menu screen shows it.
public enum MenuState: Sendable, Equatable {
  /// Nothing to show yet; the first load is running.
  case loading
  /// A menu to show, current as far as anyone knows.
  case ready(MenuSnapshot)
  /// A menu to show, but the last refresh failed: show it with a quiet banner saying why.
  case stale(MenuSnapshot, reason: MenuLoadError)
  /// No menu at all; show the reason and a Retry button.
  case failed(MenuLoadError)

  /// The menu to show, if any.
  public var snapshot: MenuSnapshot? {
    switch self {
    case .ready(let snapshot), .stale(let snapshot, _): return snapshot
    case .loading, .failed: return nil
    }
  }

  /// The menu to show, if any.
  public var menu: Menu? { snapshot?.menu }

  /// Why the last load or refresh failed, if it did.
  public var error: MenuLoadError? {
    switch self {
    case .stale(_, let reason), .failed(let reason): return reason
    case .loading, .ready: return nil
    }
  }
}

// MARK: - Requests to the views

/// A page the web view is asked to load. A new ``id`` means "load", even for the same URL, so
/// choosing the page already shown loads it again.
public struct PageRequest: Sendable, Hashable {
  /// The page.
  public let url: URL
  /// Increases with every request.
  public let id: Int
}

/// A URL to hand to the system (another app or the browser); the view calls
/// ``BrowserModel/externalURLHandled()`` once it has.
public struct ExternalURLRequest: Sendable, Hashable {
  /// The URL.
  public let url: URL
  /// Increases with every request.
  public let id: Int
}
