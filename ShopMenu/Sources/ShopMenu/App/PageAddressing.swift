import Foundation

/// Pages at their URLs, or (UI tests) under a scheme the app serves (none may serve `https`).
public enum PageAddressing: Sendable, Equatable {
  /// Pages load from the web at their own URLs.
  case direct
  /// Pages load under `localScheme` from the app itself.
  case local

  static let localScheme = "shopmenu-page"

  /// The scheme the web view's configuration must serve, if any.
  public var servedScheme: String? { self == .local ? Self.localScheme : nil }

  /// `https://www.bonprix.de/x/` itself, or locally `shopmenu-page://www.bonprix.de/x/`.
  public func webViewURL(for page: URL) -> URL {
    guard self == .local, ["https", "http"].contains(page.scheme?.lowercased()) else { return page }
    return Self.replacingScheme(of: page, with: Self.localScheme) ?? page
  }

  /// The page a reported URL stands for: a local page's real `https` URL.
  public func pageURL(reportedBy url: URL) -> URL {
    guard self == .local, url.scheme?.lowercased() == Self.localScheme else { return url }
    return Self.replacingScheme(of: url, with: "https") ?? url
  }

  /// A local request's page and HTML (at `confirmTestPath`, the page that asks).
  public func localPage(for requested: URL) -> (page: URL, html: Data)? {
    guard self == .local, requested.scheme?.lowercased() == Self.localScheme else { return nil }
    let page = pageURL(reportedBy: requested)
    let html =
      page.path == Self.confirmTestPath
      ? Self.confirmTestHTML(for: page) : AppLaunchConfiguration.placeholderHTML(for: page)
    return (page, Data(html.utf8))
  }

  static let confirmTestPath = "/shopmenu-test/confirm"
  static let confirmTestQuestion = "Remove this item from the basket?"

  static func confirmTestHTML(for url: URL) -> String {
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
