// Must fail: the @objc name does not match the WKNavigationDelegate requirement's selector
// (webView:didFinishNavigation:).
import WebKit

final class CanaryFails: NSObject, WKNavigationDelegate {
  @objc(webView:didFinishedNavigation:)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
}
