// View-harness runtime (Linux/AppleShims/README.md): a web engine without a network.
import Foundation
@_spi(Harness) import UIKit
@_spi(Harness) import FoundationDarwin

// MARK: - Harness: the fake web engine


@_spi(Harness) extension WKWebView: _HarnessAccessible {
  /// One navigation, in WebKit's order: policy decision, provisional start, commit, finish (or a
  /// provisional failure when there is no page: the harness has no network).
  ///
  /// The policy is asked through the `async` form of webView(_:decidePolicyFor:decisionHandler:)
  /// (Swift's import of the same Objective-C method, WK_SWIFT_ASYNC(3)): a delegate that
  /// implements it answers by returning, once; one that implements the completion-handler form
  /// is reached through the run-mode default of the `async` requirement,
  /// ``_WKDecisionBridge/decide(_:_:_:)``, which keeps that form's contract. No delegate: "If you
  /// don't implement this method, the web view loads the request" (the method's page).
  func _navigate(_ url: URL, html: String?, type: WKNavigationType, historyStep: Int? = nil)
    -> WKNavigation
  {
    let navigation = WKNavigation()
    let action = WKNavigationAction()
    action._type = type
    action._request = URLRequest(url: url)
    Task { @MainActor in
      let policy: WKNavigationActionPolicy
      if let d = self._navigationDelegate {
        policy = await d.webView(self, decidePolicyFor: action)
      } else {
        policy = .allow
      }
      guard policy == .allow else { return }
      self._run(navigation, url, html, historyStep)
    }
    return navigation
  }

  func _run(_ navigation: WKNavigation, _ url: URL, _ html: String?, _ historyStep: Int?) {
    _loading = true
    _urlValue = url
    _progress = 0.1
    _navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
    DispatchQueue.main.async {
      _onMainActor {
        self._content(of: url, loaded: html) { html in self._respond(navigation, url, html, historyStep) }
      }
    }
  }

  /// What the page at `url` holds: a registered `WKURLSchemeHandler` serves its scheme (asked
  /// again on every load, reloads and history moves included), else the HTML the load was given
  /// (`loadHTMLString(_:baseURL:)`); with neither, `nil` (the harness has no network).
  func _content(of url: URL, loaded html: String?, _ done: @escaping (String?) -> Void) {
    guard let scheme = url.scheme?.lowercased(), let handler = _configuration._schemeHandlers[scheme] else {
      done(html)
      return
    }
    let task = _SchemeTask(request: URLRequest(url: url), done: done)
    handler.webView(self, start: task)
  }

