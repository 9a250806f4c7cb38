import Foundation

extension ShopAppModel {
  /// The menu, if one is loaded.
  public var menu: Menu? { menuState.menu }

  /// Opens the menu, refreshing a failed or old one behind it.
  public func openMenu() {
    if !searchQuery.isEmpty { searchQuery = "" }
    isMenuPresented = true
    refreshInBackgroundIfDue()
  }

  /// Closes the menu without choosing anything.
  public func closeMenu() { isMenuPresented = false }

  /// The menu has gone (`onDismiss`): a waiting dialog shows; the search clears.
  public func menuDidDismiss() {
    guard !isMenuPresented else { return }
    if dialogs.isHeld { dialogs.isHeld = false }
    if !searchQuery.isEmpty { searchQuery = "" }
  }

  /// A link closes the menu and loads its page (again, if shown) or goes to the system.
  public func select(_ id: MenuEntry.ID) {
    guard let entry = menu?.entry(id), entry.kind == .link, let destination = entry.destination
    else {
      return
    }
    lastChosen = id
    switch destination {
    case .inApp(let url): browser.load(url)
    case .external(let url): browser.openExternally(url)
    }
    isMenuPresented = false
  }

  /// Whether `level` is still a category (a refresh may have removed it while it was open).
  public func isAvailable(level: MenuEntry.ID) -> Bool { menu?.entry(level)?.kind == .category }

  /// The labels of the categories above `level` ("Damen › Mode"); empty at the top.
  public func breadcrumb(of level: MenuEntry.ID) -> [String] {
    menu?.path(to: level)?.dropLast().map(\.label) ?? []
  }

  /// The rows of a level, grouped into sections (``Menu/groups(under:)``).
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

  /// The line above a bundled copy, or above a menu whose last refresh failed.
  public var menuNotice: MenuNotice? {
    guard let snapshot = menuState.snapshot else { return nil }
    if snapshot.source == .bundled {
      // Shown before the first load ended: it is taking long.
      return MenuNotice(bundledCopyBecause: menuState.error ?? .network(.timedOut))
    }
    return menuState.error.map { MenuNotice(since: snapshot.fetchedAt, refreshFailedWith: $0) }
  }

  /// Whether the query has more than white space.
  public var hasSearchQuery: Bool {
    !searchQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  /// A menu is loaded and the query has more than white space; a focused, empty field keeps the
  /// menu in view.
  public var showsSearchResults: Bool { menu != nil && hasSearchQuery }

  func updateSearchResults() {
    let results = menu.map { MenuSearch.search(searchQuery, in: $0) } ?? []
    if results != searchResults { searchResults = results }
  }
}
