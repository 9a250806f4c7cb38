import ShopMenu
import SwiftUI

/// The page is kept on `.background`, when iOS may end the scene and restore it later.
@MainActor
struct ShopRootView: View {
  @StateObject private var launch: AppLaunch
  @Environment(\.scenePhase) private var scenePhase
  @SceneStorage("ShopMenu.scenePage.url") private var keptPageURL: URL?
  @SceneStorage("ShopMenu.scenePage.shownAt") private var keptPageShownAt: Double?
  @SceneStorage("ShopMenu.scenePage.title") private var keptPageTitle: String?

  init(launch: @autoclosure @escaping () -> AppLaunch) {
    _launch = StateObject(wrappedValue: launch())
  }

  var body: some View {
    let model = launch.model
    ShopMainView(model: model, pages: launch.pages)
      // Runs again when the view reappears; `start()` runs once.
      .task { await model.start() }
      // Runs again when the view reappears; only the first hand-over counts.
      .onAppear { model.browser.restoreScene(keptPage) }
      .onChange(of: scenePhase) { phase in
        guard phase == .background else { return }
        keptPageURL = model.browser.scenePage?.url
        keptPageShownAt = model.browser.scenePage?.savedAt.timeIntervalSinceReferenceDate
        keptPageTitle = model.browser.scenePage?.title
      }
  }

  private var keptPage: SavedPage? {
    guard let url = keptPageURL, let shownAt = keptPageShownAt else { return nil }
    return SavedPage(
      url: url, savedAt: Date(timeIntervalSinceReferenceDate: shownAt), title: keptPageTitle)
  }
}

#if DEBUG
  struct ShopRootView_Previews: PreviewProvider {
    @MainActor static var previews: some View {
      ShopRootView(launch: .standIn(.bonprix, feed: "feed"))
    }
  }
#endif
