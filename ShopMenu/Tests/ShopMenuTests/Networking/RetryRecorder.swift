import Foundation
import XCTest

@testable import ShopMenu

/// A clock the client's injected sleep moves forward instead of waiting; it records every
/// wait and every log line.
final class RetryRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var elapsed: TimeInterval = 0
  private var waits: [TimeInterval] = []
  private var lines: [String] = []

  /// The waits asked for, in order.
  var sleeps: [TimeInterval] {
    lock.lock()
    defer { lock.unlock() }
    return waits
  }

  /// The log lines written.
  var log: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  /// Moves the clock forward, e.g. to stand for time an attempt took.
  func advance(_ seconds: TimeInterval) {
    lock.lock()
    elapsed += seconds
    lock.unlock()
  }

  private func record(wait seconds: TimeInterval) {
    lock.lock()
    waits.append(seconds)
    elapsed += seconds
    lock.unlock()
  }

  /// Options that use this recorder's clock, sleep and log, with a fixed jitter.
  func options(
    requestTimeout: TimeInterval = 2, deadline: TimeInterval = 30, maxResponseBytes: Int = 1 << 20,
    maxAttempts: Int = 3, jitter: Double = 1
  ) -> MenuClient.Options {
    MenuClient.Options(
      requestTimeout: requestTimeout,
      deadline: deadline,
      maxResponseBytes: maxResponseBytes,
      maxAttempts: maxAttempts,
      sleep: { [self] seconds in record(wait: seconds) },
      now: { [self] in
        lock.lock()
        defer { lock.unlock() }
        return elapsed
      },
      jitter: { jitter },
      log: { [self] line in
        lock.lock()
        lines.append(line)
        lock.unlock()
      }
    )
  }
}

/// Runs `fetch` and returns the ``MenuAPIError`` it throws, failing the test if it succeeds or
/// throws something else.
func fetchError(
  _ client: MenuClient, validators: CacheValidators? = nil,
  file: StaticString = #filePath, line: UInt = #line
) async -> MenuAPIError? {
  do {
    let response = try await client.fetch(validators)
    XCTFail("expected an error, got \(response)", file: file, line: line)
  } catch let error as MenuAPIError {
    return error
  } catch {
    XCTFail("expected a MenuAPIError, got \(error)", file: file, line: line)
  }
  return nil
}
