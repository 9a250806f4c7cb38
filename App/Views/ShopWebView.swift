import ShopMenu
import SwiftUI
import WebKit

/// How the web view reaches a page: directly, or (UI tests) through a local stand-in.
struct WebPages {
  /// The URL the web view loads for a page.
  var webViewURL: (URL) -> URL = { $0 }
  /// The page a URL the web view reports stands for.
  var pageURL: (URL) -> URL = { $0 }
  var configure: (WKWebViewConfiguration) -> Void = { _ in }

  static let direct = WebPages()
}

@MainActor
struct ShopWebView: UIViewRepresentable {
  let model: ShopAppModel
  let pages: WebPages
  /// A new ``PageRequest/id`` loads it, also when the URL is the one shown.
  let page: PageRequest
  let command: BrowserCommand?

  func makeCoordinator() -> Coordinator { Coordinator(model: model, pages: pages) }

  func makeUIView(context: Context) -> WKWebView {
    let configuration = WKWebViewConfiguration()
    configuration.allowsInlineMediaPlayback = true
    pages.configure(configuration)
    let webView = WKWebView(frame: .zero, configuration: configuration)
    webView.allowsBackForwardNavigationGestures = true
    // The screen's background, not white, until the first page is in (dark mode).
    webView.isOpaque = false
    context.coordinator.attach(to: webView, page: page, command: command)
    return webView
  }

  func updateUIView(_ webView: WKWebView, context: Context) {
    context.coordinator.apply(page: page, command: command)
  }

  static func dismantleUIView(_ webView: WKWebView, coordinator: Coordinator) {
    coordinator.detach()
  }

  /// Loads a page only when the request's id changes, so a redraw never does.
  @MainActor
  final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
    let model: ShopAppModel
    let pages: WebPages
    private weak var webView: WKWebView?
    private var observations: [NSKeyValueObservation] = []
    private var loadedPageID: Int?
    private var handledCommandID: Int?
    private var requestedNavigations: [WKNavigation] = []

    init(model: ShopAppModel, pages: WebPages) {
      self.model = model
      self.pages = pages
      super.init()
    }

    func attach(to webView: WKWebView, page: PageRequest, command: BrowserCommand?) {
      self.webView = webView
      webView.navigationDelegate = self
      webView.uiDelegate = self
      observations = [
        webView.observe(\.estimatedProgress, options: [.new]) { [weak self] _, change in
          guard let self, let progress = change.newValue else { return }
          Task { @MainActor in self.model.browser.webViewDidUpdateProgress(progress) }
        },
        // Scripts change the URL without a navigation (`history.pushState`).
        webView.observe(\.url, options: [.new]) { [weak self] webView, _ in
          guard let self else { return }
          Task { @MainActor in self.model.browser.webViewDidChangeURL(self.page(at: webView.url))
          }
        },
      ]
      observations += [\WKWebView.canGoBack, \.canGoForward].map { keyPath in
        webView.observe(keyPath, options: [.new]) { [weak self] _, _ in
          guard let self else { return }
          Task { @MainActor in self.historyChanged() }
        }
      }
      // A command issued before this web view existed is not replayed.
      handledCommandID = command?.id
      apply(page: page, command: command)
    }

    func detach() {
      // WebKit requires every dialog's handler to be called.
      model.dialogs.cancelAll()
      for observation in observations { observation.invalidate() }
      webView?.navigationDelegate = nil
      webView?.uiDelegate = nil
      webView = nil
    }

    func apply(page: PageRequest, command: BrowserCommand?) {
      guard let webView else { return }
      if loadedPageID != page.id {
        loadedPageID = page.id
        load(page.url, in: webView)
      }
      guard let command, handledCommandID != command.id else { return }
      handledCommandID = command.id
      switch command.action {
      case .goBack:
        if webView.canGoBack { webView.goBack() }
      case .goForward:
        if webView.canGoForward { webView.goForward() }
      case .reload:
        if webView.url == nil {
          load(page.url, in: webView)
        } else {
          requested(webView.reload())
        }
      }
    }

    private func load(_ url: URL, in webView: WKWebView) {
      requested(webView.load(URLRequest(url: pages.webViewURL(url))))
    }

    /// Kept until it ends, so that its identifier stays its own.
    private func requested(_ navigation: WKNavigation?) {
      guard let navigation else { return }
      requestedNavigations.append(navigation)
      model.browser.webViewDidRequest(ObjectIdentifier(navigation))
    }

