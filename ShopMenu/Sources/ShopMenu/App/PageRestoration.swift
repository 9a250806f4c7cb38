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
}

/// A kept page reopens if `https`, in the app by ``URLPolicy``, and at most ``maximumAge`` old.
public enum PageRestoration {
  /// 24 hours.
  public static let maximumAge: TimeInterval = 24 * 60 * 60

  /// Why the home page stays instead of the kept page.
  public enum Reason: Error, Sendable, Hashable {
    /// The scene kept no page (a fresh launch, or the person closed the app).
    case nothingSaved
    /// The page is not `https`.
    case notHTTPS
    /// The policy does not open the page in the app.
    case refusedByPolicy
    /// Shown longer ago than ``PageRestoration/maximumAge``.
    case tooOld
    /// Shown after the current time (a clock set back).
    case savedInFuture
  }

  /// The page a scene shows when it is restored.
  public enum Outcome: Sendable, Hashable {
    /// The kept page, reopened.
    case restored(URL)
    /// The shop's home page, and why the kept page was not reopened.
    case home(URL, Reason)
  }

  /// What a scene that kept `saved` shows at `now`.
  public static func outcome(
    for saved: SavedPage?, shop: ShopConfiguration, now: Date,
    maximumAge: TimeInterval = maximumAge
  ) -> Outcome {
    let home = shop.homeURL
    guard let page = saved else { return .home(home, .nothingSaved) }
    guard page.url.scheme?.lowercased() == "https" else { return .home(home, .notHTTPS) }
    // The policy's spelling, alike on every OS (`?filter[farbe]=blau` percent-encoded).
    guard case .success(.inApp(let url)) = shop.urlPolicy.destination(for: page.url.absoluteString)
    else {
      return .home(home, .refusedByPolicy)
    }
    let age = now.timeIntervalSince(page.savedAt)
    guard age >= 0 else { return .home(home, .savedInFuture) }
    guard age <= maximumAge else { return .home(home, .tooOld) }
    return .restored(url)
  }
}
