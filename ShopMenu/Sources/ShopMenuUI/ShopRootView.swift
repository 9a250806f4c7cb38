#if canImport(SwiftUI) && os(iOS)
  import ShopMenu
  import SwiftUI

  /// The app's whole interface: the shop's web page, and the menu over it. The app's `@main`
  /// type shows this in its window and nothing else.
  ///
  /// A launch shows the shop's home page. The page shown is kept with `@SceneStorage`, which iOS
  /// hands back only when it restores a scene it ended in the background, and discards when the
  /// person closes the app; the model decides whether that page may be reopened
  /// (``ShopAppModel/restoreScene(_:)``).
  @MainActor
  public struct ShopRootView: View {
    @StateObject private var model: ShopAppModel
    private let rendersPagesLocally: Bool
    /// The page shown in this scene, and when (seconds since the reference date).
    @SceneStorage("ShopMenu.scenePage.url") private var keptPageURL: URL?
    @SceneStorage("ShopMenu.scenePage.shownAt") private var keptPageShownAt: Double?

    /// The interface for a launch configuration (shop, key, and the UI tests' stand-ins).
    public init(launch: AppLaunchConfiguration) {
      _model = StateObject(wrappedValue: ShopAppModel(launch: launch))
      rendersPagesLocally = launch.rendersPagesLocally
    }

    public var body: some View {
      ShopMainView(model: model, rendersPagesLocally: rendersPagesLocally)
        // `.task` runs again whenever this view reappears (after the full-screen menu, for
        // one); `start()` is idempotent, so only the first run loads anything.
        .task { [model] in await model.start() }
        // Runs again when the view reappears; only the first hand-over counts.
        .onAppear { model.restoreScene(keptPage) }
        .onChange(of: model.scenePage) { page in
          keptPageURL = page?.url
          keptPageShownAt = page?.savedAt.timeIntervalSinceReferenceDate
        }
    }

    private var keptPage: SavedPage? {
      guard let url = keptPageURL, let shownAt = keptPageShownAt else { return nil }
      return SavedPage(url: url, savedAt: Date(timeIntervalSinceReferenceDate: shownAt))
    }
  }

  // MARK: - Main screen

  /// The web view under a navigation bar with the shop's name and the Menu button; a thin
  /// progress bar while a page loads, back / forward / reload below, an error view with Retry.
  @MainActor
  struct ShopMainView: View {
    @ObservedObject var model: ShopAppModel
    let rendersPagesLocally: Bool
    @Environment(\.openURL) private var openURL

    var body: some View {
      NavigationView {
        page
          .navigationTitle(model.shop.displayName)
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { menuButton }
            ToolbarItemGroup(placement: .bottomBar) { historyButtons }
          }
      }
      .navigationViewStyle(.stack)
      // The levels are reset only once the menu has gone (onDismiss), never while it slides away.
      .fullScreenCover(isPresented: $model.isMenuPresented, onDismiss: { model.menuDidDismiss() }) {
        MenuView(model: model)
          .environment(\.loadsRemoteImages, !rendersPagesLocally)
      }
      .pageDialogs(model: model)
      .onChange(of: model.externalURL) { request in
        guard let request else { return }
        openURL(request.url)
        model.externalURLHandled()
      }
    }

    private var page: some View {
      ZStack(alignment: .top) {
        ShopWebView(model: model, page: model.page, command: model.browserCommand)
        if model.browser.isLoading {
          ProgressView(value: model.browser.progress)
            .accessibilityLabel(Text(Strings.pageLoading))
            .accessibilityIdentifier(AccessibilityID.pageProgress)
        }
        if let error = model.browser.error {
          FailureView(
            title: Text(Strings.pageErrorTitle), message: Text(verbatim: error.message),
            messageHint: nil, containerID: AccessibilityID.pageError, messageID: nil,
            retryID: AccessibilityID.pageRetry
          ) {
            model.retryPage()
          }
          .background(.background)
        }
      }
    }

    private var menuButton: some View {
      Button {
        model.openMenu()
      } label: {
        HStack(spacing: 6) {
          Image(systemName: "line.3.horizontal")
          Text(Strings.menu)
        }
      }
      .accessibilityLabel(Text(Strings.menu))
      .accessibilityHint(Text(Strings.menuHint))
      .accessibilityIdentifier(AccessibilityID.menuButton)
    }

    @ViewBuilder private var historyButtons: some View {
      Button {
        model.goBack()
      } label: {
        Image(systemName: "chevron.backward")
      }
      .disabled(!model.browser.canGoBack)
      .accessibilityLabel(Text(Strings.back))
      .accessibilityIdentifier(AccessibilityID.pageBack)
      Spacer()
      Button {
        model.goForward()
      } label: {
        Image(systemName: "chevron.forward")
      }
      .disabled(!model.browser.canGoForward)
      .accessibilityLabel(Text(Strings.forward))
      .accessibilityIdentifier(AccessibilityID.pageForward)
      Spacer()
      Button {
        model.reloadPage()
      } label: {
        Image(systemName: "arrow.clockwise")
      }
      .accessibilityLabel(Text(Strings.reload))
      .accessibilityIdentifier(AccessibilityID.pageReload)
    }
  }

  // MARK: - Environment

  private struct LoadsRemoteImagesKey: EnvironmentKey {
    static let defaultValue = true
  }

  extension EnvironmentValues {
    /// Whether teaser images are fetched (off for the UI tests, which never touch the network).
    var loadsRemoteImages: Bool {
      get { self[LoadsRemoteImagesKey.self] }
      set { self[LoadsRemoteImagesKey.self] = newValue }
    }
  }
#endif

#if canImport(SwiftUI) && os(iOS)
  // MARK: - Previews

  /// The whole app with the UI tests' stand-ins (the bundled menu served as the network's
  /// answer, every page served by the app itself), and the main screen with a page loading and
  /// with a page that failed. In the live canvas the web view then loads its local page and
  /// reports it, as in the app.
  struct ShopRootView_Previews: PreviewProvider {
    static var previews: some View {
      ShopRootView(
        launch: AppLaunchConfiguration(shop: .bonprix, stub: .feed, rendersPagesLocally: true)
      )
      .previewDisplayName("App, stand-ins")
      ShopMainView(model: pageLoading, rendersPagesLocally: true)
        .previewDisplayName("Page loading")
      ShopMainView(model: pageFailed, rendersPagesLocally: true)
        .previewDisplayName("Page failed")
    }

    /// A page at 40 %.
    @MainActor private static var pageLoading: ShopAppModel {
      let model = PreviewModels.ready
      model.webViewDidStartLoading(model.page.url)
      model.webViewDidUpdateProgress(0.4)
      return model
    }

    /// A page whose load failed offline (`NSURLErrorNotConnectedToInternet`).
    @MainActor private static var pageFailed: ShopAppModel {
      let model = PreviewModels.ready
      model.webViewDidStartLoading(model.page.url)
      model.webViewDidFailLoading(
        model.page.url, code: -1009, message: "The Internet connection appears to be offline.")
      return model
    }
  }
#endif
