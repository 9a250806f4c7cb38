import ShopMenu
import SwiftUI

/// The keys of `Localizable.strings` (English and German): all the copy the app shows.
enum Strings {
  static var menu: LocalizedStringKey { "main.menu" }
  static var menuHint: LocalizedStringKey { "main.menu.hint" }
  static var back: LocalizedStringKey { "main.back" }
  static var forward: LocalizedStringKey { "main.forward" }
  static var reload: LocalizedStringKey { "main.reload" }
  static var pageLoading: LocalizedStringKey { "main.pageLoading" }
  static var pageErrorTitle: LocalizedStringKey { "main.pageError.title" }
  static var retry: LocalizedStringKey { "action.retry" }

  static var dialogOK: LocalizedStringKey { "dialog.ok" }
  static var dialogCancel: LocalizedStringKey { "dialog.cancel" }
  static var dialogNoHost: LocalizedStringKey { "dialog.noHost" }

  static var close: LocalizedStringKey { "menu.close" }
  static var closeHint: LocalizedStringKey { "menu.close.hint" }
  static var menuLoading: LocalizedStringKey { "menu.loading" }
  static var menuRefreshing: LocalizedStringKey { "menu.refreshing" }
  static var menuFailedTitle: LocalizedStringKey { "menu.failed.title" }
  static var levelGone: LocalizedStringKey { "menu.level.gone" }
  static var externalHint: LocalizedStringKey { "menu.entry.external.hint" }
  static var categoryHint: LocalizedStringKey { "menu.entry.category.hint" }
  static var chosen: LocalizedStringKey { "menu.entry.chosen" }
  static var onChosenPath: LocalizedStringKey { "menu.entry.onChosenPath" }

  static func notice(_ notice: MenuNotice) -> LocalizedStringKey {
    let since = notice.since?.formatted(date: .abbreviated, time: .shortened)
    switch notice.cause {
    case .offline where notice.isBundledCopy: return "menu.notice.bundled.offline"
    case .serverError where notice.isBundledCopy: return "menu.notice.bundled.serverError"
    case .slowNetwork where notice.isBundledCopy: return "menu.notice.bundled.slowNetwork"
    case .offline: return since.map { "menu.notice.offline.since \($0)" } ?? "menu.notice.offline"
    case .serverError:
      return since.map { "menu.notice.serverError.since \($0)" } ?? "menu.notice.serverError"
    case .slowNetwork:
      return since.map { "menu.notice.slowNetwork.since \($0)" } ?? "menu.notice.slowNetwork"
    }
  }

  /// Why no menu could be loaded, and what to do.
  static func message(for error: MenuLoadError) -> LocalizedStringKey {
    switch error {
    case .network(.offline), .network(.transport): return "error.offline"
    case .network(.timedOut): return "error.timedOut"
    case .network(.rateLimited): return "error.rateLimited"
    case .network, .feed, .unavailable: return "error.unavailable"
    }
  }
}
