import Foundation

/// One search hit: the entry and where it sits in the tree.
public struct SearchResult: Sendable, Hashable, Identifiable {
  public let entry: MenuEntry
  /// Labels of its ancestors, top level first (empty on the top level).
  public let breadcrumb: [String]

  public var id: MenuEntry.ID { entry.id }

  /// The ancestors as one line, `Damen › Mode`.
  public var breadcrumbText: String { breadcrumb.joined(separator: " › ") }
}

/// Every word of the query in the label, case- and diacritic-insensitive; no sections.
public enum MenuSearch {
  /// Folds text for comparison: `Über` and `uber` are equal.
  public static func fold(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// Entries whose label contains every word of `query`, in menu order; at most `limit`.
  public static func search(_ query: String, in menu: Menu, limit: Int = 200) -> [SearchResult] {
    let words = fold(query).split(whereSeparator: { $0.isWhitespace }).map(String.init)
    guard !words.isEmpty, limit > 0 else { return [] }
    let hits = menu.allEntries.lazy.filter { entry in
      entry.kind != .section && words.allSatisfy(fold(entry.label).contains)
    }
    return hits.prefix(limit).map { entry in
      let ancestors = menu.path(to: entry.id)?.dropLast() ?? []
      return SearchResult(entry: entry, breadcrumb: ancestors.map(\.label))
    }
  }
}
