import Foundation

/// How the web view addresses the shop's pages.
///
/// In the app a page is loaded at its own URL (``direct``). The UI tests never touch the web:
/// with ``local``, every page is loaded under a scheme of the app's own, whose pages the app
/// serves itself (a `WKURLSchemeHandler` registered on the web view's configuration; WebKit
/// allows no handler for `https`), each a placeholder naming the page's real URL. The web view's
/// code is the same in both: it loads ``webViewURL(for:)`` and reports every URL through
/// ``pageURL(reportedBy:)``, so the model, the URL policy, the history buttons and the page kept
/// for scene restoration only ever see the shop's real URLs.
public enum PageAddressing: Sendable, Equatable {
  /// Pages load from the web at their own URLs.
  case direct
  /// Pages load under ``localScheme`` from the app itself.
  case local

  /// The scheme of the local pages.
  public static let localScheme = "shopmenu-page"

  /// The scheme the web view's configuration must serve, if any.
  public var servedScheme: String? { self == .local ? Self.localScheme : nil }

  /// The URL the web view loads for `page`: the page's own URL, or the same URL under the local
  /// scheme (`https://www.bonprix.de/x/` ⇒ `shopmenu-page://www.bonprix.de/x/`).
  public func webViewURL(for page: URL) -> URL {
    guard self == .local, let scheme = page.scheme?.lowercased(),
      scheme == "https" || scheme == "http"
    else { return page }
    return Self.replacingScheme(of: page, with: Self.localScheme) ?? page
  }

  /// The page a URL the web view reports stands for: a local page's real `https` URL, anything
  /// else as it is.
  public func pageURL(reportedBy url: URL) -> URL {
    guard self == .local, url.scheme?.lowercased() == Self.localScheme else { return url }
    return Self.replacingScheme(of: url, with: "https") ?? url
  }

  /// The page a local scheme task asks for and what to answer: the placeholder page naming its
  /// real URL (``AppLaunchConfiguration/placeholderHTML(for:)``), or, at ``confirmTestPath``,
  /// the page that asks ``confirmTestQuestion`` (``confirmTestHTML(for:)``).
  public func localPage(for requested: URL) -> (page: URL, html: Data)? {
    guard self == .local, requested.scheme?.lowercased() == Self.localScheme else { return nil }
    let page = pageURL(reportedBy: requested)
    let html =
      page.path == Self.confirmTestPath
      ? Self.confirmTestHTML(for: page) : AppLaunchConfiguration.placeholderHTML(for: page)
    return (page, Data(html.utf8))
  }

  // MARK: - A page that asks

  /// The path of the local page that asks ``confirmTestQuestion`` with `confirm()` as it loads
  /// (`URL.path`, which drops a trailing slash).
  public static let confirmTestPath = "/shopmenu-test/confirm"
  /// What that page asks.
  public static let confirmTestQuestion = "Remove this item from the basket?"

  /// The page at `url` that asks ``confirmTestQuestion`` as it loads and then shows the answer
  /// it received: `answer: OK` or `answer: Cancel`, in place of `no answer`.
  public static func confirmTestHTML(for url: URL) -> String {
    let placeholder = AppLaunchConfiguration.placeholderHTML(for: url)
    let script = """
      <p id="answer">no answer</p><script>
      document.getElementById("answer").textContent = confirm("\(confirmTestQuestion)") ? "answer: OK" : "answer: Cancel";
      </script>
      """
    return placeholder.replacingOccurrences(of: "</body>", with: script + "</body>")
  }

  private static func replacingScheme(of url: URL, with scheme: String) -> URL? {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return nil
    }
    components.scheme = scheme
    return components.url
  }
}
