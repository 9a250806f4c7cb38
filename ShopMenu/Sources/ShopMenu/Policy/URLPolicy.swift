import Foundation

/// The one place that decides where a URL may be opened, for menu entries and in the page.
///
/// | URL | menu entry | in-page navigation |
/// |---|---|---|
/// | `https` on a shop host | in the app | allowed |
/// | `http` on a shop host | upgraded to `https`, in the app | main frame: upgraded to `https`; frame: cancelled |
/// | `https` elsewhere | outside the app | allowed (checkout, payment) |
/// | `http` elsewhere | upgraded to `https`, outside the app | main frame: upgraded to `https`; frame: cancelled |
/// | `tel:`, `mailto:`, app schemes | rejected | a link the person tapped in the main frame: handed to the system; otherwise cancelled |
/// | `javascript:`, `data:`, `file:` | rejected | cancelled (main frame) |
/// | malformed, relative without base | rejected | cancelled |
///
/// `http` is upgraded, as App Transport Security would block it (the Info.plist has no
/// exception); only a navigation the person started in the main page may leave the app.
public struct URLPolicy: Sendable, Hashable {
  let shopHosts: [String]
  let baseURL: URL?

  /// Rules for a shop at `shopHosts` (case-insensitive), relative URLs against `baseURL`.
  public init(shopHosts: [String], baseURL: URL? = nil) {
    self.shopHosts = shopHosts.map { $0.lowercased() }
    self.baseURL = baseURL
  }

  /// Why a URL from the feed cannot be used.
  public enum Rejection: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    /// The first character that is not allowed in a URL, as `U+0022 (")`.
    case invalidCharacter(String)
    case unsafeScheme(String)
    case unsupportedScheme(String)
    case relativeWithoutBase
    case missingHost
    case credentials
    case malformed

