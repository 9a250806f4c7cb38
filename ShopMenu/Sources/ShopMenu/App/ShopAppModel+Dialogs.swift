import Foundation

// MARK: - The page's dialogs

/// JavaScript's `alert()`, `confirm()` and `prompt()`. WebKit hands each to the web view's
/// delegate with a completion handler that must run exactly once (WKUIDelegate.h: without the
/// delegate methods an alert is answered as if OK was tapped, a confirm as if Cancel was, a prompt
/// as cancelled). The model queues them: one is shown at a time, none while the menu is on
/// screen, and every handler runs once, with the person's answer or, when the page goes away,
/// with Cancel.
extension ShopAppModel {
  /// The dialog to show now: the oldest waiting one, unless the menu is on screen (it waits
  /// until the menu has gone).
  public var dialog: WebDialog? {
    isMenuOnScreen ? nil : dialogQueue.first?.dialog
  }

  /// How many dialogs wait, the one shown included.
  public var waitingDialogCount: Int { dialogQueue.count }

  /// The page asks (the web view's `WKUIDelegate` panel methods). `reply` is WebKit's completion
  /// handler, wrapped: it runs exactly once, with the answer (see ``answerDialog(_:with:)``).
  @discardableResult
  public func webViewAsks(
    _ kind: WebDialog.Kind, message: String, host: String, defaultText: String? = nil,
    reply: @escaping (WebDialog.Answer) -> Void
  ) -> WebDialog {
    dialogCounter += 1
    let dialog = WebDialog(
      id: dialogCounter, kind: kind, message: message, host: host,
      defaultText: kind == .prompt ? defaultText : nil)
    dialogQueue.append(PendingWebDialog(dialog, reply: reply))
    return dialog
  }

  /// The person answered dialog `id`: its handler runs and the next dialog, if any, shows. An
  /// answer to a dialog that no longer waits (answered already, or its page has gone) does
  /// nothing.
  public func answerDialog(_ id: WebDialog.ID, with answer: WebDialog.Answer) {
    guard let index = dialogQueue.firstIndex(where: { $0.dialog.id == id }) else { return }
    let pending = dialogQueue.remove(at: index)
    pending.answer(answer)
  }

  /// The web view is going (its view is dismantled): every waiting dialog is answered with
  /// Cancel (OK for an alert, `false` for a confirm, `nil` for a prompt).
  public func webViewDidClose() {
    cancelDialogs()
  }

  /// Answers every waiting dialog with Cancel: the page that asked has gone.
  func cancelDialogs() {
    guard !dialogQueue.isEmpty else { return }
    let waiting = dialogQueue
    dialogQueue = []
    for pending in waiting { pending.answer(.cancel) }
  }
}
