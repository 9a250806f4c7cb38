import Foundation

/// A web URL reduced to what identifies the page, so that the page a web view shows can be
/// matched against the URLs in the menu.
///
/// Two URLs have the same key when they differ only in:
/// - the scheme's case, and `http` against `https`;
/// - the host's case, and a port that is the scheme's default (80, 443);
/// - a trailing slash on the path (`/kategorie/damen/` and `/kategorie/damen`; an empty path is
///   `/`);
/// - the fragment (`#reviews`);
/// - tracking query items (``ignoredQueryItems``, ``ignoredQueryItemPrefixes``), and the order
///   of the remaining query items.
///
/// Everything else counts: the path's case (servers tell `/Damen` from `/damen`), other query
/// items and their values. URLs other than `http` and `https`, and URLs without a host, have no
/// key: they never match anything.
public struct URLMatchKey: Sendable, Hashable, CustomStringConvertible {
  /// The normalized form, for example `https://www.bonprix.de/kategorie/damen`.
  public let value: String

  /// Query item names (compared without regard to case) that tracking and campaign tools add to
  /// links: they do not change the page.
  public static let ignoredQueryItems: Set<String> = [
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

  /// Query item name prefixes (compared without regard to case) of tracking items: `utm_source`,
  /// `utm_medium`… (Google Analytics campaigns) and `wt_mc`, `wt_cc1`… (Webtrekk/Mapp).
  public static let ignoredQueryItemPrefixes: [String] = ["utm_", "wt_"]

  /// Whether a query item with this name is ignored when matching.
  public static func isIgnoredQueryItem(_ name: String) -> Bool {
    let name = name.lowercased()
    return ignoredQueryItems.contains(name)
      || ignoredQueryItemPrefixes.contains(where: name.hasPrefix)
  }

  /// The key of `url`, or `nil` if it is not an `http` or `https` URL with a host.
  public init?(_ url: URL) {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let scheme = parts.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = parts.percentEncodedHost?.lowercased(), !host.isEmpty
    else { return nil }
    var value = "https://" + host
    if let port = parts.port, port != 443, port != 80 { value += ":\(port)" }
    var path = parts.percentEncodedPath
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
