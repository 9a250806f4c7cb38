import SwiftUI

/// The menu while its first load runs: a progress row over rows shaped like the menu's.
struct MenuLoadingView: View {
  /// The shop's top level is photo rows (bonprix), not text rows (myToys).
  let photoRows: Bool

  var body: some View {
    GeometryReader { proxy in
      List {
        HStack(spacing: 8) {
          ProgressView()
          Text(Strings.menuLoading)
            .foregroundColor(.secondary)
        }
        .accessibilityElement(children: .combine)
        .accessibilityIdentifier(AccessibilityID.menuLoading)
        Group {
          if photoRows {
            ForEach(0..<6, id: \.self) { _ in
              Color.gray.opacity(0.3)
                .frame(height: MenuEntriesList.photoHeight(in: proxy.size))
                .listRowInsets(EdgeInsets())
                .listRowSeparator(.hidden)
            }
          } else {
            ForEach(0..<10, id: \.self) { _ in
              Text(verbatim: "Placeholder entry")
                .redacted(reason: .placeholder)
            }
          }
        }
        .accessibilityHidden(true)
      }
      .listStyle(.plain)
      .disabled(true)
    }
  }
}
