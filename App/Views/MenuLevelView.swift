import ShopMenu
import SwiftUI

/// The top level (`nil`, with the search field) or a category's entries.
@MainActor
struct MenuLevelView: View {
  @ObservedObject var model: ShopAppModel
  let level: MenuEntry.ID?
  let showsBreadcrumb: Bool

  var body: some View {
    content
      .navigationTitle(model.title(of: level))
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button(Strings.close) { model.closeMenu() }
            .accessibilityHint(Text(Strings.closeHint))
            .accessibilityIdentifier(AccessibilityID.menuClose)
        }
      }
  }

  @ViewBuilder private var content: some View {
    if let level {
      if model.isAvailable(level: level) {
        MenuEntriesList(
          model: model, teasers: model.teasers, groups: model.groups(under: level),
          headerTeaser: model.menu?.headerTeaser(of: level),
          breadcrumb: showsBreadcrumb ? model.breadcrumb(of: level) : [])
      } else {
        // A refresh removed this category while it was open.
        Text(Strings.levelGone)
          .foregroundColor(.secondary)
          .multilineTextAlignment(.center)
          .padding()
          .accessibilityIdentifier(AccessibilityID.levelGone)
      }
    } else {
      // In every load state, so the field is there also when the menu arrives after a Retry.
      topLevel
        .searchable(
          text: $model.searchQuery, placement: .navigationBarDrawer(displayMode: .always),
          prompt: Text(Strings.searchPrompt)
        )
    }
  }

  @ViewBuilder private var topLevel: some View {
    if model.showsSearchResults {
      SearchResultsView(model: model)
    } else {
      switch model.menuState {
      case .loading:
        MenuLoadingView()
      case .failed(let error):
        FailureView(
          title: Text(Strings.menuFailedTitle), message: Text(Strings.message(for: error)),
          messageHint: Text(verbatim: error.description),
          messageID: AccessibilityID.menuFailedMessage, retryID: AccessibilityID.menuRetry
        ) {
          Task { await model.retry() }
        }
      case .ready, .stale:
        MenuEntriesList(
          model: model, teasers: model.teasers, groups: model.groups(under: nil),
          headerTeaser: nil, breadcrumb: [], notice: model.menuNotice)
      }
    }
  }
}

#if DEBUG
  struct MenuLevelView_Previews: PreviewProvider {
    static var previews: some View {
      topLevel("Ready", PreviewModels.ready)
      topLevel("Loading", PreviewModels.loading)
      topLevel("Failed, with Retry", PreviewModels.failed)
    }

    @MainActor private static func topLevel(_ name: String, _ model: ShopAppModel) -> some View {
      NavigationView {
        MenuLevelView(model: model, level: nil, showsBreadcrumb: false)
      }
      .previewDisplayName(name)
    }
  }
#endif