  /// The load's answer, in WebKit's order ("WKNavigationDelegate"): a provisional failure
  /// without content; else commit (the back-forward list moves), then finish.
  func _respond(_ navigation: WKNavigation, _ url: URL, _ html: String?, _ historyStep: Int?) {
    guard let html else {
      let error = NSError(
        domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
        userInfo: [NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
      self._loading = false
      self._navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
      return
    }
    if let step = historyStep {
      self._list._index += step
    } else if _HarnessRule.sameURLReplaces.isOn, let current = self._list.currentItem, current._url == url {
      // The URL shown, loaded again: the same load, no new history item (_HarnessRule.sameURLReplaces).
      current._html = html
      current._title = Self._title(of: html)
    } else {
      let item = WKBackForwardListItem()
      item._url = url
      item._html = html
      item._title = Self._title(of: html)
      if self._list._index + 1 < self._list._items.count {
        self._list._items.removeSubrange((self._list._index + 1)...)
      }
      self._list._items.append(item)
      self._list._index += 1
    }
    self._shownHTML = html
    _KVO.didChange(self, \WKWebView.canGoBack)
    _KVO.didChange(self, \WKWebView.canGoForward)
    // The page that was shown has gone: a panel it asked for must have been answered.
    _JSPanels.pageWillGo(self)
    self._navigationDelegate?.webView(self, didCommit: navigation)
    self._progress = 0.6
    // The page's scripts run while it is parsed, before it finishes; a panel blocks its script
    // until its completion handler is called.
    _JSPanels.run(Self._scripts(of: html), in: self, url: url) { [weak self] in
      guard let self, self._list.currentItem?._url == url else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
        _onMainActor {
          self._titleValue = Self._title(of: html)
          self._progress = 1
          self._loading = false
          self._navigationDelegate?.webView(self, didFinish: navigation)
        }
      }
    }
  }

  /// The bodies of the page's inline `<script>` elements, in document order.
  static func _scripts(of html: String) -> [String] {
    var scripts: [String] = []
    var rest = html[...]
    while let open = rest.range(of: "<script>"), let close = rest.range(of: "</script>", range: open.upperBound..<rest.endIndex) {
      scripts.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return scripts
  }

  static func _title(of html: String) -> String? {
    guard let a = html.range(of: "<title>"), let b = html.range(of: "</title>") else { return nil }
    return _unescape(String(html[a.upperBound..<b.lowerBound]))
  }
  static func _unescape(_ s: String) -> String {
    s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The page as XCUITest sees it: a web view whose static texts are the body's text runs, and
  /// whose `<button onclick="…">` elements are buttons labelled with their text; a tap runs the
  /// button's one statement (``_JSPanels``), as a click does.
  @_spi(Harness) public func _axNode() -> _AXNode {
    let n = _AXNode(.webView)
    n.identifier = accessibilityIdentifier ?? ""
    var body = _shownHTML
    if let r = body.range(of: "<body>") { body = String(body[r.upperBound...]) }
    // A script's text is not content: nothing of it is shown or read out.
    body = body.replacingOccurrences(of: "<script>[\\s\\S]*?</script>", with: "", options: .regularExpression)
    let button = try! NSRegularExpression(pattern: #"<button[^>]*\bonclick="([^"]*)"[^>]*>([^<]*)</button>"#)
    var text = body
    while !text.isEmpty {
      let found = button.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
      let before = found.flatMap { Range($0.range, in: text) }.map { text[..<$0.lowerBound] } ?? text[...]
      for run in before.replacingOccurrences(of: "<[^>]*>", with: "\n", options: .regularExpression)
        .split(separator: "\n") where !run.trimmingCharacters(in: .whitespaces).isEmpty
      {
        let t = _AXNode(.staticText)
        t.label = Self._unescape(String(run))
        n.children.append(t)
      }
      guard let found, let whole = Range(found.range, in: text), let script = Range(found.range(at: 1), in: text),
        let label = Range(found.range(at: 2), in: text)
      else { break }
      let b = _AXNode(.button)
      b.label = Self._unescape(String(text[label])).trimmingCharacters(in: .whitespaces)
      // One statement, its single-quoted strings written as the panels' statements are.
      let statement = Self._unescape(String(text[script]))
        .replacingOccurrences(of: #"'([^'"\\]*)'"#, with: "\"$1\"", options: .regularExpression)
      let page = url ?? URL(string: "about:blank")!
      b.tap = { [weak self] in
        guard let self else { return }
        _JSPanels.run([statement], in: self, url: page) {}
      }
      n.children.append(b)
      text = String(text[whole.upperBound...])
    }
    return n
  }
}

// MARK: - Harness: the decision handler's two forms

/// Run mode: the `async` requirement's default (Linux/AppleShims/harness/prepare.py), for a
/// delegate that implements the completion-handler form instead. Swift's thunk for an `async`
/// witness calls the handler once with the returned policy (SE-0297), so a delegate of the
/// `async` form cannot answer twice or never; the completion-handler form can, and WebKit raises
/// for both ("Completion handler passed to -[... webView:decidePolicyForNavigationAction:
/// decisionHandler:] was called more than once" / "was not called"), which is a breach here.
@_spi(Harness) public enum _WKDecisionBridge {
  /// Asks `delegate` through its completion-handler form and returns the first answer. A second
  /// call is a breach and ignored; no call within 2 s is a breach, answered `.cancel`.
  @MainActor
  public static func decide(
    _ delegate: any WKNavigationDelegate, _ webView: WKWebView, _ action: WKNavigationAction
  ) async -> WKNavigationActionPolicy {
    let url = action.request.url?.absoluteString ?? "(no URL)"
    return await withCheckedContinuation { continuation in
      let answer = _Answer()
      let handler: _WKActionDecisionHandler = { policy in
        _onMainActor {
          guard answer.policy == nil else {
            _HarnessContract.breach("a decision handler called twice", url)
            return
          }
          answer.policy = policy
          continuation.resume(returning: policy)
        }
      }
      delegate.webView(webView, decidePolicyFor: action, decisionHandler: handler)
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
        _onMainActor {
          guard answer.policy == nil else { return }
          _HarnessContract.breach("a decision handler never called", url)
          answer.policy = .cancel
          continuation.resume(returning: .cancel)
        }
      }
    }
  }

  @MainActor private final class _Answer {
    var policy: WKNavigationActionPolicy?
  }
}

/// A scheme task the engine hands a `WKURLSchemeHandler`: it collects the response and the data
/// and ends the load with them ("WKURLSchemeTask": `didReceive(_:)` for the response, then the
/// data, "which WebKit appends", then `didFinish()`, which "raises an exception if you call it
/// before the didReceive(_:) method, or if the task is already complete").
final class _SchemeTask: WKURLSchemeTask {
  let request: URLRequest
  private var response: URLResponse?
  private var data = Data()
  private var done: ((String?) -> Void)?

  init(request: URLRequest, done: @escaping (String?) -> Void) {
    self.request = request
    self.done = done
  }

  func didReceive(_ response: URLResponse) {
    guard done != nil else { fatalError("WKURLSchemeTask: didReceive(_:) after the task completed") }
    self.response = response
  }

  func didReceive(_ data: Data) {
    guard done != nil, response != nil else {
      fatalError("WKURLSchemeTask: data before the response, or after the task completed")
    }
    self.data.append(data)
  }

  func didFinish() {
    guard let done, response != nil else {
      fatalError("WKURLSchemeTask: didFinish() before didReceive(_:), or twice")
    }
    self.done = nil
    done(String(decoding: data, as: UTF8.self))
  }

  func didFailWithError(_ error: any Error) {
    guard let done else { fatalError("WKURLSchemeTask: didFailWithError(_:) after the task completed") }
    self.done = nil
    done(nil)
  }
}
