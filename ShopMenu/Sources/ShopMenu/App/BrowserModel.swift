import Foundation

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

/// The web page: what the web view is asked to do and what it reports; a report that changes
/// nothing assigns nothing.
@MainActor
public final class BrowserModel: ObservableObject {
  /// The page the web view is asked to show (a new id loads it); first the home page.
  @Published public private(set) var page: PageRequest
  /// What the web view reports about the page.
  @Published public private(set) var state = BrowserState()
  /// The last command for the web view (back, forward, reload).
  @Published public private(set) var command: BrowserCommand?
  /// A URL waiting to be handed to the system; the view then calls ``externalURLHandled()``.
  @Published public private(set) var externalURL: PageRequest?
  /// The page shown and since when, kept for the scene.
  @Published public private(set) var scenePage: SavedPage?

  private var hasRestoredScene = false
  /// The menu's title for the page requested last, until the page navigates on its own.
  @Published private var menuTitle: String?
  /// The web view's loads the app asked for: they keep ``title``; any other main-frame load is
  /// the page's own.
  private var requestedNavigations: Set<ObjectIdentifier> = []

  private let shop: ShopConfiguration
  private let now: () -> Date
  private var requestCounter = 0
  var pageWillGo: () -> Void = {}

  init(shop: ShopConfiguration, now: @escaping () -> Date) {
    self.shop = shop
    self.now = now
    page = PageRequest(url: shop.homeURL, id: 0)
  }

  /// The navigation bar's title: the menu level a page was chosen on, else the shop's name.
  public var title: String { menuTitle ?? shop.displayName }

  /// Asks the web view to load `url` (even if it is the page shown), titled `title`.
  func load(_ url: URL, title: String? = nil) {
    update { $0.error = nil }
    setTitle(title)
    page = PageRequest(url: url, id: nextRequestID())
  }

  private func setTitle(_ title: String?) {
    if menuTitle != title { menuTitle = title }
  }

  func openExternally(_ url: URL) {
    externalURL = PageRequest(url: url, id: nextRequestID())
  }

  /// The toolbar's Back: another page, so the shop's name.
  public func goBack() {
    setTitle(nil)
    run(.goBack)
  }
  /// The toolbar's Forward.
  public func goForward() {
    setTitle(nil)
    run(.goForward)
  }
  /// The toolbar's Reload.
  public func reloadPage() { run(.reload) }

  /// Loads the page that failed again.
  public func retryPage() {
    load(state.error?.url ?? state.currentURL ?? page.url, title: menuTitle)
  }

  /// The view has handed ``externalURL`` to the system.
  public func externalURLHandled() { if externalURL != nil { externalURL = nil } }

  /// `navigationDecision(for:isMainFrame:isUserAction:)`, redirects acted on here.
  public func navigationDecision(for url: URL, isMainFrame: Bool, isUserAction: Bool)
    -> URLPolicy.NavigationDecision
  {
    let decision = shop.urlPolicy.navigationDecision(
      for: url, isMainFrame: isMainFrame, isUserAction: isUserAction)
    switch decision {
    case .redirect(let upgraded): load(upgraded)
    case .openExternally(let external): openExternally(external)
    case .allow, .cancel: break
    }
    return decision
  }

  private func run(_ action: BrowserCommand.Action) {
    if action == .reload { update { $0.error = nil } }
    command = BrowserCommand(action: action, id: nextRequestID())
  }

  private func nextRequestID() -> Int {
    requestCounter += 1
    return requestCounter
  }

  private func update(_ change: (inout BrowserState) -> Void) {
    var next = state
    change(&next)
    guard next != state else { return }
    state = next
  }

  // A cancelled navigation may report after the next began: only the last one's count.

  /// A main-frame load started, answering the page's waiting dialogs with Cancel: only
  /// `navigation`'s finish or failure ends it.
  public func webViewDidStartLoading(_ url: URL?, navigation: ObjectIdentifier? = nil) {
    pageWillGo()
    update { state in
      state.isLoading = true
      state.error = nil
      state.progress = 0
      state.navigation = navigation
      if let url { state.currentURL = url }
    }
  }

  private func isCurrent(_ navigation: ObjectIdentifier?) -> Bool {
    guard let navigation, let current = state.navigation else { return true }
    return navigation == current
  }

  /// The web view started a load the app asked for (a page or Reload).
  public func webViewDidRequest(_ navigation: ObjectIdentifier) {
    requestedNavigations.insert(navigation)
  }

  /// A main-frame load's page is coming in: one the page started itself is no longer the page
  /// the menu titled.
  public func webViewDidCommit(navigation: ObjectIdentifier?) {
    if let navigation, !requestedNavigations.contains(navigation) { setTitle(nil) }
  }

  /// Load progress, 0 to 1.
  public func webViewDidUpdateProgress(_ progress: Double) {
    guard state.isLoading else { return }  // a late report of an ended load
    update { $0.progress = min(max(progress, 0), 1) }
  }

  /// The page finished loading.
  public func webViewDidFinishLoading(_ url: URL?, navigation: ObjectIdentifier? = nil) {
    if let navigation { requestedNavigations.remove(navigation) }
    guard isCurrent(navigation) else { return }
    update { state in
      state.isLoading = false
      state.progress = 1
      if let url { state.currentURL = url }
    }
    rememberShownPage()
  }

  /// The load ended without the page: `message` says why, `nil` when it was stopped on purpose
  /// (cancelled, or replaced by another load), which is no error.
  public func webViewDidFailLoading(
    _ url: URL?, message: String?, navigation: ObjectIdentifier? = nil
  ) {
    if let navigation { requestedNavigations.remove(navigation) }
    guard isCurrent(navigation) else { return }
    let failed = url ?? state.currentURL ?? page.url
    update { state in
      state.isLoading = false
      if let message { state.error = PageLoadError(url: failed, message: message) }
    }
  }

  /// The URL changed without a load (`history.pushState`, a fragment).
  public func webViewDidChangeURL(_ url: URL?) {
    guard let url else { return }
    update { $0.currentURL = url }
    rememberShownPage()
  }

  /// The web view's back and forward lists changed.
  public func webViewDidUpdateHistory(canGoBack: Bool, canGoForward: Bool) {
    update { state in
      state.canGoBack = canGoBack
      state.canGoForward = canGoForward
    }
  }

  /// Reopens the scene's kept page if it may be (`reopenedURL(shop:now:maximumAge:)`);
  /// only the first call counts, as the view calls it whenever it appears.
  public func restoreScene(_ saved: SavedPage?) {
    guard !hasRestoredScene else { return }
    hasRestoredScene = true
    if let saved, let url = saved.reopenedURL(shop: shop, now: now()) {
      load(url, title: saved.title)
    }
  }

  private func rememberShownPage() {
    guard let url = state.currentURL, url != scenePage?.url || menuTitle != scenePage?.title
    else { return }
    scenePage = SavedPage(url: url, savedAt: now(), title: menuTitle)
  }
}
