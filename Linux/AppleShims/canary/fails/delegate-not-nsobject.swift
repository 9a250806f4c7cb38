// Must fail: WebKit's delegate protocols refine NSObjectProtocol, so only an NSObject subclass
// can conform (Xcode: "cannot declare conformance to 'NSObjectProtocol' in Swift; 'CanaryFails'
// should inherit 'NSObject' instead").
import WebKit

final class CanaryFails: WKNavigationDelegate {
  @objc(webView:didFinishNavigation:)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
}
