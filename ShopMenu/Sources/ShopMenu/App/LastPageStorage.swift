import Foundation

/// Where a launch keeps the last page shown (see ``AppLaunchConfiguration/lastPageStorage``).
public enum LastPageStorage: Sendable, Hashable {
  /// Nowhere: every launch opens the home page.
  case none
  /// In a `UserDefaults` suite (`nil`: the app's standard defaults).
  case userDefaults(suiteName: String?)

  /// The storage for a launch: the suite named by ``AppLaunchConfiguration/lastPageSuiteKey``
  /// if set; else the standard defaults, except when the API is stubbed (UI tests start from
  /// the home page unless they name a suite of their own).
  public init(suiteName: String?, stubbed: Bool) {
    if let suiteName, !suiteName.isEmpty {
      self = .userDefaults(suiteName: suiteName)
    } else {
      self = stubbed ? .none : .userDefaults(suiteName: nil)
    }
  }

  /// The store for `shop`'s last page.
  public func store(for shop: ShopConfiguration.Shop) -> LastPageStore {
    switch self {
    case .none:
      return .none
    case .userDefaults(let suiteName):
      let defaults = suiteName.map { UserDefaults(suiteName: $0) } ?? .standard
      guard let defaults else { return .none }
      return .userDefaults(defaults, key: LastPageStore.defaultsKey(for: shop))
    }
  }
}
