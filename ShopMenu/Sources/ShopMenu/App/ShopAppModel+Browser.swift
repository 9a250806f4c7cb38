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
  /// Reload, or pull to refresh.
  public func reloadPage() { command(.reload) }

  /// Loads the page that failed again.
  public func retryPage() {
    load(browser.error?.url ?? browser.currentURL ?? page.url)
  }

  /// The view has handed ``externalURL`` to the system.
  public func externalURLHandled() { externalURL = nil }

  /// Decides a navigation the page starts (link taps, redirects, frames): see
  /// ``URLPolicy/navigationDecision(for:isMainFrame:)``. Redirects and external URLs are acted
  /// on here; the web view only cancels or allows.
  public func navigationDecision(for url: URL, isMainFrame: Bool) -> URLPolicy.NavigationDecision {
    let decision = policy.navigationDecision(for: url, isMainFrame: isMainFrame)
    switch decision {
    case .redirect(let upgraded): load(upgraded)
    case .openExternally(let external):
      externalURL = ExternalURLRequest(url: external, id: nextRequestID())
    case .allow, .cancel: break
    }
    return decision
  }

  // MARK: Reports from the web view

  /// A main-frame load started.
  public func webViewDidStartLoading(_ url: URL?) {
    browser.isLoading = true
    browser.error = nil
    browser.progress = 0.05
    if let url { browser.currentURL = url }
  }

  /// Load progress, 0 to 1.
  public func webViewDidUpdateProgress(_ progress: Double) {
    browser.progress = min(max(progress, 0), 1)
  }

  /// The page finished loading.
  public func webViewDidFinishLoading(_ url: URL?, title: String?) {
    browser.isLoading = false
    browser.progress = 1
    if let url { browser.currentURL = url }
    browser.title = title.flatMap { $0.isEmpty ? nil : $0 }
    rememberShownPage()
  }

  /// The page failed to load. `code` is the `NSURLErrorDomain`/WebKit error code: a cancelled
  /// load (-999, a new request replaced it) or one stopped by the policy (102) is not an error.
  public func webViewDidFailLoading(_ url: URL?, code: Int, message: String) {
    browser.isLoading = false
    guard code != -999, code != 102 else { return }
    browser.error = PageLoadError(url: url ?? browser.currentURL ?? page.url, message: message)
  }

  /// The page's URL changed without a load (a script's `history.pushState`, a fragment).
  public func webViewDidChangeURL(_ url: URL?) {
    guard let url, url != browser.currentURL else { return }
    browser.currentURL = url
    rememberShownPage()
  }

  /// The web view's history changed.
  public func webViewDidUpdateHistory(canGoBack: Bool, canGoForward: Bool) {
    if browser.canGoBack != canGoBack { browser.canGoBack = canGoBack }
    if browser.canGoForward != canGoForward { browser.canGoForward = canGoForward }
  }

  private func command(_ action: BrowserCommand.Action) {
    if action == .reload { browser.error = nil }
    browserCommand = BrowserCommand(action: action, id: nextRequestID())
  }
}
