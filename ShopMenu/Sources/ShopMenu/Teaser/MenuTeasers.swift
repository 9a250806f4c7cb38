import Foundation

/// A top-level row's teaser shows on it and heads every level under it, as in the shop's menu.
extension Menu {
  /// `entry`'s image when it is a row of the top level.
  public func rowTeaser(of entry: MenuEntry) -> URL? {
    guard entry.kind != .section, let row = topLevelRow(on: entry.id), row.id == entry.id else {
      return nil
    }
    return entry.imageURL
  }

  /// The teaser of the top-level row `level` is under (or is); `nil` at the top level.
  public func headerTeaser(of level: MenuEntry.ID?) -> HeaderTeaser? {
    guard let level, entry(level)?.kind == .category, let row = topLevelRow(on: level),
      let url = row.imageURL
    else { return nil }
    return HeaderTeaser(url: url, label: row.label)
  }

  private func topLevelRow(on id: MenuEntry.ID) -> MenuEntry? {
    guard let path = path(to: id), let top = path.first else { return nil }
    guard top.kind == .section else { return top }
    guard path.count >= 2, path[1].kind != .section else { return nil }
    return path[1]
  }
}

/// A level's header image, named for VoiceOver by its row's label ("Damen, image").
public struct HeaderTeaser: Hashable, Sendable {
  /// The image.
  public let url: URL
  /// Its top-level row's label.
  public let label: String
}
