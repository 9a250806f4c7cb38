import ShopMenu

/// Identifiers the UI tests use (`Linux/Scripts/check_xcodeproj.py`), each on its own element: on a
/// container or a `List` one does not reliably reach XCUITest.
public enum AccessibilityID {
  /// The navigation bar button that opens the menu.
  public static let menuButton = "main.menuButton"
  /// The web view.
  public static let webView = "main.webView"
  /// The thin progress bar while a page loads.
  public static let pageProgress = "main.pageProgress"
  /// Back.
  public static let pageBack = "main.pageBack"
  /// Forward.
  public static let pageForward = "main.pageForward"
  /// Reload.
  public static let pageReload = "main.pageReload"
  /// A failed page's Retry button.
  public static let pageRetry = "main.pageRetry"

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
  /// The notice's Retry.
  public static let menuNoticeRetry = "menu.notice.retry"
  /// Shown when the search finds nothing.
  public static let searchNoResults = "menu.search.noResults"
  /// The categories above a level opened from search.
  public static let levelBreadcrumb = "menu.level.breadcrumb"
  /// A level whose category a refresh removed.
  public static let levelGone = "menu.level.gone"
  /// The teaser header above a level's rows.
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
