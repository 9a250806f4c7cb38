import Foundation

/// Fetches a shop's navigation feed. A closure struct, so the app, the terminal front end and
/// tests can each supply their own: ``live(shop:configuration:options:)`` for the network,
/// ``failing(_:)`` and ``constant(_:validators:)`` for tests.
public struct MenuClient: Sendable {
  /// Fetches the feed; `validators` from the last good response make the request conditional.
  public var fetch: @Sendable (_ validators: CacheValidators?) async throws -> FetchResponse

  /// Creates a client from a fetch closure.
  public init(
    fetch: @escaping @Sendable (_ validators: CacheValidators?) async throws -> FetchResponse
  ) {
    self.fetch = fetch
  }

  /// A client that always fails with `error`.
  public static func failing(_ error: MenuAPIError) -> MenuClient {
    MenuClient { _ in throw error }
  }

  /// A client that always returns `data`.
  public static func constant(_ data: Data, validators: CacheValidators = CacheValidators())
    -> MenuClient
  {
    MenuClient { _ in .modified(data, validators) }
  }
}

// MARK: - Responses

/// What a server offered for conditional requests (`ETag`, `Last-Modified`).
public struct CacheValidators: Sendable, Hashable, Codable {
  /// The `ETag` response header, sent back as `If-None-Match`.
  public var etag: String?
  /// The `Last-Modified` response header, sent back as `If-Modified-Since`.
  public var lastModified: String?

  /// Creates validators.
  public init(etag: String? = nil, lastModified: String? = nil) {
    self.etag = etag
    self.lastModified = lastModified
  }

  /// Whether there is anything to send.
  public var isEmpty: Bool { etag == nil && lastModified == nil }
}

/// The result of a successful fetch.
public enum FetchResponse: Sendable, Hashable {
  /// A new feed body and the validators that came with it.
  case modified(Data, CacheValidators)
  /// `304 Not Modified`: the cached feed is still current.
  case notModified
}
