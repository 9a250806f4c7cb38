import Foundation

/// What the menu's levels show.
extension ShopAppModel {
  public var menu: Menu? { menuState.menu }

  /// Whether `level` is still a category (a refresh may have removed it while it was open).
  public func isAvailable(level: MenuEntry.ID) -> Bool { menu?.entry(level)?.kind == .category }

  /// The rows of a level, grouped into sections (`groups(under:)`).
  public func groups(under level: MenuEntry.ID?) -> [MenuGroup] { menu?.groups(under: level) ?? [] }

  /// The category's label, or the shop's name at the top level.
  public func title(of level: MenuEntry.ID?) -> String {
    guard let level else { return shop.displayName }
    return menu?.entry(level)?.label ?? level.components.last ?? shop.displayName
  }

  /// Whether `id` is the entry chosen last or one of its ancestors.
  public func isOnChosenPath(_ id: MenuEntry.ID) -> Bool {
    lastChosen?.components.starts(with: id.components) ?? false
  }

  /// The line above a menu that may be out of date: the copy bundled with the app, or a menu
  /// whose last fetch failed.
  public var menuNotice: MenuNotice? {
    guard let snapshot = menuState.snapshot, let error = menuState.error else { return nil }
    return MenuNotice(
      cause: MenuNotice.Cause(error), isBundledCopy: snapshot.source == .bundled,
      since: snapshot.source == .bundled ? nil : snapshot.fetchedAt)
  }
}
