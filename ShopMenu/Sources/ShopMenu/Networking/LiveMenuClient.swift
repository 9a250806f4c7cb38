import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension MenuClient {
  /// A client that fetches `shop`'s feed: a `GET` with `x-api-key` and, for `validators`,
  /// `If-None-Match` / `If-Modified-Since` (a `304` is ``FetchResponse/notModified``).
  /// Transient ``MenuAPIError``s are retried after `Retry-After` or a backoff, within
  /// ``Options/maxAttempts`` and ``Options/deadline``. Cancelling the caller cancels the
  /// request. The key goes only to the endpoint's scheme, host and port; it is never logged.
  /// - Parameter configuration: the settings (`protocolClasses` for a stub…) of the one
  ///   `URLSession` the client makes for its life.
  public static func live(
    shop: ShopConfiguration, configuration: URLSessionConfiguration = .ephemeral,
    options: Options = Options()
  ) -> MenuClient {
    let client = LiveMenuClient(shop: shop, configuration: configuration, options: options)
    return MenuClient { validators in try await client.fetch(validators) }
  }
}

/// The retry loop, and how a response reads. A session keeps its delegate until it is
/// invalidated (Apple, `URLSession.delegate`), so the client invalidates its session last.
final class LiveMenuClient: @unchecked Sendable {
  /// A failed attempt and the wait the server asked for, if it did.
  private struct Failure: Error {
    var error: MenuAPIError
    var retryAfter: TimeInterval?
  }

  private let shop: ShopConfiguration
  private let options: MenuClient.Options
  private let delegate: SessionDelegate
  private let session: URLSession

  init(shop: ShopConfiguration, configuration: URLSessionConfiguration, options: MenuClient.Options)
  {
    self.shop = shop
    self.options = options
    delegate = SessionDelegate(limit: options.maxResponseBytes)
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit { session.finishTasksAndInvalidate() }

  func fetch(_ validators: CacheValidators?) async throws -> FetchResponse {
    let validators = validators?.isEmpty == false ? validators : nil
    // The conditional request is the client's own: no URL cache may answer or change it.
    var request = URLRequest(url: shop.navigationEndpoint)
    request.cachePolicy = .reloadIgnoringLocalCacheData
    request.setValue(shop.apiKey.value, forHTTPHeaderField: SessionDelegate.keyHeader)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue(validators?.etag, forHTTPHeaderField: "If-None-Match")
    request.setValue(validators?.lastModified, forHTTPHeaderField: "If-Modified-Since")
    let endsAt = options.now() + options.deadline
    let attempts = max(1, options.maxAttempts)
    for attempt in 1...attempts {
      try Task.checkCancellation()
      let remaining = endsAt - options.now()
      guard remaining > 0 else { throw MenuAPIError.timedOut }
      let failure: Failure
      do {
        let timeout = min(options.requestTimeout, remaining)
        let (response, body) = try await delegate.load(request, on: session, timeout: timeout)
        return try Self.read(response, body: body, sentValidators: validators != nil)
      } catch let error as Failure {
        failure = error
      } catch let error as MenuAPIError {
        failure = Failure(error: error)
      }
      let line = "attempt \(attempt) of \(attempts) failed: \(failure.error)"
      guard failure.error.isTransient, attempt < attempts else {
        options.log?(line)
        throw failure.error
      }
      let wait = failure.retryAfter ?? options.backoff(beforeRetry: attempt)
      let seconds = String(format: "%.2f s", wait)
      guard wait < endsAt - options.now() else {
        options.log?("\(line) Not retrying: waiting \(seconds) would pass the deadline.")
        throw failure.error
      }
      options.log?("\(line) Retrying in \(seconds).")
      try await options.sleep(wait)
    }
    preconditionFailure("the last attempt returns or throws")
  }

  // MARK: - Responses

  /// The result of a complete response, or why the attempt failed. A `304` answers only a
  /// conditional request.
  static func read(_ response: HTTPURLResponse, body: Data, sentValidators: Bool) throws
    -> FetchResponse
  {
    let header = { (name: String) -> String? in
      let value = response.value(forHTTPHeaderField: name)?.trimmingCharacters(in: .whitespaces)
      return value?.isEmpty == false ? value : nil
    }
    let status = response.statusCode
    let retryAfter = Self.retryAfter(header("Retry-After"))
    switch status {
    case 200...299:
      if let reason = unusableReason(contentType: header("Content-Type"), body: body) {
        throw MenuAPIError.unusableBody(reason: reason)
      }
      let validators = CacheValidators(etag: header("ETag"), lastModified: header("Last-Modified"))
      return .modified(body, validators)
    case 304 where sentValidators: return .notModified
    case 401, 403: throw MenuAPIError.keyRejected(status: status)
    case 404: throw MenuAPIError.notFound
    case 429: throw Failure(error: .rateLimited(retryAfter: retryAfter), retryAfter: retryAfter)
    case 500...599: throw Failure(error: .serverError(status: status), retryAfter: retryAfter)
    default: throw MenuAPIError.unexpectedStatus(status)
    }
  }

  /// The seconds a `Retry-After` value asks to wait from `now`: a number, or an HTTP date in
  /// any of the three forms RFC 9110 (5.6.7) accepts; a date in the past gives 0.
  static func retryAfter(_ value: String?, now: Date = Date()) -> TimeInterval? {
    guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if let seconds = Double(text) { return seconds.isFinite && seconds >= 0 ? seconds : nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    let formats = [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ]
    for format in formats {
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return max(0, date.timeIntervalSince(now)) }
    }
    return nil
  }

  /// Why a success body cannot be a feed, or `nil` if it may be one: a media type that is
  /// clearly not JSON, an empty body, or one that does not start with `{`.
  static func unusableReason(contentType: String?, body: Data) -> String? {
    let mime = contentType?.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
    let notJSON = [
      "html", "xml", "css", "javascript", "pdf", "zip", "image/", "audio/", "video/", "font/",
      "multipart/",
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
