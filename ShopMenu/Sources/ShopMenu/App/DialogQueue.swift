import Foundation

/// JavaScript's `alert()`, `confirm()` and `prompt()`. WebKit hands each to the web view's
/// delegate with a completion handler that must run exactly once (WKUIDelegate.h: without the
/// delegate methods an alert is answered as if OK was tapped, a confirm as if Cancel was, a prompt
/// as cancelled). The queue shows one at a time, none while the menu is on screen,
/// and runs every handler once, with the person's answer or, when the page goes away, with Cancel.
@MainActor
public final class DialogQueue: ObservableObject {
  /// The dialogs waiting for an answer, the one shown first.
  @Published private var waiting: [PendingWebDialog] = []
  /// While the menu is on screen the dialogs wait (``shown`` is `nil`).
  @Published var isHeld = false
  private var counter = 0

  init() {}

  /// The dialog to show now: the oldest waiting one, unless the menu is on screen.
  public var shown: WebDialog? { isHeld ? nil : waiting.first?.dialog }

  /// How many dialogs wait, the one shown included.
  public var waitingCount: Int { waiting.count }

  /// The page asks (the web view's `WKUIDelegate` panel methods). `reply` is WebKit's completion
  /// handler, wrapped: it runs exactly once, with the answer (see ``answer(_:with:)``).
  @discardableResult
  public func ask(
    _ kind: WebDialog.Kind, message: String, host: String, defaultText: String? = nil,
    reply: @escaping (WebDialog.Answer) -> Void
  ) -> WebDialog {
    counter += 1
    let dialog = WebDialog(
      id: counter, kind: kind, message: message, host: host,
      defaultText: kind == .prompt ? defaultText : nil)
    waiting.append(PendingWebDialog(dialog, reply: reply))
    return dialog
  }

  /// The person answered dialog `id`: its handler runs and the next dialog, if any, shows. An
  /// answer to a dialog that no longer waits (answered already, or its page has gone) does
  /// nothing.
  public func answer(_ id: WebDialog.ID, with answer: WebDialog.Answer) {
    guard let index = waiting.firstIndex(where: { $0.dialog.id == id }) else { return }
    waiting.remove(at: index).answer(answer)
  }

  /// The page that asked has gone, or the web view (its view is dismantled): every waiting
  /// dialog is answered with Cancel (OK for an alert, `false` for a confirm, `nil` for a prompt).
  public func cancelAll() {
    guard !waiting.isEmpty else { return }
    let answered = waiting
    waiting = []
    for pending in answered { pending.answer(.cancel) }
  }
}
