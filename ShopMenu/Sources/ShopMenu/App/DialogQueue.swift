import Foundation

/// The page's dialogs, one at a time, none under the menu, each answered once (WKUIDelegate.h).
@MainActor
public final class DialogQueue: ObservableObject {
  @Published private var waiting: [PendingWebDialog] = []
  /// While the menu is on screen, ``shown`` is `nil`.
  @Published var isHeld = false
  private var counter = 0

  init() {}

  /// The oldest waiting dialog, unless the menu is on screen.
  public var shown: WebDialog? { isHeld ? nil : waiting.first?.dialog }

  /// How many dialogs wait, the one shown included.
  public var waitingCount: Int { waiting.count }

  /// The page asks; `reply` (WebKit's handler) runs exactly once.
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

  /// The person answered; an answer to a dialog no longer waiting does nothing.
  public func answer(_ id: WebDialog.ID, with answer: WebDialog.Answer) {
    guard let index = waiting.firstIndex(where: { $0.dialog.id == id }) else { return }
    waiting.remove(at: index).answer(answer)
  }

  /// The page or the web view has gone: every waiting dialog is answered with Cancel.
  public func cancelAll() {
    guard !waiting.isEmpty else { return }
    let answered = waiting
    waiting = []
    for pending in answered { pending.answer(.cancel) }
  }
}
