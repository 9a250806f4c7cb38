import Foundation

// MARK: - Menu actions

/// What the menu shows and what a choice in it does. Where the person is inside the menu (the
/// levels pushed) is presentation state, owned by whoever presents the menu: the SwiftUI
/// navigation view and its links in the app, a plain stack in the terminal. The model keeps none
/// of it.
extension ShopAppModel {
  /// The menu, if one is loaded.
  public var menu: Menu? { menuState.menu }

  /// Opens the full-screen menu with no search; refreshes it in the background when the last
  /// refresh failed or is old. A background refresh that brings a new menu while the menu is
  /// open is held until it has closed (``menuDidDismiss()``), so no level is pulled away.
  public func openMenu() {
    if !searchQuery.isEmpty { searchQuery = "" }
    isMenuPresented = true
    refreshInBackgroundIfDue()
  }

  /// Closes the menu without choosing anything.
  public func closeMenu() {
    isMenuPresented = false
  }

  /// The menu has gone from the screen (the full-screen cover's `onDismiss`; the terminal calls
  /// it when it closes the menu): a menu held back by a background refresh is shown now, and the
  /// search is cleared for the next ``openMenu()``, and a page's dialog that waited shows.
  public func menuDidDismiss() {
    guard !isMenuPresented else { return }
    if dialogs.isHeld { dialogs.isHeld = false }
    applyHeldMenu()
    if !searchQuery.isEmpty { searchQuery = "" }
  }

  /// A person chose a link: the menu closes and its page loads in the web view (again, if it is
  /// the page shown), or an external link goes to the system. A category or a section does
  /// nothing here: opening a category is navigation, done by the presenter.
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

  /// Whether `level` is still a category of the menu. A level pushed before a refresh whose
  /// category has gone shows a short "no longer available" line instead of its rows.
  public func isAvailable(level: MenuEntry.ID) -> Bool {
    menu?.entry(level)?.kind == .category
  }

  /// The labels of the categories above `level` ("Damen › Mode"), shown above the rows of a
  /// level opened from search; empty for a top-level category.
  public func breadcrumb(of level: MenuEntry.ID) -> [String] {
    guard let menu, let path = menu.path(to: level) else { return [] }
    return path.dropLast().map(\.label)
  }

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

  /// The quiet line above the menu, if any: the copy bundled with the app is shown, or the last
  /// refresh failed (why: ``MenuNotice/init(since:refreshFailedWith:)``) and the menu is from
  /// earlier.
  public var menuNotice: MenuNotice? {
    guard let snapshot = menuState.snapshot else { return nil }
    if snapshot.source == .bundled { return .bundledCopy }
    if case .stale(_, let reason) = menuState {
      return MenuNotice(since: snapshot.fetchedAt, refreshFailedWith: reason)
    }
    return nil
  }

  // MARK: - Search

  /// Whether the search query has anything to search for (not only white space).
  public var hasSearchQuery: Bool {
    !searchQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  /// Whether the top level shows search results instead of its rows: once a menu is loaded,
  /// while the search field is active or while there is a query. A result is a row like any
  /// other: a category pushes its level, a link is chosen with ``select(_:)``.
  public func showsSearchResults(searchIsActive: Bool) -> Bool {
    menu != nil && (searchIsActive || hasSearchQuery)
  }

  func updateSearchResults() {
    let query = searchQuery.trimmingCharacters(in: .whitespacesAndNewlines)
    let results = menu.map { MenuSearch.search(query, in: $0) } ?? []
    if results != searchResults { searchResults = results }
  }
}
