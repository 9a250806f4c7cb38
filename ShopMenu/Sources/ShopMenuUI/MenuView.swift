#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The menu in its full-screen cover: a stack of levels (never split columns, also on iPad),
  /// each a list titled with its level's label and a Close button. The navigation view owns the
  /// stack: every category row is a plain `NavigationLink`, Back and swipe-back are its own, and
  /// the cover builds this view afresh on each presentation, so the menu opens at the top level.
  @MainActor
  struct MenuView: View {
    @ObservedObject var model: ShopAppModel

    var body: some View {
      NavigationView {
        MenuLevelView(model: model, level: nil, showsBreadcrumb: false)
      }
      .navigationViewStyle(.stack)
    }
  }
#endif

#if DEBUG && canImport(SwiftUI) && os(iOS)
  // MARK: - Previews

  /// The whole menu (the top level with its search field) in each load state.
  struct MenuView_Previews: PreviewProvider {
    static var previews: some View {
      MenuView(model: PreviewModels.ready)
        .previewDisplayName("Ready")
      MenuView(model: PreviewModels.loading)
        .previewDisplayName("Loading")
      MenuView(model: PreviewModels.failed)
        .previewDisplayName("Failed, with Retry")
      MenuView(model: PreviewModels.stale)
        .previewDisplayName("Stale, with its notice")
    }
  }
#endif
