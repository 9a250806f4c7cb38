#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The top level inside the search modifier: the load state, the entries or the search
  /// results, the stale banner, and the one link that opens a category picked in search as a
  /// level of its own (see ``ShopAppModel/jumpedLevel``).
  @MainActor
  struct MenuTopLevelView: View {
    @ObservedObject var model: ShopAppModel
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
      state
        .safeAreaInset(edge: .top, spacing: 0) {
          if case .stale(let snapshot, _) = model.menuState {
            StaleBanner(snapshot: snapshot)
          }
        }
        .background(links)
        .onChange(of: isSearching) { searching in
          if searching { model.searchDidBegin() } else { model.searchDidEnd() }
        }
    }

    @ViewBuilder private var state: some View {
      // While the search field is active the results stand in for the rows.
      if model.showsSearchResults(searchIsActive: isSearching) {
        SearchResultsView(model: model, pick: pick)
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
          MenuEntriesList(model: model, groups: model.groups(under: nil), depth: 0, breadcrumb: [])
        }
      }
    }

    /// A picked result. A category picked while the search field is active waits in the model;
    /// the search is dismissed, and the model opens the level when ``isSearching`` has turned
    /// false (`onChange` above). A link closes the menu at once (the search goes with it).
    private func pick(_ id: MenuEntry.ID) {
      let waitsForSearch = model.pickSearchResult(id, searchIsActive: isSearching)
      guard waitsForSearch else { return }
      dismissSearch()
      // A safety net, should `isSearching` not turn false: the pick is applied a moment later
      // anyway, still in an update of its own (`searchDidEnd()` does nothing the second time).
      Task { @MainActor [model] in
        try? await Task.sleep(nanoseconds: 600_000_000)
        model.searchDidEnd()
      }
    }

    /// Hidden. The first is active while the open level is a category picked in search; its
    /// destination follows ``ShopAppModel/jumpedLevel``, which stays set while the level pops.
    /// The second is never active: with it a top level with one category row never holds exactly
    /// two links, the case iOS 14.5 popped back from at once.
    private var links: some View {
      VStack {
        NavigationLink(
          destination: JumpedLevelView(model: model),
          isActive: Binding(
            get: { [model] in model.isJumpedLevelOpen },
            set: { [model] active in
              if !active, model.isJumpedLevelOpen { model.popTo(depth: 0) }
            })
        ) {
          EmptyView()
        }
        NavigationLink(destination: EmptyView()) {
          EmptyView()
        }
      }
      .hidden()
      .accessibilityHidden(true)
    }
  }

  /// The level a search pick opened, one level over the top level.
  @MainActor
  struct JumpedLevelView: View {
    @ObservedObject var model: ShopAppModel

    var body: some View {
      if let level = model.jumpedLevel {
        MenuLevelView(model: model, level: level, depth: 1)
      }
    }
  }

#endif
