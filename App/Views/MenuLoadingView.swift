import SwiftUI

struct MenuLoadingView: View {
  var body: some View {
    ZStack {
      List {
        ForEach(0..<8, id: \.self) { _ in
          Text(verbatim: "Placeholder menu entry")
        }
      }
      .listStyle(.insetGrouped)
      .redacted(reason: .placeholder)
      .disabled(true)
      .accessibilityHidden(true)
      ProgressView { Text(Strings.menuLoading) }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .accessibilityIdentifier(AccessibilityID.menuLoading)
    }
  }
}

#if DEBUG
  struct MenuLoadingView_Previews: PreviewProvider {
    static var previews: some View {
      MenuLoadingView()
    }
  }
#endif
