#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The top level inside the search modifier: the load state, the entries or the search
  /// results, and the notice above a menu that is the bundled copy or could not be refreshed.
  @MainActor
  struct MenuTopLevelView: View {
    @ObservedObject var model: ShopAppModel
    @Environment(\.isSearching) private var isSearching

    var body: some View {
      state
        .safeAreaInset(edge: .top, spacing: 0) {
          if let notice = model.menuNotice {
            MenuNoticeBanner(notice: notice)
          }
        }
    }

    @ViewBuilder private var state: some View {
      // While the search field is active the results stand in for the rows.
      if model.showsSearchResults(searchIsActive: isSearching) {
        SearchResultsView(model: model)
      } else {
        switch model.menuState {
        case .loading:
          MenuLoadingView()
        case .failed(let error):
          FailureView(
            title: Text(Strings.menuFailedTitle), message: Text(Strings.message(for: error)),
            messageHint: Text(verbatim: error.description),
            containerID: AccessibilityID.menuFailed,
            messageID: AccessibilityID.menuFailedMessage, retryID: AccessibilityID.menuRetry
          ) {
            Task { await model.retry() }
          }
        case .ready, .stale:
          MenuEntriesList(
            model: model, groups: model.groups(under: nil), headerTeaser: nil, breadcrumb: [])
        }
      }
    }
  }

#endif
