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
        .background(jumpLink)
        .onChange(of: isSearching) { searching in
          if !searching { model.searchDidEnd() }
        }
    }

    @ViewBuilder private var state: some View {
      if model.menu != nil,
        !model.searchQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      {
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

    /// A result picked while the search field is active: the search is dismissed first, and the
    /// model acts on the pick when ``isSearching`` has turned false (`onChange` above).
    private func pick(_ id: MenuEntry.ID) {
      let searchIsActive = isSearching
      if searchIsActive { dismissSearch() }
      model.pickSearchResult(id, searchIsActive: searchIsActive)
      guard searchIsActive else { return }
      // A safety net, should `isSearching` not turn false: the pick is applied a moment later
      // anyway, still in an update of its own (`searchDidEnd()` does nothing the second time).
      Task { @MainActor [model] in
        try? await Task.sleep(nanoseconds: 600_000_000)
        model.searchDidEnd()
      }
    }

    /// Hidden; active while the path's only level is a category opened from search. Its
    /// destination follows ``ShopAppModel/jumpedLevel``, which stays set while the level pops.
    private var jumpLink: some View {
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
