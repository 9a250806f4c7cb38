import ShopMenu
import SwiftUI

extension View {
  /// `prompt()` is a sheet, not an alert: an iOS 15 alert holds no text field.
  @MainActor
  func pageDialogs(_ queue: DialogQueue) -> some View {
    let dialogs = PageDialogs(queue: queue, shown: queue.shown)
    return alert(
      dialogs.title, isPresented: dialogs.isAlertShown, presenting: dialogs.alertDialog,
      actions: dialogs.alertButtons, message: dialogs.alertMessage
    )
    .sheet(isPresented: dialogs.isPromptShown, content: dialogs.promptSheet)
  }
}

@MainActor
struct PageDialogs {
  let queue: DialogQueue
  let shown: WebDialog?

  var title: Text { Self.title(of: shown) }

  var alertDialog: WebDialog? { shown?.kind == .prompt ? nil : shown }

  var isAlertShown: Binding<Bool> { isShown(alertDialog) }

  var isPromptShown: Binding<Bool> { isShown(shown?.kind == .prompt ? shown : nil) }

  /// Set to false once the dialog has gone, maybe before the tapped button's action runs.
  private func isShown(_ dialog: WebDialog?) -> Binding<Bool> {
    let queue = queue
    return Binding(
      get: { dialog != nil },
      set: { presented in
        if !presented, let dialog { queue.dismissed(dialog.id) }
      })
  }

  @ViewBuilder func alertButtons(_ dialog: WebDialog) -> some View {
    if dialog.kind == .confirm {
      Button(Strings.dialogCancel, role: .cancel) { queue.answer(dialog.id, with: .cancel) }
    }
    Button(Strings.dialogOK) { queue.answer(dialog.id, with: .ok) }
  }

  func alertMessage(_ dialog: WebDialog) -> Text { Text(verbatim: dialog.message) }

  @ViewBuilder func promptSheet() -> some View {
    if let shown, shown.kind == .prompt {
      PromptSheet(dialog: shown) { [queue] in queue.answer(shown.id, with: $0) }
    }
  }

  static func title(of dialog: WebDialog?) -> Text {
    guard let host = dialog?.host, !host.isEmpty else { return Text(Strings.dialogNoHost) }
    return Text(verbatim: host)
  }
}

struct PromptSheet: View {
  let dialog: WebDialog
  let answer: (WebDialog.Answer) -> Void
  @State private var text: String

  init(dialog: WebDialog, answer: @escaping (WebDialog.Answer) -> Void) {
    self.dialog = dialog
    self.answer = answer
    _text = State(initialValue: dialog.defaultText ?? "")
  }

  var body: some View {
    NavigationView {
      List {
        Section(header: Text(verbatim: dialog.message).textCase(nil)) {
          TextField(Strings.dialogAnswer, text: $text)
            .onSubmit { answer(.text(text)) }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle(PageDialogs.title(of: dialog))
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button(Strings.dialogCancel, role: .cancel) { answer(.cancel) }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button(Strings.dialogOK) { answer(.text(text)) }
        }
      }
    }
    .navigationViewStyle(.stack)
  }
}

#if DEBUG
  struct PromptSheet_Previews: PreviewProvider {
    static var previews: some View {
      PromptSheet(
        dialog: WebDialog(
          id: 1, kind: .prompt, message: "Which size do you need?", host: "www.bonprix.de",
          defaultText: "38")
      ) { _ in }
      PromptSheet(
        dialog: WebDialog(id: 2, kind: .prompt, message: "Your voucher code?", host: "")
      ) { _ in }
    }
  }
#endif
