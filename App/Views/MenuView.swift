import Foundation
import ShopMenu
import SwiftUI

/// Built afresh on every presentation, so it opens at the top.
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

#if DEBUG
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
      MenuView(model: PreviewModels.bundledCopy)
        .previewDisplayName("Bundled copy")
    }
  }
#endif
