import ShopMenu

/// UI test identifiers, each on its own element: on a container or a `List` XCUITest may miss it.
public enum AccessibilityID {
  public static let menuButton = "main.menuButton"
  public static let webView = "main.webView"
  public static let pageProgress = "main.pageProgress"
  public static let pageBack = "main.pageBack"
  public static let pageForward = "main.pageForward"
  public static let pageReload = "main.pageReload"
  public static let pageRetry = "main.pageRetry"

  public static let menuClose = "menu.close"
  public static let menuLoading = "menu.loading"
  public static let menuFailedMessage = "menu.failed.message"
  public static let menuRetry = "menu.retry"
  public static let menuNotice = "menu.notice"
  public static let menuNoticeRetry = "menu.notice.retry"
  public static let searchNoResults = "menu.search.noResults"
  public static let levelBreadcrumb = "menu.level.breadcrumb"
  public static let levelGone = "menu.level.gone"
  public static let levelTeaser = "menu.level.teaser"

  public static let entryPrefix = "menu.entry."
  public static let searchResultPrefix = "menu.search.result."

  /// A menu row: `menu.entry.Damen/Mode/Neuheiten`.
  public static func entry(_ id: MenuEntry.ID) -> String { entryPrefix + path(id) }
  public static func searchResult(_ id: MenuEntry.ID) -> String { searchResultPrefix + path(id) }

  public static func path(_ id: MenuEntry.ID) -> String { id.components.joined(separator: "/") }
}
