import Foundation
import ShopMenu

/// What changed between two menus, entry by entry, matched by ``MenuEntry/ID``.
public struct MenuDiff: Sendable, Equatable {
  /// One entry present in both menus that changed.
  public struct Change: Sendable, Equatable {
    /// The entry's identity.
    public let id: MenuEntry.ID
    /// What changed, for example `URL https://a → https://b`.
    public let details: [String]
  }

  /// Entries only in the new menu, in its order.
  public let added: [MenuEntry]
  /// Entries only in the old menu, in its order.
  public let removed: [MenuEntry]
  /// Entries in both whose kind, URL, where it opens or teaser image changed.
  public let changed: [Change]

  /// Compares `old` with `new`.
  public init(old: Menu, new: Menu) {
    added = new.allEntries.filter { old.entry($0.id) == nil }
    removed = old.allEntries.filter { new.entry($0.id) == nil }
    changed = new.allEntries.compactMap { entry in
      guard let before = old.entry(entry.id) else { return nil }
      let details = Self.differences(before, entry)
      return details.isEmpty ? nil : Change(id: entry.id, details: details)
    }
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

  private static func differences(_ old: MenuEntry, _ new: MenuEntry) -> [String] {
    var details: [String] = []
    if old.kind != new.kind { details.append("kind \(old.kind.rawValue) → \(new.kind.rawValue)") }
    if old.url != new.url {
      details.append("URL \(text(old.url)) → \(text(new.url))")
    } else if old.destination != new.destination {
      details.append(new.destination.map(opens) ?? "no longer opens anything")
    }
    if old.imageURL != new.imageURL {
      details.append("image \(text(old.imageURL)) → \(text(new.imageURL))")
    }
    return details
  }

  private static func text(_ url: URL?) -> String { url?.absoluteString ?? "none" }

  private static func opens(_ destination: Destination) -> String {
    switch destination {
    case .inApp: return "now opens in the app"
    case .external: return "now opens outside the app"
    }
  }

  /// Only the topmost of each added or removed subtree (the rest are implied).
  static func topmost(_ entries: [MenuEntry]) -> [MenuEntry] {
    let ids = Set(entries.map(\.id))
    return entries.filter { entry in
      var parent = entry.id.parent
      while let id = parent {
        if ids.contains(id) { return false }
        parent = id.parent
      }
      return true
    }
  }
}
