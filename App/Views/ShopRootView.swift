import ShopMenu
import SwiftUI

/// The page is kept on `.background`, when iOS may end the scene and restore it later.
@MainActor
struct ShopRootView: View {
  @StateObject private var model: ShopAppModel
  @Environment(\.scenePhase) private var scenePhase
  @SceneStorage("ShopMenu.scenePage.url") private var keptPageURL: URL?
  @SceneStorage("ShopMenu.scenePage.shownAt") private var keptPageShownAt: Double?

  init(launch: AppLaunchConfiguration) {
    _model = StateObject(wrappedValue: ShopAppModel(launch: launch))
  }

  var body: some View {
    ShopMainView(model: model)
      // Runs again when the view reappears; `start()` is idempotent.
      .task { [model] in await model.start() }
      // Runs again when the view reappears; only the first hand-over counts.
      .onAppear { model.browser.restoreScene(keptPage) }
      .onChange(of: scenePhase) { phase in
        guard phase == .background else { return }
        keptPageURL = model.browser.scenePage?.url
        keptPageShownAt = model.browser.scenePage?.savedAt.timeIntervalSinceReferenceDate
      }
  }

  private var keptPage: SavedPage? {
    guard let url = keptPageURL, let shownAt = keptPageShownAt else { return nil }
    return SavedPage(url: url, savedAt: Date(timeIntervalSinceReferenceDate: shownAt))
  }
}

#if DEBUG
  /// The whole app with the UI tests' stand-ins.
  struct ShopRootView_Previews: PreviewProvider {
    static var previews: some View {
      ShopRootView(
        launch: AppLaunchConfiguration(
          environment: [UITestStandIns.feedKey: "feed", UITestStandIns.localPagesKey: "1"],
          infoDictionary: [:])
      )
    }
  }
#endif
