import Foundation

// MARK: - Where the person is

extension ShopAppModel {
  /// The page the web view shows: its last report, or the page requested before it reported.
  public var shownURL: URL { browser.currentURL ?? page.url }

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

  // MARK: Scene restoration

  /// The scene's kept page, as the root view read it from its `@SceneStorage` (`nil`: nothing
  /// kept). Reopens it when ``PageRestoration`` allows; otherwise the home page stays. Only the
  /// first call counts (the view hands it over when it appears, which may happen again).
  /// Returns what was decided.
  @discardableResult
  public func restoreScene(_ saved: SavedPage?) -> PageRestoration.Outcome {
    if let sceneRestoration { return sceneRestoration }
    let outcome = PageRestoration.outcome(for: saved, shop: shop, now: now())
    if case .restored(let url) = outcome { load(url) }
    sceneRestoration = outcome
    return outcome
  }

  /// Keeps the page the web view shows, and when it was first shown, as the page for the scene
  /// to keep (``scenePage``).
  func rememberShownPage() {
    guard let url = browser.currentURL, url != scenePage?.url else { return }
    scenePage = SavedPage(url: url, savedAt: now())
  }
}
