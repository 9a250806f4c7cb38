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
    checkedURL(from: raw).map { url, host in
      !preferExternal && isShopHost(host) ? .inApp(url) : .external(url)
    }
  }

  /// A teaser image URL: `https` on any host (`http` upgraded), or why not.
  public func imageURL(for raw: String) -> Result<URL, Rejection> {
    checkedURL(from: raw).map(\.url)
  }

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
      guard isMainFrame, let upgraded = Self.upgraded(url),
        Self.isPlainHost(upgraded.host ?? "")
      else { return .cancel }
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

  private func checkedURL(from raw: String) -> Result<(url: URL, host: String), Rejection> {
    let text = URLText.trimmed(raw)
    guard !text.isEmpty else { return .failure(.empty) }
    guard let encoded = URLSpelling.spelled(text) else {
      return .failure(.invalidCharacter(URLSpelling.firstRefusedCharacter(in: text)))
    }
    guard URLText.parsesAlike(encoded) else { return .failure(.malformed) }
    let absolute: String
    let prefix = URLText.withBytes(of: encoded) { String(decoding: $0.prefix(6), as: UTF8.self) }
    if prefix == "https:" {
      absolute = encoded  // the common cases, checked without taking the scheme apart
    } else if prefix.hasPrefix("http:") {
      absolute = URLText.https(after: 4, of: encoded)
    } else if encoded.hasPrefix("//") {
      absolute = "https:" + encoded
    } else if let scheme = URLText.scheme(of: encoded) {
      let lower = scheme.lowercased()
      if Self.unsafeSchemes.contains(lower) { return .failure(.unsafeScheme(lower)) }
      guard lower == "http" || lower == "https" else { return .failure(.unsupportedScheme(lower)) }
      absolute = URLText.https(after: scheme.utf8.count, of: encoded)
    } else {
      guard let baseURL, encoded.hasPrefix("/") else { return .failure(.relativeWithoutBase) }
      guard let resolved = URL(string: encoded, relativeTo: baseURL)?.absoluteString else {
        return .failure(.malformed)
      }
      return checkedURL(from: resolved)
    }
    guard let url = URL(string: absolute) else { return .failure(.malformed) }
    if URLText.withBytes(of: absolute, { $0.contains(UInt8(ascii: "@")) }) {
      guard url.user == nil, url.password == nil else { return .failure(.credentials) }
    }
    guard let host = url.host, !host.isEmpty else { return .failure(.missingHost) }
    guard Self.isPlainHost(host) else { return .failure(.malformed) }
    return .success((url, host))
  }

  static func upgraded(_ url: URL) -> URL? {
    let text = url.absoluteString
    guard URLText.scheme(of: text)?.lowercased() == "http",
      let spelled = URLSpelling.spelled(URLText.https(after: 4, of: text))
    else { return nil }
    return URL(string: spelled)
  }

  /// Letters, digits, `-` and `.`, or an IPv6 literal; anything else (`%2F`, `_`) is refused.
  static func isPlainHost(_ host: String) -> Bool {
    URLText.withBytes(of: host) { bytes in
      guard let first = bytes.first else { return false }
      if first == UInt8(ascii: "[") {
        let literal = bytes.dropFirst().dropLast()
        return bytes.last == UInt8(ascii: "]") && literal.contains(UInt8(ascii: ":"))
          && literal.allSatisfy { URLText.isHex($0) || $0 == UInt8(ascii: ":") || $0 == 0x2E }
      }
      return bytes.allSatisfy { byte in
        (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == 0x2D
          || byte == 0x2E
      }
    }
  }
}
