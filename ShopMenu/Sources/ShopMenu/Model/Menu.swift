import Foundation

/// A decoded menu; its indexes are built on first use (they were a third of building a menu).
public struct Menu: Sendable, Equatable {
  /// The top-level entries, in feed order.
  public let entries: [MenuEntry]
  /// Which feed format the document was in.
  public let format: FeedFormat
  /// Entries dropped or changed while decoding.
  public let diagnostics: [FeedDiagnostic]

  /// Every entry in depth-first feed order.
  public let allEntries: [MenuEntry]
  private let positions = LazyValue<[MenuEntry.ID: Int]>()
  private let folded = LazyValue<[String]>()
  private let lazyPageIndex = LazyValue<PageIndex>()

  /// A menu of the top-level `entries`, decoded from a feed in `format`.
  public init(entries: [MenuEntry], format: FeedFormat, diagnostics: [FeedDiagnostic] = []) {
    self.entries = entries
    self.format = format
    self.diagnostics = diagnostics
    var all: [MenuEntry] = []
    func add(_ level: [MenuEntry]) {
      for entry in level {
        all.append(entry)
        add(entry.children)
      }
    }
    add(entries)
    self.allEntries = all
  }

  /// Labels folded for search (case- and diacritic-insensitive), parallel to ``allEntries``.
  var foldedLabels: [String] { folded.get { allEntries.map { MenuSearch.fold($0.label) } } }

  /// The entry with this identity, if the menu still has it.
  public func entry(_ id: MenuEntry.ID) -> MenuEntry? {
    let positions = self.positions.get {
      Dictionary(zip(allEntries.map(\.id), allEntries.indices)) { _, last in last }
    }
    return positions[id].map { allEntries[$0] }
  }

  /// The entries on the path to `id`, top level first, or `nil` if any is missing.
  public func path(to id: MenuEntry.ID) -> [MenuEntry]? {
    let prefixes = (1...max(id.depth, 1)).map { MenuEntry.ID(Array(id.components.prefix($0))) }
    let path = prefixes.compactMap(entry)
    return path.count == prefixes.count ? path : nil
  }

  /// The entries by the page they open.
  var pageIndex: PageIndex { lazyPageIndex.get { PageIndex(self) } }

  /// Number of entries kept.
  public var count: Int { allEntries.count }

  /// Levels in the deepest branch (0 for an empty menu).
  public var maxDepth: Int { allEntries.map(\.id.depth).max() ?? 0 }

  /// How many entries of each kind.
  public func count(of kind: MenuEntry.Kind) -> Int { allEntries.filter { $0.kind == kind }.count }

  public static func == (lhs: Menu, rhs: Menu) -> Bool {
    lhs.entries == rhs.entries && lhs.format == rhs.format && lhs.diagnostics == rhs.diagnostics
  }
}

final class LazyValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value?

  func get(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value { return value }
    let made = make()
    value = made
    return made
  }
}
