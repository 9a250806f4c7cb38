#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  // MARK: - Search

  /// Entries matching the query anywhere in the menu, each with the way to it.
  @MainActor
  struct SearchResultsView: View {
    @ObservedObject var model: ShopAppModel
    /// Acts on a picked result (the top level dismisses the search first).
    let pick: (MenuEntry.ID) -> Void

    var body: some View {
      List {
        if model.searchResults.isEmpty, model.hasSearchQuery {
          Text(Strings.searchNoResults)
            .foregroundColor(.secondary)
            .accessibilityIdentifier(AccessibilityID.searchNoResults)
        }
        ForEach(model.searchResults) { result in
          Button {
            pick(result.id)
          } label: {
            VStack(alignment: .leading, spacing: 2) {
              Text(verbatim: result.entry.label)
                .foregroundColor(.primary)
              if !result.breadcrumb.isEmpty {
                Text(verbatim: result.breadcrumbText)
                  .font(.footnote)
                  .foregroundColor(.secondary)
              }
            }
          }
          .accessibilityIdentifier(AccessibilityID.searchResult(result.id))
        }
      }
      .listStyle(.plain)
      .accessibilityIdentifier(AccessibilityID.searchResults)
    }
  }

  // MARK: - Load states

  /// The first load: placeholder rows and a spinner.
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
        ProgressView {
          Text(Strings.menuLoading)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .accessibilityIdentifier(AccessibilityID.menuLoading)
      }
    }
  }

  /// A quiet line above a menu that could not be refreshed: it is usable, but from earlier.
  struct StaleBanner: View {
    let snapshot: MenuSnapshot

    var body: some View {
      HStack(spacing: 6) {
        Image(systemName: "wifi.slash")
          .accessibilityHidden(true)
        text
      }
      .font(.footnote)
      .foregroundColor(.secondary)
      .frame(maxWidth: .infinity)
      .padding(.horizontal)
      .padding(.vertical, 6)
      .background(.thinMaterial)
      .accessibilityElement(children: .combine)
      .accessibilityIdentifier(AccessibilityID.menuStaleBanner)
    }

    private var text: Text {
      guard let fetchedAt = snapshot.fetchedAt else { return Text(Strings.staleBundled) }
      return Text(Strings.staleSince(fetchedAt.formatted(date: .abbreviated, time: .shortened)))
    }
  }
#endif
