#if canImport(SwiftUI) && canImport(WebKit) && os(iOS) && DEBUG
  import Foundation
  import ShopMenu
  import WebKit

  /// Serves the UI tests' local pages (``PageAddressing/local``): every request under the local
  /// scheme is answered with the placeholder page naming the shop's real URL, so the tests never
  /// touch the web and the web view's delegate, history and reload are the app's own. Registered
  /// on the web view's configuration only when the launch asks for local pages, and compiled
  /// only in a Debug build, as the switch that asks for them is.
  ///
  /// WebKit calls both methods on the main thread ("WKURLSchemeHandler": `webView(_:start:)`
  /// "loads the resource", `webView(_:stop:)` "stops the task", after which the task must not be
  /// used); a page is answered at once, so there is nothing to stop.
  final class LocalPageSchemeHandler: NSObject, WKURLSchemeHandler {
    private let addressing: PageAddressing

    init(addressing: PageAddressing) {
      self.addressing = addressing
      super.init()
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: WKURLSchemeTask) {
      guard let url = urlSchemeTask.request.url, let served = addressing.localPage(for: url) else {
        urlSchemeTask.didFailWithError(URLError(.unsupportedURL))
        return
      }
      urlSchemeTask.didReceive(
        URLResponse(
          url: url, mimeType: "text/html", expectedContentLength: served.html.count,
          textEncodingName: "utf-8"))
      urlSchemeTask.didReceive(served.html)
      urlSchemeTask.didFinish()
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: WKURLSchemeTask) {}
  }
#endif
