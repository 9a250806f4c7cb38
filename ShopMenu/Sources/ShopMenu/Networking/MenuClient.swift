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

// MARK: - Errors

/// Why the feed could not be fetched, in terms a person can act on.
public enum MenuAPIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No network connection.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// 401 or 403: the API key was refused.
  case keyRejected(status: Int)
  /// 404: the endpoint does not exist.
  case notFound
  /// 429: too many requests; retry after this many seconds, if the server said.
  case rateLimited(retryAfter: Double?)
  /// 5xx.
  case serverError(status: Int)
  /// Any other status that is not a success.
  case unexpectedStatus(Int)
  /// The body is larger than the client accepts.
  case responseTooLarge(limit: Int)
  /// The body is not a feed (wrong content type, an HTML error page…).
  case unusableBody(reason: String)
  /// Another transport failure (TLS, DNS, connection reset…).
  case transport(reason: String)

  /// Whether trying again soon may succeed.
  public var isTransient: Bool {
    switch self {
    case .offline, .timedOut, .rateLimited, .serverError, .transport: return true
    case .keyRejected, .notFound, .unexpectedStatus, .responseTooLarge, .unusableBody: return false
    }
  }

  public var description: String {
    switch self {
    case .offline: return "You appear to be offline. Check your connection and try again."
    case .timedOut: return "The menu server did not answer in time. Try again in a moment."
    case .keyRejected(let status): return "The menu server refused the API key (HTTP \(status))."
    case .notFound: return "The menu was not found on the server (HTTP 404)."
    case .rateLimited(let seconds):
      let wait =
        seconds.map { " Try again in \(Plural.count(Int($0.rounded(.up)), "second", "seconds"))." }
        ?? " Try again later."
      return "The menu server is busy (HTTP 429).\(wait)"
    case .serverError(let status):
      return "The menu server has a problem (HTTP \(status)). Try again later."
    case .unexpectedStatus(let status): return "The menu server answered with HTTP \(status)."
    case .responseTooLarge(let limit):
      return "The menu is larger than \(Plural.count(limit, "byte", "bytes")) and was not loaded."
    case .unusableBody(let reason):
      return "The menu server sent something that is not a menu (\(reason))."
    case .transport(let reason): return "The menu could not be loaded (\(reason))."
    }
  }
}
