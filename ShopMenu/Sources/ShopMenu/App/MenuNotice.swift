import Foundation

/// The line above a usable menu that may be out of date: why, and what the menu is.
public struct MenuNotice: Sendable, Equatable {
  /// Why the menu shown may be out of date.
  public enum Cause: Sendable, Equatable {
    /// The shop could not be reached.
    case offline
    /// The server answered with an error, or with no usable menu.
    case serverError
    /// The load ran out of time, or is still running.
    case slowNetwork
  }

  public let cause: Cause
  /// Whether the menu shown is the copy that came with the app.
  public let isBundledCopy: Bool
  /// When the menu shown was fetched, if known (never for the bundled copy).
  public let since: Date?
}

extension MenuNotice {
  /// The notice for a menu fetched at `since` whose refresh failed with `error`.
  public init(since: Date?, refreshFailedWith error: MenuLoadError) {
    self.init(cause: Cause(error), isBundledCopy: false, since: since)
  }

  /// The notice for the bundled copy, shown because the first load failed with `error`.
  public init(bundledCopyBecause error: MenuLoadError) {
    self.init(cause: Cause(error), isBundledCopy: true, since: nil)
  }

  /// Its SF Symbol (all in SF Symbols 2, iOS 14).
  public var symbolName: String {
    switch cause {
    case .offline: return "wifi.slash"
    case .serverError: return "exclamationmark.icloud"
    case .slowNetwork: return "tortoise"
    }
  }
}

extension MenuNotice.Cause {
  init(_ error: MenuLoadError) {
    switch error {
    case .network(.offline), .network(.transport): self = .offline
    case .network(.timedOut): self = .slowNetwork
    case .network, .feed, .unavailable: self = .serverError
    }
  }
}
