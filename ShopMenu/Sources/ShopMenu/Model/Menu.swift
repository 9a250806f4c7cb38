/// A decoded menu, with its entries indexed by identity.
public struct Menu: Sendable, Equatable {
  /// The top-level entries, in feed order.
  let entries: [MenuEntry]
  let format: FeedFormat
  /// Entries dropped or changed while decoding.
  let diagnostics: [FeedDiagnostic]

  /// Every entry in depth-first feed order.
  let allEntries: [MenuEntry]
  private let positions: [MenuEntry.ID: Int]

  init(entries: [MenuEntry], format: FeedFormat, diagnostics: [FeedDiagnostic] = []) {
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
    allEntries = all
    positions = Dictionary(zip(all.map(\.id), all.indices)) { first, _ in first }
  }

  /// The entry with this identity, if the menu still has it.
  func entry(_ id: MenuEntry.ID) -> MenuEntry? { positions[id].map { allEntries[$0] } }

  /// The entries on the path to `id`, top level first, or `nil` if any is missing.
  func path(to id: MenuEntry.ID) -> [MenuEntry]? {
    let prefixes = (1...max(id.depth, 1)).map { MenuEntry.ID(Array(id.components.prefix($0))) }
    let path = prefixes.compactMap(entry)
    return path.count == prefixes.count ? path : nil
  }
}
