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
/// - tracking query items (`ignoredQueryItems`, `ignoredQueryItemPrefixes`), and the order
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

  /// Query item name prefixes (compared without regard to case) of tracking items: `utm_source`,
  /// `utm_medium`… (Google Analytics campaigns) and `wt_mc`, `wt_cc1`… (Webtrekk/Mapp).
  static let ignoredQueryItemPrefixes: [String] = ["utm_", "wt_"]

  /// Whether a query item with this name is ignored when matching.
  static func isIgnoredQueryItem(_ name: String) -> Bool {
    let name = name.lowercased()
    return ignoredQueryItems.contains(name)
      || ignoredQueryItemPrefixes.contains(where: name.hasPrefix)
  }

  /// The key of `url`, or `nil` if it is not an `http` or `https` URL with a host.
  public init?(_ url: URL) {
    // Spelled as the policy spells entries: WebKit reports `?filter[farbe]=blau` and
    // `/a/../b` as it wrote them, the entry holds `?filter%5Bfarbe%5D=blau` and `/b`.
    var text = url.absoluteString
    var url = url
    if let spelled = URLSpelling.spelled(text), spelled != text,
      let respelled = URL(string: spelled)
    {
      (text, url) = (spelled, respelled)
    }
    guard let value = Self.plainKey(text) ?? Self.parsedKey(url) else { return nil }
    self.value = value
  }

  /// The key through `URLComponents`: every URL Foundation accepts.
  static func parsedKey(_ url: URL) -> String? {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let scheme = parts.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = parts.percentEncodedHost?.lowercased(), !host.isEmpty
    else { return nil }
    return compose(
      host: host, port: parts.port, path: parts.percentEncodedPath[...],
      query: parts.percentEncodedQuery?[...])
  }

  /// The key read straight from the text's bytes, for the common case (`http(s)://host[:port]…`
  /// in printable ASCII, no user, no IPv6 literal, no `%` in the host); `nil` means "ask
  /// ``parsedKey(_:)``". Through `URLComponents` alone, building the page index of a 100k-entry
  /// menu took about 0.3 s.
  static func plainKey(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { plainKey(bytes: $0) }
  }

  private static func plainKey(bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let count = bytes.count
    guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
    // Scheme, then "://".
    var index = 0
    while index < count, bytes[index] != UInt8(ascii: ":") { index += 1 }
    let scheme = bytes[0..<index].map { $0 | 0x20 }
    guard scheme.elementsEqual("https".utf8) || scheme.elementsEqual("http".utf8),
      index + 3 <= count, bytes[index + 1] == UInt8(ascii: "/"),
      bytes[index + 2] == UInt8(ascii: "/")
    else { return nil }
    // Host and port, up to "/", "?" or "#".
    let hostStart = index + 3
    var hostEnd: Int?
    index = hostStart
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        break
      }
      if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "%") {
        return nil
      }
      if byte == UInt8(ascii: ":"), hostEnd == nil { hostEnd = index }
      index += 1
    }
    let authorityEnd = index
    guard hostStart < (hostEnd ?? authorityEnd) else { return nil }
    var port: Int?
    if let hostEnd, hostEnd + 1 < authorityEnd {
      let digits = bytes[(hostEnd + 1)..<authorityEnd]
      guard digits.count <= 5, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
      port = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    // Path and query; the fragment is dropped.
    var end = authorityEnd
    while end < count, bytes[end] != UInt8(ascii: "#") { end += 1 }
    var queryStart = authorityEnd
    while queryStart < end, bytes[queryStart] != UInt8(ascii: "?") { queryStart += 1 }
    let host = bytes[hostStart..<(hostEnd ?? authorityEnd)]
    if queryStart < end {
      // Query items to filter and sort: the general path.
      return compose(
        host: String(decoding: host.map(lowercased), as: UTF8.self), port: port,
        path: Substring(decoding: bytes[authorityEnd..<queryStart], as: UTF8.self),
        query: Substring(decoding: bytes[(queryStart + 1)..<end], as: UTF8.self))
    }
    // No query: write the key in one go.
    var pathEnd = queryStart
    while pathEnd > authorityEnd + 1, bytes[pathEnd - 1] == UInt8(ascii: "/") { pathEnd -= 1 }
    var key: [UInt8] = []
    key.reserveCapacity(16 + host.count + pathEnd - authorityEnd)
    key.append(contentsOf: "https://".utf8)
    key.append(contentsOf: host.lazy.map(lowercased))
    if let port, port != 443, port != 80 { key.append(contentsOf: ":\(port)".utf8) }
    if pathEnd == authorityEnd { key.append(UInt8(ascii: "/")) }
    key.append(contentsOf: bytes[authorityEnd..<pathEnd])
    return String(decoding: key, as: UTF8.self)
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  private static func compose(
    host: String, port: Int?, path: Substring, query: Substring?
  ) -> String {
    var value = "https://" + host
    if let port, port != 443, port != 80 { value += ":\(port)" }
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    value += path.isEmpty ? "/" : path
    let items = (query ?? "").split(separator: "&").filter { item in
      let name = item.prefix { $0 != "=" }
      return !name.isEmpty && !Self.isIgnoredQueryItem(String(name))
    }
    if !items.isEmpty { value += "?" + items.sorted().joined(separator: "&") }
    return value
  }

  public var description: String { value }
}
