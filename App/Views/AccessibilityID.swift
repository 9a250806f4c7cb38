/// The identifiers the UI tests find elements by; compiled into the app and its UI tests.
enum AccessibilityID {
  static let pageProgress = "main.pageProgress"

  static let menuLoading = "menu.loading"
  static let menuNotice = "menu.notice"
  static let menuNoticeRetry = "menu.notice.retry"
  static let menuRefreshing = "menu.refreshing"
  static let levelTeaser = "menu.level.teaser"

  /// A menu row by the labels on the way to it: `menu.entry.Damen/Mode/Neuheiten`.
  static func entry(_ path: [String]) -> String { "menu.entry." + path.joined(separator: "/") }
  static func entry(_ path: String...) -> String { entry(path) }
}
