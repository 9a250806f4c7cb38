/// The rows of one level: a section (myToys) is a titled group, other entries untitled groups.
public struct MenuGroup: Sendable, Hashable, Identifiable {
  /// The section's identity, or the first entry's for an untitled group.
  public let id: MenuEntry.ID
  /// The section's label; `nil` for entries outside a section.
  public let title: String?
  /// The rows, in feed order (categories and links).
  public let entries: [MenuEntry]
}

extension Menu {
  /// The top level's groups, or `parent`'s (none if the menu no longer has it).
  func groups(under parent: MenuEntry.ID?) -> [MenuGroup] {
    let level = parent.map { entry($0)?.children ?? [] } ?? entries
    var groups: [MenuGroup] = []
    for (index, entry) in level.enumerated() {
      if entry.kind == .section {
        let rows = entry.children.filter { $0.kind != .section }
        groups.append(MenuGroup(id: entry.id, title: entry.label, entries: rows))
      } else if index == 0 || level[index - 1].kind == .section {
        // A run of entries outside any section starts here.
        let run = level[index...].prefix { $0.kind != .section }
        groups.append(MenuGroup(id: entry.id, title: nil, entries: Array(run)))
      }
    }
    return groups
  }
}

extension Menu {
  /// The level `id` is a row of: its category, `nil` on the top level (a section is no level).
  func level(of id: MenuEntry.ID) -> MenuEntry.ID? {
    var level = id.parent
    while let parent = level, entry(parent)?.kind == .section { level = parent.parent }
    return level
  }
}
