import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension MenuClient {
  /// `GET` with `x-api-key` and validators, retrying transient ``MenuAPIError``s as `options` say.
  public static func live(
    shop: ShopConfiguration, configuration: URLSessionConfiguration = .ephemeral,
    options: Options = Options()
  ) -> MenuClient {
    let client = LiveMenuClient(shop: shop, config: configuration, options: options)
    return MenuClient { validators in try await client.fetch(validators) }
  }
}

/// A session keeps its delegate until invalidated (Apple, `URLSession.delegate`), hence `deinit`.
final class LiveMenuClient: @unchecked Sendable {
  private let shop: ShopConfiguration
  private let options: MenuClient.Options
  private let delegate: SessionDelegate
  private let session: URLSession

  init(shop: ShopConfiguration, config: URLSessionConfiguration, options: MenuClient.Options) {
    self.shop = shop
    self.options = options
    delegate = SessionDelegate(limit: options.maxResponseBytes)
    session = URLSession(configuration: config, delegate: delegate, delegateQueue: nil)
  }
  deinit { session.finishTasksAndInvalidate() }

  func fetch(_ validators: CacheValidators?) async throws -> FetchResponse {
    let validators = validators?.isEmpty == false ? validators : nil
    var request = URLRequest(url: shop.navigationEndpoint)
    request.cachePolicy = .reloadIgnoringLocalCacheData  // Validators are ours, not a cache's.
    request.setValue(shop.apiKey.value, forHTTPHeaderField: SessionDelegate.keyHeader)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue(validators?.etag, forHTTPHeaderField: "If-None-Match")
    request.setValue(validators?.lastModified, forHTTPHeaderField: "If-Modified-Since")
    let endsAt = options.now() + options.deadline
    let attempts = max(1, options.maxAttempts)
    for attempt in 1...attempts {
      let timeout = min(options.requestTimeout, endsAt - options.now())
      guard timeout > 0 else { throw MenuAPIError.timedOut }
      let failure: MenuAPIError
      var retryAfter: TimeInterval?  // Only a 429 or 5xx is transient and has a response.
      do {
        let (response, body) = try await delegate.load(session.dataTask(with: request), timeout)
        retryAfter = Self.retryAfter(response.value(forHTTPHeaderField: "Retry-After"))
        return try read(response, body: body, conditional: validators != nil)
      } catch let error as MenuAPIError {
        failure = error
      }
      let line = "attempt \(attempt) of \(attempts) failed: \(failure)"
      let wait = retryAfter ?? options.backoff(beforeRetry: attempt)
      guard failure.isTransient, attempt < attempts, wait < endsAt - options.now() else {
        options.log?(line)
        throw failure
      }
      options.log?("\(line) Retrying in \(String(format: "%.2f s", wait)).")
      try await options.sleep(wait)
    }
    preconditionFailure("the last attempt returns or throws")
  }

  /// The result of a whole response, or its error; a `304` answers only a conditional request.
  func read(_ response: HTTPURLResponse, body: Data, conditional: Bool) throws -> FetchResponse {
    let header = { (name: String) in response.value(forHTTPHeaderField: name) }
    switch response.statusCode {
    case 200...299:
      if let reason = Self.unusableReason(contentType: header("Content-Type"), body: body) {
        throw MenuAPIError.unusableBody(reason: reason)
      }
      return .modified(
        body, CacheValidators(etag: header("ETag"), lastModified: header("Last-Modified")))
    case 304 where conditional: return .notModified
    case 401, 403: throw MenuAPIError.keyRejected(status: response.statusCode)
    case 404: throw MenuAPIError.notFound
    case 429: throw MenuAPIError.rateLimited(retryAfter: Self.retryAfter(header("Retry-After")))
    case 500...599: throw MenuAPIError.serverError(status: response.statusCode)
    default: throw MenuAPIError.unexpectedStatus(response.statusCode)
    }
  }

  /// The seconds a `Retry-After` asks for; its date form is left to the client's back-off.
  static func retryAfter(_ value: String?) -> TimeInterval? {
    guard let seconds = value.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }),
      seconds.isFinite, seconds >= 0
    else { return nil }
    return seconds
  }

  /// Why a success body cannot be a feed: a type clearly not JSON, or no `{` first.
  static func unusableReason(contentType: String?, body: Data) -> String? {
    let mime = contentType?.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
    let notJSON = [
      "html", "xml", "css", "script", "pdf", "zip", "image", "audio", "video", "font", "multipart",
    ]
    if let mime, !mime.contains("json"), notJSON.contains(where: { mime.contains($0) }) {
      return "content type \(mime)"
    }
    let text = body.starts(with: [0xEF, 0xBB, 0xBF]) ? body.dropFirst(3) : body
    switch text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
    case nil: return "empty body"
    case UInt8(ascii: "{"): return nil
    case UInt8(ascii: "<"): return "an HTML or XML page"
    default: return "the body is not a JSON object"
    }
  }
}
