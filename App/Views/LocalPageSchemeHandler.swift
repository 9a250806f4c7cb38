#if DEBUG
  import Foundation
  import WebKit

  extension WebPages {
    /// The UI tests' pages: ``LocalPages``, served by the app, in a store that keeps nothing.
    static let local = WebPages(
      webViewURL: LocalPages.webViewURL(for:), pageURL: LocalPages.pageURL(reportedBy:),
      configure: { configuration in
        configuration.websiteDataStore = .nonPersistent()
        configuration.setURLSchemeHandler(LocalPageSchemeHandler(), forURLScheme: LocalPages.scheme)
      })
  }

  /// The UI tests' web pages, under the app's own scheme: a placeholder naming the page's real
  /// URL, and at `/shopmenu-test/confirm` a page whose button asks `confirm()`.
  enum LocalPages {
    static let scheme = "shopmenu-page"

    /// `https://www.bonprix.de/x/` as `shopmenu-page://www.bonprix.de/x/` (`http` too).
    static func webViewURL(for page: URL) -> URL {
      guard ["https", "http"].contains(page.scheme?.lowercased()) else { return page }
      return replacingScheme(of: page, with: scheme)
    }

    /// The real `https` page a local URL stands for; other URLs as they are.
    static func pageURL(reportedBy url: URL) -> URL {
      url.scheme?.lowercased() == scheme ? replacingScheme(of: url, with: "https") : url
    }

    static func html(for page: URL) -> String {
      let text = page.absoluteString
        .replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
        .replacingOccurrences(of: "\"", with: "&quot;")
      let confirm = """
        <button onclick="document.getElementById('answer').textContent = \
        confirm('Remove this item from the basket?') ? 'answer: OK' : 'answer: Cancel'">\
        Remove item</button><p id="answer">no answer</p>
        """
      return """
        <!doctype html><html><head><meta charset="utf-8">\
        <meta name="viewport" content="width=device-width, initial-scale=1">\
        <title>\(text)</title></head><body><h1>\(text)</h1>\
        \(page.path == "/shopmenu-test/confirm" ? confirm : "")</body></html>
        """
    }

    private static func replacingScheme(of url: URL, with scheme: String) -> URL {
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
      components?.scheme = scheme
      return components?.url ?? url
    }
  }

  /// Serves ``LocalPages``. WebKit calls both methods on the main thread; a page is answered at
  /// once: nothing to stop.
  final class LocalPageSchemeHandler: NSObject, WKURLSchemeHandler {
    func webView(_ webView: WKWebView, start urlSchemeTask: WKURLSchemeTask) {
      guard let url = urlSchemeTask.request.url, url.scheme == LocalPages.scheme else {
        urlSchemeTask.didFailWithError(URLError(.unsupportedURL))
        return
      }
      let html = Data(LocalPages.html(for: LocalPages.pageURL(reportedBy: url)).utf8)
      urlSchemeTask.didReceive(
        URLResponse(
          url: url, mimeType: "text/html", expectedContentLength: html.count,
          textEncodingName: "utf-8"))
      urlSchemeTask.didReceive(html)
      urlSchemeTask.didFinish()
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: WKURLSchemeTask) {}
  }
#endif
