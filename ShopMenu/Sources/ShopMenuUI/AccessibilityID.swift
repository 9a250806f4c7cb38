import ShopMenu

/// Accessibility identifiers of everything the UI tests touch (AppUITests). The UI tests spell
/// the same strings; `Scripts/check_xcodeproj.py` checks that each one they use is defined here.
///
/// Each one is set on a view that is its own accessibility element (a button, a text, an image, a
/// combined element), never on a container: an identifier on a plain container or a `List` does
/// not reliably reach XCUITest, and an ancestor's identifier can override its children's.
///
/// Platform-neutral on purpose, so it compiles (and is checked) on Linux too.
public enum AccessibilityID {
  // MARK: Main screen

  /// The navigation bar button that opens the menu.
  public static let menuButton = "main.menuButton"
  /// The web view.
  public static let webView = "main.webView"
  /// The thin progress bar while a page loads.
  public static let pageProgress = "main.pageProgress"
  /// Web view history: back.
  public static let pageBack = "main.pageBack"
  /// Web view history: forward.
  public static let pageForward = "main.pageForward"
  /// Reload the page.
  public static let pageReload = "main.pageReload"
  /// Its Retry button.
  public static let pageRetry = "main.pageRetry"

  // MARK: Menu

  /// The Close button of the menu (on every level).
  public static let menuClose = "menu.close"
  /// The first load is running.
  public static let menuLoading = "menu.loading"
  /// The failure's message.
  public static let menuFailedMessage = "menu.failed.message"
  /// The failure's Retry button.
  public static let menuRetry = "menu.retry"
  /// The quiet banner of a stale menu.
  public static let menuNotice = "menu.notice"
  /// Shown when the search finds nothing.
  public static let searchNoResults = "menu.search.noResults"
  /// The categories above a level opened from search.
  public static let levelBreadcrumb = "menu.level.breadcrumb"
  public static let levelGone = "menu.level.gone"
  /// The teaser header above a level's rows: an image element named after its category.
  public static let levelTeaser = "menu.level.teaser"

  /// Prefix of a menu row; see ``entry(_:)``.
  public static let entryPrefix = "menu.entry."
  /// Prefix of a search result; see ``searchResult(_:)``.
  public static let searchResultPrefix = "menu.search.result."

  /// A menu row: `menu.entry.Damen/Mode/Neuheiten`.
  public static func entry(_ id: MenuEntry.ID) -> String { entryPrefix + path(id) }
  /// A search result: `menu.search.result.Damen/Mode/Neuheiten/Oberteile`.
  public static func searchResult(_ id: MenuEntry.ID) -> String { searchResultPrefix + path(id) }

  /// The labels on the way to an entry, joined with `/`.
  public static func path(_ id: MenuEntry.ID) -> String { id.components.joined(separator: "/") }
}
