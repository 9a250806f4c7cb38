import Foundation

/// The entries that open in the app (``Destination/inApp(_:)``) by ``URLMatchKey``.
public struct PageIndex: Sendable {
  /// The entries opening each page, in feed order.
  private let entries: [URLMatchKey: [MenuEntry.ID]]

  /// Indexes `menu`.
  public init(_ menu: Menu) {
    var entries: [URLMatchKey: [MenuEntry.ID]] = [:]
    for entry in menu.allEntries {
      guard case .inApp(let url)? = entry.destination, let key = URLMatchKey(url) else { continue }
      entries[key, default: []].append(entry.id)
    }
    self.entries = entries
  }

  /// Every entry that opens `url`, in feed order.
  public func entries(showing url: URL) -> [MenuEntry.ID] {
    URLMatchKey(url).flatMap { entries[$0] } ?? []
  }

  /// `preferred` if it opens `url`, else the deepest (first in feed order) that does.
  public func entry(showing url: URL, preferring preferred: MenuEntry.ID? = nil) -> MenuEntry.ID? {
    let matches = entries(showing: url)
    if let preferred, matches.contains(preferred) { return preferred }
    return matches.max { $0.depth < $1.depth }
  }

  /// Number of distinct pages indexed.
  public var count: Int { entries.count }
}
