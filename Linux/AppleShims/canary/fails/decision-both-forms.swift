// Must fail: one class implements both forms of webView(_:decidePolicyFor:decisionHandler:),
// the completion-handler one and the `async` one; they are one Objective-C method
// (webView:decidePolicyForNavigationAction:decisionHandler:), so the two selectors conflict.
import WebKit

@MainActor
final class CanaryFails: NSObject, WKNavigationDelegate {
  @objc(webView:decidePolicyForNavigationAction:decisionHandler:)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
  ) { decisionHandler(.allow) }

  @objc(webView:decidePolicyForNavigationAction:decisionHandler:)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction
  ) async -> WKNavigationActionPolicy { .allow }
}
