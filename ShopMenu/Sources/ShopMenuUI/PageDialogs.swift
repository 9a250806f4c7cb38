#if canImport(SwiftUI) && os(iOS)
  import ShopMenu
  import SwiftUI

  extension View {
    /// Shows the page's JavaScript dialogs (``ShopAppModel/dialog``): `alert()` and `confirm()`
    /// as an alert, `prompt()` as a small sheet with a text field (an alert on iOS 15 holds no
    /// text field). Each title names the host of the frame that asked, as Safari does.
    @MainActor
    func pageDialogs(model: ShopAppModel) -> some View {
      let shown = model.dialog
      return
        self
        .alert(
          PageDialogs.title(of: shown),
          isPresented: Binding(
            get: { shown.map { $0.kind != .prompt } ?? false },
            // Every button of an alert answers; the alert then sets this to false.
            set: { _ in }),
          presenting: shown
        ) { dialog in
          if dialog.kind == .confirm {
            Button(Strings.dialogCancel, role: .cancel) {
              model.answerDialog(dialog.id, with: .cancel)
            }
          }
          Button(Strings.dialogOK) { model.answerDialog(dialog.id, with: .ok) }
        } message: { dialog in
          Text(verbatim: dialog.message)
        }
        .sheet(
          isPresented: Binding(
            get: { shown?.kind == .prompt },
            // Swiped away: Cancel (nothing, when a button has answered already).
            set: { presented in
              if !presented, let shown { model.answerDialog(shown.id, with: .cancel) }
            })
        ) {
          if let shown, shown.kind == .prompt {
            PromptSheet(dialog: shown) { model.answerDialog(shown.id, with: $0) }
          }
        }
    }
  }

  enum PageDialogs {
    /// The host of the frame that asked; "This page" for a frame without one.
    static func title(of dialog: WebDialog?) -> Text {
      guard let host = dialog?.host, !host.isEmpty else { return Text(Strings.dialogNoHost) }
      return Text(verbatim: host)
    }
  }

  /// `prompt()`: the message, a text field starting with the page's default text, Cancel and OK.
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
      VStack(alignment: .leading, spacing: 16) {
        PageDialogs.title(of: dialog)
          .font(.headline)
          .accessibilityAddTraits(.isHeader)
        Text(verbatim: dialog.message)
        TextField(Strings.dialogAnswer, text: $text)
          .onSubmit { answer(.text(text)) }
        HStack {
          Button(Strings.dialogCancel, role: .cancel) { answer(.cancel) }
          Spacer()
          Button(Strings.dialogOK) { answer(.text(text)) }
        }
      }
      .padding()
    }
  }

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
