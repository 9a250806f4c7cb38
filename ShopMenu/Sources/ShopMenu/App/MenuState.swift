import Foundation

/// The menu's load state.
public enum MenuState: Sendable, Equatable {
  /// Nothing to show yet; the first load is running.
  case loading
  /// A menu to show, current as far as anyone knows.
  case ready(MenuSnapshot)
  /// A menu to show, whose last refresh failed (a notice says why).
  case stale(MenuSnapshot, reason: MenuLoadError)
  /// No menu at all: the reason and Retry.
  case failed(MenuLoadError)

  /// The menu to show, if any.
  var snapshot: MenuSnapshot? {
    switch self {
    case .ready(let snapshot), .stale(let snapshot, _): return snapshot
    case .loading, .failed: return nil
    }
  }

  /// The menu on screen, if there is one.
  var menu: Menu? { snapshot?.menu }

  /// Why the last load or refresh failed, if it did.
  var error: MenuLoadError? {
    switch self {
    case .stale(_, let reason), .failed(let reason): return reason
    case .loading, .ready: return nil
    }
  }
}

/// A page the web view (or, for ``BrowserModel/externalURL``, the system) is asked to open: a new
/// ``id`` opens it, even for the same URL.
public struct PageRequest: Sendable, Hashable {
  public let url: URL
  /// Increases with every request.
  public let id: Int
}
