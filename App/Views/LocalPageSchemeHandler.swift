#if DEBUG
  import Foundation
  import ShopMenu
  import WebKit

  /// Serves the UI tests' ``LocalPages``. WebKit calls both methods on the main thread; a page is
  /// answered at once: nothing to stop.
  final class LocalPageSchemeHandler: NSObject, WKURLSchemeHandler {
    func webView(_ webView: WKWebView, start urlSchemeTask: WKURLSchemeTask) {
      guard let url = urlSchemeTask.request.url, let served = LocalPages.page(for: url)
      else {
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
