import Foundation

/// Fetches the feed: ``live(shop:configuration:options:)``, or for tests any closure.
public struct MenuClient: Sendable {
  /// Fetches the feed; `validators` from the last good response make the request conditional.
  public var fetch: @Sendable (_ validators: CacheValidators?) async throws -> FetchResponse

  /// A client that fetches with `fetch`.
  public init(
    fetch: @escaping @Sendable (_ validators: CacheValidators?) async throws -> FetchResponse
  ) {
    self.fetch = fetch
  }

  /// A client that always fails with `error`.
  public static func failing(_ error: MenuAPIError) -> MenuClient {
    MenuClient { _ in throw error }
  }

  /// How ``MenuClient/live(shop:configuration:options:)`` times, bounds and retries a fetch.
  public struct Options: Sendable {
    /// The longest one attempt may take, to the last byte of the body.
    public var requestTimeout: TimeInterval
    /// The longest a whole fetch may take, attempts and waits.
    public var deadline: TimeInterval
    /// The largest body accepted, in bytes.
    var maxResponseBytes: Int
    /// The most attempts, the first included.
    var maxAttempts: Int
    /// The wait before the first retry; it doubles for each further retry.
    var initialBackoff: TimeInterval
    /// The longest wait the client chooses itself.
    var maxBackoff: TimeInterval
    /// Waits this many seconds.
    var sleep: @Sendable (_ seconds: TimeInterval) async throws -> Void
    /// A monotonic clock in seconds (system uptime), for the deadline.
    public var now: @Sendable () -> TimeInterval
    /// In `0...1`: a wait is half to all of its nominal length.
    var jitter: @Sendable () -> Double
    /// Receives one line per failed attempt and per retry; never the API key or a header.
    public var log: (@Sendable (_ message: String) -> Void)?

    /// Creates options; the defaults suit the app.
    public init(
      requestTimeout: TimeInterval = 10, deadline: TimeInterval = 30,
      maxResponseBytes: Int = 8 << 20, maxAttempts: Int = 3,
      initialBackoff: TimeInterval = 0.5, maxBackoff: TimeInterval = 8,
      sleep: @escaping @Sendable (_ seconds: TimeInterval) async throws -> Void = {
        try await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1_000_000_000))
      },
      now: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
      jitter: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
      log: (@Sendable (_ message: String) -> Void)? = nil
    ) {
      self.requestTimeout = requestTimeout
      self.deadline = deadline
      self.maxResponseBytes = maxResponseBytes
      self.maxAttempts = maxAttempts
      self.initialBackoff = initialBackoff
      self.maxBackoff = maxBackoff
      self.sleep = sleep
      self.now = now
      self.jitter = jitter
      self.log = log
    }

    /// `initialBackoff · 2^(retry-1)`, capped at `maxBackoff`, times `0.5...1` (`retry` from 1).
    func backoff(beforeRetry retry: Int) -> TimeInterval {
      let nominal = min(maxBackoff, initialBackoff * pow(2, Double(min(max(0, retry - 1), 30))))
      return nominal * (0.5 + 0.5 * min(1, max(0, jitter())))
    }
  }
}

/// What a server offered for conditional requests (`ETag`, `Last-Modified`).
public struct CacheValidators: Sendable, Hashable, Codable {
  /// The `ETag` response header, sent back as `If-None-Match`.
  public var etag: String?
  /// The `Last-Modified` response header, sent back as `If-Modified-Since`.
  var lastModified: String?

  /// The validators a response sent; `nil` for a header it did not send.
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
