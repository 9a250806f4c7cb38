import ShopMenu
import SwiftUI

/// The results of the menu's search. It is inside the view `.searchable` is applied to
/// (`MenuLevelView`), so `dismissSearch` ends that search.
@MainActor
struct SearchResultsView: View {
  @ObservedObject var model: ShopAppModel
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    List {
      if model.searchResults.isEmpty, model.hasSearchQuery {
        Text(Strings.searchNoResults)
          .foregroundColor(.secondary)
          .accessibilityIdentifier(AccessibilityID.searchNoResults)
      }
      ForEach(model.searchResults) { result in
        row(result)
          .accessibilityIdentifier(AccessibilityID.searchResult(result.id.components))
      }
    }
    .listStyle(.plain)
  }

  @ViewBuilder private func row(_ result: SearchResult) -> some View {
    if result.entry.kind == .category {
      NavigationLink(
        destination: MenuLevelView(model: model, level: result.id, showsBreadcrumb: true)
      ) {
        label(result)
      }
    } else {
      Button {
        // A link: the search, presented over the menu's cover, ends first; no source says which
        // of the two closing the menu would dismiss while both are up.
        dismissSearch()
        model.select(result.id)
      } label: {
        label(result)
      }
    }
  }

  private func label(_ result: SearchResult) -> some View {
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
}

#if DEBUG
  struct SearchResultsView_Previews: PreviewProvider {
    @MainActor static var previews: some View {
      let model = PreviewModels.ready
      model.searchQuery = "mode"
      return SearchResultsView(model: model)
    }
  }
#endif
