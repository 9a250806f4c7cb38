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

  static func parsedKey(_ url: URL) -> String? {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let scheme = parts.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = parts.percentEncodedHost?.lowercased(), !host.isEmpty
    else { return nil }
    return compose(
      host: host, port: parts.port, path: parts.percentEncodedPath[...],
      query: parts.percentEncodedQuery?[...])
  }

  /// From the bytes, for printable-ASCII `http(s)://host[:port]…`; `nil`: ask ``parsedKey(_:)``.
  static func plainKey(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { plainKey(bytes: $0) }
  }

  private static func plainKey(bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let count = bytes.count
    guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
    var index = 0
    while index < count, bytes[index] != UInt8(ascii: ":") { index += 1 }
    let scheme = bytes[0..<index].map { $0 | 0x20 }
    guard scheme.elementsEqual("https".utf8) || scheme.elementsEqual("http".utf8),
      index + 3 <= count, bytes[index + 1] == UInt8(ascii: "/"),
      bytes[index + 2] == UInt8(ascii: "/")
    else { return nil }
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
    var end = authorityEnd
    while end < count, bytes[end] != UInt8(ascii: "#") { end += 1 }
    var queryStart = authorityEnd
    while queryStart < end, bytes[queryStart] != UInt8(ascii: "?") { queryStart += 1 }
    let host = bytes[hostStart..<(hostEnd ?? authorityEnd)]
    if queryStart < end {
      return compose(
        host: String(decoding: host.map(lowercased), as: UTF8.self), port: port,
        path: Substring(decoding: bytes[authorityEnd..<queryStart], as: UTF8.self),
        query: Substring(decoding: bytes[(queryStart + 1)..<end], as: UTF8.self))
    }
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
