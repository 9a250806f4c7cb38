import Foundation

/// The entries that open in the app (``Destination/inApp(_:)``) by ``URLMatchKey``.
public struct PageIndex: Sendable {
  private let first: [URLMatchKey: MenuEntry.ID]
  /// Pages that several entries open, all of them in feed order.
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

  /// `preferred` if it opens `url`, else the deepest (first in feed order) that does.
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
