import Foundation

/// The web page: what the web view is asked to show and do, what it reports, and where a link
/// may go. The main screen observes it (progress, history, errors); the menu does not, so a
/// page loading never redraws the menu.
///
/// Every change is an assignment to a `@Published` property, announced through
/// `objectWillChange`. The web view reports often (history after every commit, progress in
/// small steps): a report that changes nothing assigns nothing, and progress is kept in steps
/// of 5 %, so a load redraws the screen at most some 20 times.
@MainActor
public final class BrowserModel: ObservableObject {
  /// The page the web view is asked to show; starts at the shop's home page. A new id loads it,
  /// also when the URL is the one shown.
  @Published public private(set) var page: PageRequest {
    didSet { announceShownURL() }
  }
  /// What the web view reports about the page.
  @Published public private(set) var state = BrowserState()
  /// The last command for the web view (back, forward, reload).
  @Published public private(set) var command: BrowserCommand?
  /// A URL waiting to be handed to the system.
  @Published public private(set) var externalURL: ExternalURLRequest?
  /// The page shown and when it was first shown, for the root view to keep for its scene
  /// (``PageRestoration``); `nil` until a page has loaded.
  @Published public private(set) var scenePage: SavedPage?

  /// How the web view addresses pages: at their own URLs, or (UI tests) served by the app.
  public internal(set) var pageAddressing: PageAddressing = .direct
  /// What ``restoreScene(_:)`` decided, once it has run.
  public private(set) var sceneRestoration: PageRestoration.Outcome?

  /// The URL rules for in-page navigation.
  let policy: URLPolicy
  private let shop: ShopConfiguration
  private let now: () -> Date
  private var requestCounter = 0
  /// The page shown is going away (a new main-frame load started): its dialogs are answered.
  var pageWillGo: () -> Void = {}
  /// The page shown changed (``shownURL``).
  var shownURLDidChange: (URL) -> Void = { _ in }
  private var announcedShownURL: URL?

  init(shop: ShopConfiguration, now: @escaping () -> Date) {
    self.shop = shop
    self.policy = shop.urlPolicy
    self.now = now
    page = PageRequest(url: shop.homeURL, id: 0)
  }

  /// The page the web view shows: its last report, or the page requested before it reported.
  public var shownURL: URL { state.currentURL ?? page.url }

  // MARK: - Requests

  /// Asks the web view to load `url` (even if it is the page shown).
  public func load(_ url: URL) {
    update { $0.error = nil }
    page = PageRequest(url: url, id: nextRequestID())
  }

  /// Hands `url` to the system (another app, the phone, mail).
  func openExternally(_ url: URL) {
    externalURL = ExternalURLRequest(url: url, id: nextRequestID())
  }

  /// The web view's back button.
  public func goBack() { run(.goBack) }
  /// The web view's forward button.
  public func goForward() { run(.goForward) }
  /// Reload (the toolbar button).
  public func reloadPage() { run(.reload) }

  /// Loads the page that failed again.
  public func retryPage() {
    load(state.error?.url ?? state.currentURL ?? page.url)
  }

  /// The view has handed ``externalURL`` to the system.
  public func externalURLHandled() {
    if externalURL != nil { externalURL = nil }
  }

