import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the live client does when the server redirects the feed request.
///
/// The API key goes only to the origin it was configured for: a redirect to another scheme,
/// host or port is followed without the `x-api-key` header. A redirect from `https` to `http`
/// or to a scheme that is not HTTP is refused; the redirect response then becomes the final
/// one and is reported as an unexpected status.
enum RedirectGuard {
  /// The header that carries the API key.
  static let keyHeader = "x-api-key"

  // MARK: - Decision

  /// The request to follow for `proposed`, or `nil` to refuse the redirect.
  /// - Parameters:
  ///   - proposed: the request URLSession would send next.
  ///   - original: the URL the fetch was made for (not the previous hop).
  static func follow(_ proposed: URLRequest, from original: URL) -> URLRequest? {
    guard let target = proposed.url, let scheme = target.scheme?.lowercased(),
      scheme == "http" || scheme == "https"
    else { return nil }
    if original.scheme?.lowercased() == "https" && scheme == "http" { return nil }
    var request = proposed
    if !isSameOrigin(original, target) {
      request.setValue(nil, forHTTPHeaderField: keyHeader)
    }
    return request
  }

  /// Whether two URLs have the same scheme, host and port (default ports filled in).
  static func isSameOrigin(_ first: URL, _ second: URL) -> Bool {
    guard let firstScheme = first.scheme?.lowercased(),
      let secondScheme = second.scheme?.lowercased(),
      let firstHost = first.host?.lowercased(), let secondHost = second.host?.lowercased()
    else { return false }
    return firstScheme == secondScheme && firstHost == secondHost
      && effectivePort(first, scheme: firstScheme) == effectivePort(second, scheme: secondScheme)
  }

  private static func effectivePort(_ url: URL, scheme: String) -> Int? {
    if let port = url.port { return port }
    switch scheme {
    case "http": return 80
    case "https": return 443
    default: return nil
    }
  }
}