    public var description: String {
      switch self {
      case .empty: return "URL is empty"
      case .invalidCharacter(let character):
        return "URL contains \(character), which is not allowed in a URL"
      case .unsafeScheme(let scheme): return "unsafe URL scheme \"\(scheme):\""
      case .unsupportedScheme(let scheme): return "unsupported URL scheme \"\(scheme):\""
      case .relativeWithoutBase: return "relative URL and no base to resolve it against"
      case .missingHost: return "URL has no host"
      case .credentials: return "URL carries a user name or password"
      case .malformed: return "URL is malformed"
      }
    }
  }

  /// Where a menu entry's URL opens, or why it cannot; `preferExternal`: myToys `external-link`.
  public func destination(for raw: String, preferExternal: Bool = false) -> Result<
    Destination, Rejection
  > {
    checkedURL(from: raw).map { url in
      !preferExternal && isShopHost(url.host ?? "") ? .inApp(url) : .external(url)
    }
  }

  /// A teaser image URL: `https` on any host (`http` upgraded), or why not.
  public func imageURL(for raw: String) -> Result<URL, Rejection> { checkedURL(from: raw) }

  /// Whether `host` is one of the shop's hosts or a subdomain of one.
  public func isShopHost(_ host: String) -> Bool {
    let host = host.lowercased()
    return shopHosts.contains { host == $0 || host.hasSuffix("." + $0) }
  }

  /// What the web view does with a navigation the page starts.
  public enum NavigationDecision: Sendable, Hashable {
    /// Load it in the web view.
    case allow
    /// Cancel it and load this URL instead (an `http` page upgraded to `https`).
    case redirect(URL)
    /// Cancel it and hand the URL to the system (`tel:`, `mailto:`, app schemes).
    case openExternally(URL)
    /// Cancel it.
    case cancel
  }

  /// The table above; `isUserAction`: a link tapped or a form sent (not a script or a redirect).
  public func navigationDecision(for url: URL, isMainFrame: Bool, isUserAction: Bool)
    -> NavigationDecision
  {
    let scheme = (url.scheme ?? "").lowercased()
    switch scheme {
    case "https":
      return .allow
    case "http":
      guard isMainFrame, case .success(let upgraded) = checkedURL(from: url.absoluteString) else {
        return .cancel
      }
      return .redirect(upgraded)
    case "about", "blob", "data":
      return isMainFrame && scheme != "about" ? .cancel : .allow
    case "javascript", "file", "":
      return .cancel
    default:
      return isMainFrame && isUserAction ? .openExternally(url) : .cancel
    }
  }

  private static let unsafeSchemes: Set<String> = [
    "javascript", "data", "file", "vbscript", "blob",
  ]

  /// RFC 3986's unreserved and reserved characters and `%`: kept as they are.
  static let allowedCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
      + "-._~:/?#[]@!$&'()*+,;=%")
  /// Percent-encoded: what WebKit leaves unencoded and `URL(string:)` refuses up to iOS 16 but
  /// encodes from iOS 17 on, and `[` `]`, which only an IPv6 host may hold.
  private static let encodedCharacters = CharacterSet(charactersIn: "[]|^{}`")

  /// An `https` URL with a plain host, spelled so that `URL(string:)` reads it alike on iOS 15,
  /// iOS 17 and Linux: non-ASCII and the characters above percent-encoded.
  private func checkedURL(from raw: String) -> Result<URL, Rejection> {
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return .failure(.empty) }
    let refused = text.unicodeScalars.first { scalar in
      scalar.isASCII && !Self.allowedCharacters.contains(scalar)
        && !Self.encodedCharacters.contains(scalar)
    }
    if let refused { return .failure(.invalidCharacter(Self.name(of: refused))) }
    var plain = Self.allowedCharacters
    plain.remove(charactersIn: "[]")
    guard let encoded = text.addingPercentEncoding(withAllowedCharacters: plain),
      Self.hasValidEscapes(encoded), encoded.filter({ $0 == "#" }).count <= 1
    else { return .failure(.malformed) }

    let absolute: String
    if encoded.hasPrefix("//") {
      absolute = "https:" + encoded
    } else if let scheme = Self.scheme(of: encoded) {
      let lower = scheme.lowercased()
      if Self.unsafeSchemes.contains(lower) { return .failure(.unsafeScheme(lower)) }
      guard lower == "http" || lower == "https" else { return .failure(.unsupportedScheme(lower)) }
      absolute = "https" + encoded.dropFirst(scheme.count)
    } else {
      guard let baseURL, encoded.hasPrefix("/") else { return .failure(.relativeWithoutBase) }
      guard let resolved = URL(string: encoded, relativeTo: baseURL) else {
        return .failure(.malformed)
      }
      return checkedURL(from: resolved.absoluteString)
    }
    guard let url = URL(string: absolute) else { return .failure(.malformed) }
    guard url.user == nil, url.password == nil else { return .failure(.credentials) }
    guard let host = url.host, !host.isEmpty else { return .failure(.missingHost) }
    // The authority as written must be the host and port the URL reports: no `%` in the host,
    // no second port (`:80:90`), which the parsers read differently.
    let authority = absolute.dropFirst("https://".count).prefix { !"/?#".contains($0) }
    let expected = host + (url.port.map { ":\($0)" } ?? "")
    guard Self.isPlainHost(host), authority.lowercased() == expected.lowercased() else {
      return .failure(.malformed)
    }
    return .success(url)
  }

  /// `%` followed by two hex digits, everywhere.
  private static func hasValidEscapes(_ text: String) -> Bool {
    let parts = text.split(separator: "%", omittingEmptySubsequences: false).dropFirst()
    return parts.allSatisfy { $0.prefix(2).count == 2 && $0.prefix(2).allSatisfy(\.isHexDigit) }
  }

  /// The scheme, when the text starts with one (`[A-Za-z][A-Za-z0-9+.-]*:`).
  private static func scheme(of text: String) -> String? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let name = text[..<colon]
    guard let first = name.first, first.isASCII, first.isLetter,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
    else { return nil }
    return String(name)
  }

  /// Letters, digits, `-` and `.`; anything else (`%2F`, `_`, an IPv6 literal) is refused.
  static func isPlainHost(_ host: String) -> Bool {
    host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
  }

  /// `U+0022 (")`, or `U+001B` when invisible.
  private static func name(of scalar: Unicode.Scalar) -> String {
    let code = String(format: "U+%04X", Int(scalar.value))
    return scalar.value > 0x20 && scalar.value < 0x7F ? "\(code) (\(scalar))" : code
  }
}