  /// Decides a navigation the page starts (link taps, redirects, frames): see
  /// ``URLPolicy/navigationDecision(for:isMainFrame:isUserAction:)``. Redirects and external
  /// URLs are acted on here; the web view only cancels or allows.
  public func navigationDecision(for url: URL, isMainFrame: Bool, isUserAction: Bool)
    -> URLPolicy.NavigationDecision
  {
    let decision = policy.navigationDecision(
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

  /// Applies `change` to the state, and publishes only when it changed something.
  private func update(_ change: (inout BrowserState) -> Void) {
    var next = state
    change(&next)
    guard next != state else { return }
    state = next
    announceShownURL()
  }

  /// Tells the app when the page shown changed (a new request before the web view reports, or
  /// the web view's report).
  private func announceShownURL() {
    guard shownURL != announcedShownURL else { return }
    announcedShownURL = shownURL
    shownURLDidChange(shownURL)
  }

  // MARK: - Reports from the web view

  // A new navigation cancels the one before it, and WebKit may report that cancellation (-999)
  // after the new one has started. So start, finish and failure name their navigation, and only
  // those of the navigation started last change the load state. `navigation` is `nil` when the
  // web view does not say: such a report is taken to be about the current navigation.

  /// A main-frame load started; it replaces any load still reported as running. From now on,
  /// only the finish or failure of `navigation` (WebKit's `WKNavigation`) ends the load. The
  /// page shown is going away: its dialogs are answered with Cancel.
  public func webViewDidStartLoading(_ url: URL?, navigation: WebNavigationID? = nil) {
    pageWillGo()
    update { state in
      state.isLoading = true
      state.error = nil
      state.progress = Self.progressStep
      state.navigation = navigation
      if let url { state.currentURL = url }
    }
  }

  /// Whether a report about `navigation` is about the navigation started last.
  private func isCurrent(_ navigation: WebNavigationID?) -> Bool {
    guard let navigation, let current = state.navigation else { return true }
    return navigation == current
  }

  /// Load progress, 0 to 1, kept in steps of 5 % (1 when done).
  public func webViewDidUpdateProgress(_ progress: Double) {
    // A late report from a load that has ended is not progress of the next one.
    guard state.isLoading else { return }
    let stepped = Self.steppedProgress(progress)
    update { $0.progress = stepped }
  }

  /// The granularity of ``BrowserState/progress``.
  static let progressStep = 0.05

  static func steppedProgress(_ progress: Double) -> Double {
    guard progress.isFinite else { return 0 }
    let clamped = min(max(progress, 0), 1)
    if clamped >= 1 { return 1 }
    return (clamped / progressStep).rounded(.down) * progressStep
  }

  /// The page finished loading. A navigation that another has replaced changes nothing.
  public func webViewDidFinishLoading(
    _ url: URL?, title: String?, navigation: WebNavigationID? = nil
  ) {
    guard isCurrent(navigation) else { return }
    update { state in
      state.isLoading = false
      state.progress = 1
      if let url { state.currentURL = url }
      state.title = title.flatMap { $0.isEmpty ? nil : $0 }
    }
    rememberShownPage()
  }

  /// The page failed to load. `code` is the `NSURLErrorDomain`/WebKit error code: a cancelled
  /// load (-999, a new request replaced it) or one stopped by the policy (102) is not an error.
  /// The failure of a navigation that another has replaced changes nothing.
  public func webViewDidFailLoading(
    _ url: URL?, code: Int, message: String, navigation: WebNavigationID? = nil
  ) {
    guard isCurrent(navigation) else { return }
    let failed = url ?? state.currentURL ?? page.url
    update { state in
      state.isLoading = false
      if code != -999, code != 102 { state.error = PageLoadError(url: failed, message: message) }
    }
  }

  /// The page's URL changed without a load (a script's `history.pushState`, a fragment).
  public func webViewDidChangeURL(_ url: URL?) {
    guard let url else { return }
    update { $0.currentURL = url }
    rememberShownPage()
  }

  /// The web view's history changed.
  public func webViewDidUpdateHistory(canGoBack: Bool, canGoForward: Bool) {
    update { state in
      state.canGoBack = canGoBack
      state.canGoForward = canGoForward
    }
  }

  // MARK: - Scene restoration

  /// The scene's kept page, as the root view read it from its `@SceneStorage` (`nil`: nothing
  /// kept). Reopens it when ``PageRestoration`` allows; otherwise the home page stays. Only the
  /// first call counts (the view hands it over when it appears, which may happen again).
  /// Returns what was decided.
  @discardableResult
  public func restoreScene(_ saved: SavedPage?) -> PageRestoration.Outcome {
    if let sceneRestoration { return sceneRestoration }
    let outcome = PageRestoration.outcome(for: saved, shop: shop, now: now())
    if case .restored(let url) = outcome { load(url) }
    sceneRestoration = outcome
    return outcome
  }

  /// Keeps the page the web view shows, and when it was first shown, as the scene's page.
  private func rememberShownPage() {
    guard let url = state.currentURL, url != scenePage?.url else { return }
    scenePage = SavedPage(url: url, savedAt: now())
  }
}
