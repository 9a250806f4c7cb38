#if canImport(SwiftUI) && os(iOS)
  import ShopMenu
  import SwiftUI

  /// The app's whole interface: the shop's web page, and the menu over it. The app's `@main`
  /// type shows this in its window and nothing else.
  ///
  /// A launch shows the shop's home page. The page shown is kept with `@SceneStorage` when the
  /// scene goes to the background ("scenePhase" `.background`: "the scene isn't currently
  /// visible"), the only case in which iOS may end the scene and restore it later; iOS hands the
  /// kept page back only when it restores such a scene. A scene that ends in the foreground keeps
  /// nothing. The model decides whether a kept page may be reopened
  /// (``ShopAppModel/restoreScene(_:)``).
  @MainActor
  public struct ShopRootView: View {
    @StateObject private var model: ShopAppModel
    @Environment(\.scenePhase) private var scenePhase
    /// The page shown in this scene, and when (seconds since the reference date).
    @SceneStorage("ShopMenu.scenePage.url") private var keptPageURL: URL?
    @SceneStorage("ShopMenu.scenePage.shownAt") private var keptPageShownAt: Double?

    /// The interface for a launch configuration (shop, key, and the UI tests' stand-ins).
    public init(launch: AppLaunchConfiguration) {
      _model = StateObject(wrappedValue: ShopAppModel(launch: launch))
    }

    public var body: some View {
      ShopMainView(model: model)
        // `.task` runs again whenever this view reappears (after the full-screen menu, for
        // one); `start()` is idempotent, so only the first run loads anything.
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
#endif

#if DEBUG && canImport(SwiftUI) && os(iOS)
  // MARK: - Previews

  /// The whole app with the UI tests' stand-ins: the bundled menu served as the network's
  /// answer, every page served by the app itself. In the live canvas the web view loads its
  /// local page and reports it, as in the app.
  struct ShopRootView_Previews: PreviewProvider {
    static var previews: some View {
      ShopRootView(
        launch: AppLaunchConfiguration(shop: .bonprix, stub: .feed, rendersPagesLocally: true)
      )
      .previewDisplayName("App, stand-ins")
    }
  }
#endif
