import Foundation

// MARK: - Menu actions

extension ShopAppModel {
  /// The menu, if one is loaded.
  public var menu: Menu? { menuState.menu }

  /// Opens the full-screen menu at the top level; refreshes it in the background when the last
  /// refresh failed or is old.
  ///
  /// The view resets the levels when the menu has gone (``menuDidDismiss()``), so on iOS the
  /// path is already empty here; a front end without that report (the terminal) is reset now,
  /// while no level is on screen.
  public func openMenu() {
    resetMenuNavigation()
    isMenuPresented = true
    refreshInBackgroundIfDue()
  }

  /// Closes the menu without choosing anything. The levels stay as they are while the menu
  /// slides away; ``menuDidDismiss()`` resets them.
  public func closeMenu() {
    pendingSearchPick = nil
    isMenuPresented = false
  }

  /// The menu has gone from the screen (the full-screen cover's `onDismiss`): back to the top
  /// level with no search, ready for the next ``openMenu()``. Doing this here rather than when
  /// the menu is closed keeps every open level in place during the closing animation.
  public func menuDidDismiss() {
    guard !isMenuPresented else { return }
    resetMenuNavigation()
  }

  private func resetMenuNavigation() {
    pendingSearchPick = nil
    if !path.isEmpty { path = [] }
    if !searchQuery.isEmpty { searchQuery = "" }
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
  ///
  /// No call pushes more than one level: a category under the level shown is pushed on top of
  /// it; any other category (a search result) opens as one level over the top level (see
  /// ``jumpedLevel``). Choosing a link leaves the levels in place while the menu closes.
  public func select(_ id: MenuEntry.ID) {
    guard let menu, let entry = menu.entry(id) else { return }
    switch entry.kind {
    case .section:
      return
    case .category:
      open(category: id, in: menu)
    case .link:
      guard let destination = entry.destination else { return }
      lastChosen = id
      switch destination {
      case .inApp(let url): load(url)
      case .external(let url): externalURL = ExternalURLRequest(url: url, id: nextRequestID())
      }
      pendingSearchPick = nil
      isMenuPresented = false
    }
  }

  private func open(category id: MenuEntry.ID, in menu: Menu) {
    guard path.last != id else { return }
    if parentLevel(of: id, in: menu) == path.last {
      path.append(id)
    } else {
      jump(to: id)
    }
  }

  /// Opens `id` as the one level over the top level (a search pick), whatever its depth.
  private func jump(to id: MenuEntry.ID) {
    jumpedLevel = id
    path = [id]
    isJumpedLevelOpen = true
  }

  /// The level that lists `id`: its nearest category ancestor (sections are not levels), or
  /// `nil` for the top level.
  func parentLevel(of id: MenuEntry.ID, in menu: Menu) -> MenuEntry.ID? {
    let ancestors = (menu.path(to: id) ?? []).dropLast()
    return ancestors.last { $0.kind == .category }?.id
  }

  // MARK: - Search

  /// A search result was picked.
  ///
  /// - A category opens as one level over the top level (``jumpedLevel``), whatever its depth,
  ///   through one link that exists in every state, never through a row that a lazy list may
  ///   not have built yet. With the search field active (`searchIsActive`) the pick waits: the
  ///   view dismisses the search, and the level opens when it reports the search ended
  ///   (``searchDidEnd()``), so ending the search and pushing never share an update. The query
  ///   is cleared at once.
  /// - A link closes the menu at once, like any link: dismissing the full-screen cover also
  ///   dismisses the search presented inside it, so nothing waits on the search. The query is
  ///   cleared once the menu has gone (``menuDidDismiss()``), not while it slides away.
  ///
  /// - Returns: whether the pick waits for the search to end, so the view must dismiss it now.
  @discardableResult
  public func pickSearchResult(_ id: MenuEntry.ID, searchIsActive: Bool) -> Bool {
    pendingSearchPick = nil
    guard let menu, let entry = menu.entry(id) else { return false }
    switch entry.kind {
    case .section:
      return false
    case .link:
      select(id)
      return false
    case .category:
      if !searchQuery.isEmpty { searchQuery = "" }
      guard searchIsActive else {
        jump(to: id)
        return false
      }
      pendingSearchPick = id
      return true
    }
  }

  /// The search field is no longer active: a category picked while it was opens now.
  public func searchDidEnd() {
    guard let id = pendingSearchPick else { return }
    pendingSearchPick = nil
    guard isMenuPresented, menu?.entry(id)?.kind == .category else { return }
    jump(to: id)
  }

  /// The search field became active: a pick still waiting from an earlier search is dropped, so
  /// a later end of this search cannot act on it.
  public func searchDidBegin() {
    pendingSearchPick = nil
  }

  /// Whether the row link for `id`, shown `depth` levels deep, is the one that is open: the
  /// path runs through it, and at the top level no search pick has opened `id` as a level of
  /// its own (then the top level's search link is the open one, never both).
  public func isRowOpen(_ id: MenuEntry.ID, atDepth depth: Int) -> Bool {
    guard path.count > depth, path[depth] == id else { return false }
    return depth > 0 || !isJumpedLevelOpen
  }

  /// The labels of the categories above `level`, for the title of a level opened from search
  /// ("Damen › Mode"); empty for a top-level category.
  public func breadcrumb(of level: MenuEntry.ID) -> [String] {
    guard let menu, let path = menu.path(to: level) else { return [] }
    return path.dropLast().map(\.label)
  }

  /// The way to a level shown `depth` levels deep, to show above its rows: the categories above
  /// it when it is the level opened from search (depth 1), else empty (its parents are the
  /// levels below it on the stack).
  public func breadcrumb(of level: MenuEntry.ID, atDepth depth: Int) -> [String] {
    guard depth == 1, level == jumpedLevel else { return [] }
    return breadcrumb(of: level)
  }

  /// Whether the search query has anything to search for (not only white space).
  public var hasSearchQuery: Bool {
    !searchQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  /// Whether the top level shows search results instead of its rows: once a menu is loaded,
  /// while the search field is active (results stand in for the rows, so no row can push or
  /// close the menu under an active search) or while there is a query.
  public func showsSearchResults(searchIsActive: Bool) -> Bool {
    menu != nil && (searchIsActive || hasSearchQuery)
  }

  /// The titles from the top level to the level shown: the shop, then each level, with the
  /// categories above a level opened from search spelled out.
  public var locationTitles: [String] {
    var titles = [title(of: nil)]
    if isJumpedLevelOpen, let first = path.first { titles += breadcrumb(of: first) }
    return titles + path.map { title(of: $0) }
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
