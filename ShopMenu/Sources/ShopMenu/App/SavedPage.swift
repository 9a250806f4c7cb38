import Foundation

/// A page the web view showed, and when, as the root view keeps it with `@SceneStorage`.
public struct SavedPage: Sendable, Hashable {
  /// The page.
  public var url: URL
  /// When the web view first showed it.
  public var savedAt: Date

  /// `url`, shown at `savedAt`.
  public init(url: URL, savedAt: Date) {
    self.url = url
    self.savedAt = savedAt
  }

  /// 24 hours.
  public static let maximumAge: TimeInterval = 24 * 60 * 60

  /// The page to reopen at `now`, spelled by the URL policy: an `https` page that `shop` opens in
  /// the app, shown at most `maximumAge` ago (a date in the future is a clock set back); `nil`
  /// leaves the home page.
  public func reopenedURL(
    shop: ShopConfiguration, now: Date, maximumAge: TimeInterval = maximumAge
  ) -> URL? {
    guard url.scheme?.lowercased() == "https",
      case .success(.inApp(let url)) = shop.urlPolicy.destination(for: url.absoluteString),
      (0...maximumAge).contains(now.timeIntervalSince(savedAt))
    else { return nil }
    return url
  }
}
