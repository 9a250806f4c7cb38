import Foundation

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
  public func groups(under parent: MenuEntry.ID?) -> [MenuGroup] {
    let level = parent.map { entry($0)?.children ?? [] } ?? entries
    var groups: [MenuGroup] = []
    var loose: [MenuEntry] = []
    func flushLoose() {
      guard let first = loose.first else { return }
      groups.append(MenuGroup(id: first.id, title: nil, entries: loose))
      loose = []
    }
    for entry in level {
      if entry.kind == .section {
        flushLoose()
        groups.append(
          MenuGroup(
            id: entry.id, title: entry.label, entries: entry.children.filter { $0.kind != .section }
          ))
      } else {
        loose.append(entry)
      }
    }
    flushLoose()
    return groups
  }
}
