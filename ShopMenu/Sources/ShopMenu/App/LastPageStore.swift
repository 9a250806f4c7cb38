import Foundation

/// A page the web view showed, and when.
public struct SavedPage: Sendable, Hashable, Codable {
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

/// Where the app keeps the last page the web view showed, so that a relaunch can reopen it (see
/// ``PageRestoration``): `UserDefaults` in the app, memory in tests, nothing in the terminal
/// front end.
public struct LastPageStore {
  /// Why a stored page cannot be read.
  public enum LoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Something is stored, but it is not a saved page.
    case corrupt(String)

    public var description: String {
      switch self {
      case .corrupt(let reason): return "the saved page cannot be read: \(reason)"
      }
    }
  }

  /// Reads the saved page: `nil` if there is none.
  public var load: () throws -> SavedPage?
  /// Replaces the saved page.
  public var save: (SavedPage) -> Void

  /// Creates a store from its two operations.
  public init(load: @escaping () throws -> SavedPage?, save: @escaping (SavedPage) -> Void) {
    self.load = load
    self.save = save
  }

  /// Keeps nothing: every launch opens the home page.
  public static let none = LastPageStore(load: { nil }, save: { _ in })

  /// Keeps the page in memory, starting with `initial` (for tests and previews).
  public static func inMemory(_ initial: SavedPage? = nil) -> LastPageStore {
    let box = Box(initial)
    return LastPageStore(load: { box.page }, save: { box.page = $0 })
  }

  /// Keeps the page in `defaults` under `key`, as JSON.
  public static func userDefaults(_ defaults: UserDefaults, key: String) -> LastPageStore {
    LastPageStore(
      load: {
        guard let stored = defaults.object(forKey: key) else { return nil }
        guard let data = stored as? Data else {
          throw LoadError.corrupt("expected data, found \(type(of: stored))")
        }
        do {
          return try JSONDecoder().decode(SavedPage.self, from: data)
        } catch {
          throw LoadError.corrupt("not a saved page (\(data.count) bytes)")
        }
      },
      save: { page in
        guard let data = try? JSONEncoder().encode(page) else { return }
        defaults.set(data, forKey: key)
      })
  }

  /// The `UserDefaults` key for a shop's last page: each shop keeps its own.
  public static func defaultsKey(for shop: ShopConfiguration.Shop) -> String {
    "ShopMenu.lastPage.\(shop.rawValue)"
  }

  private final class Box {
    var page: SavedPage?
    init(_ page: SavedPage?) { self.page = page }
  }
}
