import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Refuses a redirect to `http` from `https` or to another scheme, and keeps the key in its origin.
final class RedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
  static let keyHeader = "x-api-key"

  /// `nil` refuses the redirect.
  static func follow(_ proposed: URLRequest, from original: URL) -> URLRequest? {
    func origin(_ url: URL) -> String {
      let scheme = url.scheme?.lowercased() ?? ""
      let port = url.port ?? (scheme == "https" ? 443 : 80)
      return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
    guard let target = proposed.url, let scheme = target.scheme?.lowercased(),
      scheme == "https" || (scheme == "http" && original.scheme?.lowercased() != "https")
    else { return nil }
    var request = proposed
    if origin(original) != origin(target) { request.setValue(nil, forHTTPHeaderField: keyHeader) }
    return request
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(task.originalRequest?.url.flatMap { Self.follow(request, from: $0) })
  }
}
