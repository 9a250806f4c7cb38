// SwiftUI shim: alerts that present data (see View.swift; the other presentations are in
// Modifiers.swift).

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) — iOS 15.0; SDK 17/18
  /// iOS 15+. The `Text` title form. "For the alert to appear, both `isPresented` must be `true`
  /// and `data` must not be `nil`."
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _AlertPresentation(
      content: self, title: title, isPresented: isPresented,
      actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
  }
  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:) — iOS 15.0; SDK 17/18
  /// iOS 15+.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    _AlertPresentation(
      content: self, title: title, isPresented: isPresented,
      actions: data.map { AnyView(actions($0)) }, message: nil)
  }
}
