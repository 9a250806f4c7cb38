import Foundation

// MARK: - Menu actions

extension ShopAppModel {
  /// The menu, if one is loaded.
  public var menu: Menu? { menuState.menu }

  /// Opens the full-screen menu at the top level; refreshes it in the background when the last
  /// refresh failed or is old.
  public func openMenu() {
    path = []
    isMenuPresented = true
    refreshInBackgroundIfDue()
  }

  /// Closes the menu without choosing anything.
  public func closeMenu() {
    isMenuPresented = false
    searchQuery = ""
  }

  /// Goes up one level in the menu (no effect at the top level).
  public func back() {
    guard !path.isEmpty else { return }
    path.removeLast()
  }

  /// Goes up to `depth` levels deep (0 is the top level), as a navigation view's back gesture
  /// reports it.
  public func popTo(depth: Int) {
    guard depth >= 0, depth < path.count else { return }
    path.removeLast(path.count - depth)
  }

  /// A person chose an entry: a category opens its entries; a link closes the menu and loads its
  /// page (again, if it is the page shown); an external link goes to the system.
  public func select(_ id: MenuEntry.ID) {
    guard let menu, let entry = menu.entry(id) else { return }
    switch entry.kind {
    case .section:
      return
    case .category:
      path = (menu.path(to: id) ?? []).filter { $0.kind == .category }.map(\.id)
      searchQuery = ""
    case .link:
      guard let destination = entry.destination else { return }
      lastChosen = id
      switch destination {
      case .inApp(let url): load(url)
      case .external(let url): externalURL = ExternalURLRequest(url: url, id: nextRequestID())
      }
      isMenuPresented = false
      path = []
      searchQuery = ""
    }
  }

  /// The level shown on top: the last category opened, or `nil` at the top level.
  public var currentLevel: MenuEntry.ID? { path.last }

  /// The rows of a level, grouped into sections (see ``Menu/groups(under:)``).
  public func groups(under level: MenuEntry.ID?) -> [MenuGroup] {
    menu?.groups(under: level) ?? []
  }

  /// The title of a level: the category's label, or the shop's name at the top level.
  public func title(of level: MenuEntry.ID?) -> String {
    guard let level else { return shop.displayName }
    return menu?.entry(level)?.label ?? level.components.last ?? shop.displayName
  }

  /// Whether `id` is the last chosen entry or one of its ancestors (to mark the way to it).
  public func isOnChosenPath(_ id: MenuEntry.ID) -> Bool {
    guard let chosen = lastChosen else { return false }
    return chosen.components.starts(with: id.components)
  }

  func updateSearchResults() {
    let query = searchQuery.trimmingCharacters(in: .whitespacesAndNewlines)
    let results = menu.map { MenuSearch.search(query, in: $0) } ?? []
    if results != searchResults { searchResults = results }
  }
}
