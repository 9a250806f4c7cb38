import Foundation

/// Fetches the feed: `live(shop:configuration:options:)`, or for tests any closure.
public struct MenuClient: Sendable {
  /// Fetches the feed; `validators` from the last good response make the request conditional.
  var fetch: @Sendable (_ validators: CacheValidators?) async throws -> FetchResponse

  public init(
    fetch: @escaping @Sendable (_ validators: CacheValidators?) async throws -> FetchResponse
  ) {
    self.fetch = fetch
  }

  static func failing(_ error: MenuAPIError) -> MenuClient {
    MenuClient { _ in throw error }
  }

  /// How ``MenuClient/live(shop:configuration:options:)`` bounds and retries a fetch.
  struct Options: Sendable {
    /// The longest one attempt may wait for the server, in seconds (rounded up to whole ones).
    var timeout: TimeInterval
    /// The waits before each retry of a transient failure: one attempt more than there are.
    var retryWaits: [TimeInterval]
    var sleep: @Sendable (_ seconds: TimeInterval) async throws -> Void = {
      try await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1_000_000_000))
    }

    /// The app's defaults: 10 seconds an attempt, three attempts 1 s and 2 s apart.
    init(timeout: TimeInterval = 10, retryWaits: [TimeInterval] = [1, 2]) {
      self.timeout = timeout
      self.retryWaits = retryWaits
    }
  }
}

/// What a server offered for conditional requests (`ETag`, `Last-Modified`).
public struct CacheValidators: Sendable, Hashable, Codable {
  /// The `ETag` response header, sent back as `If-None-Match`.
  var etag: String?
  /// The `Last-Modified` response header, sent back as `If-Modified-Since`.
  var lastModified: String?

  /// The validators a response sent; `nil` for a header it did not send.
  public init(etag: String? = nil, lastModified: String? = nil) {
    self.etag = etag
    self.lastModified = lastModified
  }

  var isEmpty: Bool { etag == nil && lastModified == nil }
}

/// The result of a successful fetch.
public enum FetchResponse: Sendable, Hashable {
  /// A new feed body and the validators that came with it.
  case modified(Data, CacheValidators)
  /// `304 Not Modified`: the cached feed is still current.
  case notModified
}
