import Foundation
import ShopMenu
import SwiftUI

@MainActor
struct MenuTopLevelView: View {
  @ObservedObject var model: ShopAppModel
  @ViewBuilder var body: some View {
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
  struct MenuTopLevelView_Previews: PreviewProvider {
    static var previews: some View {
      preview(PreviewModels.ready, "Ready")
      preview(PreviewModels.loading, "Loading")
      preview(PreviewModels.failed, "Failed, with Retry")
      preview(PreviewModels.stale, "Stale, with its notice")
      preview(PreviewModels.bundledCopy, "Bundled copy")
    }

    @MainActor private static func preview(_ model: ShopAppModel, _ name: String) -> some View {
      NavigationView { MenuTopLevelView(model: model) }
        .previewDisplayName(name)
    }
  }
#endif
