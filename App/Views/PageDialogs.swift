import ShopMenu
import SwiftUI

extension View {
  /// The page's `alert()` and `confirm()`, titled with the asking frame's host.
  @MainActor
  func pageDialogs(_ queue: DialogQueue) -> some View {
    alert(title(of: queue.shown), isPresented: isShown(queue), presenting: queue.shown) { dialog in
      if dialog.kind == .confirm {
        Button(Strings.dialogCancel, role: .cancel) { queue.answer(dialog.id, with: .cancel) }
      }
      Button(Strings.dialogOK) { queue.answer(dialog.id, with: .ok) }
    } message: { dialog in
      Text(verbatim: dialog.message)
    }
  }
}

/// Set to false once the alert has gone, maybe before the tapped button's action runs.
@MainActor
private func isShown(_ queue: DialogQueue) -> Binding<Bool> {
  let dialog = queue.shown
  return Binding(
    get: { dialog != nil },
    set: { presented in
      if !presented, let dialog { queue.dismissed(dialog.id) }
    })
}

private func title(of dialog: WebDialog?) -> Text {
  guard let host = dialog?.host, !host.isEmpty else { return Text(Strings.dialogNoHost) }
  return Text(verbatim: host)
}
