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
  init(shopHosts: [String], baseURL: URL? = nil) {
    self.shopHosts = shopHosts.map { $0.lowercased() }
    self.baseURL = baseURL
  }

  /// Why a URL from the feed cannot be used.
  enum Rejection: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    /// The first character that is not allowed in a URL, as `U+0022 (")`.
    case invalidCharacter(String)
    case unsafeScheme(String)
    case unsupportedScheme(String)
    case relativeWithoutBase
    case missingHost
    case credentials
    case malformed

    var description: String {
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
  func destination(for raw: String, preferExternal: Bool = false) -> Result<
    Destination, Rejection
  > {
    checkedURL(from: raw).map { url, host in
      !preferExternal && isShopHost(host) ? .inApp(url) : .external(url)
    }
  }

  /// A teaser image URL: `https` on any host (`http` upgraded), or why not.
  func imageURL(for raw: String) -> Result<URL, Rejection> {
    checkedURL(from: raw).map(\.url)
  }

  /// Whether `host` is one of the shop's hosts or a subdomain of one.
  func isShopHost(_ host: String) -> Bool {
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
  func navigationDecision(for url: URL, isMainFrame: Bool, isUserAction: Bool)
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
      return .redirect(upgraded.url)
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

  /// RFC 3986's unreserved and reserved characters and `%`, but `[` `]`: kept as they are.
  private static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "$")...UInt8(ascii: "/"),  // $%&'()*+,-./
      UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "="),
      UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  /// Percent-encoded: non-ASCII, what WebKit leaves unencoded and `URL(string:)` refuses up to
  /// iOS 16 but encodes from iOS 17 on, and `[` `]`, which only an IPv6 host may hold.
  private static func isEncoded(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x80...0xFF, UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "`"):
      return true
    default:
      return false
    }
  }

  /// An `https` URL with a plain host and its host, spelled so that `URL(string:)` reads it alike
  /// on iOS 15, iOS 17 and Linux.
  private func checkedURL(from raw: String) -> Result<(url: URL, host: String), Rejection> {
    var text = raw
    if let first = raw.unicodeScalars.first, let last = raw.unicodeScalars.last,
      FeedText.isWhitespace(first) || FeedText.isWhitespace(last)
    {
      text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    guard !text.isEmpty else { return .failure(.empty) }
    let bytes = Array(text.utf8)
    if let refused = bytes.first(where: { !Self.isKept($0) && !Self.isEncoded($0) }) {
      return .failure(.invalidCharacter(Self.name(of: refused)))
    }
    // What the two parsers read differently: a `%` that starts no escape, a second `#`.
    let escapesValid = bytes.indices.allSatisfy { index in
      bytes[index] != UInt8(ascii: "%")
        || (index + 2 < bytes.count && Self.isHexDigit(bytes[index + 1])
          && Self.isHexDigit(bytes[index + 2]))
    }
    guard escapesValid, bytes.filter({ $0 == UInt8(ascii: "#") }).count <= 1 else {
      return .failure(.malformed)
    }
    if bytes.contains(where: Self.isEncoded) { text = Self.percentEncoded(bytes) }

    let absolute: String
    if text.hasPrefix("https://") {
      absolute = text
    } else if text.hasPrefix("http://") {
      absolute = "https" + text.dropFirst(4)
    } else if text.hasPrefix("//") {
      absolute = "https:" + text
    } else if let scheme = URL(string: text)?.scheme?.lowercased() {
      if Self.unsafeSchemes.contains(scheme) { return .failure(.unsafeScheme(scheme)) }
      guard scheme == "http" || scheme == "https" else {
        return .failure(.unsupportedScheme(scheme))
      }
      absolute = "https" + text.dropFirst(scheme.count)
    } else {
      guard let baseURL, text.hasPrefix("/") else { return .failure(.relativeWithoutBase) }
      guard let resolved = URL(string: text, relativeTo: baseURL) else {
        return .failure(.malformed)
      }
      return checkedURL(from: resolved.absoluteString)
    }
    let authority = Substring(
      absolute.utf8.dropFirst("https://".utf8.count).prefix { byte in
        byte != UInt8(ascii: "/") && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "#")
      })
    if authority.utf8.contains(UInt8(ascii: "@")) { return .failure(.credentials) }
    guard let url = URL(string: absolute) else { return .failure(.malformed) }
    guard let host = url.host, !host.isEmpty else { return .failure(.missingHost) }
    // The authority as written must be the host and port the URL reports: no `%` in the host,
    // no second port (`:80:90`).
    let expected = host + (url.port.map { ":\($0)" } ?? "")
    guard Self.isPlainHost(host), authority.lowercased() == expected.lowercased() else {
      return .failure(.malformed)
    }
    return .success((url, host))
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }

  private static func percentEncoded(_ bytes: [UInt8]) -> String {
    bytes.map { isKept($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
  }

  /// Letters, digits, `-` and `.`; anything else (`%2F`, `_`, an IPv6 literal) is refused.
  static func isPlainHost(_ host: String) -> Bool {
    host.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
        return true
      default:
        return false
      }
    }
  }

  /// `U+0022 (")`, or `U+001B` when invisible.
  private static func name(of byte: UInt8) -> String {
    let code = String(format: "U+%04X", Int(byte))
    return byte > 0x20 && byte < 0x7F ? "\(code) (\(Character(UnicodeScalar(byte))))" : code
  }
}
