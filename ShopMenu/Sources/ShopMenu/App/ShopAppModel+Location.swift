import Foundation

// MARK: - Where the person is

extension ShopAppModel {
  /// The entry the menu marks, with the way to it (see ``isMarked(_:)``):
  /// - the entry whose page the web view shows, after any navigation inside the site; when
  ///   several entries open that page, the last chosen one if it is among them, else the deepest
  ///   (see ``PageIndex/entry(showing:preferring:)``);
  /// - otherwise the last entry chosen from the menu (the page shown matches no entry, for
  ///   example a product page reached from it).
  ///
  /// Marking never opens a level: the menu still opens at the top level.
  public var markedEntry: MenuEntry.ID? {
    guard let menu else { return lastChosen }
    return menu.pageIndex.entry(showing: shownURL, preferring: lastChosen) ?? lastChosen
  }

  /// Whether `id` is the ``markedEntry`` or one of its ancestors (to mark the way to it).
  public func isMarked(_ id: MenuEntry.ID) -> Bool {
    guard let marked = markedEntry else { return false }
    return marked.components.starts(with: id.components)
  }
}
