import Foundation

/// The page's dialogs, one at a time, none under the menu, each answered once (WKUIDelegate.h).
@MainActor
public final class DialogQueue: ObservableObject {
  @Published private var waiting: [PendingWebDialog] = []
  /// While the menu is on screen, ``shown`` is `nil`.
  @Published var isHeld = false
  /// An alert that has gone and waits for the answer of the button that was tapped.
  @Published private var dismissedAlert: WebDialog.ID?
  private var counter = 0

  init() {}

  /// The oldest waiting dialog, unless the menu is on screen or its alert has gone.
  public var shown: WebDialog? {
    guard !isHeld, let first = waiting.first?.dialog, first.id != dismissedAlert else { return nil }
    return first
  }

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

  /// SwiftUI has dismissed the dialog's presentation. A prompt's sheet goes by a swipe, or after
  /// its buttons answered: Cancel, unless answered. An alert goes only through a button, and may
  /// go before the button's action runs (iOS 14 and 15: pointfreeco/swift-composable-architecture
  /// issue 1981; scgopi/GraphCode issue 35): it waits, not shown, for that action's answer.
  public func dismissed(_ id: WebDialog.ID) {
    guard let dialog = waiting.first(where: { $0.dialog.id == id })?.dialog else { return }
    if dialog.kind == .prompt {
      answer(id, with: .cancel)
    } else if dismissedAlert != id {
      dismissedAlert = id
    }
  }

  /// The page or the web view has gone: every waiting dialog is answered with Cancel.
  public func cancelAll() {
    guard !waiting.isEmpty else { return }
    let answered = waiting
    waiting = []
    for pending in answered { pending.answer(.cancel) }
  }
}
