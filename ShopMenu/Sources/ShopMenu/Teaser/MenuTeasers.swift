import Foundation

/// A top-level row's teaser shows on it and heads every level under it, as in the shop's menu.
extension Menu {
  /// `entry`'s image when it is a row of the top level.
  public func rowTeaser(of entry: MenuEntry) -> URL? {
    topLevelRow(on: entry.id)?.id == entry.id ? entry.imageURL : nil
  }

  /// The teaser of the top-level row `level` is under (or is); `nil` at the top level.
  public func headerTeaser(of level: MenuEntry.ID?) -> HeaderTeaser? {
    guard let level, entry(level)?.kind == .category, let row = topLevelRow(on: level),
      let url = row.imageURL
    else { return nil }
    return HeaderTeaser(url: url, label: row.label)
  }

  /// The top level's row on the path to `id`: the first entry, or the second under a section.
  private func topLevelRow(on id: MenuEntry.ID) -> MenuEntry? {
    path(to: id)?.prefix(2).first { $0.kind != .section }
  }
}

/// A level's header image, named for VoiceOver by its row's label ("Damen, image").
public struct HeaderTeaser: Hashable, Sendable {
  public let url: URL
  /// Its top-level row's label.
  public let label: String
}
