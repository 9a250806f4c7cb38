import Foundation

/// The line above a usable menu that may be out of date: why, and what the menu is.
public struct MenuNotice: Sendable, Equatable {
  public enum Cause: Sendable, Equatable {
    /// The shop could not be reached.
    case offline
    /// The server answered with an error, or with no usable menu.
    case serverError
    /// The server did not answer in time.
    case slowNetwork
  }

  public let cause: Cause
  /// Whether the menu shown is the basic copy that came with the app.
  public let isBundledCopy: Bool
  /// When the menu shown was fetched, if known (never for the bundled copy).
  public let since: Date?

  /// Its SF Symbol (all in SF Symbols 2, iOS 14).
  public var symbolName: String {
    switch cause {
    case .offline: return "wifi.slash"
    case .serverError: return "exclamationmark.icloud"
    case .slowNetwork: return "clock"
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
