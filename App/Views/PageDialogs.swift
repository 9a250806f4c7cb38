import ShopMenu
import SwiftUI

extension View {
  /// `prompt()` is a sheet, not an alert: an iOS 15 alert holds no text field.
  @MainActor
  func pageDialogs(_ queue: DialogQueue) -> some View {
    let shown = queue.shown
    let prompt = shown?.kind == .prompt ? shown : nil
    let alertDialog = prompt == nil ? shown : nil
    return alert(
      PromptSheet.title(of: shown), isPresented: isShown(alertDialog, in: queue),
      presenting: alertDialog
    ) { dialog in
      if dialog.kind == .confirm {
        Button(Strings.dialogCancel, role: .cancel) { queue.answer(dialog.id, with: .cancel) }
      }
      Button(Strings.dialogOK) { queue.answer(dialog.id, with: .ok) }
    } message: { dialog in
      Text(verbatim: dialog.message)
    }
    .sheet(isPresented: isShown(prompt, in: queue)) {
      if let prompt {
        PromptSheet(dialog: prompt) { queue.answer(prompt.id, with: $0) }
      }
    }
  }
}

/// Set to false once the dialog has gone, maybe before the tapped button's action runs.
@MainActor
private func isShown(_ dialog: WebDialog?, in queue: DialogQueue) -> Binding<Bool> {
  Binding(
    get: { dialog != nil },
    set: { presented in
      if !presented, let dialog { queue.dismissed(dialog.id) }
    })
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
      .navigationTitle(Self.title(of: dialog))
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

  static func title(of dialog: WebDialog?) -> Text {
    guard let host = dialog?.host, !host.isEmpty else { return Text(Strings.dialogNoHost) }
    return Text(verbatim: host)
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
    }
  }
#endif