    private func page(at url: URL?) -> URL? {
      url.map(pages.pageURL)
    }

    private func historyChanged() {
      guard let webView else { return }
      model.browser.webViewDidUpdateHistory(
        canGoBack: webView.canGoBack, canGoForward: webView.canGoForward)
    }

    /// The `async` form: one type under the iOS 17 and 18 SDKs (18's handler is `@Sendable`).
    @objc(webView:decidePolicyForNavigationAction:decisionHandler:)
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction
    ) async -> WKNavigationActionPolicy {
      guard let url = page(at: navigationAction.request.url) else { return .cancel }
      // No target frame: a new window, the main page's only when the main page asked.
      let isMainFrame =
        navigationAction.targetFrame?.isMainFrame ?? Self.comesFromMainFrame(navigationAction)
      let isUserAction =
        navigationAction.navigationType == .linkActivated
        || navigationAction.navigationType == .formSubmitted
      let decision = model.browser.navigationDecision(
        for: url, isMainFrame: isMainFrame, isUserAction: isUserAction)
      return decision == .allow ? .allow : .cancel
    }

    /// `sourceFrame` is declared non-optional but has been seen nil at run time.
    private static func comesFromMainFrame(_ action: WKNavigationAction) -> Bool {
      let source: WKFrameInfo? = action.sourceFrame
      return source?.isMainFrame ?? false
    }

    @objc(webView:didStartProvisionalNavigation:)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      model.browser.webViewDidStartLoading(
        page(at: webView.url), navigation: navigation.map(ObjectIdentifier.init))
    }

    @objc(webView:didCommitNavigation:)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
      model.browser.webViewDidCommit(navigation: navigation.map(ObjectIdentifier.init))
      historyChanged()
    }

    @objc(webView:didFinishNavigation:)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      requestedNavigations.removeAll { $0 === navigation }
      if !webView.isOpaque { webView.isOpaque = true }
      model.browser.webViewDidFinishLoading(
        page(at: webView.url),
        navigation: navigation.map(ObjectIdentifier.init))
      historyChanged()
    }

    @objc(webView:didFailNavigation:withError:)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
      failed(webView, navigation, error)
    }

    @objc(webView:didFailProvisionalNavigation:withError:)
    func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
      withError error: Error
    ) {
      failed(webView, navigation, error)
    }

    @objc(webViewWebContentProcessDidTerminate:)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) { model.browser.reloadPage() }

    private func failed(_ webView: WKWebView, _ navigation: WKNavigation?, _ error: Error) {
      requestedNavigations.removeAll { $0 === navigation }
      let nsError = error as NSError
      let failingURL = nsError.userInfo[NSURLErrorFailingURLErrorKey] as? URL
      // Cancelled, or stopped by the policy ("frame load interrupted"; the SDK names neither
      // that domain nor the code): no error.
      let stopped =
        (nsError.domain == NSURLErrorDomain && nsError.code == NSURLErrorCancelled)
        || (nsError.domain == "WebKitErrorDomain" && nsError.code == 102)
      model.browser.webViewDidFailLoading(
        page(at: failingURL ?? webView.url),
        message: stopped ? nil : nsError.localizedDescription,
        navigation: navigation.map(ObjectIdentifier.init))
    }

    /// The main page's `target="_blank"` and `window.open` open here; a frame's do not.
    @objc(webView:createWebViewWithConfiguration:forNavigationAction:windowFeatures:)
    func webView(
      _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
      guard navigationAction.targetFrame == nil, Self.comesFromMainFrame(navigationAction),
        navigationAction.request.url != nil
      else { return nil }
      webView.load(navigationAction.request)
      return nil
    }

    @objc(webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:)
    func webView(
      _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
      initiatedByFrame frame: WKFrameInfo
    ) async {
      _ = await ask(.alert, message: message, frame: frame)
    }

    @objc(webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:)
    func webView(
      _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
      initiatedByFrame frame: WKFrameInfo
    ) async -> Bool {
      await ask(.confirm, message: message, frame: frame).confirmed
    }

    /// The queue answers every dialog exactly once (Cancel when its page goes).
    private func ask(
      _ kind: WebDialog.Kind, message: String, frame: WKFrameInfo
    ) async -> WebDialog.Answer {
      await withCheckedContinuation { continuation in
        model.dialogs.ask(
          kind, message: message, host: frame.securityOrigin.host
        ) { answer in
          continuation.resume(returning: answer)
        }
      }
    }
  }
}
