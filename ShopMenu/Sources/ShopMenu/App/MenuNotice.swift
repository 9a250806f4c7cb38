import Foundation

/// The quiet line above a usable menu that may be out of date: what happened.
public enum MenuNotice: Sendable, Equatable {
  /// The copy shipped with the app: the first load failed or is taking long.
  case bundledCopy
  /// The last refresh could not reach the shop; the menu is from `since` (`nil`: unknown).
  case offline(since: Date?)
  /// The server answered with an error, or with no usable menu.
  case serverError(since: Date?)
  /// The last refresh ran out of time.
  case slowNetwork(since: Date?)

  /// The notice for a menu fetched at `since` whose refresh failed with `error`.
  public init(since: Date?, refreshFailedWith error: MenuLoadError) {
    switch error {
    case .network(.offline), .network(.transport): self = .offline(since: since)
    case .network(.timedOut): self = .slowNetwork(since: since)
    case .network, .feed, .unavailable: self = .serverError(since: since)
    }
  }

  /// When the menu shown was fetched, if known.
  public var since: Date? {
    switch self {
    case .bundledCopy: return nil
    case .offline(let since), .serverError(let since), .slowNetwork(let since): return since
    }
  }

  /// Its SF Symbol (all in SF Symbols 2, iOS 14).
  public var symbolName: String {
    switch self {
    case .bundledCopy: return "shippingbox"
    case .offline: return "wifi.slash"
    case .serverError: return "exclamationmark.icloud"
    case .slowNetwork: return "tortoise"
    }
  }
}
