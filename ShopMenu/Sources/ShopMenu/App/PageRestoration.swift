import Foundation

/// Which page the web view opens on launch: the last page it showed, as Safari does, when that
/// page may still be shown; otherwise the shop's home page.
///
/// The last page is restored only when all of these hold:
/// - it can be read from the store;
/// - it is an `https` URL;
/// - the shop's ``URLPolicy`` opens it in the app (one of the shop's hosts, no credentials), as
///   it would a menu entry: pages of other sites (payment, another shop) are not reopened;
/// - it was saved at most ``maximumAge`` ago, and not in the future (a clock set back makes
///   the age unknown).
public struct PageRestoration {
  /// Pages older than this are not reopened: 24 hours.
  public static let maximumAge: TimeInterval = 24 * 60 * 60

  /// Why the home page opens instead of the last page.
  public enum Reason: Error, Sendable, Hashable, CustomStringConvertible {
    /// No page was saved.
    case nothingSaved
    /// The store could not be read.
    case unreadable(LastPageStore.LoadError)
    /// The page is not `https`.
    case notHTTPS
    /// The policy does not open the page in the app (another site, credentials…).
    case refusedByPolicy
    /// The page was saved longer ago than ``PageRestoration/maximumAge``.
    case tooOld
    /// The page was saved after the current time.
    case savedInFuture

    public var description: String {
      switch self {
      case .nothingSaved: return "no page was saved"
      case .unreadable(let error): return error.description
      case .notHTTPS: return "the saved page is not https"
      case .refusedByPolicy: return "the saved page does not open in the app"
      case .tooOld: return "the saved page is too old"
      case .savedInFuture: return "the saved page is dated in the future"
      }
    }
  }

  /// The page opened on launch.
  public enum Outcome: Sendable, Hashable {
    /// The last page, reopened.
    case restored(URL)
    /// The shop's home page, and why the last page was not reopened.
    case home(URL, Reason)

    /// The page to open.
    public var url: URL {
      switch self {
      case .restored(let url), .home(let url, _): return url
      }
    }
  }

  /// The rule: what to open for `saved` (or the error reading it) at `now`.
  public static func outcome(
    for saved: Result<SavedPage?, LastPageStore.LoadError>, shop: ShopConfiguration, now: Date,
    maximumAge: TimeInterval = maximumAge
  ) -> Outcome {
    let home = shop.homeURL
    let page: SavedPage
    switch saved {
    case .failure(let error): return .home(home, .unreadable(error))
    case .success(nil): return .home(home, .nothingSaved)
    case .success(let found?): page = found
    }
    guard page.url.scheme?.lowercased() == "https" else { return .home(home, .notHTTPS) }
    guard case .success(.inApp) = shop.urlPolicy.destination(for: page.url.absoluteString) else {
      return .home(home, .refusedByPolicy)
    }
    let age = now.timeIntervalSince(page.savedAt)
    guard age >= 0 else { return .home(home, .savedInFuture) }
    guard age <= maximumAge else { return .home(home, .tooOld) }
    return .restored(page.url)
  }

  // MARK: - In the model

  /// What was decided at launch.
  public let launch: Outcome
  private let store: LastPageStore
  private let now: () -> Date

  /// Reads `store` once and decides the launch page.
  init(store: LastPageStore, shop: ShopConfiguration, now: @escaping () -> Date) {
    self.store = store
    self.now = now
    let saved: Result<SavedPage?, LastPageStore.LoadError>
    do {
      saved = .success(try store.load())
    } catch let error as LastPageStore.LoadError {
      saved = .failure(error)
    } catch {
      saved = .failure(.corrupt("\(error)"))
    }
    launch = Self.outcome(for: saved, shop: shop, now: now())
  }

  /// Saves `url` as the page shown now.
  func save(_ url: URL) {
    store.save(SavedPage(url: url, savedAt: now()))
  }
}
