import Foundation

/// A page the web view showed, when, and its menu title, as the root view keeps it with
/// `@SceneStorage`.
public struct SavedPage: Sendable, Hashable {
  public var url: URL
  /// When the web view first showed it.
  public var savedAt: Date
  /// The title the menu gave it; `nil`: the shop's name.
  public var title: String?

  public init(url: URL, savedAt: Date, title: String? = nil) {
    self.url = url
    self.savedAt = savedAt
    self.title = title
  }

  static let maximumAge: TimeInterval = 24 * 60 * 60

  /// The page to reopen at `now`, spelled by the URL policy: an `https` page that `shop` opens in
  /// the app, shown at most `maximumAge` ago (a date in the future is a clock set back); `nil`
  /// leaves the home page.
  func reopenedURL(shop: ShopConfiguration, now: Date, maximumAge: TimeInterval = maximumAge)
    -> URL?
  {
    guard url.scheme?.lowercased() == "https",
      case .success(.inApp(let url)) = shop.urlPolicy.destination(for: url.absoluteString),
      (0...maximumAge).contains(now.timeIntervalSince(savedAt))
    else { return nil }
    return url
  }
}
