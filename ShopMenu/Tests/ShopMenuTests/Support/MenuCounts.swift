import Foundation

@testable import ShopMenu

/// Counts the tests check a decoded menu by.
extension Menu {
  var count: Int { allEntries.count }
  var maxDepth: Int { allEntries.map(\.id.depth).max() ?? 0 }
  func count(of kind: MenuEntry.Kind) -> Int { allEntries.filter { $0.kind == kind }.count }
}

extension MenuEntry {
  var subtreeCount: Int { children.reduce(1) { $0 + $1.subtreeCount } }
}

extension ShopConfiguration.Shop {
  var feedFormat: FeedFormat { FeedFormat(rawValue: rawValue)! }
}

extension MenuEntry {
  var url: URL? { destination?.url }
}

extension FeedFormat {
  var shop: ShopConfiguration.Shop { ShopConfiguration.Shop(rawValue: rawValue)! }
}
