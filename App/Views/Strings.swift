import ShopMenu
import SwiftUI

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
  static var dialogAnswer: LocalizedStringKey { "dialog.answer" }

  static var close: LocalizedStringKey { "menu.close" }
  static var closeHint: LocalizedStringKey { "menu.close.hint" }
  static var menuLoading: LocalizedStringKey { "menu.loading" }
  static var menuFailedTitle: LocalizedStringKey { "menu.failed.title" }
  static var levelGone: LocalizedStringKey { "menu.level.gone" }
  static var searchPrompt: LocalizedStringKey { "menu.search.prompt" }
  static var searchNoResults: LocalizedStringKey { "menu.search.noResults" }
  static var externalHint: LocalizedStringKey { "menu.entry.external.hint" }
  static var categoryHint: LocalizedStringKey { "menu.entry.category.hint" }
  static var chosen: LocalizedStringKey { "menu.entry.chosen" }
  static var onChosenPath: LocalizedStringKey { "menu.entry.onChosenPath" }

  static var noticeBundledOffline: LocalizedStringKey { "menu.notice.bundled.offline" }
  static var noticeBundledServerError: LocalizedStringKey { "menu.notice.bundled.serverError" }
  static var noticeBundledSlowNetwork: LocalizedStringKey { "menu.notice.bundled.slowNetwork" }
  static var noticeOffline: LocalizedStringKey { "menu.notice.offline" }
  static var noticeServerError: LocalizedStringKey { "menu.notice.serverError" }
  static var noticeSlowNetwork: LocalizedStringKey { "menu.notice.slowNetwork" }

  static func notice(_ notice: MenuNotice) -> LocalizedStringKey {
    let since = notice.since?.formatted(date: .abbreviated, time: .shortened)
    switch notice.cause {
    case .offline where notice.isBundledCopy: return noticeBundledOffline
    case .serverError where notice.isBundledCopy: return noticeBundledServerError
    case .slowNetwork where notice.isBundledCopy: return noticeBundledSlowNetwork
    case .offline: return since.map { "menu.notice.offline.since \($0)" } ?? noticeOffline
    case .serverError:
      return since.map { "menu.notice.serverError.since \($0)" } ?? noticeServerError
    case .slowNetwork:
      return since.map { "menu.notice.slowNetwork.since \($0)" } ?? noticeSlowNetwork
    }
  }

  static var errorOffline: LocalizedStringKey { "error.offline" }
  static var errorTimedOut: LocalizedStringKey { "error.timedOut" }
  static func errorKeyRejected(_ status: String) -> LocalizedStringKey {
    "error.keyRejected \(status)"
  }
  static var errorNotFound: LocalizedStringKey { "error.notFound" }
  static var errorRateLimited: LocalizedStringKey { "error.rateLimited" }
  static func errorServer(_ status: String) -> LocalizedStringKey { "error.server \(status)" }
  static var errorBadResponse: LocalizedStringKey { "error.badResponse" }
  static var errorGeneric: LocalizedStringKey { "error.generic" }

  static func message(for error: MenuLoadError) -> LocalizedStringKey {
    guard case .network(let network) = error else { return errorBadResponse }
    switch network {
    case .offline: return errorOffline
    case .timedOut: return errorTimedOut
    case .keyRejected(let status): return errorKeyRejected(String(status))
    case .notFound: return errorNotFound
    case .rateLimited: return errorRateLimited
    case .serverError(let status): return errorServer(String(status))
    case .unexpectedStatus: return errorBadResponse
    default: return errorGeneric
    }
  }
}
