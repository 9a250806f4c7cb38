import Foundation

extension MenuClient {
  /// How ``MenuClient/live(shop:configuration:options:)`` times, bounds and retries a fetch. The
  /// clock, the sleep and the jitter are injectable, so tests check the schedule without waiting.
  public struct Options: Sendable {
    /// The longest one attempt may take, from the request going out to the last byte of the body.
    public var requestTimeout: TimeInterval
    /// The longest a whole fetch may take, attempts and waits; no retry would end after it.
    public var deadline: TimeInterval
    /// The largest body accepted, in bytes: checked against `Content-Length` and the bytes read.
    public var maxResponseBytes: Int
    /// How many attempts a fetch makes at most (the first one included).
    public var maxAttempts: Int
    /// The wait before the first retry; it doubles for each further retry.
    public var initialBackoff: TimeInterval
    /// The longest wait between two attempts that the client chooses itself.
    public var maxBackoff: TimeInterval
    /// Waits this many seconds. `Task.sleep(nanoseconds:)` by default.
    public var sleep: @Sendable (_ seconds: TimeInterval) async throws -> Void
    /// A monotonic clock in seconds, used for the deadline. System uptime by default.
    public var now: @Sendable () -> TimeInterval
    /// A number in `0...1` that spreads the backoff: a wait is half to all of its nominal length.
    public var jitter: @Sendable () -> Double
    /// Receives one line per failed attempt and per retry; never the API key or a header.
    public var log: (@Sendable (_ message: String) -> Void)?

    /// Creates options; the defaults suit the app: 10 s per attempt, 30 s in all, 8 MiB,
    /// 3 attempts, waits of 0.5 s, 1 s … up to 8 s.
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

    /// The wait before retry number `retry` (1 for the first) when the server did not say:
    /// `initialBackoff · 2^(retry-1)`, capped at `maxBackoff`, times a factor in `0.5...1`.
    public func backoff(beforeRetry retry: Int) -> TimeInterval {
      let nominal = min(maxBackoff, initialBackoff * pow(2, Double(min(max(0, retry - 1), 30))))
      return nominal * (0.5 + 0.5 * min(1, max(0, jitter())))
    }
  }
}
