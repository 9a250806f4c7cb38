import Foundation

/// The menu's entries by the page they open in the app, to find the entry for the page a web
/// view shows. Built once per menu, on first use (``Menu/pageIndex``).
///
/// Only entries that open in the app's web view (``Destination/inApp(_:)``) are indexed, links
/// and categories alike; pages are compared by ``URLMatchKey``.
public struct PageIndex: Sendable {
  /// The first entry (in feed order) for each page.
  private let first: [URLMatchKey: MenuEntry.ID]
  /// Pages that several entries open: all of them, in feed order.
  private let shared: [URLMatchKey: [MenuEntry.ID]]

  /// Indexes `menu`.
  public init(_ menu: Menu) {
    var first: [URLMatchKey: MenuEntry.ID] = [:]
    first.reserveCapacity(menu.count)
    var shared: [URLMatchKey: [MenuEntry.ID]] = [:]
    for entry in menu.allEntries {
      guard case .inApp(let url)? = entry.destination, let key = URLMatchKey(url) else { continue }
      if let earlier = first.updateValue(entry.id, forKey: key) {
        first[key] = earlier
        shared[key, default: [earlier]].append(entry.id)
      }
    }
    self.first = first
    self.shared = shared
  }

  /// Every entry that opens `url`, in feed order.
  public func entries(showing url: URL) -> [MenuEntry.ID] {
    guard let key = URLMatchKey(url), let id = first[key] else { return [] }
    return shared[key] ?? [id]
  }

  /// The entry to mark for `url`: `preferred` if it opens that page (the entry a person chose),
  /// else the deepest entry that does (the first in feed order among equally deep ones).
  public func entry(showing url: URL, preferring preferred: MenuEntry.ID? = nil) -> MenuEntry.ID? {
    let matches = entries(showing: url)
    if let preferred, matches.contains(preferred) { return preferred }
    var deepest: MenuEntry.ID?
    for id in matches where id.depth > (deepest?.depth ?? 0) { deepest = id }
    return deepest
  }

  /// Number of distinct pages indexed.
  public var count: Int { first.count }
}

/// Holds a value computed on first use; safe to share between threads.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value?

  /// The value, computed by `make` the first time.
  func get(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value { return value }
    let made = make()
    value = made
    return made
  }
}
