import Foundation

// MARK: - Web view

extension ShopAppModel {
  /// Asks the web view to load `url` (even if it is the page shown).
  public func load(_ url: URL) {
    browser.error = nil
    page = PageRequest(url: url, id: nextRequestID())
  }

  /// The web view's back button.
  public func goBack() { command(.goBack) }
  /// The web view's forward button.
  public func goForward() { command(.goForward) }
  /// Reload (the toolbar button).
  public func reloadPage() { command(.reload) }

  /// Loads the page that failed again.
  public func retryPage() {
    load(browser.error?.url ?? browser.currentURL ?? page.url)
  }

  /// The view has handed ``externalURL`` to the system.
  public func externalURLHandled() { externalURL = nil }

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
    case .openExternally(let external):
      externalURL = ExternalURLRequest(url: external, id: nextRequestID())
    case .allow, .cancel: break
    }
    return decision
  }

  // MARK: Reports from the web view

  // A new navigation cancels the one before it, and WebKit may report that cancellation (-999)
  // after the new one has started. So start, finish and failure name their navigation, and only
  // those of the navigation started last change the load state. `navigation` is `nil` when the
  // web view does not say: such a report is taken to be about the current navigation.

  /// A main-frame load started; it replaces any load still reported as running. From now on,
  /// only the finish or failure of `navigation` (WebKit's `WKNavigation`) ends the load. The
  /// page shown is going away: its dialogs are answered with Cancel.
  public func webViewDidStartLoading(_ url: URL?, navigation: WebNavigationID? = nil) {
    cancelDialogs()
    var state = browser
    state.isLoading = true
    state.error = nil
    state.progress = Self.progressStep
    state.navigation = navigation
    if let url { state.currentURL = url }
    browser = state
  }

  /// Whether a report about `navigation` is about the navigation started last.
  private func isCurrent(_ navigation: WebNavigationID?) -> Bool {
    guard let navigation, let current = browser.navigation else { return true }
    return navigation == current
  }

  /// Load progress, 0 to 1. WebKit reports it in many small steps; the model keeps it in steps
  /// of `progressStep` (0.05; 1 when done), so a load redraws the screen at most about 20 times.
  public func webViewDidUpdateProgress(_ progress: Double) {
    // A late report from a load that has ended is not progress of the next one.
    guard browser.isLoading else { return }
    let stepped = Self.steppedProgress(progress)
    if stepped != browser.progress { browser.progress = stepped }
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
    var state = browser
    state.isLoading = false
    state.progress = 1
    if let url { state.currentURL = url }
    state.title = title.flatMap { $0.isEmpty ? nil : $0 }
    browser = state
    rememberShownPage()
  }

  /// The page failed to load. `code` is the `NSURLErrorDomain`/WebKit error code: a cancelled
  /// load (-999, a new request replaced it) or one stopped by the policy (102) is not an error.
  /// The failure of a navigation that another has replaced changes nothing: the load running is
  /// the newer one's.
  public func webViewDidFailLoading(
    _ url: URL?, code: Int, message: String, navigation: WebNavigationID? = nil
  ) {
    guard isCurrent(navigation) else { return }
    var state = browser
    state.isLoading = false
    if code != -999, code != 102 {
      state.error = PageLoadError(url: url ?? browser.currentURL ?? page.url, message: message)
    }
    browser = state
  }

  /// The page's URL changed without a load (a script's `history.pushState`, a fragment).
  public func webViewDidChangeURL(_ url: URL?) {
    guard let url, url != browser.currentURL else { return }
    browser.currentURL = url
    rememberShownPage()
  }

  /// The web view's history changed.
  public func webViewDidUpdateHistory(canGoBack: Bool, canGoForward: Bool) {
    var state = browser
    state.canGoBack = canGoBack
    state.canGoForward = canGoForward
    browser = state
  }

  private func command(_ action: BrowserCommand.Action) {
    if action == .reload { browser.error = nil }
    browserCommand = BrowserCommand(action: action, id: nextRequestID())
  }
}
