import Foundation

/// A page the web view showed, and when: what the root view keeps for its scene with
/// `@SceneStorage`, so that iOS can put a person back where they were when it restores a scene
/// it ended in the background. The app keeps no copy of its own: a person who closes the app
/// (or a fresh launch) gets the shop's home page.
public struct SavedPage: Sendable, Hashable {
  /// The page.
  public var url: URL
  /// When the web view showed it.
  public var savedAt: Date

  /// Creates a saved page.
  public init(url: URL, savedAt: Date) {
    self.url = url
    self.savedAt = savedAt
  }
}

/// The rule for what a restored scene may reopen: the page it kept, when that page may still be
/// shown; otherwise the shop's home page stays.
///
/// The page is reopened only when all of these hold:
/// - it is an `https` URL;
/// - the shop's ``URLPolicy`` opens it in the app (one of the shop's hosts, no credentials), as
///   it would a menu entry: pages of other sites (payment, another shop) are not reopened. The
///   page reopened is the policy's URL, spelled alike for every OS;
/// - it was shown at most ``maximumAge`` ago, and not in the future (a clock set back makes
///   the age unknown).
public enum PageRestoration {
  /// Pages older than this are not reopened: 24 hours.
  public static let maximumAge: TimeInterval = 24 * 60 * 60

  /// Why the home page stays instead of the kept page.
  public enum Reason: Error, Sendable, Hashable, CustomStringConvertible {
    /// The scene kept no page (a fresh launch, or the person closed the app).
    case nothingSaved
    /// The page is not `https`.
    case notHTTPS
    /// The policy does not open the page in the app (another site, credentials…).
    case refusedByPolicy
    /// The page was shown longer ago than ``PageRestoration/maximumAge``.
    case tooOld
    /// The page was shown after the current time.
    case savedInFuture

    public var description: String {
      switch self {
      case .nothingSaved: return "no page was kept"
      case .notHTTPS: return "the kept page is not https"
      case .refusedByPolicy: return "the kept page does not open in the app"
      case .tooOld: return "the kept page is too old"
      case .savedInFuture: return "the kept page is dated in the future"
      }
    }
  }

  /// The page a scene shows when it is restored.
  public enum Outcome: Sendable, Hashable {
    /// The kept page, reopened.
    case restored(URL)
    /// The shop's home page, and why the kept page was not reopened.
    case home(URL, Reason)

    /// The page to show.
    public var url: URL {
      switch self {
      case .restored(let url), .home(let url, _): return url
      }
    }
  }

  /// The rule: what a scene that kept `saved` shows at `now`. Pure: no storage, no clock.
  public static func outcome(
    for saved: SavedPage?, shop: ShopConfiguration, now: Date,
    maximumAge: TimeInterval = maximumAge
  ) -> Outcome {
    let home = shop.homeURL
    guard let page = saved else { return .home(home, .nothingSaved) }
    guard page.url.scheme?.lowercased() == "https" else { return .home(home, .notHTTPS) }
    // The policy's URL, spelled alike for every OS (`?filter[farbe]=blau` percent-encoded).
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
