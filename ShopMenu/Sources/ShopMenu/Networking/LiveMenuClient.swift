import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension MenuClient {
  /// `GET` with `x-api-key` and the validators; a transient failure is retried after each wait.
  static func live(
    shop: ShopConfiguration, configuration: URLSessionConfiguration = .ephemeral,
    options: Options = Options()
  ) -> MenuClient {
    let client = LiveMenuClient(shop: shop, configuration: configuration, options: options)
    return MenuClient { validators in try await client.fetch(validators) }
  }
}

final class LiveMenuClient: @unchecked Sendable {
  private let shop: ShopConfiguration
  private let options: MenuClient.Options
  let session: URLSession

  init(shop: ShopConfiguration, configuration: URLSessionConfiguration, options: MenuClient.Options)
  {
    self.shop = shop
    self.options = options
    let configuration = configuration.copy() as? URLSessionConfiguration ?? configuration
    // Whole seconds, as Linux's Foundation keeps only those (docs/DECISIONS.md, "Networking").
    configuration.timeoutIntervalForRequest = options.timeout.rounded(.up)
    configuration.timeoutIntervalForResource = options.timeout.rounded(.up)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData  // The validators are ours.
    // The session's delegate: Linux asks no task's own.
    session = URLSession(
      configuration: configuration, delegate: RedirectGuard(), delegateQueue: nil)
  }
  deinit { session.finishTasksAndInvalidate() }

  func fetch(_ validators: CacheValidators?) async throws -> FetchResponse {
    var request = URLRequest(url: shop.navigationEndpoint)
    request.setValue(shop.apiKey.value, forHTTPHeaderField: RedirectGuard.keyHeader)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue(validators?.etag, forHTTPHeaderField: "If-None-Match")
    request.setValue(validators?.lastModified, forHTTPHeaderField: "If-Modified-Since")
    var waits = options.retryWaits[...]
    while true {
      do {
        return try await attempt(request, conditional: validators?.isEmpty == false)
      } catch let error as MenuAPIError where error.isTransient && !waits.isEmpty {
        try await options.sleep(waits.removeFirst())
      }
    }
  }

  /// One request and what its answer means; a `304` answers only a conditional request.
  private func attempt(_ request: URLRequest, conditional: Bool) async throws -> FetchResponse {
    let (body, response): (Data, URLResponse)
    do {
      (body, response) = try await session.data(for: request)
    } catch {
      try Task.checkCancellation()
      throw MenuAPIError(transportError: error)
    }
    guard let response = response as? HTTPURLResponse else {
      throw MenuAPIError.transport(reason: "the server did not answer in HTTP")
    }
    let header = { (name: String) in response.value(forHTTPHeaderField: name) }
    switch response.statusCode {
    case 200...299:
      // No length check: a transfer that ends early fails in URLSession (the connection was
      // lost), and the decoder refuses a JSON document cut short.
      return .modified(
        body, CacheValidators(etag: header("ETag"), lastModified: header("Last-Modified")))
    case 304 where conditional: return .notModified
    case 401, 403: throw MenuAPIError.keyRejected(status: response.statusCode)
    case 404: throw MenuAPIError.notFound
    case 429: throw MenuAPIError.rateLimited(retryAfter: header("Retry-After").flatMap(Double.init))
    case 500...599: throw MenuAPIError.serverError(status: response.statusCode)
    default: throw MenuAPIError.unexpectedStatus(response.statusCode)
    }
  }
}

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
