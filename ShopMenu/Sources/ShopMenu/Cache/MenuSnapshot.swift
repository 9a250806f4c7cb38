import Foundation

/// A usable menu and where it came from.
public struct MenuSnapshot: Sendable, Equatable {
  /// Where a menu came from, freshest first.
  enum Source: Sendable, Hashable {
    /// Fetched from the navigation API in this run (or confirmed current by a `304`).
    case network
    /// The last good feed saved on this device.
    case disk
    /// The snapshot shipped with the app.
    case bundled
  }

  let menu: Menu
  let source: Source
  /// When its feed was fetched, if known.
  let fetchedAt: Date?
}

/// Why the menu could not be loaded or refreshed.
public enum MenuLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  case network(MenuAPIError)
  case feed(FeedError)
  /// No client and no snapshot.
  case unavailable

  public var description: String {
    switch self {
    case .network(let error): return error.description
    case .feed(let error): return error.description
    case .unavailable: return "No menu is available."
    }
  }
}
