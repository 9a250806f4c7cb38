import Foundation

/// What identifies an `http(s)` page, to match the one shown against the menu: not the scheme,
/// the host's case, a default port, a trailing slash, the fragment, tracking items, the order.
public struct URLMatchKey: Sendable, Hashable, CustomStringConvertible {
  /// The normalized form, as `https://www.bonprix.de/kategorie/damen`.
  public let value: String

  static let ignoredQueryItems: Set<String> = [
    "gclid", "gclsrc", "dclid", "gbraid", "wbraid",  // Google Ads
    "fbclid",  // Facebook
    "msclkid",  // Microsoft Advertising
    "yclid",  // Yandex
    "igshid",  // Instagram
    "twclid",  // X (Twitter)
    "ttclid",  // TikTok
    "mc_cid", "mc_eid",  // Mailchimp
    "_ga", "_gl",  // Google Analytics cross-domain linking
    "pk_campaign", "pk_kwd", "pk_source", "pk_medium",  // Matomo
  ]

  /// `utm_source`… (Google Analytics) and `wt_mc`… (Webtrekk/Mapp).
  static let ignoredQueryItemPrefixes: [String] = ["utm_", "wt_"]

  static func isIgnoredQueryItem(_ name: String) -> Bool {
    let name = name.lowercased()
    return ignoredQueryItems.contains(name)
      || ignoredQueryItemPrefixes.contains(where: name.hasPrefix)
  }

  /// The key of `url`, or `nil` if it is not an `http(s)` URL with a host.
  public init?(_ url: URL) {
    var url = url
    if let spelled = URLSpelling.spelled(url.absoluteString), spelled != url.absoluteString,
      let respelled = URL(string: spelled)
    {
      url = respelled
    }
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let scheme = parts.scheme?.lowercased(), scheme == "https" || scheme == "http",
      // Linux's `URLComponents` has no host for a punycode one (`xn--…`); the URL has.
      let host = (parts.percentEncodedHost ?? url.host)?.lowercased(), !host.isEmpty
    else { return nil }
    var value = "https://" + host
    if let port = parts.port, port != 443, port != 80 { value += ":\(port)" }
    var path = parts.percentEncodedPath[...]
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    value += path.isEmpty ? "/" : path
    let items = (parts.percentEncodedQuery ?? "").split(separator: "&").filter { item in
      let name = item.prefix { $0 != "=" }
      return !name.isEmpty && !Self.isIgnoredQueryItem(String(name))
    }
    if !items.isEmpty { value += "?" + items.sorted().joined(separator: "&") }
    self.value = value
  }

  public var description: String { value }
}
