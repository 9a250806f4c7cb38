#if canImport(SwiftUI) && canImport(WebKit) && os(iOS)
  import ShopMenu
  import SwiftUI
  import WebKit

  /// The shop's pages in a `WKWebView`: the app's one bridge to a view that is not SwiftUI (the
  /// brief allows no other). Reload is the toolbar's button. It holds no rules of its own: where
  /// a link may go is ``ShopAppModel/navigationDecision(for:isMainFrame:isUserAction:)``, what
  /// to load is ``ShopAppModel/page``, and everything the web view sees goes back to the model.
  @MainActor
  struct ShopWebView: UIViewRepresentable {
    /// The state machine.
    let model: ShopAppModel
    /// The page asked for: a new ``PageRequest/id`` loads it, also when the URL is the one shown.
    let page: PageRequest
    /// The last back / forward / reload command: a new ``BrowserCommand/id`` runs it once.
    let command: BrowserCommand?

    func makeCoordinator() -> Coordinator {
      Coordinator(model: model)
    }

    func makeUIView(context: Context) -> WKWebView {
      let configuration = WKWebViewConfiguration()
      configuration.allowsInlineMediaPlayback = true
      // The UI tests' pages come from the app itself (``PageAddressing/local``): the only place
      // the web view differs between the app and its UI tests. Everything below is the same.
      #if DEBUG
        if let scheme = model.browser.pageAddressing.servedScheme {
          configuration.websiteDataStore = WKWebsiteDataStore.nonPersistent()
          configuration.setURLSchemeHandler(
            LocalPageSchemeHandler(addressing: model.browser.pageAddressing), forURLScheme: scheme)
        }
      #endif
      let webView = WKWebView(frame: .zero, configuration: configuration)
      webView.allowsBackForwardNavigationGestures = true
      webView.accessibilityIdentifier = AccessibilityID.webView
      context.coordinator.attach(to: webView, page: page, command: command)
      return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
      context.coordinator.model = model
      context.coordinator.apply(page: page, command: command)
    }

    static func dismantleUIView(_ webView: WKWebView, coordinator: Coordinator) {
      coordinator.detach()
    }

    // MARK: - Coordinator

    /// The web view's delegate. Loads a page only when the request's id changes (so picking the
    /// page already shown loads it again, and a redraw never does), reports progress, history,
    /// titles and errors to the model, and asks the model about every navigation.
    @MainActor
    final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
      var model: ShopAppModel
      private weak var webView: WKWebView?
      /// Kept for as long as the web view lives: dropping a token ends its observation.
      private var observations: [NSKeyValueObservation] = []
      private var loadedPageID: Int?
      private var handledCommandID: Int?

      init(model: ShopAppModel) {
        self.model = model
        super.init()
      }

      func attach(to webView: WKWebView, page: PageRequest, command: BrowserCommand?) {
        self.webView = webView
        webView.navigationDelegate = self
        webView.uiDelegate = self
        observations = [
          webView.observe(\.estimatedProgress, options: [.new]) { [weak self] _, change in
            guard let self, let progress = change.newValue else { return }
            Task { @MainActor in self.progressChanged(progress) }
          },
          webView.observe(\.canGoBack, options: [.new]) { [weak self] _, _ in
            guard let self else { return }
            Task { @MainActor in self.historyChanged() }
          },
          webView.observe(\.canGoForward, options: [.new]) { [weak self] _, _ in
            guard let self else { return }
            Task { @MainActor in self.historyChanged() }
          },
          // Scripts change the URL without a navigation (`history.pushState`).
          webView.observe(\.url, options: [.new]) { [weak self] webView, _ in
            guard let self else { return }
            Task { @MainActor in self.model.browser.webViewDidChangeURL(self.page(at: webView.url))
            }
          },
        ]
        // A command issued before this web view existed is not replayed.
        handledCommandID = command?.id
        apply(page: page, command: command)
      }

      func detach() {
        // The web view goes: a dialog still waiting is answered (WebKit requires every handler
        // to be called).
        model.dialogs.cancelAll()
        for observation in observations { observation.invalidate() }
        observations = []
        webView?.navigationDelegate = nil
        webView?.uiDelegate = nil
        webView = nil
      }

      // MARK: Requests from the model

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
            webView.reload()
          }
        }
      }

      /// Loads a page at the address the model gives it (its own URL, or the UI tests' local one).
      private func load(_ url: URL, in webView: WKWebView) {
        webView.load(URLRequest(url: model.browser.pageAddressing.webViewURL(for: url)))
      }

      /// The page a URL the web view reports stands for, as the model knows it.
      private func page(at url: URL?) -> URL? {
        url.map { model.browser.pageAddressing.pageURL(reportedBy: $0) }
      }

      private func progressChanged(_ progress: Double) {
        model.browser.webViewDidUpdateProgress(progress)
      }

      private func historyChanged() {
        guard let webView else { return }
        model.browser.webViewDidUpdateHistory(
          canGoBack: webView.canGoBack, canGoForward: webView.canGoForward)
      }

      // MARK: WKNavigationDelegate

      /// Every navigation the page starts goes through the model's URL policy. Redirects (`http`
      /// upgraded to `https`) and URLs for the system (`tel:`, `mailto:`, other apps) are acted on
      /// by the model; here they are only cancelled.
      ///
      /// The `async` form of `webView(_:decidePolicyFor:decisionHandler:)`: Swift's import of the
      /// same Objective-C method (WebKit marks it `WK_SWIFT_ASYNC(3)`), so its selector is the
      /// completion-handler method's. It answers by returning, so it answers exactly once on every
      /// path: the thunk Swift generates calls WebKit's decision handler once with the returned
      /// policy, and a path that forgot to answer, or answered twice, does not compile. It also
      /// sidesteps the handler's type, which the iOS 18 SDK declares `@MainActor @Sendable` and the
      /// iOS 17 SDK did not. The coordinator is `@MainActor`, so this runs on the main actor, where
      /// WebKit expects its delegate.
      @objc(webView:decidePolicyForNavigationAction:decisionHandler:)
      func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction
      ) async -> WKNavigationActionPolicy {
        guard let url = page(at: navigationAction.request.url) else { return .cancel }
        // No target frame: a request for a new window. It counts as the main page's only when
        // the main page made it; if allowed, it opens in this web view (createWebViewWith).
        let isMainFrame =
          navigationAction.targetFrame?.isMainFrame ?? Self.comesFromMainFrame(navigationAction)
        // Only a link the person tapped or a form they sent may hand a URL to the system.
        let isUserAction =
          navigationAction.navigationType == .linkActivated
          || navigationAction.navigationType == .formSubmitted
        switch model.browser.navigationDecision(
          for: url, isMainFrame: isMainFrame, isUserAction: isUserAction)
        {
        case .allow:
          return .allow
        case .redirect, .openExternally, .cancel:
          return .cancel
        }
      }

      /// Whether the main page started `action`. `sourceFrame` is declared non-optional but has
      /// been seen nil at run time, so it is read as an optional; unknown counts as a frame.
      private static func comesFromMainFrame(_ action: WKNavigationAction) -> Bool {
        let source: WKFrameInfo? = action.sourceFrame
        return source?.isMainFrame ?? false
      }

      @objc(webView:didStartProvisionalNavigation:)
      func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        model.browser.webViewDidStartLoading(
          page(at: webView.url), navigation: Self.id(of: navigation))
      }

      @objc(webView:didCommitNavigation:)
      func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        historyChanged()
      }

      @objc(webView:didFinishNavigation:)
      func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        model.browser.webViewDidFinishLoading(
          page(at: webView.url), title: webView.title, navigation: Self.id(of: navigation))
        historyChanged()
      }

      @objc(webView:didFailNavigation:withError:)
      func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
      {
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
      func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        model.browser.reloadPage()
      }

      private func failed(_ webView: WKWebView, _ navigation: WKNavigation?, _ error: Error) {
        let nsError = error as NSError
        let failingURL = nsError.userInfo[NSURLErrorFailingURLErrorKey] as? URL
        model.browser.webViewDidFailLoading(
          page(at: failingURL ?? webView.url), code: nsError.code,
          message: nsError.localizedDescription,
          navigation: Self.id(of: navigation))
      }

      /// The navigation a delegate call is about, so the model tells a cancelled navigation's
      /// late report from the one that replaced it. WebKit declares the parameter implicitly
      /// unwrapped; a nil one reaches the model as `nil`, taken as the current navigation's.
      private static func id(of navigation: WKNavigation?) -> WebNavigationID? {
        navigation.map { WebNavigationID($0) }
      }

      // MARK: WKUIDelegate

      /// `target="_blank"` and `window.open` from the main page: there is one web view, so the
      /// page opens in it, with the request as it was (a form's method and body included); the
      /// navigation has already passed the policy above. A frame (an ad) cannot replace the page.
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

      // JavaScript's alert(), confirm() and prompt(). Without these methods WebKit answers an
      // alert as if OK was tapped, every confirm() as if Cancel was, every prompt() as cancelled
      // (WKUIDelegate.h). Each becomes the model's ``WebDialog``, answered with the person's
      // answer or, when the page or the web view goes, with Cancel.
      //
      // The `async` forms, as for the policy decision: Swift's import of the same Objective-C
      // methods (the completion handler becomes the result), so each answers by returning,
      // exactly once on every path, and has one type under the iOS 17 SDK (plain blocks) and the
      // iOS 18 SDK (`@MainActor @Sendable` handlers).

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

      @objc(
        webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:
        completionHandler:
      )
      func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?, initiatedByFrame frame: WKFrameInfo
      ) async -> String? {
        await ask(.prompt, message: prompt, frame: frame, defaultText: defaultText).text
      }

      /// Queues the page's question with the model and waits for its one answer (the model
      /// answers every dialog exactly once, with Cancel when its page goes).
      private func ask(
        _ kind: WebDialog.Kind, message: String, frame: WKFrameInfo, defaultText: String? = nil
      ) async -> WebDialog.Answer {
        await withCheckedContinuation { continuation in
          model.dialogs.ask(
            kind, message: message, host: Self.host(of: frame), defaultText: defaultText
          ) { answer in
            continuation.resume(returning: answer)
          }
        }
      }

      /// The host of the frame that asks: its security origin's, the site the script runs for
      /// (a frame of another site names that site, as Safari does).
      private static func host(of frame: WKFrameInfo) -> String {
        frame.securityOrigin.host
      }
    }
  }
#endif

#if DEBUG && canImport(SwiftUI) && canImport(WebKit) && os(iOS)
  // MARK: - Previews

  /// The web view on its own, showing the home page's local stand-in (no network).
  struct ShopWebView_Previews: PreviewProvider {
    static var previews: some View {
      let model = PreviewModels.ready
      ShopWebView(model: model, page: model.browser.page, command: nil)
        .previewDisplayName("Home page, local")
    }
  }
#endif
