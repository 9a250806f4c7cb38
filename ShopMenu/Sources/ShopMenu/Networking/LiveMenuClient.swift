import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
  /// Linux asks only the session's delegate about redirects (swift-corelibs-foundation #5187).
  private let sessionDelegate: RedirectGuard? = RedirectGuard()
#else
  private let sessionDelegate: RedirectGuard? = nil
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

final class LiveMenuClient: @unchecked Sendable {
  private let shop: ShopConfiguration
  private let options: MenuClient.Options
  private let session: URLSession
  private let redirects = RedirectGuard()

  init(shop: ShopConfiguration, config: URLSessionConfiguration, options: MenuClient.Options) {
    self.shop = shop
    self.options = options
    session = URLSession(configuration: config, delegate: sessionDelegate, delegateQueue: nil)
  }
  deinit { session.finishTasksAndInvalidate() }

  func fetch(_ validators: CacheValidators?) async throws -> FetchResponse {
    let validators = validators?.isEmpty == false ? validators : nil
    var request = URLRequest(url: shop.navigationEndpoint)
    request.cachePolicy = .reloadIgnoringLocalCacheData  // Validators are ours, not a cache's.
    request.setValue(shop.apiKey.value, forHTTPHeaderField: RedirectGuard.keyHeader)
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
        let (response, body) = try await load(request, timeout: timeout)
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

  /// One response, its body whole, within `timeout`: a request's `timeoutInterval` bounds only
  /// idle time (Apple).
  private func load(_ request: URLRequest, timeout: TimeInterval) async throws -> (
    HTTPURLResponse, Data
  ) {
    let (body, response) = try await withThrowingTaskGroup(of: (Data, URLResponse).self) { group in
      group.addTask { [session, redirects] in
        try await session.data(for: request, delegate: redirects)
      }
      group.addTask {
        try await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
        throw MenuAPIError.timedOut
      }
      defer { group.cancelAll() }
      do {
        return try await group.next()!
      } catch let error as MenuAPIError {
        throw error
      } catch {
        try Task.checkCancellation()
        throw MenuAPIError(transportError: error)
      }
    }
    guard let response = response as? HTTPURLResponse else {
      throw MenuAPIError(transportError: URLError(.badServerResponse))
    }
    if body.count > options.maxResponseBytes {
      throw MenuAPIError.responseTooLarge(limit: options.maxResponseBytes)
    }
    if response.expectedContentLength > body.count {
      let size =
        "\(body.count) of \(Plural.count(Int(response.expectedContentLength), "byte", "bytes"))"
      throw MenuAPIError.transport(reason: "the response ended early (\(size))")
    }
    return (response, body)
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
