import Foundation

/// Where the menu shows teaser images. The feed gives them to top-level entries ("Top-level menu
/// nodes may have an image URL"), and the menu shows each one twice, as the shop's own menu does:
/// - on its row of the top level, whatever the row does (a category opens its level, a link its
///   page): ``Menu/rowTeaser(of:)``;
/// - as the header of its category's level and of every level below it, however that level was
///   opened (step by step, or from search): ``Menu/headerTeaser(of:)``.
///
/// The top level's rows are its entries, and the entries of its sections (myToys), so the row a
/// level belongs to is the first entry on the way to it that is not a section.
extension Menu {
  /// The teaser image on `entry`'s row: its image when it is a row of the top level, else `nil`.
  public func rowTeaser(of entry: MenuEntry) -> URL? {
    guard entry.kind != .section, let row = topLevelRow(on: entry.id), row.id == entry.id else {
      return nil
    }
    return entry.imageURL
  }

  /// The header of the level listing `level`'s entries: the teaser of the top-level row it is
  /// under (or is), `nil` for the top level itself (its rows show theirs), for a level the menu
  /// no longer has and for a level under a row without a teaser (no header at all).
  public func headerTeaser(of level: MenuEntry.ID?) -> HeaderTeaser? {
    guard let level, entry(level)?.kind == .category, let row = topLevelRow(on: level),
      let url = row.imageURL
    else { return nil }
    return HeaderTeaser(url: url, label: row.label)
  }

  /// The row of the top level on the way to `id` (the entry itself on the top level).
  private func topLevelRow(on id: MenuEntry.ID) -> MenuEntry? {
    guard let first = id.components.first, let top = entry(MenuEntry.ID([first])) else {
      return nil
    }
    guard top.kind == .section else { return top }
    guard id.depth >= 2, let row = entry(MenuEntry.ID(Array(id.components.prefix(2)))),
      row.kind != .section
    else { return nil }
    return row
  }
}

/// A level's header image: the teaser of the top-level row the level is under, and that row's
/// label, which names the image for VoiceOver ("Damen, image").
public struct HeaderTeaser: Hashable, Sendable {
  /// The image.
  public let url: URL
  /// The label of the top-level row the image belongs to.
  public let label: String
}
