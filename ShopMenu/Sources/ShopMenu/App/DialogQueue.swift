import Foundation

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

/// The page's dialogs, one at a time, none under the menu, each answered once.
@MainActor
public final class DialogQueue: ObservableObject {
  /// Each with WebKit's completion handler, which raises when run twice or never: it runs only as
  /// its dialog is taken out of the queue.
  @Published private(set) var waiting: [(dialog: WebDialog, answer: (WebDialog.Answer) -> Void)] =
    []
  @Published var isHeld = false
  /// An alert that has gone and waits for the answer of the button that was tapped.
  @Published private var dismissedAlert: WebDialog.ID?
  private var counter = 0

  /// The oldest waiting dialog, unless the menu is on screen or its alert has gone.
  public var shown: WebDialog? {
    waiting.first.map(\.dialog).flatMap { isHeld || $0.id == dismissedAlert ? nil : $0 }
  }

  /// The page asks; `reply` (WebKit's handler) runs exactly once.
  @discardableResult
  public func ask(
    _ kind: WebDialog.Kind, message: String, host: String,
    reply: @escaping (WebDialog.Answer) -> Void
  ) -> WebDialog {
    counter += 1
    let dialog = WebDialog(id: counter, kind: kind, message: message, host: host)
    waiting.append((dialog, reply))
    return dialog
  }

  /// The person answered; an answer to a dialog no longer waiting does nothing.
  public func answer(_ id: WebDialog.ID, with answer: WebDialog.Answer) {
    guard let index = waiting.firstIndex(where: { $0.dialog.id == id }) else { return }
    waiting.remove(at: index).answer(answer)
  }

  /// SwiftUI dismissed the alert, by a button, maybe before the button's action runs: it waits,
  /// not shown, for that action's answer.
  public func dismissed(_ id: WebDialog.ID) {
    if dismissedAlert != id, waiting.contains(where: { $0.dialog.id == id }) { dismissedAlert = id }
  }

  /// The page or the web view has gone: every waiting dialog is answered with Cancel.
  public func cancelAll() {
    guard !waiting.isEmpty else { return }
    let answered = waiting
    waiting = []
    for pending in answered { pending.answer(.cancel) }
  }
}
