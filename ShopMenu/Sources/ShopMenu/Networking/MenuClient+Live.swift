import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension MenuClient {
  /// A client that fetches `shop`'s navigation feed over HTTP.
  ///
  /// Each request is a `GET` to ``ShopConfiguration/navigationEndpoint`` with `x-api-key` and
  /// `Accept: application/json`, plus `If-None-Match` / `If-Modified-Since` when validators are
  /// given (a `304` is ``FetchResponse/notModified``). Failures are ``MenuAPIError``s; transient
  /// ones (``MenuAPIError/isTransient``) are retried with exponential backoff and jitter, or
  /// after the server's `Retry-After`, within ``Options/maxAttempts`` and ``Options/deadline``.
  /// Cancelling the calling task cancels the request and throws `CancellationError`.
  ///
  /// The API key is sent only to the endpoint's own scheme, host and port: after a redirect
  /// elsewhere the request goes on without it, and a redirect from `https` to `http` is refused.
  /// The key is never logged.
  ///
  /// - Parameters:
  ///   - shop: the endpoint and the key.
  ///   - configuration: the URLSession settings (proxies, `protocolClasses` for a stub…). Each
  ///     attempt runs on a session made from a copy of it, because only a session delegate sees
  ///     redirects and the body as it arrives on every platform; the delegate is the client's.
  ///     Its URL cache is bypassed: the conditional request is the client's own.
  ///   - options: timeouts, the size cap and the retry schedule.
  public static func live(
    shop: ShopConfiguration,
    configuration: URLSessionConfiguration = .ephemeral,
    options: Options = Options()
  ) -> MenuClient {
    let fetcher = LiveFetcher(
      endpoint: shop.navigationEndpoint, apiKey: shop.apiKey,
      configuration: (configuration.copy() as? URLSessionConfiguration) ?? configuration,
      options: options)
    return MenuClient { validators in try await fetcher.fetch(validators) }
  }
}

// MARK: - Fetching

/// The retry loop around ``MenuTransfer``. The configuration is copied once and never changed.
private struct LiveFetcher: @unchecked Sendable {
  let endpoint: URL
  let apiKey: APIKey
  let configuration: URLSessionConfiguration
  let options: MenuClient.Options

  func fetch(_ validators: CacheValidators?) async throws -> FetchResponse {
    let conditional = validators.flatMap { $0.isEmpty ? nil : $0 }
    let endsAt = options.now() + options.deadline
    let attempts = max(1, options.maxAttempts)
    var attempt = 0
    while true {
      attempt += 1
      try Task.checkCancellation()
      let remaining = endsAt - options.now()
      guard remaining > 0 else { throw MenuAPIError.timedOut }
      let failure: AttemptFailure
      do {
        return try await send(conditional, timeout: min(options.requestTimeout, remaining))
      } catch let error as AttemptFailure {
        failure = error
      } catch let error as MenuAPIError {
        failure = AttemptFailure(error: error)
      }
      let prefix = "attempt \(attempt) of \(attempts) failed: \(failure.error)"
      guard failure.error.isTransient, attempt < attempts else {
        options.log?(prefix)
        throw failure.error
      }
      let wait = failure.retryAfter ?? options.backoff(beforeRetry: attempt)
      guard wait < endsAt - options.now() else {
        options.log?("\(prefix) Not retrying: waiting \(seconds(wait)) would pass the deadline.")
        throw failure.error
      }
      options.log?("\(prefix) Retrying in \(seconds(wait)).")
      try await options.sleep(wait)
    }
  }

  private func send(_ validators: CacheValidators?, timeout: TimeInterval) async throws
    -> FetchResponse
  {
    let outcome = try await MenuTransfer.perform(
      request(validators, timeout: timeout), configuration: configuration,
      limit: options.maxResponseBytes, timeout: timeout)
    return try ResponseClassifier.classify(
      outcome.response, body: outcome.body, sentValidators: validators != nil)
  }

  // MARK: - Request

  /// The feed request. Its own `timeoutInterval` is only a backstop a second behind the
  /// client's timer: Linux truncates it to whole seconds (0.5 s would time out at once).
  func request(_ validators: CacheValidators?, timeout: TimeInterval) -> URLRequest {
    var request = URLRequest(url: endpoint)
    request.httpMethod = "GET"
    request.cachePolicy = .reloadIgnoringLocalCacheData
    request.timeoutInterval = timeout.rounded(.up) + 1
    request.setValue(apiKey.value, forHTTPHeaderField: RedirectGuard.keyHeader)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let etag = validators?.etag {
      request.setValue(etag, forHTTPHeaderField: "If-None-Match")
    }
    if let lastModified = validators?.lastModified {
      request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
    }
    return request
  }

  private func seconds(_ value: TimeInterval) -> String {
    String(format: "%.2f s", value)
  }
}
